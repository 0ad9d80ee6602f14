"""Win gates a rule file may declare, shared by the variants: 缺一门 (a winning hand lacks at
least one of the three suits)."""

from __future__ import annotations

from collections.abc import Sequence

SUIT_BASES = (0, 9, 18)


def suits_held(counts: Sequence[int]) -> int:
    """How many of 万, 筒, 条 the counts (34 kinds, melds and wild stand-ins included as the
    kinds they play) hold at least one tile of."""
    return sum(1 for b in SUIT_BASES if any(counts[b : b + 9]))


def lacks_a_suit(counts: Sequence[int]) -> bool:
    """缺一门: at least one of the three suits is absent from the hand."""
    return suits_held(counts) < 3
