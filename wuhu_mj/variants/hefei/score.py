"""合肥: which hands win and what each item is worth (docs/hefei.md).

A win needs 八支 (one suit's tiles, melds and the winning tile included, at least
`win.min_zhi`) and four sets and a pair, or seven pairs. Almost every item is a count over the
tiles, as the card-room server counts it: 支, 同, 坎, 四核, 缺门/清一色, 10同, 3连坎, 4暗刻,
the kongs. Two depend on how the hand is read or what it waited on: 双铺子 (two identical
concealed runs of one reading) and 卡 (the 13 tiles wait on one tile of the deck). The sum is
each payer's price; 杠开 doubles it; the dealer's 连庄 is paid between the dealer and the
winner; on a self-draw each of the three pays it, on a discard the discarder alone.
"""

from __future__ import annotations

from typing import Any, Final

from ...kit import (
    APPLIES_DEALER,
    HONOR_BASE,
    Evaluation,
    Group,
    Hand,
    HandView,
    Item,
    Message,
    NotAWin,
    Price,
    Reading,
    Situation,
    Text,
    Tile,
    code,
    describe_reading,
    hand_readings,
    number_of,
    suit_totals,
    view_waits,
)
from .table import Entry, HefeiTable

SUIT_LETTERS: Final = ("m", "p", "s")
# Items that are a hand's patterns (what `waits` and the JSON name), not its counts.
PATTERN_KEYS: Final = frozenset(
    {
        "tianhu",
        "dihu",
        "qidui",
        "haohua_qidui",
        "chaohaohua_qidui",
        "qingyise",
        "quemen",
        "menqing",
        "sianke",
        "sanliankan",
        "shitong",
        "ka",
        "sihe",
        "shuangpuzi",
        "an_shuangpuzi",
        "shuang_an_shuangpuzi",
        "gangkai",
    }
)


def streak_of(sit: Situation) -> int:
    found = sit.option("streak")
    return found if isinstance(found, int) else 0


def is_seven_pairs(hand: Hand) -> bool:
    """Seven pairs of the 14 concealed tiles (a four is two pairs)."""
    return not hand.melds and all(n % 2 == 0 for n in hand.concealed_counts())


def ka_wait(hand: Hand, table: HefeiTable) -> bool:
    """卡: the 13 tiles, read as sets and a pair, wait on one tile of the deck and no other."""
    view = HandView(hand.closed, hand.winning)
    found = view_waits(view.wait_parts, [0] * 10, table.tiles.playable)
    return found == [hand.winning]


def double_runs(reading: Reading) -> list[Tile]:
    """The first tile of each 双铺子 (two identical concealed runs) of the reading."""
    runs = [g.tile for g in reading.sets if g.kind == "run" and g.meld is None]
    return [t for t in sorted(set(runs)) for _ in range(runs.count(t) // 2)]


def _label(entry: Entry) -> Text:
    return entry.label


class Facts:
    """What the tiles say, worked out once for every reading of the hand."""

    def __init__(self, hand: Hand, table: HefeiTable, sit: Situation) -> None:
        self.hand, self.table, self.sit = hand, table, sit
        self.counts = hand.counts()
        self.concealed = hand.concealed_counts()
        self.before = hand.concealed_counts(with_winning=False)
        self.totals = suit_totals(self.counts)
        numbers = [0] * 10
        for tile, n in enumerate(self.counts[:HONOR_BASE]):
            numbers[number_of(tile)] += n
        self.numbers = numbers
        self.kongs = sum(1 for m in hand.melds if m.is_kong)
        self.pengs = sum(1 for m in hand.melds if m.kind == "peng")


def fixed_items(facts: Facts) -> list[Item]:
    """The items every reading of the hand shares (all but 双铺子), before 杠开 and 连庄."""
    hand, table, sit = facts.hand, facts.table, facts.sit
    items, counts, switches = table.items, table.counts, table.switches
    out: list[Item] = []

    def add(key: str, entry: Entry, points: int, note: Message | str = "") -> None:
        if points:
            out.append(Item(key, _label(entry), points, note, entry.source))

    add("hu", items.hu, items.hu.points)
    if sit.heavenly:
        add("tianhu", items.tianhu, items.tianhu.points)
    elif sit.earthly:
        add("dihu", items.dihu, items.dihu.points)
    fours = sum(1 for n in facts.concealed if n == 4)
    if table.win.qidui and is_seven_pairs(hand):
        if fours == 0:
            add("qidui", items.qidui, items.qidui.points)
        elif fours == 1:
            add("haohua_qidui", items.haohua_qidui, items.haohua_qidui.points)
        else:
            add("chaohaohua_qidui", items.chaohaohua_qidui, items.chaohaohua_qidui.points)
    missing = sum(1 for n in facts.totals if n == 0)
    if missing == 2:
        add("qingyise", items.qingyise, items.qingyise.points)
    elif missing:
        each = items.quemen.points
        if switches.quemen_per_suit:
            add(
                "quemen",
                items.quemen,
                each * missing,
                Message("note_suits_missing", n=missing),
            )
        else:
            add("quemen", items.quemen, each)
    if items.menqing.points and not any(m.is_open for m in hand.melds):
        add("menqing", items.menqing, items.menqing.points)
    kan = [t for t, n in enumerate(facts.concealed) if n == 3]
    if sit.self_draw and len(kan) >= 4:
        add("sianke", items.sianke, items.sianke.points)
    if any(t + 1 in kan and t + 2 in kan and number_of(t) <= 7 for t in kan):
        add("sanliankan", items.sanliankan, items.sanliankan.points)
    most = max(facts.numbers)
    if most >= counts.shitong_from:
        add("shitong", items.shitong, items.shitong.points)
    if ka_wait(hand, table):
        add("ka", items.ka, items.ka.points, code(hand.winning))
    held_four = [code(t) for t, n in enumerate(facts.concealed) if n == 4]
    if held_four:
        add("sihe", items.sihe, items.sihe.points, " ".join(held_four))
    tong = sum(n - counts.tong_from for n in facts.numbers if n > counts.tong_from)
    shown = [f"{n}×{k}" for n, k in enumerate(facts.numbers) if k > counts.tong_from]
    add("tong", items.tong, tong * items.tong.points, " ".join(shown))
    zhi = max(facts.totals) - table.win.min_zhi
    suit = facts.totals.index(max(facts.totals))
    letter = SUIT_LETTERS[suit]
    note = Message(
        "note_zhi_count",
        suit=Message(f"suit_{letter}"),
        tiles=max(facts.totals),
        zhi=zhi,
    )
    add("zhi", items.zhi, zhi * items.zhi.points, note)
    add("kan", items.kan, len(kan) * items.kan.points, " ".join(code(t) for t in kan))
    kongs = facts.kongs + (facts.pengs if switches.peng_counts_as_kong else 0)
    add("gang", items.gang, kongs * items.gang.points, f"{items.gang.points} × {kongs}")
    return out


def shuangpuzi_items(reading: Reading, facts: Facts) -> list[Item]:
    """双铺子 of one reading: 明 when the winning tile completes one of the two runs, 暗 when
    the 13 tiles held both; two 暗 on a self-draw are 双暗双铺子; a self-draw adds its own."""
    found = double_runs(reading)
    if not found:
        return []
    items, before = facts.table.items, facts.before
    hidden = [t for t in found if all(before[t + k] >= 2 for k in range(3))]
    self_draw = facts.sit.self_draw
    if self_draw and len(hidden) >= 2:
        key, entry = "shuang_an_shuangpuzi", items.shuang_an_shuangpuzi
    elif hidden:
        key, entry = "an_shuangpuzi", items.an_shuangpuzi
    else:
        key, entry = "shuangpuzi", items.shuangpuzi
    text = " ".join(f"{number_of(t)}{number_of(t) + 1}{code(t + 2)}" for t in found)
    out = [Item(key, _label(entry), entry.points, text, entry.source)] if entry.points else []
    extra = items.shuangpuzi_zimo
    if self_draw and extra.points:
        out.append(Item("shuangpuzi_zimo", _label(extra), extra.points, "", extra.source))
    return out


def priced(items: list[Item], facts: Facts, reading: Reading | None) -> Evaluation:
    """The price per payer: the items, 杠开 doubling them, then the dealer's 连庄."""
    table, sit = facts.table, facts.sit
    out = list(items)
    base = sum(i.points for i in out)
    factor = 1
    gangkai = table.items.gangkai
    if sit.kong_draw and gangkai.points > 1:
        factor = gangkai.points
        note = Message("note_total_times", factor=factor)
        out.append(Item("gangkai", _label(gangkai), base * (factor - 1), note, gangkai.source))
        base *= factor
    lz = table.lianzhuang
    count = lz.base + streak_of(sit)
    per = lz.self_draw if sit.self_draw else lz.discard
    dealer = count * per * factor
    if dealer:
        entry = table.items.lianzhuang
        note = (
            Message("note_lianzhuang_doubled", count=count, per=per, factor=factor)
            if factor > 1
            else Message("note_lianzhuang", count=count, per=per)
        )
        out.append(Item("lianzhuang", _label(entry), dealer, note, entry.source, APPLIES_DEALER))
    patterns = [i.key for i in out if i.key in PATTERN_KEYS]
    if sit.self_draw:
        patterns.append("zimo")
    details: dict[str, Any] = {"zhi": max(facts.totals)}
    if reading is not None:
        details["reading"] = describe_reading(reading)
    return Evaluation(Price(base, dealer), tuple(out), tuple(patterns), reading, details)


def evaluate(hand: Hand, table: HefeiTable, sit: Situation) -> list[Evaluation] | NotAWin:
    totals = suit_totals(hand.counts())
    zhi, need = max(totals), table.win.min_zhi
    if zhi < need:
        return NotAWin(Message("reason_not_bazhi", zhi=zhi, need=need), {"zhi": zhi})
    shapes = hand_readings(hand)
    pairs = table.win.qidui and is_seven_pairs(hand)
    if not shapes and not pairs:
        return NotAWin(Message("reason_not_sets"), {"zhi": zhi})
    facts = Facts(hand, table, sit)
    shared = fixed_items(facts)
    if not shapes:
        groups = tuple(
            Group("pair", t) for t, n in enumerate(facts.concealed) for _ in range(n // 2)
        )
        return [priced(shared, facts, Reading("seven_pairs", groups))]
    return [priced(shared + shuangpuzi_items(r, facts), facts, r) for r in shapes]
