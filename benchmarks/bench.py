"""Speed of wuhu-mj, with `mahjong` 2.1.0 side by side in the same run.

    python benchmarks/bench.py            # 5000 random winning Wuhu hands, 3 rounds
    python benchmarks/bench.py --hands 20000 --rounds 5

Prints every ratio the speed targets name (docs/speed.md), from this one run:
  1. Wuhu hands scored in a batch vs `HandCalculator.estimate_hand_value` on the same tiles;
  2. `wuhu-mj score --json` start-up vs `python -c "import click, yaml"`;
  3. Anqing hands holding four wilds, per hand;
  4. `waits` of a 13-tile hand, per hand, and of a 14-tile hand, per discard option.
Installs `mahjong==2.1.0` with pip into this environment if it is missing. Rounds alternate
between the two scorers and the best round of each counts, so a busy machine hurts both
alike; the first (cold-cache) round of wuhu-mj is printed too.
"""

from __future__ import annotations

import argparse
import compileall
import importlib
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from handgen import GenHand, random_hands  # noqa: E402

MAHJONG_VERSION = "2.1.0"


def ensure_mahjong() -> Any:
    """Import `mahjong` 2.1.0, installing it with pip first if needed."""
    try:
        from importlib.metadata import version

        if version("mahjong") == MAHJONG_VERSION:
            return importlib.import_module("mahjong")
    except Exception:
        pass
    print(f"installing mahjong=={MAHJONG_VERSION} ...", file=sys.stderr)
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", f"mahjong=={MAHJONG_VERSION}"], check=True
    )
    importlib.invalidate_caches()
    return importlib.import_module("mahjong")


def per_item(func: Callable[[], object], count: int) -> float:
    """Seconds per item for one call of `func` that handles `count` items."""
    start = time.perf_counter()
    func()
    return (time.perf_counter() - start) / count


# ---------------------------------------------------------------- 1. batch scoring


def mahjong_inputs(hands: Sequence[GenHand]) -> list[tuple[list[int], int, list[Any], Any]]:
    """The same tiles in mahjong's 136-tile form, melds as its Meld objects (红中 is 7z there
    too). Conversion happens before timing: estimate_hand_value gets ready arrays."""
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld

    out = []
    for hand in hands:
        used = [0] * 34

        def convert(tile: int, used: list[int] = used) -> int:
            used[tile] += 1
            return tile * 4 + used[tile] - 1

        tiles: list[int] = []
        melds = []
        for kind, meld_tiles in hand.melds:
            converted = [convert(t) for t in meld_tiles]
            tiles += converted
            meld_type = Meld.KAN if len(meld_tiles) == 4 else Meld.PON
            melds.append(Meld(meld_type, converted, opened=kind != "angang"))
        concealed = [convert(t) for t in hand.concealed]
        tiles += concealed
        out.append((tiles, concealed[-1], melds, HandConfig(is_tsumo=hand.self_draw)))
    return out


def prepared_hands(hands: Sequence[GenHand]) -> list[tuple[Any, Any]]:
    from wuhu_mj import parse_hand
    from wuhu_mj.service.options import situation_from

    out = []
    for hand in hands:
        options = hand.options()
        options.pop("rules")
        out.append((parse_hand(hand.notation()), situation_from(options)))
    return out


def bench_batch(
    hands: Sequence[GenHand], rounds: int, fresh: Sequence[GenHand]
) -> dict[str, float]:
    from mahjong.hand_calculating.hand import HandCalculator

    from wuhu_mj import load_rules
    from wuhu_mj.batch.run import BatchLine, Scorer
    from wuhu_mj.scoring.best import score

    rules = load_rules("wuhu")
    texts = [h.notation() for h in hands]
    prepared = prepared_hands(hands)
    lines = [
        BatchLine(i + 1, text, h.options())
        for i, (h, text) in enumerate(zip(hands, texts, strict=True))
    ]
    theirs = mahjong_inputs(hands)
    calculator = HandCalculator()

    def run_ours() -> None:
        for hand, sit in prepared:
            score(hand, rules, sit)

    def run_batch() -> None:
        scorer = Scorer()
        for line in lines:
            scorer.score_line(line)

    def run_theirs() -> None:
        for tiles, win, melds, config in theirs:
            calculator.estimate_hand_value(tiles, win, melds=melds, config=config)

    n = len(hands)
    ours, batch, mahjong = [], [], []
    for _ in range(rounds):
        ours.append(per_item(run_ours, n))
        batch.append(per_item(run_batch, n))
        mahjong.append(per_item(run_theirs, n))
    wins = sum(score(h, rules, s).winning for h, s in prepared)
    assert wins == n, f"the generator made {n - wins} hands that do not win"
    # Hands never scored before, each once: what a long batch meets after its first hands.
    unseen = prepared_hands(fresh)

    def run_unseen() -> None:
        for hand, sit in unseen:
            score(hand, rules, sit)

    return {
        "ours_fresh": per_item(run_unseen, len(unseen)),
        "ours_cold": ours[0],
        "ours": min(ours),
        "batch": min(batch),
        "mahjong": min(mahjong),
    }


# ---------------------------------------------------------------- 2. start-up


def bench_startup(runs: int) -> dict[str, float]:
    """Median wall time of fresh processes. Bytecode is compiled first, as `pip install`
    does (this project's dev environment sets PYTHONDONTWRITEBYTECODE)."""
    import wuhu_mj

    compileall.compile_dir(str(Path(wuhu_mj.__file__).parent), quiet=1)
    script = Path(sys.executable).parent / "wuhu-mj"
    ours_cmd = [str(script)] if script.exists() else [sys.executable, "-m", "wuhu_mj"]
    ours_cmd += ["score", "--json", "11234678m23467p5p", "--from", "3"]
    base_cmd = [sys.executable, "-c", "import click, yaml"]

    def once(cmd: list[str]) -> float:
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False)
        return time.perf_counter() - start

    once(ours_cmd)
    once(base_cmd)
    ours, base = [], []
    for _ in range(runs):
        ours.append(once(ours_cmd))
        base.append(once(base_cmd))
    return {"ours": statistics.median(ours), "base": statistics.median(base)}


# ---------------------------------------------------------------- 3. Anqing, four wilds


def anqing_hands(count: int, seed: int) -> list[tuple[str, int]]:
    """Random winning shapes over all 34 kinds with four tiles turned into the wild.

    No 白/发 (bonus tiles when the wild is suited) and no 中 (it plays the wild's tile),
    so each hand is legal; whether it may win is the scorer's business, not the timing's.
    """
    rng = random.Random(seed)
    plain = [t for t in range(34) if t not in (31, 32, 33)]
    out = []
    while len(out) < count:
        wild = rng.randrange(27)
        counts = [0] * 34
        tiles: list[int] = []
        for kind in ["pair", "set", "set", "set", "set"]:
            if kind == "set" and rng.random() < 0.6:
                suit, start = rng.randrange(3), rng.randrange(7)
                group = [suit * 9 + start + k for k in range(3)]
            else:
                tile = rng.choice(plain)
                group = [tile] * (2 if kind == "pair" else 3)
            tiles += group
            for t in group:
                counts[t] += 1
        if counts[wild] or max(counts) > 4:
            continue
        rng.shuffle(tiles)
        for i in rng.sample(range(14), 4):
            tiles[i] = wild
        code = "".join(f"{t % 9 + 1}{'mpsz'[t // 9]}" for t in tiles)
        out.append((code, wild))
    return out


def bench_anqing(count: int, rounds: int, seed: int) -> float | None:
    from wuhu_mj import Situation, load_rules
    from wuhu_mj.rules.ruleset import builtin_names
    from wuhu_mj.scoring.best import score

    if "anqing" not in builtin_names():
        return None
    rules = load_rules("anqing")
    cases = [(text, Situation(extra=(("wild", wild),))) for text, wild in anqing_hands(count, seed)]

    def run() -> None:
        for text, sit in cases:
            score(text, rules, sit)

    return min(per_item(run, count) for _ in range(rounds))


# ---------------------------------------------------------------- 4. waits


def bench_waits(hands: Sequence[GenHand], rounds: int) -> float:
    from wuhu_mj import Situation, load_rules
    from wuhu_mj.scoring.waits import find_waits, parse_waiting_hand

    rules = load_rules("wuhu")
    cases = []
    for hand in hands:
        thirteen = GenHand(hand.concealed[:-1], hand.melds, True, None, 1).notation()
        cases.append(parse_waiting_hand(thirteen))
    sit = Situation()

    def run() -> None:
        for case in cases:
            find_waits(case, rules, sit)

    return min(per_item(run, len(cases)) for _ in range(rounds))


def bench_discards(hands: Sequence[GenHand], rounds: int, seed: int) -> float:
    """`waits` of a 14-tile hand (which tile to discard), per discard option: the 13 tiles
    before a win plus one random drawn tile, as a player holds them after drawing."""
    from wuhu_mj import Situation, load_rules
    from wuhu_mj.notation.text import read_parts
    from wuhu_mj.scoring.discards import discards_of

    rules = load_rules("wuhu")
    rng = random.Random(seed)
    cases = []
    options = 0
    for hand in hands:
        thirteen = GenHand(hand.concealed[:-1], hand.melds, True, None, 1).notation()
        parts = read_parts(thirteen, 13)
        held = parts.concealed + [t for m in parts.melds for t in m.tiles]
        drawn = rng.choice([t for t in range(27) if held.count(t) < 4])
        parts = parts._replace(concealed=[*parts.concealed, drawn])
        cases.append(parts)
        options += len(set(parts.concealed))
    sit = Situation()

    def run() -> None:
        for case in cases:
            discards_of(case, rules, sit)

    return min(per_item(run, options) for _ in range(rounds))


# ---------------------------------------------------------------- report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="random Wuhu hands (5000)")
    parser.add_argument("--rounds", type=int, default=3, help="timed rounds per scorer (3)")
    parser.add_argument("--starts", type=int, default=20, help="processes per start-up test")
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args(argv)

    ensure_mahjong()
    hands = random_hands(args.hands, args.seed)
    fresh = random_hands(args.hands, args.seed + 1)
    us = 1e6
    print(f"Python {sys.version.split()[0]}, mahjong {MAHJONG_VERSION}, wuhu-mj pure Python")
    print(f"{args.hands} random winning Wuhu hands (seed {args.seed}), best of {args.rounds}")
    print()

    batch = bench_batch(hands, args.rounds, fresh)
    ratio = batch["mahjong"] / batch["ours"]
    print("1. Wuhu scoring, per hand")
    print(f"   mahjong estimate_hand_value      {batch['mahjong'] * us:8.1f} µs")
    print(f"   wuhu-mj score(Hand)              {batch['ours'] * us:8.1f} µs")
    print(f"     first round (cold caches)      {batch['ours_cold'] * us:8.1f} µs")
    print(f"     new hands, each scored once    {batch['ours_fresh'] * us:8.1f} µs")
    print(f"   wuhu-mj batch line (text→JSON)   {batch['batch'] * us:8.1f} µs")
    verdict = "meets" if ratio >= 2 else "MISSES"
    print(f"   ratio mahjong / wuhu-mj          {ratio:8.2f}×  (target ≥ 2×: {verdict})")
    fresh_ratio = batch["mahjong"] / batch["ours_fresh"]
    print(f"   ratio mahjong / new hands        {fresh_ratio:8.2f}×")
    line_ratio = batch["mahjong"] / batch["batch"]
    print(f"   ratio mahjong / batch line       {line_ratio:8.2f}×")
    print()

    start = bench_startup(args.starts)
    ratio = start["ours"] / start["base"]
    print("2. start-up, median wall time")
    print(f"   python -c 'import click, yaml'   {start['base'] * 1e3:8.1f} ms")
    print(f"   wuhu-mj score --json HAND        {start['ours'] * 1e3:8.1f} ms")
    verdict = "meets" if ratio <= 1.3 else "MISSES"
    print(f"   ratio                            {ratio:8.2f}×  (target ≤ 1.3×: {verdict})")
    print()

    anqing = bench_anqing(min(args.hands, 2000), args.rounds, args.seed)
    print("3. Anqing hands with four wilds, per hand")
    if anqing is None:
        print("   (no anqing rule set in this checkout)")
    else:
        verdict = "meets" if anqing < 1e-3 else "MISSES"
        shown = f"{anqing * us:8.1f} µs"
        print(f"   wuhu-mj score                    {shown}  (target < 1 ms: {verdict})")
    print()

    waits = bench_waits(hands[: min(args.hands, 2000)], args.rounds)
    verdict = "meets" if waits < 1e-3 else "MISSES"
    print("4. waits of a 13-tile Wuhu hand, per hand")
    print(f"   wuhu-mj find_waits               {waits * us:8.1f} µs  (target < 1 ms: {verdict})")
    discards = bench_discards(hands[: min(args.hands, 500)], args.rounds, args.seed)
    verdict = "meets" if discards < 1e-3 else "MISSES"
    print("   14 tiles, per discard option")
    print(f"   wuhu-mj discards_of              {discards * us:8.1f} µs  (< 1 ms: {verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
