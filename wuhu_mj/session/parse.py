"""Read a session: the header, then one entry per hand line, in text or JSON Lines form.

Both forms are in docs/sessions.md. Lines are read lazily, one at a time; every line is
numbered as in the input so a message names the line to fix. Nothing here prints.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import chain
from typing import Any

from ..messages.errors import InputError
from ..messages.message import Message
from ..service.grammar import lines, looks_like_number, read_json, trim, words
from ..service.options import did_you_mean
from .model import (
    ARROWS,
    DRAW_WORDS,
    SELF_DRAW_WORDS,
    WIN_WORD,
    AlsoWon,
    DrawEntry,
    Entry,
    HandEntry,
    Header,
    LineError,
    SessionInputError,
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
        return _several_json(data, header, line)
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
    return _hand_entry(
        line, hand, header, data["winner"], data.get("from"), data.get("dealer"), options
    )


def _several_json(data: Mapping[str, Any], header: Header, line: int) -> HandEntry:
    """`{"winners": [{"winner", "hand", ...}, ...], "from", ...}`: one discard, several winners;
    options beside `winners` are every winner's, those inside one winner's object its own."""
    hand_keys = json_hand_keys()
    shared_keys = (hand_keys - {"hand", "winner"}) | {"winners"}
    unknown = sorted(set(data) - shared_keys)
    if unknown:
        known = ", ".join(sorted(shared_keys))
        raise InputError(Message("unknown_key", key=unknown[0], known=known), "")
    listed = data["winners"]
    if not isinstance(listed, list) or not all(isinstance(w, dict) for w in listed) or not listed:
        raise InputError(Message("several_winners_json"), "winners")
    own_keys = hand_keys - {"from", "dealer"}
    shared = {k: v for k, v in data.items() if k not in ("winners", "from", "dealer")}
    entries = []
    for won in listed:
        unknown = sorted(set(won) - own_keys)
        if unknown:
            known = ", ".join(sorted(own_keys))
            raise InputError(Message("unknown_key", key=unknown[0], known=known), "winners")
        if not isinstance(won.get("hand"), str) or "winner" not in won:
            raise InputError(Message("several_winners_json"), "winners")
        options = {**shared, **{k: v for k, v in won.items() if k not in ("hand", "winner")}}
        entries.append(
            _hand_entry(
                line,
                won["hand"],
                header,
                won["winner"],
                data.get("from"),
                data.get("dealer"),
                options,
            )
        )
    if data.get("from") is None:
        raise InputError(Message("several_winners_need_discarder"), "from")
    also = tuple(AlsoWon(e.winner, e.hand, e.options) for e in entries[1:])
    return dataclasses.replace(entries[0], also=also)


def _hand_entry(
    line: int,
    hand: str,
    header: Header,
    winner: Any,
    discarder: Any,
    dealer: Any,
    options: dict[str, Any],
) -> HandEntry:
    if "fed" in options:
        options["fed"] = _fed_seats(options["fed"], header)
    return HandEntry(
        line,
        hand,
        header.seat(winner, "winner"),
        None if discarder is None else header.seat(discarder, "from"),
        None if dealer is None else header.seat(dealer, "dealer"),
        options,
    )


def _fed_seats(value: Any, header: Header) -> list[str]:
    """`--fed` with players by name: `小红=peng,chi` → `4=peng,chi`."""
    items = [value] if isinstance(value, str) else list(value)
    out = []
    for item in items:
        who, sep, melds = str(item).partition("=")
        if not sep:
            raise InputError(Message("fed_player_melds", got=repr(item)), "fed")
        out.append(f"{header.seat(who, 'fed')}={melds}")
    return out


def _text_entry(text: str, header: Header, line: int) -> Entry:
    split = words(text)
    if split[0].lower() in DRAW_WORDS:
        dealer = None
        rest = split[1:]
        if rest and value_words().get(_dashless(rest[0])) == "dealer" and len(rest) == 2:
            dealer = header.seat(rest[1], "dealer")
        elif rest:
            raise InputError(Message("draw_extra_words", got=repr(" ".join(rest))), "")
        return DrawEntry(line, dealer)
    winner, rest = split[0], split[1:]
    several = [w for w in _NAME_LIST.split(winner) if w]
    if len(several) > 1:
        return _several_entry(several, rest, header, line)
    header.seat(winner, "winner")  # a line that names nobody says so first
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
            raise InputError(Message("who_discarded", arrow=rest[0]), "")
        discarder, rest = rest[1], rest[2:]
    elif rest and _is_player(rest[0], header):
        discarder, rest = rest[0], rest[1:]
    if not rest:
        raise InputError(Message("line_needs_hand"), "")
    hand = rest[0]
    options, dealer_word, discarder = _line_options(rest[1:], discarder, self_drawn)
    if discarder is not None and _is_player(hand, header):
        raise InputError(Message("player_not_hand", got=repr(hand)), "")
    return _hand_entry(line, hand, header, winner, discarder, dealer_word, options)


# Winners of one discard are written `小李,阿强` (a name holds none of these).
_NAME_LIST = re.compile("[,，、]")


def _several_entry(winners: list[str], rest: list[str], header: Header, line: int) -> HandEntry:
    """`B,C A HAND_B HAND_C [options]`: one discard, several winners (docs/sessions.md); the
    options are every winner's."""
    for winner in winners:
        header.seat(winner, "winner")
    discarder: str | None = None
    if rest and rest[0] in ARROWS | {WIN_WORD} and len(rest) > 1:
        discarder, rest = rest[1], rest[2:]
    elif rest and _is_player(rest[0], header):
        discarder, rest = rest[0], rest[1:]
    if discarder is None:
        raise InputError(Message("several_winners_need_discarder"), "from")
    hands, rest = rest[: len(winners)], rest[len(winners) :]
    if len(hands) < len(winners) or any(_is_player(h, header) for h in hands):
        said = Message("several_winners_hands", winners=len(winners), hands=len(hands))
        raise InputError(said, "")
    options, dealer_word, discarder = _line_options(rest, discarder, False)
    if "fed" in options:
        raise InputError(Message("several_winners_fed"), "fed")
    first = _hand_entry(line, hands[0], header, winners[0], discarder, dealer_word, options)
    also = tuple(
        AlsoWon(header.seat(w, "winner"), hand, options)
        for w, hand in zip(winners[1:], hands[1:], strict=True)
    )
    return dataclasses.replace(first, also=also)


def _line_options(
    rest: list[str], discarder: str | None, self_drawn: bool
) -> tuple[dict[str, Any], str | None, str | None]:
    """The options after a line's hand: (options, the `dealer` word, the discarder)."""
    dealer_word = None
    options: dict[str, Any] = {}
    flags, values, header_only = flag_words(), value_words(), header_words()
    i = 0
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
                    raise InputError(Message("option_needs_value"), name)
                value, i = rest[i], i + 1
            if key == "dealer":
                dealer_word = value
            elif key == "from":
                if discarder is not None:
                    raise InputError(Message("discarder_named_twice"), "from")
                if self_drawn:
                    raise InputError(Message("self_draw_no_discarder"), "from")
                discarder = value
            elif key == "fed":
                options.setdefault("fed", []).append(value)
            else:
                options[key] = value
        elif name in header_only:
            raise InputError(Message("header_only_word"), name)
        else:
            hint = did_you_mean(rest[i - 1].partition("=")[0], chain(flags, values))
            raise InputError(Message("line_unknown_word", got=repr(rest[i - 1]), hint=hint), "")
    return options, dealer_word, discarder


def _dashless(word: str) -> str:
    """`--kong-draw`, `—kong-draw` (a phone's dash) and `kong-draw` are one option."""
    return word.lstrip("-—–").lower()


def _is_player(word: str, header: Header) -> bool:
    return same_name(word) in header.players or looks_like_number(word)  # a seat, maybe a bad one
