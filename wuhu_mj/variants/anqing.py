"""Anqing 安庆 (RULINGS §3): wild tiles 钻牌, 七对, 十三烂, the wild win conditions, points.

Steps: resolve the wild (``--wild``, or ``--indicator`` through the rule file's
`wilds.wild_order`), check the melds and the bonus dragons (prepare); read the hand
every way with the wilds as jokers (wilds.py); keep the readings a wild rule lets win;
price each one from the rule file's `points:` table. Self-draw only: every other seat
pays the price, plus the dealer extra and 连庄 between the dealer and the winner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from .. import wilds
from ..errors import InputError, RuleFileError
from ..evaluation import Evaluation, NotAWin
from ..hand import MELD_LABELS, Hand, Meld
from ..patterns import REGISTRY, PatternInput
from ..readings import Group, Reading, is_standard_complete
from ..result import APPLIES_DEALER, Item, Money, Price
from ..ruleset import Rules, per_rules
from ..situation import Situation
from ..tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, chinese, code, is_suited, is_wind, parse_code
from ..tileset import apply_tileset

ZHONG = HONOR_BASE + 6
DRAGONS = (HONOR_BASE + 4, HONOR_BASE + 5, HONOR_BASE + 6)  # 白 发 中
SUIT_NAMES = "万筒条"


@dataclass(frozen=True)
class WildSetup:
    wild: Tile
    zhong_as: Tile | None  # the tile 中 plays (the wild's own), or None
    bonus: frozenset[Tile]  # dragons that are bonus tiles under this wild

    def play(self, tile: Tile) -> Tile:
        """The kind a natural tile plays: 中 plays the wild's tile when it may."""
        return self.zhong_as if tile == ZHONG and self.zhong_as is not None else tile


# ---------------------------------------------------------------- the wild


def _order(rules: Rules) -> dict[Tile, Tile]:
    cycles = rules.get("wilds", "wild_order")
    where = rules.where("wilds", "wild_order")
    if not isinstance(cycles, list):
        raise RuleFileError(f"{where}: 'wilds.wild_order' must be a list of tile cycles")
    following: dict[Tile, Tile] = {}
    for cycle in cycles:
        try:
            tiles = [parse_code(str(t)) for t in cycle]
        except (ValueError, TypeError) as exc:
            raise RuleFileError(f"{where}: {exc}") from None
        for i, tile in enumerate(tiles):
            following[tile] = tiles[(i + 1) % len(tiles)]
    return following


def resolve_wild(rules: Rules, sit: Situation) -> Tile:
    """The wild from --wild, or the tile after --indicator in the rule file's order."""
    if sit.wild is not None and sit.indicator is not None:
        raise InputError("give --wild or --indicator, not both", "--indicator")
    if sit.wild is not None:
        if sit.wild >= PLAYABLE_KINDS:
            raise InputError(f"{code(sit.wild)} cannot be the wild", "--wild")
        return sit.wild
    if sit.indicator is not None:
        following = _order(rules)
        if sit.indicator not in following:
            raise InputError(f"{code(sit.indicator)} cannot be flipped for a wild", "--indicator")
        return following[sit.indicator]
    raise InputError("Anqing hands need the wild: --wild TILE or --indicator TILE", "--wild")


def wild_setup(rules: Rules, sit: Situation) -> WildSetup:
    wild = resolve_wild(rules, sit)
    plays = rules.flag("wilds", "zhong_plays_wild") and wild < HONOR_BASE + 4
    zhong_as = wild if plays else None
    bonus: frozenset[Tile] = frozenset()
    if rules.flag("wilds", "bonus_dragons"):
        # 发 and 白 when the wild is not a dragon; the two other dragons when it is.
        bonus = frozenset(d for d in DRAGONS if d != wild and not (d == ZHONG and plays))
    return WildSetup(wild, zhong_as, bonus)


def prepare(hand: Hand, rules: Rules, sit: Situation) -> Hand:
    if sit.discarder is not None:
        raise InputError("Anqing is won by self-draw only (只能自摸); drop --from", "--from")
    hand = apply_tileset(hand, rules)
    setup = wild_setup(rules, sit)
    for meld in hand.melds:
        if setup.wild in meld.tiles and meld.kind != "angang":
            raise InputError(
                f"the wild {code(setup.wild)} cannot be in a {MELD_LABELS[meld.kind]} meld "
                "(钻不可以吃碰; only a concealed kong of the four wilds)"
            )
        bonus = [t for t in meld.tiles if t in setup.bonus]
        if bonus:
            raise InputError(
                f"{chinese(bonus[0])} is a bonus tile with the wild {code(setup.wild)}: "
                "write it in +hua, not in a meld"
            )
    for tile in hand.bonus:
        if tile not in setup.bonus:
            takes = "、".join(chinese(t) for t in sorted(setup.bonus)) or "nothing"
            raise InputError(
                f"{chinese(tile)} is not a bonus tile with the wild {code(setup.wild)} "
                f"(+hua takes {takes})"
            )
    return hand


# ---------------------------------------------------------------- hand facts


@dataclass(frozen=True)
class HandFacts:
    """What the wild rules need, worked out once per hand."""

    setup: WildSetup
    jokers: int  # wilds among the concealed tiles, the winning tile included
    wilds_held: int  # jokers plus a concealed kong of the wilds
    nat: tuple[int, ...]  # natural concealed counts, 中 playing the wild where it may
    lan: tuple[int, ...]  # natural concealed counts with 中 as 中 (十三烂)
    meld_groups: tuple[tuple[Meld, Group], ...]
    winning_is_wild: bool
    jianzi: bool  # 见字胡: a 万/筒/条 tile that is not a wild
    paofeng: str  # the hand-wide kind of 跑风 (single wait, 吊钻), "" when none
    bonus_held: tuple[Tile, ...]  # bonus dragons among the concealed tiles


def _counts(tiles: Sequence[Tile], setup: WildSetup, zhong: bool) -> tuple[list[int], int]:
    counts = [0] * PLAYABLE_KINDS
    jokers = 0
    for t in tiles:
        if t == setup.wild:
            jokers += 1
        else:
            counts[setup.play(t) if zhong else t] += 1
    return counts, jokers


def _meld_group(meld: Meld, setup: WildSetup) -> Group:
    first = setup.play(meld.first) if meld.kind != "chi" else meld.first
    if meld.kind == "chi":
        return Group("run", first, meld)
    return Group("kong" if meld.is_kong else "triplet", first, meld)


def _complete(nat: list[int], lan: list[int], jokers: int, melds: bool) -> bool:
    if jokers == 0:
        if is_standard_complete(nat):
            return True
    elif wilds.standard_complete(nat, jokers):
        return True
    return not melds and (wilds.pairs_complete(nat, jokers) or wilds.lan_complete(lan, jokers))


def waits(hand: Hand, setup: WildSetup, limit: int = 34) -> list[Tile]:
    """Natural tile kinds that complete the 13 tiles before the winning tile (a drawn wild
    is not a wait of its own); stops after `limit` waits."""
    nat, jokers = _counts(hand.closed, setup, True)
    lan, _ = _counts(hand.closed, setup, False)
    held = [0] * PLAYABLE_KINDS
    for t in [*hand.closed, *(t for m in hand.melds for t in m.tiles), *hand.bonus]:
        held[t] += 1
    found: list[Tile] = []
    for tile in range(PLAYABLE_KINDS):
        if tile == setup.wild or tile in setup.bonus or held[tile] >= 4:
            continue
        played = setup.play(tile)
        nat[played] += 1
        lan[tile] += 1
        if _complete(nat, lan, jokers, bool(hand.melds)):
            found.append(tile)
        nat[played] -= 1
        lan[tile] -= 1
        if len(found) >= limit:
            break
    return found


def hand_facts(hand: Hand, setup: WildSetup) -> HandFacts:
    nat, jokers = _counts(hand.concealed, setup, True)
    lan, _ = _counts(hand.concealed, setup, False)
    wild_kongs = sum(1 for m in hand.melds if m.kind == "angang" and m.first == setup.wild)
    winning_is_wild = hand.winning == setup.wild
    jianzi = not winning_is_wild and is_suited(setup.play(hand.winning))
    return HandFacts(
        setup=setup,
        jokers=jokers,
        wilds_held=jokers + 4 * wild_kongs,
        nat=tuple(nat),
        lan=tuple(lan),
        meld_groups=tuple((m, _meld_group(m, setup)) for m in hand.melds),
        winning_is_wild=winning_is_wild,
        jianzi=jianzi,
        paofeng="",
        bonus_held=tuple(t for t in hand.concealed if t in setup.bonus),
    )


def hand_paofeng(hand: Hand, facts: HandFacts) -> str:
    """跑风 that holds for the whole hand: 吊钻 (the 13 tiles less one wild are complete:
    sets only, or six pairs), or a single wait on a winning tile that is not a wild."""
    setup = facts.setup
    if setup.wild in hand.closed:
        nat13, j13 = _counts(hand.closed, setup, True)
        if wilds.standard_complete(nat13, j13 - 1, want_pair=False) or (
            not hand.melds and wilds.pairs_complete(nat13, j13 - 1, 6)
        ):
            return "吊钻"
    if not facts.winning_is_wild and waits(hand, setup, limit=2) == [hand.winning]:
        return "只听一张（独吊、边、卡）"
    return ""


def candidate_readings(
    hand: Hand, facts: HandFacts, features: wilds.Features = (True, True, True)
) -> list[Reading]:
    """Every shape the hand can take; a bonus dragon held allows only 十三烂."""
    setup = facts.setup
    out: list[Reading] = []
    if not facts.bonus_held:
        blocked = tuple(
            t - HONOR_BASE
            for t in DRAGONS
            if t in setup.bonus or (t == ZHONG and setup.zhong_as is not None)
        )
        out += wilds.standard_readings(
            facts.nat, facts.jokers, setup.wild, facts.meld_groups, blocked, features
        )
        if not hand.melds:
            pairs = wilds.pairs_reading(facts.nat, facts.jokers, setup.wild)
            if pairs is not None:
                out.append(pairs)
    if not hand.melds:
        out += wilds.lan_readings(facts.lan, facts.jokers, setup.wild)
    return out


# ---------------------------------------------------------------- may it win?


def win_condition(facts: HandFacts, reading: Reading, sit: Situation) -> tuple[str, str]:
    """(the condition that lets this reading win, "") or ("", the rule that forbids it)."""
    if reading.shape == "thirteen_lan":
        return "十三烂（不受钻牌限制）", ""
    held = facts.wilds_held > 0
    paofeng = paofeng_kind(facts, reading)
    if not held and not sit.wild_discarded:
        return "无钻", ""
    ways = []
    if sit.kong_draw:
        ways.append("杠开")
    if not held:  # discarded a wild earlier
        if paofeng:
            ways.append(f"跑风（{paofeng}）")
        rule = "无钻但打出过钻：须跑风或杠开"
    elif not sit.wild_discarded:
        if facts.jianzi:
            ways.append("见字胡")
        rule = "有钻：须见字胡（胡万、筒、条，且不是钻）或杠开"
    else:
        if paofeng and facts.jianzi:
            ways.append(f"跑风（{paofeng}）且见字胡")
        rule = "有钻且打出过钻：须杠开，或同时跑风和见字胡"
    if ways:
        return "、".join(ways), ""
    return "", rule


def paofeng_kind(facts: HandFacts, reading: Reading) -> str:
    """跑风 of a reading: the hand's single wait or 吊钻, or 硬对对胡 (all triplets, no wild)."""
    if facts.paofeng:
        return facts.paofeng
    if (
        reading.shape == "standard"
        and facts.wilds_held == 0
        and all(g.kind in ("triplet", "kong") for g in reading.sets)
    ):
        return "硬对对胡"
    return ""


def suits_played(reading: Reading, played: Sequence[int]) -> int:
    return sum(1 for b in (0, 9, 18) if any(played[b : b + 9]))


# ---------------------------------------------------------------- evaluate


def played_counts(hand: Hand, facts: HandFacts, reading: Reading) -> tuple[int, ...]:
    """Copies of each kind as the reading plays them (melds included, kongs as 4)."""
    counts = [0] * PLAYABLE_KINDS
    if reading.shape == "thirteen_lan":
        for t, n in enumerate(facts.lan):
            counts[t] += n
        for _wild, t in reading.stand_ins:
            counts[t] += 1
        return tuple(counts)
    for g in reading.groups:
        for t in g.tiles:
            counts[t] += 1
    return tuple(counts)


def evaluate(hand: Hand, rules: Rules, sit: Situation) -> list[Evaluation] | NotAWin:
    setup = wild_setup(rules, sit)
    facts = hand_facts(hand, setup)
    table = point_table(rules)
    readings = candidate_readings(hand, facts, table.features)
    wild_info = {"wild": code(setup.wild)}
    if not readings:
        if facts.bonus_held:
            tile = chinese(facts.bonus_held[0])
            return NotAWin(
                f"{tile}是杠牌（钻牌 {code(setup.wild)}）：须亮出补牌（写在 +hua），"
                "留在手里不能胡（003 杠牌）",
                wild_info,
            )
        return NotAWin("不成胡：不是四组加一对、七对或十三烂（钻牌可代任何牌）", wild_info)
    facts = replace(facts, paofeng=hand_paofeng(hand, facts))
    max_suits = table.max_suits
    evaluations: list[Evaluation] = []
    refusals: list[str] = []
    for reading in readings:
        played = played_counts(hand, facts, reading)
        if max_suits is not None and suits_played(reading, played) > int(max_suits):
            refusals.append(f"打缺：万、筒、条最多只能有 {max_suits} 门")
            continue
        condition, rule = win_condition(facts, reading, sit)
        if not condition:
            refusals.append(rule)
            continue
        evaluations.append(price(hand, table, sit, facts, reading, played, condition))
    if not evaluations:
        reason = refusals[0]
        return NotAWin(f"牌型已成，但不能胡：{reason}", {**wild_info, "refused_by": reason})
    return evaluations


# ---------------------------------------------------------------- the point table


@dataclass(frozen=True)
class PointRule:
    """One entry of the rule file's `points:` table."""

    name: str
    label: str
    source: str
    points: int
    steps: tuple[int, ...] = ()  # 杠开: the first n steps for n kongs held
    minus_per_kong: int = 0
    replaces: frozenset[str] = frozenset()

    def value(self, kongs: int) -> int:
        if not self.steps:
            return self.points
        n = min(kongs, len(self.steps))
        return sum(self.steps[:n]) - self.minus_per_kong * n


@dataclass(frozen=True)
class PointTable:
    """The rule file's numbers, read and checked once per rule set."""

    points: tuple[PointRule, ...]
    kong: Mapping[str, int]
    wind_extra: Mapping[str, int]
    dealer_extra: int
    streak: tuple[int, ...]
    labels: Mapping[str, str]
    sources: Mapping[str, str]
    max_suits: int | None
    features: wilds.Features  # what tells readings apart: suits, 一龙, wind triplets


def _int(rules: Rules, value: Any, *path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleFileError(f"{rules.where(*path)}: '{'.'.join(path)}' must be a whole number")
    return value


def _point_rule(rules: Rules, name: str) -> PointRule:
    if name not in REGISTRY:
        known = ", ".join(sorted(REGISTRY))
        raise RuleFileError(
            f"{rules.where('points', name)}: unknown pattern '{name}' (known: {known})"
        )
    entry = rules.get("points", name)
    if not isinstance(entry, dict):
        raise RuleFileError(f"{rules.where('points', name)}: 'points.{name}' must be a mapping")
    label, source = str(entry.get("label", name)), str(entry.get("source", ""))
    replaces = frozenset(str(r) for r in entry.get("replaces") or [])
    if "steps" in entry:
        steps = entry["steps"]
        if not isinstance(steps, list) or not steps:
            raise RuleFileError(f"{rules.where('points', name, 'steps')}: a list of numbers")
        return PointRule(
            name,
            label,
            source,
            0,
            tuple(_int(rules, s, "points", name, "steps") for s in steps),
            _int(rules, entry.get("minus_per_kong", 0), "points", name, "minus_per_kong"),
            replaces,
        )
    points = _int(rules, entry.get("points"), "points", name, "points")
    return PointRule(name, label, source, points, replaces=replaces)


_TABLES: dict[int, tuple[Rules, PointTable]] = {}
# Patterns that depend on which suits and honors a reading plays.
_SUIT_PATTERNS = ("qingyise", "couyise", "ziyise", "hunyise")


def point_table(rules: Rules) -> PointTable:
    """The checked table of a rule set (kept while the Rules object lives)."""
    return per_rules(_TABLES, rules, _read_point_table)


def _read_point_table(rules: Rules) -> PointTable:
    rules_points = tuple(_point_rule(rules, str(n)) for n in rules.section("points"))
    kinds = ("gang", "jiagang", "angang")
    streak = rules.get("prices", "streak")
    if not isinstance(streak, list) or not streak:
        raise RuleFileError(f"{rules.where('prices', 'streak')}: a list of points for N = 1, 2, …")
    max_suits = rules.get("wilds", "max_suits")
    priced = {p.name for p in rules_points if p.points or any(p.steps)}
    table = PointTable(
        points=tuple(p for p in rules_points if p.points or any(p.steps)),
        kong={k: rules.number("kong", k) for k in kinds},
        wind_extra={k: rules.number("kong", "wind_extra", k) for k in kinds},
        dealer_extra=rules.number("prices", "dealer_extra"),
        streak=tuple(_int(rules, v, "prices", "streak") for v in streak),
        labels={str(k): str(v) for k, v in rules.section("labels").items()},
        sources={str(k): str(v) for k, v in rules.section("sources").items()},
        max_suits=None if max_suits is None else _int(rules, max_suits, "wilds", "max_suits"),
        features=(
            max_suits is not None or any(n in priced for n in _SUIT_PATTERNS),
            "yilong" in priced,
            "feng" in priced,
        ),
    )
    return table


# ---------------------------------------------------------------- price


CODES = tuple(code(t) for t in range(PLAYABLE_KINDS))


@lru_cache(maxsize=4096)
def group_text(group: Group) -> str:
    """``123m``, ``55z``, ``+peng999m``."""
    text = "".join(CODES[t][0] for t in group.tiles) + CODES[group.tile][1]
    return f"+{group.meld.kind}{text}" if group.meld is not None else text


def _describe(reading: Reading, facts: HandFacts) -> list[str]:
    if reading.shape == "thirteen_lan":
        tiles = [t for t, n in enumerate(facts.lan) for _ in range(n)]
        tiles += [t for _w, t in reading.stand_ins]
        return ["十三烂 " + " ".join(CODES[t] for t in sorted(tiles))]
    return [group_text(g) for g in reading.groups]


def stand_in_texts(hand: Hand, facts: HandFacts, reading: Reading) -> list[str]:
    """ "钻 5m → 3p" for each concealed wild, "中 → 5m" for each 中 playing the wild."""
    wild = CODES[facts.setup.wild]
    out = []
    for w, played in reading.stand_ins:
        target = f"{CODES[played]}（本身）" if played == w else CODES[played]
        out.append(f"钻 {wild} → {target}")
    for meld in hand.melds:
        if meld.kind == "angang" and meld.first == facts.setup.wild:
            out.append(f"钻 {wild} ×4 → 暗杠（本身）")
    zhong_as = facts.setup.zhong_as
    if zhong_as is not None and reading.shape != "thirteen_lan":
        tiles = [*hand.concealed, *(t for m in hand.melds for t in m.tiles)]
        out += [f"中 → {code(zhong_as)}"] * sum(t == ZHONG for t in tiles)
    return out


def price(
    hand: Hand,
    table: PointTable,
    sit: Situation,
    facts: HandFacts,
    reading: Reading,
    played: tuple[int, ...],
    condition: str,
) -> Evaluation:
    paofeng = paofeng_kind(facts, reading)
    data = PatternInput(
        hand,
        reading,
        sit,
        played,
        {
            "wilds_held": facts.wilds_held,
            "wilds_concealed": facts.jokers,
            "paofeng": paofeng,
            "bonus_dragons": len(hand.bonus),
        },
    )
    kongs = len(hand.kongs)
    present = [(rule, n) for rule in table.points if (n := REGISTRY[rule.name](data))]
    replaced = {r for rule, _ in present for r in rule.replaces}
    items: list[Item] = []
    for rule, times in present:
        each = rule.value(kongs)
        if rule.name in replaced or not each:
            continue
        note = ""
        if rule.name == "paofeng":
            note = paofeng
        elif rule.steps:
            note = f"{kongs} 杠"
        elif rule.name == "bonus_dragons":
            note = " ".join(chinese(t) for t in hand.bonus)
        items += [Item(rule.name, rule.label, each, note, rule.source)] * times
    source = table.sources.get("kong", "")
    for meld, group in facts.meld_groups:
        if not meld.is_kong:
            continue
        label = f"{table.labels.get('kong_' + meld.kind, meld.kind)} {code(group.tile)}"
        items.append(Item(meld.kind, label, table.kong[meld.kind], "", source))
        extra = table.wind_extra[meld.kind] if is_wind(group.tile) else 0
        if extra:
            label = table.labels.get("wind_kong", "wind_kong")
            items.append(Item("wind_kong", label, extra, chinese(group.tile), source))
    base = sum(i.points for i in items)
    dealer = table.dealer_extra
    if dealer:
        items.append(
            Item(
                "dealer",
                table.labels.get("dealer", "dealer"),
                dealer,
                "庄家胡或庄家付时另加",
                table.sources.get("dealer", ""),
                APPLIES_DEALER,
            )
        )
    streak = table.streak[min(sit.streak, len(table.streak)) - 1] if sit.streak > 0 else 0
    if streak:
        items.append(
            Item(
                "lianzhuang",
                table.labels.get("streak", "streak"),
                streak,
                f"连庄 {sit.streak} 次，庄家胡或庄家付时另加",
                table.sources.get("streak", ""),
                APPLIES_DEALER,
            )
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
    return Evaluation(Price(base, dealer + streak), tuple(items), patterns, reading, details)


def price_features(features: Mapping[str, Any], rules: Rules, sit: Situation) -> tuple[Money, ...]:
    """Sum the points of the patterns a worked example names (for examples no hand can
    realise): `patterns: [name, ...]`, `kongs: n` (for 杠开)."""
    kongs = int(features.get("kongs", 0))
    by_name = {rule.name: rule for rule in point_table(rules).points}
    total = 0
    for name in features.get("patterns") or []:
        if str(name) not in by_name:
            raise InputError(f"unknown or unpriced pattern '{name}'", "sample")
        total += by_name[str(name)].value(kongs)
    return (total * sit.unit,)
