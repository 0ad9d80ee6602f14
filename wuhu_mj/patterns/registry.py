"""The pattern registry: detectors registered under the names rule files use.

A detector answers how many times its pattern occurs in one reading of a hand
(0: absent). Detection is code; what a pattern is worth is only in the rule files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from ..hand import Hand
from ..readings import Reading
from ..situation import Situation


class PatternInput(NamedTuple):
    hand: Hand
    reading: Reading
    situation: Situation
    counts: tuple[int, ...]  # copies of each kind over the whole hand (as the reading plays them)
    facts: Mapping[str, Any] = {}  # per-variant facts, e.g. 压档点


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
