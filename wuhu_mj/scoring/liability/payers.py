"""What a liable seat pays: the payment rules a rule file names under `pays:`."""

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from ...messages.message import Message, Text, Words, kept, render
from ...rules.compiled.liability import RuleSpec, Tier
from ..money import money_of, money_text
from ..result import Item, Money
from .finders import Context, Found

# ---------------------------------------------------------------- payment


class Charge(NamedTuple):
    """A liability that applies: who pays, how much, in place of which ordinary payments."""

    rule: str
    label: Text
    source: str
    where: str
    seat: int
    melds: tuple[str, ...]
    why: Words
    amount: Money
    replaces: tuple[int, ...]  # seats whose ordinary payment this charge takes over
    how: Words  # the payment rule in words
    items: tuple[Item, ...] = ()  # what `amount` is made of (points; × the unit = amount)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "rule": self.rule,
            "label": self.label.zh,
            "melds": list(self.melds),
            "why": render(self.why, "zh"),
            "pays": self.amount,
            "instead_of": list(self.replaces),
            "how": render(self.how, "zh"),
            "source": self.source,
            "rule_file": self.where,
        }


Ordinary = dict[int, Money]
Paid = tuple[Money, tuple[int, ...], Words]
Payer = Callable[[Context, RuleSpec, Found, Tier, int, Ordinary], Paid]


def _seat(seat: int) -> Message:
    """A seat in a payment's words ("3号", "seat 3"), kept as data: a session names the
    player instead (doors/session/model.py, Header.named)."""
    return kept("seat", seat=seat)


def _share(ctx: Context, payer: int) -> Money:
    sit, ev = ctx.sit, ctx.evaluation
    assert ev is not None
    return money_of(ev.price.share(payer, sit.winner, sit.dealer), sit.unit)


def pay_instead_of_discarder(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays the discarder's payment, priced as if it had discarded."""
    discarder = ctx.sit.discarder
    assert discarder is not None
    if seat == discarder:
        return ordinary[seat], (seat,), Message("pays_own_discard", seat=_seat(seat))
    share = _share(ctx, discarder)
    scale = int(ordinary[discarder] // share) if share else 1  # the rob-kong multiplier
    amount = _share(ctx, seat) * scale
    if seat in ordinary:  # all three pay on a discard (三家付): its own share stays
        how = Message("pays_for_discarder_and_own", seat=_seat(seat), discarder=_seat(discarder))
        return ordinary[seat] + amount, (discarder, seat), how
    how = Message("pays_for_discarder", seat=_seat(seat), discarder=_seat(discarder))
    return amount, (discarder,), how


def pay_for_all(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat alone pays the three self-draw shares, each priced for its own seat."""
    others = ctx.sit.others()
    how = Message("pays_for_all", seat=_seat(seat))
    return sum(_share(ctx, s) for s in others), tuple(others), how


def pay_times_dealer_share(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays `times` × the share priced as the dealer's (003 跟莊家算)."""
    times = tier.times
    assert times is not None  # checked when the rule file was compiled
    dealer_share = _share(ctx, ctx.sit.dealer)
    how = Message("dealer_share_times", share=str(dealer_share), times=times)
    return times * dealer_share, (seat,), how


def pay_times_own_share(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays `times` × its own share, priced for itself on this win, and
    nobody else pays (a card-room server's 三对包牌: 包牌 × 3)."""
    times = tier.times or spec.rule.times
    assert times is not None  # checked when the rule file was compiled
    share = _share(ctx, seat)
    others = tuple(ctx.sit.others())
    how = Message("pays_own_share_times", seat=_seat(seat), share=money_text(share), times=times)
    return times * share, others, how


def pay_shares(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays a number of its own shares, by how the hand was won."""
    shares = tier.shares or spec.rule.shares
    assert shares is not None  # checked when the rule file was compiled
    sit = ctx.sit
    n = shares.count(sit.self_draw, sit.discarder, seat)
    share = _share(ctx, seat)
    amount, how = n * share, Message("share_times", share=str(share), n=n)
    if ordinary.get(seat, 0) > amount:  # 抢杠 price above the liability (rule file comment)
        paid = money_text(ordinary[seat])
        amount, how = ordinary[seat], Message("below_rob_kong_price", how=how, amount=paid)
    return amount, (seat,), how


PAYERS: Final[dict[str, Payer]] = {
    "instead_of_discarder": pay_instead_of_discarder,
    "for_all": pay_for_all,
    "times_dealer_share": pay_times_dealer_share,
    "times_own_share": pay_times_own_share,
    "shares": pay_shares,
}
