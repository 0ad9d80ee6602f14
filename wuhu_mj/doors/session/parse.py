"""Read a session: the header, then one entry per hand line, in text or JSON Lines form.

Both forms are in docs/sessions.md. Lines are read lazily, one at a time; every line is
numbered as in the input so a message names the line to fix. Nothing here prints.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain
from typing import Any

from ...messages.errors import InputError
from ...messages.message import Message
from ...service.grammar import lines, read_json, trim, words
from .lineparts import (
    NAME_LIST,
    dashless,
    hand_entry,
    is_player,
    line_options,
    several_entry,
    several_json,
)
from .model import (
    ARROWS,
    DRAW_WORDS,
    SELF_DRAW_WORDS,
    WIN_WORD,
    DrawEntry,
    Entry,
    Header,
    LineError,
    SessionInputError,
)
from .words import json_hand_keys, value_words

MAX_LINE_CHARS = 1000
MAX_INPUT_CHARS = 10_000_000

# Header keys, and the Chinese a phone keyboard offers.
HEADER_KEYS = {
    "players": "players",
    "玩家": "players",
    "rules": "rules",
    "规则": "rules",
    "unit": "unit",
    "单位": "unit",
    "dealer": "dealer",
    "庄": "dealer",
    "pot": "pot",
    "底": "pot",
    "pots": "pots",
    "底数": "pots",
    "streak": "streak",
    "连庄": "streak",
}


@dataclass(frozen=True)
class SessionInput:
    """A session as read: its header now, its entries as the lines are read."""

    header: Header
    entries: Iterator[Entry | LineError]


class InputTooLarge(SessionInputError):
    """The input passed MAX_INPUT_CHARS; reading stops there."""

    def __init__(self, line: int) -> None:
        super().__init__(Message("input_too_large", size=f"{MAX_INPUT_CHARS:,}"), "", line)


@contextmanager
def _at(line: int | None) -> Iterator[None]:
    """An InputError raised inside, as a SessionInputError at `line` (None: at the end of
    the input), keeping its place."""
    try:
        yield
    except SessionInputError:
        raise
    except InputError as exc:
        raise SessionInputError(exc.message, exc.where, line, at_end=line is None) from None


def load(source: str | Iterable[str]) -> SessionInput:
    """Read the header now (SessionInputError naming the line if it is broken); entries
    lazily."""
    text = source.removeprefix("\ufeff") if isinstance(source, str) else None
    numbered = _limited(enumerate(source if text is None else lines(text), 1))
    header_fields: dict[str, Any] = {}
    for number, text in numbered:
        stripped = _strip_comment(text)
        if not stripped:
            continue
        with _at(number):
            if stripped.startswith("{"):
                data = _json(stripped)
                if "session" in data:
                    _header_line_checks(text)
                    if header_fields:
                        raise InputError(Message("second_header"), "")
                    header = _json_header(data["session"])
                    return SessionInput(header, _entries(numbered, header))
            else:
                key, value = _header_line(stripped)
                if key is not None:
                    _header_line_checks(text)
                    if key in header_fields:
                        raise InputError(Message("given_twice"), key)
                    header_fields[key] = (value, number)
                    continue
            # The first hand line: the header ends here.
            if "players" not in header_fields:
                _utf8_only(text)  # a header in another encoding is no header at all
        header = _text_header(header_fields, number)
        first = iter([(number, text)])
        return SessionInput(header, _entries(chain(first, numbered), header))
    header = _text_header(header_fields, None)
    return SessionInput(header, iter(()))


def _limited(numbered: Iterable[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    total = 0
    for number, text in numbered:
        total += len(text)
        if total > MAX_INPUT_CHARS:
            raise InputTooLarge(number)
        yield number, text


def _strip_comment(text: str) -> str:
    stripped = trim(text)  # the spaces of service/grammar.py: \x1c is no space
    if stripped.startswith("{"):
        return stripped
    return trim(stripped.partition("#")[0])


def _header_line(text: str) -> tuple[str | None, str]:
    """(key, value) of `key: value`, or (None, "") for a line that is not a header line."""
    for colon in (":", "："):
        key, sep, value = text.partition(colon)
        if sep and trim(key).lower() in HEADER_KEYS:
            return HEADER_KEYS[trim(key).lower()], trim(value)
    return None, ""


def _text_header(fields: Mapping[str, tuple[str, int]], line: int | None) -> Header:
    """The header of the text form's `key: value` lines; `line`: the first hand line (None:
    the input ended)."""
    if "players" not in fields:
        with _at(line):
            raise InputError(Message("header_needs_players"), "")
    players_text, players_line = fields["players"]
    for sep in (",", "，", "、"):
        players_text = players_text.replace(sep, " ")
    with _at(players_line):
        header = Header.create(words(players_text))
    # Each value is checked with the line it came from.
    for key in ("rules", "unit", "dealer", "pot", "pots", "streak"):
        if key in fields:
            value, key_line = fields[key]
            with _at(key_line):
                header = _with(header, key, value)
    return header


def _with(header: Header, key: str, value: Any) -> Header:
    kwargs: dict[str, Any] = {
        "rules": header.rules,
        "unit": header.unit,
        "dealer": header.dealer,
        "pot": header.pot,
        "pots": header.pots,
        "streak": header.streak,
    }
    kwargs[key] = value
    return Header.create(list(header.players), **kwargs)


def _json_header(data: Any) -> Header:
    if not isinstance(data, dict):
        raise InputError(Message("header_not_an_object"), "")
    known = {"players", "rules", "unit", "dealer", "pot", "pots", "streak"}
    unknown = sorted(set(data) - known)
    if unknown:
        said = Message("header_unknown_key", key=unknown[0], known=", ".join(sorted(known)))
        raise InputError(said, "")
    players = data.get("players")
    if not isinstance(players, list):
        raise InputError(Message("players_not_a_list"), "")
    args = {k: v for k, v in data.items() if k != "players" and v is not None}
    return Header.create(players, **args)


def _json(text: str) -> dict[str, Any]:
    try:
        data = read_json(text, "")  # NaN, 1e3: errors naming their column
    except json.JSONDecodeError as exc:
        raise InputError(Message("json_invalid", col=exc.colno, why=exc.msg), "") from None
    except RecursionError:  # [[[[... a few thousand deep
        raise InputError(Message("json_nested"), "") from None
    if not isinstance(data, dict):
        raise InputError(Message("json_not_an_object"), "")
    return data


# A byte that is not UTF-8, as the CLI reads a file (errors="surrogateescape").
_UNDECODED = re.compile("[\udc80-\udcff]")


def _header_line_checks(text: str) -> None:
    if len(text) > MAX_LINE_CHARS:  # the CLI reads no more of a line than that
        raise InputError(_TOO_LONG, "")
    _utf8_only(text)


_TOO_LONG = Message("line_too_long", size=f"{MAX_LINE_CHARS:,}")


def _utf8_only(text: str) -> None:
    """A header is read only as UTF-8: names read with U+FFFD in them would be names nobody
    typed (a file saved as GBK, say)."""
    found = _UNDECODED.search(text)
    if found is not None:
        byte = f"{ord(found.group()) - 0xDC00:02x}"
        raise InputError(Message("byte_not_utf8", byte=byte), "")


def _entries(numbered: Iterable[tuple[int, str]], header: Header) -> Iterator[Entry | LineError]:
    for number, text in numbered:
        if _UNDECODED.search(text):  # a hand line with bytes that are not UTF-8 is a bad line
            text = _UNDECODED.sub("\ufffd", text)
        if len(text) > MAX_LINE_CHARS:
            yield LineError(number, _TOO_LONG)
            continue
        entry = read_entry(text, header, number)
        if entry is not None:
            yield entry


def read_entry(text: str, header: Header, line: int) -> Entry | LineError | None:
    """One line of a session after its header; None for a blank line or a comment."""
    stripped = _strip_comment(text)
    if not stripped:
        return None
    try:
        if stripped.startswith("{"):
            return entry_from_json(_json(stripped), header, line)
        if _header_line(stripped)[0] is not None:
            raise InputError(Message("header_after_hands"), "")
        return _text_entry(stripped, header, line)
    except InputError as exc:
        return LineError.of(exc, line)


def entry_from_json(data: Mapping[str, Any], header: Header, line: int) -> Entry:
    """A JSON hand object `{"hand", "winner", "from", ...}` or `{"draw": true}`; InputError
    at the key that is wrong ("" for the object as a whole)."""
    if data.get("draw") is True:
        extra = sorted(set(data) - {"draw", "dealer"})
        if extra:
            raise InputError(Message("draw_json_extra", key=extra[0]), "")
        dealer = data.get("dealer")
        return DrawEntry(line, None if dealer is None else header.seat(dealer, "dealer"))
    if "session" in data:
        raise InputError(Message("second_header"), "")
    if "winners" in data:
        return several_json(data, header, line)
    hand = data.get("hand")
    if not isinstance(hand, str):
        raise InputError(Message("hand_json_needs_hand"), "")
    hand_keys = json_hand_keys()
    unknown = sorted(set(data) - hand_keys)
    if unknown:
        known = ", ".join(sorted(hand_keys | {"draw"}))
        raise InputError(Message("unknown_key", key=unknown[0], known=known), "")
    if "winner" not in data:
        raise InputError(Message("hand_json_needs_winner"), "")
    options = {k: v for k, v in data.items() if k not in ("hand", "winner", "from", "dealer")}
    return hand_entry(
        line, hand, header, data["winner"], data.get("from"), data.get("dealer"), options
    )


def _text_entry(text: str, header: Header, line: int) -> Entry:
    split = words(text)
    if split[0].lower() in DRAW_WORDS:
        dealer = None
        rest = split[1:]
        if rest and value_words().get(dashless(rest[0])) == "dealer" and len(rest) == 2:
            dealer = header.seat(rest[1], "dealer")
        elif rest:
            raise InputError(Message("draw_extra_words", got=repr(" ".join(rest))), "")
        return DrawEntry(line, dealer)
    winner, rest = split[0], split[1:]
    several = [w for w in NAME_LIST.split(winner) if w]
    if len(several) > 1:
        return several_entry(several, rest, header, line)
    header.seat(winner, "winner")  # a line that names nobody says so first
    discarder: str | None = None
    self_drawn = bool(rest) and (rest[0].lower() in SELF_DRAW_WORDS or rest[0] == WIN_WORD)
    if rest and rest[0].lower() in SELF_DRAW_WORDS:
        rest = rest[1:]
    elif rest and rest[0] == WIN_WORD and len(rest) > 1 and is_player(rest[1], header):
        discarder, rest, self_drawn = rest[1], rest[2:], False  # 小李 胡 老王 …: won off 老王
    elif rest and rest[0] == WIN_WORD:
        rest = rest[1:]  # 小李 胡 …: a self-draw said so
    elif rest and rest[0] in ARROWS:
        if len(rest) < 2:
            raise InputError(Message("who_discarded", arrow=rest[0]), "")
        discarder, rest = rest[1], rest[2:]
    elif rest and is_player(rest[0], header):
        discarder, rest = rest[0], rest[1:]
    if not rest:
        raise InputError(Message("line_needs_hand"), "")
    hand = rest[0]
    options, dealer_word, discarder = line_options(rest[1:], discarder, self_drawn)
    if discarder is not None and is_player(hand, header):
        raise InputError(Message("player_not_hand", got=repr(hand)), "")
    return hand_entry(line, hand, header, winner, discarder, dealer_word, options)
