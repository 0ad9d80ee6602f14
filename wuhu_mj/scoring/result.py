"""Frozen result records and their JSON form.

Labels, notes and reasons are `Words` (messages/message.py): a catalog message, a rule file's
label in both languages, or plain text; the JSON form carries them in Chinese.
"""

from collections.abc import Mapping
from decimal import Decimal
from typing import Any, Final, NamedTuple

from ..messages.message import Text, Words, json_words, render
from .situation import SEATS

# Money: points times the unit. The unit is an int unless the table plays for fractions
# (`--unit 0.5`); then amounts are exact Decimals, never floats (see money.py).
Money = int | Decimal

# Who an item of the hand's breakdown is paid by (docs/breakdown.md):
APPLIES_ALL: Final = "all"  # every payer
APPLIES_DEALER: Final = "dealer"  # a payer who deals, or every payer when the winner deals
APPLIES_NONE: Final = "none"  # nobody: a condition or a count (Chizhou's 花, its 番 total)


def house_rule(switch: str, label: Words, source: str) -> dict[str, Words]:
    """A house switch that changed this hand's outcome, as `details["house_rules"]` lists it."""
    return {"switch": switch, "label": label, "source": source}


class Item(NamedTuple):
    """One line of a breakdown."""

    key: str
    label: Words
    points: int
    note: Words = ""
    source: str = ""  # where the rule comes from, e.g. "000 五.3"
    applies: str = APPLIES_ALL

    def to_json(self) -> dict[str, Any]:
        found = _ITEM_JSON.get(self)
        if found is None:
            found = {"key": self.key, "label": _zh(self.label), "points": self.points}
            if self.note:
                found["note"] = _zh(self.note)
            if self.source:
                found["source"] = self.source
            if self.applies != APPLIES_ALL:
                found["applies"] = self.applies
            _keep(_ITEM_JSON, self, found)
        return dict(found)

    def applies_to(self, payer: int, winner: int, dealer: int) -> bool:
        if self.applies == APPLIES_ALL:
            return True
        return self.applies == APPLIES_DEALER and dealer in (payer, winner)


class Price(NamedTuple):
    """What one payer owes: `base`, plus `dealer_extra` when that payer or the winner deals."""

    base: int
    dealer_extra: int = 0

    def share(self, payer: int, winner: int, dealer: int) -> int:
        return self.base + (self.dealer_extra if dealer in (payer, winner) else 0)


class Payment(NamedTuple):
    """One seat paying the winner. `items` are what the amount is made of: their points
    times the money unit make `amount` (docs/breakdown.md)."""

    payer: int
    payee: int
    amount: Money
    note: Words = ""
    items: tuple[Item, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"from": self.payer, "to": self.payee, "amount": self.amount}
        if self.note:
            data["note"] = render(self.note, "zh")
        data["items"] = [_payment_item(i) for i in self.items]
        return data


def _payment_item(item: Item) -> dict[str, Any]:
    found = _PAID_JSON.get(item)
    if found is None:
        found = {"key": item.key, "label": _zh(item.label), "points": item.points}
        if item.source:
            found["source"] = item.source
        _keep(_PAID_JSON, item, found)
    return dict(found)


# The JSON form of an item, in a breakdown and in a payment, by item: a batch writes the same
# few hundred items (kept in the price memo) line after line. Every use gets its own copy.
_ITEM_JSON: dict[Item, dict[str, Any]] = {}
_PAID_JSON: dict[Item, dict[str, Any]] = {}


def _keep(cache: dict[Item, dict[str, Any]], item: Item, data: dict[str, Any]) -> None:
    if len(cache) >= 1 << 12:
        cache.clear()
    cache[item] = data


def _zh(words: Words) -> str:
    """Words in Chinese, as JSON carries them (a label from a rule file, the usual case, first)."""
    return words.zh if type(words) is Text else render(words, "zh")


def net_of(payments: tuple[Payment, ...]) -> dict[int, Money]:
    net: dict[int, Money] = dict.fromkeys(SEATS, 0)
    for p in payments:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    return net


class Result(NamedTuple):
    """The outcome of scoring one hand. `winning` False means valid input that is not a win."""

    rules: str
    hand: str
    winning: bool
    reason: Words
    patterns: tuple[str, ...] = ()
    items: tuple[Item, ...] = ()
    payments: tuple[Payment, ...] = ()
    details: Mapping[str, Any] = {}

    @property
    def net(self) -> dict[int, Money]:
        return net_of(self.payments)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "hand": self.hand,
            "winning": self.winning,
            "reason": render(self.reason, "zh"),
            "patterns": list(self.patterns),
            "items": [i.to_json() for i in self.items],
            "payments": [p.to_json() for p in self.payments],
            "net": {str(seat): amount for seat, amount in self.net.items()},
            **json_words(self.details),
        }
