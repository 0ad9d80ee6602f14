"""马鞍山's shapes, counted on the tiles as the card-room server counts them (docs/maanshan.md):
a complete hand, a single wait, 压档, long runs (一条龙/六连), twin runs (双扑) and triplets held
or completed by the discard. Each reads a list of 34 counts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...kit import HONOR_BASE, KIND_COUNT, Tile, is_standard_complete, number_of

# The suits in the server's order (万, 条, 筒: mj_core/MJConst.lua), as our first tiles.
SERVER_SUITS: Final = (0, 18, 9)


def server_order() -> list[Tile]:
    """Every kind in the order the server scans them: its suits' order, then the honors."""
    return [t for base in SERVER_SUITS for t in range(base, base + 9)] + list(
        range(HONOR_BASE, KIND_COUNT)
    )


def complete(counts: Sequence[int]) -> bool:
    """Sets and one pair (the server's MJMath:canHu): a pair alone is complete."""
    return sum(counts) % 3 == 2 and is_standard_complete(counts)


def single_wait(before: Sequence[int]) -> bool:
    """The 13 tiles wait on exactly one kind (a fifth copy counts, as the server's does)."""
    found = 0
    work = list(before)
    for t in range(KIND_COUNT):
        work[t] += 1
        if complete(work):
            found += 1
        work[t] -= 1
        if found > 1:
            return False
    return found == 1


def suit_of(t: Tile) -> int:
    """The first tile of t's suit (0, 9, 18), or HONOR_BASE for an honor."""
    return HONOR_BASE if t >= HONOR_BASE else t - t % 9


def _without(counts: Sequence[int], tiles: Sequence[Tile]) -> list[int] | None:
    out = list(counts)
    for t in tiles:
        out[t] -= 1
        if out[t] < 0:
            return None
    return out


def is_yadang(before: Sequence[int], winning: Tile) -> bool:
    """压档: a single wait that reads as 边 (3 on 12, 7 on 89) or 嵌 (the middle of a run)."""
    if winning >= HONOR_BASE or not single_wait(before):
        return False
    n = number_of(winning)
    shapes = []
    if n == 3:
        shapes.append((winning - 2, winning - 1))
    if n == 7:
        shapes.append((winning + 1, winning + 2))
    if 2 <= n <= 8:
        shapes.append((winning - 1, winning + 1))
    for shape in shapes:
        rest = _without(before, shape)
        if rest is not None and complete(rest):
            return True
    return False


def long_runs(concealed: Sequence[int]) -> tuple[bool, int]:
    """一条龙 (1-9 of one suit, the rest sets and a pair) or else the number of 六连 (six in a
    row of one suit, the rest sets and a pair), found suit by suit as the server scans."""
    for base in SERVER_SUITS:
        rest = _without(concealed, range(base, base + 9))
        if rest is not None and complete(rest):
            return True, 0
    temp = list(concealed)
    found = 0
    for base in SERVER_SUITS:
        for start in range(4):
            six = range(base + start, base + start + 6)
            if sum(temp) <= 5:
                continue
            rest = _without(temp, six)
            if rest is not None and complete(rest):
                temp = rest
                found += 1
    return False, found


def twin_runs(concealed: Sequence[int], pair: Tile) -> int:
    """双扑: 223344-like twin runs, not starting on the pair's tile, the rest still sets and a
    pair; three alike (222333444) that read as three triplets are not one (the server's scan)."""
    work = list(concealed)
    num = 0
    three = False
    for base in SERVER_SUITS:
        for card in range(base, base + 7):
            if card == pair or min(work[card : card + 3]) < 2:
                continue
            if min(work[card : card + 3]) >= 3:
                for k in range(3):
                    work[card + k] -= 3
                if complete(work):
                    three = True
                else:
                    for k in range(3):
                        work[card + k] += 3
                    three = False
            if not three:
                for k in range(3):
                    work[card + k] -= 2
                if complete(work):
                    num += 1
                else:
                    for k in range(3):
                        work[card + k] += 2
    return num


def held_triplets(concealed: Sequence[int], pair: Tile, discarded: Tile | None) -> tuple[int, int]:
    """三张在手: concealed triplets (not the pair's tile), the rest still sets and a pair; the
    one of a discarded winning tile apart. Returns (held, of the discarded tile)."""
    work = list(concealed)
    held = on_discard = 0
    for card in server_order():
        if work[card] >= 3 and card != pair:
            work[card] -= 3
            if complete(work):
                if card == discarded:
                    on_discard += 1
                else:
                    held += 1
            else:
                work[card] += 3
    return held, on_discard
