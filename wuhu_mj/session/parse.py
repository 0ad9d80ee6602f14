"""Read a session: the header, then one entry per hand line, in text or JSON Lines form.

Both forms are in docs/sessions.md. Lines are read lazily, one at a time; every line is
numbered as in the input so a message names the line to fix. Nothing here prints.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import chain
from typing import Any

from ..messages.errors import InputError
from ..service.grammar import lines, looks_like_number, read_json, trim, words
from .model import (
    ARROWS,
    DRAW_WORDS,
    SELF_DRAW_WORDS,
    WIN_WORD,
    DrawEntry,
    Entry,
    HandEntry,
    Header,
    LineError,
    same_name,
)
from .words import flag_words, header_words, json_hand_keys, value_words

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


class InputTooLarge(InputError):
    """The input passed MAX_INPUT_CHARS; reading stops there."""

    def __init__(self, line: int) -> None:
        super().__init__(
            f"input too large: more than {MAX_INPUT_CHARS:,} characters; split the evening",
            f"line {line}",
        )
        self.line = line


def load(source: str | Iterable[str]) -> SessionInput:
    """Read the header now (InputError naming the line if it is broken); entries lazily."""
    text = source.removeprefix("\ufeff") if isinstance(source, str) else None
    numbered = _limited(enumerate(source if text is None else lines(text), 1))
    header_fields: dict[str, Any] = {}
    for number, text in numbered:
        stripped = _strip_comment(text)
        if not stripped:
            continue
        where = f"line {number}"
        if stripped.startswith("{"):
            data = _json(stripped, where)
            if "session" in data:
                _header_line_checks(text, where)
                if header_fields:
                    raise InputError("a second header", where)
                header = _json_header(data["session"], where)
                return SessionInput(header, _entries(numbered, header))
        else:
            key, value = _header_line(stripped)
            if key is not None:
                _header_line_checks(text, where)
                if key in header_fields:
                    raise InputError(f"{key}: given twice", where)
                header_fields[key] = (value, where)
                continue
        # The first hand line: the header ends here.
        if "players" not in header_fields:
            _utf8_only(text, where)  # a header in another encoding is no header at all
        header = _text_header(header_fields, where)
        first = iter([(number, text)])
        return SessionInput(header, _entries(chain(first, numbered), header))
    header = _text_header(header_fields, "the end of the input")
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


def _text_header(fields: Mapping[str, tuple[str, str]], where: str) -> Header:
    if "players" not in fields:
        raise InputError("the header needs 'players: NAME NAME NAME NAME' first", where)
    players_text, players_where = fields["players"]
    for sep in (",", "，", "、"):
        players_text = players_text.replace(sep, " ")
    header = Header.create(words(players_text), where=players_where)
    # Each value is checked with the line it came from.
    for key in ("rules", "unit", "dealer", "pot", "pots", "streak"):
        if key in fields:
            value, line = fields[key]
            header = _with(header, key, value, line)
    return header


def _with(header: Header, key: str, value: Any, where: str) -> Header:
    kwargs: dict[str, Any] = {
        "rules": header.rules,
        "unit": header.unit,
        "dealer": header.dealer,
        "pot": header.pot,
        "pots": header.pots,
        "streak": header.streak,
    }
    kwargs[key] = value
    return Header.create(list(header.players), where=where, **kwargs)


def _json_header(data: Any, where: str) -> Header:
    if not isinstance(data, dict):
        raise InputError('"session" must be an object with "players"', where)
    known = {"players", "rules", "unit", "dealer", "pot", "pots", "streak"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise InputError(
            f'unknown header key "{unknown[0]}" (known: {", ".join(sorted(known))})', where
        )
    players = data.get("players")
    if not isinstance(players, list):
        raise InputError('"players": a list of four names', where)
    args = {k: v for k, v in data.items() if k != "players" and v is not None}
    return Header.create(players, where=where, **args)


def _json(text: str, where: str) -> dict[str, Any]:
    try:
        data = read_json(text, where)  # NaN, 1e3: errors naming their column
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON at column {exc.colno}: {exc.msg}", where) from None
    except RecursionError:  # [[[[... a few thousand deep
        raise InputError("JSON nested too deeply", where) from None
    if not isinstance(data, dict):
        raise InputError("a JSON line must be an object", where)
    return data


# A byte that is not UTF-8, as the CLI reads a file (errors="surrogateescape").
_UNDECODED = re.compile("[\udc80-\udcff]")


def _header_line_checks(text: str, where: str) -> None:
    if len(text) > MAX_LINE_CHARS:  # the CLI reads no more of a line than that
        raise InputError(f"line too long (more than {MAX_LINE_CHARS:,} characters)", where)
    _utf8_only(text, where)


def _utf8_only(text: str, where: str) -> None:
    """A header is read only as UTF-8: names read with U+FFFD in them would be names nobody
    typed (a file saved as GBK, say)."""
    found = _UNDECODED.search(text)
    if found is not None:
        raise InputError(
            f"byte 0x{ord(found.group()) - 0xDC00:02x} is not UTF-8; save the file as UTF-8", where
        )


def _entries(numbered: Iterable[tuple[int, str]], header: Header) -> Iterator[Entry | LineError]:
    for number, text in numbered:
        if _UNDECODED.search(text):  # a hand line with bytes that are not UTF-8 is a bad line
            text = _UNDECODED.sub("\ufffd", text)
        if len(text) > MAX_LINE_CHARS:
            yield LineError(number, f"line too long (more than {MAX_LINE_CHARS:,} characters)")
            continue
        entry = read_entry(text, header, number)
        if entry is not None:
            yield entry


def read_entry(text: str, header: Header, line: int) -> Entry | LineError | None:
    """One line of a session after its header; None for a blank line or a comment."""
    stripped = _strip_comment(text)
    if not stripped:
        return None
    where = f"line {line}"
    try:
        if stripped.startswith("{"):
            return entry_from_json(_json(stripped, where), header, line)
        if _header_line(stripped)[0] is not None:
            raise InputError("header lines go before the first hand", where)
        return _text_entry(stripped, header, line)
    except InputError as exc:
        return LineError.of(exc, line)


def entry_from_json(data: Mapping[str, Any], header: Header, line: int) -> Entry:
    """A JSON hand object `{"hand", "winner", "from", ...}` or `{"draw": true}`."""
    where = f"line {line}"
    if data.get("draw") is True:
        extra = sorted(set(data) - {"draw", "dealer"})
        if extra:
            raise InputError(f'a draw takes only "dealer", not "{extra[0]}"', where)
        dealer = data.get("dealer")
        return DrawEntry(line, None if dealer is None else header.seat(dealer, where, "dealer"))
    if "session" in data:
        raise InputError("a second header", where)
    hand = data.get("hand")
    if not isinstance(hand, str):
        raise InputError('needs "hand" (a string) and "winner", or "draw": true', where)
    hand_keys = json_hand_keys()
    unknown = sorted(set(data) - hand_keys)
    if unknown:
        known = ", ".join(sorted(hand_keys | {"draw"}))
        raise InputError(f'unknown key "{unknown[0]}" (known: {known})', where)
    if "winner" not in data:
        raise InputError('needs "winner": a name or seat', where)
    options = {k: v for k, v in data.items() if k not in ("hand", "winner", "from", "dealer")}
    return _hand_entry(
        line, hand, header, data["winner"], data.get("from"), data.get("dealer"), options
    )


def _hand_entry(
    line: int,
    hand: str,
    header: Header,
    winner: Any,
    discarder: Any,
    dealer: Any,
    options: dict[str, Any],
) -> HandEntry:
    where = f"line {line}"
    if "fed" in options:
        options["fed"] = _fed_seats(options["fed"], header, where)
    return HandEntry(
        line,
        hand,
        header.seat(winner, where, "winner"),
        None if discarder is None else header.seat(discarder, where, "from"),
        None if dealer is None else header.seat(dealer, where, "dealer"),
        options,
    )


def _fed_seats(value: Any, header: Header, where: str) -> list[str]:
    """`--fed` with players by name: `小红=peng,chi` → `4=peng,chi`."""
    items = [value] if isinstance(value, str) else list(value)
    out = []
    for item in items:
        who, sep, melds = str(item).partition("=")
        if not sep:
            raise InputError(
                f"fed: expected PLAYER=meld,meld (e.g. 小红=peng,chi), got {item!r}", where
            )
        out.append(f"{header.seat(who, where, 'fed')}={melds}")
    return out


def _text_entry(text: str, header: Header, line: int) -> Entry:
    where = f"line {line}"
    split = words(text)
    if split[0].lower() in DRAW_WORDS:
        dealer = None
        rest = split[1:]
        if rest and value_words().get(_dashless(rest[0])) == "dealer" and len(rest) == 2:
            dealer = header.seat(rest[1], where, "dealer")
        elif rest:
            raise InputError(f"a draw takes only 'dealer PLAYER', not {' '.join(rest)!r}", where)
        return DrawEntry(line, dealer)
    winner, rest = split[0], split[1:]
    header.seat(winner, where, "winner")  # a line that names nobody says so first
    discarder: str | None = None
    self_drawn = bool(rest) and (rest[0].lower() in SELF_DRAW_WORDS or rest[0] == WIN_WORD)
    if rest and rest[0].lower() in SELF_DRAW_WORDS:
        rest = rest[1:]
    elif rest and rest[0] == WIN_WORD and len(rest) > 1 and _is_player(rest[1], header):
        discarder, rest, self_drawn = rest[1], rest[2:], False  # 小李 胡 老王 …: won off 老王
    elif rest and rest[0] == WIN_WORD:
        rest = rest[1:]  # 小李 胡 …: a self-draw said so
    elif rest and rest[0] in ARROWS:
        if len(rest) < 2:
            raise InputError(f"who discarded? write WINNER {rest[0]} PLAYER HAND", where)
        discarder, rest = rest[1], rest[2:]
    elif rest and _is_player(rest[0], header):
        discarder, rest = rest[0], rest[1:]
    if not rest:
        raise InputError("no hand on this line (WINNER [DISCARDER] HAND [options])", where)
    hand, dealer_word = rest[0], None
    options: dict[str, Any] = {}
    flags, values, header_only = flag_words(), value_words(), header_words()
    i = 1
    while i < len(rest):
        name, eq, value = rest[i].partition("=")
        name = _dashless(name)
        i += 1
        if name in flags and not eq:
            options[flags[name]] = True
        elif name in values:
            key = values[name]
            if not eq:
                if i >= len(rest):
                    raise InputError(f"{name}: needs a value", where)
                value, i = rest[i], i + 1
            if key == "dealer":
                dealer_word = value
            elif key == "from":
                if discarder is not None:
                    raise InputError("from: the discarder is already named on this line", where)
                if self_drawn:
                    raise InputError("from: a self-draw (自摸) has no discarder", where)
                discarder = value
            elif key == "fed":
                options.setdefault("fed", []).append(value)
            else:
                options[key] = value
        elif name in header_only:
            raise InputError(f"{name}: belongs to the header, not to a hand", where)
        else:
            raise InputError(f"unknown option {rest[i - 1]!r} (see docs/sessions.md)", where)
    if discarder is not None and _is_player(hand, header):
        raise InputError(f"{hand!r} is a player, not a hand", where)
    return _hand_entry(line, hand, header, winner, discarder, dealer_word, options)


def _dashless(word: str) -> str:
    """`--kong-draw`, `—kong-draw` (a phone's dash) and `kong-draw` are one option."""
    return word.lstrip("-—–").lower()


def _is_player(word: str, header: Header) -> bool:
    return same_name(word) in header.players or looks_like_number(word)  # a seat, maybe a bad one
