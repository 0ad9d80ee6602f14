"""Chizhou 池州 (docs/rules.md §4): 花 count, win thresholds, 番 and its cap of 3, payments, errors.

Every expected number is worked out by hand from docs/rules.md §4 / rulebook 002:
- 花: flower or 发 1, 字碰 1, 字暗刻 1, 明杠 1, 暗杠 2, 字明杠 2, 字暗杠 3;
- a win needs 2 花 self-drawn, 3 on a discard, 2 robbing a kong;
- 番: 对对胡/清一色/混一色/字一色 3, 大吊车 2, 杠开 2; value = sum capped at 3, 1 with none;
- each payer pays 底 1 × value × unit; the robbed seat 3 × value.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.helpers import paid, run
from wuhu_mj import Result
from wuhu_mj.doors.checks.run import check_file
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.errors import InputError, RuleFileError
from wuhu_mj.messages.message import render

RULES = "chizhou"
ROOT = Path(__file__).resolve().parent.parent

# Hands reused below (the winning tile is the last concealed tile).
XIAOHU = "1255m456p234789s3m"  # no 番: 55m 123m 456p 234s 789s, wins on 3m (one copy)
HONORS_A = "222z3s3s+peng111z+gang5555z+angang7777z"  # 字碰 1, 字暗刻 1, 字明杠 2, 字暗杠 3
SUITED_B = "789m55p77s7s+gang3333m+angang4444p+hua1f6z"  # 明杠 1, 暗杠 2, 春 1, 发 1
# 东南西 concealed triplets, 白 pair, 北 completed by the winning tile
ZIYISE = "111z222z333z55z44z4z"


def hua_by_key(result: Result) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in result.items:
        if item.key.startswith("hua_"):
            out[item.key] = out.get(item.key, 0) + item.points
    return out


def fan_keys(result: Result) -> set[str]:
    hua = {i.key for i in result.items if i.key.startswith("hua")}
    return {i.key for i in result.items} - hua - {"value", "xiaohu", "cap"}


# ---------------------------------------------------------------- 花 count (002 牌数, 打法 5-10)

HUA_CASES: list[tuple[str, dict[str, Any], dict[str, int], int]] = [
    (
        HONORS_A,
        {},
        {"hua_zi_peng": 1, "hua_zi_anke": 1, "hua_zi_ming_gang": 2, "hua_zi_an_gang": 3},
        7,
    ),
    (SUITED_B, {}, {"hua_ming_gang": 1, "hua_an_gang": 2, "hua_flower": 1, "hua_fa": 1}, 5),
    # 加杠 counts as 明杠, suited 1 and honor 2
    ("789m123p55p77s7s+jiagang3333m+hua12f", {}, {"hua_ming_gang": 1, "hua_flower": 2}, 3),
    ("789m123p55p77s7s+jiagang1111z+hua1f", {}, {"hua_zi_ming_gang": 2, "hua_flower": 1}, 3),
    # all eight flowers and the four 发
    (XIAOHU + "+hua12345678f6666z", {}, {"hua_flower": 8, "hua_fa": 4}, 12),
    # four concealed honor triplets, self-drawn: 4 字暗刻
    (ZIYISE, {}, {"hua_zi_anke": 4}, 4),
    # the same won on a discarded 北: that triplet was claimed, shown as 字碰 (still 1 花)
    (ZIYISE, {"discarder": 3}, {"hua_zi_anke": 3, "hua_zi_peng": 1}, 4),
    # an honor pair is no 花; a suited peng is no 花
    ("123m456p11z23s1s+peng999s+hua12f", {}, {"hua_flower": 2}, 2),
]


@pytest.mark.parametrize(("hand", "sit", "expected", "total"), HUA_CASES)
def test_hua_count_item_by_item(
    hand: str, sit: dict[str, Any], expected: dict[str, int], total: int
) -> None:
    result = run(hand, RULES, **sit)
    assert result.winning, render(result.reason, "zh")
    assert hua_by_key(result) == expected
    assert result.details["hua"] == total
    assert next(i.points for i in result.items if i.key == "hua") == total


def test_hua_items_name_their_tiles() -> None:
    labels = [render(i.label, "zh") for i in run(HONORS_A, RULES).items if i.key.startswith("hua_")]
    assert labels == ["字碰 东", "字明杠 白", "字暗杠 中", "字暗刻 南"]


# ---------------------------------------------------------------- thresholds (002 打法 4, 16)

THRESHOLD_CASES: list[tuple[str, dict[str, Any], bool, int, int]] = [
    # hand, situation, wins, 花, 花 needed
    (XIAOHU, {}, False, 0, 2),
    (XIAOHU + "+hua1f", {}, False, 1, 2),
    (XIAOHU + "+hua12f", {}, True, 2, 2),
    (XIAOHU + "+hua12f", {"discarder": 3}, False, 2, 3),
    (XIAOHU + "+hua123f", {"discarder": 3}, True, 3, 3),
    (XIAOHU + "+hua12f", {"discarder": 3, "rob_kong": True}, True, 2, 2),
    (XIAOHU + "+hua1f", {"discarder": 3, "rob_kong": True}, False, 1, 2),
    # 发 counts toward the threshold like a flower
    (XIAOHU + "+hua66z", {}, True, 2, 2),
    (XIAOHU + "+hua6z", {}, False, 1, 2),
    # 杠开 is a self-draw: 明杠 1 + 春 1 = 2 wins, the kong alone does not
    ("123m456p11m23s1s+gang9999s+hua1f", {"kong_draw": True}, True, 2, 2),
    ("123m456p11m23s1s+gang9999s", {"kong_draw": True}, False, 1, 2),
    # a concealed honor triplet counts: 中 1 + 春 1
    ("123m456p55m777z23s1s+hua1f", {}, True, 2, 2),
    ("123m456p55m777z23s1s+hua1f", {"discarder": 2}, False, 2, 3),
    ("123m456p55m777z23s1s+hua12f", {"discarder": 2}, True, 3, 3),
]


@pytest.mark.parametrize(("hand", "sit", "wins", "hua", "need"), THRESHOLD_CASES)
def test_hua_thresholds(hand: str, sit: dict[str, Any], wins: bool, hua: int, need: int) -> None:
    result = run(hand, RULES, **sit)
    assert result.winning is wins
    assert result.details["hua"] == hua
    assert result.details["hua_needed"] == need
    if not wins:
        assert render(result.reason, "zh").startswith("花不够")
        assert f"只有 {hua} 花" in render(result.reason, "zh")
        assert f"至少要 {need} 花" in render(result.reason, "zh")
        assert not result.payments


# ------------------------------------------------------------ 番 and the cap (002 打法 11-15, 22)

FAN_CASES: list[tuple[str, dict[str, Any], set[str], int, int]] = [
    # hand, situation, 番 present, sum of 番, value
    (XIAOHU + "+hua12f", {}, set(), 0, 1),
    ("111m999p5577s7s+peng333p+hua123f", {"discarder": 3}, {"duiduihu"}, 3, 3),
    ("11123456799m88m8m+hua34f", {}, {"qingyise"}, 3, 3),
    # 发 in +hua is a flower, not an honor: still 清一色, not 混一色
    ("11123456799m88m8m+hua66z", {}, {"qingyise"}, 3, 3),
    ("123456789m11z+peng555z+hua12f", {"discarder": 3}, {"hunyise"}, 3, 3),
    (ZIYISE, {}, {"ziyise", "duiduihu"}, 6, 3),
    ("55p+chi123m+peng777m+chi456s+peng111z+hua12f", {"discarder": 3}, {"dadiaoche"}, 2, 2),
    ("123m456p11m23s1s+gang9999s+hua1f", {"kong_draw": True}, {"gangkai"}, 2, 2),
    # 大吊车 + 杠开 = 4, capped: 蜡子 (002 打法 22)
    (
        "55p+chi123m+peng777m+chi456s+gang2222s+hua1f",
        {"kong_draw": True},
        {"dadiaoche", "gangkai"},
        4,
        3,
    ),
    # 混一色 + 对对胡 = 6, capped
    (HONORS_A, {}, {"hunyise", "duiduihu"}, 6, 3),
    # 大吊车 on a 对对胡: 3 + 2 = 5, capped (总结: 大牌型的大吊车只按大牌胡算)
    (
        "55p+peng777m+peng111s+peng999p+peng111z+hua12f",
        {"discarder": 3},
        {"dadiaoche", "duiduihu"},
        5,
        3,
    ),
    # 111222333m reads as three triplets (对对胡 3) or three runs (1): the better reading wins
    ("111222333m777p5s5s+hua12f", {}, {"duiduihu"}, 3, 3),
    # chi is allowed and makes no 番 by itself
    ("1255m456p789s3m+chi234s+hua12f", {}, set(), 0, 1),
]


@pytest.mark.parametrize(("hand", "sit", "fans", "fan_sum", "value"), FAN_CASES)
def test_fans_and_cap(
    hand: str, sit: dict[str, Any], fans: set[str], fan_sum: int, value: int
) -> None:
    result = run(hand, RULES, **sit)
    assert result.winning, render(result.reason, "zh")
    assert fan_keys(result) == fans
    assert result.details["fan_sum"] == fan_sum
    assert result.details["value"] == value
    assert next(i.points for i in result.items if i.key == "value") == value
    assert result.details["laizi"] is (fan_sum >= 3)
    assert ("laizi" in result.patterns) is (fan_sum >= 3)


@pytest.mark.parametrize(
    ("name", "fan"),
    [
        ("duiduihu", 3),
        ("qingyise", 3),
        ("hunyise", 3),
        ("ziyise", 3),
        ("dadiaoche", 2),
        ("gangkai", 2),
    ],
)
def test_each_fan_item_carries_its_value(name: str, fan: int) -> None:
    hands = {
        "duiduihu": ("111m999p5577s7s+peng333p+hua123f", {"discarder": 3}),
        "qingyise": ("11123456799m88m8m+hua34f", {}),
        "hunyise": ("123456789m11z+peng555z+hua12f", {"discarder": 3}),
        "ziyise": (ZIYISE, {}),
        "dadiaoche": ("55p+chi123m+peng777m+chi456s+peng111z+hua12f", {"discarder": 3}),
        "gangkai": ("123m456p11m23s1s+gang9999s+hua1f", {"kong_draw": True}),
    }
    hand, sit = hands[name]
    result = run(hand, RULES, **sit)
    assert next(i.points for i in result.items if i.key == name) == fan


def test_xiaohu_item_is_one() -> None:
    result = run(XIAOHU + "+hua12f", RULES)
    assert [(i.key, i.points) for i in result.items if i.key in ("xiaohu", "value")] == [
        ("xiaohu", 1),
        ("value", 1),
    ]


@pytest.mark.parametrize(
    "hand",
    [
        "11335577m2244p9s9s+hua123f",  # seven pairs: 池州麻将无七对
        "19m19p19s1234577z7z+hua12f",  # thirteen orphans shape is no hand either
    ],
)
def test_no_seven_pairs(hand: str) -> None:
    result = run(hand, RULES)
    assert not result.winning
    assert render(result.reason, "zh").startswith("不成胡")


# ---------------------------------------------------------------- payments (docs/rules.md §4)

PAYMENT_CASES: list[tuple[str, dict[str, Any], dict[int, int]]] = [
    # self-draw: each other seat pays the value × unit
    (XIAOHU + "+hua12f", {}, {2: 1, 3: 1, 4: 1}),
    (XIAOHU + "+hua12f", {"unit": 5}, {2: 5, 3: 5, 4: 5}),
    ("11123456799m88m8m+hua34f", {"winner": 2}, {1: 3, 3: 3, 4: 3}),
    ("123m456p11m23s1s+gang9999s+hua1f", {"kong_draw": True, "unit": 10}, {2: 20, 3: 20, 4: 20}),
    # discard: the discarder alone pays
    ("111m999p5577s7s+peng333p+hua123f", {"discarder": 3}, {3: 3}),
    ("111m999p5577s7s+peng333p+hua123f", {"discarder": 4, "unit": 2}, {4: 6}),
    (XIAOHU + "+hua123f", {"discarder": 2}, {2: 1}),
    # 抢杠: the robbed seat pays 3 × the value (小胡 1 × 3; a 3-番 hand 3 × 3)
    (XIAOHU + "+hua12f", {"discarder": 3, "rob_kong": True}, {3: 3}),
    ("1112346799m888m5m+hua34f", {"discarder": 4, "rob_kong": True}, {4: 9}),
    # (大吊车 and 对对胡 never rob a kong: the winner holds another copy of the winning tile)
    ("12345689m11z7m+peng555z+hua12f", {"discarder": 2, "rob_kong": True, "unit": 2}, {2: 18}),
    # no dealer extra: the dealer pays, or is paid, the same
    (XIAOHU + "+hua12f", {"dealer": 2}, {2: 1, 3: 1, 4: 1}),
    (XIAOHU + "+hua123f", {"dealer": 3, "discarder": 3}, {3: 1}),
    (XIAOHU + "+hua123f", {"dealer": 1, "discarder": 3}, {3: 1}),
]


@pytest.mark.parametrize(("hand", "sit", "expected"), PAYMENT_CASES)
def test_payments(hand: str, sit: dict[str, Any], expected: dict[int, int]) -> None:
    result = run(hand, RULES, **sit)
    assert result.winning, render(result.reason, "zh")
    assert paid(result) == expected
    assert sum(result.net.values()) == 0
    assert result.net[sit.get("winner", 1)] == sum(expected.values())


def test_rob_kong_payment_says_so() -> None:
    result = run(XIAOHU + "+hua12f", RULES, discarder=3, rob_kong=True)
    assert render(result.payments[0].note, "zh") == "抢杠 × 3"


# ---------------------------------------------------------------- input errors (exit 2)

ERROR_CASES: list[tuple[str, dict[str, Any], str]] = [
    ("1255m456p234789s6z+hua12f", {}, "6z (发) is a flower here: write it in +hua"),
    ("125m6z456p234789s3m+hua12f", {}, "write it in +hua"),
    ("123m456p789s55m+peng666z+hua12f", {}, "cannot be in a peng meld"),
    ("123m456p789s55m+angang6666z+hua12f", {}, "cannot be in a angang meld"),
    (XIAOHU + "+hua12f", {"heavenly": True}, "--heavenly"),
    (XIAOHU + "+hua12f", {"earthly": True, "winner": 2}, "--earthly"),
    (XIAOHU + "+hua12f", {"wild": 5}, "--wild"),
    (XIAOHU + "+hua12f", {"streak": 1}, "--streak"),
    (XIAOHU + "+hua12f", {"wild_discarded": True}, "--wild-discarded"),
    # the robbed seat held the other three of the winning tile
    ("1112346799m888m3m+hua34f", {"discarder": 3, "rob_kong": True}, "--rob-kong"),
    (XIAOHU + "+hua12f", {"rob_kong": True}, "--rob-kong"),
    (XIAOHU + "+hua12f", {"kong_draw": True}, "--kong-draw"),
]


@pytest.mark.parametrize(("hand", "sit", "message"), ERROR_CASES)
def test_input_errors(hand: str, sit: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError) as info:
        run(hand, RULES, **sit)
    assert message in str(info.value)


def test_fed_option_is_accepted() -> None:
    # `--fed` is kept for Chizhou's 反包 (a separate issue); it changes nothing here yet
    result = run(XIAOHU + "+hua12f", RULES, fed=((3, ("peng", "peng", "chi")),))
    assert paid(result) == {2: 1, 3: 1, 4: 1}


# ---------------------------------------------------------------- rule file is the data


def _house(tmp_path: Path, text: str) -> str:
    path = tmp_path / "house.yaml"
    path.write_text("extends: chizhou\nname: chizhou-house\n" + text, encoding="utf-8")
    return str(path)


def test_house_rule_changes_cap_and_threshold(tmp_path: Path) -> None:
    rules = _house(tmp_path, "fan:\n  cap: 6\nwin:\n  min_hua:\n    discard: 2\n")
    result = run("55p+chi123m+peng777m+chi456s+gang2222s+hua1f", rules, kong_draw=True)
    assert result.details["value"] == 4
    assert paid(result) == {2: 4, 3: 4, 4: 4}
    assert run(XIAOHU + "+hua12f", rules, discarder=3).winning


def test_unknown_fan_pattern_is_a_rule_file_error(tmp_path: Path) -> None:
    rules = _house(tmp_path, "fan:\n  patterns:\n    qixiaodui: {fan: 3}\n")
    with pytest.raises(RuleFileError) as info:
        run(XIAOHU + "+hua12f", rules)
    assert "qixiaodui" in str(info.value)
    assert "house.yaml:" in str(info.value)


# ---------------------------------------------------------------- CLI and samples


def test_cli_json_win() -> None:
    out = CliRunner().invoke(
        cli,
        [
            "score",
            "-r",
            RULES,
            "--json",
            "--kong-draw",
            "55p+chi123m+peng777m+chi456s+gang2222s+hua1f",
        ],
    )
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["value"] == 3
    assert data["hua"] == 2
    assert data["net"] == {"1": 9, "2": -3, "3": -3, "4": -3}
    assert {"dadiaoche", "gangkai", "laizi"} <= set(data["patterns"])


def test_cli_not_enough_hua_exits_1() -> None:
    out = CliRunner().invoke(cli, ["score", "-r", RULES, "--from", "3", XIAOHU + "+hua12f"])
    assert out.exit_code == 1
    assert "花不够：只有 2 花" in out.output


def test_cli_fa_in_hand_exits_2_one_line() -> None:
    args = ["score", "-r", RULES, "1255m456p234789s6z+hua12f"]
    out = CliRunner().invoke(cli, [*args, "--lang", "en"])
    assert out.exit_code == 2
    assert out.output.count("\n") == 1
    assert "write it in +hua" in out.output
    out = CliRunner().invoke(cli, [*args, "--lang", "zh"])
    assert out.output == "wuhu-mj: 错误：手牌: 6z（发）在这里是花牌：写在 +hua\n"


def test_samples_agree() -> None:
    checks = check_file(str(ROOT / "samples" / "chizhou-examples.yaml"))
    assert len(checks) == 15
    assert all(c.matches for c in checks), [
        (c.name, c.verdict, c.why) for c in checks if not c.matches
    ]
