"""Every way one suit splits into sets and at most one pair: the one decomposition of a hand.

A suit's nine counts pack into one integer, four bits per number (`pack`), so a suit is a
single int key and adding a tile is one addition (`STEP`). `splits(key)` reads a suit once:
its lowest number starts a triplet, the pair or a run, and what is left is a smaller suit,
looked up (or read) the same way; every answer stays in the table under its key. Few distinct
suit patterns occur (21,743 of one suit split at all), so a batch soon only looks them up.
An honor kind is read as a suit whose only number is its own (no runs can form).
"""

from __future__ import annotations

from typing import Final

RUN: Final = 9  # suit-local set codes: 0-8 a triplet of number n+1, 9-15 a run from n-8
STEP: Final = tuple(1 << 4 * n for n in range(9))  # the key's increment for one tile of n+1
SuitReading = tuple[int | None, tuple[int, ...]]  # (pair number 0-8 or None, set codes)

_TABLE: Final[dict[int, tuple[SuitReading, ...]]] = {}
_TABLE_LIMIT: Final = 1 << 18


def pack(counts: tuple[int, ...] | list[int]) -> int:
    return sum(c << 4 * n for n, c in enumerate(counts))


def unpack(key: int) -> tuple[int, ...]:
    return tuple(key >> 4 * n & 15 for n in range(9))


def splits(key: int) -> tuple[SuitReading, ...]:
    """Every split of the packed suit into sets and at most one pair, ordered by the pair
    (no pair last), then by the sets; () when it does not split."""
    found = _TABLE.get(key)
    if found is None:
        if len(_TABLE) >= _TABLE_LIMIT:
            _TABLE.clear()  # only junk input meets this many patterns
        found = _TABLE[key] = _split(key)
    return found


def completers(key: int) -> tuple[int, ...]:
    """The numbers (0-8) whose tile makes the packed suit split (a fifth copy never does)."""
    return tuple(n for n in range(9) if key >> 4 * n & 15 < 4 and splits(key + STEP[n]))


def _split(key: int) -> tuple[SuitReading, ...]:
    """The lowest number held starts a triplet, the pair or a run; the rest of the suit is
    itself a suit in the table (so a new pattern costs a few look-ups)."""
    if not key:
        return ((None, ()),)
    counts = unpack(key)
    if sum(counts) % 3 == 1:  # sets and at most one pair: 3n or 3n + 2 tiles
        return ()
    i = next(n for n, c in enumerate(counts) if c)
    found: set[SuitReading] = set()
    if counts[i] >= 3:
        found.update((pair, (i, *sets)) for pair, sets in splits(key - 3 * STEP[i]))
    if counts[i] >= 2:
        found.update((i, sets) for pair, sets in splits(key - 2 * STEP[i]) if pair is None)
    if i < 7 and counts[i + 1] and counts[i + 2]:
        rest = splits(key - STEP[i] - STEP[i + 1] - STEP[i + 2])
        found.update((pair, tuple(sorted((RUN + i, *sets)))) for pair, sets in rest)
    return tuple(sorted(found, key=lambda r: (r[0] is None, r[0] or 0, r[1])))
