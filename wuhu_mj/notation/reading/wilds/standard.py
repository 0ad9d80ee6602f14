"""Hands with wilds: every 4-sets-and-a-pair reading, each block read for 0..k jokers and the
jokers shared between the blocks by a small dynamic programme."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import product
from typing import Final, NamedTuple

from ...hand import Meld
from ...records import record
from ...tiles import HONOR_BASE, PLAYABLE_KINDS, Tile
from ..readings import Group, Reading
from .common import RUN, WIND_COUNT, Features, SuitOption
from .jokers import SET_CODES, joker_readings, packed_readings, unpacked

# ---------------------------------------------------------------- standard readings


def _suit_signature(option: SuitOption) -> tuple[bool, bool, bool]:
    """What the price can depend on within a suit: the pair, all sets triplets
    (碰碰胡), and 123 456 789 as runs (一龙)."""
    pair, sets, _ = option
    return (
        pair is not None,
        all(s < RUN for s in sets),
        {RUN, RUN + 3, RUN + 6} <= set(sets),
    )


# `diao`, per block: where a wild must partner the winning tile in the pair for 吊钻 to be
# scored (docs/rules.md §3): NO_DIAO (the hand has no 吊钻, or the winning tile plays
# another block), ANY_KIND (the winning tile is itself a wild: the pair is two wilds), or the
# block-local kind the winning tile plays (the pair is that kind with a wild in it).
NO_DIAO: Final = -2
ANY_KIND: Final = -1


def diao_pair(pair: int | None, fills: Sequence[int], diao: int) -> bool:
    """Does a block's pair hold the winning tile's wild partner (吊钻)? `fills`: what the
    block's jokers play (block-local). Copies of one kind are interchangeable, so a wild
    playing the pair's kind anywhere in the block can be the pair's."""
    if pair is None or diao == NO_DIAO:
        return False
    if diao == ANY_KIND:
        return fills.count(pair) >= 2
    return pair == diao and pair in fills


def _cost(counts: Sequence[int], fills: Sequence[int], wild_local: int) -> tuple[int, int]:
    """Prefer readings whose wilds stand for themselves and that make no fifth copy."""
    over = 0
    for i, n in enumerate(counts):
        if n > 4 and i != wild_local:
            over += n - 4
    others = 0
    last = -1
    for f in fills:  # sorted: the copies a kind gains sit together
        if f == wild_local:
            continue
        others += 1
        if f != last:
            last = f
            n = counts[f]
            gained = n + fills.count(f) - 4
            if gained > 0:
                over += gained - (n - 4 if n > 4 else 0)
    return (over, others)


_SIGNATURES: Final = 16  # (pair, all triplets, 一龙, 吊钻) as the bits 1, 2, 4, 8 of an int


@lru_cache(maxsize=16384)
def suit_options(
    counts: tuple[int, ...], jokers: int, wild_local: int, diao: int = NO_DIAO
) -> tuple[tuple[SuitOption, tuple[int, int]], ...]:
    """One representative reading (and its cost) per signature for one suit block, and
    whether its pair is 吊钻 (`diao`, see diao_pair): of the readings of a signature, the
    cheapest, the first in joker_readings' order among equals; the signatures in the order
    their first readings come there.

    Read from the packed readings (jokers.py), a signature an int and its two readings (the
    first and the best so far) in lists by signature: only the representatives are unpacked.
    Among readings of one signature the sets, and the fills, are multisets of one size, and
    the first in joker_readings' order is the greater packed int (jokers.py)."""
    width, kinds, found = packed_readings(counts, jokers, True, wild_local)
    mask = (1 << width) - 1
    runs = (1 << (width * (SET_CODES - RUN))) - 1  # the run codes' fields, the lowest
    lows = (SET_CODES - 1 - RUN) * width, (SET_CODES - 4 - RUN) * width, 0  # 123 456 789
    # Cost, as over × 64 + others (_cost): every reading's fills are its `jokers` jokers,
    # so the others are those less the wild's own kind; only a kind whose tiles and jokers
    # pass four can make a copy too many.
    own = (kinds - 1 - wild_local) * width  # the wild's own fills
    crowded = [k for k in range(len(counts)) if k != wild_local and counts[k] + jokers > 4]
    seen = [False] * _SIGNATURES
    first = [(0, 0, 0)] * _SIGNATURES  # its first reading: pair, sets, fills
    best = [(0, 0, 0, 0)] * _SIGNATURES  # its best so far: cost, pair, sets, fills
    for pair, sets, fills in found:
        signature = 0
        if pair >= 0:
            signature = 1
            if diao != NO_DIAO:
                partners = (fills >> (width * (kinds - 1 - pair))) & mask
                if partners >= 2 if diao == ANY_KIND else pair == diao and partners > 0:
                    signature += 8
        if sets & runs == 0:
            signature += 2
        elif (sets >> lows[0]) & mask and (sets >> lows[1]) & mask and sets & mask:
            signature += 4
        cost = jokers - ((fills >> own) & mask) if wild_local >= 0 else jokers
        for k in crowded:
            extra = counts[k] + ((fills >> (width * (kinds - 1 - k))) & mask) - 4
            if extra > 0:
                cost += 64 * extra
        if not seen[signature]:
            seen[signature] = True
            first[signature] = (pair, sets, fills)
            best[signature] = (cost, pair, sets, fills)
            continue
        held_first = first[signature]
        if _before(pair, sets, fills, held_first[0], held_first[1], held_first[2]):
            first[signature] = (pair, sets, fills)
        held = best[signature]
        if cost < held[0] or (
            cost == held[0] and _before(pair, sets, fills, held[1], held[2], held[3])
        ):
            best[signature] = (cost, pair, sets, fills)
    places = []
    for signature in range(_SIGNATURES):
        if seen[signature]:
            pair, sets, fills = first[signature]
            places.append((not signature & 1, pair, -sets, -fills, signature))
    out = []
    for place in sorted(places):
        cost, pair, sets, fills = best[place[4]]
        option = (
            pair if pair >= 0 else None,
            unpacked(sets, SET_CODES, width),
            unpacked(fills, kinds, width),
        )
        out.append((option, (cost >> 6, cost & 63)))
    return tuple(out)


def _before(pair: int, sets: int, fills: int, pair2: int, sets2: int, fills2: int) -> bool:
    """Does a reading come before another of its signature in joker_readings' order?"""
    if pair != pair2:
        return pair < pair2
    if sets != sets2:
        return sets > sets2
    return fills > fills2


HonorOption = tuple[int | None, tuple[int, ...], tuple[int, ...]]  # honor offsets 0-6


@lru_cache(maxsize=16384)
def honor_options(
    counts: tuple[int, ...],
    jokers: int,
    wild_local: int,
    blocked: tuple[int, ...] = (),
    diao: int = NO_DIAO,
) -> tuple[tuple[HonorOption, tuple[int, int]], ...]:
    """Readings of the seven honor kinds sharing `jokers`, one per (pair, wind triplets, 吊钻
    pair). No joker plays a `blocked` honor (bonus dragons, and 中 when it plays the wild)."""
    best: dict[tuple[bool, int, bool], tuple[HonorOption, tuple[int, int]]] = {}

    def walk(
        k: int, left: int, pair: int | None, sets: tuple[int, ...], fills: tuple[int, ...]
    ) -> None:
        if k == len(counts):
            if left:
                return
            option = (pair, sets, fills)
            winds = sum(s < WIND_COUNT for s in sets)
            key = (pair is not None, winds, diao_pair(pair, fills, diao))
            cost = _cost(counts, fills, wild_local)
            if key not in best or cost < best[key][1]:
                best[key] = (option, cost)
            return
        for j in range(0 if k in blocked else left, -1, -1):
            if counts[k] == 0 and j == 0:
                walk(k + 1, left, pair, sets, fills)
                continue
            for p, s, f in joker_readings((counts[k],), j, False, 0):
                if p is not None and pair is not None:
                    continue
                walk(
                    k + 1,
                    left - j,
                    k if p is not None else pair,
                    sets + tuple(k for _ in s),
                    fills + tuple(k for _ in f),
                )

    walk(0, jokers, None, (), ())
    return tuple(best.values())


def _suit_groups(base: Tile, option: SuitOption) -> list[Group]:
    pair, sets, _ = option
    groups = [] if pair is None else [record(Group, ("pair", base + pair, None))]
    for s in sets:
        if s >= RUN:
            groups.append(record(Group, ("run", base + s - RUN, None)))
        else:
            groups.append(record(Group, ("triplet", base + s, None)))
    return groups


def _honor_groups(option: HonorOption) -> list[Group]:
    pair, sets, _ = option
    groups = [] if pair is None else [record(Group, ("pair", HONOR_BASE + pair, None))]
    return groups + [record(Group, ("triplet", HONOR_BASE + s, None)) for s in sets]


class _Part(NamedTuple):
    """One block's reading with the features the price depends on, ready to combine."""

    pair: bool
    all_triplets: bool
    wind_triplets: int
    suits: int  # bit mask of the suits used
    honors: bool
    yilong: bool
    cost: tuple[int, int]
    groups: tuple[Group, ...]
    played: tuple[Tile, ...]  # what the block's jokers play
    diao: bool = False  # its pair is the winning tile and a wild (吊钻)


@lru_cache(maxsize=16384)
def _suit_parts(
    block: tuple[int, ...], jokers: int, local: int, base: Tile, diao: int = NO_DIAO
) -> tuple[_Part, ...]:
    out = []
    for option, cost in suit_options(block, jokers, local, diao):
        pair, all_trip, yilong = _suit_signature(option)
        used = 1 << (base // 9) if any(block) or jokers else 0
        groups = tuple(_suit_groups(base, option))
        played = tuple(base + f for f in option[2])
        is_diao = diao_pair(option[0], option[2], diao)
        out.append(
            record(_Part, (pair, all_trip, 0, used, False, yilong, cost, groups, played, is_diao))
        )
    return tuple(out)


@lru_cache(maxsize=16384)
def _honor_parts(
    honors: tuple[int, ...], jokers: int, local: int, blocked: tuple[int, ...], diao: int
) -> tuple[_Part, ...]:
    out = []
    for option, cost in honor_options(honors, jokers, local, blocked, diao):
        groups = tuple(_honor_groups(option))
        winds = sum(s < WIND_COUNT for s in option[1])
        has_pair, played = option[0] is not None, tuple(HONOR_BASE + f for f in option[2])
        is_diao = diao_pair(option[0], option[2], diao)
        out.append(
            record(
                _Part,
                (has_pair, True, winds, 0, bool(groups), False, cost, groups, played, is_diao),
            )
        )
    return tuple(out)


@lru_cache(maxsize=4096)
def _standard_core(
    nat: tuple[int, ...],
    jokers: int,
    wild: Tile,
    blocked: tuple[int, ...],
    melds_trip: bool,
    features: Features,
    diao: int | None,
    by_split: bool = False,
) -> tuple[tuple[tuple[Group, ...], tuple[Tile, ...]], ...]:
    """(concealed groups, what the jokers play) per combination of scoring features, and
    per way of sharing the jokers among the suits and honors when `by_split`."""
    by_suit, by_yilong, by_wind = features
    blocks = [nat[b : b + 9] for b in (0, 9, 18)]
    honors = nat[HONOR_BASE:PLAYABLE_KINDS]
    wild_at = [wild - b if b <= wild < b + 9 else -1 for b in (0, 9, 18)]  # in each suit
    diaos = [_local_diao(diao, b, 9) for b in (0, 9, 18)]
    hlocal = wild - HONOR_BASE if wild >= HONOR_BASE else -1
    hdiao = _local_diao(diao, HONOR_BASE, PLAYABLE_KINDS - HONOR_BASE)
    # A block's tiles and jokers make sets, and the pair too in one block: a split that
    # leaves a block 3n + 1 tiles, or other than one block 3n + 2, reads no hand, so its
    # blocks are not read for it. A block is read for a number of jokers when a split
    # first needs it, the fewest jokers first: an empty table ends the split early.
    sizes = [0, 0, 0, 0]
    for t in range(PLAYABLE_KINDS):
        b = t // 9 if t < HONOR_BASE else 3
        sizes[b] = sizes[b] + nat[t]
    tables: list[list[tuple[_Part, ...] | None]] = [[None] * (jokers + 1) for _ in range(4)]
    best: dict[tuple[object, ...], tuple[tuple[int, int], tuple[_Part, ...]]] = {}
    for split in _splits(jokers, 4):
        pairs = 0
        fits = True
        for b in range(4):
            left = (sizes[b] + split[b]) % 3
            if left == 1:
                fits = False
            elif left == 2:
                pairs += 1
        if not fits or pairs != 1:
            continue
        empty = False
        for want in range(jokers + 1):
            for b in range(4):
                if split[b] != want or empty:
                    continue
                table = tables[b][want]
                if table is None:
                    if b < 3:
                        table = _suit_parts(blocks[b], want, wild_at[b], 9 * b, diaos[b])
                    else:
                        table = _honor_parts(honors, want, hlocal, blocked, hdiao)
                    tables[b][want] = table
                empty = not table
        if empty:
            continue
        per_block = [tables[b][split[b]] or () for b in range(4)]
        for combo in product(*per_block):
            if sum(part.pair for part in combo) != 1:
                continue
            key = (
                melds_trip and all(part.all_triplets for part in combo),
                sum(part.wind_triplets for part in combo) if by_wind else 0,
                combo[0].suits | combo[1].suits | combo[2].suits if by_suit else 0,
                by_suit and combo[3].honors,
                by_yilong and (combo[0].yilong or combo[1].yilong or combo[2].yilong),
                any(part.diao for part in combo),
                split if by_split else (),
            )
            cost = (sum(p.cost[0] for p in combo), sum(p.cost[1] for p in combo))
            if key not in best or cost < best[key][0]:
                best[key] = (cost, combo)
    out = []
    for _, combo in best.values():
        groups = sorted(
            (g for part in combo for g in part.groups), key=lambda g: (g.kind != "pair", g.tile)
        )
        played = tuple(sorted(t for part in combo for t in part.played))
        out.append((tuple(groups), played))
    return tuple(out)


def _local_diao(diao: int | None, base: Tile, size: int) -> int:
    """`diao` (a kind, ANY_KIND or None) as one block sees it (see diao_pair)."""
    if diao is None:
        return NO_DIAO
    if diao == ANY_KIND:
        return ANY_KIND
    return diao - base if base <= diao < base + size else NO_DIAO


def standard_readings(
    nat: Sequence[int],
    jokers: int,
    wild: Tile,
    melds: Sequence[tuple[Meld, Group]] = (),
    blocked: tuple[int, ...] = (),
    features: Features = (True, True, True),
    diao: int | None = None,
    by_split: bool = False,
) -> list[Reading]:
    """4-sets-and-a-pair readings of the natural counts with `jokers` wilds, one per
    combination of scoring features: 碰碰胡 always, and as `features` asks, the suits
    and honors used (打缺, 清一色 …), 一龙, wind triplets (风).

    `melds` pairs each meld with the group it plays (中 already mapped); `blocked` lists
    honor offsets (0-6) no joker may play. `diao`: the kind the winning tile plays (ANY_KIND
    when it is a wild) when the hand is 吊钻; readings whose pair is that tile and a wild are
    then kept apart from the others, as only they score 吊钻 (docs/rules.md §3). `by_split`:
    readings that put a different number of jokers in a suit (or the honors) are kept apart
    too, for prices that count a suit's tiles (九支)."""
    fixed = tuple(g for _, g in melds)
    melds_trip = all(g.kind != "run" for g in fixed)
    core = _standard_core(tuple(nat), jokers, wild, blocked, melds_trip, features, diao, by_split)
    return [
        Reading("standard", groups + fixed, tuple((wild, t) for t in played))
        for groups, played in core
    ]


@lru_cache(maxsize=64)
def _splits(total: int, parts: int) -> tuple[tuple[int, ...], ...]:
    """Every way to share `total` jokers among `parts` blocks."""
    if parts == 1:
        return ((total,),)
    return tuple((i, *rest) for i in range(total + 1) for rest in _splits(total - i, parts - 1))
