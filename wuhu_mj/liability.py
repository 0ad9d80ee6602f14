"""Liability 包牌: who pays when a player fed the winner (RULINGS §2, §3, §4; docs/liability.md).

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

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from .errors import InputError
from .evaluation import Evaluation
from .hand import Hand, Meld
from .notation import format_meld
from .payout import ordinary_payments
from .result import Payment
from .situation import Situation
from .tables.common import RuleTable
from .tables.liability import RuleSpec, Tier
from .tables.names import FED_MARKS
from .tiles import HONOR_BASE, number_of

SUITS = "mpsz"  # index 3 = honors


# ---------------------------------------------------------------- melds as the rules see them


class MeldFact(NamedTuple):
    """One meld: its kind, suit (0-2 suited, 3 honors, None unknown), number and feeder."""

    kind: str
    suit: int | None
    number: int  # the first tile's number (0 for honors or unknown)
    source: int | None
    text: str

    @property
    def triplet(self) -> bool:
        return self.kind != "chi"


def hand_melds(hand: Hand, sit: Situation) -> tuple[MeldFact, ...]:
    out = []
    for meld in hand.melds:
        if meld.source is not None:
            if meld.kind == "angang":
                raise InputError(f"a concealed kong is not fed by anyone: {format_meld(meld)}")
            if meld.source == sit.winner:
                raise InputError(f"the winner cannot feed its own meld: {format_meld(meld)}")
        out.append(_meld_fact(meld))
    return tuple(out)


@lru_cache(maxsize=4096)
def _meld_fact(meld: Meld) -> MeldFact:
    # Cached: a batch meets the same few hundred melds again and again.
    tile = meld.first
    suit = 3 if tile >= HONOR_BASE else tile // 9
    number = 0 if tile >= HONOR_BASE else number_of(tile)
    return MeldFact(meld.kind, suit, number, meld.source, format_meld(meld))


def fed_melds(sit: Situation) -> dict[int, tuple[tuple[MeldFact, ...], frozenset[str]]]:
    """Melds the winner fed to each other seat (``--fed``), and the marks given for that seat."""
    out: dict[int, tuple[tuple[MeldFact, ...], frozenset[str]]] = {}
    for seat, tokens in sit.fed:
        if seat == sit.winner or seat not in (1, 2, 3, 4):
            raise InputError(f"seat {seat} must be a seat 1-4 other than the winner", "--fed")
        melds = []
        marks = frozenset(t for t in tokens if t in FED_MARKS)
        for token in tokens:
            if token in FED_MARKS:
                continue
            kind, _, suit = token.partition(":")
            if kind == "angang":
                raise InputError("a concealed kong is not fed by anyone", "--fed")
            index = SUITS.index(suit) if suit else None
            melds.append(MeldFact(kind, index, 0, sit.winner, token))
        out[seat] = (tuple(melds), marks)
    return out


# ---------------------------------------------------------------- finders


class Found(NamedTuple):
    """A rule's condition met: the liable seat (None: the discarder) and the melds behind it."""

    seat: int | None
    melds: tuple[MeldFact, ...]
    why: str
    marks: frozenset[str] = frozenset()


class Context(NamedTuple):
    hand: Hand
    sit: Situation
    melds: tuple[MeldFact, ...]
    evaluation: Evaluation | None = None  # None while finding (melds only), set while paying


def _suit_group(melds: Sequence[MeldFact], honors: bool) -> tuple[MeldFact, ...]:
    """The largest set of melds all of one suit (honor melds join it when `honors`)."""
    best: tuple[MeldFact, ...] = ()
    for suit in range(3):
        group = tuple(m for m in melds if m.suit == suit or (honors and m.suit == 3))
        if any(m.suit == suit for m in group) and len(group) > len(best):
            best = group
    return best


def _by_seat(melds: Sequence[MeldFact], kinds: frozenset[str]) -> dict[int, list[MeldFact]]:
    seats: dict[int, list[MeldFact]] = {}
    for m in melds:
        if m.source is not None and m.kind in kinds:
            seats.setdefault(m.source, []).append(m)
    return seats


def find_one_feeder(ctx: Context, spec: RuleSpec) -> list[Found]:
    """One seat fed the winner melds (tiers say how many and of what kind)."""
    return [
        Found(seat, tuple(melds), f"{seat}号打给胡家 {len(melds)} 口")
        for seat, melds in sorted(_by_seat(ctx.melds, spec.kinds).items())
    ]


def find_winner_fed(ctx: Context, spec: RuleSpec) -> list[Found]:
    """The winner fed another seat melds (``--fed``): 反包, reverse liability."""
    out = []
    for seat, (melds, marks) in sorted(fed_melds(ctx.sit).items()):
        kept = tuple(m for m in melds if m.kind in spec.kinds)
        out.append(Found(seat, kept, f"胡家打给{seat}号 {len(kept)} 口", marks))
    return out


def find_one_suit_alarm(ctx: Context, spec: RuleSpec) -> list[Found]:
    """清一色/混一色 报警: the winner exposed `min_melds` melds of one suit."""
    need = spec.rule.alarm_melds
    exposed = [m for m in ctx.melds if m.kind in spec.kinds]
    if len(exposed) < need:
        return []  # the group below is a subset of these: it cannot reach `need`
    group = _suit_group(exposed, spec.rule.honors)
    if len(group) < need:
        return []
    suit = "万筒条"[next(m.suit for m in group if m.suit is not None and m.suit < 3)]
    honors = sum(m.suit == 3 for m in group)
    why = f"胡家对下 {len(group)} 口{suit}" + (f"（含字牌 {honors} 口）" if honors else "")
    if spec.rule.liable == "discarder":
        feeders = _by_seat(group, spec.kinds)
        if all(len(melds) < need for melds in feeders.values()):
            why += "，不是一家打的"
        return [Found(None, group, why + "，谁出冲谁包")]
    out = []
    for seat, melds in _by_seat(group, spec.kinds).items():
        if len(melds) >= need:
            out.append(Found(seat, tuple(melds), f"{why}，{seat}号一家打了 {len(melds)} 口"))
    return out


def find_fourth_meld(ctx: Context, spec: RuleSpec) -> list[Found]:
    """四对转包: the first `min_melds` exposed melds are one suit; the next one's feeder."""
    need = spec.rule.alarm_melds
    exposed = [m for m in ctx.melds if m.kind in spec.kinds]
    if len(exposed) <= need:
        return []
    first = exposed[:need]
    if len(_suit_group(first, spec.rule.honors)) < need:
        return []
    fourth = exposed[need]
    if fourth.source is None:
        return []
    why = f"前 {need} 口同一门已报警，{fourth.source}号打出第 {need + 1} 口"
    return [Found(fourth.source, (*first, fourth), why)]


def find_kongs_then_fed(ctx: Context, spec: RuleSpec) -> list[Found]:
    """双八支 报警: two kongs of one suit, then a fed meld of another suit."""
    kongs = frozenset(spec.rule.kong_kinds)
    need = spec.rule.kongs
    seen: dict[int, list[MeldFact]] = {}
    for i, m in enumerate(ctx.melds):
        if m.kind in kongs and m.suit is not None and m.suit < 3:
            seen.setdefault(m.suit, []).append(m)
            if len(seen[m.suit]) == need:
                later = [
                    x
                    for x in ctx.melds[i + 1 :]
                    if x.kind in spec.kinds
                    and x.suit is not None
                    and x.suit < 3
                    and x.suit != m.suit
                ]
                if later:
                    why = f"{'万筒条'[m.suit]}两杠报警后又对下 {later[0].text}"
                    return [Found(None, (*seen[m.suit], later[0]), why)]
    return []


def find_adjacent_pengs(ctx: Context, spec: RuleSpec) -> list[Found]:
    """双四核 报警: two pengs of one suit whose numbers differ by 1 to `max_gap`."""
    gap = spec.rule.max_gap
    pengs = [m for m in ctx.melds if m.kind in spec.kinds and m.suit is not None and m.suit < 3]
    for i, a in enumerate(pengs):
        for b in pengs[i + 1 :]:
            if a.suit == b.suit and 1 <= abs(a.number - b.number) <= gap:
                return [
                    Found(
                        None, (a, b), f"对下 {a.text} {b.text}，数字相差 {abs(a.number - b.number)}"
                    )
                ]
    return []


FINDERS: dict[str, Callable[[Context, RuleSpec], list[Found]]] = {
    "one_feeder": find_one_feeder,
    "winner_fed": find_winner_fed,
    "one_suit_alarm": find_one_suit_alarm,
    "fourth_meld": find_fourth_meld,
    "kongs_then_fed": find_kongs_then_fed,
    "adjacent_pengs": find_adjacent_pengs,
}


def _tier(spec: RuleSpec, found: Found) -> Tier | None:
    """The last tier (weakest to strongest) whose conditions the melds meet."""
    melds = found.melds
    chosen = None
    for tier in spec.tiers:
        of = tier.of
        if of == "one_suit":
            counted: Sequence[MeldFact] = _suit_group(melds, spec.rule.honors)
        elif of == "triplets":
            counted = [m for m in melds if m.triplet]
            if tier.all and len(counted) != len(melds):
                continue
        else:
            counted = melds
        if len(counted) < tier.melds:
            continue
        if tier.marks and not found.marks & set(tier.marks):
            continue
        chosen = tier
    return chosen


# ---------------------------------------------------------------- conditions


def _win(sit: Situation) -> str:
    return "self_draw" if sit.self_draw else "discard"


def _has_pattern(ctx: Context, name: str) -> bool:
    ev = ctx.evaluation
    assert ev is not None
    if name in ev.patterns or ev.details.get("jiao") == name:
        return True
    from .patterns import REGISTRY, PatternInput  # here: `score` rarely needs the registry

    detector = REGISTRY.get(name)
    if detector is None or ev.reading is None:
        return False
    return bool(detector(PatternInput.of(ctx.hand, ev.reading, ctx.sit, tuple(ctx.hand.counts()))))


def _applies(ctx: Context, spec: RuleSpec) -> bool:
    """The conditions that depend on the priced reading (the win type is checked earlier)."""
    details = ctx.evaluation.details if ctx.evaluation is not None else {}
    if spec.rule.needs_jiao and "jiao" not in details:
        return False
    if spec.rule.needs_pattern and not _has_pattern(ctx, spec.rule.needs_pattern):
        return False
    return not spec.rule.min_value or int(details.get("value", 0)) >= spec.rule.min_value


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
    amount: int
    replaces: tuple[int, ...]  # seats whose ordinary payment this charge takes over
    how: str  # the payment rule in words

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


Ordinary = dict[int, int]
Payer = Callable[[Context, RuleSpec, Found, Tier, int, Ordinary], tuple[int, tuple[int, ...], str]]


def _share(ctx: Context, payer: int) -> int:
    sit, ev = ctx.sit, ctx.evaluation
    assert ev is not None
    return ev.price.share(payer, sit.winner, sit.dealer) * sit.unit


def pay_instead_of_discarder(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> tuple[int, tuple[int, ...], str]:
    """The liable seat pays the discarder's payment, priced as if it had discarded."""
    discarder = ctx.sit.discarder
    assert discarder is not None
    if seat == discarder:
        return ordinary[seat], (seat,), f"{seat}号自己放冲，照常付"
    scale = ordinary[discarder] // max(_share(ctx, discarder), 1)  # the rob-kong multiplier
    return _share(ctx, seat) * scale, (discarder,), f"{seat}号代放冲的{discarder}号付"


def pay_for_all(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> tuple[int, tuple[int, ...], str]:
    """The liable seat alone pays the three self-draw shares, each priced for its own seat."""
    others = ctx.sit.others()
    return sum(_share(ctx, s) for s in others), tuple(others), f"{seat}号一人付三家"


def pay_times_dealer_share(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> tuple[int, tuple[int, ...], str]:
    """The liable seat pays `times` × the share priced as the dealer's (003 跟莊家算)."""
    times = tier.times
    assert times is not None  # checked when the rule file was compiled
    dealer_share = _share(ctx, ctx.sit.dealer)
    return times * dealer_share, (seat,), f"按庄家的份 {dealer_share} × {times}"


def pay_shares(
    ctx: Context, spec: RuleSpec, found: Found, tier: Tier, seat: int, ordinary: Ordinary
) -> tuple[int, tuple[int, ...], str]:
    """The liable seat pays a number of its own shares, by how the hand was won."""
    shares = tier.shares or spec.rule.shares
    assert shares is not None  # checked when the rule file was compiled
    sit = ctx.sit
    n = (
        shares.self_draw
        if sit.self_draw
        else shares.liable_discards
        if sit.discarder == seat
        else shares.other_discards
    )
    share = _share(ctx, seat)
    amount, how = n * share, f"{share} × {n}"
    if ordinary.get(seat, 0) > amount:  # 抢杠 price above the liability (rule file comment)
        amount, how = ordinary[seat], f"{how} 不及抢杠价，付 {ordinary[seat]}"
    return amount, (seat,), how


PAYERS: dict[str, Payer] = {
    "instead_of_discarder": pay_instead_of_discarder,
    "for_all": pay_for_all,
    "times_dealer_share": pay_times_dealer_share,
    "shares": pay_shares,
}


# ---------------------------------------------------------------- settle


class Settlement(NamedTuple):
    payments: tuple[Payment, ...]
    charges: tuple[Charge, ...] = ()
    ordinary: tuple[Payment, ...] = ()  # what would be paid without liability

    def details(self) -> dict[str, Any]:
        """What the breakdown shows: a readable line and the structured form for JSON."""
        if not self.charges:
            return {}
        lines = []
        for c in self.charges:
            melds = " ".join(c.melds)
            lines.append(
                f"{c.seat}号包（{c.label}，{c.source}）：{c.why}［{melds}］；{c.how}，共 {c.amount}"
            )
        usual = "、".join(f"{p.payer}号付 {p.amount}" for p in self.ordinary)
        return {
            "liability": "；".join(lines) + f"（不包牌时：{usual}）",
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


def find_liable(hand: Hand, table: RuleTable, sit: Situation) -> Liable:
    section = table.liability_rules
    if section is None or (not hand.melds and not sit.fed):
        return Liable()  # every finder reads the melds or --fed: nothing can be found
    ctx = Context(hand, sit, hand_melds(hand, sit))
    hits: list[Hit] = []
    win = _win(sit)
    held = len(hand.melds)
    for spec in section.specs:
        if win not in spec.rule.wins or held < spec.fewest_melds:
            continue
        found_here = []
        for found in FINDERS[spec.rule.find](ctx, spec):
            tier = _tier(spec, found)
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
    ordinary_list = ordinary_payments(evaluation.price, sit, table.rob_kong_multiplier())
    hits, melds_seen = liable
    section = table.liability_rules
    if not hits or section is None:
        return Settlement(ordinary_list)
    ctx = Context(hand, sit, melds_seen, evaluation)
    ordinary: Ordinary = {p.payer: p.amount for p in ordinary_list}
    charges: list[Charge] = []
    for spec, found_here in hits:
        if not _applies(ctx, spec):
            continue
        for found, tier, seat in found_here:
            amount, replaces, how = PAYERS[spec.rule.pays](ctx, spec, found, tier, seat, ordinary)
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
        note = "、".join(f"{c.label}（{c.how}）" for c in mine)
        out.append(Payment(seat, sit.winner, sum(c.amount for c in mine), note))
    return tuple(sorted(out, key=lambda p: p.payer))
