"""Every row settles its own argument: a row says which tiles or which 嘴子 it is about and
why it is priced so, and the lines around the tables keep a seat with its amount."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from tests.helpers import run
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import render


def item(result_items: tuple, key: str) -> tuple[int, str, str]:  # type: ignore[type-arg]
    found = next(i for i in result_items if i.key == key)
    return found.points, render(found.note, "zh"), found.source


def test_two_zuizi_name_the_two() -> None:
    result = run("44466699m77z7z+peng222m", winner=3, dealer=4, discarder=4)
    assert item(result.items, "jiao") == (50, "对对胡、混一色", "000 五.1")


def test_sihuo_names_its_tile() -> None:
    result = run("11113567m99m345p2m", discarder=4, dealer=2)
    assert item(result.items, "sihuo") == (5, "1m", "000 四")
    drawn = run("11113567m99m345p2m", dealer=2)
    assert item(drawn.items, "sihuo") == (10, "1m；5 × 2 自摸翻倍", "000 四")
    two = run("1111222235578m9m", discarder=3, rules="wuhu-fan")
    # 清一色 makes it 交; both 四核 are over, each named in the 交's extra row
    assert [i.key for i in two.items] == ["jiao", "jiao_extra"]


@pytest.mark.parametrize("order", [("m", "p", "s"), ("s", "m", "p")])
def test_sihuo_tile_is_each_hand_s_own(order: tuple[str, str, str]) -> None:
    # The same facts with 四活 in another suit: one price, each row naming its own tile.
    hands = {"m": "11113567m99p345p2m", "p": "11113567p99m345m2p", "s": "11113567s99m345m2s"}
    for suit in order:
        result = run(hands[suit], discarder=4, dealer=2)
        assert item(result.items, "sihuo") == (5, f"1{suit}", "000 四")
        assert item(result.items, "zhi")[0] == 6


def test_shuang_sihuo_names_its_tiles() -> None:
    result = run("1111222235578m9m", discarder=3, rules="samples/house-rules/card-room-525.yaml")
    notes = [render(i.note, "zh") for i in result.items if i.key == "jiao"]
    assert notes == ["交叠加：第 1 个交", "四活 1m、四活 2m；交叠加：第 2 个交"]


def test_gangkai_says_why_it_is_not_doubled() -> None:
    result = run("123456p99p34s5s+gang7777p", kong_draw=True, winner=3)
    assert item(result.items, "gangkai") == (
        5,
        "自摸不翻倍（另一读法翻倍 5 × 2：switches.gangkai_doubled）",
        "000 五.3 嘴子自摸翻倍，除杠后开花",
    )


def test_chizhou_rob_kong_has_a_note_and_a_source() -> None:
    result = run("123m456p789s55s34m5m+hua1f2f", rules="chizhou", discarder=3, rob_kong=True)
    (payment,) = result.payments
    rob = next(i for i in payment.items if i.key == "rob_kong")
    assert (render(rob.label, "zh"), rob.points, render(rob.note, "zh"), rob.source) == (
        "抢杠 × 3",
        2,
        "被抢杠的一家付 1 × 3 = 3",
        "002 打法 16",
    )


@pytest.mark.parametrize(
    ("args", "row"),
    [
        (
            ["123m456p789s55s34m5m+hua1f2f", "-r", "chizhou", "--from", "3", "--rob-kong"],
            {"key": "rob_kong", "label": "抢杠 × 3", "points": 2, "payer": 3},
        ),
        (
            ["11234678m23467p5p", "-r", "wuhu-fan", "--from", "3", "--rob-kong", "--dealer", "2"],
            {"key": "rob_kong", "label": "抢杠 × 3", "points": 16, "payer": 3},
        ),
        (
            [
                "12334567p55m234s8p",
                "-r",
                "samples/house-rules/sanjiafu-dealer-rate.yaml",
                "--from",
                "2",
                "--dealer",
                "4",
            ],
            {"key": "discarder_dealer_rate", "label": "放冲按庄家加底", "points": 2, "payer": 2},
        ),
    ],
)
def test_a_row_only_one_payment_makes_is_among_the_items(
    args: list[str], row: dict[str, object]
) -> None:
    out = CliRunner().invoke(cli, ["score", *args, "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    (listed,) = [i for i in data["items"] if i["key"] == row["key"]]
    assert (listed["label"], listed["points"], listed["applies"]) == (
        row["label"],
        row["points"],
        "payer",
    )
    (payment,) = [p for p in data["payments"] if p["from"] == row["payer"]]
    assert row["key"] in [i["key"] for i in payment["items"]]
    others = [p for p in data["payments"] if p["from"] != row["payer"]]
    assert all(row["key"] not in [i["key"] for i in p["items"]] for p in others)


def test_wuhu_fan_rob_kong_cites_001() -> None:
    result = run("11234678m23467p5p", rules="wuhu-fan", discarder=3, rob_kong=True, dealer=2)
    (payment,) = result.payments
    rob = next(i for i in payment.items if i.key == "rob_kong")
    assert (rob.points, rob.source) == (16, "001 番数计算 6")


@pytest.mark.parametrize(
    ("text", "line"),
    [
        # the dealer A neither won nor paid: no 庄家加底
        ("players: A B C D\nB C 2345667899m345p4m\n", "  支番 6 · 底番 2"),
        # the dealer A paid: 庄家加底 is listed
        ("players: A B C D\nB A 2345667899m345p4m\n", "  支番 6 · 底番 2 · 庄家加底 2"),
        # a self-draw: every payer paid, the dealer among them
        ("players: A B C D\nB 2345667899m345p4m\n", "  支番 11 · 底番 6 · 庄家加底 6"),
        # Chizhou: the 番 paid, not the 花 counted
        ("players: A B C D\nrules: chizhou\nB C 123m456p789s55s34m5m+hua123f\n", "  小胡 1"),
    ],
)
def test_a_session_line_lists_what_the_payers_paid(text: str, line: str) -> None:
    result = CliRunner().invoke(cli, ["session", "-"], input=text, env={"WUHU_MJ_LANG": "zh"})
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1] == line


SEAT = re.compile(r"(\d号（[^）]*）|\d号|seat \d \([^)]*\)|seat \d)( [+-]\d+)?")


@pytest.mark.parametrize("width", [40, 60, 80])
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize(
    "args",
    [
        ["11234678m23467p5p", "--dealer", "2", "--from", "3"],
        ["11234678m23467p5p", "--dealer", "3", "--from", "3", "--winner", "2"],
        ["123456p99p34s5s+gang7777p", "--kong-draw", "--winner", "3"],
    ],
)
def test_the_net_line_never_splits_a_seat_from_its_amount(
    args: list[str], lang: str, width: int
) -> None:
    env = {"WUHU_MJ_LANG": lang, "COLUMNS": str(width)}
    out = CliRunner().invoke(cli, ["score", *args], env=env).stdout.splitlines()
    start = next(i for i, line in enumerate(out) if line.startswith(("净额", "Net")))
    block = [out[start]]
    for line in out[start + 1 :]:
        if not line.startswith(" "):
            break
        block.append(line)
    seats = [m for line in block for m in SEAT.finditer(line)]
    assert len(seats) == 4
    assert all(m.group(2) for m in seats), block  # each seat's amount on its own line
    situation = next(line for line in out if "·" in line)
    assert not re.search(r"(seat|胡家|庄|放冲)$", situation.rstrip()), out  # a seat split off


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("zh", "钻牌代替：钻 5p → 6s、钻 5p → 6s、钻 5p → 9s"),
        ("en", "Wilds stand for: wild 5p → 6s, wild 5p → 6s, wild 5p → 9s"),
    ],
)
def test_each_wild_s_stand_in_is_listed_apart(lang: str, line: str) -> None:
    args = ["score", "234m567m99s78s555p6s", "--wild", "5p", "--winner", "2", "--dealer", "1"]
    env = {"WUHU_MJ_LANG": lang, "COLUMNS": "60"}
    result = CliRunner().invoke(cli, [*args, "-r", "anqing"], env=env)
    assert line in result.stdout.splitlines()


@pytest.mark.parametrize(
    ("rules", "hand", "options", "key", "source"),
    [
        # 20 per 嘴子 beyond the 交 is the preset's (it cited 000 五.1, which prices none).
        (
            "samples/house-rules/card-room-525.yaml",
            "1111234555667m8m",
            {"dealer": 2},
            "jiao_extra",
            "samples/house-rules/card-room-525.yaml:23",
        ),
        # ... its self-drawn 交 +20 is the preset's, and the preset cites its source.
        (
            "samples/house-rules/card-room-525.yaml",
            "1111234555667m8m",
            {"dealer": 2},
            "jiao_self_draw",
            "525 服务器 getTotalFan（自摸交 +20）",
        ),
        # 全交 80 and 嘴子 10: the house file set them under 000's citations.
        (
            "samples/house-rules/zuizi10-jiao80.yaml",
            "1111234555667m8m",
            {"dealer": 2},
            "jiao",
            "samples/house-rules/zuizi10-jiao80.yaml:15",
        ),
        (
            "samples/house-rules/zuizi10-jiao80.yaml",
            "11113567m99m345p2m",
            {"dealer": 2},
            "sihuo",
            "samples/house-rules/zuizi10-jiao80.yaml:12",
        ),
        # 暗杠 6 and 抢杠 × 3 are the house rule's own lines.
        (
            "samples/house-rules/qianggang3.yaml",
            "11345678m23p4p+angang9999s",
            {"dealer": 2},
            "angang",
            "samples/house-rules/qianggang3.yaml:13",
        ),
        (
            "samples/house-rules/qianggang3.yaml",
            "11234678m23467p5p",
            {"dealer": 2, "discarder": 3, "rob_kong": True},
            "rob_kong",
            "samples/house-rules/qianggang3.yaml:11",
        ),
        # A built-in rule set cites its book where it set the number, as before.
        ("wuhu", "1111234555667m8m", {"dealer": 2}, "jiao", "000 四"),
        ("wuhu-fan", "11113567m99m345p2m", {"dealer": 2}, "zhi", "001 番数计算 2"),
        ("wuhu-fan", "11113567m99m345p2m", {"dealer": 2}, "sihuo", "001 番数计算 3"),
        ("wuhu-315", "11113567m99m345p2m", {"dealer": 2}, "di", "315 表"),
    ],
)
def test_every_row_cites_where_its_number_was_set(
    rules: str, hand: str, options: dict[str, object], key: str, source: str
) -> None:
    result = run(hand, rules=rules, **options)
    assert result.winning
    rows = [*result.items, *(i for p in result.payments for i in p.items)]
    assert {i.source for i in rows if i.key == key} == {source}


def test_an_anqing_house_price_cites_its_own_line(tmp_path: object) -> None:
    from pathlib import Path

    from wuhu_mj import score
    from wuhu_mj.service.options import situation_from

    house = Path(str(tmp_path)) / "paofeng10.yaml"
    house.write_text("extends: anqing\npoints:\n  paofeng: {points: 10}\n", encoding="utf-8")
    wild = situation_from({"wild": "1z"})
    result = score("123m123s456p789p2p2p", str(house), wild)
    assert item(result.items, "paofeng")[0::2] == (10, f"{house}:3")
    assert item(result.items, "jibenhu")[0::2] == (3, "004 算分 1")
    classic = score("123m123s456p789p2p2p", "anqing-classic", wild)
    assert item(classic.items, "paofeng")[0::2] == (6, "003 2")  # cited where it re-cites
