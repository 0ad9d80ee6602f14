"""What the card-room server harnesses share (benchmarks/hefei_oracle.py,
benchmarks/maanshan_oracle.py): the pinned server commit and its files, their download and
check, running a Lua driver on hand lines, the server's own complete-hand test, the command
line and the report.

Each harness deals random legal hands, runs the server's scorer on them through its Lua driver
(which loads benchmarks/oracle_common.lua) and compares every seat's money with wuhu-mj's.
Without lua5.1 or the server's files a harness says so in one line and exits 0 (`--strict`:
exit 1), so that .ci/run can run it wherever it can.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import urllib.request
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
COMMIT = "b0a6c37d4af0c77106c0ae7cba62a407ae6f1f3c"
RAW = f"https://raw.githubusercontent.com/mikewu86/jsmjServer/{COMMIT}/src/"
# The server files every driver loads, under `src/`, with their SHA-256 at COMMIT.
CORE_SOURCES = {
    "global/functions.lua": "45a2f4c3a95dc9e3ad32056cafd5e03c4843fe1f88572c61ce179f63567cc5e6",
    "MJGame/mj_core/MJConst.lua": (
        "b6e664f6019c0f7976a1719c2a9a2c9a678fb7c649ee428569366f59842dcb23"
    ),
    "MJGame/mj_core/MJCard.lua": "dab05a4862a14b30800fa20c986caabe81f5bf72d3d626a56052d2954d0390aa",
    "MJGame/mj_core/MJMath.lua": "e080f80cba9ee1d02998961414c776a8d4c637cc4c9e7b4b27493e67cc9e64a7",
    "MJGame/mj_core/MJPile.lua": "fb5b3d59f033fdd0eeb54d1c41347e67c430b72b3022553578e7168f5c7f9809",
    "MJGame/mj_core/MJPlayer.lua": (
        "50a22dd54685e814b4b2f4e053b2fc4391d2befe338cd3f4efe25557c04cffff"
    ),
    "MJGame/mj_core/MJRiver.lua": (
        "8db98999b34cdc263c946cd2f7f7dc2a5222d3b3c9024a32d6b7aec128a862c2"
    ),
    "MJGame/mj_core/MJOpHistory.lua": (
        "33cded24f9051ed408b870502550beea1b6d03834dd1742cae8134e19f1e4369"
    ),
}

# Our tile numbers (wuhu_mj/notation/tiles.py: 万 0-8, 筒 9-17, 条 18-26, 1z-7z 东南西北白发中
# 27-33) and codes as server bytes (mj_core/MJConst.lua: 万 1-9, 条 11-19, 筒 21-29,
# 东南西北中发白 31-37).
SUIT_BASE = {"m": 0, "p": 20, "s": 10}
HONOR_BYTES = {1: 31, 2: 32, 3: 33, 4: 34, 5: 37, 6: 36, 7: 35}


def server_byte(t: str) -> int:
    """A tile code (5m, 7z) as the server's byte."""
    if t[1] == "z":
        return HONOR_BYTES[int(t[0])]
    return SUIT_BASE[t[1]] + int(t[0])


def fetch(folder: Path, sources: Mapping[str, str]) -> None:
    """Download `sources` into `folder` (a `src` layout) and check each file's SHA-256."""
    for rel, digest in sources.items():
        target = folder / rel
        if target.exists() and _sha(target) == digest:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen(RAW + rel, timeout=30) as answer:
            data = answer.read()
        if hashlib.sha256(data).hexdigest() != digest:
            raise SystemExit(f"{rel}: not the file of commit {COMMIT} (SHA-256 differs)")
        target.write_bytes(data)


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def missing_sources(folder: Path, sources: Mapping[str, str]) -> list[str]:
    return [rel for rel in sources if not (folder / rel).is_file()]


def lua() -> str | None:
    return shutil.which("lua5.1") or shutil.which("lua")


def run_server(driver: Path, src: Path, lines: list[str]) -> dict[int, dict[str, Any]]:
    """The driver's JSON answer for each hand line, by the line's id."""
    found = lua()
    assert found is not None
    done = subprocess.run(
        [found, str(driver), str(src)],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        check=True,
    )
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return {a["id"]: a for a in answers}


def complete(counts: list[int], pair: bool = False) -> bool:
    """Sets and one pair, a fifth copy of a tile allowed (the server's MJMath.canHu), over our
    34 kinds (runs only within a suit of nine)."""
    k = next((i for i, n in enumerate(counts) if n), None)
    if k is None:
        return pair
    if counts[k] >= 3:
        counts[k] -= 3
        done = complete(counts, pair)
        counts[k] += 3
        if done:
            return True
    if counts[k] >= 2 and not pair:
        counts[k] -= 2
        done = complete(counts, True)
        counts[k] += 2
        if done:
            return True
    if k < 27 and k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for i in (k, k + 1, k + 2):
            counts[i] -= 1
        done = complete(counts, pair)
        for i in (k, k + 1, k + 2):
            counts[i] += 1
        return done
    return False


def ours(
    cases: list[dict[str, Any]], rules: str, skip: tuple[str, ...] = ()
) -> dict[int, dict[str, Any]]:
    """wuhu-mj's answer for each case: whether it wins, each seat's net, the items by key."""
    sys.path.insert(0, str(HERE.parent))
    from wuhu_mj.service.pipeline import Pipeline

    pipeline = Pipeline()
    out = {}
    for case in cases:
        result = pipeline.score(case["hand"], case["options"], rules).result
        items: dict[str, int] = {}
        for item in result.items:
            if item.key in skip:
                continue
            items[item.key] = items.get(item.key, 0) + item.points
        net = result.net
        out[case["id"]] = {
            "win": result.winning,
            "money": [int(net[s]) for s in (1, 2, 3, 4)],
            "items": items,
            "reason": str(result.reason),
        }
    return out


def shown(case: dict[str, Any]) -> dict[str, Any]:
    return {"hand": case["hand"], "options": case["options"]}


Predict = Callable[[dict[str, Any], dict[str, Any]], tuple[list[int], list[str]]]


def compare(
    cases: list[dict[str, Any]],
    server: dict[int, dict[str, Any]],
    mine: dict[int, dict[str, Any]],
    predict: Predict,
    server_items: Callable[[dict[str, Any]], dict[str, int]],
) -> tuple[Counter[str], list[dict[str, Any]]]:
    """Each hand's money, ours against the server's; a difference is explained when
    `predict(case, ours)` (the server's known bugs applied to our reading of the hand) gives
    the server's money to the coin."""
    tally: Counter[str] = Counter()
    diffs = []
    for case in cases:
        s, o = server[case["id"]], mine[case["id"]]
        if "error" in s:
            tally["server error"] += 1
            diffs.append({**shown(case), "why": ["server error: " + s["error"]]})
            continue
        if not s["win"] and not o["win"]:
            tally["both refuse"] += 1
            continue
        tally["compared"] += 1
        if s["win"] != o["win"]:
            why = "server refuses, we score" if o["win"] else "server scores, we refuse"
            tally["unexplained"] += 1
            diffs.append({**shown(case), "why": [why], "ours": o["money"], "server": s})
            continue
        if s["money"] == o["money"]:
            tally["agree"] += 1
            continue
        predicted, bugs = predict(case, o)
        explained = predicted == s["money"]
        tally["explained" if explained else "unexplained"] += 1
        why = bugs if explained else ["unexplained"]
        if not explained:
            items = server_items(s)
            why += [
                f"{k}: server {items.get(k, 0)}, ours {o['items'].get(k, 0)}"
                for k in sorted(set(items) | set(o["items"]))
                if items.get(k, 0) != o["items"].get(k, 0)
            ]
        diffs.append({**shown(case), "why": why, "ours": o["money"], "server": s["money"]})
    return tally, diffs


def arguments(doc: str, env: str, n: int, rules: str) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--server", type=Path, default=os.environ.get(env))
    ap.add_argument("--fetch", type=Path, help="download the server's files into this folder")
    ap.add_argument("-n", type=int, default=n)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default=rules, help=f"our rule set to compare (default {rules})")
    ap.add_argument("--server-only", action="store_true", help="print the server's answers only")
    ap.add_argument("--lines", type=Path, help="write each difference as a JSON line here")
    ap.add_argument("--strict", action="store_true", help="exit 1 when it cannot run")
    return ap


def server_folder(
    args: argparse.Namespace, name: str, env: str, sources: Mapping[str, str]
) -> Path | str:
    """The folder of the server's files, or why the harness cannot run."""
    if lua() is None:
        return "no lua5.1 (apt-get install lua5.1)"
    if args.fetch is not None:
        try:
            fetch(args.fetch, sources)
        except OSError as exc:
            return f"could not download the server's files from GitHub ({exc})"
        args.server = args.fetch
    if args.server is None:
        return f"no server sources (--server JSMJ_SRC, {env} or --fetch DIR)"
    src = Path(args.server)
    if missing := missing_sources(src, sources):
        return f"{src} lacks {', '.join(missing)}"
    return src


def run(
    args: argparse.Namespace,
    name: str,
    env: str,
    sources: Mapping[str, str],
    driver: Path,
    deal: Callable[[random.Random, int], dict[str, Any] | None],
    compared: Callable[
        [list[dict[str, Any]], dict[int, dict[str, Any]]], tuple[Counter[str], list[dict[str, Any]]]
    ],
    refused: str,
) -> int:
    """The whole harness: deal, run the server, compare, report."""
    src = server_folder(args, name, env, sources)
    if isinstance(src, str):
        print(f"{name} oracle skipped: {src}")
        return 1 if args.strict else 0
    rng = random.Random(args.seed)
    cases = [c for i in range(args.n) if (c := deal(rng, i)) is not None]
    server = run_server(driver, src, [c["lua"] for c in cases])
    if args.server_only:
        for case in cases:
            print(json.dumps({**shown(case), **server[case["id"]]}, ensure_ascii=False))
        return 0
    tally, diffs = compared(cases, server)
    reasons = Counter(w for d in diffs for w in d["why"] if ":" in w or w == "unexplained")
    if args.lines is not None:
        with args.lines.open("w", encoding="utf-8") as out:
            for d in diffs:
                out.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(
        f"{name} oracle: {len(cases)} hands dealt, {tally['both refuse']} refused by both "
        f"({refused}), {tally['compared']} compared, {tally['agree']} agree, "
        f"{tally['compared'] - tally['agree']} differ: {tally['explained']} explained by the "
        f"server's known bugs, {tally['unexplained']} unexplained"
    )
    print("hands each known server bug changes (a hand may have several):")
    for reason, n in reasons.most_common():
        example = next(d for d in diffs if reason in d["why"])
        print(f"  {n:6}  {reason}   e.g. {example['hand']} {json.dumps(example['options'])}")
    return 1 if tally["unexplained"] or tally["server error"] else 0
