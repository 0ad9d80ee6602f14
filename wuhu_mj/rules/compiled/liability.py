"""The `liability:` section every variant may have (包牌 / 承包 / 反包; scoring/liability/).

A rule is a finder (who is liable), a payer (what they pay) and its conditions.
"""

from collections.abc import Mapping
from typing import Annotated, Literal

from ...messages.errors import RuleFileError
from ...messages.message import Message, Text
from ..rulefile import RuleData
from .decode import Spec
from .label import Label
from .names import FED_MARKS, MELD_KINDS, PATTERN
from .record import Record

Count = Annotated[int, Spec(minimum=0)]
Positive = Annotated[int, Spec(minimum=1)]

FINDS = (
    "one_feeder",
    "winner_fed",
    "one_suit_alarm",
    "fourth_meld",
    "kongs_then_fed",
    "adjacent_pengs",
)
PAYS = ("instead_of_discarder", "for_all", "times_dealer_share", "times_own_share", "shares")
WINS = ("discard", "self_draw")
SHARE_CASES = ("self_draw", "liable_discards", "other_discards")
MeldKind = Annotated[str, Spec(choices=MELD_KINDS, what=Message("what_meld_kind"))]
MeldKinds = Annotated[tuple[MeldKind, ...], Spec(unique=True, min_items=1)]
WinType = Annotated[str, Spec(choices=WINS, what=Message("what_win_type"))]


class Shares(Record):
    """How many of its own shares the liable seat pays, by how the hand was won."""

    self_draw: Count
    liable_discards: Count
    other_discards: Count

    def count(self, self_draw: bool, discarder: int | None, liable: int) -> int:
        """The shares `liable` pays on this win: a self-draw, its own discard, or another's."""
        if self_draw:
            return self.self_draw
        return self.liable_discards if discarder == liable else self.other_discards


class Tier(Record):
    """One step of a rule: from how many melds (of what) it applies, and what it pays."""

    melds: Count = 0
    of: Annotated[Literal["any", "one_suit", "triplets"], Spec(what=Message("what_meld_group"))] = (
        "any"
    )
    all: bool = True
    marks: Annotated[
        tuple[Annotated[str, Spec(choices=FED_MARKS, what=Message("what_fed_mark"))], ...],
        Spec(unique=True),
    ] = ()
    times: Positive | None = None
    shares: Shares | None = None


class LiabilityRule(Record):
    """One rule under `liability.rules` as written."""

    find: Annotated[str, Spec(choices=FINDS, what=Message("what_liability_finder"))]
    pays: Annotated[str, Spec(choices=PAYS, what=Message("what_liability_payment"))]
    enabled: bool = True
    label: Label | None = None
    source: str = ""
    liable: Annotated[Literal["feeder", "discarder"], Spec(what=Message("what_liable_seat"))] = (
        "feeder"
    )
    wins: Annotated[tuple[WinType, ...], Spec(unique=True, min_items=1)] = WINS
    kinds: MeldKinds = ("peng", "gang", "jiagang", "chi")
    honors: bool = False  # honor melds join a suit (混一色)
    needs_jiao: bool = False
    needs_pattern: Annotated[str, PATTERN] | None = None
    min_value: Count = 0
    min_melds: Count | None = None
    alarm_melds: Positive = 3
    kongs: Positive = 2
    kong_kinds: Annotated[tuple[MeldKind, ...], Spec(unique=True)] = ("gang", "jiagang", "angang")
    max_gap: Annotated[int, Spec(minimum=1, maximum=8)] = 2
    times: Positive | None = None  # times_own_share (or a tier's `times`)
    shares: Shares | None = None
    tiers: Annotated[tuple[Tier, ...], Spec(min_items=1)] | None = None


class Liability(Record):
    """The `liability:` section as written."""

    enabled: bool
    combine: Annotated[Literal["first", "all"], Spec(what=Message("what_liability_combine"))]
    precedence: Annotated[tuple[Annotated[str, Spec(min_length=1)], ...], Spec(unique=True)]
    rules: Mapping[Annotated[str, Spec(min_length=1)], LiabilityRule]


# ---- compiled: the rules in precedence order, each with what its finder and payer read ----


class RuleSpec(Record):
    """One liability rule, ready for liability.py: defaults filled in, checked."""

    key: str
    label: Text
    where: str  # FILE:LINE:COL of the rule, cited in the breakdown
    rule: LiabilityRule
    tiers: tuple[Tier, ...]
    kinds: frozenset[str]  # the meld kinds it looks at
    fewest_melds: int  # the winner's melds any hit needs: with fewer, nothing is searched

    @property
    def source(self) -> str:
        return self.rule.source


class Section(Record):
    """The liability rules that apply, in precedence order."""

    combine: str
    specs: tuple[RuleSpec, ...]


def compile_section(raw: RuleData, liability: Liability | None) -> Section | None:
    """The rules that apply, in precedence order (None when absent or switched off), with
    the checks one key's value puts on another."""
    if liability is None or not liability.enabled:
        return None
    specs = []
    for key in liability.precedence:
        if key not in liability.rules:
            where = raw.where("liability", "precedence")
            raise RuleFileError(Message("liability_no_rule", key=key), where)
        rule = liability.rules[key]
        if rule.enabled:
            specs.append(_spec(raw, key, rule))
    return Section(combine=liability.combine, specs=tuple(specs))


def _spec(raw: RuleData, key: str, rule: LiabilityRule) -> RuleSpec:
    path = ("liability", "rules", key)
    if rule.min_melds is not None:
        tiers: tuple[Tier, ...] = (Tier(melds=rule.min_melds),)
    else:
        tiers = rule.tiers if rule.tiers is not None else (Tier(),)
    if rule.pays == "times_dealer_share" and any(t.times is None for t in tiers):
        where = raw.where(*path, "tiers")
        raise RuleFileError(Message("liability_tier_times"), where)
    if rule.pays == "times_own_share" and any((t.times or rule.times) is None for t in tiers):
        raise RuleFileError(Message("liability_times_own_share"), raw.where(*path))
    if rule.pays == "shares" and any((t.shares or rule.shares) is None for t in tiers):
        shares = Message("liability_shares", cases=", ".join(SHARE_CASES))
        raise RuleFileError(shares, raw.where(*path))
    label = Text(key, key) if rule.label is None else rule.label
    fewest = _fewest_melds(rule, tiers)
    return RuleSpec(
        key=key,
        label=label,
        where=raw.where(*path),
        rule=rule,
        tiers=tiers,
        kinds=frozenset(rule.kinds),
        fewest_melds=fewest,
    )


def _fewest_melds(rule: LiabilityRule, tiers: tuple[Tier, ...]) -> int:
    """A lower bound on the winner's melds for any hit: each finder's own need, and the
    weakest tier's count (a tier counts melds among those found)."""
    if rule.find == "winner_fed":
        return 0  # it reads --fed, not the winner's melds
    need = {
        "one_feeder": 1,
        "one_suit_alarm": rule.alarm_melds,
        "fourth_meld": rule.alarm_melds + 1,
        "kongs_then_fed": rule.kongs + 1,
        "adjacent_pengs": 2,
    }[rule.find]
    return max(need, min((tier.melds for tier in tiers), default=0))
