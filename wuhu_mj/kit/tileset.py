"""Apply a rule file's tile set to a parsed hand: aliases, the deck, bonus tiles, chi."""

from __future__ import annotations

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.hand import Hand
from ..notation.tiles import code
from ..rules.compiled.common import RuleTable
from ..rules.deck import TileNotInDeck


def apply_tileset(hand: Hand, table: RuleTable) -> Hand:
    """Rewrite aliases and reject tiles, bonus tiles and chi melds the rules do not have."""
    tileset = table.tiles
    alias = tileset.aliases
    if not hand.melds and not hand.bonus and (not alias or tileset.allowed.isdisjoint(alias)):
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
