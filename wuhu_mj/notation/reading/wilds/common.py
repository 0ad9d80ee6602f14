"""Shared names of the wild readers."""

from __future__ import annotations

from typing import Final

RUN: Final = 9  # suit-local set codes as in readings.py: 0-8 a triplet, 9-15 a run from n-9
SuitOption = tuple[int | None, tuple[int, ...], tuple[int, ...]]  # pair, sets, joker fills
WIND_COUNT: Final = 4
Features = tuple[bool, bool, bool]  # readings differ by: suits used, 一龙, wind triplets
