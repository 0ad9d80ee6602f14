"""What a liable seat's charge is made of, item by item (docs/breakdown.md).

The payers (payers.py) say how much a liable seat pays; this says what that amount is made of,
so the liable seat's column in the breakdown adds up like any other: the shares it pays (its
own broken down, another seat's as one item naming that seat and the rule) and each multiplier
as an item of its own. A test checks every charge's items against its amount.
"""

from __future__ import annotations

from ...messages.message import Message, Words
from ...rules.compiled.liability import RuleSpec, Tier
from ..payout import multiplied, share_items
from ..result import Item, Payment
from .finders import Context


def charge_items(
    ctx: Context,
    spec: RuleSpec,
    tier: Tier,
    seat: int,
    replaces: tuple[int, ...],
    ordinary: tuple[Payment, ...],
) -> tuple[Item, ...]:
    """The items (points) of one charge; × the unit they make the charge's amount."""
    sit, ev = ctx.sit, ctx.evaluation
    assert ev is not None
    usual = {p.payer: p for p in ordinary}

    def own(payer: int) -> tuple[Item, ...]:
        return share_items(ev, payer, sit)

    def named(label: Words, points: int = 0) -> Item:
        return Item(f"liability_{spec.key}", label, points, "", spec.source)

    pays = spec.rule.pays
    if pays == "instead_of_discarder":
        discarder = sit.discarder
        assert discarder is not None
        if seat == discarder:
            return usual[seat].items
        scale = rob_scale(usual[discarder])
        if seat in usual:  # 三家付: its own payment, and the discarder's priced for itself
            points = scale * _points(own(seat))
            label = Message("for_seat", seat=discarder, label=spec.label)
            return (*usual[seat].items, named(label, points))
        return multiplied(own(seat), scale, named(Message("rob_kong_times", times=scale)))
    if pays == "for_all":
        items = own(seat) if seat in replaces else ()
        for other in replaces:
            if other != seat:
                points = ev.price.share(other, sit.winner, sit.dealer)
                items += (named(Message("for_seat", seat=other, label=spec.label), points),)
        return items
    if pays == "times_dealer_share":
        times = tier.times
        assert times is not None  # checked when the rule file was compiled
        label = Message("label_times_dealer_share", label=spec.label, times=times)
        return multiplied(own(sit.dealer), times, named(label))
    if pays == "times_own_share":
        times = tier.times or spec.rule.times
        assert times is not None  # checked when the rule file was compiled
        return multiplied(
            own(seat), times, named(Message("label_times", label=spec.label, times=times))
        )
    shares = tier.shares or spec.rule.shares
    assert shares is not None  # checked when the rule file was compiled
    n = shares.count(sit.self_draw, sit.discarder, seat)
    share = own(seat)
    if seat in usual and sum(i.points for i in usual[seat].items) > n * _points(share):
        return usual[seat].items  # the 抢杠 price is above the liability (payers.pay_shares)
    return multiplied(share, n, named(Message("label_times", label=spec.label, times=n)))


def rob_scale(payment: Payment) -> int:
    """The 抢杠 multiplier inside an ordinary payment (1 for a plain discard)."""
    extra = sum(i.points for i in payment.items if i.key == "rob_kong")
    base = sum(i.points for i in payment.items) - extra
    return 1 + extra // base if base else 1


def _points(items: tuple[Item, ...]) -> int:
    return sum(i.points for i in items)
