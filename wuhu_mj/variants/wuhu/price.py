"""Wuhu 芜湖 prices (docs/rules.md §2): the price of a reading's facts (支, 压档点, 嘴子, kongs,
patterns present) from the rule file's table: 支番, 底, 嘴子, 杠, 庄家, or 交.

Worked examples that no hand can realise are priced from their stated facts alone
(`price_features`, for doors/checks/run.py).
"""

from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from ...kit import (
    APPLIES_ALL,
    APPLIES_DEALER,
    Evaluation,
    Exact,
    Item,
    Message,
    Money,
    Price,
    Reading,
    Situation,
    Text,
    Words,
    house_rule,
    joined,
    kept,
    record,
)
from .table import WuhuTable

# What `price` returns, less the reading and its details.
Priced = tuple[Price, tuple[Item, ...], tuple[str, ...], str | None]


class WuhuFacts(NamedTuple):
    """What the price depends on."""

    zhi: int
    yadang: int  # 压档点, 0 when not 压档
    zuizi: Mapping[str, int]  # 嘴子 present -> occurrences
    kongs: tuple[tuple[str, str], ...]  # (meld kind, tile code)
    present: frozenset[str]  # every pattern present, 嘴子 and 交 patterns and zimo/yadang
    details: Mapping[str, Any] = {}
    marks: tuple[tuple[str, tuple[str, ...]], ...] = ()  # 嘴子 -> what each occurrence is


# docs/rules.md §1: halving and other fractions round half up (9/2 = 4.5 → 5): times_half_up.
HALF: Final = Exact("0.5", 5, 1)


def _remember(table: WuhuTable, key: Any, parts: Priced) -> Priced:
    """Keep a reading's price parts in the rule set's memo: they depend only on the key (a few
    values that take few distinct values), so most readings look theirs up."""
    table.memo[key] = parts
    return parts


def _evaluation(
    parts: Priced, reading: Reading | None, details: dict[str, Any], table: WuhuTable
) -> Evaluation:
    value, items, patterns, jiao = parts
    if jiao is not None:
        details["jiao"] = jiao
        if sum(i.key == "jiao" for i in items) > 1:
            rule = table.switches.jiao_stacking
            stacked = house_rule("jiao_stacking", rule.label, rule.source)
            details["house_rules"] = [*details.get("house_rules", []), stacked]
    return record(Evaluation, (value, items, patterns, reading, details))


# Prices of facts already seen, per rule set: the facts of Wuhu hands take few distinct values
# (支, 压档点, 嘴子, the kinds of kongs, the patterns present, self-drawn or not: about two
# thousand after a million random hands), so most hands look their breakdown up. What names
# tiles is put in for each hand, at the place the memo keeps for it: each kong item's tile and
# each 嘴子 occurrence's mark (四活's tile). A 交 whose notes list marks (the 嘴子 it uses,
# 四活 with its tile) is priced for its hand: kept per marks, such 交 were most of the memo.


def price(
    facts: WuhuFacts, table: WuhuTable, sit: Situation, reading: Reading | None
) -> Evaluation:
    """The price per payer of a reading's facts, as an itemised Evaluation."""
    kongs = facts.kongs
    key = (
        facts.zhi,
        facts.yadang,
        tuple(facts.zuizi.items()),
        tuple([kind for kind, _ in kongs]) if kongs else (),
        facts.present,
        sit.discarder is None,
    )
    parts = table.memo.get(key)
    if parts is None:
        plain = record(WuhuFacts, (*facts[:6], ()))  # the facts without their marks
        parts = _remember(table, key, _price_parts(plain, table, sit))
    if parts[3] is not None:  # 交
        if facts.marks:
            parts = _price_parts(facts, table, sit)
        return _evaluation(parts, reading, dict(facts.details), table)
    if facts.marks:
        parts = _with_marks(parts, facts.marks)
    if kongs:
        parts = _with_kong_tiles(parts, kongs, table)
    details = dict(facts.details)
    switch = table.switches.gangkai_doubled
    # The multiplier is asked last: an Exact's comparison is Python code (rules/compiled/).
    if (
        switch.value
        and sit.self_draw
        and "gangkai" in facts.zuizi
        and table.prices.zuizi_self_draw_multiplier != 1  # else the switch changes nothing
    ):
        doubled = house_rule("gangkai_doubled", switch.label, switch.source)
        details["house_rules"] = [*details.get("house_rules", []), doubled]
    return _evaluation(parts, reading, details, table)


def _with_marks(parts: Priced, marks: tuple[tuple[str, tuple[str, ...]], ...]) -> Priced:
    """The memo's parts with each 嘴子 occurrence's note led by its mark (四活's tile), as
    _price_parts writes it when given the marks."""
    value, items, patterns, jiao = parts
    named = list(items)
    for name, tiles in marks:
        places = [n for n, item in enumerate(items) if item.key == name]
        for place, tile in zip(places, tiles, strict=False):  # fewer marks: the rest plain
            note = named[place].note
            if tile:
                shown: Words = joined([tile, note], "note_sep") if note else tile
                named[place] = _noted(named[place], shown)
    return value, tuple(named), patterns, jiao


def _with_kong_tiles(parts: Priced, kongs: tuple[tuple[str, str], ...], table: WuhuTable) -> Priced:
    """The memo's parts with each kong item naming the kong's tile (the memo's name none)."""
    value, items, patterns, jiao = parts
    named = list(items)
    first = next(i for i, item in enumerate(items) if item.key == kongs[0][0])
    for offset, (kind, tile) in enumerate(kongs):
        label = table.kong[kind][1]
        item = named[first + offset]
        tiled = kept("label_tile", label=label, tile=tile)
        named[first + offset] = record(Item, (item[0], tiled, *item[2:]))
    return value, tuple(named), patterns, jiao


def _noted(item: Item, note: Words) -> Item:
    """`item` with another note (a record, not `_replace`: docs/speed.md, "Writing for the
    compiled build")."""
    return record(Item, (item.key, item.label, item.points, note, item.source, item.applies))


def _item(key: str, label: Words, points: int, note: Words, source: str) -> Item:
    """An Item every payer pays, made as a record (docs/speed.md, "Writing for the compiled
    build")."""
    return record(Item, (key, label, points, note, source, APPLIES_ALL))


def _price_parts(facts: WuhuFacts, table: WuhuTable, sit: Situation) -> Priced:
    """What `price` returns, less the reading and its details (it depends only on the key)."""
    reasons = _jiao(table, facts)
    if reasons:
        return _price_jiao(table, facts, reasons, sit)
    labels, prices = table.labels, table.prices
    items: list[Item] = []
    zhi_total = facts.zhi + facts.yadang
    zhi_points = zhi_total
    by_win = prices.zhi_multiplier
    zhi_factor = by_win.self_draw if sit.self_draw else by_win.discard
    if zhi_factor != 1:
        zhi_points = zhi_factor.times_half_up(zhi_total)
    zhi_note = _zhi_note(facts, zhi_factor, zhi_total, zhi_points, sit)
    items.append(_item("zhi", labels.zhi, zhi_points, zhi_note, table.cite["zhi"]))

    kind = ("self_draw" if sit.self_draw else "discard") + ("_yadang" if facts.yadang else "")
    di, di_label = table.di[kind]
    items.append(_item("di", labels.di, di, di_label, table.cite[f"di_{kind}"]))

    multiplier = prices.zuizi_self_draw_multiplier
    marks = dict(facts.marks)
    for name, times in facts.zuizi.items():
        entry = table.zuizi_entry(name)
        each = prices.zuizi if entry.points is None else entry.points
        doubles = table.doubles_on_self_draw(name)
        factor = multiplier if sit.self_draw and doubles else 1
        note: Words = kept("zuizi_doubled", each=each, factor=factor) if factor != 1 else ""
        source: str = entry.source
        if name == "gangkai" and sit.self_draw and multiplier != 1:
            # The books read both ways (docs/rules.md §2): the note names the other reading
            # and the switch that picks it; a doubled row cites the switch that doubled it.
            if doubles:
                note = kept("gangkai_doubled", each=each, factor=multiplier)
                source = table.switches.gangkai_doubled.source or source
            else:
                note = kept("gangkai_not_doubled", each=each, factor=multiplier)
        elif sit.self_draw and not doubles and multiplier != 1:
            note = kept("not_doubled")  # why it is not doubled; the source says where
        label = Text(name, name) if entry.label is None else entry.label
        tiles = marks.get(name, ())
        for n in range(times):
            parts = [p for p in (tiles[n] if n < len(tiles) else "", note) if p]
            shown: Words = joined(parts, "note_sep") if len(parts) > 1 else (parts or [""])[0]
            items.append(_item(name, label, each * factor, shown, source))

    for kong_kind, _ in facts.kongs:  # named per hand: _with_kong_tiles
        points, kong_label = table.kong[kong_kind]
        items.append(_item(kong_kind, kong_label, points, "", table.cite[f"kong_{kong_kind}"]))

    base = sum(i.points for i in items)
    extra = di * prices.dealer_extra_di
    if extra:
        pays = kept("dealer_pays_or_wins")
        source = table.cite["dealer"]
        items.append(record(Item, ("dealer", labels.dealer, extra, pays, source, APPLIES_DEALER)))
    patterns = [*facts.zuizi, *(["yadang"] if facts.yadang else [])]
    patterns += ["zimo"] if sit.self_draw else []
    return record(Price, (base, extra)), tuple(items), tuple(patterns), None


class _Jiao(NamedTuple):
    key: str
    label: Text
    source: str
    consumed: int  # 嘴子 occurrences that made the hand 交
    note: Words = ""  # which 嘴子 made it (两个嘴子: the two), or which tiles (双四活)


def _occurrences(table: WuhuTable, facts: WuhuFacts, names: Mapping[str, int]) -> list[Words]:
    """Each 嘴子 occurrence in `names` as the breakdown names it (四活 with its tile)."""
    marks = dict(facts.marks)
    out: list[Words] = []
    for name, times in names.items():
        label = _zuizi_label(table, name)
        tiles = marks.get(name, ())
        for n in range(times):
            out.append(kept("label_tile", label=label, tile=tiles[n]) if n < len(tiles) else label)
    return out


def _jiao(table: WuhuTable, facts: WuhuFacts) -> tuple[_Jiao, ...]:
    """The reasons that make the hand 交: the one that leaves the most 嘴子 over, or with
    `switches.jiao_stacking` every reason (each is another 交); () when it is not 交."""
    if table.switches.jiao_stacking.value:
        return _stacked(table, facts)
    found: list[_Jiao] = []
    for name in table.jiao.direct:
        if name in facts.present:
            entry = table.direct_entry(name)
            used = {c: facts.zuizi[c] for c in entry.consumes if c in facts.zuizi}
            label = Text(name, name) if entry.label is None else entry.label
            note = _listed(_occurrences(table, facts, used))
            found.append(record(_Jiao, (name, label, entry.source, sum(used.values()), note)))
    for combo in table.jiao.combinations:
        names = combo.patterns
        if all(n in facts.present for n in names):
            consumed = sum(1 for n in names if facts.zuizi.get(n))
            key = "+".join(names)
            label = Text(key, key) if combo.label is None else combo.label
            found.append(record(_Jiao, (key, label, combo.source, consumed, "")))
    needed = table.jiao.zuizi_needed
    if sum(facts.zuizi.values()) >= needed:
        note = _listed(_occurrences(table, facts, facts.zuizi)[:needed])
        reason = record(
            _Jiao, ("two_zuizi", table.labels.two_zuizi, table.cite["two_zuizi"], needed, note)
        )
        found.append(reason)
    return (min(found, key=lambda j: j.consumed),) if found else ()


def _stacked(table: WuhuTable, facts: WuhuFacts) -> tuple[_Jiao, ...]:
    """Every reason for 交, each another 交: each direct pattern (using up the 嘴子 it
    `consumes`, as 双四活 its 四活), each combination whose 嘴子 are still there (using one
    of each, as 混一色自摸 its 混一色), then each further `zuizi_needed` 嘴子."""
    left = dict(facts.zuizi)
    found: list[_Jiao] = []
    for name in table.jiao.direct:
        if name in facts.present:
            entry = table.direct_entry(name)
            used = {c: left.pop(c) for c in entry.consumes if c in left}
            label = Text(name, name) if entry.label is None else entry.label
            note = _listed(_occurrences(table, facts, used))
            found.append(record(_Jiao, (name, label, entry.source, sum(used.values()), note)))
    for combo in table.jiao.combinations:
        names = combo.patterns
        named = [n for n in names if n in facts.zuizi]
        if all(n in facts.present for n in names) and all(left.get(n, 0) for n in named):
            for n in named:
                left[n] -= 1
            key = "+".join(names)
            label = Text(key, key) if combo.label is None else combo.label
            found.append(record(_Jiao, (key, label, combo.source, len(named), "")))
    needed = table.jiao.zuizi_needed
    spare = _occurrences(table, facts, {n: k for n, k in left.items() if k})
    for start in range(0, needed * (len(spare) // needed), needed):
        note = _listed(spare[start : start + needed])
        source = table.cite["two_zuizi"]
        found.append(record(_Jiao, ("two_zuizi", table.labels.two_zuizi, source, needed, note)))
    return tuple(found)


def _price_jiao(
    table: WuhuTable, facts: WuhuFacts, reasons: tuple[_Jiao, ...], sit: Situation
) -> Priced:
    labels, rule = table.labels, table.jiao
    stacking = table.switches.jiao_stacking.label if len(reasons) > 1 else None
    items = []
    for n, j in enumerate(reasons, 1):
        nth = kept("jiao_number", label=stacking, n=n) if stacking is not None else ""
        parts = [p for p in (j.note, nth) if p]
        note: Words = joined(parts, "note_sep") if len(parts) > 1 else (parts or [""])[0]
        label = kept("label_of", label=labels.jiao, what=j.label)
        items.append(_item("jiao", label, rule.value, note, j.source or table.cite["two_zuizi"]))
    extra_each = rule.per_extra_zuizi
    spare = sum(facts.zuizi.values()) - sum(j.consumed for j in reasons)
    if extra_each and spare > 0:
        names = joined(_zuizi_label(table, n) for n in facts.zuizi)
        note = kept("jiao_extra", count=spare, each=extra_each, names=names)
        source = table.cite["jiao_extra"]
        items.append(_item("jiao_extra", labels.jiao_extra, extra_each * spare, note, source))
    bonus = rule.self_draw_bonus
    if bonus and "zimo" in facts.present and "gangkai" not in facts.present:
        items.append(
            _item(
                "jiao_self_draw",
                labels.jiao_self_draw,
                bonus,
                kept("jiao_self_drawn"),
                table.cite["jiao_self_draw"],
            )
        )
    keys: list[str] = []
    for j in reasons:
        keys += [j.key] if j.key in rule.direct else j.key.split("+")
    patterns = ["jiao", *(r for r in keys if r != "two_zuizi"), *facts.zuizi]
    patterns += ["yadang"] if facts.yadang else []
    total = sum(i.points for i in items)
    return record(Price, (total, 0)), tuple(items), tuple(dict.fromkeys(patterns)), reasons[0].key


def _listed(parts: list[Words]) -> Words:
    """Parts joined by the list separator; "" for none."""
    return joined(parts) if parts else ""


def _zuizi_label(table: WuhuTable, name: str) -> Text:
    label = table.zuizi_entry(name).label
    return Text(name, name) if label is None else label


def _zhi_note(facts: WuhuFacts, factor: Exact, total: int, points: int, sit: Situation) -> Message:
    """支番's note: 支 (+ 压档点), and how the win type's factor made the points."""
    zhi, yadang = facts.zhi, facts.yadang
    if factor == 1:
        if yadang:
            return kept("zhi_yadang", zhi=zhi, point=yadang)
        return kept("zhi", zhi=zhi)
    win = kept("win_self_draw" if sit.self_draw else "win_discard")
    if factor == HALF:
        if yadang:
            return kept(
                "zhi_yadang_halved", zhi=zhi, point=yadang, total=total, win=win, points=points
            )
        return kept("zhi_halved", zhi=zhi, win=win, points=points)
    rate = str(factor)
    if yadang:
        return kept(
            "zhi_yadang_times",
            zhi=zhi,
            point=yadang,
            total=total,
            win=win,
            rate=rate,
            points=points,
        )
    return kept("zhi_times", zhi=zhi, win=win, rate=rate, points=points)


def price_features(
    features: Mapping[str, Any], table: WuhuTable, sit: Situation
) -> tuple[Money, Money]:
    """Price the facts a worked example states (for examples no hand can realise):
    what a non-dealer payer and the dealer pay when neither wins."""
    zuizi: dict[str, int] = {}
    for name in features.get("zuizi") or []:
        zuizi[str(name)] = zuizi.get(str(name), 0) + 1
    yd = int(features.get("yadang", 0))
    kongs_given = features.get("kongs") or {}
    kongs = tuple(("gang", "?") for _ in range(int(kongs_given.get("ming", 0))))
    kongs += tuple(("angang", "?") for _ in range(int(kongs_given.get("an", 0))))
    present = set(zuizi) | {str(n) for n in features.get("direct") or []}
    present |= {"zimo"} if sit.self_draw else set()
    present |= {"yadang"} if yd else set()
    present |= {"gangkai"} if sit.kong_draw else set()
    facts = WuhuFacts(int(features["zhi"]), yd, zuizi, kongs, frozenset(present))
    evaluation = price(facts, table, sit, None)
    payer, dealer = next(s for s in (1, 2, 3, 4) if s not in (sit.winner, sit.dealer)), sit.dealer
    return (
        evaluation.price.share(payer, sit.winner, sit.dealer) * sit.unit,
        evaluation.price.share(dealer, sit.winner, sit.dealer) * sit.unit,
    )
