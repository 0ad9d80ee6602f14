"""Who pays whom: self-draw, discard, robbing a kong. Liability rules adjust this later."""

from __future__ import annotations

from .result import Payment, Price
from .ruleset import Rules
from .situation import Situation


def ordinary_payments(price: Price, sit: Situation, rules: Rules) -> tuple[Payment, ...]:
    """Self-draw: each other seat pays its share. Discard: the discarder alone pays.
    抢杠: the robbed seat pays its share times the rule file's multiplier."""
    unit = sit.unit
    if sit.self_draw:
        return tuple(
            Payment(seat, sit.winner, price.share(seat, sit.winner, sit.dealer) * unit)
            for seat in sit.others()
        )
    assert sit.discarder is not None
    amount = price.share(sit.discarder, sit.winner, sit.dealer)
    note = ""
    if sit.rob_kong:
        multiplier = rules.number("prices", "rob_kong_multiplier")
        if multiplier != 1:
            amount *= multiplier
            note = f"抢杠 × {multiplier}"
        else:
            note = "抢杠"
    return (Payment(sit.discarder, sit.winner, amount * unit, note),)
