"""A hand's readings and waits put together from per-suit parts, each looked up by one int key.

One pass over the closed tiles packs each block's counts (three suits, then the honors) into
an int, four bits per kind (suittable.py). Two caches keyed by those ints hold what a suit
contributes: its readings with the winning tile, each with the facts the Wuhu price reads
from them (runs, 四活, 通天, the texts of its groups), and, for its tiles before the winning
tile came, whether it is complete, whether it holds the pair and which tiles complete it.
The readings and waits come out the same, in the same order, as the generic path of
readings.py (tests/test_wuhu_fast.py compares the two).
"""

from collections.abc import Collection, Sequence
from functools import lru_cache
from itertools import product
from typing import Final

from .readings import (
    Group,
    GroupKind,
    Reading,
    SuitReading,
    _block_options,
    _block_state,
    _block_waits,
    group_text,
)
from .suittable import RUN, splits
from .suittable import completers as suit_completers
from .tiles import HONOR_BASE, PLAYABLE_KINDS, Tile


class Option:
    """One reading of one suit (or honor kind) with the facts a price needs from it. Cached
    and shared by every hand that holds the suit: never changed once made."""

    __slots__ = ("pair", "pair_text", "pairs", "runs", "set_texts", "sets", "sihuo", "tongtian")

    def __init__(
        self,
        pairs: int,  # 0 or 1
        pair: tuple[Group, ...],
        sets: tuple[Group, ...],  # by first tile, a triplet before a run on the same tile
        pair_text: tuple[str, ...],
        set_texts: tuple[str, ...],
        runs: tuple[Tile, ...],  # first tile of each concealed run
        sihuo: int,  # triplet kinds that a run of the same reading also uses (四活 tiles)
        tongtian: bool,  # runs 123, 456 and 789 of one suit
    ) -> None:
        self.pairs = pairs
        self.pair = pair
        self.sets = sets
        self.pair_text = pair_text
        self.set_texts = set_texts
        self.runs = runs
        self.sihuo = sihuo
        self.tongtian = tongtian


class WaitPart:
    """A suit (or honor kind) before the winning tile came; cached and never changed."""

    __slots__ = ("complete", "completers", "gains_pair", "has_pair")

    def __init__(
        self,
        complete: bool,
        has_pair: bool,
        gains_pair: bool,  # a tile that completes it completes its pair
        completers: tuple[Tile, ...],  # tiles that would complete it
    ) -> None:
        self.complete = complete
        self.has_pair = has_pair
        self.gains_pair = gains_pair
        self.completers = completers


Combo = tuple[Option, ...]  # one option per block, exactly one of them holding the pair

# Each block of a hand (the three suits, then the honors) packs its counts into one int, 4
# bits per kind (suittable.pack); a suit's number of tiles sits above them, at bit 36.
_KEY_MASK: Final = (1 << 36) - 1
BLOCK: Final = tuple(min(t // 9, 3) for t in range(PLAYABLE_KINDS))
NIBBLE: Final = tuple(
    4 * (t % 9) if t < HONOR_BASE else 4 * (t - HONOR_BASE) for t in range(PLAYABLE_KINDS)
)
_ONE: Final = tuple(1 << shift for shift in NIBBLE)
_ADD: Final = tuple(_ONE[t] | (1 << 36 if t < HONOR_BASE else 0) for t in range(PLAYABLE_KINDS))


def add_kinds(held: list[int], tiles: Sequence[Tile]) -> None:
    """Add `tiles` to per-block packed counts (as HandView.kinds holds them)."""
    for tile in tiles:
        held[BLOCK[tile]] += _ONE[tile]


_CACHE_LIMIT: Final = 1 << 17
_OPTIONS: Final[dict[int, tuple[Option, ...]]] = {}  # by suit key | suit index << 40
_WAITS: Final[dict[int, WaitPart]] = {}
_HONORS: Final[dict[int, tuple[list[tuple[Option, ...]], list[WaitPart]]]] = {}


class HandView:
    """The readings (as combinations of per-block options) and wait parts of a hand."""

    __slots__ = ("closed_totals", "combos", "kinds", "wait_parts")

    def __init__(self, closed: tuple[Tile, ...], winning: Tile) -> None:
        blocks = [0, 0, 0, 0]
        for tile in closed:
            blocks[BLOCK[tile]] += _ADD[tile]
        home = BLOCK[winning]
        per_block: list[tuple[Option, ...]] = []
        parts: list[WaitPart] = []
        for index in (0, 1, 2):
            key = blocks[index] & _KEY_MASK
            with_winning = key + _ONE[winning] if index == home else key
            if with_winning:
                options = _OPTIONS.get(with_winning | index << 40)
                if options is None:
                    options = _suit_options(index, with_winning)
                per_block.append(options)
            part = _WAITS.get(key | index << 40)
            if part is None:
                part = _wait_part(index, key, blocks[index] >> 36)
            parts.append(part)
        honors = blocks[3]
        if honors or home == 3:
            # The honors with the winning tile, and 28 bits up the honors before it.
            with_winning = honors + _ONE[winning] if home == 3 else honors
            found = _HONORS.get(with_winning | honors << 28)
            if found is None:
                found = _honor_parts(with_winning | honors << 28)
            per_block += found[0]
            parts += found[1]
        sizes = (blocks[0] >> 36, blocks[1] >> 36, blocks[2] >> 36)
        self.closed_totals = (*sizes, len(closed) - sizes[0] - sizes[1] - sizes[2])
        # The closed tiles' count per kind, by block (as add_kinds adds to them).
        self.kinds = [blocks[0] & _KEY_MASK, blocks[1] & _KEY_MASK, blocks[2] & _KEY_MASK, honors]
        self.wait_parts = parts
        # Most hands read one way per block: no product to walk (loops, not generators: this
        # runs for every hand).
        pairs = 0
        for options in per_block:
            if len(options) != 1:
                self.combos = [c for c in product(*per_block) if _pairs(c) == 1]
                return
            pairs += options[0].pairs
        self.combos = [tuple([options[0] for options in per_block])] if pairs == 1 else []


def _pairs(combo: Combo) -> int:
    return sum(o.pairs for o in combo)


def reading_of(combo: Combo, fixed: tuple[Group, ...]) -> Reading:
    """The Reading of a combination: the pair, each block's sets in block order, the melds."""
    groups = _with_pair(combo).pair
    for option in combo:
        groups += option.sets
    return Reading("standard", groups + fixed)


def texts_of(combo: Combo, meld_texts: Sequence[str]) -> list[str]:
    """describe_reading of reading_of(combo, …), from the texts kept with each option."""
    out = list(_with_pair(combo).pair_text)
    for option in combo:
        out += option.set_texts
    out += meld_texts
    return out


def _with_pair(combo: Combo) -> Option:
    for option in combo:
        if option.pairs:
            return option
    raise ValueError("a combination without its pair")


def waits(parts: Sequence[WaitPart], held: Sequence[int], kinds: Collection[Tile]) -> list[Tile]:
    """readings.waits_of_blocks over the wait parts: one block may be broken and the tile must
    complete it; otherwise any block may take the tile, as long as one pair results. `held`
    packs the copies of each kind the whole hand holds, by block (see add_kinds): a fifth
    copy is no wait."""
    broken = [p for p in parts if not p.complete]
    if len(broken) > 1:
        return []
    pairs = sum(p.has_pair for p in parts)
    found = []
    for part in broken or parts:
        if part.completers and pairs - part.has_pair + part.gains_pair == 1:
            found += [
                t for t in part.completers if t in kinds and held[BLOCK[t]] >> NIBBLE[t] & 15 < 4
            ]
    return sorted(found)


def _suit_options(index: int, key: int) -> tuple[Option, ...]:
    base = index * 9
    options = tuple(_option(base, split) for split in splits(key))
    if len(_OPTIONS) >= _CACHE_LIMIT:
        _OPTIONS.clear()
    _OPTIONS[key | index << 40] = options
    return options


def _option(base: Tile, split: SuitReading) -> Option:
    pair, ordered, runs, sihuo, tongtian = _local(split)
    pair_groups = () if pair is None else (_group("pair", base + pair),)
    sets = tuple(_group(kind, base + n) for kind, n in ordered)
    return Option(
        len(pair_groups),
        pair_groups,
        sets,
        tuple(_TEXTS[g] for g in pair_groups),
        tuple(_TEXTS[g] for g in sets),
        tuple(base + n for n in runs),
        sihuo,
        tongtian,
    )


_Local = tuple[int | None, tuple[tuple[GroupKind, int], ...], tuple[int, ...], int, bool]


@lru_cache(maxsize=1 << 15)
def _local(split: SuitReading) -> _Local:
    """What an Option holds, in one suit's own numbers (0-8), so each suit shares it: the
    pair, the sets by first number (a triplet before a run on the same number, as
    readings._block_options orders them), the runs, the 四活 count and 通天."""
    pair, codes = split
    sets: list[tuple[GroupKind, int]] = [
        ("triplet", c) if c < RUN else ("run", c - RUN) for c in codes
    ]
    ordered = sorted(sets, key=lambda s: s[1])
    runs = tuple(n for kind, n in ordered if kind == "run")
    triplets = {n for kind, n in ordered if kind == "triplet"}
    sihuo = sum(1 for t in triplets if any(r <= t <= r + 2 for r in runs))
    return pair, tuple(ordered), runs, sihuo, 0 in runs and 3 in runs and 6 in runs


# Concealed groups and their texts, made once per kind and tile and shared by every option.
_GROUPS: Final[dict[tuple[GroupKind, Tile], Group]] = {}
_TEXTS: Final[dict[Group, str]] = {}


def _group(kind: GroupKind, tile: Tile) -> Group:
    found = _GROUPS.get((kind, tile))
    if found is None:
        found = _GROUPS[kind, tile] = Group(kind, tile)
        _TEXTS[found] = group_text(kind, tile)
    return found


def _honor_option(pair: tuple[Group, ...], sets: tuple[Group, ...]) -> Option:
    """An honor kind's reading: a pair or a triplet, no runs."""
    pair_text = tuple(group_text(g.kind, g.tile) for g in pair)
    set_texts = tuple(group_text(g.kind, g.tile) for g in sets)
    return Option(len(pair), pair, sets, pair_text, set_texts, (), 0, False)


def _wait_part(index: int, key: int, total: int) -> WaitPart:
    base = index * 9
    complete = not key or bool(splits(key))
    gains = (total + 1) % 3
    completers: tuple[Tile, ...] = ()
    if gains != 1:  # one more tile cannot leave sets and a pair
        completers = tuple(base + n for n in suit_completers(key))
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
            per_block.append(tuple(_honor_option(pair, sets) for _, pair, sets in found))
        if held:
            complete, has_pair = _block_state((held,), False)
            gains = (held + 1) % 3
            completers = (kind,) if gains != 1 and _block_waits((held,), False, gains == 2) else ()
            parts.append(WaitPart(complete, has_pair, gains == 2, completers))
    if len(_HONORS) >= _CACHE_LIMIT:
        _HONORS.clear()
    _HONORS[honors] = (per_block, parts)
    return per_block, parts
