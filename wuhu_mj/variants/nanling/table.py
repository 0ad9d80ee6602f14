"""The table of a 南陵 rule file (rules/nanling.yaml; docs/nanling.md): the wild's cycles and
direction, the win gates, what each item is worth and where that number comes from."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal

from ...kit import Count, Gates, Label, Record, RuleTable, Spec, Tile, TileCode, derived, wilds

# The patterns of which a win must hold one (the gate `win.needs_one_of`).
GatePattern = Literal[
    "dingjiu",
    "qingyise",
    "hunyise",
    "duyizhi",
    "jiuzhi",
    "paofeng",
    "daxingzi",
    "fengyise",
    "xingzi_guiwei",
]


class Wilds(Record):
    """`wilds:` — the flipped tile's cycles and which neighbour in its cycle is the wild."""

    order: Annotated[
        tuple[Annotated[tuple[TileCode, ...], Spec(unique=True, min_items=2)], ...],
        Spec(min_items=1),
    ]
    direction: wilds.Direction
    source: str


class Win(Record):
    """`win:` — what a win needs beyond four sets and a pair and the `gates:` (缺一门)."""

    needs_one_of: Annotated[tuple[GatePattern, ...], Spec(unique=True)]  # () for no such gate
    source: str


class Entry(Record):
    """One item of the breakdown: its points, what it is called and the line it comes from."""

    points: Count
    label: Label
    source: str


class Items(Record):
    """`items:` — every item the scorer may show, in the order the breakdown shows them."""

    pinghu: Entry  # 平胡（开牌）: every win
    ying_dingjiu: Entry
    ruan_dingjiu: Entry
    qingyise_dingjiu: Entry  # instead of 清一色 and 顶九
    qingyise: Entry
    hunyise: Entry
    fengyise: Entry
    ying_duyizhi: Entry
    ruan_duyizhi: Entry
    paofeng: Entry
    xingzi_guiwei: Entry
    xingzi_hu: Entry
    wubaida: Entry
    jiuzhi: Entry
    sihe: Entry  # one 四核
    shuang_sihe: Entry  # two
    san_sihe: Entry  # three or more
    gangkai: Entry
    hailao: Entry  # 海捞, scored under `switches.hailao`
    da_yi_xingzi: Entry  # the first discard a wild
    da_er_xingzi: Entry  # the first two
    da_san_xingzi: Entry  # the first three
    zhuangfen: Entry  # 庄分: between the dealer and the winner


class Switches(Record):
    """`switches:` — the card room's options (config_WHMJ.lua l.110-121)."""

    only_qing_hun: bool  # 只胡清混: only 清一色/混一色 (风一色 too) win
    dingjiu: bool  # 带顶九: 顶九 hands may win and score
    daxingzi: bool  # 打星子: the opening wild discards score
    fengyise: bool  # 风一色: scores (off: wins, no points)
    hailao: bool  # 海底捞: 海捞 scores (off: wins, no points)


class NanlingTable(RuleTable):
    wilds: Wilds
    gates: Gates = Gates()  # 缺一门 (kit/gates.py)
    win: Win
    items: Items
    switches: Switches
    # Worked out from the above: indicator → wild.
    indicated: Mapping[Tile, Tile] = derived()

    def __post_init__(self) -> None:
        found = wilds.indicated_wilds(self.wilds.order, self.wilds.direction)
        object.__setattr__(self, "indicated", found)
