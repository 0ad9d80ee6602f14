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

import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import oracle_common as common  # noqa: E402  (the pinned server, the download, the report)

DRIVER = HERE / "hefei_oracle.lua"
# The server files the driver loads, under `src/`, with their SHA-256 at common.COMMIT.
SOURCES = {
    **common.CORE_SOURCES,
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


# ---- dealing random legal hands ---------------------------------------------------------


def tile(suit: str, n: int) -> str:
    return f"{n}{suit}"


server_byte = common.server_byte


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


# ---- our side against the server's -----------------------------------------------------


def compare(
    cases: list[dict[str, Any]], server: dict[int, dict[str, Any]], rules: str
) -> tuple[Counter[str], list[dict[str, Any]]]:
    from wuhu_mj import parse_hand

    def predict(case: dict[str, Any], o: dict[str, Any]) -> tuple[list[int], list[str]]:
        return server_view(parse_hand(case["hand"]), case["options"], o["items"])

    return common.compare(
        cases,
        server,
        common.ours(cases, rules, skip=("gangkai",)),
        predict,
        lambda s: server_items(s["describe"])[0],
    )


# ---- the server's known bugs, applied to our items (docs/hefei.md "The server's bugs") -----


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
    waits = [
        k for k in range(27) if common.complete([*closed[:k], closed[k] + 1, *closed[k + 1 : 27]])
    ]
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


def main(argv: list[str] | None = None) -> int:
    args = common.arguments(__doc__, "HEFEI_ORACLE_SRC", 5000, "hefei").parse_args(argv)
    return common.run(
        args,
        "hefei",
        "HEFEI_ORACLE_SRC",
        SOURCES,
        DRIVER,
        random_case,
        lambda cases, server: compare(cases, server, args.rules),
        "no 八支",
    )


if __name__ == "__main__":
    sys.exit(main())
