"""Money per point (`--unit`): whole numbers stay ints, fractions are exact Decimals. How a
unit is written and its limits are the service's (service/grammar.py `parse_unit`).

Tables play for 0.5 or 0.2 a point. Floats would print 7.500000001; Decimals print 7.5.
A whole unit stays an int so the common case costs nothing extra.
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from typing import Any, Final

Money = int | Decimal


def whole_or_exact(number: Decimal) -> Money:
    """An int when `number` is whole, else the Decimal without trailing zeros (0.50 → 0.5)."""
    if number == number.to_integral_value():
        return int(number)
    return number.normalize()


def money_text(amount: Money) -> str:
    """Plain decimal text, never an exponent: 14, 7.5, 0.000001."""
    if isinstance(amount, int):
        return str(amount)
    return format(whole_or_exact(amount), "f")


def signed_text(amount: Money) -> str:
    sign = "+" if amount >= 0 else "-"
    return sign + money_text(-amount if amount < 0 else amount)


# JSON has no Decimal: a fraction is written as a placeholder string, then the quotes and
# the marker are taken off, leaving a JSON number with the exact decimal text.
_MARK: Final = "\u0001decimal:"
_MARKED: Final = re.compile(r'"\\u0001decimal:([0-9.\-]+)"')


def _encode(value: object) -> object:
    if isinstance(value, Decimal):
        exact = whole_or_exact(value)
        return exact if isinstance(exact, int) else _MARK + money_text(exact)
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def dumps(data: Any) -> str:
    """json.dumps for result objects: Decimal amounts as exact JSON numbers."""
    text = json.dumps(data, ensure_ascii=False, default=_encode)
    return _MARKED.sub(r"\1", text) if "decimal:" in text else text


def money_of(points: int, unit: Money) -> Money:
    """Points × unit as money: an int when whole (0.5 × 14 is 7, not 7.0)."""
    if isinstance(unit, int):
        return points * unit
    return whole_or_exact(points * unit)
