"""Liability finders (who is liable, from the melds), tiers and the conditions on the priced
reading (交, a pattern, a value)."""

from collections.abc import Callable, Sequence
from typing import Final, NamedTuple

from ...messages.message import Message, Words, joined
from ...notation.hand import Hand
from ...rules.compiled.liability import RuleSpec, Tier
from ..evaluation import Evaluation
from ..situation import Situation
from .melds import MeldFact, fed_melds

# ---------------------------------------------------------------- finders


class Found(NamedTuple):
    """A rule's condition met: the liable seat (None: the discarder) and the melds behind it."""

    seat: int | None
    melds: tuple[MeldFact, ...]
    why: Words
    marks: frozenset[str] = frozenset()


class Context(NamedTuple):
    hand: Hand
    sit: Situation
    melds: tuple[MeldFact, ...]
    evaluation: Evaluation | None = None  # None while finding (melds only), set while paying


def _suit_group(melds: Sequence[MeldFact], honors: bool) -> tuple[MeldFact, ...]:
    """The largest set of melds all of one suit (honor melds join it when `honors`), in
    their order; the first suit of the largest size."""
    counts = [0, 0, 0, 0]
    for m in melds:
        if m.suit is not None:
            counts[m.suit] += 1
    extra = counts[3] if honors else 0
    best, size = -1, 0
    for suit in (0, 1, 2):
        if counts[suit] and counts[suit] + extra > size:
            best, size = suit, counts[suit] + extra
    if best < 0:
        return ()
    return tuple(m for m in melds if m.suit == best or (honors and m.suit == 3))


SUITS: Final = (Message("suit_m"), Message("suit_p"), Message("suit_s"))


def _by_seat(melds: Sequence[MeldFact], kinds: frozenset[str]) -> dict[int, list[MeldFact]]:
    seats: dict[int, list[MeldFact]] = {}
    for m in melds:
        if m.source is not None and m.kind in kinds:
            seats.setdefault(m.source, []).append(m)
    return seats


def find_one_feeder(ctx: Context, spec: RuleSpec) -> list[Found]:
    """One seat fed the winner melds (tiers say how many and of what kind)."""
    fewest = spec.fewest_melds  # a seat that fed fewer meets no tier (tier_of)
    return [
        Found(seat, tuple(melds), Message("fed_winner", seat=seat, n=len(melds)))
        for seat, melds in sorted(_by_seat(ctx.melds, spec.kinds).items())
        if len(melds) >= fewest
    ]


def find_winner_fed(ctx: Context, spec: RuleSpec) -> list[Found]:
    """The winner fed another seat melds (``--fed``): 反包, reverse liability."""
    out = []
    for seat, (melds, marks) in sorted(fed_melds(ctx.sit).items()):
        kept = tuple(m for m in melds if m.kind in spec.kinds)
        out.append(Found(seat, kept, Message("winner_fed", seat=seat, n=len(kept)), marks))
    return out


def find_one_suit_alarm(ctx: Context, spec: RuleSpec) -> list[Found]:
    """清一色/混一色 报警: the winner exposed `min_melds` melds of one suit."""
    need = spec.rule.alarm_melds
    exposed = [m for m in ctx.melds if m.kind in spec.kinds]
    if len(exposed) < need:
        return []  # the group below is a subset of these: it cannot reach `need`
    feeder = spec.rule.liable != "discarder"
    if feeder and sum(m.source is not None for m in exposed) < need:
        return []  # no seat fed `need` of them
    group = _suit_group(exposed, spec.rule.honors)
    if len(group) < need:
        return []
    suit = SUITS[next(m.suit for m in group if m.suit is not None and m.suit < 3)]
    honors = sum(m.suit == 3 for m in group)
    if honors:
        why = Message("exposed_suit_honors", n=len(group), suit=suit, honors=honors)
    else:
        why = Message("exposed_suit", n=len(group), suit=suit)
    if not feeder:
        feeders = _by_seat(group, spec.kinds)
        clauses = [why]
        if all(len(melds) < need for melds in feeders.values()):
            clauses.append(Message("not_one_feeder"))
        clauses.append(Message("discarder_liable"))
        return [Found(None, group, joined(clauses, "clause_sep"))]
    out = []
    for seat, melds in _by_seat(group, spec.kinds).items():
        if len(melds) >= need:
            fed = Message("one_seat_fed", seat=seat, n=len(melds))
            out.append(Found(seat, tuple(melds), joined((why, fed), "clause_sep")))
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
    alarm = Message("alarm_first_melds", need=need)
    fed = Message("fed_meld_number", seat=fourth.source, n=need + 1)
    return [Found(fourth.source, (*first, fourth), joined((alarm, fed), "clause_sep"))]


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
                    why = Message("kongs_then_exposed", suit=SUITS[m.suit], meld=later[0].text)
                    return [Found(None, (*seen[m.suit], later[0]), why)]
    return []


def find_adjacent_pengs(ctx: Context, spec: RuleSpec) -> list[Found]:
    """双四核 报警: two pengs of one suit whose numbers differ by 1 to `max_gap`."""
    gap = spec.rule.max_gap
    pengs = [m for m in ctx.melds if m.kind in spec.kinds and m.suit is not None and m.suit < 3]
    for i, a in enumerate(pengs):
        for b in pengs[i + 1 :]:
            if a.suit == b.suit and 1 <= abs(a.number - b.number) <= gap:
                gap = abs(a.number - b.number)
                why = Message("adjacent_pengs", a=a.text, b=b.text, gap=gap)
                return [Found(None, (a, b), why)]
    return []


FINDERS: Final[dict[str, Callable[[Context, RuleSpec], list[Found]]]] = {
    "one_feeder": find_one_feeder,
    "winner_fed": find_winner_fed,
    "one_suit_alarm": find_one_suit_alarm,
    "fourth_meld": find_fourth_meld,
    "kongs_then_fed": find_kongs_then_fed,
    "adjacent_pengs": find_adjacent_pengs,
}


def tier_of(spec: RuleSpec, found: Found) -> Tier | None:
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


def win_type(sit: Situation) -> str:
    return "self_draw" if sit.self_draw else "discard"


def _has_pattern(ctx: Context, name: str) -> bool:
    ev = ctx.evaluation
    assert ev is not None
    if name in ev.patterns or ev.details.get("jiao") == name:
        return True
    from ...variants import detector_named  # here: `score` rarely needs the registry
    from ..facts import Facts

    detector = detector_named(name)
    if detector is None or ev.reading is None:
        return False
    return bool(detector(Facts.of(ctx.hand, ev.reading, ctx.sit, tuple(ctx.hand.counts()))))


def applies(ctx: Context, spec: RuleSpec) -> bool:
    """The conditions that depend on the priced reading (the win type is checked earlier)."""
    details = ctx.evaluation.details if ctx.evaluation is not None else {}
    if spec.rule.needs_jiao and "jiao" not in details:
        return False
    if spec.rule.needs_pattern and not _has_pattern(ctx, spec.rule.needs_pattern):
        return False
    return not spec.rule.min_value or int(details.get("value", 0)) >= spec.rule.min_value
