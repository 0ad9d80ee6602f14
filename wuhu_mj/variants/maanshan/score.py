"""马鞍山: which hands win and what each item is worth (docs/maanshan.md).

A win is four sets and a pair (no seven pairs) missing one of 万/筒/条 (缺门; 字 free). Every
item is a count over the tiles, as the card-room server counts it: 支 (字 a suit), 一色, 对对胡,
大吊车, 一条龙/六连, 四核, 双扑, 格支压, the kongs, 不动手, 五通, 小/老 and the 对子 (三张在手,
三张碰出, 压档). Three depend on the reading's pair (四核, 双扑 and 三张在手 leave the pair's tile
out), so each pair the hand can be read with is priced and the best kept. A self-draw doubles
the 点. The 分 items (清一色, 格支压, 风一色, 平摸/挖摸) are paid apart, each 分 worth
`fen.per_fen` 点. Each of the three others pays the total, on a self-draw or a discard.
"""

from __future__ import annotations

from typing import Any, Final

from ...kit import (
    HONOR_BASE,
    KIND_COUNT,
    Evaluation,
    Hand,
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
)
from .shapes import (
    held_triplets,
    is_yadang,
    long_runs,
    server_order,
    single_wait,
    suit_of,
    twin_runs,
)
from .table import Entry, Fen, MaanshanTable

SUIT_LETTERS: Final = {0: "m", 9: "p", 18: "s"}
PATTERN_KEYS: Final = frozenset(
    {
        "ziyise",
        "qingyise",
        "hunyise",
        "duiduihu",
        "dadiaoche",
        "yitiaolong",
        "liulian",
        "sihe",
        "shuangpu",
        "gezhiya",
        "gangkai",
        "budongshou",
        "wutong",
        "quanxiao",
        "shixiao",
        "quanlao",
        "shilao",
        "yadang",
        "wamo",
        "pingmo",
    }
)


def seen_of(sit: Situation) -> int:
    found = sit.option("seen")
    return found if isinstance(found, int) else 0


def _label(entry: Entry | Fen) -> Text:
    return entry.label


class Facts:
    """What the tiles say, worked out once for every pair the hand can be read with."""

    def __init__(self, hand: Hand, table: MaanshanTable, sit: Situation) -> None:
        self.hand, self.table, self.sit = hand, table, sit
        self.counts = hand.counts()
        self.concealed = hand.concealed_counts()
        self.before = hand.concealed_counts(with_winning=False)
        totals: dict[int, int] = {}
        for t, n in enumerate(self.counts[:KIND_COUNT]):
            if n:
                totals[suit_of(t)] = totals.get(suit_of(t), 0) + n
        self.totals = totals
        self.yadang = is_yadang(self.before, hand.winning)
        self.single = single_wait(self.before)

    def seen_all(self) -> bool:
        """格支压's copies: the other three of the winning tile are on the table (`seen`: in the
        others' melds and discards; the winner's own melds count too)."""
        winning = self.hand.winning
        own = sum(m.tiles.count(winning) for m in self.hand.melds)
        return seen_of(self.sit) + own == 3


def missing_suits(hand: Hand) -> int:
    counts = hand.counts()
    return sum(1 for base in (0, 9, 18) if not any(counts[base : base + 9]))


def fixed_items(facts: Facts) -> list[Item]:
    """The items every reading of the hand shares (all but 四核, 双扑 and 三张在手)."""
    hand, table, sit = facts.hand, facts.table, facts.sit
    items, counts = table.items, table.counts
    out: list[Item] = []

    def add(key: str, entry: Entry, points: int, note: Message | str = "") -> None:
        if points:
            out.append(Item(key, _label(entry), points, note, entry.source))

    most = max(facts.totals.values())
    base = max(facts.totals, key=lambda b: (facts.totals[b], -server_order().index(b)))
    if most < counts.zhi_from:
        add("wubazhi", items.wubazhi, items.wubazhi.points, Message("note_zhi_most", tiles=most))
    else:
        suit = Message("suit_z") if base == HONOR_BASE else Message(f"suit_{SUIT_LETTERS[base]}")
        points = items.zhi.points + (most - counts.zhi_from) * items.zhi_step.points
        add("zhi", items.zhi, points, Message("note_tiles_of_suit", suit=suit, tiles=most))
    kinds = set(facts.totals)
    if len(kinds) == 1:
        if HONOR_BASE in kinds:
            add("ziyise", items.ziyise, items.ziyise.points)
        else:
            add("qingyise", items.qingyise, items.qingyise.points)
    elif len(kinds) == 2 and HONOR_BASE in kinds:
        add("hunyise", items.hunyise, items.hunyise.points)
    odd = [n for n in facts.concealed if n % 3]
    if odd == [2]:
        add("duiduihu", items.duiduihu, items.duiduihu.points)
    if len(hand.closed) == 1:
        add("dadiaoche", items.dadiaoche, items.dadiaoche.points)
    dragon, six = long_runs(facts.concealed)
    if dragon:
        add("yitiaolong", items.yitiaolong, items.yitiaolong.points)
    add("liulian", items.liulian, six * items.liulian.points, f"{items.liulian.points} × {six}")
    if facts.single and facts.seen_all():
        add("gezhiya", items.gezhiya, items.gezhiya.points, code(hand.winning))
    if sit.kong_draw:
        add("gangkai", items.gangkai, items.gangkai.points)
    ming = sum(1 for m in hand.melds if m.kind in ("gang", "jiagang"))
    an = sum(1 for m in hand.melds if m.kind == "angang")
    add(
        "minggang",
        items.minggang,
        ming * items.minggang.points,
        f"{items.minggang.points} × {ming}",
    )
    add("angang", items.angang, an * items.angang.points, f"{items.angang.points} × {an}")
    if all(m.kind == "angang" for m in hand.melds):
        add("budongshou", items.budongshou, items.budongshou.points)
    numbers = [0] * 10
    for t, n in enumerate(facts.counts[:HONOR_BASE]):
        numbers[number_of(t)] += n
    tong = [(k, n) for k, n in enumerate(numbers) if n >= counts.wutong_from]
    if tong:
        points = sum(
            items.wutong.points + (n - counts.wutong_from) * items.wutong_step.points
            for _, n in tong
        )
        add("wutong", items.wutong, points, " ".join(f"{k}×{n}" for k, n in tong))
    total = sum(facts.counts[:KIND_COUNT])
    small = sum(
        n for t, n in enumerate(facts.counts[:HONOR_BASE]) if number_of(t) <= counts.xiao_top
    )
    big = sum(
        n for t, n in enumerate(facts.counts[:HONOR_BASE]) if number_of(t) >= counts.lao_bottom
    )
    if small == total:
        add("quanxiao", items.quanxiao, items.quanxiao.points)
    elif small >= counts.shi_from:
        add("shixiao", items.shixiao, items.shixiao.points, str(small))
    elif big == total:
        add("quanlao", items.quanlao, items.quanlao.points)
    elif big >= counts.shi_from:
        add("shilao", items.shilao, items.shilao.points, str(big))
    pengs = sum(1 for m in hand.melds if m.kind == "peng")
    add("peng", items.peng, pengs * items.peng.points, f"{items.peng.points} × {pengs}")
    if facts.yadang:
        add("yadang", items.yadang, items.yadang.points, code(hand.winning))
    return out


def pair_items(facts: Facts, pair: Tile) -> list[Item]:
    """四核, 双扑 and 三张在手 with `pair` as the reading's pair."""
    hand, items = facts.hand, facts.table.items
    out: list[Item] = []
    with_pengs = list(facts.concealed)
    for m in hand.melds:
        if m.kind == "peng":
            with_pengs[m.tiles[0]] += 3
    fours = [t for t in range(HONOR_BASE) if with_pengs[t] == 4 and t != pair]
    if fours:
        points = len(fours) * items.sihe.points
        out.append(
            Item("sihe", items.sihe.label, points, " ".join(map(code, fours)), items.sihe.source)
        )
    twins = twin_runs(facts.concealed, pair)
    if twins:
        entry = items.shuangpu
        out.append(
            Item(
                "shuangpu",
                entry.label,
                twins * entry.points,
                f"{entry.points} × {twins}",
                entry.source,
            )
        )
    discarded = hand.winning if facts.sit.discarder is not None else None
    held, on_discard = held_triplets(facts.concealed, pair, discarded)
    if held:
        entry = items.kan
        out.append(
            Item("kan", entry.label, held * entry.points, f"{entry.points} × {held}", entry.source)
        )
    if on_discard:
        entry = items.kan_discard
        out.append(Item("kan_discard", entry.label, entry.points, code(hand.winning), entry.source))
    return out


def priced(items: list[Item], facts: Facts, reading: Reading) -> Evaluation:
    """The price per payer: the 点 items, doubled on a self-draw, and the 分 items."""
    table, sit = facts.table, facts.sit
    out = list(items)
    dian = sum(i.points for i in out)
    zimo = table.items.zimo
    if sit.self_draw and zimo.points > 1:
        note = Message("note_total_times", factor=zimo.points)
        out.append(Item("zimo", _label(zimo), dian * (zimo.points - 1), note, zimo.source))
        dian *= zimo.points
    fen = table.fen
    keys = {i.key for i in out}

    def add(key: str, entry: Fen) -> None:
        n = entry.self_draw if sit.self_draw else entry.discard
        if n:
            note = Message("note_fen", fen=n, per=fen.per_fen)
            out.append(Item(key, _label(entry), n * fen.per_fen, note, entry.source))

    if "qingyise" in keys:
        add("qingyise_fen", fen.qingyise)
    if "gezhiya" in keys:
        add("gezhiya_fen", fen.gezhiya)
    if "ziyise" in keys:
        add("ziyise_fen", fen.ziyise)
    if sit.self_draw and "gezhiya" not in keys:
        if facts.yadang:
            add("wamo", fen.wamo)
        else:
            add("pingmo", fen.pingmo)
    base = sum(i.points for i in out)
    patterns = [i.key for i in out if i.key in PATTERN_KEYS]
    if sit.self_draw:
        patterns.append("zimo")
    details: dict[str, Any] = {
        "zhi": max(facts.totals.values()),
        "dian": dian,
        "fen": (base - dian) // fen.per_fen,
        "reading": describe_reading(reading),
    }
    return Evaluation(Price(base), tuple(out), tuple(patterns), reading, details)


def evaluate(hand: Hand, table: MaanshanTable, sit: Situation) -> list[Evaluation] | NotAWin:
    missing = missing_suits(hand)
    if 3 - missing > table.win.max_suits:
        return NotAWin(Message("reason_not_quemen"), {})
    shapes = hand_readings(hand)
    if not shapes:
        return NotAWin(Message("reason_not_sets_no_seven_pairs"), {})
    facts = Facts(hand, table, sit)
    shared = fixed_items(facts)
    out = []
    done: set[Tile] = set()
    for reading in shapes:
        pair = reading.pair
        if pair is None or pair.tile in done:
            continue
        done.add(pair.tile)
        out.append(priced(shared + pair_items(facts, pair.tile), facts, reading))
    return out
