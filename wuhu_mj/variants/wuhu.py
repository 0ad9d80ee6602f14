"""Wuhu 芜湖 (RULINGS §2): 八支, 支番 and 压档, 嘴子, 交, 杠; prices from the rule file.

Scoring is two steps: the facts of a reading (支, 压档点, 嘴子, kongs, patterns present),
then the price of those facts. Worked examples that no hand can realise are priced from
their stated facts alone (see samples.py).
"""

from collections.abc import Callable, Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final, NamedTuple

from ..errors import RuleFileError
from ..evaluation import Evaluation, NotAWin
from ..hand import Hand, Meld
from ..handview import Combo, HandView, add_kinds, reading_of, texts_of
from ..handview import waits as view_waits
from ..readings import (
    Reading,
    describe_group,
    describe_reading,
    meld_group,
    standard_readings,
    standard_waits,
)
from ..result import Item, Price
from ..ruleset import Rules, per_rules
from ..situation import Situation
from ..tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, code, number_of
from ..tileset import apply_tileset, playable_kinds

Shape = tuple[int, int, int, int]  # 对对胡, 通天, 四活 tiles, 压档点
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


# Rule look-ups are cached per loaded rule set: scoring a hand asks for the same few keys
# many times, and a batch asks again for every hand. Keyed by id() (Rules holds dicts and
# is not hashable); each entry keeps its Rules object alive, so an id is never reused.
_MEMO: Final[dict[tuple[int, str, tuple[str, ...]], tuple[Rules, Any]]] = {}


def _cached(rules: Rules, kind: str, path: tuple[str, ...], compute: Callable[[], Any]) -> Any:
    key = (id(rules), kind, path)
    hit = _MEMO.get(key)
    if hit is not None and hit[0] is rules:
        return hit[1]
    value = compute()
    _MEMO[key] = (rules, value)
    return value


def _number(rules: Rules, *path: str) -> int:
    return int(_cached(rules, "number", path, lambda: rules.number(*path)))


def _multiplier(rules: Rules, *path: str) -> Decimal:
    """A rule file's factor (0.5, 0.2 ...) as the exact decimal its text says."""
    return Decimal(str(_get(rules, *path)))


def _round_half_up(value: Decimal) -> int:
    """RULINGS §1: halving and other fractions round half up (9/2 = 4.5 → 5)."""
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def _flag(rules: Rules, *path: str) -> bool:
    return bool(_cached(rules, "flag", path, lambda: rules.flag(*path)))


def _section(rules: Rules, *path: str) -> Mapping[str, Any]:
    found: Mapping[str, Any] = _cached(rules, "section", path, lambda: rules.section(*path))
    return found


def _get(rules: Rules, *path: str) -> Any:
    return _cached(rules, "get", path, lambda: rules.get(*path))


def prepare(hand: Hand, rules: Rules, situation: Situation) -> Hand:
    return apply_tileset(hand, rules)


def _zhi(counts: list[int]) -> int:
    return max(sum(counts[base : base + 9]) for base in (0, 9, 18))


def legal_waits(hand: Hand, rules: Rules) -> list[Tile]:
    """Tile kinds that complete the 13 tiles before the winning tile into a hand that may win."""
    everything = hand.counts()
    everything[hand.winning] -= 1
    return _legal_waits(hand.concealed_counts(with_winning=False), everything, rules)


def _legal_waits(closed: list[int], everything: list[int], rules: Rules) -> list[Tile]:
    """legal_waits from the counts without the winning tile: the closed ones and the whole hand."""
    playable = _cached(rules, "playable", (), lambda: frozenset(playable_kinds(rules)))
    waits = standard_waits(closed, everything, playable)
    if waits and _flag(rules, "win", "waits_need_min_zhi"):
        # 支 with the wait added: only the wait's own suit grows by one.
        need = _number(rules, "win", "min_zhi")
        totals = (sum(everything[0:9]), sum(everything[9:18]), sum(everything[18:27]))
        if max(totals) < need:
            waits = [t for t in waits if t < HONOR_BASE and totals[t // 9] + 1 >= need]
    return waits


def yadang_point(reading: Reading, winning: Tile, waits: list[Tile]) -> int:
    """压档点: the winning tile's number when it is the only wait and closes a concealed run in
    the middle or at an edge (12→3, 89→7); 0 otherwise (a pair wait 单吊 is not 压档)."""
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


class _Config(NamedTuple):
    """What evaluate reads from the rule file, looked up once per loaded rule set."""

    min_zhi: int
    wanted: tuple[list[str], list[str]]  # 嘴子 names, other pattern names
    names: tuple[str, ...]  # both, in that order: the price memo's key order
    fast: bool  # every name is one this module reads itself (no registry detector)
    memo: dict[Any, Priced]  # facts -> price parts
    playable: frozenset[Tile]  # the kinds a wait may be
    waits_need_min_zhi: bool


_CONFIGS: Final[dict[int, tuple[Rules, _Config]]] = {}


def _config(rules: Rules) -> _Config:
    # Asked for every hand, so kept by Rules object rather than looked up through _cached.
    return per_rules(_CONFIGS, rules, _read_config)


def _read_config(rules: Rules) -> _Config:
    wanted = pattern_names(rules)
    names = (*wanted[0], *wanted[1])
    fast = _FAST_NAMES.issuperset(names)
    return _Config(
        _number(rules, "win", "min_zhi"),
        wanted,
        names,
        fast,
        {},
        frozenset(playable_kinds(rules)),
        _flag(rules, "win", "waits_need_min_zhi"),
    )


def evaluate(hand: Hand, rules: Rules, sit: Situation) -> list[Evaluation] | NotAWin:
    config = _config(rules)
    melds = hand.melds
    if config.fast and not hand.bonus and (not melds or all(m.kind != "chi" for m in melds)):
        return _evaluate_by_suits(hand, rules, sit, config)
    counts = hand.counts()
    totals = (sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]))
    zhi = max(totals)
    need = config.min_zhi
    if zhi < need:
        return NotAWin(f"不够八支：最多的一门只有 {zhi} 支，至少要 {need} 支", {"zhi": zhi})
    winning = hand.winning
    closed = hand.concealed_counts(with_winning=False)
    concealed = closed.copy()
    concealed[winning] += 1
    readings = standard_readings(concealed, hand.melds)
    if not readings:
        return NotAWin("不成胡：牌型不是一对将加四组（顺子或刻子）", {"zhi": zhi})
    counts[winning] -= 1
    waits = _legal_waits(closed, counts, rules)
    counts[winning] += 1
    wanted, names = config.wanted, config.names
    whole = tuple(counts)
    # Patterns that do not depend on the reading are found once per hand.
    shared = _hand_patterns(hand, sit, whole, need)
    kongs = tuple((m.kind, code(m.tiles[0])) for m in hand.melds if m.is_kong) if hand.melds else ()
    shown_waits = [code(t) for t in waits]
    self_draw = sit.discarder is None
    evaluations = []
    for reading in readings:
        shape = _shape(winning, reading, waits, whole.__getitem__)
        yd = shape[3]
        details = {
            "zhi": zhi,
            "yadang_point": yd,
            "waits": list(shown_waits),
            "reading": describe_reading(reading),
        }
        found = _patterns_found(hand, sit, reading, whole, wanted, shared, shape)
        key = ("names", zhi, yd, self_draw, kongs, tuple(map(found.__getitem__, names)))
        parts = config.memo.get(key)
        if parts is None:
            facts = _facts(found, wanted, zhi, yd, kongs, details)
            parts = _remember(config, key, _price_parts(facts, rules, sit))
        evaluations.append(_evaluation(parts, reading, details))
    return evaluations


def _evaluate_by_suits(
    hand: Hand, rules: Rules, sit: Situation, config: _Config
) -> list[Evaluation] | NotAWin:
    """evaluate for the usual case (only the patterns this module reads, no bonus tiles or chi
    melds): the same work from per-suit parts (wuhu_mj/handview.py) instead of counts of all
    34 kinds."""
    winning, melds = hand.winning, hand.melds
    view = HandView(hand.closed, winning)
    # Tiles of each suit and of the honors over the whole hand (a kong as 4): 支 and suits.
    totals = list(view.closed_totals)
    totals[min(winning // 9, 3)] += 1
    for meld in melds:
        totals[min(meld.tiles[0] // 9, 3)] += len(meld.tiles)
    zhi = max(totals[0], totals[1], totals[2])
    need = config.min_zhi
    if zhi < need:
        return NotAWin(f"不够八支：最多的一门只有 {zhi} 支，至少要 {need} 支", {"zhi": zhi})
    combos = view.combos
    if not combos:
        return NotAWin("不成胡：牌型不是一对将加四组（顺子或刻子）", {"zhi": zhi})
    held = view.kinds
    if melds:
        for meld in melds:
            add_kinds(held, meld.tiles)
        fixed = tuple(map(meld_group, melds))
        meld_texts = [describe_group(g) for g in fixed]
        pengs = [m.tiles[0] for m in melds if m.kind == "peng"]
        kongs = tuple((m.kind, _CODES[m.tiles[0]]) for m in melds if m.is_kong)
    else:
        fixed, meld_texts, pengs, kongs = (), [], [], ()
    waits = view_waits(view.wait_parts, held, config.playable)
    if waits and config.waits_need_min_zhi:
        before = totals[:3]
        if winning < HONOR_BASE:
            before[winning // 9] -= 1
        if max(before) < need:
            waits = [t for t in waits if t < HONOR_BASE and before[t // 9] + 1 >= need]
    hand_key = _hand_key(melds, sit, totals, need)
    shown_waits = [_CODES[t] for t in waits]
    single = winning if waits == [winning] and winning < HONOR_BASE else -1
    wanted = config.wanted
    evaluations = []
    for combo in combos:
        shape = _combo_shape(combo, single, pengs)
        details = {
            "zhi": zhi,
            "yadang_point": shape[3],
            "waits": list(shown_waits),
            "reading": texts_of(combo, meld_texts),
        }
        reading = reading_of(combo, fixed)
        key = (zhi, kongs, hand_key, shape)
        parts = config.memo.get(key)
        if parts is None:
            # The hand-level values and the reading's shape decide every pattern read here,
            # so the pattern table is built only for a combination not priced yet.
            shared = _hand_values(hand_key)
            found = _patterns_found(hand, sit, reading, (), wanted, shared, shape)
            facts = _facts(found, wanted, zhi, shape[3], kongs, details)
            parts = _remember(config, key, _price_parts(facts, rules, sit))
        evaluations.append(_evaluation(parts, reading, details))
    return evaluations


def _remember(config: _Config, key: Any, parts: Priced) -> Priced:
    """Keep a reading's price parts in the rule set's memo: they depend only on the key (a few
    values that take few distinct values), so most readings look theirs up."""
    memo = config.memo
    if len(memo) >= _PRICE_MEMO_SIZE:
        memo.clear()
    memo[key] = parts
    return parts


def _evaluation(parts: Priced, reading: Reading | None, details: dict[str, Any]) -> Evaluation:
    value, items, patterns, jiao = parts
    if jiao is not None:
        details["jiao"] = jiao
    return Evaluation(value, items, patterns, reading, details)


_CODES: Final = tuple(code(t) for t in range(PLAYABLE_KINDS))


def _combo_shape(combo: Combo, single_wait: Tile, pengs: list[Tile]) -> Shape:
    """_shape from the facts kept with each option. `single_wait` is the winning tile when it
    is the only wait (a 压档 candidate), else -1. A peng's kind is a 四活 tile when a run of
    the reading uses it: the run's copy is then the fourth, as _shape's count of 4 requires."""
    runs: tuple[Tile, ...] = ()
    sihuo = 0
    tongtian = 0
    for option in combo:
        if option.runs:
            runs += option.runs
            sihuo += option.sihuo
            tongtian |= option.tongtian
    yd = 0
    if runs:
        for t in pengs:
            if any(r <= t <= r + 2 for r in runs):
                sihuo += 1
        if single_wait >= 0:
            n = single_wait % 9 + 1
            for r in runs:
                if r <= single_wait <= r + 2:
                    low = r % 9 + 1
                    if n == low + 1 or (low == 1 and n == 3) or (low == 7 and n == 7):
                        yd = n
                        break
    return int(not runs), int(tongtian), sihuo, yd


def pattern_names(rules: Rules) -> tuple[list[str], list[str]]:
    """The 嘴子 names and every other pattern the 交 rules mention, all checked as known."""
    found: tuple[list[str], list[str]] = _cached(
        rules, "pattern_names", (), lambda: _pattern_names(rules)
    )
    return found


def _pattern_names(rules: Rules) -> tuple[list[str], list[str]]:
    zuizi = _checked(rules, list(_section(rules, "zuizi")), ("zuizi",))
    others = _checked(rules, list(_section(rules, "jiao", "direct")), ("jiao", "direct"))
    for i, combo in enumerate(_combinations(rules)):
        others += _checked(rules, combo[0], ("jiao", "combinations", str(i)))
    return zuizi, sorted(set(others) - set(zuizi))


def _checked(rules: Rules, names: list[str], path: tuple[str, ...]) -> list[str]:
    if _FAST_NAMES.issuperset(names):
        return names  # all registered (tested): no need to import every variant's detectors
    from ..patterns import REGISTRY

    for name in names:
        if name not in REGISTRY:
            known = ", ".join(sorted(REGISTRY))
            where = rules.where(*path, name) if rules.has(*path, name) else rules.where(*path)
            raise RuleFileError(f"{where}: unknown pattern '{name}' (known: {known})")
    return names


def _combinations(rules: Rules) -> list[tuple[list[str], Mapping[str, Any]]]:
    found: list[tuple[list[str], Mapping[str, Any]]] = _cached(
        rules, "combinations", (), lambda: _read_combinations(rules)
    )
    return found


def _read_combinations(rules: Rules) -> list[tuple[list[str], Mapping[str, Any]]]:
    combos = _get(rules, "jiao", "combinations")
    if not isinstance(combos, list):
        raise RuleFileError(f"{rules.where('jiao', 'combinations')}: must be a list")
    out = []
    for i, combo in enumerate(combos):
        names = combo.get("patterns") if isinstance(combo, dict) else None
        if not isinstance(names, list) or not names:
            where = rules.where("jiao", "combinations", str(i))
            raise RuleFileError(f"{where}: a combination needs 'patterns: [name, ...]'")
        out.append(([str(n) for n in names], combo))
    return out


def reading_facts(
    hand: Hand,
    rules: Rules,
    sit: Situation,
    reading: Reading,
    zhi: int,
    waits: list[Tile],
    counts: tuple[int, ...],
    wanted: tuple[list[str], list[str]],
) -> WuhuFacts:
    shared = _hand_patterns(hand, sit, counts, _number(rules, "win", "min_zhi"))
    return _reading_facts(hand, sit, reading, zhi, waits, counts, wanted, shared)


# The Wuhu patterns are read straight from the groups of a reading, once per reading, rather
# than through the registry (one PatternInput and a dozen detector calls per reading). They
# give the same answers as the detectors in wuhu_mj/patterns (tested on every sample); a
# pattern a house rule names that is not here still goes through the registry.
_BY_READING: Final = frozenset({"duiduihu", "tongtian", "sihuo", "shuang_sihuo", "yadang"})
_BY_HAND: Final = frozenset(
    {"qingyise", "hunyise", "ziyise", "shuang_bazhi", "zimo", "gangkai", "tianhu", "dihu"}
)
_FAST_NAMES: Final = _BY_READING | _BY_HAND


def _hand_patterns(
    hand: Hand, sit: Situation, counts: tuple[int, ...], min_zhi: int
) -> dict[str, int]:
    """The patterns the reading does not change: suits held, kongs, the situation.
    `min_zhi` is the rule file's 八支, which 双八支 needs beside its two kongs."""
    totals = (sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]))
    return _hand_level(hand, sit, totals, sum(counts[HONOR_BASE:PLAYABLE_KINDS]), min_zhi)


def _hand_level(
    hand: Hand, sit: Situation, totals: tuple[int, int, int], honors: int, min_zhi: int
) -> dict[str, int]:
    """_hand_patterns from the tiles of each suit and of the honors over the whole hand."""
    return _hand_values(_hand_key(hand.melds, sit, [*totals, honors], min_zhi))


_HAND_LEVEL: Final = (
    "qingyise",
    "hunyise",
    "ziyise",
    "shuang_bazhi",
    "zimo",
    "gangkai",
    "tianhu",
    "dihu",
)


def _hand_key(melds: tuple[Meld, ...], sit: Situation, totals: list[int], min_zhi: int) -> int:
    """The values of _hand_level as bits, in _HAND_LEVEL's order from the lowest bit, from
    the whole hand's suit totals. One int is a cheap part of the price memo's key."""
    suits = (totals[0] > 0) + (totals[1] > 0) + (totals[2] > 0)
    honors = totals[3]
    bazhi = False
    if melds:
        kong_suits = [m.tiles[0] // 9 for m in melds if m.is_kong and m.tiles[0] < HONOR_BASE]
        bazhi = any(
            kong_suits.count(k) >= 2 and any(totals[o] >= min_zhi for o in range(3) if o != k)
            for k in set(kong_suits)
        )
    return (
        (suits == 1 and honors == 0)
        | (suits == 1 and honors > 0) << 1
        | (suits == 0) << 2
        | bazhi << 3
        | (sit.discarder is None) << 4
        | sit.kong_draw << 5
        | sit.heavenly << 6
        | sit.earthly << 7
    )


def _hand_values(key: int) -> dict[str, int]:
    return {name: key >> bit & 1 for bit, name in enumerate(_HAND_LEVEL)}


def _reading_facts(
    hand: Hand,
    sit: Situation,
    reading: Reading,
    zhi: int,
    waits: list[Tile],
    counts: tuple[int, ...],
    wanted: tuple[list[str], list[str]],
    shared: Mapping[str, int],
) -> WuhuFacts:
    found, yd = _reading_patterns(hand, sit, reading, waits, counts, wanted, shared)
    kongs = tuple((m.kind, code(m.tiles[0])) for m in hand.melds if m.is_kong)
    details = {
        "zhi": zhi,
        "yadang_point": yd,
        "waits": [code(t) for t in waits],
        "reading": describe_reading(reading),
    }
    return _facts(found, wanted, zhi, yd, kongs, details)


def _facts(
    found: Mapping[str, int],
    wanted: tuple[list[str], list[str]],
    zhi: int,
    yd: int,
    kongs: tuple[tuple[str, str], ...],
    details: Mapping[str, Any],
) -> WuhuFacts:
    zuizi_names, other_names = wanted
    zuizi = {n: c for n in zuizi_names if (c := found[n])}
    present = set(zuizi)
    present.update(n for n in other_names if found[n])
    return WuhuFacts(zhi, yd, zuizi, kongs, frozenset(present), details)


def _reading_patterns(
    hand: Hand,
    sit: Situation,
    reading: Reading,
    waits: list[Tile],
    counts: tuple[int, ...],
    wanted: tuple[list[str], list[str]],
    shared: Mapping[str, int],
) -> tuple[dict[str, int], int]:
    """Every wanted pattern's count in this reading, and the 压档点 (0: not 压档)."""
    shape = _shape(hand.winning, reading, waits, counts.__getitem__)
    return _patterns_found(hand, sit, reading, counts, wanted, shared, shape), shape[3]


def _shape(
    winning: Tile, reading: Reading, waits: list[Tile], held: Callable[[Tile], int]
) -> Shape:
    """What a reading's groups decide: 对对胡, 通天, how many 四活 tiles, the 压档点."""
    runs: list[Tile] = []
    triplets: list[Tile] = []
    all_triplets = True
    yd = 0
    single = len(waits) == 1 and waits[0] == winning and winning < HONOR_BASE
    for group in reading.groups:
        kind = group.kind
        if kind == "run":
            all_triplets = False
            tile = group.tile
            runs.append(tile)
            # 压档: the only wait closes a concealed run in the middle or at an edge (12→3, 89→7)
            if single and not yd and group.meld is None and tile <= winning <= tile + 2:
                low, n = tile % 9 + 1, winning % 9 + 1
                if n == low + 1 or (low == 1 and n == 3) or (low == 7 and n == 7):
                    yd = n
        elif kind == "triplet":
            triplets.append(group.tile)
    sihuo = 0
    if runs:
        for t in set(triplets):
            if any(r <= t <= r + 2 for r in runs) and held(t) == 4:
                sihuo += 1
    duiduihu = int(all_triplets and reading.shape == "standard")
    tongtian = int(
        len(runs) >= 3 and any(b in runs and b + 3 in runs and b + 6 in runs for b in (0, 9, 18))
    )
    return duiduihu, tongtian, sihuo, yd


def _patterns_found(
    hand: Hand,
    sit: Situation,
    reading: Reading,
    counts: tuple[int, ...],
    wanted: tuple[list[str], list[str]],
    shared: Mapping[str, int],
    shape: Shape,
) -> dict[str, int]:
    duiduihu, tongtian, sihuo, yd = shape
    found = dict(shared)
    found["duiduihu"] = duiduihu
    found["tongtian"] = tongtian
    found["sihuo"] = sihuo
    found["shuang_sihuo"] = int(sihuo >= 2)
    found["yadang"] = int(yd > 0)
    zuizi_names, other_names = wanted
    if not _FAST_NAMES.issuperset(zuizi_names) or not _FAST_NAMES.issuperset(other_names):
        from ..patterns import REGISTRY, PatternInput

        data = PatternInput(hand, reading, sit, counts, {"yadang": yd})
        for name in (*zuizi_names, *other_names):
            if name not in found:
                found[name] = REGISTRY[name](data)
    return found


def _entry(rules: Rules, *path: str) -> Mapping[str, Any]:
    value = _get(rules, *path)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RuleFileError(f"{rules.where(*path)}: '{'.'.join(path)}' must be a mapping")
    return value


def _label(rules: Rules, key: str) -> str:
    return str(_get(rules, "labels", key))


def _source(rules: Rules, key: str) -> str:
    return str(_section(rules, "sources").get(key, ""))


# Prices of facts already seen, per rule set: the facts of Wuhu hands take few distinct values
# (支, 压档点, 嘴子, kongs), so most hands look their breakdown up instead of building it.
_PRICE_MEMO_SIZE: Final = 1 << 16


def price(facts: WuhuFacts, rules: Rules, sit: Situation, reading: Reading | None) -> Evaluation:
    """The price per payer of a reading's facts, as an itemised Evaluation."""
    key = (
        facts.zhi,
        facts.yadang,
        tuple(facts.zuizi.items()),
        facts.kongs,
        facts.present,
        sit.discarder is None,
    )
    config = _config(rules)
    parts = config.memo.get(key)
    if parts is None:
        parts = _remember(config, key, _price_parts(facts, rules, sit))
    return _evaluation(parts, reading, dict(facts.details))


def _price_parts(facts: WuhuFacts, rules: Rules, sit: Situation) -> Priced:
    """What `price` returns, less the reading and its details (it depends only on the key)."""
    jiao = _jiao(rules, facts)
    if jiao is not None:
        return _price_jiao(rules, facts, jiao)
    items: list[Item] = []
    zhi_total = facts.zhi + facts.yadang
    zhi_points = zhi_total
    note = f"{facts.zhi}支" + (f" + 压档点{facts.yadang}" if facts.yadang else "")
    zhi_factor = _multiplier(
        rules, "prices", "zhi_multiplier", "self_draw" if sit.self_draw else "discard"
    )
    if zhi_factor != 1:
        zhi_points = _round_half_up(zhi_total * zhi_factor)
        note += f" = {zhi_total}" if facts.yadang else ""
        win = "自摸" if sit.self_draw else "放冲"
        if zhi_factor == Decimal("0.5"):
            note += f"，{win}除2 → {zhi_points}"
        else:
            note += f"，{win} × {zhi_factor} → {zhi_points}（四舍五入）"
    items.append(Item("zhi", _label(rules, "zhi"), zhi_points, note, _source(rules, "zhi")))

    kind = ("self_draw" if sit.self_draw else "discard") + ("_yadang" if facts.yadang else "")
    di = _number(rules, "prices", "di", kind)
    items.append(
        Item("di", _label(rules, "di"), di, _label(rules, f"di_{kind}"), _source(rules, "di"))
    )

    default_points = _number(rules, "prices", "zuizi")
    multiplier = _number(rules, "prices", "zuizi_self_draw_multiplier")
    for name, times in facts.zuizi.items():
        entry = _entry(rules, "zuizi", name)
        each = int(entry.get("points", default_points))
        factor = multiplier if sit.self_draw and entry.get("doubles_on_self_draw", True) else 1
        note = f"{each} × {factor} 自摸翻倍" if factor != 1 else ""
        label = str(entry.get("label", name))
        source = str(entry.get("source", ""))
        items += [Item(name, label, each * factor, note, source) for _ in range(times)]

    for kong_kind, tile in facts.kongs:
        points = _number(rules, "prices", "kong", kong_kind)
        label = f"{_label(rules, 'kong_' + kong_kind)} {tile}"
        items.append(Item(kong_kind, label, points, "", _source(rules, "kong")))

    base = sum(i.points for i in items)
    extra = di * _number(rules, "prices", "dealer_extra_di")
    if extra:
        note = "庄家付或庄家胡时另加"
        items.append(Item("dealer", _label(rules, "dealer"), extra, note, _source(rules, "dealer")))
    patterns = [*facts.zuizi, *(["yadang"] if facts.yadang else [])]
    patterns += ["zimo"] if sit.self_draw else []
    return Price(base, extra), tuple(items), tuple(patterns), None


class _Jiao(NamedTuple):
    key: str
    label: str
    source: str
    consumed: int  # 嘴子 occurrences that made the hand 交


def _jiao(rules: Rules, facts: WuhuFacts) -> _Jiao | None:
    """The reason that makes the hand 交 and leaves the most 嘴子 over, if any."""
    found: list[_Jiao] = []
    for name in _section(rules, "jiao", "direct"):
        if name in facts.present:
            entry = _entry(rules, "jiao", "direct", name)
            consumed = sum(facts.zuizi.get(str(c), 0) for c in entry.get("consumes", []))
            label, source = str(entry.get("label", name)), str(entry.get("source", ""))
            found.append(_Jiao(name, label, source, consumed))
    for names, combo in _combinations(rules):
        if all(n in facts.present for n in names):
            consumed = sum(1 for n in names if facts.zuizi.get(n))
            key = "+".join(names)
            label, source = str(combo.get("label", key)), str(combo.get("source", ""))
            found.append(_Jiao(key, label, source, consumed))
    needed = _number(rules, "jiao", "zuizi_needed")
    if sum(facts.zuizi.values()) >= needed:
        found.append(_Jiao("two_zuizi", _label(rules, "two_zuizi"), _source(rules, "jiao"), needed))
    return min(found, key=lambda j: j.consumed) if found else None


def _price_jiao(rules: Rules, facts: WuhuFacts, jiao: _Jiao) -> Priced:
    value = _number(rules, "jiao", "value")
    label = f"{_label(rules, 'jiao')}（{jiao.label}）"
    items = [Item("jiao", label, value, "", jiao.source or _source(rules, "jiao"))]
    extra_each = _number(rules, "jiao", "per_extra_zuizi")
    spare = sum(facts.zuizi.values()) - jiao.consumed
    if extra_each and spare > 0:
        names = "、".join(str(_entry(rules, "zuizi", n).get("label", n)) for n in facts.zuizi)
        note = f"{spare} × {extra_each}（{names}）"
        items.append(
            Item(
                "jiao_extra",
                _label(rules, "jiao_extra"),
                extra_each * spare,
                note,
                _source(rules, "jiao"),
            )
        )
    bonus = _number(rules, "jiao", "self_draw_bonus")
    if bonus and "zimo" in facts.present and "gangkai" not in facts.present:
        items.append(
            Item(
                "jiao_self_draw",
                _label(rules, "jiao_self_draw"),
                bonus,
                "自摸的交（杠开除外）",
                _source(rules, "jiao_self_draw") or _source(rules, "jiao"),
            )
        )
    direct = _section(rules, "jiao", "direct")
    reasons = [jiao.key] if jiao.key in direct else jiao.key.split("+")
    patterns = ["jiao", *(r for r in reasons if r != "two_zuizi"), *facts.zuizi]
    patterns += ["yadang"] if facts.yadang else []
    total = sum(i.points for i in items)
    return Price(total, 0), tuple(items), tuple(dict.fromkeys(patterns)), jiao.key


def price_features(features: Mapping[str, Any], rules: Rules, sit: Situation) -> tuple[int, int]:
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
    evaluation = price(facts, rules, sit, None)
    payer, dealer = next(s for s in (1, 2, 3, 4) if s not in (sit.winner, sit.dealer)), sit.dealer
    return (
        evaluation.price.share(payer, sit.winner, sit.dealer) * sit.unit,
        evaluation.price.share(dealer, sit.winner, sit.dealer) * sit.unit,
    )
