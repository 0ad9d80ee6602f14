"""Frozen result records and their JSON form.

Labels, notes and reasons are `Words` (messages/message.py): a catalog message, a rule file's
label in both languages, or plain text; the JSON form carries them in Chinese.

A result's JSON is written once, as text (`Result.json_members`, `Payment.json_text`), the way
json_line writes it (output/safetext.py); `to_json` gives the same as data. An item's text is
kept by the item: a batch writes the same few hundred items (from the price memo) again and
again.
"""

from collections.abc import Mapping, Sequence
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
        it; each item without its note and whom it applies to (the payment says both). Kept
        by the payment: a batch pays the same few thousand ways (a price and the seats)."""
        found = _PAYMENT_TEXT.get(self)
        if found is None:
            found = self._written()
            _keep(_PAYMENT_TEXT, self, found, _PAYMENTS_KEPT)
        return found

    def _written(self) -> str:
        note = f', "note": {json_string(render(self.note, "zh"))}' if self.note else ""
        items = ", ".join([_paid_text(i) for i in self.items])
        amount = amount_json(self.amount)
        return (
            f'{{"from": {int.__repr__(self.payer)}, "to": {int.__repr__(self.payee)}, '
            f'"amount": {amount}{note}, "items": [{items}]}}'
        )

    def to_json(self) -> dict[str, Any]:
        return _parsed(self.json_text())


def _item_text(item: Item) -> str:
    found = _ITEM_TEXT.get(item)
    if found is None:
        found = json_line(item.to_json())
        _keep(_ITEM_TEXT, item, found)
    return found


def _paid_text(item: Item) -> str:
    found = _PAID_TEXT.get(item)
    if found is None:
        data = {"key": item.key, "label": _zh(item.label), "points": item.points}
        if item.source:
            data["source"] = item.source
        found = json_line(data)
        _keep(_PAID_TEXT, item, found)
    return found


# An item's JSON object (in a breakdown), and its text in a breakdown and in a payment, by item:
# a batch writes the same few hundred items (kept in the price memo) line after line.
_ITEM_JSON: Final[dict[Item, dict[str, Any]]] = {}
_ITEM_TEXT: Final[dict[Item, str]] = {}
_PAID_TEXT: Final[dict[Item, str]] = {}
# A payment's text, by the payment: about 600 bytes an entry with its key, so fewer are kept
# (a million-line batch peaked at 49.5 MB with 4,096, docs/speed.md).
_PAYMENT_TEXT: Final[dict[Payment, str]] = {}
_ITEMS_KEPT: Final = 1 << 12
_PAYMENTS_KEPT: Final = 1 << 10


def _keep(cache: dict[Any, Any], item: Any, data: Any, most: int = _ITEMS_KEPT) -> None:
    if len(cache) >= most:
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


def _interleaved(keys: tuple[str, ...], values: Sequence[str]) -> str:
    """keys[0] + values[0] + keys[1] + values[1] ...: the members of a JSON object written
    (a loop by index, which mypyc compiles to plain C)."""
    if len(keys) != len(values):
        raise ValueError(f"{len(keys)} keys, {len(values)} values")
    parts: list[str] = []
    for i in range(len(keys)):
        parts.append(keys[i])
        parts.append(values[i])
    return "".join(parts)


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

    def json_members(self, after: Mapping[str, Any] | None = None) -> str:
        """The members of this result's JSON object, without its braces, as json_line writes
        them: rules, hand, winning, reason, patterns, items, payments, net, the details, then
        `after` (`score --json` adds "situation"), each name once and where it first stands
        (as when dicts are merged). A batch line puts "line" before them."""
        items, payments, net = self._money_text()
        members: tuple[str, ...] = (
            json_string(self.rules),
            json_string(self.hand),
            "true" if self.winning else "false",
            json_string(render(self.reason, "zh")),
            "[" + ", ".join([json_string(p) for p in self.patterns]) + "]",
            items,
            payments,
            net,
        )
        details = json_words(self.details)
        if after:
            details = {**details, **after}
        shared = _MEMBER_SET.intersection(details)
        if shared:
            details = dict(details)
            members = tuple(
                json_line(details.pop(k)) if k in shared else v
                for k, v in zip(_MEMBERS, members, strict=True)
            )
        text = _interleaved(_MEMBER_KEYS, members)
        return f"{text}, {json_line(details)[1:-1]}" if details else text

    def _money_text(self) -> tuple[str, str, str]:
        """The items, payments and net as JSON text (each item and payment written once,
        then kept)."""
        net = net_of(self.payments)
        return (
            "[" + ", ".join([_item_text(i) for i in self.items]) + "]",
            "[" + ", ".join([p.json_text() for p in self.payments]) + "]",
            _interleaved(_NET, [amount_json(net[seat]) for seat in SEATS]) + "}",
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this result (json_members) as data."""
        return _parsed("{" + self.json_members() + "}")
