"""Who pays whom: self-draw, discard, robbing a kong. Liability rules adjust this later."""

from __future__ import annotations

from typing import Final

from .result import Payment, Price
from .situation import Situation

# Ordinary payments depend on the price and the seats and money unit only; a batch meets the
# same few prices under the same few seatings again and again.
_Key = tuple[Price, int, int, "int | None", int]
_SELF_DRAWN: Final[dict[_Key, tuple[Payment, ...]]] = {}
_DISCARDS: Final[dict[_Key, tuple[Payment, ...]]] = {}


def ordinary_payments(
    price: Price, sit: Situation, rob_kong_multiplier: int
) -> tuple[Payment, ...]:
    """Self-draw: each other seat pays its share. Discard: the discarder alone pays.
    抢杠: the robbed seat pays its share times the rule file's multiplier."""
    unit = sit.unit
    key = (price, sit.winner, sit.dealer, sit.discarder, unit)
    if sit.discarder is None:
        found = _SELF_DRAWN.get(key)
        if found is None:
            if len(_SELF_DRAWN) >= 1 << 14:
                _SELF_DRAWN.clear()
            found = _SELF_DRAWN[key] = tuple(
                Payment(seat, sit.winner, price.share(seat, sit.winner, sit.dealer) * unit)
                for seat in sit.others()
            )
        return found
    assert sit.discarder is not None
    if not sit.rob_kong:
        found = _DISCARDS.get(key)
        if found is None:
            if len(_DISCARDS) >= 1 << 14:
                _DISCARDS.clear()
            amount = price.share(sit.discarder, sit.winner, sit.dealer) * unit
            found = _DISCARDS[key] = (Payment(sit.discarder, sit.winner, amount),)
        return found
    amount = price.share(sit.discarder, sit.winner, sit.dealer)
    note = ""
    if sit.rob_kong:
        multiplier = rob_kong_multiplier
        if multiplier != 1:
            amount *= multiplier
            note = f"抢杠 × {multiplier}"
        else:
            note = "抢杠"
    return (Payment(sit.discarder, sit.winner, amount * unit, note),)
