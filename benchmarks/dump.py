"""Print what `score --json` answers for many thousands of seeded random inputs, one per line.

    python benchmarks/dump.py > /tmp/dump.txt            # 20,000 inputs
    python benchmarks/dump.py -n 2000 --seed 7

Used to show that a refactor changes no result: run it before and after and compare the two
outputs byte for byte. Each line is the input (rule set, hand, options as JSON) and then the
answer: exit class 0 or 1 with the result's JSON (as `score --json` prints it), 2 with the
error message, or "internal" with the exception (a bug). The inputs come from one seeded
random.Random and cover every built-in rule set and the sample house rules: Wuhu hands from
benchmarks/handgen.py, complete hands over each rule set's tiles with melds fed by a seat
(`@seat`), flowers, wilds and indicators, discards, self-draws, dealers, kong draws, robbed
kongs, `--fed`, and some broken inputs (mutated hands, bad options).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from handgen import random_hand

from wuhu_mj import Rules, WuhuMjError, load_rules, score
from wuhu_mj.notation.tiles import HONOR_BASE, code
from wuhu_mj.service.options import situation_from

ROOT = Path(__file__).resolve().parents[1]
RULE_SETS = ["wuhu", "wuhu-fan", "anqing", "anqing-daque", "anqing-classic", "chizhou"]
# The sample house rules every run draws from: named, so that a new preset in
# samples/house-rules/ does not change which inputs an old seed draws.
HOUSE = ["samples/house-rules/qianggang3.yaml", "samples/house-rules/zuizi10-jiao80.yaml"]
KINDS = {
    "wuhu": [*range(27), 33],  # 红中 only (docs/rules.md §2)
    "chizhou": [t for t in range(34) if t != 32],  # 发 are flowers (docs/rules.md §4)
    "anqing": list(range(34)),
    "nanling": list(range(34)),  # a suit is dropped for each hand (缺一门)
}
CHARS = "0123456789mpszf+@, 万筒条东南西北中碰杠吃花pengchi"


def family(rules: str) -> str:
    for name in ("wuhu", "anqing", "chizhou", "nanling"):
        if name in rules:
            return name
    return "wuhu"


def complete_hand(rng: random.Random, kinds: list[int], flowers: bool, chi: bool) -> str:
    """A pair and four sets of `kinds`; some sets exposed, some fed by a seat; maybe flowers."""
    counts = [0] * 34
    concealed: list[int] = []
    melds: list[tuple[str, list[int], int | None]] = []
    pair = rng.choice(kinds)
    counts[pair] += 2
    concealed += [pair, pair]
    for _ in range(4):
        choices = [("run", t) for t in kinds if t < HONOR_BASE and t % 9 <= 6]
        choices = [c for c in choices if all(counts[c[1] + i] < 4 for i in range(3))]
        choices += [("triplet", t) for t in kinds if counts[t] <= 1]
        kind, tile = rng.choice(choices)
        tiles = [tile, tile + 1, tile + 2] if kind == "run" else [tile] * 3
        for t in tiles:
            counts[t] += 1
        if kind == "run":
            meld = "chi" if chi and rng.random() < 0.25 else ""
        else:
            meld = rng.choice(["", "", "peng", "peng", "gang", "angang", "jiagang"])
        if meld in ("gang", "angang", "jiagang"):
            if counts[tile] == 3:
                counts[tile] += 1
                tiles.append(tile)
            else:
                meld = "peng"
        if meld:
            seat = rng.choice([None, 2, 3, 4, 2, 3]) if meld != "angang" else None
            melds.append((meld, tiles, seat))
        else:
            concealed += tiles
    rng.shuffle(concealed)
    text = "".join(code(t) for t in concealed)
    for kind, tiles, seat in melds:
        text += f"+{kind}" + "".join(code(t) for t in tiles) + (f"@{seat}" if seat else "")
    if flowers and rng.random() < 0.6:
        chosen = sorted(rng.sample(range(1, 9), rng.randint(1, 4)))
        text += "+hua" + "".join(str(n) for n in chosen) + "f"
    return text


def options_for(rng: random.Random, rules: str) -> dict[str, Any]:
    fam = family(rules)
    options: dict[str, Any] = {"dealer": rng.randint(1, 4)}
    if rng.random() < 0.15:
        options["winner"] = rng.randint(1, 4)
    if fam not in ("anqing", "nanling") and rng.random() < 0.55:
        options["from"] = rng.choice([2, 3, 4])
        if rng.random() < 0.08:
            options["rob_kong"] = True
    if rng.random() < 0.08:
        options["kong_draw"] = True
    if fam == "anqing":
        roll = rng.random()
        if roll < 0.5:
            options["wild"] = code(rng.choice(KINDS["anqing"]))
        elif roll < 0.9:
            options["indicator"] = code(rng.choice(KINDS["anqing"]))
        if rng.random() < 0.1:
            options["wild_discarded"] = True
        if rng.random() < 0.25:
            options["streak"] = rng.randint(0, 5)
    if fam == "nanling":  # self-draw only: the wild or its indicator, the opening wilds
        roll = rng.random()
        if roll < 0.5:
            options["wild"] = code(rng.choice(KINDS["nanling"]))
        elif roll < 0.95:
            options["indicator"] = code(rng.choice(KINDS["nanling"]))
        if rng.random() < 0.15:
            options["opening_wilds"] = rng.randint(1, 3)
    if fam != "chizhou" and rng.random() < 0.03:
        options[rng.choice(["heavenly", "earthly"])] = True
    if rng.random() < 0.05:
        melds = ",".join(rng.choice(["peng", "chi", "gang", "peng:m", "chi:s"]) for _ in "12")
        options["fed"] = [f"{rng.choice([2, 3, 4])}={melds}"]
    if rng.random() < 0.1:
        options["unit"] = rng.choice([1, 2, 5])
    return options


def broken(rng: random.Random, hand: str, options: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A mutated hand, or a silly option value."""
    if rng.random() < 0.7:
        chars = list(hand)
        for _ in range(rng.randint(1, 3)):
            where = rng.randrange(len(chars) + 1)
            if rng.random() < 0.5 and chars:
                del chars[min(where, len(chars) - 1)]
            else:
                chars.insert(where, rng.choice(CHARS))
        return "".join(chars), options
    name, value = rng.choice(
        [("from", 1), ("winner", 5), ("unit", 0), ("wild", "0m"), ("streak", -1), ("x", 1)]
    )
    return hand, {**options, name: value}


def changed_tile(rng: random.Random, hand: str) -> str:
    """The hand with the number of its first concealed tile drawn again: mostly no win, and
    13 tiles that mostly wait on nothing. Rule sets of no family above (where any pair and
    four sets may win) need such hands too; the families' own inputs, and so the dump's,
    draw nothing here."""
    if not hand[:1].isdigit():
        return hand
    return f"{rng.randint(1, 9)}{hand[1:]}"


def cases(
    rng: random.Random, n: int, rule_sets: Sequence[str] = ()
) -> list[tuple[str, str, dict[str, Any]]]:
    """`n` inputs over `rule_sets` (a built-in name or a rule file's path), else over the
    built-in rule sets and the sample house rules above."""
    out = []
    for _ in range(n):
        rules = rng.choice(rule_sets or [*RULE_SETS, *RULE_SETS, *HOUSE])
        fam = family(rules)
        if fam == "wuhu" and rng.random() < 0.5:
            gen = random_hand(rng)
            hand = gen.notation()
            options = {k: v for k, v in gen.options().items() if k != "rules"}
        elif fam == "nanling":
            dropped = rng.randrange(3)
            kinds = [t for t in KINDS[fam] if t >= HONOR_BASE or t // 9 != dropped]
            hand = complete_hand(rng, kinds, False, False)
            options = options_for(rng, rules)
        else:
            hand = complete_hand(rng, KINDS[fam], fam == "chizhou", fam != "wuhu")
            options = options_for(rng, rules)
        if fam not in rules and rules not in HOUSE and rng.random() < 0.15:
            hand = changed_tile(rng, hand)
        if rng.random() < 0.08:
            hand, options = broken(rng, hand, options)
        out.append((rules, hand, options))
    return out


def answer(rules: Rules, hand: str, options: dict[str, Any]) -> str:
    try:
        result = score(hand, rules, situation_from(options))
    except WuhuMjError as exc:
        return f"2 {exc}"
    except Exception as exc:  # a bug: shown, not hidden
        return f"internal {type(exc).__name__}: {exc}"
    data = json.dumps(result.to_json(), ensure_ascii=False, sort_keys=False)
    return f"{0 if result.winning else 1} {data}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-n", type=int, default=20000, help="how many inputs (20,000)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--rule-sets", default=",".join(RULE_SETS), help="built-in names")
    args = parser.parse_args()
    RULE_SETS[:] = args.rule_sets.split(",")
    rng = random.Random(args.seed)
    loaded = {name: load_rules(name) for name in [*RULE_SETS, *HOUSE]}  # as `batch` does
    for rules, hand, options in cases(rng, args.n):
        line = f"{rules}\t{hand}\t{json.dumps(options, sort_keys=True)}\t"
        print(line + answer(loaded[rules], hand, options))


if __name__ == "__main__":
    main()
