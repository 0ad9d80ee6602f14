"""Hands with wilds: whether a hand is complete (fast, no readings), and the 十三烂 and seven
pairs readings."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise, product
from typing import Final

from ...records import record
from ...tiles import HONOR_BASE, PLAYABLE_KINDS, Tile
from ..readings import Group, Reading

# ---------------------------------------------------------------- completeness (fast)


def run_choices(
    counts: Sequence[int], i: int, runs: bool
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Runs that use the natural tile at i, the lowest left: (start, joker positions).

    Positions below i hold no natural tile, so they are jokers; above i a natural tile
    may be used or left for another group (then a joker takes its place). The answer
    depends only on i, the block's size and whether i + 1 and i + 2 are held: one of at
    most 9 × 4 answers per block size, each worked out once."""
    if not runs:
        return ()
    size = len(counts)
    key = (i, size, i + 1 < size and counts[i + 1] > 0, i + 2 < size and counts[i + 2] > 0)
    found = _RUN_CHOICES.get(key)
    if found is None:
        found = _RUN_CHOICES[key] = _run_choices(counts, i, size)
    return found


def _run_choices(
    counts: Sequence[int], i: int, size: int
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    out = []
    for start in (i - 2, i - 1, i):
        if start < 0 or start + 2 >= size:
            continue
        below = tuple(p for p in range(start, i))
        above = [p for p in range(i + 1, start + 3)]
        options = [(False, True) if counts[p] else (True,) for p in above]
        for jokered in product(*options):
            fills = below + tuple(p for p, j in zip(above, jokered, strict=True) if j)
            out.append((start, fills))
    return tuple(out)


_RUN_CHOICES: Final[dict[tuple[int, int, bool, bool], tuple[tuple[int, tuple[int, ...]], ...]]] = {}


# A block's natural counts packed into one int, `_FIELD` bits a kind, the lowest kind in the
# lowest field (four bits hold up to 15 copies, more than any hand holds).
_FIELD: Final = 4
_FIELD_MASK: Final = (1 << _FIELD) - 1
# What a block can be read as, for a number of jokers, as one int: bit 2j + p is set when its
# natural tiles make sets (and one pair when p is 1) with exactly j jokers, every joker
# joining a natural tile. A mask of 2m bits divided by 3 keeps the bits without the pair.
# They are kept by (block, size, runs, most) in a dict of ints only, which the garbage
# collector does not walk, emptied when full.
_MEMO_SIZE: Final = 65536
_OPTIONS: Final[dict[int, int]] = {}


def _options(left: int, size: int, runs: bool, most: int) -> int:
    """The readings mask (above) of the packed counts `left` of a block of `size` kinds,
    runs allowed when `runs`, for at most `most` jokers. Each choice takes a group holding
    the lowest natural tile left; what is left after it is read once."""
    if not left:
        return 1  # nothing left: no jokers, no pair
    key = ((most << 1 | runs) << 4 | size) << (_FIELD * 9) | left
    found = _OPTIONS.get(key)
    if found is not None:
        return found
    i = 0
    while not (left >> (_FIELD * i)) & _FIELD_MASK:
        i += 1
    at = 1 << (_FIELD * i)
    held = (left >> (_FIELD * i)) & _FIELD_MASK
    fits = (1 << (2 * (most + 1))) - 1
    no_pair = fits // 3
    found = 0
    for n in range(1, min(held, 3) + 1):  # a triplet of n natural tiles and 3 - n jokers
        found |= _options(left - n * at, size, runs, most) << (2 * (3 - n))
    for n in range(1, min(held, 2) + 1):  # the pair, 2 - n of it jokers
        found |= (_options(left - n * at, size, runs, most) & no_pair) << (2 * (2 - n) + 1)
    if runs:
        for start in range(max(i - 2, 0), i + 1):
            if start + 2 >= size:
                break
            # jokers play the kinds below i (none is held there); above i a held tile is
            # used, or left for another group with a joker in its place
            ways = [(left - at, i - start)]
            for kind in range(i + 1, start + 3):
                step = 1 << (_FIELD * kind)
                if (left >> (_FIELD * kind)) & _FIELD_MASK:
                    ways = [w for r, j in ways for w in ((r - step, j), (r, j + 1))]
                else:
                    ways = [(r, j + 1) for r, j in ways]
            for rest, jokers in ways:
                found |= _options(rest, size, runs, most) << (2 * jokers)
    found &= fits
    if len(_OPTIONS) >= _MEMO_SIZE:
        _OPTIONS.clear()
    _OPTIONS[key] = found
    return found


def _packed_blocks(nat: Sequence[int]) -> list[tuple[int, int, bool]]:
    """The held blocks of a hand's natural counts: (packed counts, kinds, runs allowed)."""
    blocks: list[tuple[int, int, bool]] = []
    for base in (0, 9, 18):
        left = 0
        for k in range(9):
            left |= nat[base + k] << (_FIELD * k)
        if left:
            blocks.append((left, 9, True))
    for t in range(HONOR_BASE, PLAYABLE_KINDS):
        if nat[t]:
            blocks.append((nat[t], 1, False))
    return blocks


def standard_complete(nat: Sequence[int], jokers: int, want_pair: bool = True) -> bool:
    """Do the natural counts and `jokers` wilds form sets plus one pair (or sets only)?
    Jokers left over form whole groups of their own (three a set, two the pair)."""
    states = 1  # what the blocks so far can be, as a readings mask (above)
    fits = (1 << (2 * (jokers + 1))) - 1
    no_pair = fits // 3
    for left, size, runs in _packed_blocks(nat):
        options = _options(left, size, runs, jokers)
        merged = 0
        rest = states
        used = 0
        while rest:
            if rest & 1:  # no pair yet
                merged |= options << (2 * used)
            if rest & 2:  # the pair already made: the block must not make another
                merged |= (options & no_pair) << (2 * used + 1)
            rest >>= 2
            used += 1
        states = merged & fits
        if not states:
            return False
    for used in range(jokers + 1):
        rest = jokers - used
        if want_pair:
            if states >> (2 * used + 1) & 1 and rest % 3 == 0:
                return True
            if states >> (2 * used) & 1 and rest >= 2 and (rest - 2) % 3 == 0:
                return True
        elif states >> (2 * used) & 1 and rest % 3 == 0:
            return True
    return False


def pairs_complete(nat: Sequence[int], jokers: int, pairs: int = 7) -> bool:
    """Seven pairs (four alike are two pairs); each odd count takes one joker, the
    jokers left pair each other."""
    if sum(nat) + jokers != 2 * pairs:
        return False
    odd = sum(1 for n in nat if n & 1)
    return odd <= jokers and (jokers - odd) % 2 == 0


# ---------------------------------------------------------------- 十三烂


def _valid_numbers(mask: int) -> bool:
    numbers = [n for n in range(9) if mask >> n & 1]
    return all(b - a >= 3 for a, b in pairwise(numbers))


_LAN_MASKS: Final = tuple(m for m in range(512) if _valid_numbers(m))


@lru_cache(maxsize=512)
def lan_extension(mask: int) -> tuple[int, ...]:
    """The numbers (0-8) that extend a valid suit set `mask` to the largest valid one."""
    best = max((m for m in _LAN_MASKS if m & mask == mask), key=lambda m: (bin(m).count("1"), -m))
    return tuple(n for n in range(9) if (best & ~mask) >> n & 1)


@lru_cache(maxsize=4096)
def _suit_slots(suit: tuple[int, ...]) -> tuple[int, ...] | None:
    """Numbers (0-8) a joker may add to one suit of a 十三烂, or None if it is broken."""
    mask = 0
    for n, count in enumerate(suit):
        if count > 1:
            return None
        if count:
            mask |= 1 << n
    return lan_extension(mask) if _valid_numbers(mask) else None


def lan_slots(lan: Sequence[int]) -> list[Tile] | None:
    """Tiles a joker may still play in a 十三烂 of the natural `lan` counts (suits first),
    or None when the natural tiles already break the shape."""
    slots: list[Tile] = []
    for base in (0, 9, 18):
        numbers = _suit_slots(tuple(lan[base : base + 9]))
        if numbers is None:
            return None
        slots += [base + n for n in numbers]
    for t in range(HONOR_BASE, PLAYABLE_KINDS):
        if lan[t] > 1:
            return None
        if not lan[t]:
            slots.append(t)
    return slots


def lan_complete(lan: Sequence[int], jokers: int) -> bool:
    if sum(lan) + jokers != 14:
        return False
    slots = lan_slots(lan)
    return slots is not None and len(slots) >= jokers


def lan_readings(lan: Sequence[int], jokers: int, wild: Tile) -> list[Reading]:
    """十三烂 readings: every wild standing in for another tile, and (when it fits) one
    wild as itself. Two wilds cannot both be themselves: that would repeat a tile."""
    if sum(lan) + jokers != 14:
        return []
    slots = lan_slots(lan)
    if slots is None:
        return []
    out = []
    if len(slots) >= jokers:
        out.append(Reading("thirteen_lan", (), tuple((wild, t) for t in slots[:jokers])))
    if jokers >= 1 and lan[wild] == 0:
        with_self = list(lan)
        with_self[wild] += 1
        rest = lan_slots(with_self)
        if rest is not None and len(rest) >= jokers - 1:
            pairs = ((wild, wild), *((wild, t) for t in rest[: jokers - 1]))
            out.append(Reading("thirteen_lan", (), pairs))
    return out


# ---------------------------------------------------------------- seven pairs


def pairs_reading(nat: Sequence[int], jokers: int, wild: Tile) -> Reading | None:
    """The best seven-pairs reading: jokers pair the odd tiles, the rest pair each other as
    themselves (a pair of wilds is "钻成对", no stand-in for another tile)."""
    if not pairs_complete(nat, jokers):
        return None
    groups: list[Group] = []
    stand: list[tuple[Tile, Tile]] = []
    for t in range(PLAYABLE_KINDS):
        n = nat[t]
        if n:  # a pair of each two copies, and of an odd copy with a joker
            groups += [record(Group, ("pair", t, None))] * ((n + 1) // 2)
            if n % 2:
                stand.append((wild, t))
    spare = jokers - len(stand)
    if spare >= 2:
        groups += [record(Group, ("pair", wild, None))] * (spare // 2)
    stand += [(wild, wild)] * spare
    groups.sort(key=lambda g: g.tile)
    return Reading("seven_pairs", tuple(groups), tuple(stand))
