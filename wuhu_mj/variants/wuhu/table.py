"""The table of a Wuhu 芜湖 rule file (rules/wuhu*.yaml; docs/rules.md §2)."""

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any, Literal

from ...kit import (
    PATTERN,
    UNIQUE,
    AllPay,
    Count,
    Exact,
    Label,
    Message,
    Names,
    Positive,
    Record,
    RuleData,
    RuleTable,
    Spec,
    Text,
    cited,
    compile_common,
    derived,
    fail,
    replace,
)

Pattern = Annotated[str, PATTERN]
Factor = Annotated[Exact, Spec(above=0, maximum=100)]


class Win(Record):
    """`win:` — 八支 and whether a wait must keep it."""

    min_zhi: Annotated[int, Spec(minimum=0, maximum=14)]
    waits_need_min_zhi: bool


class Zuizi(Record):
    """A 嘴子 entry; an empty one (`sihuo:`) keeps every default."""

    label: Label | None = None  # None: the pattern's key
    source: str = ""
    points: Count | None = None  # None: prices.zuizi
    doubles_on_self_draw: bool = True


class ByWin(Record):
    """支番 = round(factor × (支 + 压档点)), half up (docs/rules.md §1, §2 "315")."""

    discard: Factor
    self_draw: Factor


class Di(Record):
    """`prices.di:` — 底番 by how the hand was won, with and without 压档."""

    discard: Count
    discard_yadang: Count
    self_draw: Count
    self_draw_yadang: Count


class Kongs(Record):
    """`prices.kong:` — points per kong kind."""

    gang: Count
    jiagang: Count
    angang: Count


class Prices(Record):
    """`prices:` — every number of the price of an ordinary (not 交) hand."""

    zhi_multiplier: ByWin
    di: Di
    zuizi: Count
    zuizi_self_draw_multiplier: Positive
    kong: Kongs
    dealer_extra_di: Count
    rob_kong_multiplier: Positive


class Direct(Record):
    """A pattern that makes the hand 交 on its own; `consumes` names 嘴子 it uses up."""

    label: Label | None = None
    source: str = ""
    consumes: Annotated[tuple[Pattern, ...], UNIQUE] = ()


class Combination(Record):
    """A set of patterns that together make the hand 交 (`jiao.combinations`)."""

    patterns: Annotated[tuple[Pattern, ...], Spec(unique=True, min_items=1)]
    label: Label | None = None
    source: str = ""


class Jiao(Record):
    """`jiao:` — the price of a 交 hand and what makes a hand 交."""

    value: Count
    per_extra_zuizi: Count
    self_draw_bonus: Count
    zuizi_needed: Positive
    direct: Mapping[Pattern, Direct | None]
    combinations: tuple[Combination, ...]


class Labels(Record):
    """`labels:` — the words of the breakdown."""

    zhi: Label
    di: Label
    di_discard: Label
    di_discard_yadang: Label
    di_self_draw: Label
    di_self_draw_yadang: Label
    dealer: Label
    jiao: Label
    jiao_extra: Label
    jiao_self_draw: Label
    two_zuizi: Label
    kong_gang: Label
    kong_jiagang: Label
    kong_angang: Label
    yadang: Label = Text("", "")  # written in rules/wuhu.yaml, not read by the code


class Sources(Record):
    """`sources:` — where each price comes from, cited in the breakdown."""

    zhi: str = ""
    di: str = ""
    dealer: str = ""
    kong: str = ""
    jiao: str = ""
    jiao_self_draw: str = ""
    rob_kong: str = ""


# ---- switches: the readings tables dispute (docs/house-rules.md). Each is `value`, with the
# words that show it (`label`) and where the reading comes from (`source`). Without the
# section, or a switch, the default is the reading of rulebook 000 (rules/wuhu.yaml).


class PayOnDiscard(Record):
    """Who pays on a discard win: the discarder alone; all three seats, each its own price as
    if it had discarded (三家付 / 放胡全陪); or all three with the discarder at the dealer's
    rate (000 七 "闲家付2，庄/铳家付4"). Liability still decides when it applies."""

    value: Annotated[
        Literal["discarder", "all_three", "all_three_discarder_as_dealer"],
        Spec(what=Message("what_payer")),
    ] = "discarder"
    label: Label = Text("pay_on_discard", "pay_on_discard")
    source: str = ""


class JiaoStacking(Record):
    """false: one 交 (the reason that leaves most 嘴子 over), leftover 嘴子 priced by
    `jiao.per_extra_zuizi`. true: each reason for 交 — each direct pattern, each
    combination, each further `zuizi_needed` 嘴子 — is another 交."""

    value: bool = False
    label: Label = Text("jiao_stacking", "jiao_stacking")
    source: str = ""


class WaitRule(Record):
    """What counts as a wait (for 压档 and `waits`): `playable`, a kind that can still come
    (not held four times); `by_shape`, every kind that completes the shape."""

    value: Annotated[Literal["playable", "by_shape"], Spec(what=Message("what_wait_rule"))] = (
        "playable"
    )
    label: Label = Text("waits", "waits")
    source: str = ""


class GangkaiDoubled(Record):
    """Is 杠后开花 doubled on a self-draw like the other 嘴子? false: never (000 五.3
    "嘴子自摸翻倍，除杠后开花"); true: doubled (000 四 "杠上开花（10）", 七, 八's "5个*2").
    The only place that decides it: `zuizi.gangkai.doubles_on_self_draw` is refused."""

    value: bool = False
    label: Label = Text("gangkai_doubled", "gangkai_doubled")
    source: str = ""


class Switches(Record):
    """`switches:` — the house choices of a Wuhu table."""

    pay_on_discard: PayOnDiscard = PayOnDiscard()
    jiao_stacking: JiaoStacking = JiaoStacking()
    waits: WaitRule = WaitRule()
    gangkai_doubled: GangkaiDoubled = GangkaiDoubled()


class WuhuTable(RuleTable):
    """A compiled Wuhu rule file."""

    win: Win
    zuizi: Mapping[Pattern, Zuizi | None]
    prices: Prices
    jiao: Jiao
    labels: Labels
    sources: Sources
    switches: Switches = Switches()
    # Worked out from the above:
    zuizi_names: tuple[str, ...] = derived()
    other_names: tuple[str, ...] = derived()  # in 交 rules only
    di: Mapping[str, tuple[int, Text]] = derived()  # kind: points, label
    kong: Mapping[str, tuple[int, Text]] = derived()  # meld kind
    # Prices of facts already priced under this table (they take few distinct values).
    memo: dict[Any, Any] = derived()
    # Each row's source, resolved to where its number was set (compile_table; rules/citation.py).
    cite: Mapping[str, str] = derived(default=MappingProxyType({}))

    def __post_init__(self) -> None:
        zuizi = tuple(self.zuizi)
        others = [*self.jiao.direct]
        for combination in self.jiao.combinations:
            others += combination.patterns
        di, labels, kong = self.prices.di, self.labels, self.prices.kong
        for name, value in (
            ("zuizi_names", zuizi),
            ("other_names", tuple(sorted(set(others) - set(zuizi)))),
            (
                "di",
                {
                    "discard": (di.discard, labels.di_discard),
                    "discard_yadang": (di.discard_yadang, labels.di_discard_yadang),
                    "self_draw": (di.self_draw, labels.di_self_draw),
                    "self_draw_yadang": (di.self_draw_yadang, labels.di_self_draw_yadang),
                },
            ),
            (
                "kong",
                {
                    "gang": (kong.gang, labels.kong_gang),
                    "jiagang": (kong.jiagang, labels.kong_jiagang),
                    "angang": (kong.angang, labels.kong_angang),
                },
            ),
            ("memo", {}),
        ):
            object.__setattr__(self, name, value)

    def rob_kong_multiplier(self) -> int:
        return self.prices.rob_kong_multiplier

    def rob_kong_source(self) -> str:
        return self.cite.get("rob_kong", self.sources.rob_kong)

    def all_pay_on_discard(self) -> AllPay | None:
        pay = self.switches.pay_on_discard
        if pay.value == "discarder":
            return None
        return AllPay(pay.label, pay.source, pay.value == "all_three_discarder_as_dealer")

    def doubles_on_self_draw(self, name: str) -> bool:
        """Whether 嘴子 `name` is doubled on a self-draw: 杠后开花 by its switch, the others by
        their entry."""
        if name == "gangkai":
            return self.switches.gangkai_doubled.value
        return self.zuizi_entry(name).doubles_on_self_draw

    def zuizi_entry(self, name: str) -> Zuizi:
        return self.zuizi.get(name) or _EMPTY_ZUIZI

    def direct_entry(self, name: str) -> Direct:
        return self.jiao.direct.get(name) or _EMPTY_DIRECT


_EMPTY_ZUIZI = Zuizi()
_EMPTY_DIRECT = Direct()


def compile_table(raw: RuleData, names: Names) -> WuhuTable:
    """A Wuhu rule file's table. 杠后开花's doubling has one place, its switch: an entry
    that sets it too is refused where it is written."""
    gangkai = raw.data.get("zuizi", {}).get("gangkai")
    if isinstance(gangkai, Mapping) and "doubles_on_self_draw" in gangkai:
        path = ("zuizi", "gangkai", "doubles_on_self_draw")
        raise fail(raw, path, Message("gangkai_doubling_is_a_switch"))
    return _with_citations(compile_common(WuhuTable, raw, names), raw)


def _with_citations(table: WuhuTable, raw: RuleData) -> WuhuTable:
    """`table` with each row's citation resolved to where its number was set (rules/citation.py):
    a house file that changes a number under its parent's citation is cited by its own line."""
    by_win = (("prices", "zhi_multiplier", "discard"), ("prices", "zhi_multiplier", "self_draw"))
    kinds = ("discard", "discard_yadang", "self_draw", "self_draw_yadang")
    value = ("jiao", "value")
    cite = {
        "zhi": cited(raw, ("sources", "zhi"), *by_win),
        **{f"di_{k}": cited(raw, ("sources", "di"), ("prices", "di", k)) for k in kinds},
        **{f"kong_{k}": cited(raw, ("sources", "kong"), ("prices", "kong", k)) for k in KONGS},
        "dealer": cited(raw, ("sources", "dealer"), ("prices", "dealer_extra_di")),
        "rob_kong": cited(raw, ("sources", "rob_kong"), ("prices", "rob_kong_multiplier")),
        "two_zuizi": cited(raw, ("sources", "jiao"), value),
        "jiao_extra": cited(raw, ("sources", "jiao"), ("jiao", "per_extra_zuizi")),
        "jiao_self_draw": cited(
            raw,
            ("sources", "jiao_self_draw" if table.sources.jiao_self_draw else "jiao"),
            ("jiao", "self_draw_bonus"),
        ),
    }
    zuizi = {}
    for name, entry in table.zuizi.items():
        entry = entry or Zuizi()
        own = ("zuizi", name, "points")
        number = own if entry.points is not None else ("prices", "zuizi")
        zuizi[name] = replace(entry, source=cited(raw, ("zuizi", name, "source"), number))
    direct = {}
    for name, found in table.jiao.direct.items():
        found = found or Direct()
        direct[name] = replace(found, source=cited(raw, ("jiao", "direct", name, "source"), value))
    listed = ("jiao", "combinations")  # a list: written whole, in one file
    combinations = tuple(
        replace(c, source=cited(raw, listed, value, text=c.source)) for c in table.jiao.combinations
    )
    jiao = replace(table.jiao, direct=direct, combinations=combinations)
    return replace(table, zuizi=zuizi, jiao=jiao, cite=cite)


KONGS = ("gang", "jiagang", "angang")
