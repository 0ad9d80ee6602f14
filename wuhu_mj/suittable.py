"""Every way one suit splits into sets and at most one pair, keyed by the suit's packed counts.

A suit's nine counts pack into one integer, four bits per number (`pack`), so a hand's suit is
a single int key and adding a tile is one addition (`STEP`). Only 21,743 count patterns of one
suit split into sets and at most one pair; `table()` lists them all with their splits, built
by putting sets together rather than by taking hands apart (≈ 16 ms, once per process). A
single hand does not need it: `splits` searches (readings.suit_readings) until a process has
looked up `BUILD_AFTER` different suits, and then builds the table, so a batch gets lookups
without a search while one `score` command does not pay for the table.
"""

from __future__ import annotations

from typing import Final

from .readings import SuitReading, suit_readings

STEP: Final = tuple(1 << 4 * n for n in range(9))  # the key's increment for one tile of number n+1
RUN: Final = 9  # suit-local set codes as in readings.py: 0-8 triplets, 9-15 runs
BUILD_AFTER: Final = 64

_table: dict[int, tuple[SuitReading, ...]] | None = None
_searched: set[int] = set()


def pack(counts: tuple[int, ...] | list[int]) -> int:
    return sum(c << 4 * n for n, c in enumerate(counts))


def unpack(key: int) -> tuple[int, ...]:
    return tuple(key >> 4 * n & 15 for n in range(9))


def splits(key: int) -> tuple[SuitReading, ...]:
    """suit_readings of the packed counts: the splits into sets and at most one pair."""
    if _table is not None:
        return _table.get(key, ())
    _searched.add(key)
    if len(_searched) >= BUILD_AFTER:
        return table().get(key, ())
    return suit_readings(unpack(key), True)


def completers(key: int) -> tuple[int, ...]:
    """The numbers (0-8) whose tile makes the packed suit complete (a fifth copy never does)."""
    found = _table
    if found is not None:
        return tuple(n for n in range(9) if key >> 4 * n & 15 < 4 and key + STEP[n] in found)
    return tuple(n for n in range(9) if key >> 4 * n & 15 < 4 and splits(key + STEP[n]))


def table() -> dict[int, tuple[SuitReading, ...]]:
    """Every complete count pattern of one suit (4 copies at most) with its splits, ordered
    as suit_readings orders them (by the pair, no pair last, then by the sets)."""
    global _table
    if _table is None:
        found: dict[int, list[SuitReading]] = {}
        _add_sets(found, [0] * 9, 0, (), 0)
        _table = {
            key: tuple(sorted(readings, key=lambda r: (r[0] is None, r[0] or 0, r[1])))
            for key, readings in found.items()
        }
        _searched.clear()
    return _table


# Each set: its code and the numbers (0-8) it takes one copy of, a triplet three times.
_SETS = tuple((n, (n, n, n)) for n in range(9)) + tuple(
    (RUN + n, (n, n + 1, n + 2)) for n in range(7)
)


def _add_sets(
    found: dict[int, list[SuitReading]],
    counts: list[int],
    key: int,
    sets: tuple[int, ...],
    first: int,
) -> None:
    """Record `sets` with no pair and with each pair that fits, then add one more set (sets
    in code order from `first`, so each combination is made once)."""
    found.setdefault(key, []).append((None, sets))
    for n in range(9):
        if counts[n] <= 2:
            found.setdefault(key + 2 * STEP[n], []).append((n, sets))
    if len(sets) == 4:
        return
    for index in range(first, len(_SETS)):
        set_code, numbers = _SETS[index]
        for n in numbers:
            counts[n] += 1
        if all(counts[n] <= 4 for n in numbers):
            step = sum(STEP[n] for n in numbers)
            _add_sets(found, counts, key + step, (*sets, set_code), index)
        for n in numbers:
            counts[n] -= 1
