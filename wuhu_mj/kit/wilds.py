"""The kit's readers of a hand with wild tiles (reading/wilds/), apart from the kit itself:
only a variant with wilds imports them, and they cost start-up time the others need not pay."""

from ..reading.wilds import (
    ANY_KIND,
    Features,
    lan_complete,
    lan_readings,
    pairs_complete,
    pairs_reading,
    standard_complete,
    standard_readings,
)

__all__ = [
    "ANY_KIND",
    "Features",
    "lan_complete",
    "lan_readings",
    "pairs_complete",
    "pairs_reading",
    "standard_complete",
    "standard_readings",
]
