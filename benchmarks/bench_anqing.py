"""Time Anqing hands with four wilds (RULINGS §3; issue 3 "well under a millisecond").

Run: python benchmarks/bench_anqing.py [--repeat N]

"scoring" is what a caller pays per hand once the per-suit tables are warm (the
usual state of a long-running process or a batch); "cold" clears every cache first
and is printed for honesty. Parsing and rule loading are excluded from both.
"""

from __future__ import annotations

import argparse
import statistics
import time

from wuhu_mj import Situation, load_rules, parse_hand, score
from wuhu_mj.notation.text import parse_tile
from wuhu_mj.reading import suitsplits as suittable
from wuhu_mj.reading.wilds import shapes, standard

# (hand, wild): every hand holds all four wilds, in different roles.
HANDS = [
    ("5555m123p456s1z78s9s", "5m"),  # 四钻: wilds as a triplet, the 东 pair, or more
    ("1235555m46p789s55s", "5m"),  # wilds filling runs and the pair
    ("1122m3344p5555s77z", "5s"),  # 七对, wilds paired as themselves, 中 plays 5s (双天胡)
    ("147m258p36s12z999p9p", "9p"),  # 十三烂 with three wilds standing in, drawn wild
    ("24m3333m567p11z78s9s", "3m"),  # many readings: runs or triplets of wilds
    ("159m2222p135s157z3p", "2p"),  # four wilds, little natural structure (no win)
]


def _clear() -> None:
    for fn in (
        shapes._can,
        shapes._block_options,
        standard.joker_readings,
        standard.suit_options,
        standard.honor_options,
    ):
        fn.cache_clear()
    suittable._TABLE.clear()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=2000)
    args = parser.parse_args()
    rules = load_rules("anqing")
    print(f"{'hand':28} {'wild':5} {'result':9} {'cold µs (median)':>17} {'warm µs (median)':>17}")
    for text, wild in HANDS:
        hand = parse_hand(text)
        sit = Situation(extra=(("wild", parse_tile(wild)),))
        colds = []
        for _ in range(20):
            _clear()
            start = time.perf_counter()
            result = score(hand, rules, sit)
            colds.append(time.perf_counter() - start)
        cold = statistics.median(colds) * 1e6
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            score(hand, rules, sit)
            times.append(time.perf_counter() - start)
        warm = statistics.median(times) * 1e6
        outcome = f"{sum(p.amount for p in result.payments)}" if result.winning else "no win"
        print(f"{text:28} {wild:5} {outcome:9} {cold:17.0f} {warm:17.0f}")


if __name__ == "__main__":
    main()
