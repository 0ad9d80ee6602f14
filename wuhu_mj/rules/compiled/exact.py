"""An exact decimal number a rule file writes (a factor such as 0.5), held without decimal.

Importing decimal costs about 1 ms, and a hand scored for a whole unit of money needs no
Decimal: a factor is held as its digits and its decimal places, its text as Decimal writes it
(`str(Decimal("0.5"))`: the notes show it). The decoder makes one from the number as written
(decode.py, where decimal is imported); variants have it from the kit.
"""

from __future__ import annotations

from typing import Any, NamedTuple


def _scale(places: int) -> int:
    return int(10**places)


class Exact(NamedTuple):
    """numerator / 10**places, exactly; `text` as Decimal writes it. Equal to an int or
    another Exact of the same value (as a Decimal is)."""

    text: str
    numerator: int
    places: int

    @classmethod
    def of(cls, number: Any) -> Exact:
        """An Exact of a finite Decimal."""
        sign, digits, exponent = number.as_tuple()
        numerator = int("".join(map(str, digits)) or "0") * (-1 if sign else 1)
        if exponent >= 0:
            return cls(str(number), numerator * _scale(exponent), 0)
        return cls(str(number), numerator, -exponent)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Exact):
            return self.numerator * _scale(other.places) == other.numerator * _scale(self.places)
        if isinstance(other, int):
            return self.numerator == other * _scale(self.places)
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        # Equal values hash alike: whole ones as the int, others by their lowest terms.
        whole, rest = divmod(self.numerator, _scale(self.places))
        if not rest:
            return hash(whole)
        numerator, places = self.numerator, self.places
        while numerator % 10 == 0:
            numerator, places = numerator // 10, places - 1
        return hash((numerator, places))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Exact({self.text!r})"

    def times_half_up(self, whole: int) -> int:
        """whole × this, rounded to an int with halves away from zero (as Decimal's
        ROUND_HALF_UP)."""
        scale = _scale(self.places)
        quotient, rest = divmod(abs(whole * self.numerator), scale)
        if 2 * rest >= scale:
            quotient += 1
        return -quotient if whole * self.numerator < 0 else quotient
