"""The options that name a wild (`--wild`, `--indicator`), shared by every variant with an
indicator wild, and the wild an indicator makes: light enough for a variant's object to
declare them without the readers of wild hands (kit/wilds.py, imported when one is scored)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Literal

from ..messages.message import Message
from ..notation.tiles import Tile
from ..scoring.situation import OptionSpec

# Which tile of its cycle an indicator makes wild: the one after it, or the one before it.
Direction = Literal["next", "previous"]

# The wild given outright, or the flipped tile that makes it (the rule file says how).
WILD_OPTIONS: Final = (
    OptionSpec("wild", "tile", Message("help_option_wild"), metavar="TILE", words=("钻",)),
    OptionSpec(
        "indicator", "tile", Message("help_option_indicator"), metavar="TILE", words=("翻",)
    ),
)


def indicated_wilds(
    cycles: Sequence[Sequence[Tile]], direction: Direction = "next"
) -> Mapping[Tile, Tile]:
    """indicator → wild for every tile of the cycles: the tile after it in its cycle, or the
    one before it; each cycle wraps around."""
    step = 1 if direction == "next" else -1
    found: dict[Tile, Tile] = {}
    for cycle in cycles:
        for i, tile in enumerate(cycle):
            found[tile] = cycle[(i + step) % len(cycle)]
    return found
