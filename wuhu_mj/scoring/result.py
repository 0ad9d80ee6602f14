"""Frozen result records and their JSON form.

Labels, notes and reasons are `Words` (messages/message.py): a catalog message, a rule file's
label in both languages, or plain text; the JSON form carries them in Chinese.

A result's JSON is written once, as text (`Result.json_members`, `Payment.json_text`), the way
json_line writes it (output/safetext.py); `to_json` gives the same as data. An item's text is
kept by the item: a batch writes the same few hundred items (from the price memo) again and
again.
"""

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeAlias

from ..messages.message import Text, Words, json_words, render
from ..output.safetext import json_line, json_string
from .money import amount_json
from .situation import SEATS

if TYPE_CHECKING:
    from decimal import Decimal

# Money: points times the unit. The unit is an int unless the table plays for fractions
# (`--unit 0.5`); then amounts are exact Decimals, never floats (see money.py).
Money: TypeAlias = "int | Decimal"  # a string: decimal is imported only for fractions

# Who an item of the hand's breakdown is paid by (docs/breakdown.md):
APPLIES_ALL: Final = "all"  # every payer
APPLIES_DEALER: Final = "dealer"  # a payer who deals, or every payer when the winner deals
APPLIES_NONE: Final = "none"  # nobody: a condition or a count (Chizhou's 花, its 番 total)
# Every other seat, even on a discard the discarder alone pays (a 喜牌 kong paid by 每家).
APPLIES_EACH: Final = "each"
# One payer's payment only, as its `payments[].items` show: a multiplier (抢杠 × 3), or the
# discarder's dealer rate under 三家付 (docs/breakdown.md).
APPLIES_PAYER: Final = "payer"
# The keys of the items only a payment makes (scoring/payout.py), listed among a result's items.
PAYMENT_ONLY_KEYS: Final = frozenset({"rob_kong", "discarder_dealer_rate"})


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
        if self.applies in (APPLIES_ALL, APPLIES_EACH):
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

    def json_text(self) -> str:
        """{"from", "to", "amount", "note" (when there is one), "items"} as json_line writes
        it; each item without its note and whom it applies to (the payment says both)."""
        note = f', "note": {json_string(render(self.note, "zh"))}' if self.note else ""
        items = ", ".join([_PAID_TEXT.of(i) for i in self.items])
        return (
            f'{{"from": {self.payer}, "to": {self.payee}, '
            f'"amount": {amount_json(self.amount)}{note}, "items": [{items}]}}'
        )

    def to_json(self) -> dict[str, Any]:
        return _parsed(self.json_text())


class _ItemTexts:
    """Items' JSON texts as `write` makes them, kept by the item's value: the price memo hands
    out the same few hundred items hand after hand."""

    def __init__(self, write: Callable[[Item], str]) -> None:
        self._write = write
        self._kept: dict[Item, str] = {}

    def of(self, item: Item) -> str:
        text = self._kept.get(item)
        if text is None:
            text = self._write(item)
            _keep(self._kept, item, text)
        return text


def _paid_written(item: Item) -> str:
    data = {"key": item.key, "label": _zh(item.label), "points": item.points}
    if item.source:
        data["source"] = item.source
    return json_line(data)


# An item's JSON object (in a breakdown), its text in a breakdown and in a payment, by item,
# at most 4,096 of each.
_ITEM_JSON: Final[dict[Item, dict[str, Any]]] = {}
_ITEM_TEXT: Final = _ItemTexts(lambda item: json_line(item.to_json()))
_PAID_TEXT: Final = _ItemTexts(_paid_written)
_ITEMS_KEPT: Final = 1 << 12


def _keep(cache: dict[Any, Any], item: Any, data: Any) -> None:
    if len(cache) >= _ITEMS_KEPT:
        cache.clear()
    cache[item] = data


def _zh(words: Words) -> str:
    """Words in Chinese, as JSON carries them (a label from a rule file, the usual case, first)."""
    return words.zh if type(words) is Text else render(words, "zh")


def _parsed(text: str) -> dict[str, Any]:
    """JSON text written here, as data (fractions of money as Decimal)."""
    import json
    from decimal import Decimal

    data: dict[str, Any] = json.loads(text, parse_float=Decimal)
    return data


# A result's own members, in the order its JSON writes them.
_MEMBERS: Final = ("rules", "hand", "winning", "reason", "patterns", "items", "payments", "net")
_MEMBER_SET: Final = frozenset(_MEMBERS)
_MEMBER_KEYS: Final = tuple(f'{", " if i else ""}"{key}": ' for i, key in enumerate(_MEMBERS))
_NET: Final = tuple(f'{", " if i else "{"}"{seat}": ' for i, seat in enumerate(SEATS))


def net_of(payments: tuple[Payment, ...]) -> dict[int, Money]:
    net: dict[int, Money] = {seat: 0 for seat in SEATS}
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

    def json_members(self, after: Mapping[str, Any] | None = None) -> str:
        """The members of this result's JSON object, without its braces, as json_line writes
        them: rules, hand, winning, reason, patterns, items, payments, net, the details, then
        `after` (`score --json` adds "situation"), each name once and where it first stands
        (as when dicts are merged). A batch line puts "line" before them."""
        items, payments, net = self._money_text()
        rules, hand, reason = (
            json_string(self.rules),
            json_string(self.hand, keep=False),
            json_string(render(self.reason, "zh")),
        )
        winning = "true" if self.winning else "false"
        patterns = "[" + ", ".join([json_string(p) for p in self.patterns]) + "]"
        details = json_words(self.details)
        if after:
            details = {**details, **after}
        if _MEMBER_SET.isdisjoint(details):  # the usual case, written in one step
            k = _MEMBER_KEYS
            text = (
                f"{k[0]}{rules}{k[1]}{hand}{k[2]}{winning}{k[3]}{reason}{k[4]}{patterns}"
                f"{k[5]}{items}{k[6]}{payments}{k[7]}{net}"
            )
        else:  # a detail named like a member stands in its place
            members = (rules, hand, winning, reason, patterns, items, payments, net)
            details = dict(details)
            text = "".join(
                key + (json_line(details.pop(name)) if name in details else value)
                for key, name, value in zip(_MEMBER_KEYS, _MEMBERS, members, strict=True)
            )
        return f"{text}, {json_line(details)[1:-1]}" if details else text

    def _money_text(self) -> tuple[str, str, str]:
        """The items, payments and net as JSON text (each item and payment written once,
        then kept)."""
        net = net_of(self.payments)
        k = _NET  # the four seats, 1 to 4 (SEATS): a loop over SEATS costs 4 k instructions more
        return (
            "[" + ", ".join([_ITEM_TEXT.of(i) for i in self.items]) + "]",
            "[" + ", ".join([p.json_text() for p in self.payments]) + "]",
            f"{k[0]}{amount_json(net[1])}{k[1]}{amount_json(net[2])}"
            f"{k[2]}{amount_json(net[3])}{k[3]}{amount_json(net[4])}}}",
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this result (json_members) as data."""
        return _parsed("{" + self.json_members() + "}")
