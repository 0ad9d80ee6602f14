"""A hand's readings and waits put together from per-suit parts, each looked up by one int key.

The sorted closed tiles are cut at the suit boundaries (bisect) and each suit's counts are
packed into an int (suittable.py). Two small caches hold what a suit contributes: its
readings with the winning tile, each with the facts the Wuhu price reads from them (runs,
四活, 通天, the texts of its groups), and, for its tiles before the winning tile came, whether
it is complete, whether it holds the pair and which tiles would complete it. The readings
and waits come out the same, in the same order, as the generic path of readings.py
(tests/test_wuhu_fast.py compares the two).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import product
from typing import NamedTuple

from .readings import (
    Group,
    Reading,
    _block_options,
    _block_state,
    _block_waits,
    group_text,
    suit_groups,
)
from .suittable import STEP, splits
from .tiles import HONOR_BASE, PLAYABLE_KINDS, Tile


class Option(NamedTuple):
    """One reading of one suit (or honor kind) with the facts a price needs from it."""

    pairs: int  # 0 or 1
    pair: tuple[Group, ...]
    sets: tuple[Group, ...]  # by first tile, a triplet before a run on the same tile
    pair_text: tuple[str, ...]
    set_texts: tuple[str, ...]
    runs: tuple[Tile, ...]  # first tile of each concealed run
    sihuo: int  # triplet kinds that a run of the same reading also uses (四活 tiles)
    tongtian: bool  # runs 123, 456 and 789 of one suit


class WaitPart(NamedTuple):
    """A suit (or honor kind) before the winning tile came."""

    complete: bool
    has_pair: bool
    gains_pair: bool  # a tile that completes it completes its pair
    completers: tuple[Tile, ...]  # tiles that would complete it


Combo = tuple[Option, ...]  # one option per block, exactly one of them holding the pair

# The whole closed hand packs into one int: per suit 40 bits (the suit's key, then 4 bits
# counting its tiles), then 4 bits per honor kind. Summing the tiles' values packs a hand.
_SUIT_BITS = 40
_KEY_MASK = (1 << 36) - 1
_HONOR_SHIFT = 3 * _SUIT_BITS
_PACK = tuple(
    (STEP[t % 9] | 1 << 36) << _SUIT_BITS * (t // 9)
    if t < HONOR_BASE
    else 1 << _HONOR_SHIFT + 4 * (t - HONOR_BASE)
    for t in range(PLAYABLE_KINDS)
)
_SIZE_FIELDS = sum(15 << 36 + _SUIT_BITS * index for index in range(3))
# Where each kind's count sits in a packed hand: `held` reads counts of kinds from it.
SHIFT = tuple(
    _SUIT_BITS * (t // 9) + 4 * (t % 9) if t < HONOR_BASE else _HONOR_SHIFT + 4 * (t - HONOR_BASE)
    for t in range(PLAYABLE_KINDS)
)
_KIND = tuple(1 << shift for shift in SHIFT)


def pack_kinds(tiles: Sequence[Tile]) -> int:
    """Counts of each kind among `tiles`, packed as HandView.kinds packs the closed tiles."""
    return sum(map(_KIND.__getitem__, tiles))


_CACHE_LIMIT = 1 << 17
_OPTIONS: dict[int, tuple[Option, ...]] = {}  # by suit key | suit index << 40
_WAITS: dict[int, WaitPart] = {}
_HONORS: dict[int, tuple[list[tuple[Option, ...]], list[WaitPart]]] = {}


class HandView:
    """The readings (as combinations of per-block options) and wait parts of a hand."""

    __slots__ = ("closed_totals", "combos", "kinds", "wait_parts")

    def __init__(self, closed: tuple[Tile, ...], winning: Tile) -> None:
        packed = sum(map(_PACK.__getitem__, closed))
        full = packed + _PACK[winning]
        per_block: list[tuple[Option, ...]] = []
        parts: list[WaitPart] = []
        sizes = []
        for index in (0, 1, 2):
            shift = _SUIT_BITS * index
            key = packed >> shift & _KEY_MASK
            sizes.append(packed >> shift + 36 & 15)
            with_winning = full >> shift & _KEY_MASK
            if with_winning:
                options = _OPTIONS.get(with_winning | index << 40)
                if options is None:
                    options = _suit_options(index, with_winning)
                per_block.append(options)
            part = _WAITS.get(key | index << 40)
            if part is None:
                part = _wait_part(index, key, sizes[index])
            parts.append(part)
        honors = full >> _HONOR_SHIFT
        if honors:
            honors |= packed >> _HONOR_SHIFT << 28  # the honors before the winning tile too
            found = _HONORS.get(honors)
            if found is None:
                found = _honor_parts(honors)
            per_block += found[0]
            parts += found[1]
        self.closed_totals = (sizes[0], sizes[1], sizes[2], len(closed) - sum(sizes))
        self.kinds = packed & ~_SIZE_FIELDS  # the closed tiles' count per kind, at SHIFT
        self.wait_parts = parts
        if all(len(options) == 1 for options in per_block):
            combo = tuple(options[0] for options in per_block)
            self.combos = [combo] if sum(o.pairs for o in combo) == 1 else []
        else:
            self.combos = [c for c in product(*per_block) if sum(o.pairs for o in c) == 1]


def reading_of(combo: Combo, fixed: tuple[Group, ...]) -> Reading:
    """The Reading of a combination: the pair, each block's sets in block order, the melds."""
    pair = next(o.pair for o in combo if o.pairs)
    if len(combo) == 1:
        return Reading("standard", pair + combo[0].sets + fixed)
    return Reading("standard", pair + tuple(g for o in combo for g in o.sets) + fixed)


def texts_of(combo: Combo, meld_texts: Sequence[str]) -> list[str]:
    """describe_reading of reading_of(combo, …), from the texts kept with each option."""
    out = list(next(o.pair_text for o in combo if o.pairs))
    for option in combo:
        out += option.set_texts
    out += meld_texts
    return out


def waits(parts: Sequence[WaitPart], held: int, kinds: Collection[Tile]) -> list[Tile]:
    """readings.waits_of_blocks over the wait parts: one block may be broken and the tile must
    complete it; otherwise any block may take the tile, as long as one pair results. `held`
    packs the copies of each kind the whole hand holds (see pack_kinds): a fifth is no wait."""
    broken = [p for p in parts if not p.complete]
    if len(broken) > 1:
        return []
    pairs = sum(p.has_pair for p in parts)
    found = []
    for part in broken or parts:
        if part.completers and pairs - part.has_pair + part.gains_pair == 1:
            found += [t for t in part.completers if t in kinds and held >> SHIFT[t] & 15 < 4]
    return sorted(found)


def _suit_options(index: int, key: int) -> tuple[Option, ...]:
    base = index * 9
    options = tuple(_option(base, split) for split in splits(key))
    if len(_OPTIONS) >= _CACHE_LIMIT:
        _OPTIONS.clear()
    _OPTIONS[key | index << 40] = options
    return options


def _option(base: Tile, split: tuple[int | None, tuple[int, ...]]) -> Option:
    groups = suit_groups(base, split)
    pair = tuple(g for g in groups if g.kind == "pair")
    sets = tuple(sorted((g for g in groups if g.kind != "pair"), key=lambda g: g.tile))
    return _with_facts(pair, sets)


def _with_facts(pair: tuple[Group, ...], sets: tuple[Group, ...]) -> Option:
    runs = tuple(g.tile for g in sets if g.kind == "run")
    triplets = {g.tile for g in sets if g.kind == "triplet"}
    sihuo = sum(1 for t in triplets if any(r <= t <= r + 2 for r in runs))
    tongtian = any(b in runs and b + 3 in runs and b + 6 in runs for b in (0, 9, 18))
    return Option(
        len(pair),
        pair,
        sets,
        tuple(group_text(g.kind, g.tile) for g in pair),
        tuple(group_text(g.kind, g.tile) for g in sets),
        runs,
        sihuo,
        tongtian,
    )


def _wait_part(index: int, key: int, total: int) -> WaitPart:
    base = index * 9
    complete = not key or bool(splits(key))
    gains = (total + 1) % 3
    completers: tuple[Tile, ...] = ()
    if gains != 1:  # one more tile cannot leave sets and a pair
        completers = tuple(
            base + n for n in range(9) if key >> 4 * n & 15 < 4 and splits(key + STEP[n])
        )
    part = WaitPart(complete, complete and total % 3 == 2, gains == 2, completers)
    if len(_WAITS) >= _CACHE_LIMIT:
        _WAITS.clear()
    _WAITS[key | index << 40] = part
    return part


def _honor_parts(honors: int) -> tuple[list[tuple[Option, ...]], list[WaitPart]]:
    """Each honor kind is its own block of pairs and triplets. `honors` holds 4 bits per kind:
    the counts with the winning tile, and 28 bits up the counts before it."""
    per_block: list[tuple[Option, ...]] = []
    parts: list[WaitPart] = []
    for position, kind in enumerate(range(HONOR_BASE, PLAYABLE_KINDS)):
        with_winning = honors >> 4 * position & 15
        held = honors >> 28 + 4 * position & 15
        if with_winning:
            found = _block_options(kind, (with_winning,), False)
            per_block.append(tuple(_with_facts(pair, sets) for _, pair, sets in found))
        if held:
            complete, has_pair = _block_state((held,), False)
            gains = (held + 1) % 3
            completers = (kind,) if gains != 1 and _block_waits((held,), False, gains == 2) else ()
            parts.append(WaitPart(complete, has_pair, gains == 2, completers))
    if len(_HONORS) >= _CACHE_LIMIT:
        _HONORS.clear()
    _HONORS[honors] = (per_block, parts)
    return per_block, parts
