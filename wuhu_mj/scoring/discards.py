"""Which tile to discard (打哪张): for a 14-tile hand, the waits left by each discard.

Each kind of concealed tile is taken out in turn and the 13 tiles left go through
`waits.find_waits`, with the discarded copy counted as seen (it lies face up on the table).
The options are ordered best first (docs/waits.md):

1. the money the waits are worth: for every winning tile, its copies left unseen times the
   better of its two prices (self-draw, discard), summed — more is better;
2. then the tiles left: the sum of the unseen copies of every winning tile — more is better;
3. then, for discards that leave the hand not ready, the shanten count — fewer is better;
4. then the tile itself, in the usual order (万 筒 条 字), so the order is always the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..messages.schemas import document
from ..notation.text import HAND_SIZE, HandParts, format_parts, read_parts
from ..notation.tiles import Tile, chinese, code
from ..rules.deck import check_deck
from ..rules.ruleset import Rules, load_rules
from .money import Money
from .situation import Situation
from .waits import WAITING_SIZE, WaitingHand, Waits, find_waits


@dataclass(frozen=True, slots=True)
class Discard:
    """One discard and what the 13 tiles left wait on."""

    tile: Tile
    waits: Waits

    @property
    def value(self) -> Money:
        """Copies unseen × the better price, summed over the winning tiles."""
        return sum(w.unseen * w.best for w in self.waits.waits)

    @property
    def tiles_left(self) -> int:
        return sum(w.unseen for w in self.waits.waits)

    def sort_key(self) -> tuple[Money, int, int, Tile]:
        return (-self.value, -self.tiles_left, self.waits.shanten, self.tile)

    def to_json(self) -> dict[str, Any]:
        data = self.waits.to_json()
        return {
            "discard": code(self.tile),
            "name": chinese(self.tile),
            "ready": data["ready"],
            "shanten": data["shanten"],
            "value": self.value,
            "tiles_left": self.tiles_left,
            "waits": data["waits"],
        }


@dataclass(frozen=True)
class Discards:
    rules: str
    hand: str
    discards: tuple[Discard, ...]  # best first

    @property
    def ready(self) -> bool:
        """Some discard leaves the hand ready (听牌)."""
        return any(d.waits.ready for d in self.discards)

    def to_json(self) -> dict[str, Any]:
        """The document `waits --json` prints for 14 tiles (its schema: `wuhu-mj schema waits`)."""
        return document(
            {
                "rules": self.rules,
                "hand": self.hand,
                "ready": self.ready,
                "discards": [d.to_json() for d in self.discards],
            }
        )


def find_discards(text: str, rules: Rules | str, situation: Situation) -> Discards:
    """For a 14-tile hand (concealed tiles plus melds), every discard and its waits."""
    ruleset = load_rules(rules) if isinstance(rules, str) else rules
    return discards_of(read_parts(text, HAND_SIZE), ruleset, situation)


def discards_of(parts: HandParts, rules: Rules, situation: Situation) -> Discards:
    """The discards of a hand already read (one per kind of concealed tile), best first."""
    concealed = sorted(parts.concealed)
    options = []
    for tile in dict.fromkeys(concealed):
        left = list(concealed)
        left.remove(tile)
        hand = WaitingHand(tuple(left), parts.melds, parts.bonus)
        options.append(Discard(tile, find_waits(hand, rules, situation, seen=(tile,))))
    options.sort(key=Discard.sort_key)
    text = format_parts(concealed, parts.melds, parts.bonus)
    return Discards(rules.name, text, tuple(options))


def waits_or_discards(text: str, rules: Rules | str, situation: Situation) -> Waits | Discards:
    """`waits` of 13 tiles, or the discards of 14 (the size decides)."""
    ruleset = load_rules(rules) if isinstance(rules, str) else rules
    parts = read_parts(text, (WAITING_SIZE, HAND_SIZE))
    check_deck([*parts.concealed, *(t for m in parts.melds for t in m.tiles)], ruleset.table)
    if len(parts.concealed) + 3 * len(parts.melds) == HAND_SIZE:
        return discards_of(parts, ruleset, situation)
    hand = WaitingHand(tuple(sorted(parts.concealed)), parts.melds, parts.bonus)
    return find_waits(hand, ruleset, situation)
