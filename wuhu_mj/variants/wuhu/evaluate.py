"""Wuhu 芜湖 (docs/rules.md §2): which readings win and their facts: 八支, 压档, the patterns.

A hand is read once through handview.py: its readings (pair + four sets with the melds) and
its waits. Each reading's facts are 支, the 压档点, the kongs and how often each pattern the
rule file names occurs (the registry's detectors, patterns/); price.py prices them.
"""

from __future__ import annotations

from typing import Final

from ...kit import (
    HONOR_BASE,
    PLAYABLE_KINDS,
    Evaluation,
    Facts,
    Group,
    Hand,
    HandView,
    Message,
    NotAWin,
    Reading,
    Situation,
    Tile,
    add_kinds,
    code,
    describe_group,
    house_rule,
    meld_group,
    parts_of,
    record,
    runs_of,
    suit_totals,
    texts_of,
    triplets_of,
    view_waits,
)
from ...kit import yadang_point as single_wait_yadang
from .patterns import DETECTORS, PatternFacts, sihuo_tiles
from .price import WuhuFacts, price
from .table import WuhuTable

_CODES: Final = tuple(code(t) for t in range(PLAYABLE_KINDS))


def _waits(
    view: HandView, hand: Hand, before: tuple[int, int, int], table: WuhuTable
) -> list[Tile]:
    """The waits of the 13 tiles; `before`: 支 per suit without the winning tile."""
    held = list(view.kinds)
    for meld in hand.melds:
        add_kinds(held, meld.tiles)
    if table.switches.waits.value == "by_shape":
        held = [0] * len(held)  # a kind held four times still completes the shape
    found = view_waits(view.wait_parts, held, table.tiles.allowed)
    need = table.win.min_zhi
    if found and table.win.waits_need_min_zhi and max(before) < need:
        # 支 with the wait added: only the wait's own suit grows by one.
        found = [t for t in found if t < HONOR_BASE and before[t // 9] + 1 >= need]
    return found


def _held_four(hand: Hand, waits: list[Tile]) -> list[str]:
    """The waits the hand holds all four of (counted by shape only), as codes."""
    counts = hand.counts()
    counts[hand.winning] -= 1
    return [_CODES[t] for t in waits if counts[t] >= 4]


def yadang_point(reading: Reading, winning: Tile, waits: list[Tile]) -> int:
    """压档点: the winning tile's number when it is the only wait and closes a concealed run in
    the middle or at an edge (12→3, 89→7); 0 otherwise (a pair wait 单吊 is not 压档)."""
    return single_wait_yadang(reading.sets, winning, waits)


def evaluate(hand: Hand, table: WuhuTable, sit: Situation) -> list[Evaluation] | NotAWin:
    counts = hand.counts()
    totals = suit_totals(counts)  # 支 per suit
    zhi = max(totals)
    need = table.win.min_zhi
    if zhi < need:
        return NotAWin(Message("reason_not_bazhi", zhi=zhi, need=need), {"zhi": zhi})
    view = HandView(hand.closed, hand.winning)
    if not view.combos:
        return NotAWin(Message("reason_not_sets"), {"zhi": zhi})
    winning = hand.winning
    before = list(totals)
    if winning < HONOR_BASE:
        before[winning // 9] -= 1
    waits = _waits(view, hand, (before[0], before[1], before[2]), table)
    fixed: tuple[Group, ...] = ()
    meld_texts: list[str] = []
    kongs: tuple[tuple[str, str], ...] = ()
    meld_runs: tuple[Tile, ...] = ()
    meld_triplets: tuple[Tile, ...] = ()
    if hand.melds:
        fixed = tuple([meld_group(m) for m in hand.melds])
        meld_texts = [describe_group(g) for g in fixed]
        kongs = tuple([(m.kind, _CODES[m.tiles[0]]) for m in hand.melds if m.is_kong])
        meld_runs, meld_triplets = runs_of(fixed), triplets_of(fixed)
    shown_waits = [_CODES[t] for t in waits]
    held_four = _held_four(hand, waits) if table.switches.waits.value == "by_shape" else []
    whole = tuple(counts)
    honors = sum(counts[HONOR_BASE:PLAYABLE_KINDS])
    zuizi_names, other_names = table.zuizi_names, table.other_names
    evaluations = []
    for combo in view.combos:
        pair, sets, runs, triplets = parts_of(combo)
        sets += fixed
        reading = record(Reading, ("standard", pair + sets, ()))
        yd = single_wait_yadang(sets, winning, waits)
        # The facts record (Facts.of) put together from what each block keeps.
        data = record(
            Facts,
            (
                hand,
                reading,
                sit,
                whole,
                record(PatternFacts, (yd, need)),
                sets,
                runs + meld_runs,
                frozenset(triplets + meld_triplets),
                totals,
                honors,
            ),
        )
        zuizi = {}
        for name in zuizi_names:
            if found := DETECTORS[name](data):
                zuizi[name] = found
        # Each 四活 names its tile in the breakdown (which four tiles the row is about).
        marks = (
            (("sihuo", tuple(_CODES[t] for t in sihuo_tiles(data))),) if "sihuo" in zuizi else ()
        )
        present = frozenset([*zuizi, *[n for n in other_names if DETECTORS[n](data)]])
        details = {
            "zhi": zhi,
            "yadang_point": yd,
            "waits": list(shown_waits),
            "reading": texts_of(combo, meld_texts),
        }
        if held_four:
            rule = table.switches.waits
            tiles = " ".join(held_four)
            details["waits_note"] = Message("waits_held_four", label=rule.label, tiles=tiles)
            details["house_rules"] = [house_rule("waits", rule.label, rule.source)]
        facts = record(WuhuFacts, (zhi, yd, zuizi, kongs, present, details, marks))
        evaluations.append(price(facts, table, sit, reading))
    return evaluations
