"""doors/web/browser.py without a browser: the envelopes the page gets carry exactly what the CLI
prints (the browser tests check the same in Pyodide)."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import browser
from wuhu_mj.doors.web.envelope import place_name
from wuhu_mj.messages.message import Language

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
sys.path.insert(0, str(SAMPLES.parent / "benchmarks"))
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
    assert envelope("score", request)["error"] == {
        "where": "--from",
        "place": "放冲",
        "said": "胡家不能自己放冲",
    }
    assert envelope("score", request, "en")["error"] == {
        "where": "--from",
        "place": "Discarder",
        "said": "the winner cannot discard the winning tile",
    }


# An error's place and the page's name of it (envelope.place_name): the page catalog's word
# for a field, an option's label (as the manifest gives it), nothing for a place the page
# has no control for (a rule file's FILE:LINE:COL is shown as it is).
PLACES = [
    ("hand", "zh", "手牌"),
    ("winner", "en", "Winner"),
    ("rules_yaml", "zh", "家规文件"),
    ("--wild", "zh", "钻牌"),
    ("--wild", "en", "Wild"),
    ("kong-draw", "zh", "杠开"),
    ("house-rules.yaml:3:5", "zh", ""),
    ("stdin", "en", ""),
]


@pytest.mark.parametrize(("where", "lang", "name"), PLACES)
def test_the_page_names_an_error_s_place(where: str, lang: Language, name: str) -> None:
    assert place_name(where, lang) == name


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_error_that_names_flags_names_the_page_controls(lang: str) -> None:
    """The CLI's words cite --wild and --indicator; the page's name its controls (by the
    error's id), and `where` names the control: no flag is replaced inside a sentence."""
    got = envelope("score", json.dumps({"hand": "11229m3344p5566s7s", "rules": "anqing"}), lang)
    printed = CliRunner().invoke(cli, ["score", "11229m3344p5566s7s", "-r", "anqing", "--json"])
    assert got["text"] == printed.stdout  # the CLI's words, for scripts
    assert got["error"]["where"] == "--wild" and "--" not in got["error"]["said"]
    assert ("「钻牌」" if lang == "zh" else "“Wild”") in got["error"]["said"]


def test_the_view_is_the_answer_in_the_page_language() -> None:
    """`view`: the printed object, its labels, notes and reasons rendered in English from the
    result (not from the Chinese the JSON carries); the numbers are the printed ones."""
    request = json.dumps({"hand": "1135789m234678p4m", "from": 3})
    zh, en = envelope("score", request), envelope("score", request, "en")
    printed = json.loads(zh["text"])
    # The view adds what the page shows beside the printed object: each payer's points
    # together, summed by Python (doors/web/view.py), so the page does no sum.
    totals = [paid.pop("points_total") for paid in zh["view"]["payments"]]
    assert totals == ["14"]
    assert zh["view"] == printed and en["text"] == zh["text"]
    for paid in en["view"]["payments"]:
        del paid["points_total"]
    labels = [i["label"] for i in en["view"]["items"]]
    assert labels == ["支 points", "base (底)", "dealer's extra 底"]
    assert en["view"]["items"][1]["note"] == "closed wait (压档)"
    assert en["view"]["payments"][0]["items"][0]["label"] == "支 points"
    assert en["view"]["reason"] == "a win"
    strip = lambda data: json.dumps(data, sort_keys=True, ensure_ascii=True)  # noqa: E731
    numbers = re.compile(r'"(label|note|reason)": "[^"]*"')
    assert numbers.sub("", strip(en["view"])) == numbers.sub("", strip(printed))


def test_waits_view_in_english() -> None:
    got = envelope("waits", json.dumps({"hand": "1135789m234678p"}), "en")
    assert json.loads(got["text"])["waits"][0]["special"] == ["压档"]
    assert got["view"]["waits"][0]["special"] == ["closed wait (压档)"]
    assert got["view"]["waits"][0]["self_draw"]["total"] == 84


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


def test_rules_give_each_option_control() -> None:
    """The page's option controls come from the registry: name, kind, help in both languages;
    the description in both languages too."""
    data = json.loads(envelope("rules", "")["text"])
    assert {r["name"] for r in data["rules"]} >= {"wuhu", "anqing", "chizhou"}
    anqing = next(r for r in data["rules"] if r["name"] == "anqing")
    controls = {c["name"]: c for c in anqing["controls"]}
    assert controls["wild"]["kind"] == "tile" and controls["kong-draw"]["kind"] == "flag"
    assert controls["wild"]["help"] == {
        "zh": "百搭（钻牌、星子）。",
        "en": "The wild tile (钻牌, 星子).",
    }
    assert anqing["description_en"].isascii() or anqing["description_en"] != anqing["description"]


def test_compare_is_what_the_cli_prints() -> None:
    """`score -r A -r B --json`: the results and their item rows; the view has a column per
    rule set."""
    args = ["1111234555667m8m", "--dealer", "2", "--from", "3"]
    printed = CliRunner().invoke(cli, ["score", *args, "-r", "wuhu", "-r", "wuhu-315", "--json"])
    request = {"hand": args[0], "dealer": 2, "from": 3, "rules": ["wuhu", "wuhu-315"]}
    got = envelope("compare", json.dumps(request), "en")
    assert (got["text"], got["exit"]) == (printed.stdout, printed.exit_code)
    assert [c["net"]["3"] for c in got["view"]] == [-50, -40]
    assert got["view"][0]["items"][0]["label"] == "all 交 (one suit)"


def test_compare_with_a_house_rule_and_a_rule_set_that_refuses() -> None:
    house = {"rules_yaml": HOUSE}
    request = {"hand": "111123m456m999m55p", "from": 3, "rules": ["wuhu", house]}
    got = envelope("compare", json.dumps(request))
    assert got["exit"] == 0 and [c["rules"] for c in got["view"]] == ["wuhu", "our-table"]
    request["rules"] = ["wuhu", "anqing", house]  # anqing: self-draw only
    got = envelope("compare", json.dumps(request))
    printed = CliRunner().invoke(
        cli, ["score", "111123m456m999m55p", "--from", "3", "-r", "wuhu", "-r", "anqing", "--json"]
    )
    assert (got["text"], got["exit"]) == (printed.stdout, 2)
    assert [c.get("error", {}).get("where") for c in got["view"]] == [None, "--from", None]
    request["rules"] = ["wuhu"]
    assert envelope("compare", json.dumps(request))["error"]["where"] == "rules"


@pytest.mark.parametrize(
    ("name", "payload", "words"),
    [
        ("nothing", "", "unknown call"),
        ("score", "[1]", "JSON object"),
        ("score", "{", "invalid JSON"),
        ("localize", "[]", "unknown call"),
        ("compare", '{"hand": "123m", "rules": "wuhu"}', "two or more"),
        ("session_house", "{}", "rules_yaml"),
        # JSON numbers as every door reads them (docs/input.md): no exponent, no NaN.
        ("score", '{"hand": "1135789m234678p4m", "unit": 1e3}', "exponent"),
        ("score", '{"hand": "1135789m234678p4m", "unit": NaN}', "NaN at column 39"),
        ("score", "[" * 5000, "nested too deeply"),
    ],
)
def test_bad_calls_are_an_error_envelope(name: str, payload: str, words: str) -> None:
    got = envelope(name, payload, "en")
    assert got["exit"] == 2 and words in got["error"]["said"]
    assert "error" in json.loads(got["text"])


def test_a_qr_code_of_a_link() -> None:
    assert browser.call("qr", "https://example.org/#s=abc").startswith("<svg")


def view_words(value: Any) -> list[str]:
    """The texts a person reads in a view: labels, notes, reasons and the other words."""
    if isinstance(value, dict):
        return [w for key, inner in value.items() if key != "hand" for w in view_words(inner)]
    if isinstance(value, list):
        return [w for inner in value for w in view_words(inner)]
    return [value] if isinstance(value, str) else []


def test_the_english_view_holds_no_chinese_sentence() -> None:
    """Generated hands of every rule set (wins, non-wins, errors): in English the page shows
    no Chinese sentence — labels, notes, reasons and errors come from the records."""
    from handgen import random_hands
    from test_english import chinese_sentences
    from test_web_api import request_for

    from wuhu_mj.rules.ruleset import builtin_names

    rng = random.Random(19)
    for number, rules in enumerate(builtin_names()):
        for generated in random_hands(40, seed=1900 + number):
            request = request_for(rules, generated, rng)
            got = envelope("score", json.dumps(request), "en")
            shown = [*view_words(got.get("view")), got.get("error", {}).get("said", "")]
            assert chinese_sentences(" | ".join(shown)) == [], request
