"""A hand's readings and waits, put together from per-suit splits (suitsplits.py).

One pass over the closed tiles packs each block's counts (three suits, then each honor kind)
into an int key. What a block contributes is looked up by that key: its readings with the
winning tile (`Option`: the pair and the sets) and, for its tiles before the winning tile
came, whether it is complete, holds the pair and which tiles complete it (`WaitPart`). A
reading of the hand is one option per block with exactly one pair. This is the only place a
hand is split into sets; every variant without wilds reads hands here.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import product
from typing import Final, TypeVar

from ..hand import Hand, Meld
from ..tiles import HONOR_BASE, PLAYABLE_KINDS, Tile
from .readings import Group, GroupKind, Reading, group_text, meld_group, runs_of, triplets_of
from .suitsplits import RUN, STEP, SuitReading, completers, splits

T = TypeVar("T")


class Option:
    """One reading of one block. Cached and shared by every hand that holds the block: never
    changed once made."""

    __slots__ = ("pair", "pairs", "runs", "sets", "triplets")

    def __init__(self, pair: tuple[Group, ...], sets: tuple[Group, ...]) -> None:
        self.pairs = len(pair)  # 0 or 1
        self.pair = pair
        self.sets = sets  # by first tile, a triplet before a run on the same tile
        # What the facts record of a reading reads, kept per block so that a reading's are
        # a few tuple concatenations (scoring/facts.Facts). Options of many
        # blocks hold the same runs or triplets: one tuple serves them all.
        self.runs = _shared(runs_of(sets))
        self.triplets = _shared(triplets_of(sets))


class WaitPart:
    """A block before the winning tile came. The tiles that would complete it are worked out
    when waits() asks (only the broken block's usually are)."""

    __slots__ = ("_completers", "base", "complete", "gains_pair", "has_pair", "key")

    def __init__(self, base: Tile, key: int, total: int, complete: bool) -> None:
        self.base = base
        self.key = key
        self.complete = complete
        self.has_pair = complete and total % 3 == 2
        self.gains_pair = total % 3 == 1  # a tile that completes it completes its pair
        # One more tile cannot leave sets and a pair when it makes 3n + 1: none completes it.
        self._completers: tuple[Tile, ...] | None = () if total % 3 == 0 else None

    @property
    def completers(self) -> tuple[Tile, ...]:
        """Tiles that would complete it."""
        found = self._completers
        if found is None:
            base, key = self.base, self.key
            numbers = completers(key) if base < HONOR_BASE else (0,) * bool(splits(key + 1))
            found = self._completers = tuple(base + n for n in numbers)
        return found


Combo = tuple[Option, ...]  # one option per block, exactly one of them holding the pair

# A suit packs 4 bits per number (suitsplits.pack); its number of tiles sits at bit 36. An honor
# kind is a block of its own: a one-number suit (no runs can form).
_KEY_MASK: Final = (1 << 36) - 1
BLOCK: Final = tuple(min(t // 9, 3) for t in range(PLAYABLE_KINDS))
NIBBLE: Final = tuple(4 * (t % 9) if t < HONOR_BASE else 0 for t in range(PLAYABLE_KINDS))
_ADD: Final = tuple(STEP[t % 9] | 1 << 36 for t in range(HONOR_BASE))


def add_kinds(held: list[int], tiles: Sequence[Tile]) -> None:
    """Add `tiles` to per-block packed counts (as HandView.kinds holds them)."""
    for tile in tiles:
        if tile < HONOR_BASE:
            # a[i] = a[i] + n: compiled, `a[i] += n` is a generic call (docs/speed.md)
            held[BLOCK[tile]] = held[BLOCK[tile]] + STEP[tile % 9]
        else:
            held[tile - HONOR_BASE + 3] = held[tile - HONOR_BASE + 3] + 1


# Kept only for blocks that split, so it holds at most one entry per suit pattern that splits
# (suitsplits.py) in each suit, and seven honor kinds: bounded by the game.
_OPTIONS: Final[dict[int, tuple[Option, ...]]] = {}  # by block key | first tile << 40


class HandView:
    """The readings (as combinations of per-block options) and wait parts of a hand."""

    __slots__ = ("combos", "kinds", "wait_parts")

    def __init__(self, closed: Sequence[Tile], winning: Tile) -> None:
        # Each suit's packed counts in a local: compiled, `+=` on a list's item is a generic
        # call, on an int variable an addition.
        man = pin = sou = 0
        honors = [0] * 7
        some_honor = winning >= HONOR_BASE
        for tile in closed:
            if tile < 9:
                man += _ADD[tile]
            elif tile < 18:
                pin += _ADD[tile]
            elif tile < HONOR_BASE:
                sou += _ADD[tile]
            else:
                honors[tile - HONOR_BASE] = honors[tile - HONOR_BASE] + 1
                some_honor = True
        suits = (man, pin, sou)
        per_block: list[tuple[Option, ...]] = []
        parts: list[WaitPart] = []
        home = winning // 9
        for index in (0, 1, 2):
            packed = suits[index]
            key = packed & _KEY_MASK
            base = 9 * index
            with_winning = key + STEP[winning - base] if index == home else key
            if with_winning:
                options = _OPTIONS.get(with_winning | base << 40)
                if options is None:
                    options = _options(base, with_winning)
                per_block.append(options)
                # A block the winning tile did not join is complete when it has a reading.
                complete = bool(options) if index != home else not key or bool(splits(key))
            else:
                complete = True
            total = packed >> 36
            if complete and total % 3 == 0:
                parts.append(_SETS_ONLY)
            else:
                parts.append(WaitPart(base, key, total, complete))
        if some_honor:
            for position, held in enumerate(honors):
                kind = HONOR_BASE + position
                with_winning = held + (winning == kind)
                if with_winning:
                    per_block.append(_options(kind, with_winning))
                if held:
                    parts.append(_wait_part(kind, held, held))
        # The closed tiles' count per kind: the three suits packed, then each honor kind.
        self.kinds = [*(s & _KEY_MASK for s in suits), *honors]
        self.wait_parts = parts
        # Most hands read one way per block: no product to walk.
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


def parts_of(
    combo: Combo,
) -> tuple[tuple[Group, ...], tuple[Group, ...], tuple[Tile, ...], tuple[Tile, ...]]:
    """The pair, the sets, the runs' first tiles and the triplets' tiles of a combination,
    blocks in order: reading_of(combo, ()) is Reading("standard", pair + sets)."""
    sets: tuple[Group, ...] = ()
    runs: tuple[Tile, ...] = ()
    triplets: tuple[Tile, ...] = ()
    pair: tuple[Group, ...] = ()
    for option in combo:
        if option.pairs:
            pair = option.pair
        sets += option.sets
        runs += option.runs
        triplets += option.triplets
    return pair, sets, runs, triplets


def texts_of(combo: Combo, meld_texts: Sequence[str]) -> list[str]:
    """describe_reading of reading_of(combo, …), from the text kept with each group."""
    texts = _TEXTS
    out = [texts[g] for g in _with_pair(combo).pair]
    for option in combo:
        out += [texts[g] for g in option.sets]
    out += meld_texts
    return out


def _with_pair(combo: Combo) -> Option:
    for option in combo:
        if option.pairs:
            return option
    raise ValueError("a combination without its pair")


def held_copies(held: Sequence[int], tile: Tile) -> int:
    """Copies of `tile` in per-block counts as HandView.kinds holds them."""
    if tile < HONOR_BASE:
        return held[BLOCK[tile]] >> NIBBLE[tile] & 15
    return held[tile - HONOR_BASE + 3]


def waits(parts: Sequence[WaitPart], held: Sequence[int], kinds: Collection[Tile]) -> list[Tile]:
    """Tiles among `kinds` that complete the hand: one block may be broken and the tile must
    complete it; otherwise any block may take the tile, as long as one pair results. `held`
    counts the copies of each kind the whole hand holds (see add_kinds): a fifth copy is no
    wait."""
    broken = [p for p in parts if not p.complete]
    if len(broken) > 1:
        return []
    pairs = 0
    for part in parts:
        pairs += part.has_pair
    found: list[Tile] = []
    for part in broken or parts:
        if pairs - part.has_pair + part.gains_pair == 1:
            for t in part.completers:
                if t in kinds and held_copies(held, t) < 4:
                    found.append(t)
    return sorted(found) if len(found) > 1 else found


def _options(base: Tile, key: int) -> tuple[Option, ...]:
    cache_key = key | base << 40
    found = _OPTIONS.get(cache_key)
    if found is None:
        honor = base >= HONOR_BASE
        found = tuple(_option(base, split, honor) for split in splits(key))
        if found:
            _OPTIONS[cache_key] = found
    return found


def _option(base: Tile, split: SuitReading, honor: bool) -> Option:
    pair, codes = split
    parts: list[tuple[GroupKind, int]] = [
        ("triplet", c) if c < RUN else ("run", c - RUN) for c in codes
    ]
    sets = sorted(parts, key=lambda s: s[1])
    pair_groups = () if pair is None else _shared((_group("pair", base + pair),))
    return Option(pair_groups, _shared(tuple([_group(kind, base + n) for kind, n in sets])))


def _wait_part(base: Tile, key: int, total: int) -> WaitPart:
    complete = not key or bool(splits(key))
    if complete and total % 3 == 0:
        return _SETS_ONLY  # no pair, and no tile completes it: nothing of its own
    return WaitPart(base, key, total, complete)


# A block of sets alone (or none): what every such block says before the winning tile came.
_SETS_ONLY: Final = WaitPart(0, 0, 0, True)


# Concealed groups and their texts, made once per kind and tile and shared by every option.
_GROUPS: Final[dict[tuple[GroupKind, Tile], Group]] = {}
_TEXTS: Final[dict[Group, str]] = {}
# Tuples many options hold alike (a pair, a block's sets, the tiles of its runs or triplets):
# one each. Bounded by the game: at most four sets of one suit (4,845 ways per suit), a pair.
_SHARED: Final[dict[tuple[object, ...], tuple[object, ...]]] = {}


def _shared(items: tuple[T, ...]) -> tuple[T, ...]:
    found = _SHARED.setdefault(items, items)
    return found  # type: ignore[return-value]  # equal to `items`, so of its type


def _group(kind: GroupKind, tile: Tile) -> Group:
    found = _GROUPS.get((kind, tile))
    if found is None:
        found = _GROUPS[kind, tile] = Group(kind, tile)
        _TEXTS[found] = group_text(kind, tile)
    return found


# ---- the hand as a whole ------------------------------------------------------------------


def hand_readings(hand: Hand) -> list[Reading]:
    """Every 4-sets-and-a-pair reading of the concealed tiles, the melds fixed after them."""
    fixed = tuple(meld_group(m) for m in hand.melds)
    return [reading_of(c, fixed) for c in HandView(hand.closed, hand.winning).combos]


def _view_of(counts: Sequence[int]) -> HandView | None:
    tiles = [t for t, n in enumerate(counts[:PLAYABLE_KINDS]) for _ in range(n)]
    return HandView(tiles[:-1], tiles[-1]) if tiles else None


def standard_readings(counts: Sequence[int], melds: Sequence[Meld] = ()) -> list[Reading]:
    """hand_readings of concealed `counts` (34 kinds)."""
    view = _view_of(counts)
    fixed = tuple(meld_group(m) for m in melds)
    return [reading_of(c, fixed) for c in view.combos] if view is not None else []


def is_standard_complete(counts: Sequence[int]) -> bool:
    """Whether concealed `counts` form sets plus exactly one pair."""
    view = _view_of(counts)
    return view is not None and bool(view.combos)


def standard_waits(
    closed_counts: Sequence[int], all_counts: Sequence[int], kinds: Collection[Tile]
) -> list[Tile]:
    """Kinds among `kinds` that complete the closed tiles, skipping kinds the whole hand
    (`all_counts`) already holds four times."""
    tiles = [t for t, n in enumerate(closed_counts[:PLAYABLE_KINDS]) for _ in range(n)]
    view = HandView(tiles, -1)
    held = [0] * 10
    add_kinds(held, [t for t, n in enumerate(all_counts[:PLAYABLE_KINDS]) for _ in range(n)])
    return waits(view.wait_parts, held, kinds)
