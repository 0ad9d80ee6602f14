"""The table of a 合肥 rule file (rules/hefei.yaml; docs/hefei.md): what each item is worth in
嘴, where that number comes from, and the switches between the server's and the page's game."""

from __future__ import annotations

from ...kit import Count, Label, Positive, Record, RuleTable


class Entry(Record):
    """One item of the breakdown: its 嘴 (a fixed item's, or one unit's of a counted item),
    what the breakdown calls it and the line it comes from."""

    points: Count
    label: Label
    source: str


class Items(Record):
    """`items:` — every item the scorer may show, in the order the breakdown shows them."""

    hu: Entry  # every win
    tianhu: Entry
    dihu: Entry
    qidui: Entry
    haohua_qidui: Entry  # 七对 holding one four
    chaohaohua_qidui: Entry  # 七对 holding two or more fours
    qingyise: Entry
    quemen: Entry  # per missing suit when `switches.quemen_per_suit`, else once
    menqing: Entry  # no 碰, no exposed kong; 0 skips the item
    sianke: Entry
    sanliankan: Entry
    shitong: Entry
    ka: Entry
    sihe: Entry
    shuangpuzi: Entry  # 明: the winning tile completes one of the two runs
    an_shuangpuzi: Entry
    shuang_an_shuangpuzi: Entry  # two 暗双铺子, self-drawn
    shuangpuzi_zimo: Entry  # added to any 双铺子 on a self-draw
    tong: Entry  # per tile of one number past `counts.tong_from`
    zhi: Entry  # per 支 past `win.min_zhi`
    kan: Entry  # per concealed triplet
    gang: Entry  # per kong
    gangkai: Entry  # `points` is the factor the whole total is multiplied by
    lianzhuang: Entry  # `points` unused: `lianzhuang:` says what it is worth


class Counts(Record):
    """`counts:` — where the counted items start."""

    tong_from: Positive  # 同 counts the tiles of one number past this many
    shitong_from: Positive  # 10同: this many tiles of one number


class Win(Record):
    """`win:` — what a win needs."""

    min_zhi: Positive  # 八支: tiles of one suit over the whole hand, the winning tile included
    qidui: bool  # seven pairs win
    source: str


class Lianzhuang(Record):
    """`lianzhuang:` — the dealer's 连庄 in 嘴 per 连庄数 (the dealer's streak plus `base`),
    paid between the dealer and the winner."""

    base: Count  # 连庄数 of a dealer who has not yet kept the deal
    self_draw: Count  # per 连庄数, on a self-draw by or from the dealer
    discard: Count  # per 连庄数, on a discard won by or from the dealer


class Switches(Record):
    """`switches:` — readings of the page, and the server's ways a card room may play."""

    quemen_per_suit: bool  # the page: 缺门 per missing suit; the server: once
    peng_counts_as_kong: bool  # the server: every meld, 碰 too, pays the kong's 嘴


class HefeiTable(RuleTable):
    win: Win
    items: Items
    counts: Counts
    lianzhuang: Lianzhuang
    switches: Switches
