"""Who pays whom: self-draw, discard, robbing a kong. Liability rules adjust this later.

Every payment carries the items it is made of (docs/breakdown.md): the hand's items that
apply to that payer, and an item for each multiplier, so a payer's column adds up to what
the payer pays.
"""

from __future__ import annotations

from typing import Final

from ..messages.message import kept
from ..variants.evaluation import Evaluation
from .money import money_of
from .result import Item, Payment, Price
from .situation import Situation

# Ordinary payments depend on the price, its items and the seats and money unit only; a batch
# meets the same few prices under the same few seatings again and again.
_Key = tuple[Price, tuple[Item, ...], int, int, "int | None", object]
_SELF_DRAWN: Final[dict[_Key, tuple[Payment, ...]]] = {}
_DISCARDS: Final[dict[_Key, tuple[Payment, ...]]] = {}


def share_items(evaluation: Evaluation, payer: int, sit: Situation) -> tuple[Item, ...]:
    """The items of `payer`'s share: they add up to evaluation.price.share(payer, ...)."""
    winner, dealer = sit.winner, sit.dealer
    return tuple(i for i in evaluation.items if i.applies_to(payer, winner, dealer))


def multiplied(items: tuple[Item, ...], times: int, item: Item) -> tuple[Item, ...]:
    """`items` paid `times` over: the extra (times - 1) × their sum is `item`'s points."""
    if times == 1:
        return items
    extra = (times - 1) * sum(i.points for i in items)
    return (*items, item._replace(points=extra))


def _payment(evaluation: Evaluation, payer: int, sit: Situation) -> Payment:
    items = share_items(evaluation, payer, sit)
    return Payment(payer, sit.winner, money_of(sum(i.points for i in items), sit.unit), "", items)


def ordinary_payments(
    evaluation: Evaluation, sit: Situation, rob_kong_multiplier: int
) -> tuple[Payment, ...]:
    """Self-draw: each other seat pays its share. Discard: the discarder alone pays.
    抢杠: the robbed seat pays its share times the rule file's multiplier."""
    price = evaluation.price
    key = (price, evaluation.items, sit.winner, sit.dealer, sit.discarder, sit.unit)
    if sit.discarder is None:
        found = _SELF_DRAWN.get(key)
        if found is None:
            if len(_SELF_DRAWN) >= 1 << 14:
                _SELF_DRAWN.clear()
            found = _SELF_DRAWN[key] = tuple(
                _payment(evaluation, seat, sit) for seat in sit.others()
            )
        return found
    if not sit.rob_kong:
        found = _DISCARDS.get(key)
        if found is None:
            if len(_DISCARDS) >= 1 << 14:
                _DISCARDS.clear()
            found = _DISCARDS[key] = (_payment(evaluation, sit.discarder, sit),)
        return found
    return (rob_kong_payment(evaluation, sit, rob_kong_multiplier),)


def rob_kong_payment(evaluation: Evaluation, sit: Situation, multiplier: int) -> Payment:
    """The robbed seat pays its discard share times the rule file's multiplier (抢杠)."""
    assert sit.discarder is not None
    items = share_items(evaluation, sit.discarder, sit)
    label = kept("rob_kong_times", times=multiplier)
    items = multiplied(items, multiplier, Item("rob_kong", label, 0))
    note = label if multiplier != 1 else kept("rob_kong")
    amount = money_of(sum(i.points for i in items), sit.unit)
    return Payment(sit.discarder, sit.winner, amount, note, items)
