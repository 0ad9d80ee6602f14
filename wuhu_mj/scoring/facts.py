"""The facts a pattern detector reads, and a variant's set of detectors.

A detector answers how many times its pattern occurs in one reading of a hand (0: absent).
Detection is code; what a pattern is worth is only in the rule files. Each variant owns its
detectors (`Detectors`, registered with `@detectors.pattern("name")` in the variant's own
package) and may include shared ones (kit/patterns.py); the registry (variants/) knows a
pattern by the variants that have it.
"""

from collections.abc import Callable
from typing import ClassVar, NamedTuple

from ..notation.hand import Hand
from ..notation.reading.readings import Group, Reading, runs_of, triplets_of
from ..notation.records import record
from ..notation.tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, suit_totals
from .situation import Situation


class Facts(NamedTuple):
    """The facts of one reading that every detector reads, worked out once (`of`)."""

    hand: Hand
    reading: Reading
    situation: Situation
    counts: tuple[int, ...]  # copies of each kind over the whole hand (as the reading plays them)
    # The variant's own facts, a record of its own type (Wuhu's 压档点, Anqing's wilds), or
    # None when a caller outside the variant asks (liability): its detectors check the type.
    # (Quoted: mypyc 2.4 cannot load `object` as a NamedTuple field's annotation.)
    own: "object"
    sets: tuple[Group, ...]  # the reading's groups less the pair
    runs: tuple[Tile, ...]  # first tile of each run (concealed or 吃), in reading order
    triplets: frozenset[Tile]  # tiles of the triplets (concealed or 碰), not kongs
    suit_totals: tuple[int, int, int]  # tiles of 万, 筒, 条 over the whole hand
    honors: int  # honor tiles over the whole hand

    @classmethod
    def of(
        cls,
        hand: Hand,
        reading: Reading,
        situation: Situation,
        counts: tuple[int, ...],
        own: object = None,
    ) -> "Facts":
        sets = reading.sets
        triplets = frozenset(triplets_of(sets))
        totals = suit_totals(counts)
        honors = sum(counts[HONOR_BASE:PLAYABLE_KINDS])
        return record(
            cls,
            (hand, reading, situation, counts, own, sets, runs_of(sets), triplets, totals, honors),
        )

    @property
    def suits(self) -> int:
        """How many of 万, 筒, 条 the hand holds."""
        totals = self.suit_totals
        return (totals[0] > 0) + (totals[1] > 0) + (totals[2] > 0)


Detector = Callable[[Facts], int]


class Detectors(dict[str, Detector]):
    """A variant's detectors by the names its rule files use: `@detectors.pattern("name")`
    adds one; `Detectors(shared)` starts with another set's (a dict: a lookup costs what a
    dict's does, on the scorer's hot path)."""

    # A rule file may name a pattern any loaded variant has (variants/: known_patterns), so a
    # name this set lacks is looked up there (the registry sets this when it is imported).
    elsewhere: ClassVar[Callable[[str], Detector | None]] = staticmethod(lambda name: None)

    def __missing__(self, name: str) -> Detector:
        found = Detectors.elsewhere(name)
        if found is None:
            raise KeyError(name)
        return found

    def pattern(self, name: str) -> Callable[[Detector], Detector]:
        def add(detector: Detector) -> Detector:
            self[name] = detector
            return detector

        return add
