"""The kit's readers of a hand with wild tiles (notation/reading/wilds/), apart from the kit itself:
only a variant with wilds imports them, and they cost start-up time the others need not pay.

Beside the readers: the options that name a wild (`WILD_OPTIONS`: `--wild`, `--indicator`),
shared by every variant with an indicator wild, and the wild an indicator makes
(`indicated_wilds`): the tile after it in its cycle (钻牌) or the one before it (星子),
as the rule file says."""

from __future__ import annotations

from ..notation.reading.wilds import (
    ANY_KIND,
    Features,
    lan_complete,
    lan_readings,
    pairs_complete,
    pairs_reading,
    standard_complete,
    standard_readings,
)
from .indicator import WILD_OPTIONS, Direction, indicated_wilds

__all__ = [
    "ANY_KIND",
    "WILD_OPTIONS",
    "Direction",
    "Features",
    "indicated_wilds",
    "lan_complete",
    "lan_readings",
    "pairs_complete",
    "pairs_reading",
    "standard_complete",
    "standard_readings",
]
