"""The table of a 无为 rule file (rules/wuwei.yaml; docs/wuwei.md): every item's points, where
the number comes from, the counted items (kit building blocks) and the room's switches."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated

from ...kit import (
    PATTERN,
    AllPay,
    Count,
    Label,
    Ladder,
    PairWeights,
    Record,
    RuleTable,
    Span,
    Spec,
    TileCode,
)

Pattern = Annotated[str, PATTERN]


class Entry(Record):
    """A fixed item: its points, what the breakdown calls it and the line it comes from."""

    points: Count
    label: Label
    source: str


class Counters(Record):
    """`counters:` — the counted items. 五同 and 八支 are ladders; 十老/十小 and 全老/全小 are
    spans of numbers (a 全 one takes the place of its 十 one)."""

    wutong: Ladder  # five or more tiles of one number, any suit
    bazhi: Ladder  # eight or more tiles of one suit
    shilao: Span
    shixiao: Span
    quanlao: Span
    quanxiao: Span


class Xipai(Record):
    """`xipai:` — 喜牌: a kong of these tiles is paid by each other seat, whoever discarded."""

    tiles: Annotated[tuple[TileCode, ...], Spec(unique=True, min_items=1)]
    exposed: Entry  # 明杠 and 加杠
    concealed: Entry  # 暗杠


class Dealer(Record):
    """`dealer:` — between the dealer and the winner: 连庄分 per 连庄 (the dealer's streak),
    and a 庄底 on every hand (0: none)."""

    lianzhuang: Entry  # points per 连庄
    zhuangdi: Entry


class Switch(Record):
    """A room option: on or off, its words and where the option is."""

    value: bool
    label: Label
    source: str


class Rule(Record):
    """A rule's words and where it is said."""

    label: Label
    source: str


class Switches(Record):
    """`switches:` — the room's options."""

    wutong: Switch  # 五同玩法: price 五同
    laoxiao: Switch  # 老小玩法: price 十老, 十小, 全老, 全小
    discarder_pays: Switch  # 谁放炮谁出分: off, all three pay a discard (`all_pay`)
    all_pay: Rule  # 一家放炮，三家出分: its words and line, shown on a discard's payments


class WuweiTable(RuleTable):
    hu: Entry  # 平胡: every win
    patterns: Mapping[Pattern, Entry]  # a fixed price for each pattern the hand has
    counters: Counters
    duizi: PairWeights  # 对子起番
    xipai: Xipai
    dealer: Dealer
    switches: Switches

    def all_pay_on_discard(self) -> AllPay | None:
        if self.switches.discarder_pays.value:
            return None
        pay = self.switches.all_pay
        return AllPay(pay.label, pay.source)
