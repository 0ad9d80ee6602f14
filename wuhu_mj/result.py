"""Frozen result records and their JSON form."""

from collections.abc import Mapping
from typing import Any, NamedTuple

from .situation import SEATS


class Item(NamedTuple):
    """One line of a breakdown."""

    key: str
    label: str
    points: int
    note: str = ""
    source: str = ""  # where the rule comes from, e.g. "000 五.3"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "label": self.label, "points": self.points}
        if self.note:
            data["note"] = self.note
        if self.source:
            data["source"] = self.source
        return data


class Price(NamedTuple):
    """What one payer owes: `base`, plus `dealer_extra` when that payer or the winner deals."""

    base: int
    dealer_extra: int = 0

    def share(self, payer: int, winner: int, dealer: int) -> int:
        return self.base + (self.dealer_extra if dealer in (payer, winner) else 0)


class Payment(NamedTuple):
    payer: int
    payee: int
    amount: int
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"from": self.payer, "to": self.payee, "amount": self.amount}
        if self.note:
            data["note"] = self.note
        return data


def net_of(payments: tuple[Payment, ...]) -> dict[int, int]:
    net = dict.fromkeys(SEATS, 0)
    for p in payments:
        net[p.payer] -= p.amount
        net[p.payee] += p.amount
    return net


class Result(NamedTuple):
    """The outcome of scoring one hand. `winning` False means valid input that is not a win."""

    rules: str
    hand: str
    winning: bool
    reason: str
    patterns: tuple[str, ...] = ()
    items: tuple[Item, ...] = ()
    payments: tuple[Payment, ...] = ()
    details: Mapping[str, Any] = {}

    @property
    def net(self) -> dict[int, int]:
        return net_of(self.payments)

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "hand": self.hand,
            "winning": self.winning,
            "reason": self.reason,
            "patterns": list(self.patterns),
            "items": [i.to_json() for i in self.items],
            "payments": [p.to_json() for p in self.payments],
            "net": {str(seat): amount for seat, amount in self.net.items()},
            **dict(self.details),
        }
