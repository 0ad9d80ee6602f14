"""What a liable seat pays: the payment rules a rule file names under `pays:`."""

from collections.abc import Callable
from typing import Any, NamedTuple

from ...rules.compiled.liability import RuleSpec, Tier
from ..money import money_of, money_text
from ..result import Item, Money
from .finders import Context, Found

# ---------------------------------------------------------------- payment


class Charge(NamedTuple):
    """A liability that applies: who pays, how much, in place of which ordinary payments."""

    rule: str
    label: str
    source: str
    where: str
    seat: int
    melds: tuple[str, ...]
    why: str
    amount: Money
    replaces: tuple[int, ...]  # seats whose ordinary payment this charge takes over
    how: str  # the payment rule in words
    items: tuple[Item, ...] = ()  # what `amount` is made of (points; × the unit = amount)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "rule": self.rule,
            "label": self.label,
            "melds": list(self.melds),
            "why": self.why,
            "pays": self.amount,
            "instead_of": list(self.replaces),
            "how": self.how,
            "source": self.source,
            "rule_file": self.where,
        }


Ordinary = dict[int, Money]
Paid = tuple[Money, tuple[int, ...], str]
Payer = Callable[[Context, RuleSpec, Found, Tier, int, Ordinary], Paid]


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
        return ordinary[seat], (seat,), f"{seat}号自己放冲，照常付"
    share = _share(ctx, discarder)
    scale = int(ordinary[discarder] // share) if share else 1  # the rob-kong multiplier
    amount = _share(ctx, seat) * scale
    if seat in ordinary:  # all three pay on a discard (三家付): its own share stays
        how = f"{seat}号代放冲的{discarder}号付，自己的一份照付"
        return ordinary[seat] + amount, (discarder, seat), how
    return amount, (discarder,), f"{seat}号代放冲的{discarder}号付"


def pay_for_all(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat alone pays the three self-draw shares, each priced for its own seat."""
    others = ctx.sit.others()
    return sum(_share(ctx, s) for s in others), tuple(others), f"{seat}号一人付三家"


def pay_times_dealer_share(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays `times` × the share priced as the dealer's (003 跟莊家算)."""
    times = tier.times
    assert times is not None  # checked when the rule file was compiled
    dealer_share = _share(ctx, ctx.sit.dealer)
    return times * dealer_share, (seat,), f"按庄家的份 {dealer_share} × {times}"


def pay_times_own_share(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays `times` × its own share, priced for itself on this win, and
    nobody else pays (a card-room server's 三对包牌: 包牌 × 3)."""
    times = tier.times or spec.rule.times
    assert times is not None  # checked when the rule file was compiled
    share = _share(ctx, seat)
    others = tuple(ctx.sit.others())
    return times * share, others, f"{seat}号付自己的份 {money_text(share)} × {times}，别家不付"


def pay_shares(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> Paid:
    """The liable seat pays a number of its own shares, by how the hand was won."""
    shares = tier.shares or spec.rule.shares
    assert shares is not None  # checked when the rule file was compiled
    sit = ctx.sit
    n = shares.count(sit.self_draw, sit.discarder, seat)
    share = _share(ctx, seat)
    amount, how = n * share, f"{share} × {n}"
    if ordinary.get(seat, 0) > amount:  # 抢杠 price above the liability (rule file comment)
        amount, how = ordinary[seat], f"{how} 不及抢杠价，付 {money_text(ordinary[seat])}"
    return amount, (seat,), how


PAYERS: dict[str, Payer] = {
    "instead_of_discarder": pay_instead_of_discarder,
    "for_all": pay_for_all,
    "times_dealer_share": pay_times_dealer_share,
    "times_own_share": pay_times_own_share,
    "shares": pay_shares,
}
