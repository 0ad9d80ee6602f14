"""Chizhou 池州 / 蜡子麻将 (docs/rules.md §4): 花 thresholds, 番 capped at 3, prices from YAML.

Scoring is three steps. The 花 count does not depend on how the tiles are read (honors
never form runs), so it is counted once and checked against the threshold for how the
hand was won. Then each reading gets its 番; the value is their sum, capped, or the
`none` value for a 小胡. Payment is 底 × value per payer (payout.py applies 抢杠's multiplier).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...kit import (
    APPLIES_NONE,
    HONOR_BASE,
    KIND_COUNT,
    MELD_LABELS,
    PLAYABLE_KINDS,
    SHARED,
    Evaluation,
    Facts,
    Hand,
    InputError,
    Item,
    Message,
    Money,
    NotAWin,
    Price,
    Reading,
    Situation,
    Text,
    Words,
    apply_tileset,
    chinese,
    code,
    describe_reading,
    hand_readings,
    house_rule,
    is_honor,
    joined,
    kept,
)
from .table import ChizhouTable


def prepare(hand: Hand, table: ChizhouTable, situation: Situation) -> Hand:
    """Reject 发 (a bonus tile here) outside +hua with a message saying where it belongs."""
    bonus = table.tiles.bonus_allowed
    for tile in hand.concealed:
        if tile in bonus:
            raise InputError(Message("flower_concealed", tile=code(tile), name=chinese(tile)))
    for meld in hand.melds:
        if meld.first in bonus:
            tile = meld.first
            kind = Text(MELD_LABELS[meld.kind], meld.kind)
            raise InputError(
                Message("flower_in_meld", tile=code(tile), name=chinese(tile), kind=kind)
            )
    if situation.rob_kong and hand.counts()[hand.winning] > 1:
        # the robbed seat holds the other three (its peng), so the winner can hold no other copy
        raise InputError(Message("rob_kong_fourth_copy", tile=code(hand.winning)), "--rob-kong")
    return apply_tileset(hand, table)


def hua_items(hand: Hand, table: ChizhouTable, sit: Situation) -> list[Item]:
    """One item per source of 花 (002 打法 4-10): flowers, 发, honor triplets, kongs.

    Call only for a hand that reads as a pair and four sets: then an honor held three
    times concealed is a triplet.
    """
    items: list[Item] = []

    def add(key: str, tiles: list[int], note: Words = "") -> None:
        each, label, source = table.hua_rows[key]
        names = joined((Text(chinese(t), code(t)) for t in tiles), "tile_names_sep")
        shown = kept("label_tiles", label=label, tiles=names)
        items.append(Item(key, shown, each * len(tiles), note, source, APPLIES_NONE))

    flowers = [t for t in hand.bonus if not is_honor(t)]
    fa = [t for t in hand.bonus if is_honor(t)]
    if flowers:
        add("hua_flower", flowers)
    if fa:
        add("hua_fa", fa)
    for meld in hand.melds:
        honor = is_honor(meld.first)
        if meld.kind == "peng" and honor:
            add("hua_zi_peng", [meld.first])
        elif meld.kind in ("gang", "jiagang"):
            add("hua_zi_ming_gang" if honor else "hua_ming_gang", [meld.first])
        elif meld.kind == "angang":
            add("hua_zi_an_gang" if honor else "hua_an_gang", [meld.first])
    concealed = hand.concealed_counts()
    for tile in range(HONOR_BASE, PLAYABLE_KINDS):
        if concealed[tile] != 3:
            continue
        if tile == hand.winning and not sit.self_draw:
            # completed by a claimed tile: shown as 字碰, worth the same as 字暗刻
            add("hua_zi_peng", [tile], kept("hua_discard_triplet"))
        else:
            add("hua_zi_anke", [tile])
    return items


def hua_needed(table: ChizhouTable, sit: Situation) -> tuple[str, int]:
    """The threshold for how the hand was won: (kind, 花 needed)."""
    need = table.win.min_hua
    if sit.rob_kong:
        return "rob_kong", need.rob_kong
    return ("self_draw", need.self_draw) if sit.self_draw else ("discard", need.discard)


_WIN_WORDS: Final = {
    "self_draw": kept("win_self_draw"),
    "discard": kept("win_discard"),
    "rob_kong": kept("win_rob_kong"),
}


def evaluate(hand: Hand, table: ChizhouTable, sit: Situation) -> list[Evaluation] | NotAWin:
    readings = hand_readings(hand)
    if not readings:
        return NotAWin(Message("reason_not_sets_chizhou"))
    hua = hua_items(hand, table, sit)
    total = sum(i.points for i in hua)
    kind, need = hua_needed(table, sit)
    details: dict[str, Any] = {"hua": total, "hua_needed": need}
    fans = table.fan.patterns
    counts = _play_counts(hand)
    note = kept("hua_needed", kind=_WIN_WORDS[kind], need=need)
    sources = table.sources
    source = sources.hua_rob_kong if kind == "rob_kong" else sources.hua
    switch = table.switches.win_without_hua
    evaluations = []
    for reading in readings:
        data = Facts.of(hand, reading, sit, counts)
        shown_note: Words = note
        if total < need:  # only a big hand the house lets win without 花 (青阳)
            big = [_fan_label(table, name) for name in switch.value if SHARED[name](data)]
            if not big:
                continue
            shown_note = Message("hua_big_hand", note=note, switch=switch.label, big=joined(big))
            details["house_rules"] = [house_rule("win_without_hua", switch.label, switch.source)]
        row = Item("hua", table.labels.hua, total, shown_note, source, APPLIES_NONE)
        present = [name for name in fans if SHARED[name](data)]
        evaluations.append(price(present, table, sit, reading, [*hua, row], details))
    if not evaluations:
        parts = [kept("label_points", label=i.label, points=i.points) for i in hua]
        shown = joined(parts) if parts else Message("nothing_listed")
        win = _WIN_WORDS[kind]
        reason = Message("reason_not_enough_hua", total=total, shown=shown, kind=win, need=need)
        return NotAWin(reason, details)
    return evaluations


def _fan_label(table: ChizhouTable, name: str) -> Words:
    entry = table.fan.patterns.get(name)
    return name if entry is None or entry.label is None else entry.label


def _value_note(points: list[int], value: int, table: ChizhouTable) -> Words:
    """How the value came: the 番 added up (or 小胡's value), the cap, 蜡子."""
    labels, cap = table.labels, table.fan.cap
    added = "+".join(str(p) for p in points) + (f" = {sum(points)}" if len(points) > 1 else "")
    note: Words = added or kept("label_points", label=labels.xiaohu, points=value)
    if sum(points) > cap:
        note = kept("fan_capped", value=note, cap=cap)
    if points and sum(points) >= cap:  # 蜡子
        note = kept("label_of", label=note, what=labels.laizi)
    return note


def _play_counts(hand: Hand) -> tuple[int, ...]:
    """Copies of each kind over the playing tiles only: 发 in +hua is no honor for 混一色."""
    counts = [0] * KIND_COUNT
    for tile in hand.all_tiles():
        counts[tile] += 1
    return tuple(counts)


def fan_value(fans: list[int], table: ChizhouTable) -> int:
    """Sum of the 番, capped (封顶); the `none` value when there is none."""
    if not fans:
        return table.fan.none
    return min(sum(fans), table.fan.cap)


def price(
    present: list[str],
    table: ChizhouTable,
    sit: Situation,
    reading: Reading | None,
    hua: list[Item],
    details: Mapping[str, Any],
) -> Evaluation:
    """The value of a reading's 番, as an itemised Evaluation (no dealer extra in Chizhou).

    Each 番 is an item worth 番 × 底 points, and a cap is an item taking off what goes past
    it, so the items a payer pays add up to 底 × value (docs/breakdown.md); the 花 and the
    value itself are shown but paid by nobody."""
    fans = table.fan.patterns
    labels, sources = table.labels, table.sources
    items = list(hua)
    points = []
    di = table.prices.di

    def per_fan(fan: int) -> Message:
        return kept("fan", fan=fan) if di == 1 else kept("fan_di", fan=fan, di=di)

    for name in present:
        entry = fans[name]
        points.append(entry.fan)
        label = Text(name, name) if entry.label is None else entry.label
        items.append(Item(name, label, entry.fan * di, per_fan(entry.fan), entry.source))
    if not points:
        none = table.fan.none
        items.append(Item("xiaohu", labels.xiaohu, none * di, per_fan(none), sources.xiaohu))
    value = fan_value(points, table)
    cap = table.fan.cap
    if sum(points) > cap:
        over = sum(points) - cap
        note = kept("fan_over", total=sum(points), over=over)
        capped = kept("fan_cap_label", cap=cap)
        items.append(Item("cap", capped, -over * di, note, sources.value))
    laizi = bool(points) and sum(points) >= cap
    items.append(
        Item(
            "value",
            labels.value,
            value,
            _value_note(points, value, table),
            sources.value,
            APPLIES_NONE,
        )
    )
    patterns = [*present, *(["laizi"] if laizi else []), *(["zimo"] if sit.self_draw else [])]
    info = {
        **details,
        "value": value,
        "fan_sum": sum(points),
        "laizi": laizi,
        **({"reading": describe_reading(reading)} if reading is not None else {}),
    }
    return Evaluation(Price(di * value, 0), tuple(items), tuple(patterns), reading, info)


def price_features(
    features: Mapping[str, Any], table: ChizhouTable, sit: Situation
) -> tuple[Money, ...]:
    """What one payer pays for the 番 an example states (`fans: [dadiaoche, gangkai]`)."""
    fans = table.fan.patterns
    names = [str(n) for n in features.get("fans") or []]
    for name in names:
        if name not in fans:
            raise InputError(Message("not_a_fan", name=name, rules=table.name), "sample")
    value = fan_value([fans[n].fan for n in names], table)
    amount = table.prices.di * value * sit.unit
    if sit.rob_kong:
        amount *= table.prices.rob_kong_multiplier
    return (amount,)
