"""service/compare.py: one hand under several rule sets, the answer the CLI's `score -r A -r B`
and the page's compare both give (issue 28)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import browser
from wuhu_mj.messages.errors import InputError
from wuhu_mj.output.compare_rows import compared_json
from wuhu_mj.service import Pipeline
from wuhu_mj.service.compare import Compared, compare

CASES = [
    ("11234678m23467p5p", {"from": 2}, ["wuhu", "wuhu-315"]),
    ("11234678m23467p5p", {}, ["wuhu", "wuhu-fan", "wuhu-315"]),
    ("123m456p78s99s9s+chi789m", {"wild": "1z"}, ["anqing", "anqing-classic"]),
    ("13579m13579p1357s", {}, ["wuhu", "chizhou"]),  # no win under either
]


def cli_line(hand: str, options: dict[str, object], names: list[str]) -> tuple[int, str]:
    args = ["score", hand, "--json", *[a for name in names for a in ("-r", name)]]
    for name, value in options.items():
        args += [f"--{name}", str(value)]
    done = CliRunner().invoke(cli, args)
    return done.exit_code, done.output


@pytest.mark.parametrize(("hand", "options", "names"), CASES)
def test_the_cli_prints_the_services_answer(
    hand: str, options: dict[str, object], names: list[str]
) -> None:
    compared = compare(Pipeline(), hand, options, names)
    assert isinstance(compared, Compared)
    assert [s.result.rules for s in compared.scored] == names
    assert cli_line(hand, options, names) == (
        compared.exit_code,
        compared_json(compared.scored) + "\n",
    )


@pytest.mark.parametrize(("hand", "options", "names"), CASES)
def test_the_page_answers_the_same_text(
    hand: str, options: dict[str, object], names: list[str]
) -> None:
    compared = compare(Pipeline(), hand, options, names)
    request = {"hand": hand, "rules": names, **options}
    got = json.loads(browser.call("compare", json.dumps(request), "en"))
    assert (got["exit"], got["text"]) == (compared.exit_code, compared_json(compared.scored) + "\n")


def test_the_json_is_the_results_and_their_rows() -> None:
    compared = compare(Pipeline(), "11234678m23467p5p", {"from": 2}, ["wuhu", "wuhu-315"])
    data = json.loads(compared_json(compared.scored))
    assert data["rules"] == ["wuhu", "wuhu-315"]
    assert data["results"] == [s.to_json() for s in compared.scored]
    assert all(len(row["points"]) == 2 for row in data["items"])
    assert compared.exit_code == 0


def test_bad_input_under_one_rule_set_is_bad_input() -> None:
    with pytest.raises(InputError):
        compare(Pipeline(), "11234678m23467p5p", {"streak": 2}, ["anqing", "wuhu"])
