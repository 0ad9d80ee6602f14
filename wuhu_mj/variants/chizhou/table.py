"""The table of a Chizhou 池州 rule file (rules/chizhou.yaml; docs/rules.md §4)."""

from collections.abc import Mapping
from typing import Annotated

from ...kit import PATTERN, UNIQUE, Count, Label, Positive, Record, RuleTable, Text, derived


class Hua(Record):
    """花 each source counts (002 打法 4-10)."""

    flower: Count
    fa: Count
    zi_peng: Count
    zi_anke: Count
    ming_gang: Count
    an_gang: Count
    zi_ming_gang: Count
    zi_an_gang: Count


class MinHua(Record):
    """花 a win needs, by how the hand was won."""

    self_draw: Count
    discard: Count
    rob_kong: Count


class Win(Record):
    """`win:` — what a win needs."""

    min_hua: MinHua


class FanEntry(Record):
    """One 番 pattern: its 番 and how the breakdown shows it."""

    fan: Count
    label: Label | None = None
    source: str = ""


class Fan(Record):
    """`fan:` — the 番 patterns, the cap and the value of a hand with none."""

    cap: Positive
    none: Count
    patterns: Mapping[Annotated[str, PATTERN], FanEntry]


class Prices(Record):
    """`prices:` — 底 and the rob-kong multiplier."""

    di: Positive
    rob_kong_multiplier: Positive


class Labels(Record):
    """All read by the code."""

    hua_flower: Label
    hua_fa: Label
    hua_zi_peng: Label
    hua_zi_anke: Label
    hua_ming_gang: Label
    hua_an_gang: Label
    hua_zi_ming_gang: Label
    hua_zi_an_gang: Label
    hua: Label
    xiaohu: Label
    value: Label
    laizi: Label


class Sources(Record):
    """`sources:` — where each number comes from."""

    hua_flower: str = ""
    hua_fa: str = ""
    hua_zi_peng: str = ""
    hua_zi_anke: str = ""
    hua_ming_gang: str = ""
    hua_an_gang: str = ""
    hua_zi_ming_gang: str = ""
    hua_zi_an_gang: str = ""
    hua: str = ""
    hua_rob_kong: str = ""
    xiaohu: str = ""
    value: str = ""
    rob_kong: str = ""


HUA_SOURCES = (
    "flower",
    "fa",
    "zi_peng",
    "zi_anke",
    "ming_gang",
    "an_gang",
    "zi_ming_gang",
    "zi_an_gang",
)


# ---- switches: the readings tables dispute (docs/house-rules.md), as in the Wuhu table.


class WinWithoutHua(Record):
    """Patterns that let a hand win without reaching the 花 threshold (青阳's 大牌: "无花时，
    不可胡小胡，只能胡大吊车、辣子胡"); () as in 002, where every win needs its 花."""

    value: Annotated[tuple[Annotated[str, PATTERN], ...], UNIQUE] = ()
    label: Label = Text("win_without_hua", "win_without_hua")
    source: str = ""


class Switches(Record):
    """`switches:` — the house choices of a Chizhou table."""

    win_without_hua: WinWithoutHua = WinWithoutHua()


class ChizhouTable(RuleTable):
    """A compiled Chizhou rule file."""

    hua: Hua
    win: Win
    fan: Fan
    prices: Prices
    labels: Labels
    sources: Sources
    switches: Switches = Switches()
    # Each source of 花 by item key (hua_flower ...): 花 each, label, source.
    hua_rows: Mapping[str, tuple[int, Text, str]] = derived()

    def __post_init__(self) -> None:
        rows = {
            f"hua_{kind}": (
                getattr(self.hua, kind),
                getattr(self.labels, f"hua_{kind}"),
                getattr(self.sources, f"hua_{kind}"),
            )
            for kind in HUA_SOURCES
        }
        object.__setattr__(self, "hua_rows", rows)

    def rob_kong_multiplier(self) -> int:
        return self.prices.rob_kong_multiplier

    def rob_kong_source(self) -> str:
        return self.sources.rob_kong
