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

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from .errors import InputError, RuleFileError
from .evaluation import Evaluation
from .hand import Hand, Meld
from .money import money_of, money_text
from .notation import format_meld
from .options import FED_MARKS
from .payout import multiplied, ordinary_payments, share_items
from .result import Item, Money, Payment
from .ruleset import Rules, per_rules
from .situation import Situation
from .tiles import HONOR_BASE, number_of

SUITS = "mpsz"  # index 3 = honors
WINS = ("discard", "self_draw")
SHARE_CASES = ("self_draw", "liable_discards", "other_discards")


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


# ---------------------------------------------------------------- the rule file's section


class Spec(NamedTuple):
    """One liability rule as the rule file writes it (validated)."""

    key: str
    label: str
    source: str
    where: str
    find: str
    liable: str  # feeder | discarder
    pays: str
    wins: frozenset[str]
    kinds: frozenset[str]
    honors: bool  # honor melds join a suit (混一色)
    needs_jiao: bool
    needs_pattern: str
    min_value: int
    tiers: tuple[Mapping[str, Any], ...]
    options: Mapping[str, Any]
    fewest_melds: int = 0  # the winner's melds any hit needs: with fewer, nothing is searched


class Section(NamedTuple):
    combine: str
    specs: tuple[Spec, ...]


_CACHE: dict[int, tuple[Rules, Section | None]] = {}


def section_of(rules: Rules) -> Section | None:
    """The validated `liability:` section (None when absent or switched off), cached per Rules."""
    return per_rules(_CACHE, rules, _read_section)


def _fail(rules: Rules, path: tuple[str, ...], message: str) -> RuleFileError:
    return RuleFileError(f"{rules.where('liability', *path)}: {message}")


def _read_section(rules: Rules) -> Section | None:
    if not rules.has("liability"):
        return None
    if not rules.flag("liability", "enabled"):
        return None
    combine = str(rules.get("liability", "combine"))
    if combine not in ("first", "all"):
        raise _fail(rules, ("combine",), "'combine' must be first or all")
    order = rules.get("liability", "precedence")
    table = rules.section("liability", "rules")
    if not isinstance(order, list):
        raise _fail(rules, ("precedence",), "'precedence' must be a list of rule keys")
    specs = []
    for key in order:
        if key not in table:
            raise _fail(rules, ("precedence",), f"no rule '{key}' under liability.rules")
        entry = rules.section("liability", "rules", str(key))
        if entry.get("enabled", True) is False:
            continue
        specs.append(_spec(rules, str(key), entry))
    return Section(combine, tuple(specs))


def _spec(rules: Rules, key: str, entry: Mapping[str, Any]) -> Spec:
    path = ("rules", key)
    find = str(entry.get("find", ""))
    if find not in FINDERS:
        raise _fail(rules, (*path, "find"), f"unknown find '{find}' (known: {', '.join(FINDERS)})")
    pays = str(entry.get("pays", ""))
    if pays not in PAYERS:
        raise _fail(rules, (*path, "pays"), f"unknown pays '{pays}' (known: {', '.join(PAYERS)})")
    liable = str(entry.get("liable", "feeder"))
    if liable not in ("feeder", "discarder"):
        raise _fail(rules, (*path, "liable"), "'liable' must be feeder or discarder")
    wins = frozenset(str(w) for w in entry.get("wins", WINS))
    if not wins <= set(WINS):
        raise _fail(rules, (*path, "wins"), f"'wins' lists {', '.join(WINS)}")
    if "min_melds" in entry:
        tiers: tuple[Mapping[str, Any], ...] = ({"melds": int(entry["min_melds"])},)
    else:
        raw = entry.get("tiers", [{"melds": 0}])
        if not isinstance(raw, list) or not all(isinstance(t, dict) for t in raw):
            raise _fail(rules, (*path, "tiers"), "'tiers' must be a list of mappings")
        tiers = tuple(raw)
    if pays == "times_dealer_share" and not all("times" in t for t in tiers):
        raise _fail(rules, (*path, "tiers"), "every tier needs 'times' for times_dealer_share")
    if pays == "shares":
        for tier in tiers:
            shares = tier.get("shares", entry.get("shares"))
            if not isinstance(shares, dict) or set(shares) != set(SHARE_CASES):
                raise _fail(rules, path, f"'shares' must give {', '.join(SHARE_CASES)}")
    spec = Spec(
        key=key,
        label=str(entry.get("label", key)),
        source=str(entry.get("source", "")),
        where=rules.where("liability", *path),
        find=find,
        liable=liable,
        pays=pays,
        wins=wins,
        kinds=frozenset(str(k) for k in entry.get("kinds", ("peng", "gang", "jiagang", "chi"))),
        honors=bool(entry.get("honors", False)),
        needs_jiao=bool(entry.get("needs_jiao", False)),
        needs_pattern=str(entry.get("needs_pattern", "")),
        min_value=int(entry.get("min_value", 0)),
        tiers=tiers,
        options=entry,
    )
    return spec._replace(fewest_melds=_fewest_melds(spec))


def _fewest_melds(spec: Spec) -> int:
    """A lower bound on the winner's melds for any hit of `spec`: each finder's own need, and
    the weakest tier's count (a tier counts melds among those found)."""
    if spec.find == "winner_fed":
        return 0  # it reads --fed, not the winner's melds
    alarm = int(spec.options.get("alarm_melds", 3))
    need = {
        "one_feeder": 1,
        "one_suit_alarm": alarm,
        "fourth_meld": alarm + 1,
        "kongs_then_fed": int(spec.options.get("kongs", 2)) + 1,
        "adjacent_pengs": 2,
    }[spec.find]
    weakest = min((int(tier.get("melds", 0)) for tier in spec.tiers), default=0)
    return max(need, weakest)


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


def find_one_feeder(ctx: Context, spec: Spec) -> list[Found]:
    """One seat fed the winner melds (tiers say how many and of what kind)."""
    return [
        Found(seat, tuple(melds), f"{seat}号打给胡家 {len(melds)} 口")
        for seat, melds in sorted(_by_seat(ctx.melds, spec.kinds).items())
    ]


def find_winner_fed(ctx: Context, spec: Spec) -> list[Found]:
    """The winner fed another seat melds (``--fed``): 反包, reverse liability."""
    out = []
    for seat, (melds, marks) in sorted(fed_melds(ctx.sit).items()):
        kept = tuple(m for m in melds if m.kind in spec.kinds)
        out.append(Found(seat, kept, f"胡家打给{seat}号 {len(kept)} 口", marks))
    return out


def find_one_suit_alarm(ctx: Context, spec: Spec) -> list[Found]:
    """清一色/混一色 报警: the winner exposed `min_melds` melds of one suit."""
    need = int(spec.options.get("alarm_melds", 3))
    exposed = [m for m in ctx.melds if m.kind in spec.kinds]
    if len(exposed) < need:
        return []  # the group below is a subset of these: it cannot reach `need`
    group = _suit_group(exposed, spec.honors)
    if len(group) < need:
        return []
    suit = "万筒条"[next(m.suit for m in group if m.suit is not None and m.suit < 3)]
    honors = sum(m.suit == 3 for m in group)
    why = f"胡家对下 {len(group)} 口{suit}" + (f"（含字牌 {honors} 口）" if honors else "")
    if spec.liable == "discarder":
        feeders = _by_seat(group, spec.kinds)
        if all(len(melds) < need for melds in feeders.values()):
            why += "，不是一家打的"
        return [Found(None, group, why + "，谁出冲谁包")]
    out = []
    for seat, melds in _by_seat(group, spec.kinds).items():
        if len(melds) >= need:
            out.append(Found(seat, tuple(melds), f"{why}，{seat}号一家打了 {len(melds)} 口"))
    return out


def find_fourth_meld(ctx: Context, spec: Spec) -> list[Found]:
    """四对转包: the first `min_melds` exposed melds are one suit; the next one's feeder."""
    need = int(spec.options.get("alarm_melds", 3))
    exposed = [m for m in ctx.melds if m.kind in spec.kinds]
    if len(exposed) <= need:
        return []
    first = exposed[:need]
    if len(_suit_group(first, spec.honors)) < need:
        return []
    fourth = exposed[need]
    if fourth.source is None:
        return []
    why = f"前 {need} 口同一门已报警，{fourth.source}号打出第 {need + 1} 口"
    return [Found(fourth.source, (*first, fourth), why)]


def find_kongs_then_fed(ctx: Context, spec: Spec) -> list[Found]:
    """双八支 报警: two kongs of one suit, then a fed meld of another suit."""
    kongs = frozenset(str(k) for k in spec.options.get("kong_kinds", ("gang", "jiagang", "angang")))
    need = int(spec.options.get("kongs", 2))
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


def find_adjacent_pengs(ctx: Context, spec: Spec) -> list[Found]:
    """双四核 报警: two pengs of one suit whose numbers differ by 1 to `max_gap`."""
    gap = int(spec.options.get("max_gap", 2))
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


FINDERS: dict[str, Callable[[Context, Spec], list[Found]]] = {
    "one_feeder": find_one_feeder,
    "winner_fed": find_winner_fed,
    "one_suit_alarm": find_one_suit_alarm,
    "fourth_meld": find_fourth_meld,
    "kongs_then_fed": find_kongs_then_fed,
    "adjacent_pengs": find_adjacent_pengs,
}


def _tier(spec: Spec, found: Found) -> Mapping[str, Any] | None:
    """The last tier (weakest to strongest) whose conditions the melds meet."""
    melds = found.melds
    chosen = None
    for tier in spec.tiers:
        of = str(tier.get("of", "any"))
        if of == "one_suit":
            counted: Sequence[MeldFact] = _suit_group(melds, spec.honors)
        elif of == "triplets":
            counted = [m for m in melds if m.triplet]
            if tier.get("all", True) and len(counted) != len(melds):
                continue
        else:
            counted = melds
        if len(counted) < int(tier.get("melds", 0)):
            continue
        marks = tier.get("marks")
        if marks and not found.marks & {str(m) for m in marks}:
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
    return bool(detector(PatternInput(ctx.hand, ev.reading, ctx.sit, tuple(ctx.hand.counts()))))


def _applies(ctx: Context, spec: Spec) -> bool:
    """The conditions that depend on the priced reading (the win type is checked earlier)."""
    details = ctx.evaluation.details if ctx.evaluation is not None else {}
    if spec.needs_jiao and "jiao" not in details:
        return False
    if spec.needs_pattern and not _has_pattern(ctx, spec.needs_pattern):
        return False
    return not spec.min_value or int(details.get("value", 0)) >= spec.min_value


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
Payer = Callable[
    [Context, Spec, Found, Mapping[str, Any], int, Ordinary], tuple[Money, tuple[int, ...], str]
]


def _share(ctx: Context, payer: int) -> Money:
    sit, ev = ctx.sit, ctx.evaluation
    assert ev is not None
    return money_of(ev.price.share(payer, sit.winner, sit.dealer), sit.unit)


def _rob_scale(ctx: Context, discarder: int, paid: Money) -> int:
    """The rob-kong multiplier in the discarder's ordinary payment (1 on a plain discard)."""
    share = _share(ctx, discarder)
    return int(paid // share) if share else 1


def pay_instead_of_discarder(
    ctx: Context, spec: Spec, found: Found, tier: Mapping[str, Any], seat: int, ordinary: Ordinary
) -> tuple[Money, tuple[int, ...], str]:
    """The liable seat pays the discarder's payment, priced as if it had discarded."""
    discarder = ctx.sit.discarder
    assert discarder is not None
    if seat == discarder:
        return ordinary[seat], (seat,), f"{seat}号自己放冲，照常付"
    scale = _rob_scale(ctx, discarder, ordinary[discarder])
    return _share(ctx, seat) * scale, (discarder,), f"{seat}号代放冲的{discarder}号付"


def pay_for_all(
    ctx: Context, spec: Spec, found: Found, tier: Mapping[str, Any], seat: int, ordinary: Ordinary
) -> tuple[Money, tuple[int, ...], str]:
    """The liable seat alone pays the three self-draw shares, each priced for its own seat."""
    others = ctx.sit.others()
    return sum(_share(ctx, s) for s in others), tuple(others), f"{seat}号一人付三家"


def pay_times_dealer_share(
    ctx: Context, spec: Spec, found: Found, tier: Mapping[str, Any], seat: int, ordinary: Ordinary
) -> tuple[Money, tuple[int, ...], str]:
    """The liable seat pays `times` × the share priced as the dealer's (003 跟莊家算)."""
    times = int(tier["times"])
    dealer_share = _share(ctx, ctx.sit.dealer)
    return times * dealer_share, (seat,), f"按庄家的份 {dealer_share} × {times}"


def pay_shares(
    ctx: Context, spec: Spec, found: Found, tier: Mapping[str, Any], seat: int, ordinary: Ordinary
) -> tuple[Money, tuple[int, ...], str]:
    """The liable seat pays a number of its own shares, by how the hand was won."""
    shares = tier.get("shares", spec.options.get("shares"))
    assert isinstance(shares, Mapping)
    sit = ctx.sit
    case = (
        "self_draw"
        if sit.self_draw
        else "liable_discards"
        if sit.discarder == seat
        else "other_discards"
    )
    n = int(shares[case])
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


def charge_items(
    ctx: Context,
    spec: Spec,
    tier: Mapping[str, Any],
    seat: int,
    replaces: tuple[int, ...],
    ordinary: tuple[Payment, ...],
) -> tuple[Item, ...]:
    """What a liable seat's charge is made of, item by item, in points: the shares it pays
    (its own broken down, another seat's as one item naming that seat and the rule) and each
    multiplier as an item of its own, so the items add up to the charge (docs/breakdown.md).
    Mirrors PAYERS: a test checks every charge's items against its amount."""
    sit, ev = ctx.sit, ctx.evaluation
    assert ev is not None
    usual = {p.payer: p for p in ordinary}

    def own(payer: int) -> tuple[Item, ...]:
        return share_items(ev, payer, sit)

    def named(label: str, points: int = 0) -> Item:
        return Item(f"liability_{spec.key}", label, points, "", spec.source)

    if spec.pays == "instead_of_discarder":
        discarder = sit.discarder
        assert discarder is not None
        if seat == discarder:
            return usual[seat].items
        scale = _rob_scale(ctx, discarder, usual[discarder].amount)
        return multiplied(own(seat), scale, named(f"抢杠 × {scale}"))
    if spec.pays == "for_all":
        items = own(seat) if seat in replaces else ()
        for other in replaces:
            if other != seat:
                points = ev.price.share(other, sit.winner, sit.dealer)
                items += (named(f"代{other}号（{spec.label}）", points),)
        return items
    if spec.pays == "times_dealer_share":
        times = int(tier["times"])
        label = f"{spec.label} × {times}（按庄家的份）"
        return multiplied(own(sit.dealer), times, named(label))
    shares = tier.get("shares", spec.options.get("shares"))
    assert isinstance(shares, Mapping)
    case = (
        "self_draw"
        if sit.self_draw
        else "liable_discards"
        if sit.discarder == seat
        else "other_discards"
    )
    n = int(shares[case])
    share = money_of(ev.price.share(seat, sit.winner, sit.dealer), sit.unit)
    if seat in usual and usual[seat].amount > n * share:  # the 抢杠 price, as pay_shares
        return usual[seat].items
    return multiplied(own(seat), n, named(f"{spec.label} × {n}"))


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
            total = money_text(c.amount)
            lines.append(
                f"{c.seat}号包（{c.label}，{c.source}）：{c.why}［{melds}］；{c.how}，共 {total}"
            )
        usual = "、".join(f"{p.payer}号付 {money_text(p.amount)}" for p in self.ordinary)
        return {
            "liability": "；".join(lines) + f"（不包牌时：{usual}）",
            "liability_detail": [c.to_json() for c in self.charges],
            "liability_ordinary": [p.to_json() for p in self.ordinary],
        }


Hit = tuple[Spec, tuple[tuple[Found, Mapping[str, Any], int], ...]]
# The last hand scored: score() settles every reading of one hand with the same objects,
# so an identity check (no hashing of the hand) finds the melds' verdicts again.
_LAST: list[tuple[Section, Hand, Situation, tuple[tuple[Hit, ...], tuple[MeldFact, ...]]]] = []


def _hits(
    section: Section, hand: Hand, sit: Situation
) -> tuple[tuple[Hit, ...], tuple[MeldFact, ...]]:
    """Per rule, the seats its melds condition makes liable (found once per hand and situation:
    they do not depend on the reading, which only decides 交 / patterns / value and the price)."""
    if _LAST and _LAST[0][0] is section and _LAST[0][1] is hand and _LAST[0][2] is sit:
        return _LAST[0][3]
    if not hand.melds and not sit.fed:
        return (), ()  # every finder reads the melds or --fed: nothing can be found
    ctx = Context(hand, sit, hand_melds(hand, sit))
    hits: list[Hit] = []
    win = _win(sit)
    held = len(hand.melds)
    for spec in section.specs:
        if win not in spec.wins or held < spec.fewest_melds:
            continue
        found_here = []
        for found in FINDERS[spec.find](ctx, spec):
            tier = _tier(spec, found)
            seat = found.seat if found.seat is not None else sit.discarder
            if tier is not None and seat is not None:
                found_here.append((found, tier, seat))
        if found_here:
            hits.append((spec, tuple(found_here)))
    result = (tuple(hits), ctx.melds)
    _LAST[:] = [(section, hand, sit, result)]
    return result


def settle(evaluation: Evaluation, hand: Hand, rules: Rules, sit: Situation) -> Settlement:
    """Ordinary payments, changed by the liability rules that apply."""
    ordinary_list = ordinary_payments(evaluation, sit, rules)
    section = section_of(rules)
    if section is None:
        return Settlement(ordinary_list)
    hits, melds_seen = _hits(section, hand, sit)
    if not hits:
        return Settlement(ordinary_list)
    ctx = Context(hand, sit, melds_seen, evaluation)
    ordinary: Ordinary = {p.payer: p.amount for p in ordinary_list}
    charges: list[Charge] = []
    for spec, found_here in hits:
        if not _applies(ctx, spec):
            continue
        for found, tier, seat in found_here:
            amount, replaces, how = PAYERS[spec.pays](ctx, spec, found, tier, seat, ordinary)
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
        note = "、".join(f"{c.label}（{c.how}）" for c in mine)
        # A seat charged twice (Anqing 互为顺包): the first charge item by item, each later
        # one as a single item, so the share is not listed twice.
        later = (
            Item(f"liability_{c.rule}", c.label, sum(i.points for i in c.items), "", c.source)
            for c in mine[1:]
        )
        items = mine[0].items + tuple(later)
        out.append(Payment(seat, sit.winner, sum(c.amount for c in mine), note, items))
    return tuple(sorted(out, key=lambda p: p.payer))
