"""Readings and waits of a hand from per-suit views keyed by each suit's sorted tiles.

The generic path (readings.standard_readings and standard_waits) counts all 34 kinds and
slices the counts per hand. Here the sorted closed tiles are cut at the suit boundaries
(bisect) and each suit's slice, with the winning tile when it belongs to that suit, is looked
up in a cache holding the suit's readings with the winning tile and its blocks and states
without it. The blocks come in the generic path's order, so the readings and waits are the
same, in the same order (tests/test_wuhu_fast.py compares the two paths).
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache

from .readings import Block, BlockOption, _block_options, _block_state
from .tiles import HONOR_BASE, PLAYABLE_KINDS, Tile

# One suit's part of a hand: its readings with the winning tile (empty when it holds no
# tile), and its blocks and their states without the winning tile (for the waits).
View = tuple[tuple[tuple[BlockOption, ...], ...], tuple[Block, ...], tuple[tuple[bool, bool], ...]]


class HandView:
    """The per-block parts of a hand, the suit totals of its closed tiles and where to cut."""

    __slots__ = ("blocks", "closed_totals", "options", "states")

    def __init__(self, closed: tuple[Tile, ...], winning: Tile) -> None:
        cut1 = bisect_left(closed, 9)
        cut2 = bisect_left(closed, 18, cut1)
        cut3 = bisect_left(closed, HONOR_BASE, cut2)
        views = (
            _suit_view(closed[:cut1], 0, winning if winning < 9 else -1),
            _suit_view(closed[cut1:cut2], 9, winning if 9 <= winning < 18 else -1),
            _suit_view(closed[cut2:cut3], 18, winning if 18 <= winning < HONOR_BASE else -1),
            _honor_view(closed[cut3:], winning if winning >= HONOR_BASE else -1),
        )
        self.options = [o for view in views for o in view[0]]
        self.blocks = [b for view in views for b in view[1]]
        self.states = [s for view in views for s in view[2]]
        self.closed_totals = (cut1, cut2 - cut1, cut3 - cut2, len(closed) - cut3)


_VIEWS = 1 << 17


@lru_cache(maxsize=_VIEWS)
def _suit_view(tiles: tuple[Tile, ...], base: Tile, winning: Tile) -> View:
    counts = [0] * 9
    for tile in tiles:
        counts[tile - base] += 1
    closed = tuple(counts)
    if winning >= 0:
        counts[winning - base] += 1
    options = (_block_options(base, tuple(counts), True),) if any(counts) else ()
    return options, ((base, closed, True),), (_block_state(closed, True),)


@lru_cache(maxsize=_VIEWS)
def _honor_view(tiles: tuple[Tile, ...], winning: Tile) -> View:
    options = []
    blocks: list[Block] = []
    for kind in range(HONOR_BASE, PLAYABLE_KINDS):
        held = tiles.count(kind)
        if held + (winning == kind):
            options.append(_block_options(kind, (held + (winning == kind),), False))
        if held:
            blocks.append((kind, (held,), False))
    states = tuple(_block_state(block, runs) for _base, block, runs in blocks)
    return tuple(options), tuple(blocks), states
