"""Frozen records of a session: its header, its entries, each hand's outcome and the result.

Amounts inside are money in the session's unit (each hand is scored at the header's `unit`):
an int, or an exact Decimal for a fractional unit. Seats are 1-4 in the players' order; the
JSON forms use names.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from typing import Any

from ...messages.errors import InputError, WuhuMjError, code_of, where_text
from ...messages.message import Joined, Language, Message, Text, Words, render
from ...output.safetext import first_unsafe, printable
from ...rules.rulefile import DEFAULT_RULES
from ...scoring.money import Money, whole_or_exact
from ...service.grammar import looks_like_number, parse_unit, seat, trim, whole

Seats = tuple[int, int, int, int]
Amounts = tuple[Money, Money, Money, Money]  # money per seat, 1-4
SEATS = (1, 2, 3, 4)

# Words a hand line uses, so no player may be called by them.
DRAW_WORDS = frozenset({"荒庄", "荒", "流局", "draw", "黄庄"})
SELF_DRAW_WORDS = frozenset({"自摸", "zimo"})
WIN_WORD = "胡"  # 小李 胡 老王 …: won off 老王; 小李 胡 …: self-drawn
ARROWS = frozenset({"<-", "<", "←", "<—"})


class _AtLine:
    """Where in a session's input an error is: `line` (None: at no one line), the end of the
    input (`at_end`), `place`, the place its message names ("players", "winner", "unit", "hand",
    "--from"; "" for the line as a whole), and `source`, the input's name once a door has read
    it (FILE, <stdin>; "" before)."""

    line: int | None
    place: str
    source: str
    at_end: bool

    def at(self, lang: Language) -> str:
        """The place in words: `FILE:7: winner`, `line 7: winner`, `<stdin>: header`."""
        if self.line is not None:
            at = f"{self.source}:{self.line}" if self.source else _said("line", lang, n=self.line)
        else:
            end = _said("end_of_input", lang) if self.at_end else ""
            at = ": ".join(part for part in (self.source, end) if part)
        place = where_text(self.place, lang) if self.place else ""
        return ": ".join(part for part in (at, place) if part)

    def text(self, lang: Language) -> str:
        """The one line a person reads: the place, then the message, in `lang`."""
        said = render(self.message, lang)
        at = self.at(lang)
        return f"{at}: {said}" if at else said

    message: Message | Text


def _said(key: str, lang: Language, **values: object) -> str:
    """A word of the session's text form (catalog/session.py: `session_{key}`)."""
    return render(Message(f"session_{key}", **values), lang)


class SessionInputError(_AtLine, InputError):
    """Bad input in a session that the session cannot go on from (a broken header, an input
    grown too large), or a hand line's error when `Session.add` is called: the message, its
    place and its line as data (`line`, `place`, `at_end`, `source`). `where` is the place in
    English (`line 3: players`; `<stdin>:3: players` once a door has named its input), as
    `--json` writes it; `text(lang)` the whole line in either language."""

    def __init__(
        self,
        message: Message | Text,
        place: str = "",
        line: int | None = None,
        source: str = "",
        at_end: bool = False,
    ) -> None:
        self.line, self.place, self.source, self.at_end = line, place, source, at_end
        super().__init__(message, self.at("en"))

    def named(self, source: str) -> SessionInputError:
        """The same error, its input named `source` (a door's FILE or <stdin>)."""
        return SessionInputError(self.message, self.place, self.line, source, self.at_end)


class NotAWinError(_AtLine, WuhuMjError):
    """A hand whose tiles are valid but not a win under the rules (exit status 1): the result's
    `reason`, and the line (when `Session.add` was given one)."""

    def __init__(self, reason: Words, line: int | None = None) -> None:
        self.reason = reason
        self.line, self.place, self.source, self.at_end = line, "", "", False
        super().__init__(Message("hand_not_a_win", reason=reason), self.at("en"))


def money_json(amount: Money) -> Money:
    """An amount as JSON writes it: whole amounts as integers, fractions as exact decimals
    (written by scoring.money.dumps, as `score --json` writes them)."""
    return whole_or_exact(Decimal(amount)) if isinstance(amount, Decimal) else amount


@dataclass(frozen=True)
class Header:
    """Who plays, under which rules, for how much, and where the evening starts."""

    players: tuple[str, str, str, str]
    rules: str = DEFAULT_RULES
    unit: Money = 1
    dealer: int = 1  # the first hand's dealer (a seat)
    pot: int | None = None  # points per 底 pot; None: the rule file's
    pots: int | None = None  # how many 底; None: no limit
    streak: int = 0  # the dealer's 连庄 count at the first hand

    @classmethod
    def create(
        cls,
        players: list[str] | tuple[str, ...],
        rules: str = DEFAULT_RULES,
        unit: Any = 1,
        dealer: str | int | None = None,
        pot: Any = None,
        pots: Any = None,
        streak: Any = 0,
    ) -> Header:
        """A checked header; InputError for a bad value, its place the key (`players`,
        `unit`, ...)."""
        names = tuple(same_name(trim(str(p))) for p in players)
        if len(names) != 4:
            raise InputError(Message("players_not_four", count=len(names)), "players")
        for name in names:
            check_name(name)
        if len(set(names)) != 4:
            raise InputError(Message("players_twice"), "players")
        players4: tuple[str, str, str, str] = (names[0], names[1], names[2], names[3])
        header = cls(players4, str(rules).strip() or DEFAULT_RULES, _unit(unit))
        seat = 1 if dealer is None else header.seat(dealer, "dealer")
        return cls(
            players4,
            header.rules,
            header.unit,
            seat,
            _count("pot", pot, 1),
            _count("pots", pots, 1),
            _count("streak", streak, 0) or 0,
        )

    def seat(self, who: str | int, what: str = "player") -> int:
        """A player's seat from a name or a seat number 1-4; InputError at `what` (the word
        or key that named the player: `winner`, `from`, `dealer`, `fed`) if there is none."""
        if isinstance(who, bool):
            who = str(who)
        text = same_name(trim(str(who)))
        if text in self.players:
            return self.players.index(text) + 1
        if not isinstance(who, str) or looks_like_number(text):
            return seat(who, what)  # a seat, by the rule of every door (service/grammar.py)
        import difflib  # only on this error path

        # A hint only when one name is closest (小季 is as close to 小李 as to 小红).
        close = difflib.get_close_matches(text, self.players, n=2, cutoff=0.5)
        ratios = [difflib.SequenceMatcher(None, text, c).ratio() for c in close]
        one = len(close) == 1 or (len(close) == 2 and ratios[0] > ratios[1])
        known = " ".join(self.players)
        if close and one:
            said = Message("no_player_like", got=repr(text), name=close[0], known=known)
            raise InputError(said, what)
        raise InputError(Message("no_player", got=repr(text), known=known), what)

    def name(self, seat: int) -> str:
        return self.players[seat - 1]

    def named(self, words: Words) -> Words:
        """A scorer's note with each seat in it (a Message("seat", seat=3) value) as the
        player's name, in either language."""
        if isinstance(words, Message):
            if words.id == "seat":
                seat = words.values["seat"]
                return self.name(seat) if isinstance(seat, int) else words
            if not words.values:
                return words
            return Message(words.id, **{k: _named(self, v) for k, v in words.values.items()})
        if isinstance(words, Joined):
            return Joined(tuple(map(partial(_named, self), words.parts)), words.separator)
        return words


def _named(header: Header, value: Any) -> Any:
    return header.named(value) if isinstance(value, (Message, Joined)) else value


def same_name(text: str) -> str:
    """A name as compared: Unicode NFC, so that é typed as one character or as e and an
    accent is one player."""
    return text if text.isascii() else unicodedata.normalize("NFC", text)


def check_name(name: str) -> None:
    """InputError (at `players`) for a name that cannot be a player's."""
    bad = next((c for c in "#:：=<,，、{" if c in name), None)
    if not name or any(c.isspace() for c in name):
        raise InputError(Message("name_not_one_word", got=repr(name)), "players")
    hidden = first_unsafe(name)
    if hidden is not None:  # "a" and "a" + U+200B would print alike as two players
        said = Message(
            "name_unseen_character", name=printable(repr(name)), code=f"{ord(hidden):04X}"
        )
        raise InputError(said, "players")
    if bad is not None or name.isdigit() or name.startswith("-"):
        raise InputError(Message("name_not_allowed", got=repr(name), bad=bad or "#"), "players")
    if name in DRAW_WORDS or name in SELF_DRAW_WORDS or name in ARROWS or name == WIN_WORD:
        raise InputError(Message("name_is_a_line_word", got=repr(name)), "players")


def _count(what: str, value: Any, minimum: int) -> int | None:
    if value is None:
        return None
    number = whole(value)  # as every door reads a whole number (service/grammar.py)
    if number is None or number < minimum:
        raise InputError(Message("not_a_count", least=minimum, got=repr(value)), what)
    return number


@dataclass(frozen=True)
class AlsoWon:
    """Another winner on the same discard (一炮多响): its seat, hand and `score` options."""

    winner: int
    hand: str
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class HandEntry:
    """A hand line: who won (from whom), the hand, and `score` options (seats already).
    `also`: the other winners when one discard had several (docs/sessions.md)."""

    line: int
    hand: str
    winner: int
    discarder: int | None = None
    dealer: int | None = None  # this hand's dealer, when the line overrides the rotation
    options: Mapping[str, Any] = field(default_factory=dict)
    also: tuple[AlsoWon, ...] = ()

    @property
    def wins(self) -> tuple[AlsoWon, ...]:
        """Every winner of the line, the first as written first."""
        return (AlsoWon(self.winner, self.hand, self.options), *self.also)


@dataclass(frozen=True)
class DrawEntry:
    """A drawn hand (荒庄): nobody wins, nobody pays."""

    line: int
    dealer: int | None = None


@dataclass(frozen=True)
class LineError:
    """A line that could not be scored, and why, as data: `message` (for a valid hand that is
    no win, `not_win`, the result's reason), and `where`, the place the message names (`hand`,
    `winner`, `--from`, ...; "" for the line as a whole)."""

    line: int
    message: Words
    where: str = ""
    not_win: bool = False

    @classmethod
    def of(cls, exc: WuhuMjError, line: int) -> LineError:
        """The error `exc` raised for the line `line`."""
        if isinstance(exc, NotAWinError):
            return cls(line, exc.reason, "", True)
        if isinstance(exc, SessionInputError):
            return cls(exc.line if exc.line is not None else line, exc.message, exc.place)
        return cls(line, exc.message, exc.where)

    def said(self, lang: Language) -> str:
        """What is wrong, in `lang`, after the place it names (`hand: ...`); for a hand that
        is no win, the reason."""
        said = render(self.message, lang)
        return f"{where_text(self.where, lang)}: {said}" if self.where else said

    def to_json(self) -> dict[str, Any]:
        """`{"line", "error", "code"}`: the error in Chinese, as every text of the JSON
        whatever the run's language (a not-a-win: 不成胡 and the scorer's reason); `code` the
        error's machine name (docs/json.md)."""
        if self.not_win:
            error = render(Message("hand_not_a_win", reason=self.message), "zh")
            return {"line": self.line, "error": error, "code": "hand_not_a_win"}
        return {"line": self.line, "error": self.said("zh"), "code": code_of(self.message)}


Entry = HandEntry | DrawEntry


def _unit(value: Any) -> Money:
    """Money per point, by the one rule every door applies (service/grammar.py), at `unit`."""
    if isinstance(value, str) and not trim(value):
        value = None  # `unit:` with nothing after it
    return parse_unit(value, "unit")
