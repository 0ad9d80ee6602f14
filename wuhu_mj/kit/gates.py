"""Win gates a rule file declares: conditions a hand must meet before it may win at all, as
opposed to items that price it. A variant that takes them puts `gates: Gates = Gates()` in its
table (so its rule files may write a `gates:` section; a variant that does not declare it
refuses the key) and asks `gate_refusal` before it prices a hand, with the tile counts as it plays
them (melds and the winning tile included, a kong as 4, each wild as the tile it stands for).

- `que_yi_men` (缺一门): at least one of the suits 万/筒/条 is missing from the whole hand;
  honors are no suit. `source` is the rule-file line that says so, shown in the reason.
- `ba_zhi` (八支): one suit holds at least `min_tiles` of the hand's tiles.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..messages.message import Message
from ..notation.tiles import HONOR_BASE, suit_totals
from ..rules.compiled.common import Positive
from ..rules.compiled.record import Record


class QueYiMen(Record):
    """`gates.que_yi_men:` 缺一门 — a win lacks at least one of 万/筒/条."""

    source: str


class BaZhi(Record):
    """`gates.ba_zhi:` 八支 — one suit holds at least `min_tiles` tiles (支)."""

    min_tiles: Positive
    source: str


class Gates(Record):
    """`gates:` — the win gates in force; an absent gate is not checked."""

    que_yi_men: QueYiMen | None = None
    ba_zhi: BaZhi | None = None


def suits_held(counts: Sequence[int]) -> int:
    """How many of 万/筒/条 the counts hold (honors are no suit)."""
    return sum(1 for base in range(0, HONOR_BASE, 9) if any(counts[base : base + 9]))


def gate_refusal(counts: Sequence[int], gates: Gates) -> Message | None:
    """Why the gates refuse a hand with these tile counts, or None when they let it win."""
    gate = gates.que_yi_men
    if gate is not None and suits_held(counts) >= 3:
        return Message("reason_not_queyimen", source=gate.source)
    least = gates.ba_zhi
    if least is not None and max(suit_totals(counts)) < least.min_tiles:
        zhi = max(suit_totals(counts))
        return Message("reason_not_bazhi", zhi=zhi, need=least.min_tiles)
    return None
