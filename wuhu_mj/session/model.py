"""Frozen records of a session: its header, its entries, each hand's outcome and the result.

Amounts inside are points (whole numbers); `money` turns them into money (points × unit, a
Decimal). Seats are 1-4 in the players' order; the JSON forms use names.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any, Literal

from ..messages.errors import InputError, WuhuMjError
from ..messages.message import Message, Words, render
from ..scoring.result import Item, Result

Seats = tuple[int, int, int, int]
SEATS = (1, 2, 3, 4)

# Words a hand line uses, so no player may be called by them.
DRAW_WORDS = frozenset({"荒庄", "荒", "流局", "draw", "黄庄"})
SELF_DRAW_WORDS = frozenset({"自摸", "zimo"})
WIN_WORD = "胡"  # 小李 胡 老王 …: won off 老王; 小李 胡 …: self-drawn
ARROWS = frozenset({"<-", "<", "←", "<—"})
_SEAT_WORD = re.compile("([1-4])号")


class NotAWinError(WuhuMjError):
    """A hand line whose hand is valid but not a win under the rules (exit status 1)."""


def money_json(amount: Decimal) -> int | float:
    """A JSON number: whole amounts as integers."""
    return int(amount) if amount == amount.to_integral_value() else float(amount)


def parse_unit(value: Any, where: str) -> Decimal:
    """Money per point: a positive decimal number such as 1, 2 or 0.5."""
    if isinstance(value, bool):
        value = None
    try:
        unit = Decimal(str(value).strip())
    except (InvalidOperation, ValueError):
        raise InputError(
            f"unit: expected a number such as 1 or 0.5, got {value!r}", where
        ) from None
    if not unit.is_finite() or unit <= 0:
        raise InputError(f"unit: must be more than 0, not {value!r}", where)
    if unit.as_tuple().exponent < -4 or unit > 1_000_000:  # type: ignore[operator]
        raise InputError(f"unit: at most 4 decimal places and 1000000, not {value!r}", where)
    return unit


@dataclass(frozen=True)
class Header:
    """Who plays, under which rules, for how much, and where the evening starts."""

    players: tuple[str, str, str, str]
    rules: str = "wuhu"
    unit: Decimal = Decimal(1)
    dealer: int = 1  # the first hand's dealer (a seat)
    pot: int | None = None  # points per 底 pot; None: the rule file's
    pots: int | None = None  # how many 底; None: no limit
    streak: int = 0  # the dealer's 连庄 count at the first hand

    @classmethod
    def create(
        cls,
        players: list[str] | tuple[str, ...],
        rules: str = "wuhu",
        unit: Any = 1,
        dealer: str | int | None = None,
        pot: Any = None,
        pots: Any = None,
        streak: Any = 0,
        where: str = "header",
    ) -> Header:
        """A checked header; InputError (at `where`) for a bad value."""
        names = tuple(str(p).strip() for p in players)
        if len(names) != 4:
            raise InputError(f"players: four names in seat order, got {len(names)}", where)
        for name in names:
            check_name(name, where)
        if len(set(names)) != 4:
            raise InputError("players: each name once", where)
        players4: tuple[str, str, str, str] = (names[0], names[1], names[2], names[3])
        header = cls(players4, str(rules).strip() or "wuhu", parse_unit(unit, where))
        seat = 1 if dealer is None else header.seat(dealer, where, "dealer")
        return cls(
            players4,
            header.rules,
            header.unit,
            seat,
            _count("pot", pot, where, 1),
            _count("pots", pots, where, 1),
            _count("streak", streak, where, 0) or 0,
        )

    def seat(self, who: str | int, where: str, what: str = "player") -> int:
        """A player's seat from a name or a seat number 1-4."""
        if isinstance(who, bool):
            who = str(who)
        text = str(who).strip()
        if text in self.players:
            return self.players.index(text) + 1
        if text in ("1", "2", "3", "4"):
            return int(text)
        import difflib  # only on this error path

        # A hint only when one name is closest (小季 is as close to 小李 as to 小红).
        close = difflib.get_close_matches(text, self.players, n=2, cutoff=0.5)
        ratios = [difflib.SequenceMatcher(None, text, c).ratio() for c in close]
        one = len(close) == 1 or (len(close) == 2 and ratios[0] > ratios[1])
        known = " ".join(self.players)
        if close and one:
            raise InputError(
                f"{what}: no player {text!r} (did you mean {close[0]}? players: {known},"
                " or seats 1-4)",
                where,
            )
        raise InputError(f"{what}: no player {text!r} (players: {known}, or seats 1-4)", where)

    def name(self, seat: int) -> str:
        return self.players[seat - 1]

    def money(self, points: int) -> Decimal:
        return points * self.unit

    def named(self, note: str) -> str:
        """A scorer's note with seats ("3号") written as the players' names."""
        if "号" not in note:
            return note
        return _SEAT_WORD.sub(lambda m: self.players[int(m.group(1)) - 1], note)


def check_name(name: str, where: str) -> None:
    bad = next((c for c in "#:：=<,，、{" if c in name), None)
    if not name or any(c.isspace() for c in name):
        raise InputError(f"players: a name is one word, got {name!r}", where)
    if bad is not None or name.isdigit() or name.startswith("-"):
        raise InputError(
            f"players: {name!r} cannot be a name"
            f" (no seat numbers, '-' at the start or {bad or '#'})",
            where,
        )
    if name in DRAW_WORDS or name in SELF_DRAW_WORDS or name in ARROWS or name == WIN_WORD:
        raise InputError(f"players: {name!r} is a word of the hand lines, not a name", where)


def _count(what: str, value: Any, where: str, minimum: int) -> int | None:
    if value is None:
        return None
    text = str(value).strip()
    if isinstance(value, bool) or not text.isdigit() or int(text) < minimum:
        raise InputError(f"{what}: expected a whole number ≥ {minimum}, got {value!r}", where)
    return int(text)


@dataclass(frozen=True)
class HandEntry:
    """A hand line: who won (from whom), the hand, and `score` options (seats already)."""

    line: int
    hand: str
    winner: int
    discarder: int | None = None
    dealer: int | None = None  # this hand's dealer, when the line overrides the rotation
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DrawEntry:
    """A drawn hand (荒庄): nobody wins, nobody pays."""

    line: int
    dealer: int | None = None


@dataclass(frozen=True)
class LineError:
    """A line that could not be scored, and why; `not_win` for a valid hand that is no win."""

    line: int
    message: str | Message
    not_win: bool = False

    @classmethod
    def of(cls, exc: Exception, line: int, not_win: bool = False) -> LineError:
        """The error of `exc`, which names the line: the record holds the line apart."""
        if isinstance(exc, WuhuMjError) and isinstance(exc.message, Message):
            return cls(line, exc.message if exc.where == f"line {line}" else exc.placed(), not_win)
        return cls(line, str(exc).removeprefix(f"line {line}: "), not_win)

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "error": str(self.message)}


Entry = HandEntry | DrawEntry


@dataclass(frozen=True)
class Paid:
    """One payment as made: `due` points were asked, `points` paid (less under 托底)."""

    payer: int
    payee: int
    due: int
    points: int
    by: Literal["pot", "cash"]
    note: Words = ""


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
    net: Seats  # points per seat in this hand
    totals: Seats  # running points per seat after it
    di: int | None  # which 底 the hand was played in; None without pots
    pots: Seats | None  # each pot after the hand, in points (before a fresh 底 starts)
    di_over: bool = False

    @property
    def draw(self) -> bool:
        return self.winner is None

    @property
    def items(self) -> tuple[Item, ...]:
        return self.result.items if self.result is not None else ()

    def to_json(self) -> dict[str, Any]:
        h = self.header
        names = h.players

        def by_name(values: Seats) -> dict[str, int | float]:
            return {n: money_json(h.money(v)) for n, v in zip(names, values, strict=True)}

        payments = []
        for p in self.payments:
            paid: dict[str, Any] = {
                "from": h.name(p.payer),
                "to": h.name(p.payee),
                "due": money_json(h.money(p.due)),
                "amount": money_json(h.money(p.points)),
                "by": p.by,
            }
            if p.note:
                paid["note"] = h.named(render(p.note, "zh"))
            payments.append(paid)
        result = self.result
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
        }


@dataclass(frozen=True)
class DiResult:
    """One 底: each player's pot at its end less the pot at its start (points)."""

    number: int
    over: bool
    result: Seats


@dataclass(frozen=True)
class Transfer:
    payer: str
    payee: str
    amount: Decimal

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": money_json(self.amount)}


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
    net_points: Seats
    cash_points: Seats
    dis: tuple[DiResult, ...]  # empty without pots
    transfers: tuple[Transfer, ...]

    @property
    def players(self) -> tuple[str, str, str, str]:
        return self.header.players

    @property
    def unit(self) -> Decimal:
        return self.header.unit

    @property
    def net(self) -> dict[str, Decimal]:
        return self._by_name(self.net_points)

    @property
    def cash(self) -> dict[str, Decimal]:
        return self._by_name(self.cash_points)

    def _by_name(self, values: Seats) -> dict[str, Decimal]:
        return {n: self.header.money(v) for n, v in zip(self.players, values, strict=True)}

    @property
    def exit_code(self) -> int:
        if self.error_count > self.not_win_count:
            return 2
        return 1 if self.not_win_count else 0

    def to_json(self) -> dict[str, Any]:
        """The whole object (docs/sessions.md), the kept hands included."""
        return {**self.json_head(), "hands": [h.to_json() for h in self.hands], **self.json_tail()}

    def json_head(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "rules": self.rules,
            "unit": money_json(self.unit),
        }

    def json_tail(self) -> dict[str, Any]:
        money = self.header.money

        def by_name(values: Seats) -> dict[str, int | float]:
            return {n: money_json(money(v)) for n, v in zip(self.players, values, strict=True)}

        dis = [{"di": d.number, "over": d.over, "result": by_name(d.result)} for d in self.dis]
        unlisted = {"errors_not_listed": self.error_count - len(self.errors)}
        return {
            "errors": [e.to_json() for e in self.errors],
            **(unlisted if self.error_count > len(self.errors) else {}),
            "di": dis or None,
            "cash": by_name(self.cash_points),
            "net": by_name(self.net_points),
            "transfers": [t.to_json() for t in self.transfers],
        }
