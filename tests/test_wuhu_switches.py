"""Wuhu house switches (rules/wuhu.yaml `switches:`, docs/house-rules.md): each setting's
prices, as tables with real numbers.

Prices are rulebook 000's (docs/rules.md §2): 支番 (支 + 压档点, halved rounding up on a discard)
+ 底 + 嘴子 (doubled on a self-draw) + 杠, one more 底 when the payer or the winner deals;
交 50 flat. The winner is seat 1 and the dealer seat 2 unless a row says otherwise. Each house
rule is written to a file that `extends:` a built-in one and changes one switch.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.helpers import paid, run
from wuhu_mj import RuleFileError, load_rules
from wuhu_mj.messages.message import json_words, render

SWITCHES: dict[str, dict[str, Any]] = {
    "sanjiafu": {"switches": {"pay_on_discard": {"value": "all_three"}}},
    "dealer_rate": {"switches": {"pay_on_discard": {"value": "all_three_discarder_as_dealer"}}},
    "gangkai2": {"switches": {"gangkai_doubled": {"value": True}}},
    "stacking": {"switches": {"jiao_stacking": {"value": True}}},
    "by_shape": {"switches": {"waits": {"value": "by_shape"}}},
    "bao3": {
        "liability": {
            "rules": {
                "sandui_baopai": {
                    "wins": ["discard", "self_draw"],
                    "pays": "times_own_share",
                    "times": 3,
                }
            }
        }
    },
    "bao3_discard": {
        "liability": {"rules": {"sandui_baopai": {"pays": "times_own_share", "times": 3}}}
    },
}


@pytest.fixture(scope="module")
def house(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Each switch as a house rule over `wuhu`, and over `wuhu-fan` (name + "-fan")."""
    folder = tmp_path_factory.mktemp("house")
    out: dict[str, str] = {"wuhu": "wuhu", "wuhu-fan": "wuhu-fan"}
    for name, body in SWITCHES.items():
        for base, suffix in (("wuhu", ""), ("wuhu-fan", "-fan")):
            path = folder / f"{name}{suffix}.yaml"
            path.write_text(yaml.safe_dump({"extends": base, **body}, allow_unicode=True))
            out[name + suffix] = str(path)
    return out


PLAIN = "11234678m23467p5p"  # 8支 平胡: 支番 8 ÷ 2 = 4, 底 2 → 6; the dealer 8
NINE = "12334567p55m234s8p"  # 9支 平胡: 支番 9 ÷ 2 → 5, 底 2 → 7; the dealer 9
BAO = "99m23p4p+peng111m@3+peng555m@3+peng777s@3"  # seat 3 fed three melds; 8支: 6 / 8
YISE = "11m567m+peng222m@2+peng333m@3+peng999m@4"  # 清一色, three melds from three seats


@pytest.mark.parametrize(
    ("hand", "rules", "options", "pays"),
    [
        # The discarder alone pays (today), or all three, each its own price (三家付).
        (PLAIN, "wuhu", {"discarder": 3, "dealer": 2}, {3: 6}),
        (PLAIN, "sanjiafu", {"discarder": 3, "dealer": 2}, {2: 8, 3: 6, 4: 6}),
        (PLAIN, "sanjiafu", {"discarder": 2, "dealer": 2}, {2: 8, 3: 6, 4: 6}),
        # The winner deals: every payer pays the dealer's extra 底.
        (PLAIN, "sanjiafu", {"discarder": 3, "dealer": 1}, {2: 8, 3: 8, 4: 8}),
        # A self-draw is as before.
        (PLAIN, "wuhu", {"dealer": 2}, {2: 20, 3: 14, 4: 14}),
        (PLAIN, "sanjiafu", {"dealer": 2}, {2: 20, 3: 14, 4: 14}),
        # 交 on a discard: 50 from the discarder, or 50 from each.
        ("1112345556789m9m", "wuhu", {"discarder": 3, "dealer": 2}, {3: 50}),
        ("1112345556789m9m", "sanjiafu", {"discarder": 3, "dealer": 2}, {2: 50, 3: 50, 4: 50}),
        # 抢杠 under 001's ×3: the robbed seat pays 3 × 8, the others their own 12 and 8.
        (
            PLAIN,
            "sanjiafu-fan",
            {"discarder": 3, "dealer": 2, "rob_kong": True},
            {2: 12, 3: 24, 4: 8},
        ),
        # Liability still decides: 清一色报警 (feeders differ) makes the discarder pay for all.
        (YISE, "wuhu", {"discarder": 3, "dealer": 2}, {3: 150}),
        (YISE, "sanjiafu", {"discarder": 3, "dealer": 2}, {3: 150}),
        # 三对包牌 (in the discarder's place): seat 3 pays seat 4's share priced for itself (6)
        # and, all three paying, its own (6); the dealer pays its 8.
        (BAO, "wuhu", {"discarder": 4, "dealer": 2}, {3: 6}),
        (BAO, "sanjiafu", {"discarder": 4, "dealer": 2}, {2: 8, 3: 12}),
        # 000 七 "闲家付2，庄/铳家付4": all three pay, the discarder at the dealer's rate.
        # 9支 平胡: 9 ÷ 2 → 5, 底 2 → 7; the dealer and the discarder 9.
        (NINE, "wuhu", {"discarder": 2, "dealer": 4}, {2: 7}),
        (NINE, "sanjiafu", {"discarder": 2, "dealer": 4}, {2: 7, 3: 7, 4: 9}),
        (NINE, "dealer_rate", {"discarder": 2, "dealer": 4}, {2: 9, 3: 7, 4: 9}),
        (PLAIN, "dealer_rate", {"discarder": 3, "dealer": 2}, {2: 8, 3: 8, 4: 6}),
        # The dealer discards: one extra 底, not two; the winner deals: all pay the dealer's.
        (NINE, "dealer_rate", {"discarder": 2, "dealer": 2}, {2: 9, 3: 7, 4: 7}),
        (NINE, "dealer_rate", {"discarder": 2, "dealer": 1}, {2: 9, 3: 9, 4: 9}),
        (NINE, "dealer_rate", {"dealer": 4}, {2: 15, 3: 15, 4: 21}),  # a self-draw as usual
        # 交 has no dealer's extra: 50 from each.
        ("1112345556789m9m", "dealer_rate", {"discarder": 3}, {2: 50, 3: 50, 4: 50}),
        # 抢杠 under 001's ×3: the robbed seat's dealer-rate share 12 × 3, the others their own.
        (
            PLAIN,
            "dealer_rate-fan",
            {"discarder": 3, "dealer": 2, "rob_kong": True},
            {2: 12, 3: 36, 4: 8},
        ),
        # Liability: 清一色报警 pays for all; 三对包牌 in seat 4's place is priced for seat 3
        # itself (6) beside its own (6), as under all_three; the dealer 8.
        (YISE, "dealer_rate", {"discarder": 3, "dealer": 2}, {3: 150}),
        (BAO, "dealer_rate", {"discarder": 4, "dealer": 2}, {2: 8, 3: 12}),
    ],
)
def test_who_pays_on_a_discard(
    house: dict[str, str], hand: str, rules: str, options: dict[str, Any], pays: dict[int, int]
) -> None:
    result = run(hand, house[rules], **options)
    assert result.winning
    assert paid(result) == pays


def test_the_discarder_at_the_dealers_rate_is_a_row_of_its_own(house: dict[str, str]) -> None:
    result = run(NINE, house["dealer_rate"], discarder=2, dealer=4)
    share = {p.payer: [(i.key, i.points) for i in p.items] for p in result.payments}
    assert share[2] == [("zhi", 5), ("di", 2), ("discarder_dealer_rate", 2)]
    assert share[3] == [("zhi", 5), ("di", 2)]
    assert share[4] == [("zhi", 5), ("di", 2), ("dealer", 2)]
    row = next(i for i in result.payments[0].items if i.key == "discarder_dealer_rate")
    assert render(row.label, "zh") == "放冲按庄家加底"
    assert render(row.note, "en") == "all three pay; the discarder pays at the dealer's rate"
    assert json_words(result.details["house_rules"])[0]["switch"] == "pay_on_discard"


GANGKAI = "1123467m999p8m+gang5555s"  # 8支 自摸 杠开: 8 + 6 + 杠后开花 + 明杠 2
GANGKAI_YADANG = "1135789m999p4m+gang5555s"  # 杠开 + 压档: 交 50


@pytest.mark.parametrize(
    ("hand", "rules", "pays", "points", "note"),
    [
        # 000 五.3 "嘴子自摸翻倍，除杠后开花": 5, never doubled → 21, the dealer 27.
        (
            GANGKAI,
            "wuhu",
            {2: 27, 3: 21, 4: 21},
            5,
            "自摸不翻倍（另一读法翻倍 5 × 2：switches.gangkai_doubled）",
        ),
        # 000 四 "杠上开花（10）", 七, 八 "5个*2": 5 × 2 → 26, the dealer 32.
        (
            GANGKAI,
            "gangkai2",
            {2: 32, 3: 26, 4: 26},
            10,
            "5 × 2 自摸翻倍（另一读法不翻倍：switches.gangkai_doubled）",
        ),
        # 001's 嘴子 20: 8 + 8 + 20 + 2 = 38, or 8 + 8 + 40 + 2 = 58; the dealer + 8.
        (
            GANGKAI,
            "wuhu-fan",
            {2: 46, 3: 38, 4: 38},
            20,
            "自摸不翻倍（另一读法翻倍 20 × 2：switches.gangkai_doubled）",
        ),
        (
            GANGKAI,
            "gangkai2-fan",
            {2: 66, 3: 58, 4: 58},
            40,
            "20 × 2 自摸翻倍（另一读法不翻倍：switches.gangkai_doubled）",
        ),
        # 杠开 + 压档 is 交 (000 五.6): 50 flat under either reading.
        (GANGKAI_YADANG, "wuhu", {2: 50, 3: 50, 4: 50}, None, None),
        (GANGKAI_YADANG, "gangkai2", {2: 50, 3: 50, 4: 50}, None, None),
    ],
)
def test_gangkai_doubled(
    house: dict[str, str],
    hand: str,
    rules: str,
    pays: dict[int, int],
    points: int | None,
    note: str | None,
) -> None:
    result = run(hand, house[rules], dealer=2, kong_draw=True)
    assert paid(result) == pays
    rows = [(i.points, render(i.note, "zh")) for i in result.items if i.key == "gangkai"]
    assert rows == ([] if points is None else [(points, note)])
    named = [s["switch"] for s in result.details.get("house_rules", [])]
    assert named == (["gangkai_doubled"] if rules.startswith("gangkai2") and points else [])


def test_gangkai_doubled_names_both_readings_in_english(house: dict[str, str]) -> None:
    result = run(GANGKAI, house["gangkai2"], dealer=2, kong_draw=True)
    (row,) = [i for i in result.items if i.key == "gangkai"]
    assert render(row.note, "en") == (
        "5 × 2, doubled on a self-draw (the other reading: not doubled, switches.gangkai_doubled)"
    )


def test_a_switch_that_changed_the_hand_is_named_with_its_source(house: dict[str, str]) -> None:
    result = run(PLAIN, house["sanjiafu"], discarder=3, dealer=2)
    assert [render(p.note, "zh") for p in result.payments] == ["三家付"] * 3
    pay = {"switch": "pay_on_discard", "label": "三家付", "source": "001 打法 3"}
    assert json_words(result.details["house_rules"]) == [pay]
    assert "house_rules" not in run(PLAIN, house["sanjiafu"], dealer=2).details  # self-drawn
    stacked = run("1111222235578m9m", house["stacking"], discarder=3).details["house_rules"]
    assert [s["switch"] for s in stacked] == ["jiao_stacking"]
    shape = run(WAIT, house["by_shape"], discarder=3).details["house_rules"]
    assert [s["switch"] for s in shape] == ["waits"]
    for name in ("wuhu", "stacking", "by_shape"):  # no switch changed this hand
        assert "house_rules" not in run(PLAIN, house[name], discarder=3).details


@pytest.mark.parametrize(
    ("hand", "rules", "options", "pays", "jiao"),
    [
        # 清一色 + 四活: one 交 either way (one 嘴子 is no second 交).
        ("1111234555667m8m", "wuhu", {"discarder": 3}, {3: 50}, ["清一色"]),
        ("1111234555667m8m", "stacking", {"discarder": 3}, {3: 50}, ["清一色"]),
        # 001: 100 + 四活 over (50) either way.
        ("1111234555667m8m", "stacking-fan", {"discarder": 3}, {3: 150}, ["清一色"]),
        # 清一色 + 双四活: one 交 (50), or two (100); 双四活 uses up both 四活.
        ("1111222235578m9m", "wuhu", {"discarder": 3}, {3: 50}, ["清一色"]),
        ("1111222235578m9m", "stacking", {"discarder": 3}, {3: 100}, ["清一色", "双四活"]),
        ("1111222235578m9m", "stacking", {}, {2: 100, 3: 100, 4: 100}, ["清一色", "双四活"]),
        # 清一色 + 四活 + 通天: the two 嘴子 are a second 交.
        ("1111234567899m9m", "wuhu", {"discarder": 3}, {3: 50}, ["清一色"]),
        ("1111234567899m9m", "stacking", {"discarder": 3}, {3: 100}, ["清一色", "两个嘴子"]),
        # 001: 100 + 2 × 50 over, or 2 × 100: the same 200.
        ("1111234567899m9m", "wuhu-fan", {"discarder": 3}, {3: 200}, ["清一色"]),
        ("1111234567899m9m", "stacking-fan", {"discarder": 3}, {3: 200}, ["清一色", "两个嘴子"]),
        # 混一色自摸 uses up 混一色; 对对胡 alone is no second 交.
        ("111m222m333m77z55m5m", "stacking", {}, {2: 50, 3: 50, 4: 50}, ["混一色自摸"]),
    ],
)
def test_jiao_stacking(
    house: dict[str, str],
    hand: str,
    rules: str,
    options: dict[str, Any],
    pays: dict[int, int],
    jiao: list[str],
) -> None:
    result = run(hand, house[rules], dealer=2, **options)
    assert paid(result) == pays
    labels = [render(i.label, "zh") for i in result.items if i.key == "jiao"]
    assert labels == [f"全交（{reason}）" for reason in jiao]


WAIT = "2344556p5p+peng222p+peng777m"  # waits on 2p and 5p by shape; all four 2p are held


@pytest.mark.parametrize(
    ("rules", "options", "pays", "yadang"),
    [
        # 2p cannot come: the wait is 5p alone, 压档 5: (11 + 5) ÷ 2 = 8, 底 4, 四活 5 = 17.
        ("wuhu", {"discarder": 3}, {3: 17}, 5),
        # By shape it waits on 2p and 5p: no 压档: 11 ÷ 2 = 5.5 → 6, 底 2, 四活 5 = 13.
        ("by_shape", {"discarder": 3}, {3: 13}, 0),
        # Self-drawn: 16 + 8 + 四活 10 = 34 (the dealer 42), or 11 + 6 + 10 = 27 (33).
        ("wuhu", {}, {2: 42, 3: 34, 4: 34}, 5),
        ("by_shape", {}, {2: 33, 3: 27, 4: 27}, 0),
    ],
)
def test_waits_by_shape(
    house: dict[str, str], rules: str, options: dict[str, Any], pays: dict[int, int], yadang: int
) -> None:
    result = run(WAIT, house[rules], dealer=2, **options)
    assert paid(result) == pays
    assert result.details["yadang_point"] == yadang
    waits = ["5p"] if rules == "wuhu" else ["2p", "5p"]
    assert result.details["waits"] == waits
    assert ("waits_note" in result.details) == (rules == "by_shape")


def test_a_hand_without_a_kind_held_four_times_is_the_same_by_shape(
    house: dict[str, str],
) -> None:
    for options in ({"discarder": 3}, {}):
        assert paid(run(PLAIN, house["by_shape"], **options)) == paid(run(PLAIN, **options))


@pytest.mark.parametrize(
    ("rules", "options", "pays"),
    [
        # In the discarder's place (000 碰3对包牌): seat 3 pays seat 4's 6.
        ("wuhu", {"discarder": 4}, {3: 6}),
        ("wuhu", {"discarder": 3}, {3: 6}),
        ("wuhu", {}, {2: 20, 3: 14, 4: 14}),  # a self-draw pays as usual
        # Three times its own price, nobody else paying (a card-room server's 包牌 × 3).
        ("bao3", {"discarder": 4}, {3: 18}),
        ("bao3", {"discarder": 3}, {3: 18}),
        ("bao3", {"discarder": 2}, {3: 18}),
        ("bao3", {}, {3: 42}),  # on a self-draw too: 3 × 14
        # Only on a discard: a self-draw pays as usual.
        ("bao3_discard", {"discarder": 4}, {3: 18}),
        ("bao3_discard", {}, {2: 20, 3: 14, 4: 14}),
    ],
)
def test_sandui_baopai(
    house: dict[str, str], rules: str, options: dict[str, Any], pays: dict[int, int]
) -> None:
    result = run(BAO, house[rules], dealer=2, **options)
    assert paid(result) == pays
    for payment in result.payments:
        assert sum(i.points for i in payment.items) == payment.amount


def test_the_defaults_are_todays_readings() -> None:
    """Every built-in Wuhu rule set plays the rulebook's readings; a file that leaves the
    `switches:` section out scores exactly as `wuhu`."""
    for name in ("wuhu", "wuhu-fan", "wuhu-315"):
        switches = load_rules(name).table.switches  # type: ignore[attr-defined]
        assert switches.pay_on_discard.value == "discarder"
        assert switches.jiao_stacking.value is False
        assert switches.waits.value == "playable"
        assert switches.gangkai_doubled.value is False


def test_without_the_section(tmp_path: Path) -> None:
    data = dict(load_rules("wuhu").data)
    del data["switches"]
    path = tmp_path / "bare.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True))
    for hand, options in ((WAIT, {"discarder": 3}), (PLAIN, {"discarder": 3}), (BAO, {})):
        assert paid(run(hand, str(path), **options)) == paid(run(hand, **options))


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "switches:\n  pay_on_discrad: {value: all_three}\n",
            "house.yaml:3:3: unknown key 'pay_on_discrad' in 'switches'"
            " (did you mean 'pay_on_discard'?)",
        ),
        (
            "switches:\n  pay_on_discard: {value: all}\n",
            "house.yaml:3:20: unknown payer 'all'"
            " (known: all_three, all_three_discarder_as_dealer, discarder)",
        ),
        (
            "switches:\n  gangkai_doubled: {value: 2}\n",
            "house.yaml:3:21: 'switches.gangkai_doubled.value' must be true or false, not 2",
        ),
        (
            "zuizi:\n  gangkai: {doubles_on_self_draw: true}\n",
            "house.yaml:3:13: whether 杠后开花 is doubled on a self-draw is"
            " switches.gangkai_doubled, not zuizi.gangkai",
        ),
        (
            "switches:\n  jiao_stacking: {value: yes}\n",
            "house.yaml:3:19: 'switches.jiao_stacking.value' must be true or false, not 'yes'",
        ),
        (
            "switches:\n  waits: {value: shape}\n",
            "house.yaml:3:11: unknown wait rule 'shape'"
            " (did you mean 'by_shape'? known: by_shape, playable)",
        ),
        (
            "liability:\n  rules:\n    sandui_baopai: {pays: times_own_share}\n",
            "house.yaml:4:5: 'times' is needed for times_own_share",
        ),
    ],
)
def test_switches_are_checked(tmp_path: Path, body: str, message: str) -> None:
    path = tmp_path / "house.yaml"
    path.write_text("extends: wuhu\n" + body)
    with pytest.raises(RuleFileError) as caught:
        load_rules(str(path))
    assert str(caught.value).endswith(message)
