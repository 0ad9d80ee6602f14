"""An evening as the page keeps it, turned into the session text form and back
(docs/sessions.md), so the page writes no header key, option word or hand line itself.

The page keeps an evening as `{"header": {players, rules, unit, dealer, pot, pots, streak},
"lines": [hand lines]}` (dealer a seat, 1 to 4; the header's values as typed). A hand it
records is `{winner, from, hand, flags, values}` (seats, the hand's notation, the option
names switched on, the options given a value), written with each option's session word from
the option registry (service/options.py): a plugin's option as its own word.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ...messages.errors import InputError
from ...messages.message import Message
from .manifest import HEADER_ORDER, SELF_DRAW_WORD

# The header keys written only when they have a value.
_OPTIONAL = ("pot", "pots", "streak")


def _text(value: object) -> str:
    """A value as the page's JavaScript would show it (String(value)), trimmed."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).strip()


def _players(header: Mapping[str, Any]) -> list[str]:
    names = header.get("players")
    if not isinstance(names, list) or len(names) != 4:
        raise InputError(Message("page_error_evening"), "players")
    return [_text(name) for name in names]


def header_lines(header: Mapping[str, Any]) -> list[str]:
    """The header's lines, in the order the session scorer reads them."""
    names = _players(header)
    dealer = header.get("dealer", 1)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 1 <= dealer <= 4:
        raise InputError(Message("page_error_evening"), "dealer")
    values = {
        "players": " ".join(names),
        "rules": _text(header.get("rules")),
        "unit": _text(header.get("unit")) or "1",
        "dealer": names[dealer - 1],
    }
    for key in _OPTIONAL:
        values[key] = _text(header.get(key))
    return [f"{key}: {values[key]}" for key in HEADER_ORDER if key not in _OPTIONAL or values[key]]


def _lines(body: Mapping[str, Any], key: str) -> list[str]:
    lines = body.get(key, [])
    if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
        raise InputError(Message("page_error_evening"), key)
    return lines


def evening_text(body: Mapping[str, Any]) -> tuple[str, int]:
    """The evening's whole text (its `extra` lines appended: a hand being previewed), and the
    line number its first hand line has."""
    header = body.get("header")
    if not isinstance(header, dict):
        raise InputError(Message("page_error_evening"), "header")
    head = header_lines(header)
    lines = [*head, *_lines(body, "lines"), *_lines(body, "extra")]
    return "\n".join(lines) + "\n", len(head) + 1


def _word(name: str) -> str:
    """The word a session hand line writes for option `name`: its first session word (杠开,
    幸运牌), else its name."""
    from ...service.options import spec_of

    spec = spec_of(name)
    return spec.words[0] if spec is not None and spec.words else name


def _seat_name(players: Sequence[str], seat: object) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 1 <= seat <= len(players):
        return players[seat - 1]
    raise InputError(Message("page_error_evening"), "seat")


def _options(players: Sequence[str], won: Mapping[str, Any], words: list[str]) -> list[str]:
    flags = won.get("flags", [])
    values = won.get("values", {})
    if not isinstance(flags, list) or not isinstance(values, dict):
        raise InputError(Message("page_error_evening"), "options")
    words += [_word(str(flag)) for flag in flags]
    for key, value in values.items():
        if key == "fed":
            for item in value if isinstance(value, list) else [value]:
                seat, _, melds = str(item).partition("=")
                named = players[int(seat) - 1] if seat.strip() in ("1", "2", "3", "4") else seat
                words.append(f"fed={named}={melds}")
        else:
            words.append(f"{_word(str(key))}={_text(value)}")
    return words


def _hand(hand: object) -> str:
    """A hand of a line: its text, or the page's tapped hand written (doors/web/tapped.py)."""
    if isinstance(hand, str):
        return hand
    from .tapped import tapped_text

    return tapped_text(hand)


def hand_line(body: Mapping[str, Any]) -> str:
    """One discard's line: `WINNER DISCARDER|自摸 HAND [options]`, or with several winners of
    one discard `B,C A HAND_B HAND_C [options]` (the options, the last hand's, are every
    winner's: docs/sessions.md)."""
    players = [_text(name) for name in body.get("players", [])]
    wins = body.get("wins")
    if len(players) != 4 or not isinstance(wins, list) or not wins:
        raise InputError(Message("page_error_evening"), "wins")
    if not all(isinstance(won, dict) and "hand" in won for won in wins):
        raise InputError(Message("page_error_evening"), "wins")
    winners = ",".join(_seat_name(players, won.get("winner")) for won in wins)
    source = body.get("from") if len(wins) > 1 else wins[0].get("from")
    discarder = _seat_name(players, source) if source else SELF_DRAW_WORD
    words = [winners, discarder, *(_hand(won["hand"]) for won in wins)]
    return " ".join(_options(players, wins[-1], words))


def renamed(lines: Sequence[str], old: str, new: str) -> list[str]:
    """The hand lines with player `old` called `new`: as a winner (one of several: `B,C`), a
    discarder, or the seat a `fed=` names."""
    fed = f"{_word('fed')}="

    def word(at: int, text: str) -> str:
        if text == old:
            return new
        if at == 0 and "," in text:  # several winners of one discard: B,C
            return ",".join(new if part == old else part for part in text.split(","))
        if text.startswith(f"{fed}{old}="):
            return f"{fed}{new}={text[len(fed) + len(old) + 1 :]}"
        return text

    return [" ".join(word(at, text) for at, text in enumerate(line.split(" "))) for line in lines]


# ------------------------------------------------------------------ import


def read_evening(text: str, players: Sequence[str]) -> dict[str, Any] | None:
    """An evening's text (text form or JSON Lines; a CSV export is turned into text by the
    page first) as `{header, lines}`, the header's values as written; None when it is
    neither (no players)."""
    from ...service.pipeline import DEFAULT_RULES
    from ..session.parse import HEADER_KEYS

    fields: dict[str, str] = {}
    lines: list[str] = []
    for raw in re.split(r"\r\n|\r|\n", text.lstrip("\ufeff")):
        line = raw.strip()
        plain = line if line.startswith("{") else line.split("#")[0].strip()
        if not plain:
            continue
        if not lines and plain.startswith("{") and '"session"' in plain:
            try:
                data = json.loads(plain)
            except (ValueError, RecursionError):
                return None
            found_header = data.get("session") if isinstance(data, dict) else None
            for key, value in (found_header if isinstance(found_header, dict) else {}).items():
                words = [_text(v) for v in value] if isinstance(value, list) else [_text(value)]
                fields[key] = " ".join(words)
            continue
        found = None if lines else re.match(r"^([^:：]+)[:：](.*)$", plain)
        key = HEADER_KEYS.get(found.group(1).strip().lower()) if found else None
        if found is not None and key is not None:
            fields[key] = found.group(2).strip()
        else:
            lines.append(line)
    if not fields.get("players"):
        return None
    names = [name for name in re.split(r"[\s,，、]+", fields["players"]) if name]
    header = {
        "players": [names[i] if i < len(names) else players[i] for i in range(4)],
        "rules": fields.get("rules") or DEFAULT_RULES,
        "unit": fields.get("unit") or "1",
        "dealer": _seat_of(fields.get("dealer", ""), names),
        **{key: fields.get(key, "") for key in _OPTIONAL},
    }
    return {"header": header, "lines": lines}


def _seat_of(value: str, names: Sequence[str]) -> int:
    if not value:
        return 1
    if value in names:
        return list(names).index(value) + 1
    try:
        number = float(value)
    except ValueError:
        return 1
    return int(number) if number in (1, 2, 3, 4) else 1
