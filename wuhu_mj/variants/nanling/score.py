"""南陵: which hands win and what each item is worth (docs/nanling.md, docs/rules.md §4d).

The wild (星子) is found from `--wild` or from the flipped tile `--indicator` through the rule
file's `wilds:` (the tile before the indicator). A hand is read two ways:
- the 13 tiles before the draw hold no 星子: they are natural, so the hand is read as natural
  tiles with the winning tile as itself, or, when the drawn tile is a 星子, as each tile the 13
  wait on (星子胡; 星子归位 when it plays itself; 软独一支 when the 13 wait on one tile only and
  it closes a run in the middle or at an edge);
- the 13 hold a 星子: the kit's wild reader reads the concealed tiles with every 星子 a joker
  (跑风 when the 13 less one 星子 are four sets).
Each reading must pass the rule file's `gates:` (缺一门, the kit's) and hold one of its
`win.needs_one_of` patterns. Its price is the sum of its items, paid by each of the three
others; 庄分 is paid between the dealer and the winner.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from ...kit import (
    APPLIES_DEALER,
    HONOR_BASE,
    PLAYABLE_KINDS,
    Evaluation,
    Hand,
    InputError,
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
    gate_refusal,
    hand_readings,
    is_standard_complete,
    joined,
    meld_group,
    wilds,
    yadang_point,
)
from .table import Entry, NanlingTable

SUIT_BASES: Final = (0, 9, 18)
# Items that are not a hand's patterns (what `waits` and the JSON name as patterns).
NOT_PATTERNS: Final = frozenset({"pinghu", "zhuangfen"})
MAX_OPENING_WILDS: Final = 3


# ---------------------------------------------------------------- the options


def opening_wilds(sit: Situation) -> int:
    """打星子: how many of the winner's first discards were 星子 in a row (0-3)."""
    found = sit.option("opening-wilds")
    return found if isinstance(found, int) else 0


def check_options(sit: Situation) -> None:
    if opening_wilds(sit) > MAX_OPENING_WILDS:
        said = Message("opening_wilds_too_many", most=MAX_OPENING_WILDS)
        raise InputError(said, "--opening-wilds")


def wild_of(table: NanlingTable, sit: Situation) -> Tile:
    """The 星子: --wild, or the tile the rule file's `wilds:` makes of --indicator."""
    wild, indicator = sit.option("wild"), sit.option("indicator")
    if isinstance(wild, int) and isinstance(indicator, int):
        raise InputError(Message("wild_and_indicator"), "--indicator")
    if isinstance(wild, int):
        if wild >= PLAYABLE_KINDS:
            raise InputError(Message("wild_cannot_be", tile=code(wild)), "--wild")
        return wild
    if isinstance(indicator, int):
        found = table.indicated.get(indicator)
        if found is None:
            raise InputError(Message("indicator_cannot_be", tile=code(indicator)), "--indicator")
        return found
    raise InputError(Message("wild_needed"), "--wild")


# ---------------------------------------------------------------- a reading and its facts


@dataclass(frozen=True)
class Candidate:
    """One reading of the hand and what the wild rules say of it."""

    reading: Reading
    natural: tuple[int, ...]  # concealed tiles that are not 星子, by kind
    duyizhi: int  # 0 none, 1 软 (a drawn 星子 closes it), 2 硬
    guiwei: bool  # the drawn 星子 plays itself (星子归位)


@dataclass(frozen=True)
class HandFacts:
    wild: Tile
    held_before: int  # 星子 among the 13 concealed tiles before the draw
    winning_is_wild: bool
    paofeng: bool  # 单吊星子: the 13 less one 星子 are four sets
    sihe: tuple[Tile, ...]  # kinds held four times, none a kong, one at least concealed


def _counts(tiles: Sequence[Tile]) -> list[int]:
    counts = [0] * PLAYABLE_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def natural_waits(hand: Hand) -> list[Tile]:
    """Tile kinds that complete the 13 concealed tiles (all natural) into sets and a pair; a
    kind the hand already holds four of is no wait."""
    before = _counts(hand.closed)
    held = _counts([*hand.closed, *(t for m in hand.melds for t in m.tiles)])
    found = []
    for tile in range(PLAYABLE_KINDS):
        if held[tile] >= 4:
            continue
        before[tile] += 1
        if is_standard_complete(before):
            found.append(tile)
        before[tile] -= 1
    return found


def sihe_kinds(hand: Hand, wild: Tile) -> tuple[Tile, ...]:
    """四核: kinds (not the 星子) of which four are held and not konged, at least one of them
    among the concealed tiles (four concealed, or a 碰 and the fourth in the hand)."""
    concealed = _counts(hand.concealed)
    pengs = {m.first for m in hand.melds if m.kind == "peng"}
    out = [
        t
        for t in range(PLAYABLE_KINDS)
        if t != wild and (concealed[t] == 4 or (t in pengs and concealed[t] >= 1))
    ]
    return tuple(out)


def candidates(hand: Hand, wild: Tile) -> tuple[HandFacts, list[Candidate]]:
    held_before = sum(1 for t in hand.closed if t == wild)
    winning_is_wild = hand.winning == wild
    sihe = sihe_kinds(hand, wild)
    if held_before == 0:
        facts = HandFacts(wild, 0, winning_is_wild, False, sihe)
        return facts, _natural_candidates(hand, wild, winning_is_wild)
    before = _counts([t for t in hand.closed if t != wild])
    paofeng = wilds.standard_complete(before, held_before - 1, want_pair=False)
    facts = HandFacts(wild, held_before, winning_is_wild, paofeng, sihe)
    natural = _counts([t for t in hand.concealed if t != wild])
    jokers = held_before + int(winning_is_wild)
    melds = tuple((m, meld_group(m)) for m in hand.melds)
    readings = wilds.standard_readings(
        natural, jokers, wild, melds, (), (True, True, False), None, by_split=True
    )
    return facts, [Candidate(r, tuple(natural), 0, False) for r in readings]


def _natural_candidates(hand: Hand, wild: Tile, winning_is_wild: bool) -> list[Candidate]:
    """No 星子 before the draw: the winning tile as itself, or a drawn 星子 as each wait."""
    waits = natural_waits(hand)
    kinds = waits if winning_is_wild else [hand.winning]
    natural = tuple(_counts(hand.closed if winning_is_wild else hand.concealed))
    out = []
    for kind in kinds:
        played = Hand(hand.closed, kind, hand.melds, hand.bonus)
        stand_ins = ((wild, kind),) if winning_is_wild else ()
        for reading in hand_readings(played):
            reading = Reading(reading.shape, reading.groups, stand_ins)
            closes = yadang_point(reading.sets, kind, waits) > 0
            duyizhi = (1 if winning_is_wild else 2) if closes else 0
            out.append(Candidate(reading, natural, duyizhi, winning_is_wild and kind == wild))
    return out


def played_counts(reading: Reading) -> list[int]:
    """Tiles of each kind as the reading plays them (melds included, a kong as four)."""
    counts = [0] * PLAYABLE_KINDS
    for group in reading.groups:
        for t in group.tiles:
            counts[t] += 1
    return counts


def dingjiu_kind(reading: Reading, natural: Sequence[int]) -> int:
    """顶九: 0 none; 1 软 (星子 play some of 2-8, never 1 or 9); 2 硬 (nine natural tiles):
    123 456 789 of one suit read as concealed runs. Copies of a kind are interchangeable, so a
    natural tile of each kind the straight needs is the straight's."""
    runs = {g.tile for g in reading.sets if g.kind == "run" and g.meld is None}
    for base in SUIT_BASES:
        if {base, base + 3, base + 6} <= runs:
            have = [natural[base + i] > 0 for i in range(9)]
            if all(have):
                return 2
            if have[0] and have[8]:
                return 1
    return 0


# ---------------------------------------------------------------- pricing


def _item(key: str, entry: Entry, note: Message | Text | str = "", points: int = -1) -> Item:
    return Item(key, entry.label, entry.points if points < 0 else points, note, entry.source)


def price(
    cand: Candidate, facts: HandFacts, table: NanlingTable, sit: Situation
) -> tuple[list[Item], set[str]]:
    """The reading's items (before 庄分) and the gate patterns it holds."""
    items, switches = table.items, table.switches
    played = played_counts(cand.reading)
    totals = [sum(played[b : b + 9]) for b in SUIT_BASES]
    suits = sum(1 for n in totals if n)
    honors = sum(played[HONOR_BASE:])
    out = [_item("pinghu", items.pinghu)]
    gates: set[str] = set()
    qing, hun, feng = suits == 1 and not honors, suits == 1 and honors > 0, suits == 0
    dingjiu = dingjiu_kind(cand.reading, cand.natural) if switches.dingjiu else 0
    if dingjiu:
        gates.add("dingjiu")
    if qing:
        gates.add("qingyise")
        if dingjiu:
            out.append(_item("qingyise_dingjiu", items.qingyise_dingjiu))
        else:
            out.append(_item("qingyise", items.qingyise))
    elif dingjiu == 2:
        out.append(_item("ying_dingjiu", items.ying_dingjiu))
    elif dingjiu == 1:
        out.append(_item("ruan_dingjiu", items.ruan_dingjiu))
    if hun:
        gates.add("hunyise")
        out.append(_item("hunyise", items.hunyise))
    if feng:
        gates.add("fengyise")
        if switches.fengyise:
            out.append(_item("fengyise", items.fengyise))
    if cand.duyizhi:
        gates.add("duyizhi")
        entry = items.ying_duyizhi if cand.duyizhi == 2 else items.ruan_duyizhi
        key = "ying_duyizhi" if cand.duyizhi == 2 else "ruan_duyizhi"
        out.append(_item(key, entry))
    if facts.paofeng:
        gates.add("paofeng")
        out.append(_item("paofeng", items.paofeng))
    if cand.guiwei:
        gates.add("xingzi_guiwei")
        out.append(_item("xingzi_guiwei", items.xingzi_guiwei, code(facts.wild)))
    if facts.held_before == 0 and facts.winning_is_wild:
        out.append(_item("xingzi_hu", items.xingzi_hu))
    if facts.held_before == 0 and not facts.winning_is_wild:
        out.append(_item("wubaida", items.wubaida))
    most = max(totals)
    if most >= 9:
        gates.add("jiuzhi")
        suit = "mps"[totals.index(most)]
        out.append(_item("jiuzhi", items.jiuzhi, f"{most}{suit}"))
    if facts.sihe:
        n = len(facts.sihe)
        key, entry = (
            ("sihe", items.sihe)
            if n == 1
            else ("shuang_sihe", items.shuang_sihe)
            if n == 2
            else ("san_sihe", items.san_sihe)
        )
        out.append(_item(key, entry, " ".join(code(t) for t in facts.sihe)))
    if sit.kong_draw:
        out.append(_item("gangkai", items.gangkai))
    if switches.hailao and sit.option("last-four") is True:
        out.append(_item("hailao", items.hailao))
    opened = opening_wilds(sit)
    if opened:
        gates.add("daxingzi")
        if switches.daxingzi:
            key, entry = (
                ("da_yi_xingzi", items.da_yi_xingzi)
                if opened == 1
                else ("da_er_xingzi", items.da_er_xingzi)
                if opened == 2
                else ("da_san_xingzi", items.da_san_xingzi)
            )
            out.append(_item(key, entry))
    return [i for i in out if i.points], gates


def needed(table: NanlingTable) -> tuple[str, ...]:
    """The patterns of which a win must hold one: the rule file's, or 清一色/混一色 alone
    under 只胡清混."""
    if table.switches.only_qing_hun:
        return ("qingyise", "hunyise")
    return tuple(table.win.needs_one_of)


NOT_SETS: Final = Message("reason_not_four_sets_and_pair")


# The gate's patterns in words (the reason a hand without one is no win).
GATE_WORDS: Final = {
    "dingjiu": Message("gate_pattern_dingjiu"),
    "qingyise": Message("gate_pattern_qingyise"),
    "hunyise": Message("gate_pattern_hunyise"),
    "duyizhi": Message("gate_pattern_duyizhi"),
    "jiuzhi": Message("gate_pattern_jiuzhi"),
    "paofeng": Message("gate_pattern_paofeng"),
    "daxingzi": Message("gate_pattern_daxingzi"),
    "fengyise": Message("gate_pattern_fengyise"),
    "xingzi_guiwei": Message("gate_pattern_xingzi_guiwei"),
}


def _no_pattern(names: Sequence[str]) -> Message:
    """The reason a hand holding none of the gate's patterns is no win, naming them."""
    words = joined(GATE_WORDS[name] for name in names)
    return Message("reason_no_needed_pattern", patterns=words)


def evaluate(hand: Hand, table: NanlingTable, sit: Situation) -> list[Evaluation] | NotAWin:
    wild = wild_of(table, sit)
    facts, found = candidates(hand, wild)
    info: dict[str, Any] = {"wild": code(wild)}
    if not found:
        return NotAWin(NOT_SETS, info)
    need = needed(table)
    zhuang = table.items.zhuangfen
    out: list[Evaluation] = []
    refusal: Message | Text | None = None
    for cand in found:
        gated = gate_refusal(played_counts(cand.reading), table.gates)
        if gated is not None:
            refusal = refusal or gated
            continue
        items, gates = price(cand, facts, table, sit)
        if need and not gates.intersection(need):
            refusal = _no_pattern(need)
            continue
        base = sum(i.points for i in items)
        if zhuang.points:
            items.append(
                Item("zhuangfen", zhuang.label, zhuang.points, "", zhuang.source, APPLIES_DEALER)
            )
        patterns = [i.key for i in items if i.key not in NOT_PATTERNS]
        if sit.self_draw:
            patterns.append("zimo")
        details = {**info, "reading": describe_reading(cand.reading)}
        out.append(
            Evaluation(
                Price(base, zhuang.points), tuple(items), tuple(patterns), cand.reading, details
            )
        )
    if not out:
        return NotAWin(refusal or NOT_SETS, info)
    return out
