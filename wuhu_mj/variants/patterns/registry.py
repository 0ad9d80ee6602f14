"""The pattern registry: detectors registered under the names rule files use.

A detector answers how many times its pattern occurs in one reading of a hand
(0: absent). Detection is code; what a pattern is worth is only in the rule files.
"""

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from ...notation.hand import Hand
from ...notation.tiles import HONOR_BASE, PLAYABLE_KINDS, Tile
from ...reading.readings import Group, Reading, runs_of, triplets_of
from ...scoring.situation import Situation

_NO_FACTS: Mapping[str, Any] = {}


class PatternInput(NamedTuple):
    """The facts of one reading that every detector reads, worked out once (`of`)."""

    hand: Hand
    reading: Reading
    situation: Situation
    counts: tuple[int, ...]  # copies of each kind over the whole hand (as the reading plays them)
    facts: Mapping[str, Any]  # per-variant facts, e.g. 压档点
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
        facts: Mapping[str, Any] = _NO_FACTS,
    ) -> "PatternInput":
        sets = reading.sets
        triplets = frozenset(triplets_of(sets))
        totals = (sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]))
        honors = sum(counts[HONOR_BASE:PLAYABLE_KINDS])
        return cls(
            hand, reading, situation, counts, facts, sets, runs_of(sets), triplets, totals, honors
        )

    @property
    def suits(self) -> int:
        """How many of 万, 筒, 条 the hand holds."""
        totals = self.suit_totals
        return (totals[0] > 0) + (totals[1] > 0) + (totals[2] > 0)


Detector = Callable[[PatternInput], int]
REGISTRY: dict[str, Detector] = {}


def register(name: str) -> Callable[[Detector], Detector]:
    def add(detector: Detector) -> Detector:
        REGISTRY[name] = detector
        return detector

    return add


def detect(name: str, data: PatternInput) -> int:
    return REGISTRY[name](data)


def known_patterns() -> list[str]:
    return sorted(REGISTRY)
