"""The Wuhu scorer reads its patterns straight from a reading's groups (variants/wuhu.py);
these tests check it against the registered detectors, which stay the reference."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wuhu_mj import Situation, load_rules, parse_hand
from wuhu_mj.patterns import REGISTRY, PatternInput
from wuhu_mj.readings import hand_readings
from wuhu_mj.variants import wuhu

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import random_hands


def test_fast_names_are_registered() -> None:
    assert set(REGISTRY) >= wuhu._FAST_NAMES


SITUATIONS = [
    Situation(),
    Situation(discarder=3),
    Situation(kong_draw=True),
    Situation(heavenly=True),
    Situation(winner=2, earthly=True, discarder=None),
]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_patterns_match_the_detectors(seed: int) -> None:
    rules = load_rules("wuhu").table
    names = sorted(wuhu._FAST_NAMES)
    wanted = (tuple(names), ())
    for generated in random_hands(300, seed):
        hand = wuhu.prepare(parse_hand(generated.notation()), rules, Situation())
        counts = tuple(hand.counts())
        waits = wuhu.legal_waits(hand, rules)
        for sit in SITUATIONS:
            if sit.kong_draw and not hand.kongs:
                continue
            for reading in hand_readings(hand):
                facts = wuhu.reading_facts(hand, rules, sit, reading, 8, waits, counts, wanted)
                yd = wuhu.yadang_point(reading, hand.winning, waits)
                data = PatternInput(hand, reading, sit, counts, {"yadang": yd})
                expected = {n: c for n in names if (c := REGISTRY[n](data))}
                assert dict(facts.zuizi) == expected, generated.notation()
                assert facts.yadang == yd


@pytest.mark.parametrize("seed", [4, 5])
def test_suit_views_match_the_generic_readings_and_waits(seed: int) -> None:
    """handview.py puts a hand together from per-suit parts; the generic path counts all
    34 kinds. Both give the same readings, reading texts and waits, in the same order."""
    from wuhu_mj.handview import HandView, add_kinds, reading_of, texts_of, waits
    from wuhu_mj.readings import (
        describe_reading,
        meld_group,
        standard_readings,
        standard_waits,
    )

    rules = load_rules("wuhu").table
    kinds = set(range(34))
    for generated in random_hands(300, seed):
        hand = wuhu.prepare(parse_hand(generated.notation()), rules, Situation())
        view = HandView(hand.closed, hand.winning)
        fixed = tuple(meld_group(m) for m in hand.melds)
        readings = [reading_of(combo, fixed) for combo in view.combos]
        assert readings == standard_readings(hand.concealed_counts(), hand.melds)
        meld_texts = describe_reading(readings[0])[len(readings[0].groups) - len(fixed) :]
        for combo, reading in zip(view.combos, readings, strict=True):
            assert texts_of(combo, meld_texts) == describe_reading(reading)
        closed = hand.concealed_counts(with_winning=False)
        everything = hand.counts()
        everything[hand.winning] -= 1
        expected = standard_waits(closed, everything, kinds)
        held = [0, 0, 0, 0]
        add_kinds(held, [*hand.closed, *(t for m in hand.melds for t in m.tiles)])
        assert waits(view.wait_parts, held, kinds) == expected


def test_unsorted_closed_tiles_take_the_generic_path() -> None:
    from wuhu_mj import score
    from wuhu_mj.hand import Hand

    parsed = parse_hand("11234678m23467p5p")
    shuffled = Hand(tuple(reversed(parsed.closed)), parsed.winning)
    sit = Situation(discarder=3)
    got, expected = score(shuffled, "wuhu", sit).to_json(), score(parsed, "wuhu", sit).to_json()
    del got["hand"], expected["hand"]  # the hand is written in the order given
    assert got == expected
