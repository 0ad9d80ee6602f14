"""The 马鞍山 harness, a start: the card-room server's own scorer on random 马鞍山 hands.

    python benchmarks/maanshan_oracle.py --server JSMJ_SRC -n 2000     # one JSON line a hand

JSMJ_SRC is the `src` folder of a checkout of mikewu86/jsmjServer (the files SOURCES lists;
`--fetch DIR` downloads them at the pinned commit and checks their SHA-256). The Lua side,
benchmarks/maanshan_oracle.lua, runs src/MJGame/maanshanmj/CountHuType.lua under lua5.1 and
prints each hand's 点 (what each of the three others pays before the pot's cap) and extraFan.
There is no 马鞍山 rule set yet to compare with: this prints the server's answers, the oracle a
variant will be checked against (docs/hefei.md shows how the 合肥 one is used). Not yet run:
the pot (锅) of GameEnd.lua/GameProgress.lua and its cap of 50 per player.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import hefei_oracle  # noqa: E402  (the pinned commit, the download, the shared files)

DRIVER = HERE / "maanshan_oracle.lua"
SOURCES = {
    **{k: v for k, v in hefei_oracle.SOURCES.items() if "hefeimj" not in k},
    "MJGame/MJUtils/CalcMJTou.lua": (
        "683c84a5b83a762c1483be478df73d1abab4bd0c0980c08e0b09f49de998775e"
    ),
    "MJGame/maanshanmj/CountHuType.lua": (
        "ae16b3c83ffc044aaa7406bab2902e448575c48e162f8911bc16a1803cfe4c3b"
    ),
    "MJGame/maanshanmj/HuTypeConst.lua": (
        "763464a35823d3ad7cc4b39118e30a6d5c43f535d4d53243b6ae22606431b66a"
    ),
    "MJGame/maanshanmj/MAANSHMJPlayer.lua": (
        "38e8d8d7f339e2996a5ab3a303b31dcebc02d5ac485605e14c24382da742b3a5"
    ),
}
# Server bytes (mj_core/MJConst.lua): 万 1-9, 条 11-19, 筒 21-29, 东南西北中发白 31-37.
BASE = {"m": 0, "s": 10, "p": 20, "z": 30}


def byte(t: str) -> int:
    return BASE[t[1]] + int(t[0])


def random_case(rng: random.Random, case_id: int) -> dict[str, Any]:
    """A pair and four sets of the 136 tiles, mostly of two suits and honors (缺门 is the gate)."""
    suits = rng.sample("mps", 2)
    counts: dict[str, int] = {}

    def take(tiles: list[str]) -> bool:
        if any(counts.get(t, 0) + tiles.count(t) > 4 for t in tiles):
            return False
        for t in tiles:
            counts[t] = counts.get(t, 0) + 1
        return True

    def kind() -> str:
        return "z" if rng.random() < 0.12 else rng.choice(suits)

    closed: list[str] = []
    melds: list[tuple[str, str]] = []
    for _ in range(rng.choices([0, 1, 2], [60, 28, 12])[0]):
        s = kind()
        t = f"{rng.randint(1, 7 if s == 'z' else 9)}{s}"
        k = rng.choice(["peng", "peng", "gang", "angang"])
        if take([t] * (3 if k == "peng" else 4)):
            melds.append((k, t))
    while len(closed) < 3 * (4 - len(melds)):
        s = kind()
        if s != "z" and rng.random() < 0.6:
            n = rng.randint(1, 7)
            group = [f"{n}{s}", f"{n + 1}{s}", f"{n + 2}{s}"]
        else:
            group = [f"{rng.randint(1, 7 if s == 'z' else 9)}{s}"] * 3
        if take(group):
            closed += group
    while True:
        s = kind()
        t = f"{rng.randint(1, 7 if s == 'z' else 9)}{s}"
        if take([t, t]):
            closed += [t, t]
            break
    rng.shuffle(closed)
    winning = closed.pop()
    closed.sort(key=byte)
    self_draw = rng.random() < 0.5
    winner, dealer = rng.randint(1, 4), rng.randint(1, 4)
    discarder = 0 if self_draw else rng.choice([s for s in (1, 2, 3, 4) if s != winner])
    kong_draw = self_draw and any(k != "peng" for k, _ in melds) and rng.random() < 0.4
    size = {"peng": 3, "gang": 4, "angang": 4}
    hand = "".join(closed) + winning + "".join(f"+{k}{t * size[k]}" for k, t in melds)
    lua = "|".join(
        [
            str(case_id),
            str(winner),
            str(dealer),
            "1",
            str(discarder),
            "1" if kong_draw else "0",
            ",".join(str(byte(t)) for t in closed),
            str(byte(winning)),
            ";".join(f"{k}:{byte(t)}" for k, t in melds),
        ]
    )
    options: dict[str, Any] = {"winner": winner, "dealer": dealer}
    if discarder:
        options["from"] = discarder
    if kong_draw:
        options["kong-draw"] = True
    return {"id": case_id, "hand": hand, "options": options, "lua": lua}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--server", type=Path)
    ap.add_argument("--fetch", type=Path, help="download the server's files into this folder")
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    lua = shutil.which("lua5.1") or shutil.which("lua")
    if lua is None:
        print("maanshan oracle skipped: no lua5.1 (apt-get install lua5.1)")
        return 0
    hefei_oracle.SOURCES = SOURCES  # fetch and check this harness's files
    if args.fetch is not None:
        try:
            hefei_oracle.fetch(args.fetch)
        except OSError as exc:
            print(f"maanshan oracle skipped: could not download the server's files ({exc})")
            return 0
        args.server = args.fetch
    if args.server is None or hefei_oracle.missing_sources(args.server):
        print("maanshan oracle skipped: no server sources (--server JSMJ_SRC or --fetch DIR)")
        return 0
    rng = random.Random(args.seed)
    cases = [random_case(rng, i) for i in range(args.n)]
    text = "".join(c["lua"] + "\n" for c in cases)
    done = subprocess.run(
        [lua, str(DRIVER), str(args.server)], input=text, capture_output=True, text=True, check=True
    )
    answers = {a["id"]: a for a in map(json.loads, done.stdout.splitlines())}
    for case in cases:
        shown = {"hand": case["hand"], "options": case["options"], **answers[case["id"]]}
        print(json.dumps(shown, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
