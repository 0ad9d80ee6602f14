"""A 十三烂 never scores 跑风 (docs/rules.md §3, "十三烂 has no 跑风"), whatever its waits, in
every Anqing rule set: 004 算分 4 defines 跑风 by 独吊, 胡边/卡 and 对对胡, and a 十三烂 has no
pair, run or triplet for the winning tile to complete; 铁烂 9 / 硬烂 6 / 软烂 3 are its price.

Seats: seat 1 wins, seat 2 deals (pays the dealer's extra), seats 3 and 4 pay the plain price.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.helpers import paid
from wuhu_mj import load_rules, parse_hand, score
from wuhu_mj.messages.message import render
from wuhu_mj.notation.tiles import code
from wuhu_mj.service.options import situation_from
from wuhu_mj.variants.anqing.facts import waits
from wuhu_mj.variants.anqing.wild import prepare, wild_setup


def _waits(hand: str, rules: str, wild: str) -> list[str]:
    """The natural kinds the 13 tiles before the winning tile wait on."""
    table = load_rules(rules).table
    sit = situation_from({"wild": wild})
    held = prepare(parse_hand(hand), table, sit)  # type: ignore[arg-type]
    return [code(t) for t in waits(held, wild_setup(table, sit))]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("rules", "hand", "wild", "wait", "items", "payers"),
    [
        # single wait, no wild: the 13 tiles wait on 中 alone (发 and 白 are bonus tiles).
        (
            "anqing",
            "147m258p369s1234z7z",
            "3m",
            ["7z"],
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "tielan": 9},
            {2: 21, 3: 18, 4: 18},
        ),
        # the hand: the wild 发 held as itself, single wait on 9s (was + 跑风 6).
        (
            "anqing",
            "147m258p36s1234z6z9s",
            "6z",
            ["9s"],
            {"jibenhu": 3, "menqing": 3, "yinglan": 6},
            {2: 15, 3: 12, 4: 12},
        ),
        # several waits, no wild: 25p takes 8p or 9p.
        (
            "anqing",
            "147m25p369s12347z8p",
            "3m",
            ["8p", "9p"],
            {"jibenhu": 3, "menqing": 3, "menqing_ying": 3, "tielan": 9},
            {2: 21, 3: 18, 4: 18},
        ),
        # several waits, a wild held as itself (9s beside 36s).
        (
            "anqing",
            "147m25p36s12347z9s8p",
            "9s",
            ["8p", "9p"],
            {"jibenhu": 3, "menqing": 3, "yinglan": 6},
            {2: 15, 3: 12, 4: 12},
        ),
        (
            "anqing",
            "147m258p3s1234z7z9s6s",
            "9s",
            ["6s", "7s", "8s"],
            {"jibenhu": 3, "menqing": 3, "yinglan": 6},
            {2: 15, 3: 12, 4: 12},
        ),
        # several waits, the wild standing for another tile (软烂).
        (
            "anqing",
            "147m258p36s1234z5m9s",
            "5m",
            ["9s", "7z"],
            {"jibenhu": 3, "menqing": 3, "ruanlan": 3},
            {2: 12, 3: 9, 4: 9},
        ),
        # 003's table: single wait, 十三烂 20 with no 跑风 (was + 跑风 6).
        (
            "anqing-classic",
            "147m258p369s1234z7z",
            "3m",
            ["7z"],
            {"jibenhu": 4, "menqing": 3, "tielan": 20},
            {2: 31, 3: 27, 4: 27},
        ),
        (
            "anqing-classic",
            "147m258p36s1234z6z9s",
            "6z",
            ["9s"],
            {"jibenhu": 4, "menqing": 3, "ruanlan": 20},
            {2: 31, 3: 27, 4: 27},
        ),
        (
            "anqing-classic",
            "147m25p369s12347z8p",
            "3m",
            ["8p", "9p"],
            {"jibenhu": 4, "menqing": 3, "tielan": 20},
            {2: 31, 3: 27, 4: 27},
        ),
    ],
)
def test_shisanlan_has_no_paofeng(
    rules: str,
    hand: str,
    wild: str,
    wait: list[str],
    items: dict[str, int],
    payers: dict[int, int],
) -> None:
    assert _waits(hand, rules, wild) == wait
    result = score(hand, rules, situation_from({"wild": wild, "dealer": 2}))
    assert result.winning, render(result.reason, "zh")
    assert result.details["shape"] == "thirteen_lan"
    assert {i.key: i.points for i in result.items if i.key != "dealer"} == items
    assert "paofeng" not in result.patterns and result.details["paofeng"] == ""
    assert paid(result) == payers


def test_shisanlan_has_no_paofeng_after_a_discarded_wild() -> None:
    # 十三烂 wins whatever the wilds did (004), and still takes no 跑风 for its one wait.
    result = score(
        "147m258p369s1234z7z", "anqing", situation_from({"wild": "3m", "wild-discarded": True})
    )
    assert result.winning and "paofeng" not in result.patterns
    assert paid(result) == {2: 21, 3: 21, 4: 21}  # seat 1 wins and deals: 18 + 3


def test_a_house_rule_repricing_paofeng_leaves_shisanlan_alone(tmp_path: Path) -> None:
    # The ruling is the detector's, not a price: a table's 跑风 10 changes a 独吊, not a 十三烂.
    rule = tmp_path / "paofeng10.yaml"
    rule.write_text("extends: anqing\npoints:\n  paofeng: {points: 10}\n", encoding="utf-8")
    lan = score("147m258p369s1234z7z", str(rule), situation_from({"wild": "3m", "dealer": 2}))
    assert "paofeng" not in lan.patterns and paid(lan) == {2: 21, 3: 18, 4: 18}
    pair = score("123m123s456p789p2p2p", str(rule), situation_from({"wild": "1z", "dealer": 2}))
    assert {i.key: i.points for i in pair.items}["paofeng"] == 10


def _random_wild_hand(rng: random.Random) -> tuple[str, str]:
    """A complete suited hand (four sets and a pair) with up to four tiles made the wild,
    as text with the winning tile last, and the wild's code."""
    while True:
        tiles = [rng.randrange(27)] * 2
        for _ in range(4):
            if rng.random() < 0.5:
                tiles += [rng.randrange(27)] * 3
            else:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                tiles += [start, start + 1, start + 2]
        wild = rng.randrange(27)
        for i in rng.sample(range(14), rng.randrange(5)):
            tiles[i] = wild
        if all(tiles.count(t) <= 4 for t in tiles):
            rng.shuffle(tiles)
            return "".join(code(t) for t in tiles), code(wild)


@pytest.mark.parametrize("seed", range(3))
def test_waits_tried_in_any_order_are_the_same(seed: int) -> None:
    """The 跑风 single-wait test tries some kinds first (facts.hand_paofeng): the waits
    found, and whether the winning tile is the only one, do not depend on the order."""
    rng = random.Random(seed)
    table = load_rules("anqing").table
    singles = 0
    for _ in range(150):
        text, wild = _random_wild_hand(rng)
        sit = situation_from({"wild": wild})
        held = prepare(parse_hand(text), table, sit)  # type: ignore[arg-type]
        setup = wild_setup(table, sit)  # type: ignore[arg-type]
        every = waits(held, setup)
        first = [held.winning, *rng.sample(range(27), 4)]
        assert sorted(waits(held, setup, 34, first)) == every, text
        single = waits(held, setup, 2, first) == [held.winning]
        assert single == (every == [held.winning]), text
        singles += single
    assert singles  # some hands wait on their winning tile alone
