"""Who pays whom: self-draw, discard, robbing a kong. Liability rules adjust this later.

Every payment carries the items it is made of (docs/breakdown.md): the hand's items that
apply to that payer, and an item for each multiplier, so a payer's column adds up to what
the payer pays.
"""

from __future__ import annotations

from typing import Final

from ..messages.message import Message, Words, kept
from ..notation.records import record
from ..rules.compiled.common import AllPay
from .evaluation import Evaluation
from .money import money_of
from .result import APPLIES_ALL, APPLIES_DEALER, APPLIES_EACH, Item, Payment
from .situation import Situation

# What a payer pays when it or the winner deals, and what any other payer pays.
_DEALING: Final = (APPLIES_ALL, APPLIES_DEALER, APPLIES_EACH)
_PLAIN: Final = (APPLIES_ALL, APPLIES_EACH)


def share_items(evaluation: Evaluation, payer: int, sit: Situation) -> tuple[Item, ...]:
    """The items of `payer`'s share: they add up to evaluation.price.share(payer, ...)."""
    if sit.dealer in (payer, sit.winner):  # Item.applies_to, for each item at once
        return tuple([i for i in evaluation.items if i.applies in _DEALING])
    return tuple([i for i in evaluation.items if i.applies in _PLAIN])


def each_seat_payments(
    evaluation: Evaluation, sit: Situation, paying: int | None
) -> tuple[Payment, ...]:
    """What every seat but `paying` (the one that pays the whole price) owes of the items that
    each seat pays whoever discarded (applies "each": a 喜牌 kong paid by 每家)."""
    items = tuple([i for i in evaluation.items if i.applies == APPLIES_EACH])
    if not items:
        return ()
    points = sum(i.points for i in items)
    return tuple(
        Payment(payer, sit.winner, money_of(points, sit.unit), "", items)
        for payer in sit.others()
        if payer != paying
    )


def multiplied(items: tuple[Item, ...], times: int, item: Item) -> tuple[Item, ...]:
    """`items` paid `times` over: the extra (times - 1) × their sum is `item`'s points."""
    if times == 1:
        return items
    extra = (times - 1) * sum(i.points for i in items)
    return (*items, item._replace(points=extra))


def ordinary_payments(
    evaluation: Evaluation,
    sit: Situation,
    rob_kong_multiplier: int,
    all_pay: AllPay | None = None,
    rob_kong_source: str = "",
) -> tuple[Payment, ...]:
    """Self-draw: each other seat pays its share. Discard: the discarder alone pays, or with
    `all_pay` (三家付) each other seat pays its own share as if it had discarded, the
    discarder at the dealer's rate when the switch says so. 抢杠: the robbed seat pays its
    share times the rule file's multiplier."""
    winner, dealer, unit = sit.winner, sit.dealer, sit.unit
    if sit.discarder is not None and all_pay is None:
        each = each_seat_payments(evaluation, sit, sit.discarder)
        if sit.rob_kong:
            robbed = rob_kong_payment(evaluation, sit, rob_kong_multiplier, rob_kong_source)
            return (robbed, *each) if each else (robbed,)
        items = share_items(evaluation, sit.discarder, sit)
        points = sum(i.points for i in items)
        paid = record(Payment, (sit.discarder, winner, money_of(points, unit), "", items))
        return (paid, *each) if each else (paid,)
    note: Words = all_pay.label if all_pay is not None and sit.discarder is not None else ""
    # A payer's items are the dealer's share or the plain one: each worked out once.
    shares: dict[bool, tuple[tuple[Item, ...], int]] = {}
    out = []
    for payer in sit.others():
        if payer == sit.discarder:
            assert all_pay is not None
            items = discarder_items(evaluation, sit, all_pay)
            if sit.rob_kong:
                out.append(
                    rob_kong_payment(evaluation, sit, rob_kong_multiplier, rob_kong_source, items)
                )
            else:
                amount = money_of(sum(i.points for i in items), unit)
                out.append(Payment(payer, winner, amount, note, items))
            continue
        dealing = dealer in (payer, winner)
        share = shares.get(dealing)
        if share is None:
            items = share_items(evaluation, payer, sit)
            share = shares[dealing] = (items, sum(i.points for i in items))
        out.append(record(Payment, (payer, winner, money_of(share[1], unit), note, share[0])))
    return tuple(out)


def discarder_items(evaluation: Evaluation, sit: Situation, all_pay: AllPay) -> tuple[Item, ...]:
    """The discarder's share under 三家付: its own, or at the dealer's rate (000 七 "庄/铳家
    付4"): the dealer's extra as one row of its own, citing the switch."""
    assert sit.discarder is not None
    items = share_items(evaluation, sit.discarder, sit)
    if not all_pay.discarder_as_dealer or sit.dealer in (sit.discarder, sit.winner):
        return items
    extra = sum(i.points for i in evaluation.items if i.applies == APPLIES_DEALER)
    if not extra:
        return items
    label, note = kept("label_discarder_dealer_rate"), kept("discarder_pays_dealer_rate")
    return (*items, Item("discarder_dealer_rate", label, extra, note, all_pay.source))


def rob_kong_payment(
    evaluation: Evaluation,
    sit: Situation,
    multiplier: int,
    source: str = "",
    own: tuple[Item, ...] | None = None,
) -> Payment:
    """The robbed seat pays its discard share (`own`, else as share_items prices it) times the
    rule file's multiplier (抢杠); the multiplier's row says so and cites `source`."""
    assert sit.discarder is not None
    items = share_items(evaluation, sit.discarder, sit) if own is None else own
    label = kept("rob_kong_times", times=multiplier)
    share = sum(i.points for i in items)
    note = Message("rob_kong_paid", share=share, times=multiplier, total=share * multiplier)
    items = multiplied(items, multiplier, Item("rob_kong", label, 0, note, source))
    note = label if multiplier != 1 else kept("rob_kong")
    amount = money_of(sum(i.points for i in items), sit.unit)
    return Payment(sit.discarder, sit.winner, amount, note, items)
