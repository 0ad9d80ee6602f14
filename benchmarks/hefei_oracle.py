"""The 合肥 differential harness: the card-room server's own scorer against `wuhu-mj -r hefei`.

    python benchmarks/hefei_oracle.py --server JSMJ_SRC           # 5,000 hands, summary
    python benchmarks/hefei_oracle.py --server JSMJ_SRC -n 20000 --seed 3 --lines diff.jsonl
    python benchmarks/hefei_oracle.py --server JSMJ_SRC --server-only   # the server's answers

JSMJ_SRC is the `src` folder of a checkout of mikewu86/jsmjServer (the files SOURCES lists are
all it needs: `--fetch DIR` downloads them there from GitHub at the pinned commit and checks
their SHA-256; the environment variable HEFEI_ORACLE_SRC may name the folder instead). The
Lua side, benchmarks/hefei_oracle.lua, runs the server's CountHuType/GameEnd code under
lua5.1 on random legal hands of the 84-tile deck (2-8 of 万/条/筒 only) and prints what each
seat is paid; this side deals the hands, scores each with wuhu-mj and compares every seat's
money. Each difference is named by the breakdown items that differ (the server's `describe`
against our items); docs/hefei.md explains each kind (a server bug, with its line).

Without lua5.1 or the server's files the harness says so in one line and exits 0 (`--strict`:
exit 1), so that .ci/run can run it wherever it can.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "hefei_oracle.lua"
COMMIT = "b0a6c37d4af0c77106c0ae7cba62a407ae6f1f3c"
RAW = f"https://raw.githubusercontent.com/mikewu86/jsmjServer/{COMMIT}/src/"
# The server files the driver loads, under `src/`, with their SHA-256 at COMMIT.
SOURCES = {
    "global/functions.lua": ("45a2f4c3a95dc9e3ad32056cafd5e03c4843fe1f88572c61ce179f63567cc5e6"),
    "MJGame/mj_core/MJConst.lua": (
        "b6e664f6019c0f7976a1719c2a9a2c9a678fb7c649ee428569366f59842dcb23"
    ),
    "MJGame/mj_core/MJCard.lua": (
        "dab05a4862a14b30800fa20c986caabe81f5bf72d3d626a56052d2954d0390aa"
    ),
    "MJGame/mj_core/MJMath.lua": (
        "e080f80cba9ee1d02998961414c776a8d4c637cc4c9e7b4b27493e67cc9e64a7"
    ),
    "MJGame/mj_core/MJPile.lua": (
        "fb5b3d59f033fdd0eeb54d1c41347e67c430b72b3022553578e7168f5c7f9809"
    ),
    "MJGame/mj_core/MJPlayer.lua": (
        "50a22dd54685e814b4b2f4e053b2fc4391d2befe338cd3f4efe25557c04cffff"
    ),
    "MJGame/mj_core/MJRiver.lua": (
        "8db98999b34cdc263c946cd2f7f7dc2a5222d3b3c9024a32d6b7aec128a862c2"
    ),
    "MJGame/mj_core/MJOpHistory.lua": (
        "33cded24f9051ed408b870502550beea1b6d03834dd1742cae8134e19f1e4369"
    ),
    "MJGame/hefeimj/HFMJPlayer.lua": (
        "878607ffee86529ca6d254e640810600228967a835289a4ef158783af658048c"
    ),
    "MJGame/hefeimj/CountHuType.lua": (
        "2f1b89f947f5f69252d7f686d662720514e4c11867f3b9f9d29c4fcca4707060"
    ),
    "MJGame/hefeimj/HuTypeConst.lua": (
        "7e184315bf5096c876c7a0686e1033ab949b04e0d2ccf8402d2bd78c6682fd7b"
    ),
    "MJGame/hefeimj/game_state/GameEnd.lua": (
        "7262ac2d9ab97059555de049bfc62564d0634bf47c762c6162aece086161fd62"
    ),
}

# Our tile numbers (wuhu_mj/notation/tiles.py: 万 0-8, 筒 9-17, 条 18-26) as server bytes
# (mj_core/MJConst.lua: 万 1-9, 条 11-19, 筒 21-29).
SUIT_BASE = {"m": 0, "p": 20, "s": 10}
SUITS = "mps"
NUMBERS = range(2, 9)  # the 84-tile deck: 2-8 of each suit
MELD_KINDS = ("peng", "gang", "angang", "jiagang")

# The server's breakdown names (HuTypeConst.lua l.53-69, CountHuType.lua l.344-430) and the
# keys of our items (wuhu_mj/variants/hefei).
SERVER_NAMES = {
    "胡": "hu",
    "天胡": "tianhu",
    "地胡": "dihu",
    "清一色": "qingyise",
    "七对": "qidui",
    "豪华七对": "haohua_qidui",
    "超豪华七对": "chaohaohua_qidui",
    "四核": "sihe",
    "双铺子": "shuangpuzi",
    "暗双铺子": "an_shuangpuzi",
    "双暗双铺子": "shuang_an_shuangpuzi",
    "双铺子自摸": "shuangpuzi_zimo",
    "3连坎": "sanliankan",
    "海底捞月": "haidi",
    "4暗刻": "sianke",
    "缺门": "quemen",
    "10同": "shitong",
    "卡": "ka",
    "同": "tong",
    "支": "zhi",
    "坎": "kan",
}


def fetch(folder: Path) -> None:
    """Download SOURCES into `folder` (a `src` layout) and check each file's SHA-256."""
    for rel, digest in SOURCES.items():
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


def missing_sources(folder: Path) -> list[str]:
    return [rel for rel in SOURCES if not (folder / rel).is_file()]


# ---- dealing random legal hands ---------------------------------------------------------


def tile(suit: str, n: int) -> str:
    return f"{n}{suit}"


def server_byte(t: str) -> int:
    return SUIT_BASE[t[1]] + int(t[0])


class Deal:
    """One random winning situation of the 84-tile deck (counts kept at most 4 a kind)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.counts: Counter[str] = Counter()

    def take(self, tiles: list[str]) -> bool:
        after = Counter(self.counts)
        after.update(tiles)
        if max(after.values()) > 4:
            return False
        self.counts = after
        return True

    def suit(self, main: str) -> str:
        return main if self.rng.random() < 0.7 else self.rng.choice(SUITS)

    def group(self, main: str) -> list[str]:
        s = self.suit(main)
        if self.rng.random() < 0.55:
            n = self.rng.randint(2, 6)
            return [tile(s, n), tile(s, n + 1), tile(s, n + 2)]
        return [tile(s, self.rng.randint(2, 8))] * 3


def random_case(rng: random.Random, case_id: int) -> dict[str, Any] | None:
    deal = Deal(rng)
    main = rng.choice(SUITS)
    melds: list[tuple[str, str]] = []
    closed: list[str] = []
    if rng.random() < 0.1:  # 七对 (a four counts as two pairs)
        while len(closed) < 14:
            t = tile(deal.suit(main), rng.randint(2, 8))
            if deal.take([t, t]):
                closed += [t, t]
    else:
        n_melds = rng.choices([0, 1, 2, 3], [50, 28, 16, 6])[0]
        for _ in range(n_melds):
            s = deal.suit(main)
            t = tile(s, rng.randint(2, 8))
            kind = rng.choices(MELD_KINDS, [50, 20, 15, 15])[0]
            size = 3 if kind == "peng" else 4
            if deal.take([t] * size):
                melds.append((kind, t))
        while len(closed) < 3 * (4 - len(melds)):
            group = deal.group(main)
            if deal.take(group):
                closed += group
        while True:
            t = tile(deal.suit(main), rng.randint(2, 8))
            if deal.take([t, t]):
                closed += [t, t]
                break
    rng.shuffle(closed)
    winning = closed.pop()
    closed.sort(key=server_byte)
    self_draw = rng.random() < 0.4
    winner = rng.randint(1, 4)
    dealer = rng.randint(1, 4)
    discarder = 0 if self_draw else rng.choice([s for s in (1, 2, 3, 4) if s != winner])
    kongs = any(k != "peng" for k, _ in melds)
    kong_draw = self_draw and kongs and rng.random() < 0.4
    streak = rng.choices([0, 1, 2, 3], [55, 25, 12, 8])[0]
    hand = (
        "".join(closed)
        + winning
        + "".join(f"+{k}{t * (3 if k == 'peng' else 4)}" for k, t in melds)
    )
    options: dict[str, Any] = {"winner": winner, "dealer": dealer}
    if discarder:
        options["from"] = discarder
    if kong_draw:
        options["kong-draw"] = True
    if streak:
        options["streak"] = streak
    lua = "|".join(
        [
            str(case_id),
            str(winner),
            str(dealer),
            str(streak + 1),  # the server's 连庄数 starts at 1 (GameProgress.lua l.33)
            str(discarder),
            "1" if kong_draw else "0",
            ",".join(str(server_byte(t)) for t in closed),
            str(server_byte(winning)),
            ";".join(f"{k}:{server_byte(t)}" for k, t in melds),
        ]
    )
    return {"id": case_id, "hand": hand, "options": options, "lua": lua}


# ---- the server's side ------------------------------------------------------------------


def run_server(src: Path, cases: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    lua = shutil.which("lua5.1") or shutil.which("lua")
    assert lua is not None
    text = "".join(c["lua"] + "\n" for c in cases)
    done = subprocess.run(
        [lua, str(DRIVER), str(src)], input=text, capture_output=True, text=True, check=True
    )
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return {a["id"]: a for a in answers}


def server_items(describe: str) -> tuple[dict[str, int], bool]:
    """The server's items per payer (嘴, before ×3 and ×2) by our keys, and whether 杠开 doubled
    the total."""
    items: dict[str, int] = {}
    gangkai = False
    for part in filter(None, describe.split(";")):
        if part.startswith("杠后开花"):
            gangkai = True
        elif part.startswith("连庄数"):
            a, b = re.findall(r"(\d+)\*(\d+)嘴", part)[0]
            items["lianzhuang"] = int(a) * int(b)
        elif part.startswith("杠 "):
            items["gang"] = int(re.findall(r"(\d+)\*4嘴", part)[0]) * 4
        else:
            name, _, value = part.partition(" ")
            key = SERVER_NAMES.get(name, name)
            items[key] = items.get(key, 0) + int(value.rstrip("嘴"))
    return items, gangkai


# ---- our side ---------------------------------------------------------------------------


def ours(cases: list[dict[str, Any]], rules: str) -> dict[int, dict[str, Any]]:
    sys.path.insert(0, str(HERE.parent))
    from wuhu_mj.service.pipeline import Pipeline

    pipeline = Pipeline()
    out = {}
    for case in cases:
        result = pipeline.score(case["hand"], case["options"], rules).result
        items: dict[str, int] = {}
        for item in result.items:
            if item.key in ("gangkai",):
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


def compare(
    cases: list[dict[str, Any]], server: dict[int, dict[str, Any]], mine: dict[int, dict[str, Any]]
) -> tuple[Counter[str], list[dict[str, Any]]]:
    """Each hand's money, ours against the server's; a difference is explained when the
    server's known bugs (server_view), applied to our reading of the hand, give the server's
    money to the coin."""
    from wuhu_mj import parse_hand

    tally: Counter[str] = Counter()
    diffs = []
    for case in cases:
        s, o = server[case["id"]], mine[case["id"]]
        if "error" in s:
            tally["server error"] += 1
            diffs.append({**_shown(case), "why": ["server error: " + s["error"]]})
            continue
        if not s["win"] and not o["win"]:
            tally["both refuse"] += 1
            continue
        tally["compared"] += 1
        if s["win"] != o["win"]:
            why = "server refuses, we score" if o["win"] else "server scores, we refuse"
            diffs.append({**_shown(case), "why": [why], "ours": o["money"], "server": s})
            continue
        if s["money"] == o["money"]:
            tally["agree"] += 1
            continue
        hand = parse_hand(case["hand"])
        predicted, bugs = server_view(hand, case["options"], o["items"])
        items, _ = server_items(s["describe"])
        explained = predicted == s["money"]
        tally["explained" if explained else "unexplained"] += 1
        why = bugs if explained else ["unexplained"]
        if not explained:
            why += [
                f"{k}: server {items.get(k, 0)}, ours {o['items'].get(k, 0)}"
                for k in sorted(set(items) | set(o["items"]))
                if items.get(k, 0) != o["items"].get(k, 0)
            ]
        diffs.append({**_shown(case), "why": why, "ours": o["money"], "server": s["money"]})
    return tally, diffs


# ---- the server's known bugs, applied to our items (docs/hefei.md "The server's bugs") -----


def _complete(counts: list[int], pair: bool = False) -> bool:
    """Sets and one pair, a fifth copy of a tile allowed (the server's MJMath.canHu)."""
    k = next((i for i, n in enumerate(counts) if n), None)
    if k is None:
        return pair
    if counts[k] >= 3:
        counts[k] -= 3
        done = _complete(counts, pair)
        counts[k] += 3
        if done:
            return True
    if counts[k] >= 2 and not pair:
        counts[k] -= 2
        done = _complete(counts, True)
        counts[k] += 2
        if done:
            return True
    if k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for i in (k, k + 1, k + 2):
            counts[i] -= 1
        done = _complete(counts, pair)
        for i in (k, k + 1, k + 2):
            counts[i] += 1
        return done
    return False


def server_view(
    hand: Any, options: dict[str, Any], ours: dict[str, int]
) -> tuple[list[int], list[str]]:
    """What the server pays each seat for this hand, worked out from our items and the
    server's bugs; and the bugs that changed something."""
    items = dict(ours)
    items.pop("lianzhuang", None)
    bugs: list[str] = []
    self_draw = "from" not in options
    closed = hand.concealed_counts(with_winning=False)
    concealed = hand.concealed_counts()
    counts = hand.counts()

    def change(key: str, value: int, bug: str) -> None:
        if items.get(key, 0) != value:
            items[key] = value
            bugs.append(bug)

    # 支 without the winning tile, the first suit in 万, 条, 筒 order with 9 or more.
    without = list(counts)
    without[hand.winning] -= 1
    zhi = 0
    for base in (0, 18, 9):
        n = sum(without[base : base + 9])
        if n >= 9:
            zhi = n - 8
            break
    change("zhi", zhi, "zhi: the winning tile not counted")
    change("gang", 4 * len(hand.melds), "gang: every meld, 碰 too, as a kong")
    waits = [k for k in range(27) if _complete([*closed[:k], closed[k] + 1, *closed[k + 1 : 27]])]
    ka = 1 if len(waits) == 2 and (0 in waits or 8 in waits) else 0
    change("ka", ka, "ka: only a 1m/9m wait beside one other")
    fours = sum(1 for n in concealed if n == 4)
    pairs = not hand.melds and all(n % 2 == 0 for n in concealed)
    if pairs:
        key = {0: "qidui", 1: "haohua_qidui", 2: "chaohaohua_qidui"}.get(fours, "qidui")
        for other in ("qidui", "haohua_qidui", "chaohaohua_qidui"):
            if other != key and items.get(other):
                items.pop(other)
                bugs.append("qidui: three fours priced as a plain 七对")
        items[key] = {"qidui": 10, "haohua_qidui": 50, "chaohaohua_qidui": 100}[key]
        if fours in (1, 2):
            change("sihe", 8, "sihe: counted twice on a 豪华七对")
    # 双铺子 by counts of the 13 tiles, whatever the reading; 明 never.
    held = [k for k in range(27) if closed[k] >= 2]
    runs = sum(1 for k in held if k + 1 in held and k + 2 in held and k % 9 <= 6)
    for key in ("shuangpuzi", "an_shuangpuzi", "shuang_an_shuangpuzi", "shuangpuzi_zimo"):
        items.pop(key, None)
    before = {k: v for k, v in ours.items() if "shuangpuzi" in k}
    if runs:
        key = "shuang_an_shuangpuzi" if runs >= 2 and self_draw else "an_shuangpuzi"
        items[key] = 100 if key == "shuang_an_shuangpuzi" else 4
        if self_draw:
            items["shuangpuzi_zimo"] = 10
    after = {k: v for k, v in items.items() if "shuangpuzi" in k}
    if after != before:
        bugs.append("shuangpuzi: by tile counts, 明 never")
    # 10同: a tile of the winning tile's number counts twice after the first of its number.
    win_number = hand.winning % 9
    tally: dict[int, int] = {}
    shitong = 0
    for t in [*sorted(hand.closed), *(t for m in hand.melds for t in m.tiles)]:
        n = t % 9
        if n in tally:
            tally[n] += 2 if n == win_number else 1
        else:
            tally[n] = 1
        if tally[n] >= 10:
            shitong = 100
            break
    change("shitong", shitong, "shitong: the winning tile's number counted twice")
    # The money (GameEnd.lua:185-234), 连庄 inside the 嘴 (CountHuType.lua:394-423).
    winner, dealer = options["winner"], options["dealer"]
    count = options.get("streak", 0) + 1
    zui = sum(items.values())
    if winner == dealer:
        zui += count * (4 if self_draw else 2)
    elif self_draw:
        zui += count * 4
    elif options["from"] == dealer:
        zui += count * 2
    if options.get("kong-draw"):
        zui *= 2
    money = [0, 0, 0, 0]
    if not self_draw:
        money[winner - 1] += zui
        money[options["from"] - 1] -= zui
        return money, bugs
    total = zui * 3
    extra = 0 if winner == dealer else 4 * count
    each = (total - extra) // 3
    for seat in range(1, 5):
        if seat == winner:
            money[seat - 1] += total
        else:
            money[seat - 1] -= each + (extra if seat == dealer else 0)
    if winner != dealer:
        bugs.append("lianzhuang: a self-draw's 连庄 inside the ×3 and charged to the dealer again")
    return money, bugs


def _shown(case: dict[str, Any]) -> dict[str, Any]:
    return {"hand": case["hand"], "options": case["options"]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--server", type=Path, default=os.environ.get("HEFEI_ORACLE_SRC"))
    ap.add_argument("--fetch", type=Path, help="download the server's files into this folder")
    ap.add_argument("-n", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="hefei", help="our rule set to compare (default hefei)")
    ap.add_argument("--server-only", action="store_true", help="print the server's answers only")
    ap.add_argument("--lines", type=Path, help="write each difference as a JSON line here")
    ap.add_argument("--strict", action="store_true", help="exit 1 when it cannot run")
    args = ap.parse_args(argv)

    def skip(why: str) -> int:
        print(f"hefei oracle skipped: {why}")
        return 1 if args.strict else 0

    if not (shutil.which("lua5.1") or shutil.which("lua")):
        return skip("no lua5.1 (apt-get install lua5.1)")
    if args.fetch is not None:
        try:
            fetch(args.fetch)
        except OSError as exc:
            return skip(f"could not download the server's files from GitHub ({exc})")
        args.server = args.fetch
    if args.server is None:
        return skip("no server sources (--server JSMJ_SRC, HEFEI_ORACLE_SRC or --fetch DIR)")
    src = Path(args.server)
    if missing := missing_sources(src):
        return skip(f"{src} lacks {', '.join(missing)}")
    rng = random.Random(args.seed)
    cases = [c for i in range(args.n) if (c := random_case(rng, i)) is not None]
    server = run_server(src, cases)
    if args.server_only:
        for case in cases:
            print(json.dumps({**_shown(case), **server[case["id"]]}, ensure_ascii=False))
        return 0
    tally, diffs = compare(cases, server, ours(cases, args.rules))
    reasons = Counter(w for d in diffs for w in d["why"] if ":" in w or w == "unexplained")
    if args.lines is not None:
        with args.lines.open("w", encoding="utf-8") as out:
            for d in diffs:
                out.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(
        f"hefei oracle: {len(cases)} hands dealt, {tally['both refuse']} refused by both "
        f"(no 八支), {tally['compared']} compared, {tally['agree']} agree, "
        f"{tally['compared'] - tally['agree']} differ: {tally['explained']} explained by the "
        f"server's known bugs, {tally['unexplained']} unexplained"
    )
    print("hands each known server bug changes (a hand may have several):")
    for reason, n in reasons.most_common():
        example = next(d for d in diffs if reason in d["why"])
        print(f"  {n:6}  {reason}   e.g. {example['hand']} {json.dumps(example['options'])}")
    return 1 if tally["unexplained"] or tally["server error"] else 0


if __name__ == "__main__":
    sys.exit(main())
