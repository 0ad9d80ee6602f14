"""The win gates a rule file may declare (wuhu_mj/kit/gates.py): 缺一门 and 八支."""

from __future__ import annotations

import pytest

from wuhu_mj.kit import BaZhi, Gates, QueYiMen, Record, RuleData, gate_refusal, suits_held
from wuhu_mj.messages.errors import RuleFileError
from wuhu_mj.messages.message import render
from wuhu_mj.notation.text import parse_hand
from wuhu_mj.rules.compiled.decode import decode

GATE = Gates(que_yi_men=QueYiMen(source="config_HFLJ.lua 75"))


def counts(text: str) -> list[int]:
    return parse_hand(text).counts()


@pytest.mark.parametrize(
    ("hand", "held"),
    [
        ("11122233344455m", 1),
        ("11122233344m555p", 2),
        ("111222333m444p7z7z", 2),
        ("111m222p333s44455m", 3),
        ("11122233344455z", 0),
    ],
)
def test_suits_held_counts_the_suits_and_not_the_honors(hand: str, held: int) -> None:
    assert suits_held(counts(hand)) == held


def test_que_yi_men_refuses_three_suits_and_names_its_source() -> None:
    reason = gate_refusal(counts("123m456p789s11122m"), GATE)
    assert reason is not None
    assert "缺一门" in render(reason, "zh") and "config_HFLJ.lua 75" in render(reason, "zh")
    assert "config_HFLJ.lua 75" in render(reason, "en")
    # Melds and the winning tile count: a 碰 of the third suit breaks it.
    assert gate_refusal(counts("123m456p111m7z7z+peng999s"), GATE) is not None


def test_two_suits_one_suit_or_no_gate_pass() -> None:
    assert gate_refusal(counts("123m456p11122m789p"), GATE) is None
    assert gate_refusal(counts("12345678999m111m"), GATE) is None
    assert gate_refusal(counts("123m456p789s11122m"), Gates()) is None


def _data(section: object) -> RuleData:
    return RuleData("t", "t.yaml", ("t.yaml",), {"gates": section}, {})


class _Holder(Record):  # holds the section, as a variant's table does
    gates: Gates = Gates()


def test_the_section_decodes_and_an_unknown_gate_is_refused() -> None:
    table = decode(_Holder, _data({"que_yi_men": {"source": "l.75"}}), {})
    assert table.gates == Gates(que_yi_men=QueYiMen(source="l.75"))
    assert decode(_Holder, _data({}), {}).gates.que_yi_men is None
    with pytest.raises(RuleFileError):
        decode(_Holder, _data({"que_er_men": {"source": "x"}}), {})
    with pytest.raises(RuleFileError):
        decode(_Holder, _data({"que_yi_men": {}}), {})  # a gate names its source


def test_ba_zhi_needs_that_many_tiles_of_one_suit_kongs_as_four() -> None:
    gates = Gates(ba_zhi=BaZhi(min_tiles=8, source="config_HFLJ.lua 75"))
    seven = counts("1234567m11122p33p")
    reason = gate_refusal(seven, gates)
    assert reason is not None and "7" in render(reason, "en") and "8" in render(reason, "en")
    assert gate_refusal(counts("12345678m111p222p"), gates) is None
    assert gate_refusal(counts("1234m11122p33m+gang5555m"), gates) is None  # 4 + 2 + 4 = 10 m
    both = Gates(que_yi_men=QueYiMen(source="a"), ba_zhi=BaZhi(min_tiles=8, source="b"))
    assert gate_refusal(counts("123m456p789s11122m"), both) is not None
