"""无为: which hands win and what each item is worth (docs/wuwei.md; docs/rules.md §4c).

Any four sets and a pair win (八支 is a price here, not a gate). The price of a hand, its 牌型分,
is 平胡 plus a fixed number for each pattern it has (the rule file's `patterns:`, read by
detectors: 压档, 一条龙, 缺一色, 混一色, 清一色, 不动手, 对对胡, 杠上开花, 天胡) plus the counted
items (kit building blocks: 五同 and 八支 ladders, 十老/十小/全老/全小 spans), doubled when the
hand holds enough 对子 (对子起番). Apart from it: each 喜牌 kong (红中) is paid by every other
seat, and 连庄分 / 庄底 between the dealer and the winner. Who pays the 牌型分 is the rule
file's switch: all three (一家放炮，三家出分) or the discarder alone (谁放炮谁出分).
"""

from __future__ import annotations

from typing import Any, Final

from ...kit import (
    APPLIES_DEALER,
    APPLIES_EACH,
    Evaluation,
    Facts,
    Hand,
    HandView,
    Item,
    Ladder,
    Message,
    NotAWin,
    Price,
    Reading,
    Situation,
    Span,
    Tile,
    add_kinds,
    code,
    describe_reading,
    hand_readings,
    number_totals,
    suit_totals,
    view_waits,
    yadang_point,
)
from .patterns import DETECTORS, WuweiFacts
from .table import Entry, WuweiTable

SUIT_LETTERS: Final = ("m", "p", "s")
SPAN_KEYS: Final = frozenset({"shilao", "shixiao", "quanlao", "quanxiao"})


def streak_of(sit: Situation) -> int:
    found = sit.option("streak")
    return found if isinstance(found, int) else 0


def waits_of(hand: Hand, table: WuweiTable) -> list[Tile]:
    """The kinds that complete the 13 tiles into four sets and a pair, of the deck and not
    held four times already."""
    view = HandView(hand.closed, hand.winning)
    held = list(view.kinds)
    for meld in hand.melds:
        add_kinds(held, meld.tiles)
    return view_waits(view.wait_parts, held, table.tiles.allowed)


def _item(key: str, entry: Entry, points: int, note: Message | str = "") -> Item:
    return Item(key, entry.label, points, note, entry.source)


def counted_items(counts: list[int], table: WuweiTable) -> list[Item]:
    """五同, 八支, 十老/十小/全老/全小: the same for every reading of the hand."""
    out: list[Item] = []
    counters, switches = table.counters, table.switches

    def ladder(key: str, rule: Ladder, groups: tuple[int, ...], name: Any) -> None:
        points, found = rule.price(groups)
        if points:
            note = " ".join(f"{name(g)}×{n}" for g, n in found)
            out.append(Item(key, rule.label, points, note, rule.source))

    if switches.wutong.value:
        ladder("wutong", counters.wutong, number_totals(counts), lambda g: str(g + 1))
    ladder("bazhi", counters.bazhi, suit_totals(counts), lambda g: SUIT_LETTERS[g])
    if switches.laoxiao.value:
        spans: tuple[tuple[str, Span, str, Span], ...] = (
            ("quanlao", counters.quanlao, "shilao", counters.shilao),
            ("quanxiao", counters.quanxiao, "shixiao", counters.shixiao),
        )
        for whole_key, whole, ten_key, ten in spans:
            # 全老 takes the place of 十老, 全小 of 十小 (docs/wuwei.md).
            if whole.points and whole.holds(counts):
                out.append(Item(whole_key, whole.label, whole.points, "", whole.source))
            elif ten.points and ten.holds(counts):
                note = f"{ten.low}-{ten.high} × {ten.count(counts)}"
                out.append(Item(ten_key, ten.label, ten.points, note, ten.source))
    return out


def priced(
    hand: Hand,
    reading: Reading,
    table: WuweiTable,
    sit: Situation,
    facts: Facts,
    counted: list[Item],
    pairs: int,
) -> Evaluation:
    """One reading's price: 牌型分 (平胡, its patterns, the counted items), 对子起番, then the
    喜牌 kongs each seat pays and the dealer's items."""
    items = [_item("hu", table.hu, table.hu.points)] if table.hu.points else []
    patterns: list[str] = []
    for name, entry in table.patterns.items():
        times = DETECTORS[name](facts)
        if times:
            patterns.append(name)
            if entry.points:
                items.append(_item(name, entry, entry.points * times))
    items += counted
    # 十老 … 全小 are shapes of the hand (特殊牌型), 五同 and 八支 counts: only the former are
    # among its patterns, as 对子起番 is.
    patterns += [i.key for i in counted if i.key in SPAN_KEYS]
    base = sum(i.points for i in items)
    duizi = table.duizi
    if pairs >= duizi.needed and duizi.factor > 1 and base:
        note = Message("note_duizi", pairs=pairs, factor=duizi.factor)
        items.append(Item("duizi", duizi.label, base * (duizi.factor - 1), note, duizi.source))
        patterns.append("duizi")
        base *= duizi.factor
    xipai = table.xipai
    for meld in hand.melds:
        if meld.is_kong and meld.tiles[0] in xipai.tiles:
            entry = xipai.concealed if meld.kind == "angang" else xipai.exposed
            if entry.points:
                row = Item("xipai", entry.label, entry.points, code(meld.tiles[0]), entry.source)
                items.append(row._replace(applies=APPLIES_EACH))
    each = sum(i.points for i in items if i.applies == APPLIES_EACH)
    dealer = table.dealer
    extra = 0
    streak = streak_of(sit)
    if streak and dealer.lianzhuang.points:
        points = streak * dealer.lianzhuang.points
        note = Message("note_lianzhuang", count=streak, per=dealer.lianzhuang.points)
        row = _item("lianzhuang", dealer.lianzhuang, points, note)
        items.append(row._replace(applies=APPLIES_DEALER))
        extra += points
    if dealer.zhuangdi.points:
        row = _item("zhuangdi", dealer.zhuangdi, dealer.zhuangdi.points)
        items.append(row._replace(applies=APPLIES_DEALER))
        extra += dealer.zhuangdi.points
    if sit.self_draw:
        patterns.append("zimo")
    details: dict[str, Any] = {
        "zhi": max(suit_totals(facts.counts)),
        "duizi": pairs,
        "reading": describe_reading(reading),
    }
    if isinstance(facts.own, WuweiFacts):
        details["yadang_point"] = facts.own.yadang
    return Evaluation(Price(base + each, extra), tuple(items), tuple(patterns), reading, details)


def evaluate(hand: Hand, table: WuweiTable, sit: Situation) -> list[Evaluation] | NotAWin:
    readings = hand_readings(hand)
    if not readings:
        return NotAWin(Message("reason_not_sets"))
    counts = hand.counts()
    whole = tuple(counts)
    waits = waits_of(hand, table)
    counted = counted_items(counts, table)
    pairs = table.duizi.count(hand)
    out = []
    for reading in readings:
        point = yadang_point(reading.sets, hand.winning, waits)
        facts = Facts.of(hand, reading, sit, whole, WuweiFacts(point))
        out.append(priced(hand, reading, table, sit, facts, counted, pairs))
    return out
