"""Anqing 安庆 prices: the rule file's `points:` table, kongs, 庄家 and 连庄 (docs/rules.md §3)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Final

from ...kit import (
    APPLIES_ALL,
    APPLIES_DEALER,
    PLAYABLE_KINDS,
    Evaluation,
    Facts,
    Group,
    Hand,
    InputError,
    Item,
    Message,
    Money,
    Names,
    Price,
    Reading,
    RuleData,
    Situation,
    Text,
    Words,
    chinese,
    cited,
    code,
    compile_common,
    fail,
    is_wind,
    joined,
    kept,
    record,
    replace,
)
from .facts import HandFacts, scored_paofeng
from .patterns import DETECTORS, PatternFacts
from .table import AnqingTable
from .wild import ZHONG, options_of

# ---------------------------------------------------------------- the point table


def compile_table(raw: RuleData, names: Names) -> AnqingTable:
    table = compile_common(AnqingTable, raw, names)
    for name, entry in table.points.items():
        if entry.points is None and entry.steps is None:
            raise fail(raw, ("points", name), Message("points_or_steps", name=name))
    return _with_citations(table, raw)


def _with_citations(table: AnqingTable, raw: RuleData) -> AnqingTable:
    """Each row's source where its number was set (rules/citation.py): a house file that
    re-prices an entry under its parent's citation is cited by its own FILE:LINE."""
    priced = tuple(
        replace(
            rule,
            source=cited(
                raw,
                ("points", rule.name, "source"),
                *(("points", rule.name, key) for key in ("points", "steps", "minus_per_kong")),
            ),
        )
        for rule in table.priced
    )
    kinds = ("gang", "jiagang", "angang")
    kongs = [("kong", k) for k in kinds] + [("kong", "wind_extra", k) for k in kinds]
    sources = replace(
        table.sources,
        kong=cited(raw, ("sources", "kong"), *kongs),
        dealer=cited(raw, ("sources", "dealer"), ("prices", "dealer_extra")),
        streak=cited(raw, ("sources", "streak"), ("prices", "streak"), ("prices", "streak_step")),
    )
    return replace(table, priced=priced, sources=sources)


# ---------------------------------------------------------------- price


CODES: Final = tuple(code(t) for t in range(PLAYABLE_KINDS))


@lru_cache(maxsize=4096)
def group_text(group: Group) -> str:
    """``123m``, ``55z``, ``+peng999m``."""
    text = "".join(CODES[t][0] for t in group.tiles) + CODES[group.tile][1]
    return f"+{group.meld.kind}{text}" if group.meld is not None else text


def _describe(reading: Reading, facts: HandFacts) -> list[Words]:
    if reading.shape == "thirteen_lan":
        tiles = [t for t, n in enumerate(facts.lan) for _ in range(n)]
        tiles += [t for _w, t in reading.stand_ins]
        return [kept("reading_lan", tiles=" ".join(CODES[t] for t in sorted(tiles)))]
    return [group_text(g) for g in reading.groups]


def stand_in_texts(hand: Hand, facts: HandFacts, reading: Reading) -> list[Message]:
    """ "钻 5m → 3p" for each concealed wild, "中 → 5m" for each 中 playing the wild."""
    wild = CODES[facts.setup.wild]
    out = []
    for w, played in reading.stand_ins:
        tile = CODES[played]
        target = kept("stand_in_itself", tile=tile) if played == w else tile
        out.append(kept("stand_in", wild=wild, tile=target))
    for meld in hand.melds:
        if meld.kind == "angang" and meld.first == facts.setup.wild:
            out.append(kept("stand_in_kong", wild=wild))
    zhong_as = facts.setup.zhong_as
    if zhong_as is not None and reading.shape != "thirteen_lan":
        tiles = [*hand.concealed, *(t for m in hand.melds for t in m.tiles)]
        out += [kept("stand_in_zhong", tile=code(zhong_as))] * sum(t == ZHONG for t in tiles)
    return out


def price(
    hand: Hand,
    table: AnqingTable,
    sit: Situation,
    facts: HandFacts,
    reading: Reading,
    played: tuple[int, ...],
    condition: Words,
) -> Evaluation:
    paofeng = scored_paofeng(hand, facts, reading)
    data = Facts.of(
        hand,
        reading,
        sit,
        played,
        PatternFacts(facts.wilds_held, facts.jokers, paofeng, len(hand.bonus)),
    )
    kongs = len(hand.kongs)
    present = [(rule, n) for rule in table.priced if (n := DETECTORS[rule.name](data))]
    replaced = {r for rule, _ in present for r in rule.replaces}
    items: list[Item] = []
    for rule, times in present:
        each = rule.value(kongs)
        if rule.name in replaced or not each:
            continue
        note: Words = ""
        if rule.name == "paofeng":
            note = paofeng
        elif rule.steps:
            note = kept("kongs", n=kongs)
        elif rule.name == "bonus_dragons":
            note = joined((Text(chinese(t), code(t)) for t in hand.bonus), "space")
        items += [
            record(Item, (rule.name, rule.label, each, note, rule.source, APPLIES_ALL))
        ] * times
    labels, sources = table.labels, table.sources
    kong_points = {
        "gang": (table.kong.gang, table.kong.wind_extra.gang, labels.kong_gang),
        "jiagang": (table.kong.jiagang, table.kong.wind_extra.jiagang, labels.kong_jiagang),
        "angang": (table.kong.angang, table.kong.wind_extra.angang, labels.kong_angang),
    }
    for meld, group in facts.meld_groups:
        if not meld.is_kong:
            continue
        points, wind_extra, kong_label = kong_points[meld.kind]
        label = kept("label_tile", label=kong_label, tile=code(group.tile))
        items.append(Item(meld.kind, label, points, "", sources.kong))
        extra = wind_extra if is_wind(group.tile) else 0
        if extra:
            tile = Text(chinese(group.tile), code(group.tile))
            items.append(Item("wind_kong", labels.wind_kong, extra, tile, sources.kong))
    base = sum(i.points for i in items)
    dealer = table.prices.dealer_extra
    if dealer:
        items.append(
            Item(
                "dealer",
                labels.dealer,
                dealer,
                kept("dealer_wins_or_pays"),
                sources.dealer,
                APPLIES_DEALER,
            )
        )
    count = options_of(sit).streak
    streak = table.prices.streak_points(count)
    if streak:
        note = kept("dealer_streak", n=count)
        items.append(
            Item("lianzhuang", labels.streak, streak, note, sources.streak, APPLIES_DEALER)
        )
    details = {
        "wild": code(facts.setup.wild),
        "reading": _describe(reading, facts),
        "shape": reading.shape,
        "stand_ins": stand_in_texts(hand, facts, reading),
        "stand_in_pairs": [{"wild": CODES[w], "as": CODES[t]} for w, t in reading.stand_ins],
        "win_condition": condition,
        "paofeng": paofeng,
        "wilds_held": facts.wilds_held,
    }
    patterns = tuple(rule.name for rule, _ in present if rule.name not in replaced)
    price = record(Price, (base, dealer + streak))
    return record(Evaluation, (price, tuple(items), patterns, reading, details))


def price_features(
    features: Mapping[str, Any], table: AnqingTable, sit: Situation
) -> tuple[Money, ...]:
    """Sum the points of the patterns a worked example names (for examples no hand can
    realise): `patterns: [name, ...]`, `kongs: n` (for 杠开)."""
    kongs = int(features.get("kongs", 0))
    by_name = {rule.name: rule for rule in table.priced}
    total = 0
    for name in features.get("patterns") or []:
        if str(name) not in by_name:
            raise InputError(Message("unpriced_pattern", name=name), "sample")
        total += by_name[str(name)].value(kongs)
    return (total * sit.unit,)
