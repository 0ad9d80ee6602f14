"""Counted items a rule file declares (kit building blocks): a count over the tiles of a hand
and what the rule file says it is worth.

- `Ladder`: worth `points` once a count reaches `start`, `step` more for each one past it
  (五同: five tiles of one number 1, six 2 ...; 八支: eight tiles of one suit 1, nine 2 ...).
- `Span`: tiles whose numbers lie in `low`..`high`: at least `at_least` of them, or the whole
  hand when `at_least` is absent (十老, 十小, 全老, 全小).
- `PairWeights`: how many 对子 a hand holds, each kind of group weighed as the rule file says
  (对子起番: a concealed pair 1, 豹子 2, 碰 1, 明杠 3, 暗杠 4), and from how many the hand's
  price is multiplied.

The counts read the whole hand as the table counts it: melds included, a kong as four tiles
(kit/counts.py, compiled: this module holds Records and stays pure).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated

from ..notation.hand import Hand
from ..notation.tiles import HONOR_BASE, number_of
from ..rules.compiled.common import Count, Positive
from ..rules.compiled.decode import Spec
from ..rules.compiled.label import Label
from ..rules.compiled.record import Record

Number = Annotated[int, Spec(minimum=1, maximum=9)]


class Ladder(Record):
    """A counted item: `points` when the count reaches `start`, `step` more per one past it.
    `each`: every group that reaches `start` (each number, each suit) is priced; else only the
    largest."""

    start: Positive
    points: Count
    step: Count = 0
    each: bool = True
    label: Label
    source: str

    def price(self, counts: Sequence[int]) -> tuple[int, list[tuple[int, int]]]:
        """The points of `counts` (one count per group) and the (group, count) pairs priced."""
        found = [(g, n) for g, n in enumerate(counts) if n >= self.start]
        if not self.each and found:
            found = [max(found, key=lambda gn: gn[1])]
        return sum(self.points + self.step * (n - self.start) for _, n in found), found


class Span(Record):
    """Tiles numbered `low`..`high`, any suit: at least `at_least` of them, or, without
    `at_least`, every tile of the hand (an honor tile is in no span)."""

    low: Number
    high: Number
    at_least: Positive | None = None
    points: Count
    label: Label
    source: str

    def count(self, counts: Sequence[int]) -> int:
        """Tiles of the hand (a `counts` list: copies per kind) numbered low..high."""
        return sum(
            n for t, n in enumerate(counts[:HONOR_BASE]) if self.low <= number_of(t) <= self.high
        )

    def holds(self, counts: Sequence[int]) -> bool:
        inside = self.count(counts)
        if self.at_least is not None:
            return inside >= self.at_least
        return inside == sum(counts)


class PairWeights(Record):
    """对子 (pairs) a hand holds, each group weighed: concealed tiles by how many of a kind
    are held (the winning tile included), melds by their kind. `needed` 对子 or more multiply
    the hand's price by `factor`."""

    pair: Count  # two of a kind held
    triplet: Count  # three held (豹子)
    four: Count  # four held and not declared a kong
    peng: Count
    exposed_kong: Count  # 明杠 and 加杠
    concealed_kong: Count  # 暗杠
    needed: Positive
    factor: Positive
    label: Label
    source: str

    def count(self, hand: Hand) -> int:
        held = (0, 0, self.pair, self.triplet, self.four)
        total = sum(held[n] for n in hand.concealed_counts() if n)
        for meld in hand.melds:
            if meld.kind == "peng":
                total += self.peng
            elif meld.kind == "angang":
                total += self.concealed_kong
            elif meld.is_kong:
                total += self.exposed_kong
        return total
