"""The parts of a session hand line shared by its text and JSON forms: the options after the
hand, the players they name, and one discard with several winners (一炮多响: `B,C A HAND_B
HAND_C`, or `"winners": [...]`; docs/sessions.md). Nothing here prints."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from itertools import chain
from typing import Any

from ...messages.errors import InputError
from ...messages.message import Message
from ...service.grammar import looks_like_number
from ...service.options import did_you_mean
from .model import ARROWS, WIN_WORD, AlsoWon, HandEntry, Header, same_name
from .words import flag_words, header_words, json_hand_keys, value_words


def several_json(data: Mapping[str, Any], header: Header, line: int) -> HandEntry:
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
            hand_entry(
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


def hand_entry(
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


# Winners of one discard are written `小李,阿强` (a name holds none of these).
NAME_LIST = re.compile("[,，、]")


def several_entry(winners: list[str], rest: list[str], header: Header, line: int) -> HandEntry:
    """`B,C A HAND_B HAND_C [options]`: one discard, several winners (docs/sessions.md); the
    options are every winner's."""
    for winner in winners:
        header.seat(winner, "winner")
    discarder: str | None = None
    if rest and rest[0] in ARROWS | {WIN_WORD} and len(rest) > 1:
        discarder, rest = rest[1], rest[2:]
    elif rest and is_player(rest[0], header):
        discarder, rest = rest[0], rest[1:]
    if discarder is None:
        raise InputError(Message("several_winners_need_discarder"), "from")
    hands, rest = rest[: len(winners)], rest[len(winners) :]
    if len(hands) < len(winners) or any(is_player(h, header) for h in hands):
        said = Message("several_winners_hands", winners=len(winners), hands=len(hands))
        raise InputError(said, "")
    options, dealer_word, discarder = line_options(rest, discarder, False)
    if "fed" in options:
        raise InputError(Message("several_winners_fed"), "fed")
    first = hand_entry(line, hands[0], header, winners[0], discarder, dealer_word, options)
    also = tuple(
        AlsoWon(header.seat(w, "winner"), hand, options)
        for w, hand in zip(winners[1:], hands[1:], strict=True)
    )
    return dataclasses.replace(first, also=also)


def line_options(
    rest: list[str], discarder: str | None, self_drawn: bool
) -> tuple[dict[str, Any], str | None, str | None]:
    """The options after a line's hand: (options, the `dealer` word, the discarder)."""
    dealer_word = None
    options: dict[str, Any] = {}
    flags, values, header_only = flag_words(), value_words(), header_words()
    i = 0
    while i < len(rest):
        name, eq, value = rest[i].partition("=")
        name = dashless(name)
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


def dashless(word: str) -> str:
    """`--kong-draw`, `—kong-draw` (a phone's dash) and `kong-draw` are one option."""
    return word.lstrip("-—–").lower()


def is_player(word: str, header: Header) -> bool:
    return same_name(word) in header.players or looks_like_number(word)  # a seat, maybe a bad one
