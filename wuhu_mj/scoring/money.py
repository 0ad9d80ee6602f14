"""Money per point (`--unit`): whole numbers stay ints, fractions are exact Decimals. How a
unit is written and its limits are the service's (service/grammar.py `parse_unit`).

Tables play for 0.5 or 0.2 a point. Floats would print 7.500000001; Decimals print 7.5.
A whole unit stays an int so the common case costs nothing extra.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Final, TypeAlias

if TYPE_CHECKING:
    from decimal import Decimal

# decimal is imported by what makes a fraction (a fractional unit: service/grammar.py), never
# to score for a whole unit: a Decimal is recognised below only once decimal is imported.
Money: TypeAlias = "int | Decimal"


def whole_or_exact(number: Decimal) -> Money:
    """An int when `number` is whole, else the Decimal without trailing zeros (0.50 → 0.5)."""
    if number == number.to_integral_value():
        return int(number)
    return number.normalize()


def money_text(amount: Money) -> str:
    """Plain decimal text, never an exponent: 14, 7.5, 0.000001 (15.0 as 15)."""
    if isinstance(amount, int):
        return str(amount)
    exact = whole_or_exact(amount)
    return str(exact) if isinstance(exact, int) else format(exact, "f")


def signed_text(amount: Money) -> str:
    sign = "+" if amount >= 0 else "-"
    return sign + money_text(-amount if amount < 0 else amount)


# JSON has no Decimal: a fraction is written as a placeholder string, then the quotes and
# the marker are taken off, leaving a JSON number with the exact decimal text. Money is an int
# unless the unit is fractional, so the plain encoder goes first and this is the rare path.
_MARK: Final = "\u0001decimal:"
_MARKED: Final = re.compile(r'"\\u0001decimal:([0-9.\-]+)"')


def _unknown(value: object) -> object:
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def _marked(value: object) -> object:
    decimal = sys.modules.get("decimal")
    if decimal is not None and isinstance(value, decimal.Decimal):
        exact = whole_or_exact(value)
        return exact if isinstance(exact, int) else _MARK + money_text(exact)
    return _unknown(value)


_Encode = Callable[[object, int], Iterable[str]]
_encoders: dict[Callable[[object], object], _Encode] = {}


def _encoder(default: Callable[[object], object]) -> _Encode:
    """json.dumps(ensure_ascii=False)'s own C encoder, made once (json.dumps makes one per
    call) and without the check for circular data (results are trees)."""
    found = _encoders.get(default)
    if found is None:
        try:
            from _json import encode_basestring, make_encoder
        except ImportError:  # pragma: no cover - a Python without the C accelerator
            import json

            plain = json.JSONEncoder(ensure_ascii=False, check_circular=False, default=default)
            found = _encoders[default] = lambda data, _: (plain.encode(data),)
        else:
            found = _encoders[default] = make_encoder(
                None, default, encode_basestring, None, ": ", ", ", False, False, True
            )
    return found


def dumps(data: Any) -> str:
    """json.dumps(data, ensure_ascii=False), Decimal amounts as exact JSON numbers."""
    try:
        return "".join(_encoder(_unknown)(data, 0))
    except TypeError:
        text = "".join(_encoder(_marked)(data, 0))
    return _MARKED.sub(r"\1", text) if "decimal:" in text else text


def amount_json(amount: Money) -> str:
    """An amount as `dumps` writes it: a whole amount as an integer, a fraction as its exact
    decimal text."""
    if type(amount) is int:
        return str(amount)
    if isinstance(amount, int):
        return int.__repr__(amount)
    exact = whole_or_exact(amount)
    return int.__repr__(exact) if isinstance(exact, int) else money_text(exact)


def money_of(points: int, unit: Money) -> Money:
    """Points × unit as money: an int when whole (0.5 × 14 is 7, not 7.0)."""
    if isinstance(unit, int):
        return points * unit
    return whole_or_exact(points * unit)
