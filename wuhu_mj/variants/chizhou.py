"""Chizhou 池州 / 蜡子麻将 (RULINGS §4): 花 thresholds, 番 capped at 3, prices from the rule file.

Scoring is three steps. The 花 count does not depend on how the tiles are read (honors
never form runs), so it is counted once and checked against the threshold for how the
hand was won. Then each reading gets its 番; the value is their sum, capped, or the
`none` value for a 小胡. Payment is 底 × value per payer (payout.py applies 抢杠's multiplier).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import InputError, RuleFileError
from ..evaluation import Evaluation, NotAWin
from ..hand import Hand
from ..patterns import REGISTRY, PatternInput
from ..readings import Reading, describe_reading, hand_readings
from ..result import APPLIES_NONE, Item, Money, Price
from ..ruleset import Rules
from ..situation import Situation
from ..tiles import (
    HONOR_BASE,
    KIND_COUNT,
    PLAYABLE_KINDS,
    Tile,
    chinese,
    code,
    is_honor,
    parse_code,
)
from ..tileset import apply_tileset


def bonus_tiles(rules: Rules) -> set[Tile]:
    """The tiles these rules put in +hua (flowers, and 发 in Chizhou)."""
    values = rules.get("tiles", "bonus")
    try:
        return {parse_code(str(v)) for v in values} if isinstance(values, list) else set()
    except ValueError as exc:
        raise RuleFileError(f"{rules.where('tiles', 'bonus')}: {exc}") from None


def prepare(hand: Hand, rules: Rules, situation: Situation) -> Hand:
    """Reject 发 (a bonus tile here) outside +hua with a message saying where it belongs."""
    bonus = bonus_tiles(rules)
    for tile in hand.concealed:
        if tile in bonus:
            raise InputError(f"{code(tile)} ({chinese(tile)}) is a flower here: write it in +hua")
    for meld in hand.melds:
        if meld.first in bonus:
            raise InputError(
                f"{code(meld.first)} ({chinese(meld.first)}) is a flower here and cannot be "
                f"in a {meld.kind} meld: write it in +hua"
            )
    if situation.rob_kong and hand.counts()[hand.winning] > 1:
        # the robbed seat holds the other three (its peng), so the winner can hold no other copy
        raise InputError(
            f"robbing a kong of {code(hand.winning)}: the robbed seat holds the other three, "
            "so the hand cannot hold another",
            where="--rob-kong",
        )
    return apply_tileset(hand, rules)


def _label(rules: Rules, key: str) -> str:
    return str(rules.get("labels", key))


def _source(rules: Rules, key: str) -> str:
    return str(rules.section("sources").get(key, ""))


def hua_items(hand: Hand, rules: Rules, sit: Situation) -> list[Item]:
    """One item per source of 花 (002 打法 4-10): flowers, 发, honor triplets, kongs.

    Call only for a hand that reads as a pair and four sets: then an honor held three
    times concealed is a triplet.
    """
    items: list[Item] = []

    def add(key: str, tiles: list[int], note: str = "") -> None:
        each = rules.number("hua", key.removeprefix("hua_"))
        label = f"{_label(rules, key)} " + "".join(chinese(t) for t in tiles)
        source = _source(rules, key)
        items.append(Item(key, label, each * len(tiles), note, source, APPLIES_NONE))

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
            add("hua_zi_peng", [tile], "放冲成刻")
        else:
            add("hua_zi_anke", [tile])
    return items


def hua_needed(rules: Rules, sit: Situation) -> tuple[str, int]:
    """The threshold for how the hand was won: (kind, 花 needed)."""
    kind = "rob_kong" if sit.rob_kong else "self_draw" if sit.self_draw else "discard"
    return kind, rules.number("win", "min_hua", kind)


_WIN_WORDS = {"self_draw": "自摸", "discard": "放冲", "rob_kong": "抢杠"}


def evaluate(hand: Hand, rules: Rules, sit: Situation) -> list[Evaluation] | NotAWin:
    readings = hand_readings(hand)
    if not readings:
        return NotAWin("不成胡：牌型不是一对将加四组（池州麻将无七对）")
    hua = hua_items(hand, rules, sit)
    total = sum(i.points for i in hua)
    kind, need = hua_needed(rules, sit)
    details: dict[str, Any] = {"hua": total, "hua_needed": need}
    if total < need:
        shown = "、".join(f"{i.label} {i.points}" for i in hua) or "无"
        reason = f"花不够：只有 {total} 花（{shown}），{_WIN_WORDS[kind]}至少要 {need} 花"
        return NotAWin(reason, details)
    note = f"{_WIN_WORDS[kind]}至少 {need} 花"
    source = _source(rules, "hua_rob_kong" if kind == "rob_kong" else "hua")
    hua.append(Item("hua", _label(rules, "hua"), total, note, source, APPLIES_NONE))
    fans = fan_table(rules)
    counts = _play_counts(hand)
    evaluations = []
    for reading in readings:
        data = PatternInput(hand, reading, sit, counts)
        present = [name for name in fans if REGISTRY[name](data)]
        evaluations.append(price(present, rules, sit, reading, hua, details))
    return evaluations


def _play_counts(hand: Hand) -> tuple[int, ...]:
    """Copies of each kind over the playing tiles only: 发 in +hua is no honor for 混一色."""
    counts = [0] * KIND_COUNT
    for tile in hand.all_tiles():
        counts[tile] += 1
    return tuple(counts)


def fan_table(rules: Rules) -> dict[str, Mapping[str, Any]]:
    """The 番 patterns of the rule file, each checked as a known detector with a whole 番."""
    table: dict[str, Mapping[str, Any]] = {}
    for name, entry in rules.section("fan", "patterns").items():
        where = rules.where("fan", "patterns", name)
        if name not in REGISTRY:
            known = ", ".join(sorted(REGISTRY))
            raise RuleFileError(f"{where}: unknown pattern '{name}' (known: {known})")
        fan = entry.get("fan") if isinstance(entry, dict) else None
        if not isinstance(fan, int) or isinstance(fan, bool):
            raise RuleFileError(f"{where}: '{name}' needs 'fan: <whole number>'")
        table[name] = entry
    return table


def fan_value(fans: list[int], rules: Rules) -> int:
    """Sum of the 番, capped (封顶); the `none` value when there is none."""
    if not fans:
        return rules.number("fan", "none")
    return min(sum(fans), rules.number("fan", "cap"))


def price(
    present: list[str],
    rules: Rules,
    sit: Situation,
    reading: Reading | None,
    hua: list[Item],
    details: Mapping[str, Any],
) -> Evaluation:
    """The value of a reading's 番, as an itemised Evaluation (no dealer extra in Chizhou).

    Each 番 is an item worth 番 × 底 points, and a cap is an item taking off what goes past
    it, so the items a payer pays add up to 底 × value (docs/breakdown.md); the 花 and the
    value itself are shown but paid by nobody."""
    fans = fan_table(rules)
    items = list(hua)
    points = []
    di = rules.number("prices", "di")
    per_fan = "番" if di == 1 else f"番 × 底 {di}"
    for name in present:
        entry = fans[name]
        fan = int(entry["fan"])
        points.append(fan)
        label, source = str(entry.get("label", name)), str(entry.get("source", ""))
        items.append(Item(name, label, fan * di, f"{fan} {per_fan}", source))
    if not points:
        none = rules.number("fan", "none")
        label, source = _label(rules, "xiaohu"), _source(rules, "xiaohu")
        items.append(Item("xiaohu", label, none * di, f"{none} {per_fan}", source))
    value = fan_value(points, rules)
    cap = rules.number("fan", "cap")
    if sum(points) > cap:
        over = sum(points) - cap
        label, source = f"封顶 {cap} 番", _source(rules, "value")
        items.append(Item("cap", label, -over * di, f"{sum(points)} 番超出 {over}", source))
    laizi = bool(points) and sum(points) >= cap
    note = "+".join(str(p) for p in points) or f"{_label(rules, 'xiaohu')} {value}"
    if len(points) > 1:
        note += f" = {sum(points)}"
    if sum(points) > cap:
        note += f"，封顶 {cap}"
    if laizi:
        note += f"（{_label(rules, 'laizi')}）"
    label, source = _label(rules, "value"), _source(rules, "value")
    items.append(Item("value", label, value, note, source, APPLIES_NONE))
    patterns = [*present, *(["laizi"] if laizi else []), *(["zimo"] if sit.self_draw else [])]
    info = {
        **details,
        "value": value,
        "fan_sum": sum(points),
        "laizi": laizi,
        **({"reading": describe_reading(reading)} if reading is not None else {}),
    }
    return Evaluation(Price(di * value, 0), tuple(items), tuple(patterns), reading, info)


def price_features(features: Mapping[str, Any], rules: Rules, sit: Situation) -> tuple[Money, ...]:
    """What one payer pays for the 番 an example states (`fans: [dadiaoche, gangkai]`)."""
    fans = fan_table(rules)
    names = [str(n) for n in features.get("fans") or []]
    for name in names:
        if name not in fans:
            raise InputError(f"'{name}' is not a 番 of the {rules.name} rules", "sample")
    value = fan_value([int(fans[n]["fan"]) for n in names], rules)
    amount = rules.number("prices", "di") * value * sit.unit
    if sit.rob_kong:
        amount *= rules.number("prices", "rob_kong_multiplier")
    return (amount,)
