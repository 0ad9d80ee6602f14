"""Wuhu 芜湖 (RULINGS §2): 八支, 支番 and 压档, 嘴子, 交, 杠; prices from the rule file."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import RuleFileError
from ..evaluation import Evaluation, NotAWin
from ..hand import Hand
from ..patterns import PatternInput, detect
from ..readings import Reading, hand_readings, standard_waits
from ..result import Item, Price
from ..ruleset import Rules
from ..situation import Situation
from ..tiles import HONOR_BASE, Tile, code, number_of
from ..tileset import apply_tileset, playable_kinds


def prepare(hand: Hand, rules: Rules, situation: Situation) -> Hand:
    return apply_tileset(hand, rules)


def _zhi(counts: list[int]) -> int:
    return max(sum(counts[base : base + 9]) for base in (0, 9, 18))


def legal_waits(hand: Hand, rules: Rules) -> list[Tile]:
    """Tile kinds that complete the 13 tiles before the winning tile into a hand that may win."""
    closed = hand.concealed_counts(with_winning=False)
    everything = hand.counts()
    everything[hand.winning] -= 1
    waits = standard_waits(closed, everything, playable_kinds(rules))
    if rules.flag("win", "waits_need_min_zhi"):
        need = rules.number("win", "min_zhi")
        waits = [t for t in waits if _zhi(everything[:t] + [everything[t] + 1] + everything[t + 1 :]) >= need]
    return waits


def yadang_point(reading: Reading, winning: Tile, waits: list[Tile]) -> int:
    """压档点: the winning tile's number when it is the only wait and closes a run in the middle
    or at an edge (12→3, 89→7); 0 otherwise."""
    if waits != [winning] or winning >= HONOR_BASE:
        return 0
    n = number_of(winning)
    for group in reading.sets:
        if group.kind != "run" or group.meld is not None or not group.contains(winning):
            continue
        low = number_of(group.tile)
        if n == low + 1 or (low == 1 and n == 3) or (low == 7 and n == 7):
            return n
    return 0


def evaluate(hand: Hand, rules: Rules, sit: Situation) -> list[Evaluation] | NotAWin:
    counts = hand.counts()
    zhi = _zhi(counts)
    need = rules.number("win", "min_zhi")
    if zhi < need:
        return NotAWin(f"不够八支：最多的一门只有 {zhi} 支，至少要 {need} 支", {"zhi": zhi})
    readings = hand_readings(hand)
    if not readings:
        return NotAWin("不成胡：牌型不是一对将加四组（顺子或刻子）")
    waits = legal_waits(hand, rules)
    return [_price(hand, rules, sit, r, zhi, waits, tuple(counts)) for r in readings]


def _names(rules: Rules, *path: str) -> list[str]:
    from ..patterns import REGISTRY

    section = rules.section(*path)
    for name in section:
        if name not in REGISTRY:
            known = ", ".join(sorted(REGISTRY))
            raise RuleFileError(f"{rules.where(*path, name)}: unknown pattern '{name}' (known: {known})")
    return list(section)


def _entry(rules: Rules, *path: str) -> Mapping[str, Any]:
    value = rules.get(*path)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RuleFileError(f"{rules.where(*path)}: '{'.'.join(path)}' must be a mapping")
    return value


def _label(rules: Rules, key: str) -> str:
    return str(rules.get("labels", key))


def _price(
    hand: Hand, rules: Rules, sit: Situation, reading: Reading, zhi: int, waits: list[Tile],
    counts: tuple[int, ...],
) -> Evaluation:
    yd = yadang_point(reading, hand.winning, waits)
    data = PatternInput(hand, reading, sit, counts, {"yadang": yd})
    zuizi = {name: detect(name, data) for name in _names(rules, "zuizi")}
    zuizi = {k: v for k, v in zuizi.items() if v}
    details: dict[str, Any] = {
        "zhi": zhi,
        "yadang_point": yd,
        "waits": [code(t) for t in waits],
        "reading": describe_reading(reading),
    }
    jiao = _jiao(rules, data, zuizi)
    if jiao is not None:
        return _price_jiao(rules, zuizi, jiao, reading, details)

    prices = ("prices",)
    items: list[Item] = []
    zhi_total = zhi + yd
    zhi_points = zhi_total
    note = f"{zhi}支" + (f" + 压档点{yd}" if yd else "")
    if not sit.self_draw and rules.flag(*prices, "halve_zhi_on_discard"):
        zhi_points = (zhi_total + 1) // 2
        note += f" = {zhi_total}，放冲除2 → {zhi_points}"
    src = rules.section("sources")
    items.append(Item("zhi", _label(rules, "zhi"), zhi_points, note, str(src.get("zhi", ""))))

    kind = ("self_draw" if sit.self_draw else "discard") + ("_yadang" if yd else "")
    di = rules.number(*prices, "di", kind)
    items.append(Item("di", _label(rules, "di"), di, _label(rules, f"di_{kind}"), str(src.get("di", ""))))

    default_points = rules.number(*prices, "zuizi")
    multiplier = rules.number(*prices, "zuizi_self_draw_multiplier")
    for name, times in zuizi.items():
        entry = _entry(rules, "zuizi", name)
        each = int(entry.get("points", default_points))
        doubled = sit.self_draw and bool(entry.get("doubles_on_self_draw", True))
        factor = multiplier if doubled else 1
        for _ in range(times):
            note = f"{each} × {factor} 自摸翻倍" if factor != 1 else ""
            items.append(Item(name, str(entry.get("label", name)), each * factor, note, str(entry.get("source", ""))))

    for meld in hand.kongs:
        points = rules.number(*prices, "kong", meld.kind)
        label = f"{_label(rules, 'kong_' + meld.kind)} {code(meld.first)}"
        items.append(Item(meld.kind, label, points, "", str(src.get("kong", ""))))

    base = sum(i.points for i in items)
    extra = di * rules.number(*prices, "dealer_extra_di")
    if extra:
        items.append(Item("dealer", _label(rules, "dealer"), extra, "庄家付或庄家胡时另加", str(src.get("dealer", ""))))
    patterns = [*zuizi, *(["yadang"] if yd else []), *(["zimo"] if sit.self_draw else [])]
    return Evaluation(Price(base, extra), tuple(items), tuple(patterns), reading, details)


@dataclass(frozen=True)
class _Jiao:
    key: str
    label: str
    source: str
    consumed: int  # 嘴子 occurrences that made the hand 交


def _jiao(rules: Rules, data: PatternInput, zuizi: dict[str, int]) -> _Jiao | None:
    """The reason that makes the hand 交 and leaves the most 嘴子 over, if any."""
    found: list[_Jiao] = []
    for name in _names(rules, "jiao", "direct"):
        if detect(name, data):
            entry = _entry(rules, "jiao", "direct", name)
            consumed = sum(zuizi.get(str(c), 0) for c in entry.get("consumes", []))
            found.append(_Jiao(name, str(entry.get("label", name)), str(entry.get("source", "")), consumed))
    combos = rules.get("jiao", "combinations")
    if not isinstance(combos, list):
        raise RuleFileError(f"{rules.where('jiao', 'combinations')}: must be a list")
    for i, combo in enumerate(combos):
        names = combo.get("patterns", []) if isinstance(combo, dict) else None
        if not isinstance(names, list) or not names:
            raise RuleFileError(f"{rules.where('jiao', 'combinations', str(i))}: needs 'patterns: [...]'")
        if all(_detect_checked(rules, str(n), data, ("jiao", "combinations", str(i))) for n in names):
            consumed = sum(1 for n in names if zuizi.get(str(n)))
            key = "+".join(str(n) for n in names)
            found.append(_Jiao(key, str(combo.get("label", key)), str(combo.get("source", "")), consumed))
    needed = rules.number("jiao", "zuizi_needed")
    if sum(zuizi.values()) >= needed:
        found.append(_Jiao("two_zuizi", _label(rules, "two_zuizi"), "", needed))
    return min(found, key=lambda j: j.consumed) if found else None


def _detect_checked(rules: Rules, name: str, data: PatternInput, path: tuple[str, ...]) -> int:
    from ..patterns import REGISTRY

    if name not in REGISTRY:
        known = ", ".join(sorted(REGISTRY))
        raise RuleFileError(f"{rules.where(*path)}: unknown pattern '{name}' (known: {known})")
    return REGISTRY[name](data)


def _price_jiao(
    rules: Rules, zuizi: dict[str, int], jiao: _Jiao, reading: Reading, details: dict[str, Any]
) -> Evaluation:
    value = rules.number("jiao", "value")
    src = str(rules.section("sources").get("jiao", ""))
    items = [Item("jiao", f"{_label(rules, 'jiao')}（{jiao.label}）", value, "", jiao.source or src)]
    extra_each = rules.number("jiao", "per_extra_zuizi")
    spare = sum(zuizi.values()) - jiao.consumed
    if extra_each and spare > 0:
        names = "、".join(str(_entry(rules, "zuizi", n).get("label", n)) for n in zuizi)
        items.append(Item("jiao_extra", _label(rules, "jiao_extra"), extra_each * spare, f"{spare} × {extra_each}（{names}）", src))
    patterns = ["jiao", *([jiao.key] if jiao.key in rules.section("jiao", "direct") else []), *zuizi]
    details = {**details, "jiao": jiao.key}
    return Evaluation(Price(sum(i.points for i in items), 0), tuple(items), tuple(dict.fromkeys(patterns)), reading, details)


def describe_reading(reading: Reading) -> list[str]:
    """Readable groups: ``11p`` pair, ``123m`` run, ``555s`` triplet, ``+peng555s``."""
    out = []
    for g in reading.groups:
        text = "".join(str(number_of(t)) for t in g.tiles) + code(g.tile)[1]
        out.append(f"+{g.meld.kind}{text}" if g.meld is not None else text)
    return out
