"""Speed of wuhu-mj on hands it has never seen, with `mahjong` 2.1.0 side by side.

    python benchmarks/bench.py                  # everything, about a quarter of an hour
    python benchmarks/bench.py --hands 20000 --rounds 5 --batch 20000,200000
    python benchmarks/bench.py --memory 0 --api-seconds 0 --session 0   # the quick part
    python benchmarks/bench.py --compiled .venv-compiled/bin/python      # both builds

`--compiled PYTHON` names the Python of a virtual environment holding the other build
(docs/speed.md, "The compiled build"): figures 1 to 4 then show both builds side by side.

Every figure comes from fresh processes scoring random hands that no earlier round or
process saw (each round and each process has its own seed), each hand once: nothing is
timed on a hand a table or memo already holds. What the shared tables hold is what the
hands before it in the same process put there, as in a real batch. Prints, from one run:
  1. Wuhu hands: score(Hand) per unseen hand, and `HandCalculator.estimate_hand_value` on
     the same tiles in its own fresh process; a batch line (text -> JSON object) per hand;
  2. `wuhu-mj batch --json` end to end against benchmarks/mahjong_batch.py (reads the same
     lines, calls estimate_hand_value, prints json.dumps of the answer) and against the
     floor, benchmarks/floor_batch.py: wall and CPU time, peak memory;
  3. `wuhu-mj score --json` start-up vs `python -c "import click, yaml"`;
  4. Anqing hands holding four wilds, per unseen hand;
  5. `waits` of an unseen 13-tile hand, and of a 14-tile hand per discard option;
  6. `/api/score` of a fresh `wuhu-mj serve` with one client (bench_doors.py);
  7. `session --json` over an evening of random hands;
  8. the peak memory of `batch --json` over a million distinct random hands.
Rounds alternate between the sides; the median round of each counts (CPU time).
Installs `mahjong==2.1.0` with pip into this environment if it is missing.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
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

from bench_doors import (  # noqa: E402
    bench_api,
    bench_batch_files,
    bench_memory,
    bench_session,
    bench_startup,
)
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


# ---------------------------------------------------------------- 1. scoring, per hand


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


def cpu_per_item(func: Callable[[], object], count: int) -> float:
    """CPU seconds per item for one call of `func` that handles `count` items."""
    start = time.process_time()
    func()
    return (time.process_time() - start) / count


def child_score(hands: Sequence[GenHand]) -> dict[str, float]:
    """score(Hand) of each hand once, in this (fresh) process."""
    from wuhu_mj import load_rules
    from wuhu_mj.scoring.best import score

    rules = load_rules("wuhu")
    prepared = prepared_hands(hands)

    def run() -> None:
        for hand, sit in prepared:
            score(hand, rules, sit)

    return {"per_hand": cpu_per_item(run, len(prepared))}


def child_mahjong(hands: Sequence[GenHand]) -> dict[str, float]:
    """estimate_hand_value on the same tiles, each hand once, in this (fresh) process."""
    from mahjong.hand_calculating.hand import HandCalculator

    theirs = mahjong_inputs(hands)
    calculator = HandCalculator()

    def run() -> None:
        for tiles, win, melds, config in theirs:
            calculator.estimate_hand_value(tiles, win, melds=melds, config=config)

    return {"per_hand": cpu_per_item(run, len(theirs))}


def child_line(hands: Sequence[GenHand]) -> dict[str, float]:
    """A batch line from its text and options to the JSON text `batch --json` writes for it
    (Outcome.json_text; before it, json_line of Outcome.to_json)."""
    from wuhu_mj.doors.batch.run import BatchLine, Scorer
    from wuhu_mj.output.safetext import json_line

    lines = [BatchLine(i + 1, h.notation(), h.options()) for i, h in enumerate(hands)]
    scorer = Scorer()

    def run() -> None:
        for line in lines:
            outcome = scorer.score_line(line)
            text = getattr(outcome, "json_text", None)
            text() if text is not None else json_line(outcome.to_json())

    return {"per_hand": cpu_per_item(run, len(lines))}


def in_fresh_process(
    kind: str, count: int, seed: int, python: str | None = None
) -> dict[str, float]:
    """Run one child measurement in a new interpreter (this one's, or `python`); its answer."""
    command = [python or sys.executable, __file__, "--child", kind, "--hands", str(count)]
    command += ["--seed", str(seed)]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    answer: dict[str, float] = json.loads(out)
    return answer


def bench_scoring(
    count: int, rounds: int, seed: int, compiled: str | None = None
) -> dict[str, float]:
    """Median per-hand CPU time of each side over `rounds` rounds of unseen hands (with
    `compiled`, the other build's score and line too: "c_score", "c_line")."""
    sides = {"score": None, "mahjong": None, "line": None}
    if compiled:
        sides |= {"c_score": compiled, "c_line": compiled}
    found: dict[str, list[float]] = {side: [] for side in sides}
    for r in range(rounds):
        for side, python in sides.items():
            kind = side.removeprefix("c_")
            found[side].append(in_fresh_process(kind, count, seed + 101 * r, python)["per_hand"])
    return {side: statistics.median(times) for side, times in found.items()}


# ---------------------------------------------------------------- Anqing, four wilds


def anqing_hands(count: int, seed: int) -> list[tuple[str, int]]:
    """Random winning shapes over all 34 kinds with four tiles turned into the wild.

    No 白/发 (bonus tiles when the wild is suited) and no 中 (it plays the wild's tile),
    so each hand is legal; whether it may win is the scorer's business, not the timing's.
    """
    rng = random.Random(seed)
    plain = [t for t in range(34) if t not in (31, 32, 33)]
    out: list[tuple[str, int]] = []
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


def child_anqing(count: int, seed: int) -> dict[str, float]:
    """Unseen Anqing four-wild hands, each scored once, in this (fresh) process."""
    from wuhu_mj import Situation, load_rules, parse_hand
    from wuhu_mj.rules.ruleset import builtin_names
    from wuhu_mj.scoring.best import score

    if "anqing" not in builtin_names():
        return {"per_hand": -1.0}
    rules = load_rules("anqing")
    cases = [
        (parse_hand(text), Situation(extra=(("wild", wild),)))
        for text, wild in anqing_hands(count, seed)
    ]

    def run() -> None:
        for hand, sit in cases:
            score(hand, rules, sit)

    return {"per_hand": cpu_per_item(run, count)}


# ---------------------------------------------------------------- waits


def child_waits(hands: Sequence[GenHand]) -> dict[str, float]:
    """find_waits of the 13 tiles before each (unseen) hand's winning tile, once each."""
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

    return {"per_hand": cpu_per_item(run, len(cases))}


def child_discards(hands: Sequence[GenHand], seed: int) -> dict[str, float]:
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

    return {"per_hand": cpu_per_item(run, options)}


def child(kind: str, count: int, seed: int) -> dict[str, float]:
    """One measurement of `kind` over `count` hands of `seed`, in this process."""
    if kind == "anqing":
        return child_anqing(count, seed)
    hands = random_hands(count, seed)
    if kind == "discards":
        return child_discards(hands, seed)
    kinds: dict[str, Callable[[Sequence[GenHand]], dict[str, float]]] = {
        "score": child_score,
        "mahjong": child_mahjong,
        "line": child_line,
        "waits": child_waits,
    }
    return kinds[kind](hands)


def median_of(kind: str, count: int, rounds: int, seed: int, python: str | None = None) -> float:
    return statistics.median(
        in_fresh_process(kind, count, seed + 101 * r, python)["per_hand"] for r in range(rounds)
    )


def build_of(python: str) -> str:
    """Which build of wuhu-mj `python` runs (wuhu_mj/service/build.py)."""
    said = "from wuhu_mj.service.build import compiled; print(compiled())"
    # From benchmarks/: `python -c` puts its working folder first on the path (a checkout
    # holds the pure package).
    found = subprocess.run(
        [python, "-c", said], capture_output=True, text=True, check=True, cwd=HERE
    )
    return "compiled" if found.stdout.strip() == "True" else "pure Python"


# ---------------------------------------------------------------- report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="unseen hands a process (5000)")
    parser.add_argument("--rounds", type=int, default=3, help="fresh processes per figure (3)")
    parser.add_argument("--starts", type=int, default=20, help="processes per start-up test")
    parser.add_argument(
        "--batch", default="20000,200000", help="batch sizes end to end (20000,200000)"
    )
    parser.add_argument("--api-seconds", type=float, default=10, help="/api/score run (10 s)")
    parser.add_argument("--session", type=int, default=2000, help="hands of an evening (2000)")
    parser.add_argument(
        "--memory", type=int, default=1_000_000, help="lines of the long batch (0: skip)"
    )
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument(
        "--compiled", metavar="PYTHON", help="the Python of the other build, side by side"
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child, args.hands, args.seed)))
        return 0

    ensure_mahjong()
    us = 1e6
    # Absolute (not resolved: a virtual environment's python is a link to its base one).
    other = os.path.abspath(args.compiled) if args.compiled else None
    builds = build_of(sys.executable) + (f" and {build_of(other)} ({other})" if other else "")
    print(f"Python {sys.version.split()[0]}, mahjong {MAHJONG_VERSION}, wuhu-mj {builds}")
    print(f"unseen random winning Wuhu hands, {args.hands} a process, median of {args.rounds}")
    print("fresh processes (CPU time)")
    print()

    scoring = bench_scoring(args.hands, args.rounds, args.seed, other)
    ratio = scoring["mahjong"] / scoring["score"]
    print("1. Wuhu scoring, per unseen hand")
    print(f"   mahjong estimate_hand_value      {scoring['mahjong'] * us:8.1f} µs")
    print(f"   wuhu-mj score(Hand)              {scoring['score'] * us:8.1f} µs")
    print(
        f"   wuhu-mj batch line (text→JSON)   {scoring['line'] * us:8.1f} µs  (its JSON text too)"
    )
    print(f"   ratio mahjong / score(Hand)      {ratio:8.2f}×")
    print(f"   ratio mahjong / batch line       {scoring['mahjong'] / scoring['line']:8.2f}×")
    if other:
        c_ratio = scoring["c_score"] / scoring["mahjong"]
        verdict = "meets" if c_ratio <= 0.4 else "MISSES"
        print(f"   compiled score(Hand)             {scoring['c_score'] * us:8.1f} µs")
        print(f"   compiled batch line              {scoring['c_line'] * us:8.1f} µs")
        print(f"   compiled score / mahjong         {c_ratio:8.2f}×  (target ≤ 0.4×: {verdict})")
    print()

    sizes = [int(n) for n in args.batch.split(",") if n]
    print("2. batch --json end to end vs benchmarks/mahjong_batch.py and benchmarks/floor_batch.py")
    # Targets (issue 32): the pure build ≤ 1.0× the mahjong script, the compiled one ≤ 0.5×.
    names = {"ours": "wuhu-mj", "compiled": "compiled", "theirs": "mahjong", "floor": "floor"}
    limits = {"ours": 0.5 if build_of(sys.executable) == "compiled" else 1.0, "compiled": 0.5}
    for row in bench_batch_files(sizes, args.rounds, args.seed, other):
        print(f"   {int(row['size']):>7} lines   CPU s   wall s   peak MB")
        for side, name in names.items():
            if side + "_cpu" in row:
                print(
                    f"      {name:8} {row[side + '_cpu']:9.2f} {row[side + '_wall']:8.2f}"
                    f" {row[side + '_rss']:8.1f}"
                )
        for side in ("ours", "compiled"):
            if side + "_cpu" not in row:
                continue
            cpu = row[side + "_cpu"] / row["theirs_cpu"]
            wall = row[side + "_wall"] / row["theirs_wall"]
            limit = limits[side]
            verdict = "meets" if cpu <= limit else "MISSES"
            said = f"{cpu:5.2f}× CPU, {wall:5.2f}× wall (target ≤ {limit}×: {verdict})"
            print(f"      {names[side]:8} / mahjong {said}")
            floor = row[side + "_cpu"] / row["floor_cpu"]
            print(f"      {names[side]:8} / floor   {floor:5.2f}× CPU")
    print()

    start = bench_startup(args.starts, other)
    print("3. start-up, median of fresh processes       wall      CPU")
    shown = {"base": "python -c 'import click, yaml'", "ours": "wuhu-mj score --json HAND"}
    if other:
        shown["compiled_base"] = "its Python: import click, yaml"
        shown["compiled"] = "compiled score --json HAND"
    for key, name in shown.items():
        print(f"   {name:32} {start[key] * 1e3:8.1f} ms {start[key + '_cpu'] * 1e3:5.1f} ms")
    for key in ("ours", "compiled") if other else ("ours",):
        base = "compiled_base" if key == "compiled" else "base"  # each under its own Python
        ratio = start[key] / start[base]
        verdict = "meets" if ratio <= 1.25 else "MISSES"
        cpu_ratio = start[key + "_cpu"] / start[base + "_cpu"]
        said = f"{ratio:8.2f}×  {cpu_ratio:5.2f}×  (target ≤ 1.25×: {verdict})"
        print(f"   ratio {'(compiled)' if key == 'compiled' else '':26} {said}")
    print()

    print("4. Anqing hands with four wilds, per unseen hand")
    for python, limit in ((None, 1e-3), *(((other, 0.5e-3),) if other else ())):
        anqing = median_of("anqing", min(args.hands, 2000), args.rounds, args.seed, python)
        if anqing < 0:
            print("   (no anqing rule set in this checkout)")
            continue
        verdict = "meets" if anqing < limit else "MISSES"
        said = f"{anqing * us:8.1f} µs  (target < {limit * 1e3:g} ms: {verdict})"
        print(f"   {'compiled' if python else 'wuhu-mj'} score{'':23} {said}")
    print()

    waits = median_of("waits", min(args.hands, 2000), args.rounds, args.seed)
    verdict = "meets" if waits < 1e-3 else "MISSES"
    print("5. waits of an unseen 13-tile Wuhu hand, per hand")
    print(f"   wuhu-mj find_waits               {waits * us:8.1f} µs  (target < 1 ms: {verdict})")
    discards = median_of("discards", min(args.hands, 500), args.rounds, args.seed)
    verdict = "meets" if discards < 1e-3 else "MISSES"
    print("   14 tiles, per discard option")
    print(f"   wuhu-mj discards_of              {discards * us:8.1f} µs  (< 1 ms: {verdict})")
    print()

    if args.api_seconds > 0:
        api = bench_api(args.api_seconds, args.seed)
        verdict = "meets" if api["rps"] >= 1000 else "MISSES"
        print(f"6. /api/score, one client ({api['client']}, keep-alive), distinct random hands")
        print(
            f"   requests/s                       {api['rps']:8.0f}    (target ≥ 1,000: {verdict})"
        )
        if api["server_cpu"] is not None:
            print(f"   server CPU per request           {api['server_cpu'] * us:8.0f} µs")
        print()

    if args.session > 0:
        found = bench_session(args.session, args.rounds, args.seed)
        print(f"7. session --json, an evening of {found['hands']} random hands (whole process)")
        rate = f"{found['per_second']:,.0f} hands/s"
        print(f"   {found['cpu']:.2f} s CPU, {found['wall']:.2f} s wall: {rate}")
        print()

    if args.memory > 0:
        long = bench_memory(args.memory, args.seed)
        verdict = "meets" if long.max_rss_mb < 50 else "MISSES"
        print(f"8. batch --json over {args.memory:,} distinct random hands")
        said = f"{long.max_rss_mb:8.1f} MB (target < 50 MB: {verdict})"
        print(f"   peak resident memory             {said}")
        rate = f"{args.memory / long.cpu:,.0f} lines/s"
        print(f"   {long.cpu:.0f} s CPU, {long.wall:.0f} s wall: {rate}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
