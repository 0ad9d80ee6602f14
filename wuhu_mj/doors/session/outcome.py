"""Frozen records of what a session came to: each hand's outcome with the table's state after
it, each 底's result, the transfers that settle up, where the table stands for the next hand,
and the whole evening. Amounts inside are money in the session's unit (model.py); the JSON
forms give them exactly and players by name."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from ...messages.exits import exit_status
from ...messages.message import Words, render
from ...messages.schemas import document
from ...scoring.money import Money
from ...scoring.result import Item, Result
from .model import Amounts, Header, LineError, money_json


@dataclass(frozen=True)
class Paid:
    """One payment as made: `due` was asked, `amount` paid (less under 托底), in money."""

    payer: int
    payee: int
    due: Money
    amount: Money
    by: Literal["pot", "cash"]
    note: Words = ""


class Won(NamedTuple):
    """One winner of a discard with several (一炮多响) and its `score` result."""

    winner: int
    result: Result


@dataclass(frozen=True)
class HandOutcome:
    """One hand of the session as scored, with the table's state after it."""

    header: Header
    line: int
    number: int  # 1 for the first hand of the session
    dealer: int
    streak: int
    winner: int | None  # None: a draw
    discarder: int | None
    result: Result | None  # the `score` result; None for a draw
    payments: tuple[Paid, ...]
    net: Amounts  # money per seat in this hand
    totals: Amounts  # running money per seat after it
    di: int | None  # which 底 the hand was played in; None without pots
    pots: Amounts | None  # each pot after the hand, in money (before a fresh 底 starts)
    di_over: bool = False
    # The other winners when one discard had several (the first, `winner`, sits nearest
    # after the discarder); the payments are every winner's.
    also: tuple[Won, ...] = ()

    @property
    def draw(self) -> bool:
        return self.winner is None

    @property
    def wins(self) -> tuple[Won, ...]:
        """Every winner and its result, in turn order from the discarder (none for a draw)."""
        if self.winner is None or self.result is None:
            return ()
        return (Won(self.winner, self.result), *self.also)

    @property
    def items(self) -> tuple[Item, ...]:
        return self.result.items if self.result is not None else ()

    @property
    def paid_items(self) -> tuple[Item, ...]:
        """The hand's items some payer paid: those of the payers' shares, and of the shares a
        liable seat paid in another's place (no 庄家加底 when the dealer neither won nor
        paid; no count such as Chizhou's 花, which nobody pays)."""
        if self.result is None or self.winner is None:
            return ()
        return self.items_paid(Won(self.winner, self.result))

    def items_paid(self, won: Won) -> tuple[Item, ...]:
        """`paid_items` of one winner's result."""
        result = won.result
        seats = {p.payer for p in result.payments}
        for charge in result.details.get("liability_detail", []):
            seats.update(int(s) for s in charge["instead_of"])
        return tuple(
            i for i in result.items if any(i.applies_to(s, won.winner, self.dealer) for s in seats)
        )

    def to_json(self) -> dict[str, Any]:
        h = self.header
        names = h.players

        def by_name(values: Amounts) -> dict[str, Money]:
            return {n: money_json(v) for n, v in zip(names, values, strict=True)}

        payments = []
        for p in self.payments:
            paid: dict[str, Any] = {
                "from": h.name(p.payer),
                "to": h.name(p.payee),
                "due": money_json(p.due),
                "amount": money_json(p.amount),
                "by": p.by,
            }
            if p.note:
                paid["note"] = render(h.named(p.note), "zh")
            payments.append(paid)
        result = self.result
        several = {}
        if self.also:
            several["winners"] = [
                {
                    "winner": h.name(w.winner),
                    "hand": w.result.hand,
                    "patterns": list(w.result.patterns),
                    "items": [i.to_json() for i in w.result.items],
                }
                for w in self.wins
            ]
        return {
            "line": self.line,
            "hand_number": self.number,
            "dealer": h.name(self.dealer),
            "streak": self.streak,
            "winner": None if self.winner is None else h.name(self.winner),
            "from": None if self.discarder is None else h.name(self.discarder),
            "draw": self.draw,
            "hand": None if result is None else result.hand,
            "patterns": [] if result is None else list(result.patterns),
            "items": [i.to_json() for i in self.items],
            "payments": payments,
            "net": by_name(self.net),
            "di": self.di,
            "pots": None if self.pots is None else by_name(self.pots),
            "di_over": self.di_over,
            **several,
        }


@dataclass(frozen=True)
class DiResult:
    """One 底: each player's pot at its end less the pot at its start (money)."""

    number: int
    over: bool
    result: Amounts


@dataclass(frozen=True)
class Transfer:
    payer: str
    payee: str
    amount: Money

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": money_json(self.amount)}


@dataclass(frozen=True)
class NextHand:
    """Where the table stands after the last hand: who deals the next one, the 连庄 count,
    which 底 is in play and each pot (money), or None when the last 底 is over."""

    dealer: int
    streak: int
    di: int | None
    pots: Amounts | None
    over: bool = False  # the session's last 底 is over: no more hands

    def to_json(self, header: Header) -> dict[str, Any]:
        names = header.players
        pots = None
        if self.pots is not None:
            pots = {n: money_json(v) for n, v in zip(names, self.pots, strict=True)}
        return {
            "dealer": header.name(self.dealer),
            "streak": self.streak,
            "di": self.di,
            "pots": pots,
            "over": self.over,
        }


@dataclass(frozen=True)
class SessionResult:
    """The evening: every player's result, how it came about, and who pays whom."""

    header: Header
    rules: str
    hands: tuple[HandOutcome, ...]  # empty when the session did not keep them
    hands_played: int
    errors: tuple[LineError, ...]  # the first bad lines (table.MAX_KEPT_ERRORS)
    error_count: int  # every bad line, not-a-win lines included
    not_win_count: int
    net_by_seat: Amounts
    cash_by_seat: Amounts
    dis: tuple[DiResult, ...]  # empty without pots
    transfers: tuple[Transfer, ...]
    next_hand: NextHand | None = None  # where the table stands for the hand after the last

    @property
    def players(self) -> tuple[str, str, str, str]:
        return self.header.players

    @property
    def unit(self) -> Money:
        return self.header.unit

    @property
    def net(self) -> dict[str, Money]:
        return self._by_name(self.net_by_seat)

    @property
    def cash(self) -> dict[str, Money]:
        return self._by_name(self.cash_by_seat)

    def _by_name(self, values: Amounts) -> dict[str, Money]:
        return {n: money_json(v) for n, v in zip(self.players, values, strict=True)}

    @property
    def exit_code(self) -> int:
        return exit_status(self.error_count - self.not_win_count, self.not_win_count)

    def to_json(self) -> dict[str, Any]:
        """The whole object (docs/sessions.md), the kept hands included."""
        return {**self.json_head(), "hands": [h.to_json() for h in self.hands], **self.json_tail()}

    def json_head(self) -> dict[str, Any]:
        return document(
            {"players": list(self.players), "rules": self.rules, "unit": money_json(self.unit)}
        )

    def json_tail(self) -> dict[str, Any]:
        def by_name(values: Amounts) -> dict[str, Money]:
            return {n: money_json(v) for n, v in zip(self.players, values, strict=True)}

        dis = [{"di": d.number, "over": d.over, "result": by_name(d.result)} for d in self.dis]
        unlisted = {"errors_not_listed": self.error_count - len(self.errors)}
        return {
            "errors": [e.to_json() for e in self.errors],
            **(unlisted if self.error_count > len(self.errors) else {}),
            "di": dis or None,
            "cash": by_name(self.cash_by_seat),
            "net": by_name(self.net_by_seat),
            "transfers": [t.to_json() for t in self.transfers],
            **({"next": self.next_hand.to_json(self.header)} if self.next_hand else {}),
        }
