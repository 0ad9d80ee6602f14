"""The table of a 马鞍山 rule file (rules/maanshan.yaml; docs/maanshan.md): what each item is
worth in 点, where that number comes from, and the 分 each 分 item is paid apart in."""

from __future__ import annotations

from ...kit import AllPay, Count, Label, Positive, Record, RuleTable


class Entry(Record):
    """One item of the breakdown: its 点 (a fixed item's, or one unit's of a counted item),
    what the breakdown calls it and the line it comes from."""

    points: Count
    label: Label
    source: str


class Fen(Record):
    """A 分 item (the server's `extraFan`): paid by each payer apart from the 点 and outside the
    pot, `self_draw` 分 on a self-draw and `discard` 分 on a discard."""

    self_draw: Count
    discard: Count
    label: Label
    source: str


class Items(Record):
    """`items:` — every 点 item the scorer may show, in the order the breakdown shows them."""

    wubazhi: Entry  # fewer than `counts.zhi_from` tiles in every suit (字 a suit here)
    zhi: Entry  # `counts.zhi_from` tiles of one suit; `zhi_step` more per tile past it
    zhi_step: Entry
    ziyise: Entry
    qingyise: Entry
    hunyise: Entry
    duiduihu: Entry
    dadiaoche: Entry
    yitiaolong: Entry
    liulian: Entry  # per six-tile run (two runs of one suit in a row)
    sihe: Entry  # per four of a kind held or completing a 碰 (not a kong, not the pair)
    shuangpu: Entry  # per twin run (223344), not the pair's tile
    gezhiya: Entry
    gangkai: Entry
    minggang: Entry  # per 明杠 or 加杠
    angang: Entry  # per 暗杠
    budongshou: Entry  # no meld but 暗杠
    wutong: Entry  # per number held `counts.wutong_from` times or more, across suits
    wutong_step: Entry  # per tile of such a number past `counts.wutong_from`
    quanxiao: Entry
    shixiao: Entry
    quanlao: Entry
    shilao: Entry
    kan: Entry  # 三张在手, per concealed triplet (not the pair)
    kan_discard: Entry  # the concealed triplet the discarded winning tile completes
    peng: Entry  # 三张碰出, per 碰
    yadang: Entry  # a single wait read as 边 or 嵌
    zimo: Entry  # `points` is the factor the 点 are multiplied by on a self-draw


class Fens(Record):
    """`fen:` — the 分 items, and how many 点 one 分 is worth."""

    per_fen: Positive  # 点 of one 分 (the server pays 点 × 底 / 10 and 分 × 底)
    qingyise: Fen
    gezhiya: Fen
    ziyise: Fen
    wamo: Fen  # a self-draw on 压档, without 格支压
    pingmo: Fen  # any other self-draw without 格支压


class Counts(Record):
    """`counts:` — where the counted items start."""

    zhi_from: Positive  # 八支: this many tiles of one suit (字 too), melds and the win included
    wutong_from: Positive  # 五通: this many tiles of one number (suited), melds included
    shi_from: Positive  # 十小/十老: this many tiles of 1-5 / 5-9
    xiao_top: Positive  # 小: numbers up to this one
    lao_bottom: Positive  # 老: numbers from this one


class Win(Record):
    """`win:` — what a win needs."""

    max_suits: Positive  # 缺门: tiles of at most this many of 万/筒/条 (字 free)
    source: str


class PayAll(Record):
    """`pay:` — who pays a discard's win: each of the three others (三家付), as on a self-draw."""

    label: Label
    source: str


class MaanshanTable(RuleTable):
    win: Win
    items: Items
    fen: Fens
    counts: Counts
    pay: PayAll

    def all_pay_on_discard(self) -> AllPay | None:
        return AllPay(self.pay.label, self.pay.source)
