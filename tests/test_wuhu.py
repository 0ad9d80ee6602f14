"""Wuhu scoring (docs/rules.md §2) under both tables: patterns, traps, price components, payments.

Seats: the winner is 1 unless said; `dealer`, `discarder` (= --from) as in each row.
Expected numbers are worked out by hand from docs/rules.md §2 in the comment of each row.
"""

from __future__ import annotations

from itertools import product

import pytest

from tests.helpers import paid, run
from wuhu_mj.messages.message import render
from wuhu_mj.notation.reading.handview import hand_readings
from wuhu_mj.notation.reading.suitsplits import pack, splits
from wuhu_mj.notation.text import parse_hand

PLAIN_8 = "11234678m23467p5p"  # 8 支, waits 5p/8p: no 压档, no 嘴子


@pytest.mark.parametrize(
    ("rules", "hand", "situation", "expected"),
    [
        # 8支 discard: ceil(8/2)=4 + 底2 = 6; the dealer pays one more 底: 8.
        ("wuhu", PLAIN_8, {"dealer": 2, "discarder": 3}, {3: 6}),
        ("wuhu", PLAIN_8, {"dealer": 2, "discarder": 2}, {2: 8}),
        # the winner deals: the discarder pays the extra 底 too.
        ("wuhu", PLAIN_8, {"dealer": 1, "discarder": 3}, {3: 8}),
        # self-draw: 8 + 底6 = 14 each; the dealer 14 + 6 = 20.
        ("wuhu", PLAIN_8, {"dealer": 2}, {2: 20, 3: 14, 4: 14}),
        ("wuhu", PLAIN_8, {"dealer": 1}, {2: 20, 3: 20, 4: 20}),
        # wuhu-fan: 底 4 / 8: discard 4+4 = 8 (dealer 12); self-draw 8+8 = 16 (dealer 24).
        ("wuhu-fan", PLAIN_8, {"dealer": 2, "discarder": 3}, {3: 8}),
        ("wuhu-fan", PLAIN_8, {"dealer": 2, "discarder": 2}, {2: 12}),
        ("wuhu-fan", PLAIN_8, {"dealer": 2}, {2: 24, 3: 16, 4: 16}),
        # 抢杠: wuhu treats it as a discard; wuhu-fan makes the robbed seat pay 3 × 8 = 24.
        ("wuhu", PLAIN_8, {"dealer": 2, "discarder": 3, "rob_kong": True}, {3: 6}),
        ("wuhu-fan", PLAIN_8, {"dealer": 2, "discarder": 3, "rob_kong": True}, {3: 24}),
        ("wuhu-fan", PLAIN_8, {"dealer": 2, "discarder": 2, "rob_kong": True}, {2: 36}),
        # --unit multiplies every payment.
        ("wuhu", PLAIN_8, {"dealer": 2, "discarder": 3, "unit": 10}, {3: 60}),
        # 压档 on 4m (4_6... 35 → 4): (8+4)/2 = 6 + 底4 = 10, dealer 14; self-draw 12+8 = 20 / 28.
        ("wuhu", "1135789m234678p4m", {"dealer": 2, "discarder": 3}, {3: 10}),
        ("wuhu", "1135789m234678p4m", {"dealer": 2, "discarder": 2}, {2: 14}),
        ("wuhu", "1135789m234678p4m", {"dealer": 2}, {2: 28, 3: 20, 4: 20}),
        # wuhu-fan 压档: discard 6 + 6 = 12; self-draw 12 + 10 = 22, dealer 32.
        ("wuhu-fan", "1135789m234678p4m", {"dealer": 2, "discarder": 3}, {3: 12}),
        ("wuhu-fan", "1135789m234678p4m", {"dealer": 2}, {2: 32, 3: 22, 4: 22}),
        # edge 压档 12→3: (8+3)/2 = 5.5 → 6 + 4 = 10.
        ("wuhu", "1255789m234p678s3m", {"dealer": 2, "discarder": 3}, {3: 10}),
        # trap: 1333m + 2m waits on 1m and 2m: not 压档. 11 支: 6 + 2 = 8.
        ("wuhu", "1333m456m888m111p2m", {"dealer": 2, "discarder": 3}, {3: 8}),
        # 四活 (111 + 123 of 1m), 12 支: 6 + 2 + 5 = 13; self-draw 12 + 6 + 10 = 28.
        ("wuhu", "111123m456m999m55p", {"dealer": 2, "discarder": 3}, {3: 13}),
        ("wuhu", "111123m456m999m55p", {"dealer": 2}, {2: 34, 3: 28, 4: 28}),
        # wuhu-fan 四活 self-draw: 12 + 8 + 20×2 = 60, dealer 68.
        ("wuhu-fan", "111123m456m999m55p", {"dealer": 2}, {2: 68, 3: 60, 4: 60}),
        # trap: 22m 123m 234m is 拉活, not 四活. 8 支: 4 + 2 = 6.
        ("wuhu", "22m123m234m456p789s", {"dealer": 2, "discarder": 3}, {3: 6}),
        # 对对胡 read from 111222333m (not 123×3), 11 支: 6 + 2 + 5 = 13.
        ("wuhu", "111m222m333m555p44m", {"dealer": 2, "discarder": 3}, {3: 13}),
        # 通天 123 456 789m, 9 支: 5 + 2 + 5 = 12.
        ("wuhu", "123456789m11p555s", {"dealer": 2, "discarder": 3}, {3: 12}),
        # 混一色 discard (not 交): 12 支: 6 + 2 + 5 = 13.
        ("wuhu", "123m345m678m999m77z", {"dealer": 2, "discarder": 3}, {3: 13}),
        # 混一色 self-draw: 交 in wuhu (000 五.6) = 50 each, the dealer too.
        ("wuhu", "123m345m678m999m77z", {"dealer": 2}, {2: 50, 3: 50, 4: 50}),
        # ... but not in wuhu-fan: 12 + 8 + 20×2 = 60, dealer 68.
        ("wuhu-fan", "123m345m678m999m77z", {"dealer": 2}, {2: 68, 3: 60, 4: 60}),
        # 东南西北 are the same honor kind as 中 in Wuhu: 1z 2z make the pair.
        ("wuhu", "123m345m678m999m12z", {"dealer": 2, "discarder": 3}, {3: 13}),
        # 对对胡 + 混一色 = two 嘴子 = 交: 50; wuhu-fan 100 (both 嘴子 made it 交).
        ("wuhu", "111m222m333m555m77z", {"dealer": 2, "discarder": 3}, {3: 50}),
        ("wuhu-fan", "111m222m333m555m77z", {"dealer": 2, "discarder": 3}, {3: 100}),
        # 双四活 111122223m: 交 50 / 100.
        ("wuhu", "111122223m99s456p", {"dealer": 2, "discarder": 3}, {3: 50}),
        ("wuhu-fan", "111122223m99s456p", {"dealer": 2, "discarder": 3}, {3: 100}),
        # 清一色 with 通天 and a 9m 四活: wuhu 50 flat; wuhu-fan 100 + 2 × 50 = 200.
        ("wuhu", "1112345678999m9m", {"dealer": 2, "discarder": 3}, {3: 50}),
        ("wuhu-fan", "1112345678999m9m", {"dealer": 2, "discarder": 3}, {3: 200}),
        # 双八支: 8 万 + two 筒 kongs: 交.
        ("wuhu", "1234569m9m+gang1111p+angang2222p", {"dealer": 2, "discarder": 3}, {3: 50}),
        # 杠开 without 压档 (waits 6m/9m): 9 + 6 + 5 (never doubled) + 暗杠 4 = 24; dealer 30.
        (
            "wuhu",
            "234567m11p78m9m+angang2222p",
            {"dealer": 2, "kong_draw": True},
            {2: 30, 3: 24, 4: 24},
        ),
        # wuhu-fan: 9 + 8 + 20 + 4 = 41; dealer 49.
        (
            "wuhu-fan",
            "234567m11p78m9m+angang2222p",
            {"dealer": 2, "kong_draw": True},
            {2: 49, 3: 41, 4: 41},
        ),
        # 杠开 + 压档 = 交 (both tables).
        (
            "wuhu",
            "1123455579m8m+angang3333p",
            {"dealer": 2, "kong_draw": True},
            {2: 50, 3: 50, 4: 50},
        ),
        (
            "wuhu-fan",
            "1123455579m8m+angang3333p",
            {"dealer": 2, "kong_draw": True},
            {2: 100, 3: 100, 4: 100},
        ),
        # 杠: 明杠 2 + 暗杠 4 never doubled: 9 支 discard 5 + 2 + 6 = 13 (dealer 15);
        # self-draw 9 + 6 + 6 = 21 (dealer 27).
        ("wuhu", "55234m786p+gang9999m+angang1111p", {"dealer": 2, "discarder": 3}, {3: 13}),
        ("wuhu", "55234m786p+gang9999m+angang1111p", {"dealer": 2}, {2: 27, 3: 21, 4: 21}),
        # 加杠 scores as 明杠: the same 21 on a self-draw.
        ("wuhu", "55234m786p+jiagang9999m+angang1111p", {"dealer": 2}, {2: 27, 3: 21, 4: 21}),
        # 天胡 / 地胡 are 交.
        ("wuhu", PLAIN_8, {"dealer": 1, "heavenly": True}, {2: 50, 3: 50, 4: 50}),
        ("wuhu-fan", PLAIN_8, {"dealer": 2, "earthly": True}, {2: 100, 3: 100, 4: 100}),
    ],
)
def test_payments(
    rules: str, hand: str, situation: dict[str, object], expected: dict[int, int]
) -> None:
    result = run(hand, rules, **situation)
    assert result.winning, render(result.reason, "zh")
    assert paid(result) == expected
    assert sum(result.net.values()) == 0


@pytest.mark.parametrize(
    ("hand", "patterns", "yadang_point"),
    [
        (PLAIN_8, set(), 0),
        ("1135789m234678p4m", {"yadang"}, 4),
        ("1255789m234p678s3m", {"yadang"}, 3),
        ("1146789m234p678s5m", {"yadang"}, 5),
        ("1333m456m888m111p2m", set(), 0),  # waits 1m and 2m
        ("111123m456m999m55p", {"sihuo"}, 0),
        ("22m123m234m456p789s", set(), 0),  # 拉活
        ("111m222m333m555p44m", {"duiduihu"}, 0),
        ("123456789m11p555s", {"tongtian"}, 0),
        ("123m345m678m999m77z", {"hunyise"}, 0),
    ],
)
def test_patterns_on_discard(hand: str, patterns: set[str], yadang_point: int) -> None:
    result = run(hand, "wuhu", dealer=2, discarder=3)
    assert set(result.patterns) == patterns
    assert result.details["yadang_point"] == yadang_point


def test_1333_plus_2_waits_on_two_kinds() -> None:
    result = run("1333m456m888m111p2m", "wuhu", discarder=3)
    assert result.details["waits"] == ["1m", "2m"]


def test_double_sihuo_is_both_tiles() -> None:
    result = run("111122223m99s456p", "wuhu-fan", discarder=3)
    assert result.details["jiao"] == "shuang_sihuo"
    assert "sihuo" in result.patterns


def test_best_reading_wins_duiduihu_over_runs() -> None:
    hand = parse_hand("111m222m333m555p44m")
    # 111 222 333 | 123 123 123 | 111 234 234 with 33 as the pair
    assert len(hand_readings(hand)) == 3
    result = run("111m222m333m555p44m", "wuhu", discarder=3)
    assert result.details["reading"] == ["44m", "111m", "222m", "333m", "555p"]


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        ("123m456m123p456p11s", "不够八支"),
        ("1234m456m789m11p55p", "不成胡"),
        ("1122m5566m99m11p33p", "不成胡"),  # seven pairs: no such shape in Wuhu
    ],
)
def test_not_a_win(hand: str, reason: str) -> None:
    result = run(hand, "wuhu", discarder=3)
    assert not result.winning
    assert reason in render(result.reason, "zh")
    assert result.payments == ()


def test_kong_free_suit_never_holds_10_or_13_tiles() -> None:
    """With sets of three and at most one pair a suit holds 3a or 3a + 2 tiles."""
    for total in (10, 13):
        for counts in product(range(5), repeat=9):
            if sum(counts) == total:
                assert splits(pack(counts)) == ()
