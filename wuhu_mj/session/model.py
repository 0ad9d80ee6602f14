"""Frozen records of a session: its header, its entries, each hand's outcome and the result.

Amounts inside are points (whole numbers); `money` turns them into money (points × unit, a
Decimal). Seats are 1-4 in the players' order; the JSON forms use names.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ..messages.errors import InputError, WuhuMjError
from ..messages.message import Message
from ..output.safetext import first_unsafe, printable
from ..scoring.money import Money, money_of, whole_or_exact
from ..service.grammar import looks_like_number, parse_unit, seat, trim, whole

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


def money_json(amount: Money) -> Money:
    """An amount as JSON writes it: whole amounts as integers, fractions as exact decimals
    (written by scoring.money.dumps, as `score --json` writes them)."""
    return whole_or_exact(Decimal(amount)) if isinstance(amount, Decimal) else amount


@dataclass(frozen=True)
class Header:
    """Who plays, under which rules, for how much, and where the evening starts."""

    players: tuple[str, str, str, str]
    rules: str = "wuhu"
    unit: Money = 1
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
        names = tuple(same_name(trim(str(p))) for p in players)
        if len(names) != 4:
            raise InputError(f"players: four names in seat order, got {len(names)}", where)
        for name in names:
            check_name(name, where)
        if len(set(names)) != 4:
            raise InputError("players: each name once", where)
        players4: tuple[str, str, str, str] = (names[0], names[1], names[2], names[3])
        header = cls(players4, str(rules).strip() or "wuhu", _unit(unit, where))
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
        text = same_name(trim(str(who)))
        if text in self.players:
            return self.players.index(text) + 1
        if not isinstance(who, str) or looks_like_number(text):
            try:  # a seat, by the rule of every door (service/grammar.py)
                return seat(who, what)
            except InputError as exc:
                raise InputError(exc.placed(), where) from None
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

    def money(self, points: int) -> Money:
        return money_of(points, self.unit)

    def named(self, note: str) -> str:
        """A scorer's note with seats ("3号") written as the players' names."""
        if "号" not in note:
            return note
        return _SEAT_WORD.sub(lambda m: self.players[int(m.group(1)) - 1], note)


def same_name(text: str) -> str:
    """A name as compared: Unicode NFC, so that é typed as one character or as e and an
    accent is one player."""
    return text if text.isascii() else unicodedata.normalize("NFC", text)


def check_name(name: str, where: str) -> None:
    bad = next((c for c in "#:：=<,，、{" if c in name), None)
    if not name or any(c.isspace() for c in name):
        raise InputError(f"players: a name is one word, got {name!r}", where)
    hidden = first_unsafe(name)
    if hidden is not None:  # "a" and "a" + U+200B would print alike as two players
        raise InputError(
            f"players: {printable(repr(name))} holds U+{ord(hidden):04X}, a character that does"
            " not show; type the name again",
            where,
        )
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
    number = whole(value)  # as every door reads a whole number (service/grammar.py)
    if number is None or number < minimum:
        raise InputError(f"{what}: expected a whole number ≥ {minimum}, got {value!r}", where)
    return number


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


def _unit(value: Any, where: str) -> Money:
    """Money per point, by the one rule every door applies (service/grammar.py), the header's
    own key named in the message."""
    if isinstance(value, str) and not trim(value):
        value = None  # `unit:` with nothing after it
    return parse_unit(value, f"{where}: unit")
