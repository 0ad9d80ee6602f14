"""A made-up variant (tests/newvariant/: one module and one rule file) scored through `score`,
`batch` and `waits` without a change to any package file (docs/new-variant.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.newvariant.pengpeng import PENGPENG, PengpengTable
from wuhu_mj import load_rules, score
from wuhu_mj.cli import cli
from wuhu_mj.scoring.waits import find_waits
from wuhu_mj.service.options import situation_from
from wuhu_mj.variants import register, unregister
from wuhu_mj.variants.contract import own

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")

ROOT = Path(__file__).resolve().parents[1]
RULES = str(ROOT / "tests" / "newvariant" / "pengpeng.yaml")
HAND = "111m222p333s44z555m"  # four triplets and a pair: 2 + 4 × 3 = 14


@pytest.fixture(autouse=True)
def _registered() -> Iterator[None]:
    register(PENGPENG)
    yield
    unregister("pengpeng")


def test_its_rule_file_compiles_into_its_table() -> None:
    table = own(load_rules(RULES).table, PengpengTable)  # a TypeError if it were not
    assert (table.prices.base, table.prices.per_triplet) == (2, 3)
    result = CliRunner().invoke(cli, ["rules", "validate", RULES])
    assert result.exit_code == 0 and "variant pengpeng" in result.stdout


def test_its_rule_file_is_checked_like_any_other(tmp_path: Path) -> None:
    broken = tmp_path / "house.yaml"
    broken.write_text(f"extends: {RULES}\nprices: {{base: two}}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["rules", "validate", str(broken)])
    assert result.exit_code == 2
    assert result.stderr.endswith("'prices.base' must be a whole number, not 'two'\n")


@pytest.mark.parametrize(
    ("options", "net"),
    [
        ({}, {1: 42, 2: -14, 3: -14, 4: -14}),  # self-drawn: everyone pays 14
        ({"from": 3}, {1: 14, 2: 0, 3: -14, 4: 0}),
        ({"from": 3, "lucky": "5m"}, {1: 19, 2: 0, 3: -19, 4: 0}),  # + 5 on the lucky tile
        ({"from": 3, "lucky": "1m"}, {1: 14, 2: 0, 3: -14, 4: 0}),
    ],
)
def test_score(options: dict[str, object], net: dict[int, int]) -> None:
    result = score(HAND, load_rules(RULES), situation_from(options))
    assert result.winning and result.net == net


def test_score_on_the_command_line() -> None:
    result = CliRunner().invoke(cli, ["score", HAND, "--rules", RULES, "--from", "2", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["rules"], data["net"]["1"], data["patterns"]) == ("pengpeng", 14, ["pengpeng"])


def test_an_option_the_rules_do_not_allow_is_refused() -> None:
    result = CliRunner().invoke(cli, ["score", HAND, "--rules", RULES, "--kong-draw"])
    assert result.exit_code == 2
    assert "--kong-draw: these rules have no use for this option" in result.stderr


def test_its_own_option_becomes_a_command_line_flag() -> None:
    """The flags of `score` are made from the registered variants' declarations."""
    program = (
        "from tests.newvariant.pengpeng import PENGPENG\n"
        "from wuhu_mj.variants import register\n"
        "register(PENGPENG)\n"
        "from wuhu_mj.cli import main\n"
        "main()\n"
    )
    args = ["score", HAND, "--rules", RULES, "--from", "3", "--lucky", "5m", "--json"]
    done = subprocess.run(
        [sys.executable, "-c", program, *args], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["net"]["1"] == 19
    helped = subprocess.run(
        [sys.executable, "-c", program, "score", "--help"], capture_output=True, text=True, cwd=ROOT
    )
    assert "--lucky TILE" in helped.stdout and "Pengpeng: the lucky tile." in helped.stdout


def test_batch(tmp_path: Path) -> None:
    lines = tmp_path / "hands.jsonl"
    lines.write_text(
        "\n".join(
            json.dumps(line)
            for line in [
                {"hand": HAND, "rules": RULES},
                {"hand": HAND, "rules": RULES, "from": 3, "lucky": "5m"},
                {"hand": "123m456p789s11z234m", "rules": RULES},  # no triplet: 2 each
                {"hand": "123m456p789s11z245m", "rules": RULES},  # not a win
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(cli, ["batch", "--json", str(lines)])
    assert result.exit_code == 1, result.output  # one line is no win
    *rows, ledger = [json.loads(row) for row in result.stdout.splitlines()]
    assert ledger["ledger"]["hands"] == 4
    assert [row.get("net", {}).get("1") for row in rows] == [42, 19, 6, 0]
    assert [row["winning"] for row in rows] == [True, True, True, False]


def test_waits() -> None:
    found = find_waits("111m222p333s44z55m", RULES, situation_from({}))
    assert [w.tile for w in found.waits] == [4, 30]  # 5m (a triplet) or 4z (the pair)
    best = found.waits[0]
    assert best.self_draw is not None and best.self_draw.total == 42
    result = CliRunner().invoke(cli, ["waits", "111m222p333s44z55m", "--rules", RULES, "--json"])
    assert result.exit_code == 0, result.output
    assert [w["tile"] for w in json.loads(result.stdout)["waits"]] == ["5m", "4z"]
