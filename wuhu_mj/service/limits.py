"""Size and range limits on everything a user types or a file holds, checked before the work.

Each limit is far above any real hand or evening and far below what would make the scorer
slow, big or wrong (a 10 MB line took minutes). Money per point has its limits in money.py.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any, Final

from ..messages.errors import InputError
from ..messages.message import Message
from ..output.safetext import one_line

MAX_HAND_CHARS: Final = 200  # the longest real hand, in Chinese with flowers, is under 80
MAX_LINE_BYTES: Final = 64 * 1024  # one batch line, checked before it is parsed
MAX_COUNT: Final = 99  # a count option, such as Anqing's 连庄 (--streak)
MAX_NUMBER_CHARS: Final = 20  # a number written as text, before it is converted

_WHOLE = re.compile(r"[+-]?[0-9]+")
_NUMBER_BOUND: Final[int] = 10**MAX_NUMBER_CHARS


def shown(value: Any) -> str:
    """A value quoted in a message: its repr, cut short."""
    return one_line(repr(value), 40)


def check_hand_text(text: str) -> None:
    if len(text) > MAX_HAND_CHARS:
        raise InputError(Message("hand_too_long", count=len(text), cap=MAX_HAND_CHARS))


def whole_number(name: str, value: Any, low: int | None = None, high: int | None = None) -> int:
    """An option's value as a whole number: an int, an integral JSON number or digits."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, (float, Decimal)):
        exact = Decimal(value)  # a float converts exactly
        if exact.is_finite() and abs(exact) < _NUMBER_BOUND and exact == exact.to_integral_value():
            number = int(exact)
    elif isinstance(value, str):
        text = value.strip()
        if len(text) <= MAX_NUMBER_CHARS and _WHOLE.fullmatch(text):
            number = int(text)
    if number is None:
        raise InputError(Message("not_whole_number", got=shown(value)), where=f"--{name}")
    if (low is not None and number < low) or (high is not None and number > high):
        said = Message("number_out_of_range", got=number, low=low, high=high)
        raise InputError(said, f"--{name}")
    return number
