"""web/browser.py without a browser: the envelopes the page gets carry exactly what the CLI
prints (the browser tests check the same in Pyodide)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.cli import cli
from wuhu_mj.web import browser

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
HOUSE = "extends: wuhu\nname: our-table\nprices:\n  zuizi: 10\n"


def envelope(name: str, payload: str, lang: str = "zh") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(browser.call(name, payload, lang))
    return data


@pytest.mark.parametrize(
    "args",
    [
        ["1135789m234678p4m", "--from", "3", "--dealer", "3"],
        ["123456m123456p11s"],  # not a win
        ["123m"],  # too few tiles
        ["1135789m234678p4m", "--from", "1"],  # the winner cannot discard
        ["11229m3344p5566s7s", "--rules", "anqing", "--indicator", "8m", "--unit", "0.5"],
    ],
)
def test_score_is_what_the_cli_prints(args: list[str]) -> None:
    printed = CliRunner().invoke(cli, ["score", *args, "--json"])
    request: dict[str, Any] = {"hand": args[0]}
    for flag, value in zip(args[1::2], args[2::2], strict=True):
        request[flag[2:]] = value
    got = envelope("score", json.dumps(request))
    assert (got["text"], got["exit"]) == (printed.stdout, printed.exit_code)


def test_an_error_names_its_place_and_says_it_in_the_page_language() -> None:
    request = json.dumps({"hand": "1135789m234678p4m", "from": 1})
    assert envelope("score", request)["error"] == {"where": "--from", "said": "胡家不能自己放冲"}
    said = envelope("score", request, "en")["error"]["said"]
    assert said == "the winner cannot discard the winning tile"


def test_english_words_for_the_scorer_texts() -> None:
    request = {"hand": "1135789m234678p4m", "from": 3}
    words = envelope("score", json.dumps(request), "en")["words"]
    assert words["压档"] == "closed wait (压档)"


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("session-*")), ids=lambda p: p.name)
def test_session_is_what_the_cli_prints(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    printed = CliRunner().invoke(cli, ["session", "-", "--json"], input=text)
    got = envelope("session", text)
    assert (got["text"], got["exit"]) == (printed.stdout, printed.exit_code)


def test_a_session_under_a_house_rule_reads_the_text_it_is_given() -> None:
    text = "players: a b c d\nrules: house-rules.yaml\nb 111123m456m999m55p\n"
    got = envelope("session_house", json.dumps({"text": text, "rules_yaml": HOUSE}))
    result = json.loads(got["text"])
    assert result["rules"] == "our-table" and got["exit"] == 0


def test_bad_lines_of_a_session_for_the_page() -> None:
    got = envelope("session", "players: a b c d\na 123m\n")
    assert got["errors"] == [
        {
            "line": 2,
            "not_win": False,
            "where": "hand",
            "said": "万 3, 筒 0, 条 0 = 共 3 张；胡牌要 14 张",
        }
    ]


def test_rules_say_the_kind_of_each_option() -> None:
    data = json.loads(envelope("rules", "")["text"])
    assert data["kinds"]["wild"] == "tile" and data["kinds"]["kong-draw"] == "flag"
    assert {r["name"] for r in data["rules"]} >= {"wuhu", "anqing", "chizhou"}


@pytest.mark.parametrize(
    ("name", "payload", "words"),
    [
        ("nothing", "", "unknown call"),
        ("score", "[1]", "JSON object"),
        ("score", "{", "invalid JSON"),
        ("localize", "not json", "internal error"),
        ("session_house", "{}", "rules_yaml"),
    ],
)
def test_bad_calls_are_an_error_envelope(name: str, payload: str, words: str) -> None:
    got = envelope(name, payload, "en")
    assert got["exit"] == 2 and words in got["error"]["said"]
    assert "error" in json.loads(got["text"])


def test_a_qr_code_of_a_link() -> None:
    assert browser.call("qr", "https://example.org/#s=abc").startswith("<svg")
