"""The table of an Anqing 安庆 rule file (rules/anqing*.yaml; docs/rules.md §3)."""

from collections.abc import Mapping
from typing import Annotated

from ...kit import (
    PATTERN,
    UNIQUE,
    Count,
    Label,
    Record,
    RuleTable,
    Spec,
    Text,
    Tile,
    TileCode,
    derived,
    wilds,
)

Pattern = Annotated[str, PATTERN]


class Wilds(Record):
    """`wilds:` — how the wild is found and what the dragons do under it."""

    # One wild cycle: the wild is the tile after the indicator (004 钻牌的出现).
    wild_order: Annotated[
        tuple[Annotated[tuple[TileCode, ...], Spec(unique=True, min_items=2)], ...],
        Spec(min_items=1),
    ]
    zhong_plays_wild: bool
    bonus_dragons: bool
    max_suits: Annotated[int, Spec(minimum=1, maximum=3)] | None


class Point(Record):
    """`points` per occurrence, or for 杠开 `steps` (the n-th kong's value) less
    `minus_per_kong` per kong held; `replaces` names patterns it already includes."""

    label: Label | None = None
    source: str = ""
    points: Count | None = None
    steps: Annotated[tuple[Count, ...], Spec(min_items=1)] | None = None
    minus_per_kong: Count = 0
    replaces: Annotated[tuple[Pattern, ...], UNIQUE] = ()


class KongKinds(Record):
    """Points per kong kind."""

    gang: Count
    jiagang: Count
    angang: Count


class Kong(Record):
    """`kong:` — points per kong, and what a wind kong adds."""

    gang: Count
    jiagang: Count
    angang: Count
    wind_extra: KongKinds


class Prices(Record):
    """`prices:` — the dealer extra and 连庄."""

    dealer_extra: Count
    # 连庄 N = 1, 2, 3, ≥4 (004 算分 22): past the list, each more 连庄 adds `streak_step` to
    # its last value (0: the last value covers every longer streak; anqing-classic 4).
    streak: Annotated[tuple[Count, ...], Spec(min_items=1)]
    streak_step: Count

    def streak_points(self, count: int) -> int:
        """What the dealer's 连庄 count adds between the dealer and the winner."""
        if count <= 0:
            return 0
        past = max(0, count - len(self.streak))
        return self.streak[min(count, len(self.streak)) - 1] + self.streak_step * past


class Labels(Record):
    """`labels:` — the words of the breakdown."""

    dealer: Label = Text("dealer", "dealer")
    streak: Label = Text("streak", "streak")
    kong_gang: Label = Text("gang", "gang")
    kong_jiagang: Label = Text("jiagang", "jiagang")
    kong_angang: Label = Text("angang", "angang")
    wind_kong: Label = Text("wind_kong", "wind_kong")


class Sources(Record):
    """`sources:` — where each price comes from."""

    dealer: str = ""
    streak: str = ""
    kong: str = ""


class PointRule(Record):
    """One priced entry of the `points:` table, defaults filled in."""

    name: str
    label: Text
    source: str
    points: int
    steps: tuple[int, ...] = ()  # 杠开: the first n steps for n kongs held
    minus_per_kong: int = 0
    replaces: frozenset[str] = frozenset()

    def value(self, kongs: int) -> int:
        if not self.steps:
            return self.points
        n = min(kongs, len(self.steps))
        return sum(self.steps[:n]) - self.minus_per_kong * n


# Patterns that depend on which suits and honors a reading plays.
_SUIT_PATTERNS = ("qingyise", "couyise", "ziyise", "hunyise")


class AnqingTable(RuleTable):
    """A compiled Anqing rule file."""

    wilds: Wilds
    points: Mapping[Pattern, Point]
    kong: Kong
    prices: Prices
    labels: Labels
    sources: Sources
    # Worked out from the above:
    following: Mapping[Tile, Tile] = derived()  # indicator: wild
    priced: tuple[PointRule, ...] = derived()  # worth something
    # What tells readings apart for pricing: suits, 一龙, wind triplets (wilds.Features).
    features: tuple[bool, bool, bool] = derived()

    def __post_init__(self) -> None:
        following = wilds.indicated_wilds(self.wilds.wild_order, "next")
        rules = [_point_rule(name, entry) for name, entry in self.points.items()]
        priced = tuple(p for p in rules if p.points or any(p.steps))
        names = {p.name for p in priced}
        features = (
            self.wilds.max_suits is not None or any(n in names for n in _SUIT_PATTERNS),
            "yilong" in names,
            "feng" in names,
        )
        object.__setattr__(self, "following", following)
        object.__setattr__(self, "priced", priced)
        object.__setattr__(self, "features", features)


def _point_rule(name: str, entry: Point) -> PointRule:
    label = Text(name, name) if entry.label is None else entry.label
    replaces = frozenset(entry.replaces)
    if entry.steps is not None:
        return PointRule(
            name=name,
            label=label,
            source=entry.source,
            points=0,
            steps=entry.steps,
            minus_per_kong=entry.minus_per_kong,
            replaces=replaces,
        )
    return PointRule(
        name=name, label=label, source=entry.source, points=entry.points or 0, replaces=replaces
    )
