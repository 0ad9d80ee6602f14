"""Readings of hands that hold wild tiles (安庆 钻牌), without trying every substitution.

A wild (joker) may stand for any tile. Instead of substituting 34 kinds for each wild,
each block (a suit's nine counts, or one honor kind) is read on its own for 0..k jokers
and the result is cached; a small dynamic programme then shares the jokers between the
blocks. Readings that score alike are merged early (see `_suit_signature`), so a hand
with four wilds still yields only a handful of readings to price.

Counts passed in here are *natural* counts: the wild tiles are removed (they are the
`jokers`) and 中, when it plays the wild's own tile, is already counted as that tile.
Each reading records what every joker stood for in `Reading.stand_ins` as
(wild kind, kind played) pairs: a wild playing its own kind stands for itself.
"""

from __future__ import annotations

from .common import Features
from .jokers import joker_readings
from .shapes import lan_complete, lan_readings, pairs_complete, pairs_reading, standard_complete
from .standard import ANY_KIND, standard_readings

__all__ = [
    "ANY_KIND",
    "Features",
    "joker_readings",
    "lan_complete",
    "lan_readings",
    "pairs_complete",
    "pairs_reading",
    "standard_complete",
    "standard_readings",
]
