"""Hands with wilds: the readings of one block (a suit, or the honors) for a number of jokers:
every way to read its natural tiles with the jokers standing in, each remainder read once.

While a block is read, a reading's sets and joker fills are held packed: an int with a field
of `width` bits per code (how many sets of each code, how many jokers play each kind), the
lowest code in the highest field. Adding a set or a fill is then an addition, with no tuple
made, and equal multisets pack alike. Of two multisets of the same size, the one whose
sorted tuple comes first packs to the greater int (it has more of the first code where they
differ), so readings can be ordered without unpacking them (standard.py's suit_options).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, NamedTuple

from .common import RUN, SuitOption
from .shapes import run_choices

_Packed = tuple[int, int, int]  # the pair's kind (-1: none), the sets and the fills, packed
_Rest = frozenset[_Packed]  # readings of what is left of a block
SET_CODES: Final = RUN + 7  # 0-8 a triplet, 9-15 a run (common.RUN)


class Packed(NamedTuple):
    """A block's readings, packed (see the module's docstring)."""

    width: int  # bits a field
    fill_kinds: int  # fields of the fills: the block's kinds (9 where jokers make runs)
    readings: _Rest


class _Reader:
    """The readings of one block for a number of jokers. What is left of the block after
    each choice (its counts, the jokers left, whether the pair is still free) is read once:
    many ways of placing jokers leave the same remainder."""

    def __init__(
        self, counts: tuple[int, ...], jokers: int, runs: bool, pure_at: tuple[int, ...]
    ) -> None:
        self.counts = list(counts)  # what is left: changed by each choice and put back after it
        self.runs = runs
        self.pure_at = pure_at
        # A field must hold the most of anything it counts: a kind's tiles, the jokers that
        # play a kind, the sets of one code (at most a third of the tiles and jokers).
        # (a loop: compiled, max() and sum() over a tuple are generic calls, docs/speed.md)
        most = 1 if jokers < 1 else jokers
        tiles = jokers
        for n in counts:
            tiles += n
            if n > most:
                most = n
        if tiles // 3 > most:
            most = tiles // 3
        self.width = most.bit_length()  # 3 bits for every block of a hand
        self.fill_kinds = max(len(counts), 9) if runs else len(counts)  # runs at 123 456 789
        self.seen: dict[int, _Rest] = {}  # by the remainder's state (see `read`)

    def set_at(self, code: int) -> int:
        return 1 << (self.width * (SET_CODES - 1 - code))

    def fill_at(self, kind: int) -> int:
        return 1 << (self.width * (self.fill_kinds - 1 - kind))

    def read(self, left: int, lowest: int, jokers: int, pair_free: bool) -> _Rest:
        """The readings of what is left: `left`, the counts left packed (kind k at
        width × k), keys the state with the jokers and the pair; no tile is left below
        `lowest`."""
        key = ((left << self.width | jokers) << 1) | pair_free
        found = self.seen.get(key)
        if found is None:
            found = self.seen[key] = self._read(left, lowest, jokers, pair_free)
        return found

    def _read(self, left: int, lowest: int, jokers: int, pair_free: bool) -> _Rest:
        """The lowest natural tile left starts a triplet, the pair or a run, jokers filling
        what it lacks; with no natural tile left, the jokers form groups of their own."""
        counts = self.counts
        i = lowest
        while i < len(counts) and counts[i] == 0:
            i += 1
        if i == len(counts):
            return self._pure(jokers, pair_free)
        width = self.width
        tile = 1 << (width * i)
        triplet, fill = self.set_at(i), self.fill_at(i)
        out: set[_Packed] = set()
        held = counts[i]
        for n in range(min(held, 3), 0, -1):
            need = 3 - n
            if need <= jokers:
                counts[i] = held - n
                rest = self.read(left - n * tile, i, jokers - need, pair_free)
                counts[i] = held
                for pair, sets, fills in rest:
                    out.add((pair, sets + triplet, fills + need * fill))
        if pair_free:
            for n in range(min(held, 2), 0, -1):
                need = 2 - n
                if need <= jokers:
                    counts[i] = held - n
                    rest = self.read(left - n * tile, i, jokers - need, False)
                    counts[i] = held
                    for _, sets, fills in rest:
                        out.add((i, sets, fills + need * fill))
        for start, extra in run_choices(counts, i, self.runs):
            if len(extra) > jokers:
                continue
            taken = 0
            filled = 0
            for p in range(start, start + 3):
                if p in extra:
                    filled += self.fill_at(p)
                else:
                    counts[p] = counts[p] - 1  # (not -=: docs/speed.md)
                    taken += 1 << (width * p)
            rest = self.read(left - taken, i, jokers - len(extra), pair_free)
            for p in range(start, start + 3):
                if p not in extra:
                    counts[p] = counts[p] + 1
            run = self.set_at(RUN + start)
            for pair, sets, fills in rest:
                out.add((pair, sets + run, fills + filled))
        return frozenset(out)

    def _pure(self, jokers: int, pair_free: bool) -> _Rest:
        """Groups made of jokers alone. Where they sit changes nothing the price sees but the
        wild playing itself and 一龙, so they go only at `pure_at` (the wild's own kind, the
        least held kind) and runs only at 123, 456, 789."""
        if jokers == 0:
            return _NOTHING
        key = -((jokers << 1) | pair_free) - 1  # no remainder with tiles has a negative key
        found = self.seen.get(key)
        if found is not None:
            return found
        out: set[_Packed] = set()
        if jokers >= 3:
            for t in self.pure_at:
                triplet, fill = self.set_at(t), self.fill_at(t)
                for pair, sets, fills in self._pure(jokers - 3, pair_free):
                    out.add((pair, sets + triplet, fills + 3 * fill))
            if self.runs:
                for s in (0, 3, 6):
                    run = self.set_at(RUN + s)
                    filled = self.fill_at(s) + self.fill_at(s + 1) + self.fill_at(s + 2)
                    for pair, sets, fills in self._pure(jokers - 3, pair_free):
                        out.add((pair, sets + run, fills + filled))
        if jokers >= 2 and pair_free:
            for t in self.pure_at:
                fill = self.fill_at(t)
                for _, sets, fills in self._pure(jokers - 2, False):
                    out.add((t, sets, fills + 2 * fill))
        found = self.seen[key] = frozenset(out)
        return found


_NOTHING: Final[_Rest] = frozenset({(-1, 0, 0)})


def packed_readings(
    counts: tuple[int, ...], jokers: int, runs: bool, wild_local: int = -1
) -> Packed:
    """The readings of one block with exactly `jokers` jokers, packed: (pair, sets, fills)
    each. Jokers joining natural tiles are tried every way; see `_Reader._pure` for the
    rest. Their fields are read with `field`."""
    least = 0  # the first of the least held kinds
    for kind in range(1, len(counts)):
        if counts[kind] < counts[least]:
            least = kind
    pure_at = tuple(dict.fromkeys(t for t in (wild_local, least) if t >= 0))
    reader = _Reader(counts, jokers, runs, pure_at)
    found: _Rest = frozenset()
    if (sum(counts) + jokers) % 3 != 1:  # sets and at most one pair hold 3n or 3n + 2 tiles
        left = 0
        for kind in range(len(counts)):
            left += counts[kind] << (reader.width * kind)
        found = reader.read(left, 0, jokers, True)
    return Packed(reader.width, reader.fill_kinds, found)


def field(packed: int, code: int, codes: int, width: int) -> int:
    """How many of `code` a packed multiset of `codes` fields holds."""
    return (packed >> (width * (codes - 1 - code))) & ((1 << width) - 1)


def unpacked(packed: int, codes: int, width: int) -> tuple[int, ...]:
    """A packed multiset as the sorted tuple of what it counts."""
    out: list[int] = []
    for code in range(codes):
        n = field(packed, code, codes, width)
        if n:
            out += [code] * n
    return tuple(out)


@lru_cache(maxsize=16384)
def joker_readings(
    counts: tuple[int, ...], jokers: int, runs: bool, wild_local: int = -1
) -> tuple[SuitOption, ...]:
    """The readings of one block with exactly `jokers` jokers: (pair, sets, joker fills),
    sorted."""
    width, kinds, found = packed_readings(counts, jokers, runs, wild_local)
    options = [
        (
            None if pair < 0 else pair,
            unpacked(sets, SET_CODES, width),
            unpacked(fills, kinds, width),
        )
        for pair, sets, fills in found
    ]
    return tuple(sorted(options, key=lambda r: (r[0] is None, r[0] or 0, r[1], r[2])))
