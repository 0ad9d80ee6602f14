"""The page's calls for an evening as it keeps it and for the money it sums (doors/web/evening.py,
doors/web/tapped.py do the work): each answers in the envelope (doors/web/envelope.py)."""

from __future__ import annotations

from typing import Any

from ...messages.errors import InputError
from ...messages.message import Language, Message
from .envelope import answer


def evening_text(request: str, lang: str = "zh") -> str:
    """An evening's text form (`text`) as `{header, lines}` makes it, with `first` (the line
    number of its first hand line) and `header`, its header lines."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from .evening import evening_text as text_of
        from .evening import header_lines

        text, first = text_of(body)
        return text[:-1], 0, {"first": first, "header": header_lines(body["header"])}

    return answer(request, made, lang)


def hand_line(request: str, lang: str = "zh") -> str:
    """The session line of a recorded hand (doors/web/evening.py hand_line): `text`."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from .evening import hand_line as line_of

        return line_of(body), 0, None

    return answer(request, made, lang)


def rename_player(request: str, lang: str = "zh") -> str:
    """`{"lines": [...], "old": NAME, "new": NAME}`: the hand lines with the player renamed
    (doors/web/evening.py renamed); `view` the lines."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from .evening import renamed

        lines, old, new = body.get("lines"), body.get("old"), body.get("new")
        if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
            raise InputError(Message("page_error_evening"), "lines")
        if not isinstance(old, str) or not isinstance(new, str) or not old or not new:
            raise InputError(Message("page_error_evening"), "players")
        return "", 0, renamed(lines, old, new)

    return answer(request, made, lang)


def read_evening(request: str, lang: str = "zh") -> str:
    """`{"text": TEXT, "players": [4 names]}` read as an evening (doors/web/evening.py): `view` is
    `{header, lines}`, or null when the text is no evening."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from .evening import read_evening as read

        text, players = body.get("text"), body.get("players")
        if not isinstance(text, str) or not isinstance(players, list) or len(players) != 4:
            raise InputError(Message("page_error_evening"), "request")
        found = read(text, [str(name) for name in players])
        return "", 0 if found else 1, found

    return answer(request, made, lang)


def hand_text(request: str, lang: str = "zh") -> str:
    """`{"hand": TAPPED}`: the tapped hand's notation (doors/web/tapped.py), as `text`."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from .tapped import tapped_text

        return tapped_text(body.get("hand")), 0, None

    return answer(request, made, lang)


def money_sum(request: str, lang: str = "zh") -> str:
    """`{"amounts": ["0.000031", ...]}`: their exact sum as money is written (`text`)."""

    def made(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        from decimal import Decimal, InvalidOperation

        from ...scoring.money import money_text

        amounts = body.get("amounts")
        if not isinstance(amounts, list) or not all(_amount(a) for a in amounts):
            raise InputError(Message("page_error_amounts"), "amounts")
        try:
            total = sum((Decimal(str(a)) for a in amounts), Decimal(0))
        except InvalidOperation:
            raise InputError(Message("page_error_amounts"), "amounts") from None
        if not total.is_finite():
            raise InputError(Message("page_error_amounts"), "amounts")
        return money_text(total), 0, None

    return answer(request, made, lang)


def _amount(value: object) -> bool:
    """An amount as the page sends it: a number, or its text (at most 40 characters)."""
    if isinstance(value, str):
        return len(value) <= 40
    return isinstance(value, (int, float)) and not isinstance(value, bool)
