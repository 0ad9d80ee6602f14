"""Anqing 安庆 (docs/rules.md §3): wilds, shapes, win conditions, points — tables with real numbers.

Seats: the winner is 1 and deals unless a test says otherwise; every Anqing win is a
self-draw, so each other seat pays the price (plus the dealer extra with the dealer).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from tests.helpers import paid
from wuhu_mj import InputError, Result, Situation, load_rules, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import json_words, render
from wuhu_mj.notation.text import parse_tile
from wuhu_mj.service.options import situation_from
from wuhu_mj.variants.anqing.wild import resolve_wild


def run(hand: str, rules: str = "anqing", wild: str | None = "9s", **sit: Any) -> Result:
    options = dict(sit)
    if "discarder" in options:
        options["from"] = options.pop("discarder")
    if wild and "indicator" not in options:
        options["wild"] = wild
    return score(hand, rules, situation_from(options))


def points(result: Result) -> dict[str, int]:
    """Points per item key (repeated keys summed), dealer items left out."""
    out: dict[str, int] = {}
    for item in result.items:
        if item.key not in ("dealer", "lianzhuang"):
            out[item.key] = out.get(item.key, 0) + item.points
    return out


# ---------------------------------------------------------------- the wild


@pytest.mark.parametrize(
    ("indicator", "wild"),
    [
        ("3m", "4m"),
        ("9m", "1m"),  # 翻9 → 1, same suit
        ("9p", "1p"),
        ("9s", "1s"),
        ("1z", "2z"),
        ("4z", "1z"),  # 北 → 东
        ("7z", "6z"),  # 中 → 发
        ("6z", "5z"),  # 发 → 白
        ("5z", "7z"),  # 白 → 中
    ],
)
def test_indicator_wraps_around(indicator: str, wild: str) -> None:
    rules = load_rules("anqing").table
    assert resolve_wild(
        rules, Situation(extra=(("indicator", parse_tile(indicator)),))
    ) == parse_tile(wild)
    result = run("123m456p78s99s9s+chi789m", indicator=indicator)
    assert result.details["wild"] == wild


@pytest.mark.parametrize(
    ("hand", "sit", "message"),
    [
        ("123m456p78s99s9s+chi789m", {"discarder": 2}, "self-draw only"),
        ("123m456p78s99s9s+chi789m", {"wild": None}, "need the wild"),
        ("123m456p78s99s9s+chi789m", {"wild": None, "rob_kong": True}, "need the wild"),
        ("123m456p78s11z1z+peng999s", {}, "cannot be in a peng meld"),
        ("123m456p789m1z1z+chi789s", {}, "cannot be in a chi meld"),
        ("123m456p78s99m9m+gang9999s", {}, "cannot be in a gang meld"),
        ("123m456p78s99m9m+peng555z", {}, "白 is a bonus tile"),
        ("123m456p78s99s9s+chi789m+hua7z", {"wild": "5m"}, "中 is not a bonus tile"),
        ("123m456p78s99s9s+chi789m+hua6z", {"wild": "6z"}, "发 is not a bonus tile"),
        ("123m456p78s99s9s+chi789m+hua1z", {}, "bonus tile"),
    ],
)
def test_input_errors(hand: str, sit: dict[str, Any], message: str) -> None:
    wild = sit.pop("wild", "9s")
    with pytest.raises(InputError, match=message):
        run(hand, wild=wild, **sit)


def test_both_wild_and_indicator_is_an_error() -> None:
    with pytest.raises(InputError, match="not both"):
        score(
            "123m456p78s99s9s+chi789m", "anqing", Situation(extra=(("wild", 1), ("indicator", 2)))
        )


def test_rule_file_options() -> None:
    options = load_rules("anqing").table.options
    assert "from" not in options
    for name in ("wild", "indicator", "wild-discarded", "streak", "kong-draw", "heavenly"):
        assert name in options
    assert {"earthly", "fed"} <= set(options)


@pytest.mark.parametrize(
    ("wild", "bonus_ok", "bonus_bad"),
    [
        ("5m", "56z", "7z"),  # 中 plays 5m; 白 发 are bonus
        ("2z", "56z", "7z"),  # a wind wild: the same
        ("6z", "57z", "6z"),  # 发 wild: 白 and 中 are bonus
        ("7z", "56z", "7z"),  # 中 wild: 白 and 发
        ("5z", "67z", "5z"),  # 白 wild: 发 and 中
    ],
)
def test_bonus_dragons_depend_on_the_wild(wild: str, bonus_ok: str, bonus_bad: str) -> None:
    result = run(f"123m456p78s99s9s+chi789m+hua{bonus_ok}", wild=wild)
    assert result.winning and points(result)["bonus_dragons"] == 2
    with pytest.raises(InputError):
        run(f"123m456p78s99s9s+chi789m+hua{bonus_bad}", wild=wild)


def test_bonus_dragon_held_is_no_win() -> None:
    result = run("123m456p789s55z11s1s", wild="9m")
    assert not result.winning and "杠牌" in render(result.reason, "zh")


def test_bonus_dragons_count_as_honors_in_a_shisanlan() -> None:
    result = run("147m258p3s1234567z", wild="9s")
    assert result.winning and points(result) == {
        "jibenhu": 3,
        "menqing": 3,
        "menqing_ying": 3,
        "qixing_guiwei": 3,
        "tielan": 9,
    }


def test_zhong_plays_the_wild_tile() -> None:
    result = run("111m22p11z2p+peng777z+chi345s", wild="9m")
    assert "+peng999m" in result.details["reading"]
    assert json_words(result.details["stand_ins"]) == ["中 → 9m"] * 3


def test_concealed_kong_of_the_four_wilds_is_allowed() -> None:
    # 直叫: the four wilds kong, the 13 tiles wait on 东 alone, won on the replacement tile.
    result = run("123m456p789s1z1z+angang5555m", wild="5m", kong_draw=True)
    assert result.winning
    assert points(result) == {
        "jibenhu": 3,
        "menqing": 3,
        "paofeng": 6,
        "sizuan": 30,
        "gangkai": 3,
        "angang": 2,
    }
    assert "钻 5m ×4 → 暗杠（本身）" in json_words(result.details["stand_ins"])
    assert json_words(result.details["win_condition"]) == "杠开"


# ---------------------------------------------------------------- may it win?

PLAIN = "123m456p78s99s9s+chi789m"  # waits 6s/9s, no wild held (wild 1z)
SINGLE = "123m123s456p789p2p2p"  # waits on 2p alone
KONG = "123m456p78s99s9s+gang5555m"  # waits 6s/9s, one kong
JIANZI = "123m456p1z5m78s9s+chi789m"  # wild 5m pairs 东; won on 9s
HONOR = "123m456p789s5m1z+chi789m"  # wild 5m held (吊钻), won on 东
DIAOZUAN = "123m456p789s5m2p+chi789m"  # wild 5m alone: 吊钻, won on 2p (见字胡)
DRAWN = "123m456p1z5m+gang9999s+chi789m"  # drew the wild 5m onto 东


@pytest.mark.parametrize(
    ("hand", "wild", "sit", "condition"),
    [
        (PLAIN, "1z", {}, "无钻"),
        (PLAIN, "1z", {"wild_discarded": True}, None),  # needs 跑风 or 杠开
        (SINGLE, "1z", {"wild_discarded": True}, "跑风（只听一张（独吊、边、卡））"),
        (KONG, "1z", {"wild_discarded": True, "kong_draw": True}, "杠开"),
        (JIANZI, "5m", {}, "见字胡"),
        (HONOR, "5m", {}, None),  # holds a wild, 东 is not 见字胡
        (DRAWN, "5m", {}, None),  # drawing the wild: no 见字胡
        (DRAWN, "5m", {"kong_draw": True}, "杠开"),
        (DIAOZUAN, "5m", {"wild_discarded": True}, "跑风（吊钻）且见字胡"),
        (JIANZI, "5m", {"wild_discarded": True}, None),  # 见字胡 without 跑风
        (HONOR, "5m", {"wild_discarded": True}, None),  # 跑风 without 见字胡
        ("147m258p369s1234z5m", "5m", {"wild_discarded": True}, "十三烂（不受钻牌限制）"),
    ],
)
def test_win_conditions(hand: str, wild: str, sit: dict[str, Any], condition: str | None) -> None:
    result = run(hand, wild=wild, **sit)
    if condition is None:
        assert not result.winning
        assert render(result.reason, "zh").startswith("牌型已成，但不能胡")
    else:
        assert result.winning, render(result.reason, "zh")
        assert json_words(result.details["win_condition"]) == condition


@pytest.mark.parametrize(
    ("hand", "wild", "sit", "rule"),
    [
        (PLAIN, "1z", {"wild_discarded": True}, "无钻但打出过钻：须跑风或杠开"),
        (HONOR, "5m", {}, "有钻：须见字胡（胡万、筒、条，且不是钻）或杠开"),
        (JIANZI, "5m", {"wild_discarded": True}, "有钻且打出过钻：须杠开，或同时跑风和见字胡"),
    ],
)
def test_refusal_names_the_rule(hand: str, wild: str, sit: dict[str, Any], rule: str) -> None:
    result = run(hand, wild=wild, **sit)
    assert not result.winning and json_words(result.details["refused_by"]) == rule


def test_drawn_wild_with_kong_pays_kong_draw_points() -> None:
    result = run(DRAWN, wild="5m", kong_draw=True)
    assert points(result) == {"jibenhu": 3, "gangkai": 3, "gang": 1}
    assert paid(result) == {2: 10, 3: 10, 4: 10}  # 7 + 庄家另加 3 (the winner deals)


@pytest.mark.parametrize(
    ("hand", "wild", "paofeng"),
    [
        (SINGLE, "1z", "只听一张（独吊、边、卡）"),
        ("13s22p123m456m789p2s", "9s", "只听一张（独吊、边、卡）"),  # 卡
        ("111555m222p333s7p7p", "9s", "只听一张（独吊、边、卡）"),
        ("111555m222p77p77s7s", "9m", "硬对对胡"),  # two pairs waiting: 硬对对胡 only
        (DIAOZUAN, "5m", "吊钻"),
        (PLAIN, "1z", ""),
        ("111m22p5m333s444s7p7p", "5m", ""),  # 碰碰胡 with a wild is not 硬对对胡
    ],
)
def test_paofeng_kinds(hand: str, wild: str, paofeng: str) -> None:
    result = run(hand, wild=wild)
    assert result.winning and json_words(result.details["paofeng"]) == paofeng
    assert ("paofeng" in result.patterns) == bool(paofeng)


# ---------------------------------------------------------------- points (anqing, 004)


@pytest.mark.parametrize(
    ("hand", "wild", "sit", "expected"),
    [
        # 屁胡 with a chi: 基本胡 only.
        (PLAIN, "1z", {}, {"jibenhu": 3}),
        # 门清 and 门清(硬): no meld, no wild.
        ("123m123s456p78s99s9s", "1z", {}, {"jibenhu": 3, "menqing": 3, "menqing_ying": 3}),
        # 门清 with a wild: no 门清(硬).
        ("123m456p1z5m78s9s123s", "5m", {}, {"jibenhu": 3, "menqing": 3}),
        # a concealed kong keeps 门清; 暗杠 2.
        (
            "123m456p78s99s9s+angang5555m",
            "1z",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "angang": 2},
        ),
        # 七对 (four alike are two pairs), won on the single: 七对天胡 30 + 跑风 6.
        (
            "1111m3344p5566s7s7s",
            "9m",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "qidui_tianhu": 30, "paofeng": 6},
        ),
        # 七对 with two wilds paired as themselves: still 七对天胡 ("钻成对"). The 13 tiles are
        # 吊钻, but in this reading the winning 6s pairs a natural 6s: no 跑风 (points come
        # from one reading, docs/rules.md §3); the 吊钻 reading (wilds as 6s) is 七对有钻 9.
        (
            "11229m9m3344p5566s",
            "9m",
            {},
            {"jibenhu": 3, "menqing": 3, "qidui_tianhu": 30},
        ),
        # 七对 with a wild for another tile: 9, 跑风 included.
        ("11229m3344p5566s7s", "9m", {}, {"jibenhu": 3, "menqing": 3, "qidui_youzuan": 9}),
        # 双天胡 60 replaces 七对 30 and 四钻 30.
        (
            "1122m3344p5555s77z",
            "5s",
            {},
            {"jibenhu": 3, "menqing": 3, "shuang_tianhu": 60, "paofeng": 6},
        ),
        # 四钻 30 (吊钻: 跑风).
        (
            "5555m123p456s1z78s9s",
            "5m",
            {},
            {"jibenhu": 3, "menqing": 3, "sizuan": 30, "paofeng": 6, "feng": 1},
        ),
        # 碰碰胡 with a wild: 3, no 跑风.
        ("111m22p5m333s444s7p7p", "5m", {}, {"jibenhu": 3, "menqing": 3, "pengpenghu": 3}),
        # 大吊车 无钻 30 + 碰碰胡 3 + 跑风 6.
        (
            "1z1z+peng222m+peng333p+peng444s+peng777s",
            "9m",
            {},
            {"jibenhu": 3, "dadiaoche_wuzuan": 30, "pengpenghu": 3, "paofeng": 6},
        ),
        # 大吊车 有钻 3 (吊钻 跑风 6).
        (
            "9m3m+peng222m+peng333p+chi456s+peng777s",
            "9m",
            {},
            {"jibenhu": 3, "dadiaoche_youzuan": 3, "paofeng": 6},
        ),
        # 杠开 with 1, 2, 3 kongs: 3, 3+6, 3+6+9; each 明杠 1.
        (
            "123m456p78s99s9s+gang5555m",
            "1z",
            {"kong_draw": True},
            {"jibenhu": 3, "gangkai": 3, "gang": 1},
        ),
        (
            "123m99s78s6s+gang5555m+gang4444p",
            "9p",
            {"kong_draw": True},
            {"jibenhu": 3, "gangkai": 9, "gang": 2},
        ),
        (
            "99s78s6s+gang5555m+gang4444p+gang1111m",
            "9p",
            {"kong_draw": True},
            {"jibenhu": 3, "gangkai": 18, "gang": 3},
        ),
        # 风: a concealed wind triplet 1; a wind 明杠 1 + 风杠 1 + 风 1; 暗风杠 2 + 2 + 1.
        (
            "123m456p78s99s111z9s",
            "9p",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "feng": 1},
        ),
        (
            "123m456p78s99s9s+gang1111z",
            "9p",
            {},
            {"jibenhu": 3, "gang": 1, "wind_kong": 1, "feng": 1},
        ),
        (
            "123m456p78s99s9s+angang2222z",
            "9p",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "angang": 2, "wind_kong": 2, "feng": 1},
        ),
        # three wilds as a wind triplet would be 风 1, but the reading that pairs a wild with
        # the winning 9s is 吊钻 6; points come from one reading (docs/rules.md §3).
        ("123m456p78s11p5m5m5m9s", "5m", {}, {"jibenhu": 3, "menqing": 3, "paofeng": 6}),
        # four wilds: three as a wind triplet (风) and the fourth paired with the winning 1s
        # (吊钻), in one reading.
        (
            "123m456p789s5m5m5m5m1s",
            "5m",
            {},
            {"jibenhu": 3, "menqing": 3, "paofeng": 6, "sizuan": 30, "feng": 1},
        ),
        # 天胡 / 地胡 30.
        (
            "123m123s456p78s99s9s",
            "1z",
            {"heavenly": True},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "tianhu": 30},
        ),
        (
            "123m123s456p78s99s9s",
            "1z",
            {"earthly": True, "winner": 2},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "dihu": 30},
        ),
        # 十三烂: 铁烂 9, 硬烂 6 (the wild fits as itself), 软烂 3; 七星归位 3.
        (
            "147m258p369s12345z",
            "3m",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "tielan": 9},
        ),
        ("147m258p36s12345z9s", "9s", {}, {"jibenhu": 3, "menqing": 3, "yinglan": 6}),
        ("147m258p369s1234z5m", "5m", {}, {"jibenhu": 3, "menqing": 3, "ruanlan": 3}),
        (
            "147m258p3s1234567z",
            "9s",
            {},
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "tielan": 9, "qixing_guiwei": 3},
        ),
        # 七星归位 with the wild as itself (the wild is 东): still 七星归位, 硬烂.
        (
            "147m258p3s234567z1z",
            "1z",
            {},
            {"jibenhu": 3, "menqing": 3, "yinglan": 6, "qixing_guiwei": 3},
        ),
        # a wild standing in for a missing honor: no 七星归位.
        ("147m258p3s123456z9m", "9m", {}, {"jibenhu": 3, "menqing": 3, "ruanlan": 3}),
        # bonus dragons: 1 each.
        ("123m456p78s99s9s+chi789m+hua5566z", "1z", {}, {"jibenhu": 3, "bonus_dragons": 4}),
    ],
)
def test_points(hand: str, wild: str, sit: dict[str, Any], expected: dict[str, int]) -> None:
    result = run(hand, wild=wild, **sit)
    assert result.winning, render(result.reason, "zh")
    assert points(result) == expected


@pytest.mark.parametrize(
    ("winner", "dealer", "streak", "payments"),
    [
        (1, 1, 0, {2: 6, 3: 6, 4: 6}),  # dealer wins: 3 + 3 from each
        (2, 1, 0, {1: 6, 3: 3, 4: 3}),  # the dealer pays 3 more
        (1, 1, 1, {2: 9, 3: 9, 4: 9}),  # 连庄 1: +3
        (2, 1, 2, {1: 12, 3: 3, 4: 3}),  # 连庄 2: +6, dealer and winner only
        (1, 1, 3, {2: 18, 3: 18, 4: 18}),  # 连庄 3: +12
        (1, 1, 4, {2: 21, 3: 21, 4: 21}),  # 连庄 ≥ 4: +15
        (1, 1, 7, {2: 21, 3: 21, 4: 21}),
    ],
)
def test_dealer_extra_and_streak(
    winner: int, dealer: int, streak: int, payments: dict[int, int]
) -> None:
    result = run(PLAIN, wild="1z", winner=winner, dealer=dealer, streak=streak)
    assert paid(result) == payments


def test_unit_multiplies() -> None:
    assert paid(run(PLAIN, wild="1z", unit=5)) == {2: 30, 3: 30, 4: 30}


def test_best_reading_is_chosen() -> None:
    # 111222333m: three triplets (碰碰胡) or three runs; the wilds make 77p a triplet.
    result = run("111222333m5m5m7p7p9p", wild="5m")
    assert "pengpenghu" in result.patterns


# ---------------------------------------------------------------- anqing-classic (003)


@pytest.mark.parametrize(
    ("hand", "wild", "sit", "expected"),
    [
        ("123m456p78s99s9s+chi789m", "1z", {}, {"jibenhu": 4}),
        # no 门清(硬) in 003.
        ("123m123s456p78s99s9s", "1z", {}, {"jibenhu": 4, "menqing": 3}),
        # 杠开 4+7-2 = 9 for two kongs; 13+10+7+4-4 = 30 for four.
        (
            "123m99s78s6s+gang5555m+gang4444p",
            "9p",
            {"kong_draw": True},
            {"jibenhu": 4, "gangkai": 9, "gang": 2},
        ),
        (
            "6s6s+gang5555m+gang4444p+gang1111m+gang2222s",
            "9p",
            {"kong_draw": True},
            {
                "jibenhu": 4,
                "gangkai": 30,
                "gang": 4,
                "dadiaoche_wuzuan": 30,
                "pengpenghu": 3,
                "paofeng": 6,
            },
        ),
        # 一龙 10 with a wild filling 9m.
        ("1234567m11p111z9s8m", "9s", {}, {"jibenhu": 4, "menqing": 3, "feng": 1, "yilong": 10}),
        # 十三烂 20 whatever the wild does; 七星归位 30 on top.
        ("147m258p369s1234z5m", "5m", {}, {"jibenhu": 4, "menqing": 3, "ruanlan": 20}),
        (
            "147m258p3s1234567z",
            "9s",
            {},
            {"jibenhu": 4, "menqing": 3, "tielan": 20, "qixing_guiwei": 30},
        ),
        # a wind 暗杠: 2 + 1 more (003 14), + 风 1.
        (
            "123m456p78s99s9s+angang2222z",
            "1m",
            {},
            {"jibenhu": 4, "menqing": 3, "angang": 2, "wind_kong": 1, "feng": 1},
        ),
    ],
)
def test_classic_points(
    hand: str, wild: str, sit: dict[str, Any], expected: dict[str, int]
) -> None:
    result = run(hand, "anqing-classic", wild=wild, **sit)
    assert result.winning, render(result.reason, "zh")
    assert points(result) == expected


def test_classic_dealer_extra_is_four() -> None:
    assert paid(run(PLAIN, "anqing-classic", wild="1z", winner=2, dealer=1)) == {1: 8, 3: 4, 4: 4}


# ---------------------------------------------------------------- anqing-daque (打缺)


@pytest.mark.parametrize(
    ("hand", "wild", "winning", "expected"),
    [
        # three suits: no win.
        ("123m456p78s99s9s+peng111z", "9m", False, {}),
        # two suits, as the wild plays them: the wild 5s plays 1p or 4p.
        ("123m456m789p11p2p5s3p", "5s", True, {"jibenhu": 3, "menqing": 3}),
        # 清一色 9 (project ruling), the wild plays 7m.
        ("11123456789m5s99m", "5s", True, {"jibenhu": 3, "menqing": 3, "qingyise": 9}),
        # 凑一色 3: one suit and honors; 发 and 白 are plain honors here.
        (
            "123456789m55z66z6z",
            "1s",
            True,
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "couyise": 3},
        ),
        # 字一色 30; four wind triplets are 风 4; 硬对对胡 跑风 6 + 碰碰胡 3.
        (
            "111z222z333z444z5z5z",
            "1s",
            True,
            {
                "jibenhu": 3,
                "menqing": 3,
                "menqing_ying": 3,
                "ziyise": 30,
                "feng": 4,
                "pengpenghu": 3,
                "paofeng": 6,
            },
        ),
        # a 十三烂 needs all three suits: not a win under 打缺.
        ("147m258p3s1234567z", "9s", False, {}),
    ],
)
def test_daque(hand: str, wild: str, winning: bool, expected: dict[str, int]) -> None:
    result = run(hand, "anqing-daque", wild=wild)
    assert result.winning == winning, render(result.reason, "zh")
    if winning:
        assert points(result) == expected
    else:
        assert "打缺" in render(result.reason, "zh") or "不成胡" in render(result.reason, "zh")


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        ("123m456m78m99m9m+chi123p", "no chi"),
        ("123m456m78m99m9m+peng111p+hua6z", "bonus tile"),
    ],
)
def test_daque_input_errors(hand: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        run(hand, "anqing-daque", wild="9s")


def test_daque_suit_limit_reason() -> None:
    result = run("123m456p78s99s9s+peng111z", "anqing-daque", wild="9m")
    assert json_words(result.details["refused_by"]) == "打缺：万、筒、条最多只能有 2 门"


# ---------------------------------------------------------------- CLI and JSON


def test_cli_shows_stand_ins_and_condition() -> None:
    out = CliRunner().invoke(cli, ["score", "-r", "anqing", "11229m3344p5566s7s", "--wild", "9m"])
    assert out.exit_code == 0
    assert "钻 9m → 7s" in out.output and "见字胡" in out.output


def test_cli_json_carries_the_wilds() -> None:
    args = ["score", "-r", "anqing", "5555m123p456s1z78s9s", "--indicator", "4m", "--json"]
    out = CliRunner().invoke(cli, args)
    assert out.exit_code == 0
    data = json.loads(out.output)
    assert data["wild"] == "5m" and data["win_condition"] == "见字胡"
    assert len(data["stand_in_pairs"]) == 4 and data["paofeng"] == "吊钻"
    assert data["net"] == {"1": 3 * 46, "2": -46, "3": -46, "4": -46}


@pytest.mark.parametrize(
    ("args", "code", "text"),
    [
        ([JIANZI, "--wild", "5m"], 0, ""),
        (["123m456p789s5m1z+chi789m", "--wild", "5m"], 1, "有钻"),
        (
            ["123m456p78s99s9s+chi789m", "--wild", "1z", "--from", "2", "--lang", "en"],
            2,
            "self-draw only",
        ),
        (
            ["123m456p78s99s9s+chi789m", "--wild", "1z", "--from", "2"],
            2,
            "安庆麻将只能自摸：去掉 --from",
        ),
        (
            ["123m456p78s11z1z+peng999s", "--wild", "9s", "--lang", "en"],
            2,
            "cannot be in a peng meld",
        ),
        (["123m456p78s11z1z+peng999s", "--wild", "9s"], 2, "钻牌 9s 不能在碰里"),
    ],
)
def test_cli_exit_codes(args: list[str], code: int, text: str) -> None:
    out = CliRunner().invoke(cli, ["score", "-r", "anqing", *args])
    assert out.exit_code == code
    assert text in out.output + (out.stderr if out.stderr_bytes is not None else "")
