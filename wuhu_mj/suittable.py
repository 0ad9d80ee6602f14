"""Every way one suit splits into sets and at most one pair: the one decomposition of a hand.

A suit's nine counts pack into one integer, four bits per number (`pack`), so a suit is a
single int key and adding a tile is one addition (`STEP`). `splits(key)` reads a suit once by
a depth-first search from its lowest tile and keeps the answer in the table under its key:
few distinct suit patterns occur (21,743 of one suit split at all), so a batch soon only
looks them up.
An honor kind is read as a suit whose only number is its own (no runs can form).
"""

from __future__ import annotations

from typing import Final

RUN: Final = 9  # suit-local set codes: 0-8 a triplet of number n+1, 9-15 a run from n-8
STEP: Final = tuple(1 << 4 * n for n in range(9))  # the key's increment for one tile of n+1
SuitReading = tuple[int | None, tuple[int, ...]]  # (pair number 0-8 or None, set codes)

_TABLE: Final[dict[int, tuple[SuitReading, ...]]] = {}


def pack(counts: tuple[int, ...] | list[int]) -> int:
    return sum(c << 4 * n for n, c in enumerate(counts))


def unpack(key: int) -> tuple[int, ...]:
    return tuple(key >> 4 * n & 15 for n in range(9))


def splits(key: int) -> tuple[SuitReading, ...]:
    """Every split of the packed suit into sets and at most one pair, ordered by the pair
    (no pair last), then by the sets; () when it does not split."""
    found = _TABLE.get(key)
    if found is None:
        found = _TABLE[key] = _search(list(unpack(key)))
    return found


def completers(key: int) -> tuple[int, ...]:
    """The numbers (0-8) whose tile makes the packed suit split (a fifth copy never does)."""
    return tuple(n for n in range(9) if key >> 4 * n & 15 < 4 and splits(key + STEP[n]))


def _search(counts: list[int]) -> tuple[SuitReading, ...]:
    found: set[SuitReading] = set()

    def walk(pair: int | None, sets: tuple[int, ...]) -> None:
        i = next((k for k, n in enumerate(counts) if n), -1)
        if i < 0:
            found.add((pair, tuple(sorted(sets))))
            return
        if counts[i] >= 3:
            counts[i] -= 3
            walk(pair, (*sets, i))
            counts[i] += 3
        if pair is None and counts[i] >= 2:
            counts[i] -= 2
            walk(i, sets)
            counts[i] += 2
        if i < 7 and counts[i + 1] and counts[i + 2]:
            for k in (i, i + 1, i + 2):
                counts[k] -= 1
            walk(pair, (*sets, RUN + i))
            for k in (i, i + 1, i + 2):
                counts[k] += 1

    if sum(counts) % 3 != 1:  # sets and at most one pair: 3n or 3n + 2 tiles
        walk(None, ())
    return tuple(sorted(found, key=lambda r: (r[0] is None, r[0] or 0, r[1])))
