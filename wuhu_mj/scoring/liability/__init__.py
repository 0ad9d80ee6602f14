"""Liability 包牌: who pays when a player fed the winner (docs/rules.md §2-§4, docs/liability.md).

One mechanism for every variant, driven by the rule file's `liability:` section:

- ``precedence``: rule keys in the order they are tried;
- ``combine``: ``first`` (Wuhu: the first rule that applies decides) or ``all`` (Anqing and
  Chizhou: every rule that applies charges its seat; a seat charged twice pays the sum,
  003 "需要单独开分别进行计算，再进行总和");
- ``rules``: per key, what to look for (``find``), when it counts (``wins``, ``needs_jiao``,
  ``needs_pattern``, ``min_value``), how many melds it takes (``min_melds`` or ``tiers``)
  and how the liable seat pays (``pays``).

The price per share is the variant's; this module only decides who pays how many shares.
Melds are read in the order written, each with the seat that fed it (``@seat``); melds the
winner fed to others come from ``--fed SEAT=peng,chi:s,...``.
"""

from typing import Any, Final, NamedTuple

from ...messages.message import Message, joined
from ...notation.hand import Hand
from ...notation.records import record
from ...rules.compiled.common import RuleTable
from ...rules.compiled.liability import RuleSpec, Tier
from ..evaluation import Evaluation
from ..money import money_text
from ..payout import ordinary_payments
from ..result import Item, Payment
from ..situation import Situation
from .finders import FINDERS, Context, Found, applies, tier_of, win_type
from .items import charge_items
from .melds import MeldFact, hand_melds
from .payers import PAYERS, Charge, Ordinary

__all__ = ["Charge", "Liable", "Settlement", "find_liable", "settle"]


# ---------------------------------------------------------------- settle


class Settlement(NamedTuple):
    payments: tuple[Payment, ...]
    charges: tuple[Charge, ...] = ()
    ordinary: tuple[Payment, ...] = ()  # what would be paid without liability

    def details(self) -> dict[str, Any]:
        """What the breakdown shows: a readable line and the structured form for JSON."""
        if not self.charges:
            return {}
        lines = [
            Message(
                "liability_charge",
                seat=c.seat,
                label=c.label,
                source=c.source,
                why=c.why,
                melds=" ".join(c.melds),
                how=c.how,
                total=money_text(c.amount),
            )
            for c in self.charges
        ]
        usual = joined(
            Message("seat_pays", seat=p.payer, amount=money_text(p.amount)) for p in self.ordinary
        )
        return {
            "liability": Message(
                "liability_line", charges=joined(lines, "sentence_sep"), usual=usual
            ),
            "liability_detail": [c.to_json() for c in self.charges],
            "liability_ordinary": [p.to_json() for p in self.ordinary],
        }


Hit = tuple[RuleSpec, tuple[tuple[Found, Tier, int], ...]]


class Liable(NamedTuple):
    """Per rule, the seats its melds condition makes liable, and the winner's melds. Found
    once per hand and situation: they do not depend on the reading, which only decides 交,
    patterns and value, and the price."""

    hits: tuple[Hit, ...] = ()
    melds: tuple[MeldFact, ...] = ()


_NO_LIABLE: Final = Liable()


def find_liable(hand: Hand, table: RuleTable, sit: Situation) -> Liable:
    section = table.liability_rules
    if section is None or (not hand.melds and not sit.fed):
        return _NO_LIABLE  # every finder reads the melds or --fed: nothing can be found
    win = win_type(sit)
    held = len(hand.melds)
    specs = [s for s in section.specs if win in s.rule.wins and held >= s.fewest_melds]
    if not specs:  # no rule can apply to so few melds: only check the seats named
        if any(m.source is not None for m in hand.melds):
            hand_melds(hand, sit)
        return _NO_LIABLE
    ctx = Context(hand, sit, hand_melds(hand, sit))
    hits: list[Hit] = []
    for spec in specs:
        found_here = []
        for found in FINDERS[spec.rule.find](ctx, spec):
            tier = tier_of(spec, found)
            seat = found.seat if found.seat is not None else sit.discarder
            if tier is not None and seat is not None:
                found_here.append((found, tier, seat))
        if found_here:
            hits.append((spec, tuple(found_here)))
    return Liable(tuple(hits), ctx.melds)


def settle(
    evaluation: Evaluation, hand: Hand, table: RuleTable, sit: Situation, liable: Liable
) -> Settlement:
    """Ordinary payments, changed by the liability rules that apply (`liable`: find_liable)."""
    robbed = sit.rob_kong  # the rob-kong terms are read only for a robbed kong
    ordinary_list = ordinary_payments(
        evaluation,
        sit,
        table.rob_kong_multiplier() if robbed else 1,
        table.all_pay_on_discard(),
        table.rob_kong_source() if robbed else "",
    )
    hits, melds_seen = liable
    section = table.liability_rules
    if not hits or section is None:
        return record(Settlement, (ordinary_list, (), ()))
    ctx = Context(hand, sit, melds_seen, evaluation)
    ordinary: Ordinary = {p.payer: p.amount for p in ordinary_list}
    charges: list[Charge] = []
    for spec, found_here in hits:
        if not applies(ctx, spec):
            continue
        for found, tier, seat in found_here:
            amount, replaces, how = PAYERS[spec.rule.pays](ctx, spec, found, tier, seat, ordinary)
            items = charge_items(ctx, spec, tier, seat, replaces, ordinary_list)
            melds = tuple(m.text for m in found.melds)
            charges.append(
                Charge(
                    spec.key,
                    spec.label,
                    spec.source,
                    spec.where,
                    seat,
                    melds,
                    found.why,
                    amount,
                    replaces,
                    how,
                    items,
                )
            )
            if section.combine == "first":
                break
        if charges and section.combine == "first":
            break
    if not charges:
        return Settlement(ordinary_list)
    return Settlement(_pay(ordinary_list, charges, sit), tuple(charges), ordinary_list)


def _pay(
    ordinary: tuple[Payment, ...], charges: list[Charge], sit: Situation
) -> tuple[Payment, ...]:
    """Drop the ordinary payments the charges take over; each liable seat pays its charges' sum."""
    replaced = {s for c in charges for s in c.replaces}
    kept = [p for p in ordinary if p.payer not in replaced]
    owed: dict[int, list[Charge]] = {}
    for c in charges:
        owed.setdefault(c.seat, []).append(c)
    out = list(kept)
    for seat, mine in owed.items():
        note = joined(Message("label_of", label=c.label, what=c.how) for c in mine)
        # A seat charged twice (Anqing 互为顺包): the first charge item by item, each later
        # one as a single item, so the share is not listed twice.
        later = (
            Item(f"liability_{c.rule}", c.label, sum(i.points for i in c.items), "", c.source)
            for c in mine[1:]
        )
        items = mine[0].items + tuple(later)
        out.append(Payment(seat, sit.winner, sum(c.amount for c in mine), note, items))
    return tuple(sorted(out, key=lambda p: p.payer))
