"""Every way to read the concealed tiles into sets and one pair (melds stay fixed).

Each suit is read on its own from its nine counts and the result is cached: few
distinct suit patterns occur, so a hand costs a handful of dictionary look-ups.
Honors only form pairs and triplets of one kind.
"""

from collections.abc import Callable, Collection, Sequence
from functools import lru_cache
from itertools import product
from typing import Final, Literal, NamedTuple

from .hand import Hand, Meld
from .tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, code, number_of

GroupKind = Literal["pair", "run", "triplet", "kong"]
Shape = Literal["standard", "seven_pairs", "thirteen_lan"]

# Suit-local set codes: 0-8 a triplet of number n+1, 9-15 a run starting at number n-8.
_RUN: Final = 9
SuitReading = tuple[int | None, tuple[int, ...]]  # (pair number index or None, set codes)
_SUIT_STARTS = (0, 9, 18)


class Group(NamedTuple):
    """One part of a reading: the pair, a concealed set, or a meld."""

    kind: GroupKind
    tile: Tile  # the lowest tile of the group
    meld: Meld | None = None  # None: formed by concealed tiles

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == "run":
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * {"pair": 2, "triplet": 3, "kong": 4}[self.kind]

    @property
    def concealed(self) -> bool:
        return self.meld is None or self.meld.kind == "angang"

    def contains(self, tile: Tile) -> bool:
        return tile in self.tiles


class Reading(NamedTuple):
    """One way to read a hand. `stand_ins` pairs each wild with the tile it plays."""

    shape: Shape
    groups: tuple[Group, ...]
    stand_ins: tuple[tuple[Tile, Tile], ...] = ()

    @property
    def pair(self) -> Group | None:
        pairs = [g for g in self.groups if g.kind == "pair"]
        return pairs[0] if self.shape == "standard" and pairs else None

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != "pair")


@lru_cache(maxsize=1 << 17)
def suit_readings(counts: tuple[int, ...], runs_allowed: bool = True) -> tuple[SuitReading, ...]:
    """Every split of one suit's counts into sets and at most one pair."""
    found: set[SuitReading] = set()

    def walk(c: list[int], pair: int | None, sets: list[int]) -> None:
        i = next((k for k, n in enumerate(c) if n), -1)
        if i < 0:
            found.add((pair, tuple(sorted(sets))))
            return
        if c[i] >= 3:
            c[i] -= 3
            walk(c, pair, [*sets, i])
            c[i] += 3
        if pair is None and c[i] >= 2:
            c[i] -= 2
            walk(c, i, sets)
            c[i] += 2
        if runs_allowed and i + 2 < len(c) and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            walk(c, pair, [*sets, _RUN + i])
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1

    walk(list(counts), None, [])
    return tuple(sorted(found, key=lambda r: (r[0] is None, r[0] or 0, r[1])))


def suit_groups(base: Tile, reading: SuitReading) -> list[Group]:
    pair, sets = reading
    groups = [] if pair is None else [Group("pair", base + pair)]
    for set_code in sets:
        if set_code >= _RUN:
            groups.append(Group("run", base + set_code - _RUN))
        else:
            groups.append(Group("triplet", base + set_code))
    return groups


def meld_group(meld: Meld) -> Group:
    if meld.kind == "chi":
        return Group("run", meld.first, meld)
    return Group("kong" if meld.is_kong else "triplet", meld.first, meld)


BlockOption = tuple[int, tuple[Group, ...], tuple[Group, ...]]  # (pairs, the pair, the sets)


@lru_cache(maxsize=1 << 17)
def _block_options(
    base: Tile, block: tuple[int, ...], runs_allowed: bool
) -> tuple[BlockOption, ...]:
    """A block's readings, cached so a hand only looks them up: the pair apart, the sets sorted
    by their first tile (stable, so a triplet stays before a run that starts on the same tile)."""
    out = []
    for r in suit_readings(block, runs_allowed):
        groups = suit_groups(base, r)
        pair = tuple(g for g in groups if g.kind == "pair")
        sets = tuple(sorted((g for g in groups if g.kind != "pair"), key=_group_tile))
        out.append((len(pair), pair, sets))
    return tuple(out)


def _group_tile(g: Group) -> Tile:
    return g.tile


def standard_readings(counts: Sequence[int], melds: Sequence[Meld] = ()) -> list[Reading]:
    """All 4-sets-and-a-pair readings of concealed `counts` (34 kinds) with `melds` fixed.

    Groups come pair first, then the sets by first tile (blocks are in tile order, so joining
    each block's sorted sets keeps that order), then the melds.
    """
    per_block: list[tuple[BlockOption, ...]] = []
    for base in _SUIT_STARTS:
        block = tuple(counts[base : base + 9])
        if block == _EMPTY_SUIT:
            continue
        options = _block_options(base, block, True)
        if not options:
            return []
        per_block.append(options)
    for i, held in enumerate(counts[HONOR_BASE:PLAYABLE_KINDS]):
        if held:
            options = _block_options(HONOR_BASE + i, (held,), False)
            if not options:
                return []
            per_block.append(options)
    return join_blocks(per_block, melds)


def join_blocks(
    per_block: Sequence[tuple[BlockOption, ...]], melds: Sequence[Meld]
) -> list[Reading]:
    """The readings made of one option per block (in block order) with exactly one pair."""
    fixed = tuple(meld_group(m) for m in melds) if melds else ()
    if all(len(options) == 1 for options in per_block):
        # The usual case, one reading per block: no product to walk.
        only = [options[0] for options in per_block]
        if sum(option[0] for option in only) != 1:
            return []
        pair = next(option[1] for option in only if option[0])
        sets = tuple(g for option in only for g in option[2])
        return [Reading("standard", pair + sets + fixed)]
    readings = []
    for combo in product(*per_block):
        if sum(option[0] for option in combo) != 1:
            continue
        pair = next(option[1] for option in combo if option[0])
        sets = tuple(g for option in combo for g in option[2])
        readings.append(Reading("standard", pair + sets + fixed))
    return readings


_EMPTY_SUIT = (0,) * 9


def hand_readings(hand: Hand) -> list[Reading]:
    return standard_readings(hand.concealed_counts(), hand.melds)


# Sizes of the per-suit caches: a batch meets many distinct suit patterns, and a miss costs
# a search, so keep plenty (each entry is a few small tuples).
_CACHE_SIZE: Final = 1 << 17


@lru_cache(maxsize=_CACHE_SIZE)
def _suit_complete(counts: tuple[int, ...], runs_allowed: bool, with_pair: bool) -> bool:
    """Whether one suit splits into sets (and one pair when `with_pair`); no search needed."""
    if not with_pair:
        return _sets_only(counts, runs_allowed)
    for i, held in enumerate(counts):
        if held >= 2:
            rest = list(counts)
            rest[i] -= 2
            if _sets_only(rest, runs_allowed):
                return True
    return False


def _sets_only(counts: Sequence[int], runs_allowed: bool) -> bool:
    """Sets only, read from the lowest tile up: its count modulo 3 must start that many runs
    (three equal runs hold the same tiles as three triplets, so nothing else need be tried)."""
    c = list(counts)
    last = len(c) - 1
    for i in range(len(c)):
        starts = c[i] % 3
        if not starts:
            continue
        if not runs_allowed or i + 2 > last or c[i + 1] < starts or c[i + 2] < starts:
            return False
        c[i + 1] -= starts
        c[i + 2] -= starts
    return True


def is_standard_complete(counts: Sequence[int]) -> bool:
    """True when concealed `counts` form sets plus exactly one pair (the fast check)."""
    pair_blocks = 0
    for base in _SUIT_STARTS:
        block = tuple(counts[base : base + 9])
        total = sum(block)
        if not total:
            continue
        rest = total % 3
        if rest == 1:
            return False
        if rest == 2:
            pair_blocks += 1
            if pair_blocks > 1:
                return False
        if not _suit_complete(block, True, rest == 2):
            return False
    for tile in range(HONOR_BASE, PLAYABLE_KINDS):
        held = counts[tile]
        if held == 2:
            pair_blocks += 1
        elif held and held != 3:
            return False
    return pair_blocks == 1


@lru_cache(maxsize=_CACHE_SIZE)
def _block_waits(counts: tuple[int, ...], runs_allowed: bool, with_pair: bool) -> tuple[int, ...]:
    """Positions in one suit (or honor kind) whose tile makes it complete."""
    found = []
    c = list(counts)
    for i, held in enumerate(c):
        if held >= 4:
            continue
        c[i] += 1
        if _suit_complete(tuple(c), runs_allowed, with_pair):
            found.append(i)
        c[i] -= 1
    return tuple(found)


@lru_cache(maxsize=_CACHE_SIZE)
def _block_state(block: tuple[int, ...], runs_allowed: bool) -> tuple[bool, bool]:
    """(complete as it stands, holds the pair) for one suit or honor kind."""
    total = sum(block)
    rest = total % 3
    ok = total == 0 or (rest != 1 and _suit_complete(block, runs_allowed, rest == 2))
    return ok, ok and rest == 2


def standard_waits(
    closed_counts: Sequence[int], all_counts: Sequence[int], kinds: Collection[Tile]
) -> list[Tile]:
    """Kinds among `kinds` that complete the closed tiles, skipping kinds already held 4 times.

    Suit by suit: a tile changes only its own suit, so every other suit must already be
    complete, and the suit it joins must become complete with the one pair still missing.
    """
    blocks = [
        (0, tuple(closed_counts[0:9]), True),
        (9, tuple(closed_counts[9:18]), True),
        (18, tuple(closed_counts[18:27]), True),
    ]
    for i, held in enumerate(closed_counts[HONOR_BASE:PLAYABLE_KINDS]):
        if held:
            blocks.append((HONOR_BASE + i, (held,), False))
    states = [_block_state(block, runs) for _base, block, runs in blocks]
    return waits_of_blocks(blocks, states, all_counts.__getitem__, kinds)


Block = tuple[Tile, tuple[int, ...], bool]  # (first tile, counts, runs allowed)


def waits_of_blocks(
    blocks: Sequence[Block],
    states: Sequence[tuple[bool, bool]],
    held: Callable[[Tile], int],
    kinds: Collection[Tile],
) -> list[Tile]:
    """standard_waits from the closed tiles' blocks (the three suits, then each honor kind
    held) and their states; `held(tile)` is how many of the tile the whole hand holds."""
    broken = [i for i, (ok, _) in enumerate(states) if not ok]
    if len(broken) > 1:
        return []
    pairs = sum(pair for _, pair in states)
    found = []
    for i in broken or range(len(blocks)):
        base, block, runs = blocks[i]
        rest = (sum(block) + 1) % 3
        if rest == 1 or pairs - states[i][1] + (rest == 2) != 1:
            continue
        for j in _block_waits(block, runs, rest == 2):
            tile = base + j
            if tile in kinds and held(tile) < 4:
                found.append(tile)
    return sorted(found)


def describe_reading(reading: Reading) -> list[str]:
    """Readable groups: ``11p`` pair, ``123m`` run, ``555s`` triplet, ``+peng555s``."""
    out = []
    for g in reading.groups:
        if g.meld is not None:
            out.append(describe_group(g))
            continue
        key = (g.kind, g.tile)
        text = _GROUP_TEXT.get(key)
        if text is None:
            text = _GROUP_TEXT[key] = group_text(g.kind, g.tile)
        out.append(text)
    return out


def group_text(kind: GroupKind, tile: Tile) -> str:
    return "".join(str(number_of(t)) for t in Group(kind, tile).tiles) + code(tile)[1]


# The text of each concealed group, by (kind, tile): cheaper to look up than hashing the
# group record itself. Filled as groups are met (building it whole costs start-up time).
_GROUP_TEXT: Final[dict[tuple[GroupKind, Tile], str]] = {}


@lru_cache(maxsize=4096)
def describe_group(g: Group) -> str:
    # Cached: a group is a frozen record and the same few hundred recur in every batch.
    text = "".join(str(number_of(t)) for t in g.tiles) + code(g.tile)[1]
    return f"+{g.meld.kind}{text}" if g.meld is not None else text
