"""The deck a rule set declares (`tiles:` suits, numbers and honors) and the error for a hand
holding a tile it lacks, which names the deck and where the hand's text has the tile."""

from __future__ import annotations

from collections.abc import Iterable

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.tiles import Tile, code
from .compiled.common import RuleTable, TileSet


def deck_text(tileset: TileSet) -> str:
    """The deck in tile codes, as an error names it: `2-8m 2-8p 2-8s`, `1-9m 1-9p 1-9s 7z`."""
    numbers = tileset.numbers
    low, high = min(numbers), max(numbers)
    if len(numbers) == high - low + 1:
        span = f"{low}-{high}" if low != high else str(low)
    else:
        span = "".join(str(n) for n in sorted(numbers))
    parts = [f"{span}{suit}" for suit in "mps" if suit in tileset.suits]
    parts += [code(t) for t in tileset.honors if t in tileset.allowed]
    return " ".join(parts)


class TileNotInDeck(InputError):
    """A hand holds a tile its rule set's deck lacks. `located` names where the hand's text
    has it (the doors that have the text call it: service/pipeline.py)."""

    def __init__(self, tile: Tile, table: RuleTable) -> None:
        tileset = table.tiles
        self.tile = tile
        self.rules = table.name or table.variant
        self.deck = deck_text(tileset)
        self.size = 4 * len(tileset.playable)
        super().__init__(self._message(None))

    def _message(self, pos: int | None) -> Message:
        said = {"tile": code(self.tile), "rules": self.rules, "deck": self.deck, "size": self.size}
        if pos is None:
            return Message("tile_not_in_deck", **said)
        return Message("tile_not_in_deck_at", pos=pos, **said)

    def located(self, text: str) -> InputError:
        """The same error naming the position of the tile in `text`, the hand as typed."""
        from ..notation.text import tile_position

        pos = tile_position(text, self.tile)
        return InputError(self._message(pos), self.where)


def check_deck(tiles: Iterable[Tile], table: RuleTable) -> None:
    """TileNotInDeck for the first of `tiles` (playing tiles, as written) that the rule set's
    deck lacks, its aliases applied (waits and discards read the hand before any variant)."""
    tileset = table.tiles
    allowed, alias = tileset.allowed, tileset.aliases
    for tile in tiles:
        if alias.get(tile, tile) not in allowed:
            raise TileNotInDeck(tile, table)
