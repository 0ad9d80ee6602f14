"""Waits (听牌) against hand-checked examples, the 13-tile notation, shanten, the CLI."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj import InputError, Situation
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import render
from wuhu_mj.notation.reading.handview import is_standard_complete, standard_waits
from wuhu_mj.notation.tiles import parse_code
from wuhu_mj.scoring.waits import discard_seat, find_waits, parse_waiting_hand, shanten

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")


def summary(hand: str, rules: str = "wuhu", **sit: Any) -> list[tuple[Any, ...]]:
    found = find_waits(hand, rules, Situation(**sit))
    return [
        (
            w.to_json()["tile"],
            w.unseen,
            w.to_json()["special"],
            None if w.self_draw is None else w.self_draw.total,
            None if w.discard is None else w.discard.total,
        )
        for w in found.waits
    ]


# Winner 1 is the dealer (the defaults); the discard is priced from seat 4, the seat before.
# Wuhu (rules/wuhu.yaml): payer = 支番 (halved on a discard, rounding up) + 底 + 嘴子 + dealer 底.
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # 11 + 23456789m + 123p: 1m, 4m, 7m, 11 支. 1m makes 123 456 789m: 通天 (5, ×2 self-drawn).
        #   1m self-draw: 11 + 6 + 10 + 6 = 33 × 3 = 99; discard: 6 + 2 + 5 + 2 = 15.
        #   4m / 7m self-draw: 11 + 6 + 6 = 23 × 3 = 69; discard: 6 + 2 + 2 = 10.
        ("1123456789m123p", [("1m", 2, [], 99, 15), ("4m", 3, [], 69, 10), ("7m", 3, [], 69, 10)]),
        # 46p waits on 5p alone: 压档, 压档点 5. Self-draw: 8 + 5 + 底 8 + 8 = 29 × 3 = 87;
        #   discard: (13 → 7) + 4 + 4 = 15.
        ("11234678m23446p", [("5p", 4, ["压档"], 87, 15)]),
        # 边张 12m → 3m alone: 压档点 3, and 123 456 789m is 通天. 9 支 (m).
        #   Self-draw: 9 + 3 + 底 8 + 10 + 8 = 38 × 3 = 114; discard: (12 → 6) + 4 + 5 + 4 = 19.
        ("12456789m11p234p", [("3m", 4, ["压档"], 114, 19)]),
        # 单吊 4p is the only wait but a pair wait is not 压档 (docs/rules.md §2). 通天 in m.
        #   Self-draw: 9 + 6 + 10 + 6 = 31 × 3 = 93; discard: 5 + 2 + 5 + 2 = 14.
        ("123456789m1114p", [("4p", 3, [], 93, 14)]),
    ],
)
def test_wuhu_waits(hand: str, expected: list[tuple[Any, ...]]) -> None:
    assert summary(hand) == expected


def test_best_first_and_discard_seat_from_option() -> None:
    found = find_waits("1123456789m123p", "wuhu", Situation(winner=2, dealer=1, discarder=1))
    # Seat 1 (the dealer) discards: 6 + 2 + 2 = 10 for 4m; self-draw 11 + 6 = 17 from seats
    # 3 and 4, 17 + 6 = 23 from the dealer: 57.
    four = next(w for w in found.waits if w.to_json()["tile"] == "4m")
    assert four.discard is not None and four.self_draw is not None
    assert (four.discard.discarder, four.discard.total, four.self_draw.total) == (1, 10, 57)
    assert found.waits[0].to_json()["tile"] == "1m"


@pytest.mark.parametrize(("winner", "seat"), [(1, 4), (2, 1), (3, 2), (4, 3)])
def test_default_discard_seat_is_the_one_before_the_winner(winner: int, seat: int) -> None:
    assert discard_seat(Situation(winner=winner)) == seat


def test_shape_ready_but_not_eight_zhi() -> None:
    # 1m completes the shape, but 万 reaches only 5 and 筒 6: 不够八支, so nothing wins.
    found = find_waits("123m1m456p234p789s", "wuhu", Situation())
    assert (found.ready, found.shanten, found.waits) == (False, 0, ())
    assert "没有一张能胡" in render(found.note, "zh")


def test_red_dragon_aliases_count_as_seen() -> None:
    # Wuhu reads 1z-4z as 7z: the single 1z waits on a 7z pair and one of the kind is seen.
    # 9 支 + 通天: self-draw 9 + 6 + 10 + 6 = 31 × 3 = 93; discard 5 + 2 + 5 + 2 = 14.
    assert summary("123456789m123p1z") == [("7z", 3, [], 93, 14)]


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("1134567899m147p", 2),  # 2 sets, pair 11, partial 99: 8 - 4 - 1 - 1
        ("147m258p369s1234z", 8),  # nothing fits with anything
        ("123m456p789s1122z", 0),  # ready: 3 sets, a pair and a pair as a partial set
        ("1357m2468p1357s9s", 4),  # six partial sets, only four count: 8 - 4
    ],
)
def test_shanten(hand: str, expected: int) -> None:
    counts = [0] * 34
    for tile in parse_waiting_hand(hand).closed:
        counts[tile] += 1
    assert shanten(counts) == expected


def test_shanten_counts_melds_as_sets() -> None:
    hand = parse_waiting_hand("1134m147p+peng555s+peng777s")
    counts = [0] * 34
    for tile in hand.closed:
        counts[tile] += 1
    assert shanten(counts, len(hand.melds)) == 2  # 2 melds, pair 11, partial 34: 8-4-1-1


def test_not_ready_reports_shanten() -> None:
    found = find_waits("1134567899m147p", "wuhu", Situation())
    assert (found.ready, found.shanten, found.note) == (False, 2, "")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1123456789m123p4p", "hand: 万 10, 筒 4, 条 0 = 14 tiles; a waiting hand has 13"),
        ("11111m23456789p12s", "hand: 5 copies of 1m (at 1–5); at most 4"),
        ("1234m+peng555p+gang9999s+peng111s", "hand: 13 tiles"),
    ],
)
def test_waiting_hand_notation(text: str, message: str) -> None:
    if message == "hand: 13 tiles":
        assert len(parse_waiting_hand(text).melds) == 3
        return
    with pytest.raises(InputError) as info:
        parse_waiting_hand(text)
    assert str(info.value) == message


def test_option_errors_are_not_swallowed() -> None:
    with pytest.raises(InputError, match="--wild"):
        find_waits("1123456789m123p", "wuhu", Situation(extra=(("wild", parse_code("5m")),)))


def test_chizhou_discard_needs_three_hua() -> None:
    # Two flowers: a self-draw may win (≥ 2 花), a discard may not (≥ 3). Value 1 (no 番).
    assert summary("123m456m789m11p23p+hua12f", "chizhou") == [
        ("4p", 4, [], 3, None),
        ("1p", 2, [], 3, None),
    ]


def test_anqing_is_self_draw_only() -> None:
    found = find_waits(
        "5m5m123p456s789s11z", "anqing", Situation(extra=(("wild", parse_code("5m")),))
    )
    assert found.ready
    assert all(w.discard is None and w.self_draw is not None for w in found.waits)


def test_cli_waits(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["waits", "--json", "11234678m23446p"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["ready"] is True
    assert data["waits"][0]["tile"] == "5p"
    assert data["waits"][0]["special"] == ["压档"]
    table = runner.invoke(cli, ["waits", "11234678m23446p"])
    assert "压档" in table.output and "87" in table.output
    assert runner.invoke(cli, ["waits", "1134567899m147p"]).exit_code == 1
    bad = runner.invoke(cli, ["waits", "1134567899m147p5p5p"])
    assert bad.exit_code == 2
    assert "a waiting hand has 13 (or 14 to choose a discard)" in bad.output


def test_standard_waits_matches_trying_every_tile() -> None:
    rng = random.Random(7)
    kinds = list(range(34))
    for _ in range(3000):
        pool = [t for t in rng.sample(kinds, rng.randint(4, 12)) for _ in range(4)]
        counts = [0] * 34
        for tile in rng.sample(pool, 13):
            counts[tile] += 1
        brute = []
        for tile in kinds:
            if counts[tile] < 4:
                counts[tile] += 1
                if is_standard_complete(counts):
                    brute.append(tile)
                counts[tile] -= 1
        assert standard_waits(counts, counts, kinds) == brute


def test_discard_choices_at_60_columns_mark_every_wait(runner: CliRunner) -> None:
    # Stacked blocks: each wait of a discard starts with "-", its first one too.
    env = {"COLUMNS": "60", "WUHU_MJ_LANG": "en"}
    result = runner.invoke(cli, ["waits", "11234678m23467p5p"], env=env)
    lines = result.output.splitlines()
    at = lines.index("• 🀚 2p")
    assert lines[at + 1 : at + 6] == [
        "  - Tile: 🀠 8p",
        "    Left: 4",
        "    Self-draw: 60",
        "    On a discard: 8 (whoever discards)",
        "  - Tile: 🀚 2p",
    ]
    # A discard with one wait is one block: its fields without "-".
    at = lines.index("• 🀍 7m")
    assert lines[at + 1 : at + 3] == ["  Tile: 🀍 7m", "  Left: 3"]


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        # The winner deals: any discarder pays 14 (it said "（4号付）").
        ([], "14（谁放冲谁付）"),
        # Seat 1 wins, seat 2 deals: seat 4 (the seat before) discards, a non-dealer: 10.
        (["--dealer", "2"], "10（闲家放冲）"),
        # Seat 4 deals and discards: 14.
        (["--dealer", "4"], "14（庄家放冲）"),
        # 三家付: 10 + 10 + 14 from the three.
        (["--dealer", "2", "-r", "samples/house-rules/sanjiafu.yaml"], "34（三家共付）"),
    ],
)
def test_the_discard_column_says_who_pays_for_every_seat(
    runner: CliRunner, args: list[str], shown: str
) -> None:
    env = {"COLUMNS": "100", "WUHU_MJ_LANG": "zh"}
    root = Path(__file__).resolve().parents[1]
    args = [str(root / a) if a.startswith("samples/") else a for a in args]
    result = runner.invoke(cli, ["waits", "1135789m234678p", *args], env=env)
    assert result.exit_code == 0, result.output
    assert shown in result.output
    assert "号付" not in result.output
