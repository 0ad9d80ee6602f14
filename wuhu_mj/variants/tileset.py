"""Apply a rule file's tile set to a parsed hand: aliases, the deck, bonus tiles, chi."""

from __future__ import annotations

from collections.abc import Iterable

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.hand import Hand
from ..notation.tiles import Tile, code
from ..rules.compiled.common import RuleTable, TileSet


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


def apply_tileset(hand: Hand, table: RuleTable) -> Hand:
    """Rewrite aliases and reject tiles, bonus tiles and chi melds the rules do not have."""
    tileset = table.tiles
    alias = tileset.aliases
    if not hand.melds and not hand.bonus and tileset.allowed.isdisjoint(alias):
        # The usual hand has nothing to rewrite (an alias is never an allowed tile then):
        # only its tiles need checking.
        allowed = tileset.allowed
        if allowed.issuperset(hand.closed) and hand.winning in allowed:
            return hand
    tiles = hand.all_tiles()
    if alias and not alias.keys().isdisjoint(tiles):
        swap = alias.get
        hand = Hand(
            closed=tuple(sorted(swap(t, t) for t in hand.closed)),
            winning=swap(hand.winning, hand.winning),
            melds=tuple(m._replace(tiles=tuple(swap(t, t) for t in m.tiles)) for m in hand.melds),
            bonus=hand.bonus,
        )
        tiles = hand.all_tiles()
    allowed = tileset.allowed
    if not allowed.issuperset(tiles):
        tile = next(t for t in tiles if t not in allowed)
        raise TileNotInDeck(tile, table)
    bonus_allowed = tileset.bonus_allowed
    for tile in hand.bonus:
        if tile not in bonus_allowed:
            what = ", ".join(code(t) for t in sorted(bonus_allowed)) or Message("nothing_at_all")
            raise InputError(Message("tile_not_bonus", tile=code(tile), what=what))
    if hand.melds and not tileset.chi and any(m.kind == "chi" for m in hand.melds):
        raise InputError(Message("rules_no_chi", rules=table.name))
    for target in tileset.targets:
        held = tiles.count(target) + hand.bonus.count(target)
        if held > 4:
            raise InputError(Message("tile_aliases_copies", count=held, tile=code(target)))
    return hand
