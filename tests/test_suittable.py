"""The table of complete suit patterns against the search it replaces (readings.suit_readings)."""

from __future__ import annotations

import random

import pytest

from wuhu_mj import suittable
from wuhu_mj.readings import suit_readings


def test_table_lists_every_complete_pattern_with_the_searched_splits() -> None:
    table = suittable.table()
    assert len(table) == 21743  # the count of complete one-suit patterns, 4 copies at most
    for key, splits in table.items():
        assert suit_readings(suittable.unpack(key), True) == splits


def test_patterns_missing_from_the_table_have_no_split() -> None:
    table = suittable.table()
    rng = random.Random(7)
    for _ in range(20000):
        counts = [0] * 9
        for _ in range(rng.randint(1, 14)):
            n = rng.randrange(9)
            if counts[n] < 4:
                counts[n] += 1
        key = suittable.pack(counts)
        assert (key in table) == bool(suit_readings(tuple(counts), True)), counts


def test_pack_and_unpack_round_trip() -> None:
    for counts in [(0,) * 9, (4,) * 9, (1, 1, 1, 2, 0, 0, 3, 4, 2)]:
        assert suittable.unpack(suittable.pack(counts)) == counts
        assert suittable.pack(counts) + suittable.STEP[3] == suittable.pack(
            (*counts[:3], counts[3] + 1, *counts[4:])
        )


def test_splits_searches_until_enough_suits_were_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(suittable, "_table", None)
    monkeypatch.setattr(suittable, "_searched", set())
    key = suittable.pack((1, 1, 1, 0, 0, 0, 0, 0, 2))
    assert suittable.splits(key) == suit_readings(suittable.unpack(key), True)
    assert suittable._table is None
    for n in range(suittable.BUILD_AFTER):
        suittable.splits(suittable.pack((n % 5, n // 5 % 5, n // 25, 0, 0, 0, 0, 0, 0)))
    assert suittable._table is not None
    assert suittable.splits(key) == ((8, (9,)),)
