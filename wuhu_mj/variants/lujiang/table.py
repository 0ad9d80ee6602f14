"""The table of a 庐江 rule file (rules/lujiang.yaml; docs/lujiang.md): the win gates, what
each item is worth in 分, where that number comes from, and where the counted items start."""

from __future__ import annotations

from ...kit import Count, Gates, Label, Positive, Record, RuleTable


class Entry(Record):
    """One item of the breakdown: its 分 (a fixed item's, or one unit's of a counted item),
    what the breakdown calls it and the line it comes from."""

    points: Count
    label: Label
    source: str


class Items(Record):
    """`items:` — every item the scorer may show, in the order the breakdown shows them (the
    order of the source's point table)."""

    pinghu: Entry  # every win
    hunyise: Entry
    minggang: Entry  # per exposed kong (明杠, 加杠)
    angang: Entry  # per concealed kong
    qingyise: Entry
    duiduihu: Entry
    yadang: Entry  # 卡, 边 or 单调 on the only wait
    menqing: Entry  # 不求人: no 碰, no exposed kong
    dingjiu: Entry  # 123 456 789 of one suit, each read as a run
    duanyao: Entry  # no 1, no 9, no honor anywhere in the hand
    yaojiutou: Entry  # the pair is 1s or 9s
    bazhi: Entry  # per tile of the longest suit from `counts.bazhi_from` on
    baozi: Entry  # per concealed triplet of the reading
    wutong: Entry  # per tile of one number from `counts.wutong_from` on
    ming_sihe: Entry  # per 四合 whose triplet is a 碰
    an_sihe: Entry  # per 四合 whose triplet is concealed
    gangkai: Entry


class Counts(Record):
    """`counts:` — where the counted items start: the first tile that scores one unit."""

    bazhi_from: Positive  # 八支: this many tiles of one suit score one unit
    wutong_from: Positive  # 五同: this many tiles of one number score one unit


class LujiangTable(RuleTable):
    gates: Gates = Gates()
    items: Items
    counts: Counts
