"""The per-suit table: every split of one suit into sets and at most one pair."""

from __future__ import annotations

import random

import pytest

from wuhu_mj.notation.reading import suitsplits as suittable
from wuhu_mj.notation.reading.suitsplits import RUN, pack, splits


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # 123: one run, no pair
        ((1, 1, 1, 0, 0, 0, 0, 0, 0), ((None, (RUN + 0,)),)),
        # 111222333: three triplets or three runs
        ((3, 3, 3, 0, 0, 0, 0, 0, 0), ((None, (0, 1, 2)), (None, (RUN, RUN, RUN)))),
        # 11123: 11 + 123 only
        ((3, 1, 1, 0, 0, 0, 0, 0, 0), ((0, (RUN,)),)),
        # 11123456: 11 + 123 + 456 only (111 leaves 23456)
        ((3, 1, 1, 1, 1, 1, 0, 0, 0), ((0, (RUN + 0, RUN + 3)),)),
        # 1112345: 7 tiles cannot be sets and one pair
        ((3, 1, 1, 1, 1, 0, 0, 0, 0), ()),
        # 99: the pair alone
        ((0, 0, 0, 0, 0, 0, 0, 0, 2), ((8, ()),)),
        # 12: no split
        ((1, 1, 0, 0, 0, 0, 0, 0, 0), ()),
        # 1111: four of a kind is no set (kongs are melds)
        ((4, 0, 0, 0, 0, 0, 0, 0, 0), ()),
    ],
)
def test_splits(counts: tuple[int, ...], expected: tuple[object, ...]) -> None:
    assert splits(pack(counts)) == expected


def test_every_split_puts_the_tiles_back_together() -> None:
    rng = random.Random(7)
    for _ in range(5000):
        counts = [0] * 9
        for _ in range(rng.choice([2, 3, 5, 6, 8, 9, 11, 12, 14])):
            n = rng.randrange(9)
            if counts[n] < 4:
                counts[n] += 1
        for pair, sets in splits(pack(counts)):
            rebuilt = [0] * 9
            if pair is not None:
                rebuilt[pair] += 2
            for code in sets:
                for n in (code,) * 3 if code < RUN else range(code - RUN, code - RUN + 3):
                    rebuilt[n] += 1
            assert rebuilt == counts


def test_completers_are_the_tiles_that_make_a_split() -> None:
    key = pack((1, 1, 0, 0, 0, 0, 0, 0, 2))  # 12 + 99: waits on 3
    assert suittable.completers(key) == (2,)
    key = pack((0, 0, 0, 1, 0, 1, 0, 0, 0))  # 46: waits on 5 (with a pair elsewhere)
    assert suittable.completers(key) == (4,)


def test_pack_and_unpack_round_trip() -> None:
    for counts in [(0,) * 9, (4,) * 9, (1, 1, 1, 2, 0, 0, 3, 4, 2)]:
        assert suittable.unpack(suittable.pack(counts)) == counts
        assert suittable.pack(counts) + suittable.STEP[3] == suittable.pack(
            (*counts[:3], counts[3] + 1, *counts[4:])
        )
