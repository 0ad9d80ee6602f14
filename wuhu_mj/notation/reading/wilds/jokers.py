"""Hands with wilds: the readings of one block (a suit, or the honors) for a number of jokers:
every way to read its natural tiles with the jokers standing in, each remainder read once."""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from .common import RUN, SuitOption
from .shapes import first_held, run_choices

_Rest = frozenset[SuitOption]  # readings of what is left of a block: (pair, sets, fills)


class _Reader:
    """The readings of one block for a number of jokers. What is left of the block after
    each choice (its counts, the jokers left, whether the pair is still free) is read once:
    many ways of placing jokers leave the same remainder."""

    def __init__(self, runs: bool, pure_at: tuple[int, ...]) -> None:
        self.runs = runs
        self.pure_at = pure_at
        self.seen: dict[tuple[tuple[int, ...], int, bool], _Rest] = {}

    def read(self, c: tuple[int, ...], jokers: int, pair_free: bool) -> _Rest:
        key = (c, jokers, pair_free)
        found = self.seen.get(key)
        if found is None:
            found = self.seen[key] = self._read(c, jokers, pair_free)
        return found

    def _read(self, c: tuple[int, ...], jokers: int, pair_free: bool) -> _Rest:
        """The lowest natural tile left starts a triplet, the pair or a run, jokers filling
        what it lacks; with no natural tile left, the jokers form groups of their own."""
        i = first_held(c)
        if i < 0:
            return self._pure(jokers, pair_free)
        out: set[SuitOption] = set()
        counts = list(c)
        for n in range(min(c[i], 3), 0, -1):
            need = 3 - n
            if need <= jokers:
                # a[i] = a[i] + n: compiled, `a[i] += n` is a generic call (docs/speed.md)
                counts[i] = counts[i] - n
                filled = (i,) * need
                for pair, sets, fills in self.read(tuple(counts), jokers - need, pair_free):
                    out.add((pair, _sorted(sets, i), _merged(fills, filled)))
                counts[i] = counts[i] + n
        if pair_free:
            for n in range(min(c[i], 2), 0, -1):
                need = 2 - n
                if need <= jokers:
                    counts[i] = counts[i] - n
                    filled = (i,) * need
                    for _, sets, fills in self.read(tuple(counts), jokers - need, False):
                        out.add((i, sets, _merged(fills, filled)))
                    counts[i] = counts[i] + n
        for start, extra in run_choices(counts, i, self.runs):
            if len(extra) > jokers:
                continue
            used = [p for p in range(start, start + 3) if p not in extra]
            for p in used:
                counts[p] = counts[p] - 1
            rest = self.read(tuple(counts), jokers - len(extra), pair_free)
            for p in used:
                counts[p] = counts[p] + 1
            for pair, sets, fills in rest:
                out.add((pair, _sorted(sets, RUN + start), _merged(fills, extra)))
        return frozenset(out)

    def _pure(self, jokers: int, pair_free: bool) -> _Rest:
        """Groups made of jokers alone. Where they sit changes nothing the price sees but the
        wild playing itself and 一龙, so they go only at `pure_at` (the wild's own kind, the
        least held kind) and runs only at 123, 456, 789."""
        if jokers == 0:
            return _NOTHING
        key = ((), jokers, pair_free)
        found = self.seen.get(key)
        if found is not None:
            return found
        out: set[SuitOption] = set()
        if jokers >= 3:
            for t in self.pure_at:
                for pair, sets, fills in self._pure(jokers - 3, pair_free):
                    out.add((pair, _sorted(sets, t), _merged(fills, (t, t, t))))
            if self.runs:
                for s in (0, 3, 6):
                    for pair, sets, fills in self._pure(jokers - 3, pair_free):
                        out.add((pair, _sorted(sets, RUN + s), _merged(fills, (s, s + 1, s + 2))))
        if jokers >= 2 and pair_free:
            for t in self.pure_at:
                for _, sets, fills in self._pure(jokers - 2, False):
                    out.add((t, sets, _merged(fills, (t, t))))
        found = self.seen[key] = frozenset(out)
        return found


_NOTHING: Final[_Rest] = frozenset({(None, (), ())})


def _sorted(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    """`items` (sorted) with `item` put in its place: found by a scan, which costs what
    sorted() does in pure Python and about half of it compiled (docs/speed.md)."""
    place = 0
    for held in items:
        if held > item:
            break
        place += 1
    return items[:place] + (item,) + items[place:]  # noqa: RUF005 (star form: slower)


def _merged(items: tuple[int, ...], more: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(items + more)) if more else items


@lru_cache(maxsize=16384)
def joker_readings(
    counts: tuple[int, ...], jokers: int, runs: bool, wild_local: int = -1
) -> tuple[SuitOption, ...]:
    """The readings of one block with exactly `jokers` jokers: (pair, sets, joker fills).
    Jokers joining natural tiles are tried every way; see `_pure` for the rest."""
    if (sum(counts) + jokers) % 3 == 1:
        return ()  # sets and at most one pair hold 3n or 3n + 2 tiles
    least = min(range(len(counts)), key=lambda i: counts[i])
    pure_at = tuple(dict.fromkeys(t for t in (wild_local, least) if t >= 0))
    found = _Reader(runs, pure_at).read(counts, jokers, True)
    return tuple(sorted(found, key=lambda r: (r[0] is None, r[0] or 0, r[1], r[2])))
