"""庐江: which hands win and what each is worth (docs/lujiang.md; docs/rules.md §4b).

A win passes the rule file's gates (缺一门 and 八支, kit/gates.py) and is four sets and a pair
(no seven pairs). Its price is flat: 平胡, plus each item the hand has, each in 分 from the
rule file. Most items are facts of the whole hand (清一色/混一色, 断幺, 不求人, 八支, 五同,
the kongs, 杠开); the others depend on how the hand is read (对对胡, 顶九, 幺九头, 豹子,
四合, 压当), so each reading is priced and the scorer keeps the best. The sum is each payer's
price: the discarder's on a discard, each of the three's on a self-draw.
"""

from __future__ import annotations

from typing import Any, Final

from ...kit import (
    HONOR_BASE,
    SHARED,
    Evaluation,
    Facts,
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
    add_kinds,
    code,
    describe_reading,
    gate_refusal,
    meld_group,
    number_of,
    parts_of,
    sihuo_tiles,
    suit_totals,
    view_waits,
)
from .table import Entry, Items, LujiangTable

SUIT_LETTERS: Final = ("m", "p", "s")
TERMINALS: Final = frozenset(t for t in range(HONOR_BASE) if number_of(t) in (1, 9))
# Items that are a hand's patterns (what `waits` and the JSON name), not its counts.
PATTERN_KEYS: Final = frozenset(
    {
        "qingyise",
        "hunyise",
        "duiduihu",
        "dingjiu",
        "duanyao",
        "yaojiutou",
        "yadang",
        "menqing",
        "ming_sihe",
        "an_sihe",
        "gangkai",
    }
)


def _label(entry: Entry) -> Text:
    return entry.label


def waits_of(hand: Hand, view: HandView, table: LujiangTable) -> list[Tile]:
    """The tiles the 13 tiles wait on: each completes them into sets and a pair that the
    gates let win; a kind the hand already holds four of is no wait."""
    held = list(view.kinds)
    for meld in hand.melds:
        add_kinds(held, meld.tiles)
    found = view_waits(view.wait_parts, held, table.tiles.allowed)
    if not found:
        return found
    before = hand.counts()
    before[hand.winning] -= 1
    kept = []
    for tile in found:
        before[tile] += 1
        if gate_refusal(before, table.gates) is None:
            kept.append(tile)
        before[tile] -= 1
    return kept


def is_yadang(reading: Reading, winning: Tile, waits: list[Tile]) -> bool:
    """压当: the only wait, and in this reading it is 单调 (the pair), 卡 (a run's middle)
    or 边 (12 waiting 3, 89 waiting 7) of a concealed group."""
    if waits != [winning]:
        return False
    n = number_of(winning)
    for group in reading.groups:
        if group.meld is not None or not group.contains(winning):
            continue
        if group.kind == "pair":
            return True
        if group.kind == "run":
            low = number_of(group.tile)
            if n == low + 1 or (low == 1 and n == 3) or (low == 7 and n == 7):
                return True
    return False


class HandFacts:
    """What the whole hand says, worked out once for all its readings."""

    def __init__(self, hand: Hand, table: LujiangTable, sit: Situation) -> None:
        self.hand, self.table, self.sit = hand, table, sit
        self.counts = tuple(hand.counts())
        self.totals = suit_totals(self.counts)
        numbers = [0] * 10
        for tile, n in enumerate(self.counts[:HONOR_BASE]):
            numbers[number_of(tile)] += n
        self.numbers = numbers


def hand_items(facts: HandFacts) -> list[Item]:
    """The items every reading of the hand shares."""
    hand, table, sit = facts.hand, facts.table, facts.sit
    items, counts = table.items, table.counts
    out: list[Item] = []

    def add(key: str, entry: Entry, points: int, note: Message | str = "") -> None:
        if points:
            out.append(Item(key, _label(entry), points, note, entry.source))

    add("pinghu", items.pinghu, items.pinghu.points)
    held = facts.counts
    if not any(held[t] for t in TERMINALS) and not any(held[HONOR_BASE:]):
        add("duanyao", items.duanyao, items.duanyao.points)
    if not hand.open_melds:
        add("menqing", items.menqing, items.menqing.points)
    longest = max(facts.totals)
    if longest >= counts.bazhi_from:
        letter = SUIT_LETTERS[facts.totals.index(longest)]
        note = Message("note_tiles_of_suit", suit=Message(f"suit_{letter}"), tiles=longest)
        units = longest - counts.bazhi_from + 1
        add("bazhi", items.bazhi, units * items.bazhi.points, note)
    start = counts.wutong_from
    tong = sum(n - start + 1 for n in facts.numbers if n >= start)
    shown = " ".join(f"{k}×{n}" for k, n in enumerate(facts.numbers) if n >= start)
    add("wutong", items.wutong, tong * items.wutong.points, shown)
    exposed = [code(m.first) for m in hand.melds if m.is_kong and m.is_open]
    hidden = [code(m.first) for m in hand.melds if m.kind == "angang"]
    add("minggang", items.minggang, len(exposed) * items.minggang.points, " ".join(exposed))
    add("angang", items.angang, len(hidden) * items.angang.points, " ".join(hidden))
    if sit.kong_draw:
        add("gangkai", items.gangkai, items.gangkai.points)
    return out


def reading_items(reading: Reading, facts: HandFacts, waits: list[Tile]) -> list[Item]:
    """The items of one reading of the hand."""
    hand, items = facts.hand, facts.table.items
    data = Facts.of(hand, reading, facts.sit, facts.counts)
    out: list[Item] = []

    def add(key: str, entry: Entry, points: int, note: Message | str = "") -> None:
        if points:
            out.append(Item(key, _label(entry), points, note, entry.source))

    if SHARED["qingyise"](data):
        add("qingyise", items.qingyise, items.qingyise.points)
    elif SHARED["hunyise"](data):
        add("hunyise", items.hunyise, items.hunyise.points)
    if SHARED["duiduihu"](data):
        add("duiduihu", items.duiduihu, items.duiduihu.points)
    if SHARED["tongtian"](data):
        add("dingjiu", items.dingjiu, items.dingjiu.points)
    pair = reading.pair
    if pair is not None and pair.tile in TERMINALS:
        add("yaojiutou", items.yaojiutou, items.yaojiutou.points, code(pair.tile))
    if is_yadang(reading, hand.winning, waits):
        add("yadang", items.yadang, items.yadang.points, code(hand.winning))
    concealed = [g.tile for g in reading.sets if g.kind == "triplet" and g.meld is None]
    text = " ".join(code(t) for t in concealed)
    add("baozi", items.baozi, len(concealed) * items.baozi.points, text)
    pengs = {m.first for m in hand.melds if m.kind == "peng"}
    sihe = sihuo_tiles(data)
    ming = [code(t) for t in sihe if t in pengs]
    an = [code(t) for t in sihe if t not in pengs]
    add("ming_sihe", items.ming_sihe, len(ming) * items.ming_sihe.points, " ".join(ming))
    add("an_sihe", items.an_sihe, len(an) * items.an_sihe.points, " ".join(an))
    return out


ORDER: Final = {key: n for n, key in enumerate(Items._fields)}


def priced(found: list[Item], reading: Reading, facts: HandFacts, waits: list[Tile]) -> Evaluation:
    """One reading's price per payer: its items in the table's order, summed."""
    items = sorted(found, key=lambda i: ORDER[i.key])
    total = sum(i.points for i in items)
    patterns = [i.key for i in items if i.key in PATTERN_KEYS]
    if facts.sit.self_draw:
        patterns.append("zimo")
    details: dict[str, Any] = {
        "zhi": max(facts.totals),
        "waits": [code(t) for t in waits],
        "reading": describe_reading(reading),
    }
    return Evaluation(Price(total), tuple(items), tuple(patterns), reading, details)


def evaluate(hand: Hand, table: LujiangTable, sit: Situation) -> list[Evaluation] | NotAWin:
    counts = hand.counts()
    zhi = max(suit_totals(counts))
    refused = gate_refusal(counts, table.gates)
    if refused is not None:
        return NotAWin(refused, {"zhi": zhi})
    view = HandView(hand.closed, hand.winning)
    if not view.combos:
        return NotAWin(Message("reason_not_sets_no_seven_pairs"), {"zhi": zhi})
    facts = HandFacts(hand, table, sit)
    shared = hand_items(facts)
    waits = waits_of(hand, view, table)
    fixed: tuple[Group, ...] = tuple(meld_group(m) for m in hand.melds)
    out = []
    for combo in view.combos:
        pair, sets, _runs, _triplets = parts_of(combo)
        reading = Reading("standard", pair + sets + fixed)
        out.append(priced(shared + reading_items(reading, facts, waits), reading, facts, waits))
    return out
