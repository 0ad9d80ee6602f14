"""Wuhu 芜湖 prices (RULINGS §2): the price of a reading's facts (支, 压档点, 嘴子, kongs,
patterns present) from the rule file's table: 支番, 底, 嘴子, 杠, 庄家, or 交.

Worked examples that no hand can realise are priced from their stated facts alone
(`price_features`, for samples.py).
"""

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final, NamedTuple

from ...messages.message import Message, Text, Words, joined, kept
from ...reading.readings import Reading
from ...rules.compiled.wuhu import WuhuTable
from ...scoring.result import APPLIES_DEALER, Item, Money, Price
from ...scoring.situation import Situation
from ..evaluation import Evaluation

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


def round_half_up(value: Decimal) -> int:
    """RULINGS §1: halving and other fractions round half up (9/2 = 4.5 → 5)."""
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _remember(table: WuhuTable, key: Any, parts: Priced) -> Priced:
    """Keep a reading's price parts in the rule set's memo: they depend only on the key (a few
    values that take few distinct values), so most readings look theirs up."""
    memo = table.memo
    if len(memo) >= _PRICE_MEMO_SIZE:
        memo.clear()
    memo[key] = parts
    return parts


def _evaluation(parts: Priced, reading: Reading | None, details: dict[str, Any]) -> Evaluation:
    value, items, patterns, jiao = parts
    if jiao is not None:
        details["jiao"] = jiao
    return Evaluation(value, items, patterns, reading, details)


# Prices of facts already seen, per rule set: the facts of Wuhu hands take few distinct values
# (支, 压档点, 嘴子, kongs), so most hands look their breakdown up instead of building it.
_PRICE_MEMO_SIZE: Final = 1 << 16


def price(
    facts: WuhuFacts, table: WuhuTable, sit: Situation, reading: Reading | None
) -> Evaluation:
    """The price per payer of a reading's facts, as an itemised Evaluation."""
    key = (
        facts.zhi,
        facts.yadang,
        tuple(facts.zuizi.items()),
        facts.kongs,
        facts.present,
        sit.discarder is None,
    )
    parts = table.memo.get(key)
    if parts is None:
        parts = _remember(table, key, _price_parts(facts, table, sit))
    return _evaluation(parts, reading, dict(facts.details))


def _price_parts(facts: WuhuFacts, table: WuhuTable, sit: Situation) -> Priced:
    """What `price` returns, less the reading and its details (it depends only on the key)."""
    jiao = _jiao(table, facts)
    if jiao is not None:
        return _price_jiao(table, facts, jiao, sit)
    labels, sources, prices = table.labels, table.sources, table.prices
    items: list[Item] = []
    zhi_total = facts.zhi + facts.yadang
    zhi_points = zhi_total
    by_win = prices.zhi_multiplier
    zhi_factor = by_win.self_draw if sit.self_draw else by_win.discard
    if zhi_factor != 1:
        zhi_points = round_half_up(zhi_total * zhi_factor)
    note = _zhi_note(facts, zhi_factor, zhi_total, zhi_points, sit)
    items.append(Item("zhi", labels.zhi, zhi_points, note, sources.zhi))

    kind = ("self_draw" if sit.self_draw else "discard") + ("_yadang" if facts.yadang else "")
    di, di_label = table.di[kind]
    items.append(Item("di", labels.di, di, di_label, sources.di))

    multiplier = prices.zuizi_self_draw_multiplier
    for name, times in facts.zuizi.items():
        entry = table.zuizi_entry(name)
        each = prices.zuizi if entry.points is None else entry.points
        factor = multiplier if sit.self_draw and entry.doubles_on_self_draw else 1
        doubled: Words = kept("zuizi_doubled", each=each, factor=factor) if factor != 1 else ""
        label = Text(name, name) if entry.label is None else entry.label
        items += [Item(name, label, each * factor, doubled, entry.source) for _ in range(times)]

    for kong_kind, tile in facts.kongs:
        points, kong_label = table.kong[kong_kind]
        kong = kept("label_tile", label=kong_label, tile=tile)
        items.append(Item(kong_kind, kong, points, "", sources.kong))

    base = sum(i.points for i in items)
    extra = di * prices.dealer_extra_di
    if extra:
        note = kept("dealer_pays_or_wins")
        items.append(Item("dealer", labels.dealer, extra, note, sources.dealer, APPLIES_DEALER))
    patterns = [*facts.zuizi, *(["yadang"] if facts.yadang else [])]
    patterns += ["zimo"] if sit.self_draw else []
    return Price(base, extra), tuple(items), tuple(patterns), None


class _Jiao(NamedTuple):
    key: str
    label: Text
    source: str
    consumed: int  # 嘴子 occurrences that made the hand 交


def _jiao(table: WuhuTable, facts: WuhuFacts) -> _Jiao | None:
    """The reason that makes the hand 交 and leaves the most 嘴子 over, if any."""
    found: list[_Jiao] = []
    for name in table.jiao.direct:
        if name in facts.present:
            entry = table.direct_entry(name)
            consumed = sum(facts.zuizi.get(c, 0) for c in entry.consumes)
            label = Text(name, name) if entry.label is None else entry.label
            found.append(_Jiao(name, label, entry.source, consumed))
    for combo in table.jiao.combinations:
        names = combo.patterns
        if all(n in facts.present for n in names):
            consumed = sum(1 for n in names if facts.zuizi.get(n))
            key = "+".join(names)
            label = Text(key, key) if combo.label is None else combo.label
            found.append(_Jiao(key, label, combo.source, consumed))
    needed = table.jiao.zuizi_needed
    if sum(facts.zuizi.values()) >= needed:
        found.append(_Jiao("two_zuizi", table.labels.two_zuizi, table.sources.jiao, needed))
    return min(found, key=lambda j: j.consumed) if found else None


def _price_jiao(table: WuhuTable, facts: WuhuFacts, jiao: _Jiao, sit: Situation) -> Priced:
    labels, sources, rule = table.labels, table.sources, table.jiao
    label = kept("label_of", label=labels.jiao, what=jiao.label)
    items = [Item("jiao", label, rule.value, "", jiao.source or sources.jiao)]
    extra_each = rule.per_extra_zuizi
    spare = sum(facts.zuizi.values()) - jiao.consumed
    if extra_each and spare > 0:
        names = joined(_zuizi_label(table, n) for n in facts.zuizi)
        note = kept("jiao_extra", count=spare, each=extra_each, names=names)
        items.append(Item("jiao_extra", labels.jiao_extra, extra_each * spare, note, sources.jiao))
    bonus = rule.self_draw_bonus
    if bonus and "zimo" in facts.present and "gangkai" not in facts.present:
        items.append(
            Item(
                "jiao_self_draw",
                labels.jiao_self_draw,
                bonus,
                kept("jiao_self_drawn"),
                sources.jiao_self_draw or sources.jiao,
            )
        )
    reasons = [jiao.key] if jiao.key in rule.direct else jiao.key.split("+")
    patterns = ["jiao", *(r for r in reasons if r != "two_zuizi"), *facts.zuizi]
    patterns += ["yadang"] if facts.yadang else []
    total = sum(i.points for i in items)
    return Price(total, 0), tuple(items), tuple(dict.fromkeys(patterns)), jiao.key


def _zuizi_label(table: WuhuTable, name: str) -> Text:
    label = table.zuizi_entry(name).label
    return Text(name, name) if label is None else label


def _zhi_note(
    facts: WuhuFacts, factor: Decimal, total: int, points: int, sit: Situation
) -> Message:
    """支番's note: 支 (+ 压档点), and how the win type's factor made the points."""
    zhi, yadang = facts.zhi, facts.yadang
    if factor == 1:
        if yadang:
            return kept("zhi_yadang", zhi=zhi, point=yadang)
        return kept("zhi", zhi=zhi)
    win = kept("win_self_draw" if sit.self_draw else "win_discard")
    if factor == Decimal("0.5"):
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
