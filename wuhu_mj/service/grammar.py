"""How a person writes what goes with a hand: a seat, money per point, a whole number, the spaces
around and between words, numbers in JSON. One rule each, applied here for every door (the
command line, batch text and JSON lines, session headers and hand lines, the web API); the
rules are written down in docs/input.md. The hand's own grammar is notation/text.py
(docs/notation.md): Chinese numerals and tile words are hand text, not numbers.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, Any, Final

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.text import SPACES
from ..scoring.money import Money, whole_or_exact
from .limits import MAX_NUMBER_CHARS, UNIT_LIMIT, UNIT_PLACES, shown

if TYPE_CHECKING:
    from decimal import Decimal

# ---- spaces: the ones a hand may hold between tiles, and nothing else
_SPACE_TEXT: Final = "".join(sorted(SPACES))
_SPACE_RUN: Final = re.compile(f"[{re.escape(_SPACE_TEXT)}]+")
_LINE_BREAK: Final = re.compile(r"\r\n|\r|\n")


def trim(text: str) -> str:
    """`text` without the spaces around it; a control character (\\x1c) is no space here."""
    return text.strip(_SPACE_TEXT)


def words(text: str) -> list[str]:
    """The words of `text`, split at runs of spaces (never at \\x1c-\\x1f or NEL)."""
    return [word for word in _SPACE_RUN.split(text) if word]


def lines(text: str) -> list[str]:
    """The lines of `text`: \\n, \\r\\n or \\r end a line, as a file read as text ends them
    (str.splitlines would also break at \\x1c-\\x1e, NEL and U+2028)."""
    found = _LINE_BREAK.split(text)
    return found[:-1] if found and not found[-1] else found


# ---- numbers written as text
_SEAT: Final = re.compile(r"[0-9]{1,%d}" % MAX_NUMBER_CHARS)  # noqa: UP031 (a regex's braces)
_WHOLE: Final = re.compile(r"-?[0-9]{1,%d}" % MAX_NUMBER_CHARS)  # noqa: UP031
_AMOUNT: Final = re.compile(r"[0-9]+(?:\.[0-9]*)?|\.[0-9]+")
_UNIT_DIGITS: Final = re.compile(r"[0-9]{1,12}")  # past UNIT_LIMIT, not past int()'s limit
_NOT_FINITE: Final = re.compile(r"[+-]?(?:s?nan|inf|infinity)", re.IGNORECASE)
# What a person meant as a number, in any script's digits (٣, ３), with a sign: a session
# line takes such a word as a seat, and the seat rule says what is wrong with it.
_NUMBER_LIKE: Final = re.compile(r"[+-]?\d+(?:[.,]\d+)?")
_NUMBER_BOUND: Final[int] = 10**MAX_NUMBER_CHARS


def looks_like_number(text: str) -> bool:
    """Whether `text` is digits (of any script) with at most a sign and a point (3.0),
    whatever space-like or
    control characters stand around them (\x1c4): meant as a number, right or wrong."""
    return _NUMBER_LIKE.fullmatch(text.strip()) is not None


def seat(value: Any, where: str) -> int:
    """A seat: 1-4 written in ASCII digits (spaces around it are dropped), or a JSON integer
    1-4. `+1`, `٣`, `３`, `3.0` and `\\x1c4` are no seat."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _SEAT.fullmatch(trim(value)):
        number = int(trim(value))
    if number is None:
        raise InputError(Message("seat_not_a_seat", got=shown(value)), where)
    if not 1 <= number <= 4:
        raise InputError(Message("seat_outside", seat=number), where)
    return number


def _is_decimal(value: Any) -> bool:
    """A Decimal (there is none before decimal is imported)."""
    decimal = sys.modules.get("decimal")
    return decimal is not None and isinstance(value, decimal.Decimal)


def whole(value: Any) -> int | None:
    """A whole number as written: a JSON integer, a JSON number with nothing after its point
    (2.0), or ASCII digits with at most a minus sign (spaces around them dropped); else None."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, float) or _is_decimal(value):
        from decimal import Decimal  # a number with a point: not what most options are

        exact = Decimal(value.text if isinstance(value, Written) else value)  # exactly
        if exact.is_finite() and abs(exact) < _NUMBER_BOUND and exact == exact.to_integral_value():
            return int(exact)
    elif isinstance(value, str) and _WHOLE.fullmatch(trim(value)):
        return int(trim(value))
    return None


def whole_number(name: str, value: Any, low: int | None = None, high: int | None = None) -> int:
    """An option's value as a whole number (`whole`), within low-high."""
    number = whole(value)
    if number is None:
        raise InputError(Message("not_whole_number", got=shown(value)), where=f"--{name}")
    if (low is not None and number < low) or (high is not None and number > high):
        said = Message("number_out_of_range", got=number, low=low, high=high)
        raise InputError(said, f"--{name}")
    return number


def _whole_unit(value: Any) -> int | None:
    """A unit written as a whole number (an int, or ASCII digits with no point), else None:
    read as parse_unit reads any other, without decimal."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _UNIT_DIGITS.fullmatch(trim(value)):
        return int(trim(value))
    return None


def parse_unit(value: Any, where: str = "--unit") -> Money:
    """Money per point: a plain decimal in ASCII digits (`1`, `0.5`, `.5`; spaces around it
    dropped) or a JSON number, more than 0, at most UNIT_LIMIT, at most UNIT_PLACES decimal
    places. Whole units are ints, fractions exact Decimals."""
    whole_unit = _whole_unit(value)
    if whole_unit is not None:
        if whole_unit <= 0:
            raise InputError(Message("unit_not_positive_got", got=shown(value)), where)
        if whole_unit > UNIT_LIMIT:
            raise InputError(Message("unit_too_large", stake=f"{UNIT_LIMIT:,}"), where)
        return whole_unit
    from decimal import Decimal  # a fractional unit's (a whole one needs none: above)

    number: Decimal | None = None
    if isinstance(value, bool):
        pass
    elif isinstance(value, int):
        number = Decimal(value)
    elif isinstance(value, Written):
        number = Decimal(value.text)  # as written: JSON's plain decimals (no exponent)
    elif isinstance(value, float):
        number = Decimal(repr(value))  # the shortest text that reads back as this float
    elif isinstance(value, Decimal):
        number = value
    elif isinstance(value, str):
        text = trim(value)
        if _AMOUNT.fullmatch(text):
            number = Decimal(text)
        elif text.startswith("-") and _AMOUNT.fullmatch(text[1:]):
            raise InputError(Message("unit_not_positive_got", got=shown(value)), where)
        elif _NOT_FINITE.fullmatch(text):
            raise InputError(Message("unit_not_finite", got=shown(value)), where)
    if number is None:
        raise InputError(Message("unit_not_an_amount", got=shown(value)), where)
    if not number.is_finite():
        raise InputError(Message("unit_not_finite", got=shown(value)), where)
    if number <= 0:
        raise InputError(Message("unit_not_positive_got", got=shown(value)), where)
    if number > UNIT_LIMIT:
        raise InputError(Message("unit_too_large", stake=f"{UNIT_LIMIT:,}"), where)
    if number != number.quantize(Decimal(1).scaleb(-UNIT_PLACES)):
        raise InputError(Message("unit_too_fine", places=UNIT_PLACES), where)
    return whole_or_exact(number)


# ---- numbers in JSON (batch lines, session lines, API requests)
class Written(float):
    """A JSON number with a point: a float (json.dumps writes it back as one) that keeps the
    text it was written as, so money and whole numbers are read exactly (0.1, 2.0)."""

    __slots__ = ("text",)
    text: str

    def __repr__(self) -> str:  # as written: a message quotes it so, memo keys keep 2.0 and
        return self.text  # 2.00000000000000000001 apart (json.dumps writes float's repr)


class _Refused(ValueError):
    def __init__(self, message_id: str, literal: str) -> None:
        super().__init__(literal)
        self.message_id = message_id
        self.literal = literal


def _integer(literal: str) -> int:
    if len(literal.lstrip("-")) > MAX_NUMBER_CHARS:  # int() refuses past 4300, in its words
        raise _Refused("json_number_too_long", literal)
    return int(literal)


def _fraction(literal: str) -> Written:
    if "e" in literal or "E" in literal:
        raise _Refused("json_exponent", literal)
    number = Written(literal)
    number.text = literal
    return number


def _constant(literal: str) -> Any:
    raise _Refused("json_constant", literal)


# JSON's strings and numbers, and the words NaN and Infinity Python's reader would take.
_TOKENS: Final = re.compile(
    r'"(?:[^"\\]|\\.)*"|-?Infinity|NaN|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?',
    re.DOTALL,
)


def _place(text: str, literal: str) -> Message:
    """Where `literal`, the first number refused, stands in `text`: its column (and line,
    when the text has several)."""
    found = next((m for m in _TOKENS.finditer(text) if m.group() == literal), None)
    start = found.start() if found is not None else 0
    line = text.count("\n", 0, start) + 1
    col = start - (text.rfind("\n", 0, start) + 1) + 1
    if "\n" in text.strip():
        return Message("json_at_line_column", line=line, col=col)
    return Message("json_at_column", col=col)


# Far deeper than any input of the scorer needs (a session header is 3 deep). Counted here because
# how deep json.loads goes before a RecursionError depends on the Python (3.13 reads 5,000).
MAX_JSON_DEPTH = 500


def _check_depth(text: str) -> None:
    """RecursionError, as json.loads raises it on older Pythons, for JSON nested deeper than
    MAX_JSON_DEPTH: the doors already say that in their own words."""
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return  # the common case: too few brackets to be that deep
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                raise RecursionError(f"JSON nested deeper than {MAX_JSON_DEPTH}")
        elif char in "]}":
            depth -= 1


def read_json(text: str, where: str) -> Any:
    """JSON text as every door reads it: integers of at most MAX_NUMBER_CHARS digits,
    numbers with a point as Written, and NaN, Infinity and exponents (1e3) refused with
    their place. Syntax errors (json.JSONDecodeError) and nesting too deep (RecursionError)
    are left to the door, which says them in its own words."""
    import json  # here, where JSON is read: `score` starts without the decoder

    _check_depth(text)
    try:
        return json.loads(text, parse_int=_integer, parse_float=_fraction, parse_constant=_constant)
    except _Refused as exc:
        said = Message(exc.message_id, got=exc.literal[:40], at=_place(text, exc.literal))
        if exc.message_id == "json_number_too_long":
            said = Message(exc.message_id, count=MAX_NUMBER_CHARS, at=said.values["at"])
        raise InputError(said, where) from None
