"""A result's JSON is written once, as text (Result.json_members, Payment.json_text): the text
is exactly what json_line writes for the data it holds (separators, escapes, exact money, the
order of the keys), for the rulebooks' examples of every variant, liability and fractions of
money included; `to_json` is that data."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import yaml

from wuhu_mj.messages.message import Message, Text
from wuhu_mj.output import safetext
from wuhu_mj.output.safetext import escape_json, json_line, json_string
from wuhu_mj.scoring import result as result_module
from wuhu_mj.scoring.money import dumps
from wuhu_mj.scoring.result import Item, Payment, Result
from wuhu_mj.service import Pipeline

SAMPLES = Path(__file__).resolve().parent.parent / "samples"


def examples() -> list[tuple[str, str, dict[str, Any]]]:
    found = []
    for path in sorted(SAMPLES.glob("*-examples.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for example in data["examples"]:
            if example.get("hand"):  # null: a hand that cannot be dealt
                rules = example.get("rules", data["rules"])
                found.append((rules, example["hand"], dict(example.get("options") or {})))
    return found


EXAMPLES = examples()


def as_written(text: str) -> str:
    """What json_line writes for the data `text` holds."""
    return json_line(json.loads(text, parse_float=Decimal))


def test_there_are_examples_of_every_variant() -> None:
    assert {rules.split("-")[0] for rules, _, _ in EXAMPLES} >= {"wuhu", "anqing", "chizhou"}
    assert any("@" in hand for _, hand, _ in EXAMPLES)  # liability: melds fed by a seat


@pytest.mark.parametrize("unit", [None, "0.5", "0.1"])
def test_a_scored_hand_is_written_as_json_line_writes_its_data(unit: str | None) -> None:
    pipeline = Pipeline()
    for rules, hand, options in EXAMPLES:
        if unit is not None:
            options = {**options, "unit": unit}
        scored = pipeline.score(hand, options, rules)
        text = scored.json_text()
        assert text == as_written(text), hand
        assert text == '{"schema": 1, ' + scored.json_members() + "}"
        assert json_line(scored.to_json()) == text
        for payment in scored.result.payments:
            assert payment.json_text() == as_written(payment.json_text())


def test_fractions_are_exact_numbers() -> None:
    scored = Pipeline().score("11123456m789p55p7m", {"from": 3, "dealer": 2, "unit": "0.1"})
    assert '"amount": 0.7,' in scored.json_text()
    assert scored.to_json()["payments"][0]["amount"] == Decimal("0.7")


LABEL = Text("标\u202e签\x1b", "label")


def test_unsafe_words_are_escaped_in_every_part() -> None:
    item = Item("x", LABEL, 3, Message("reason_win"), "src\x7f")
    payment = Payment(2, 1, 3, "note\u2028", (item,))
    result = Result("r\x00", "h", True, "why\x9b", ("p",), (item,), (payment,), {"d": "\u200b"})
    text = result.json_members()
    assert text.isascii() or all(c.isprintable() for c in text)
    for raw in ("\u202e", "\x1b", "\x7f", "\u2028", "\x00", "\x9b", "\u200b"):
        assert raw not in text
    assert "{" + text + "}" == as_written("{" + text + "}")
    assert result.to_json()["items"][0]["label"] == LABEL.zh


def test_a_detail_named_like_a_member_takes_its_place() -> None:
    """As `{**members, **details}` would: the member keeps its place, the detail's value."""
    result = Result("wuhu", "123m", False, "no", details={"zhi": 3, "hand": "other"})
    data = result.to_json()
    assert list(data) == [
        "rules",
        "hand",
        "winning",
        "reason",
        "patterns",
        "items",
        "payments",
        "net",
        "zhi",
    ]
    assert data["hand"] == "other"
    after = result.json_members({"situation": {"winner": 1}, "zhi": 4})
    assert json.loads("{" + after + "}")["zhi"] == 4
    assert list(json.loads("{" + after + "}"))[-2:] == ["zhi", "situation"]


# json_line is escape_json(dumps(data)), each string escaped as the encoder writes it.
LINE_DATA = [
    {"zhi": 8, "waits": ["1m", "4m"], "situation": {"from": None, "defaults": ["win"]}},
    ["标\u202e签", ("tuple", True, False), {"k\x1b": "v\u2028"}],
    {1: "int key", 2.5: "float key", None: "null key", False: "false key"},
    {"amount": Decimal("0.7"), "whole": Decimal("14.0"), "items": [Decimal("-0.35")]},
    {"float": 1.5, "nan": float("nan"), "big": 10**30, "empty": [], "none": {}},
    "a string alone \x00",
    "长" * 100 + "\u200b",  # longer than the kept strings
    12,
    None,
]


@pytest.mark.parametrize("data", LINE_DATA, ids=range(len(LINE_DATA)))
def test_json_line_is_dumps_escaped(data: object) -> None:
    assert json_line(data) == escape_json(dumps(data))
    assert json_line(data) == json_line(data)  # the second time from the kept strings


def test_kept_strings_stay_bounded() -> None:
    written = [json_string(f"名字{n}") for n in range(10_000)]
    assert written[9999] == '"名字9999"'
    assert len(safetext._STRINGS) <= 4096
    assert json_string("x" * 5000) == '"' + "x" * 5000 + '"'
    assert "x" * 5000 not in safetext._STRINGS  # long texts are written, not kept
    hand = "123456789m11p555s"
    assert f'"hand": "{hand}"' in Pipeline().score(hand, {}).json_text()
    assert hand not in safetext._STRINGS  # a hand's text is met once: not kept


def test_an_item_is_written_alike_wherever_it_comes_from() -> None:
    first = Item("zhi", Text("支番", "Zhi"), 8, "8支", "000 五.2")
    equal = Item("zhi", Text("支番", "Zhi"), 8, "8支", "000 五.2")
    other = first._replace(points=9)
    payment = Payment(2, 1, 8, "", (first,))
    assert payment.json_text() == Payment(2, 1, 8, "", (equal,)).json_text()
    assert Payment(2, 1, 9, "", (other,)).json_text() != payment.json_text()
    for n in range(10_000):  # a long batch of distinct items: what is kept stays bounded
        Payment(2, 1, n, "", (first._replace(points=n),)).json_text()
    assert len(result_module._PAID_TEXT._kept) <= 4096
