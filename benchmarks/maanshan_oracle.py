"""The 马鞍山 differential harness: the card-room server's own scorer against `wuhu-mj -r maanshan`.

    python benchmarks/maanshan_oracle.py --server JSMJ_SRC           # 5,000 hands, summary
    python benchmarks/maanshan_oracle.py --server JSMJ_SRC -n 20000 --seed 3 --lines diff.jsonl
    python benchmarks/maanshan_oracle.py --server JSMJ_SRC --server-only   # the server's answers

JSMJ_SRC is the `src` folder of a checkout of mikewu86/jsmjServer (the files SOURCES lists are
all it needs: `--fetch DIR` downloads them there from GitHub at the pinned commit and checks
their SHA-256; the environment variable MAANSHAN_ORACLE_SRC may name the folder instead). The
Lua side, benchmarks/maanshan_oracle.lua, runs the server's CountHuType/GameEnd code under
lua5.1 on random legal 缺门 hands of the 136 tiles (with how many copies of the winning tile
the table shows, for 格支压) and prints what each seat is paid, in 点 and in 分; this side
deals the hands, scores each with wuhu-mj and compares every seat's money (点 + 10 × 分, as
rules/maanshan.yaml's `fen.per_fen`). Each player's pot is deep (1000 点), so no pot caps a
payment and no 大拿 is paid; with `--pots` every pot holds 1-60 点 and ours is the first hand
of a session with that pot (the cap, the 分 in cash; 大拿, which we do not pay, is named). Each
difference is named by what explains it (docs/maanshan.md "The server harness").

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

DRIVER = HERE / "maanshan_oracle.lua"
SOURCES = {
    **common.CORE_SOURCES,
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
    "MJGame/maanshanmj/game_state/GameEnd.lua": (
        "03773efcedaf7fa8e30d4b71518cd98dc05536f3425710c353f85960dbcc50d6"
    ),
}
PER_FEN = 10  # rules/maanshan.yaml fen.per_fen
MELD_KINDS = ("peng", "gang", "angang", "jiagang")

# The server's breakdown names (HuTypeConst.lua l.47-93, CountHuType.lua l.197-220) and the
# keys of our items (wuhu_mj/variants/maanshan); 对子 is our kan, kan_discard, peng and yadang.
SERVER_NAMES = {
    "无八支": "wubazhi",
    "八支": "zhi",
    "风一色": "ziyise",
    "清一色": "qingyise",
    "混一色": "hunyise",
    "对对胡": "duiduihu",
    "大吊车": "dadiaoche",
    "一条龙": "yitiaolong",
    "六连": "liulian",
    "四核": "sihe",
    "双扑": "shuangpu",
    "格支压": "gezhiya",
    "杠开": "gangkai",
    "明杠": "minggang",
    "暗杠": "angang",
    "不动手": "budongshou",
    "五通": "wutong",
    "双五通": "wutong",
    "全小": "quanxiao",
    "十小": "shixiao",
    "全老": "quanlao",
    "十老": "shilao",
    "对子": "duizi",
}
DUIZI = ("kan", "kan_discard", "peng", "yadang")
FEN_KEYS = ("qingyise_fen", "gezhiya_fen", "ziyise_fen", "wamo", "pingmo")


# ---- dealing random legal hands ---------------------------------------------------------


class Deal:
    """One random winning situation of the 136 tiles (counts kept at most 4 a kind)."""

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


def random_case(rng: random.Random, case_id: int, pots: bool = False) -> dict[str, Any] | None:
    """A pair and four sets, mostly of two suits and some honors (缺门 is the gate); now and
    then a 1-9 run, six in a row or twin runs, so that every item is met."""
    deal = Deal(rng)
    suits = rng.sample("mps", 2) if rng.random() < 0.9 else list("mps")
    honors = rng.random() < 0.5
    only_honors = rng.random() < 0.02  # 风一色

    def kind() -> str:
        if only_honors:
            return "z"
        return "z" if honors and rng.random() < 0.15 else rng.choice(suits)

    def single(s: str) -> str:
        return f"{rng.randint(1, 7 if s == 'z' else 9)}{s}"

    closed: list[str] = []
    melds: list[tuple[str, str]] = []
    for _ in range(rng.choices([0, 1, 2, 3, 4], [50, 25, 13, 8, 4])[0]):
        t = single(kind())
        k = rng.choices(MELD_KINDS, [55, 15, 15, 15])[0]
        if deal.take([t] * (3 if k == "peng" else 4)):
            melds.append((k, t))
    need = 3 * (4 - len(melds))
    special = 1.0 if only_honors else rng.random()
    s = rng.choice(suits)
    if special < 0.08 and need >= 9:
        group = [f"{n}{s}" for n in range(1, 10)]
        if deal.take(group):
            closed += group
    elif special < 0.18 and need >= 6:
        start = rng.randint(1, 4)
        group = [f"{n}{s}" for n in range(start, start + 6)]
        if deal.take(group):
            closed += group
    elif special < 0.3 and need >= 6:
        start = rng.randint(1, 7)
        group = [f"{n}{s}" for n in range(start, start + 3)] * 2
        if deal.take(group):
            closed += group
    tries = 0
    while len(closed) < need:
        tries += 1
        if tries > 200:
            return None
        s = kind()
        if s != "z" and rng.random() < 0.55:
            n = rng.randint(1, 7)
            group = [f"{n}{s}", f"{n + 1}{s}", f"{n + 2}{s}"]
        else:
            group = [single(s)] * 3
        if deal.take(group):
            closed += group
    while True:
        t = single(kind())
        if deal.take([t, t]):
            closed += [t, t]
            break
    rng.shuffle(closed)
    winning = closed.pop()
    closed.sort(key=common.server_byte)
    self_draw = rng.random() < 0.5
    winner, dealer = rng.randint(1, 4), rng.randint(1, 4)
    discarder = 0 if self_draw else rng.choice([s for s in (1, 2, 3, 4) if s != winner])
    kong_draw = self_draw and any(k != "peng" for k, _ in melds) and rng.random() < 0.4
    room = 4 - deal.counts[winning]
    seen = rng.choice([room, rng.randint(0, room)]) if room else 0
    size = {"peng": 3, "gang": 4, "angang": 4, "jiagang": 4}
    hand = "".join(closed) + winning + "".join(f"+{k}{t * size[k]}" for k, t in melds)
    lua = "|".join(
        [
            str(case_id),
            str(winner),
            str(dealer),
            str(seen),
            str(discarder),
            "1" if kong_draw else "0",
            ",".join(str(common.server_byte(t)) for t in closed),
            str(common.server_byte(winning)),
            ";".join(f"{k}:{common.server_byte(t)}" for k, t in melds),
        ]
    )
    options: dict[str, Any] = {"winner": winner, "dealer": dealer}
    if discarder:
        options["from"] = discarder
    if kong_draw:
        options["kong-draw"] = True
    if seen:
        options["seen"] = seen
    case = {"id": case_id, "hand": hand, "options": options, "lua": lua}
    if pots:
        # Every player's pot holds `pot` 点; the hand is the first of its pot or a later one.
        case["pot"] = rng.randint(1, 60)
        case["sub_round"] = rng.choice([1, 2])
        case["lua"] += f"|{case['pot']}|{case['sub_round']}"
    return case


# ---- the server's side ------------------------------------------------------------------


def server_money(answer: dict[str, Any]) -> list[int]:
    """Each seat's money in 点: the 点 paid plus PER_FEN × the 分."""
    return [m + PER_FEN * e for m, e in zip(answer["money"], answer["extra"], strict=True)]


def server_items(answer: dict[str, Any]) -> dict[str, int]:
    """The server's 点 items per payer (before the self-draw's ×2) by our keys; 对子 as ours
    summed under `duizi`."""
    items: dict[str, int] = {}
    for part in filter(None, answer["describe"].split(";")):
        found = re.match(r"(\D+?)(\d+)", part)
        if found is None:
            continue
        key = SERVER_NAMES.get(found.group(1), found.group(1))
        extra = re.search(r"\+(\d+)点", part)
        items[key] = items.get(key, 0) + int(found.group(2)) + (int(extra.group(1)) if extra else 0)
    return items


# ---- our side against the server's -----------------------------------------------------


def our_items(o: dict[str, Any]) -> dict[str, int]:
    items = {k: v for k, v in o["items"].items() if k not in DUIZI + FEN_KEYS + ("zimo",)}
    duizi = sum(o["items"].get(k, 0) for k in DUIZI)
    if duizi:
        items["duizi"] = duizi
    return items


# ---- the server's known bugs, applied to our items (docs/maanshan.md "The server's bugs") --

PAIR_KEYS = ("sihe", "shuangpu", "kan", "kan_discard")


def server_pair(concealed: list[int]) -> int:
    """The pair the server's calcAndGetJiangTou (MJUtils/CalcMJTou.lua:48-237) finds in the
    concealed tiles: tiles most held first (then by byte), each tried as a triplet, a pair, the
    middle, top and bottom of a run; our tile number."""
    pai = [0] * 38
    ours_of = {}
    for t, n in enumerate(concealed[:34]):
        if n:
            code = f"{t % 9 + 1}{'mps'[t // 9]}" if t < 27 else f"{t - 26}z"
            b = common.server_byte(code)
            pai[b] = n
            ours_of[b] = t
    order = sorted(range(1, 38), key=lambda b: (-pai[b], b))
    jiang = [-1]

    def search() -> bool:
        if sum(pai) == 0:
            return True
        idx = next(b for b in order if pai[b] > 0)
        if pai[idx] >= 3:
            pai[idx] -= 3
            if search():
                return True
            pai[idx] += 3
        if pai[idx] >= 2 and jiang[0] == -1:
            pai[idx] -= 2
            jiang[0] = idx
            if search():
                return True
            pai[idx] += 2
            jiang[0] = -1
        point = idx % 10
        for run in ((idx - 1, idx, idx + 1), (idx - 2, idx - 1, idx), (idx, idx + 1, idx + 2)):
            if idx >= 31 or not (
                run[0] % 10 >= 1 and run[2] % 10 <= 9 and run[0] // 10 == run[2] // 10
            ):
                continue
            if run == (idx - 1, idx, idx + 1) and not 2 <= point <= 8:
                continue
            if any(pai[b] <= 0 for b in run if b != idx):
                continue
            for b in run:
                pai[b] -= 1
            if search():
                return True
            for b in run:
                pai[b] += 1
        return False

    search()
    return ours_of.get(jiang[0], -1)


def predict(case: dict[str, Any], o: dict[str, Any]) -> tuple[list[int], list[str]]:
    """What the server pays each seat, from our items and the server's known bugs."""
    from wuhu_mj import parse_hand
    from wuhu_mj.variants.maanshan.score import held_triplets, twin_runs

    hand = parse_hand(case["hand"])
    options = case["options"]
    self_draw = "from" not in options
    raw = dict(o["raw"])
    bugs: list[str] = []
    concealed = list(hand.concealed_counts())
    pair = server_pair(concealed)
    before = {k: raw.get(k, 0) for k in PAIR_KEYS}
    after = dict.fromkeys(PAIR_KEYS, 0)
    with_pengs = list(concealed)
    for m in hand.melds:
        if m.kind == "peng":
            with_pengs[m.tiles[0]] += 3
    after["sihe"] = 5 * sum(1 for t in range(27) if with_pengs[t] == 4 and t != pair)
    after["shuangpu"] = 5 * twin_runs(concealed, pair)
    held, on_discard = held_triplets(concealed, pair, None if self_draw else hand.winning)
    after["kan"], after["kan_discard"] = 2 * held, on_discard
    if after != before:
        bugs.append("pair: the first the server's search finds, not the winner's best reading")
        raw.update(after)
    dian = sum(v for k, v in raw.items() if k not in (*FEN_KEYS, "zimo"))
    if self_draw:
        dian *= 2
    fen = sum(raw.get(k, 0) for k in FEN_KEYS)
    pot = case.get("pot")
    if pot is not None:
        # The pot caps the 点 (GameEnd.lua:249-255); 大拿 when the 点 reach every payer's pot
        # (CountHuType.lua:264-276), which a session of ours does not pay.
        if dian >= pot:
            fen += PER_FEN * (4 if case["sub_round"] == 1 else 2)
            bugs.append("danai: 大拿 not paid by our session (docs/maanshan.md)")
        dian = min(dian, pot)
    each = dian + fen
    winner = options["winner"]
    money = [3 * each if seat == winner else -each for seat in (1, 2, 3, 4)]
    return money, bugs


def ours_in_a_pot(cases: list[dict[str, Any]], rules: str) -> dict[int, dict[str, Any]]:
    """Each case as the first hand of a session whose pots hold `case["pot"]` 点: each seat's
    net (the 点 from the pots, the 分 in cash)."""
    from wuhu_mj.doors.session import HandEntry, Header, Session

    names = ["东", "南", "西", "北"]
    out = {}
    for case in cases:
        options = {k.replace("-", "_"): v for k, v in case["options"].items()}
        winner, discarder = options.pop("winner"), options.pop("from", None)
        dealer = options.pop("dealer")
        header = Header.create(names, rules=rules, dealer=names[dealer - 1], pot=case["pot"])
        session = Session(header)
        entry = HandEntry(1, case["hand"], winner, discarder, None, options)
        try:
            outcome = session.add(entry)
        except Exception:  # not a win: the single hand's answer says so
            continue
        out[case["id"]] = [int(n) for n in outcome.net]
    return out


def compare(
    cases: list[dict[str, Any]], server: dict[int, dict[str, Any]], rules: str
) -> tuple[Counter[str], list[dict[str, Any]]]:
    for answer in server.values():
        if answer.get("win"):
            answer["money"] = server_money(answer)
    mine = common.ours(cases, rules)
    for o in mine.values():
        o["raw"] = o["items"]
        o["items"] = our_items(o)
    if cases and "pot" in cases[0]:
        for key, net in ours_in_a_pot(cases, rules).items():
            mine[key]["money"] = net
    return common.compare(cases, server, mine, predict, server_items)


def main(argv: list[str] | None = None) -> int:
    ap = common.arguments(__doc__, "MAANSHAN_ORACLE_SRC", 5000, "maanshan")
    ap.add_argument(
        "--pots",
        action="store_true",
        help="play each hand in pots of 1-60 点 (a one-hand session of ours)",
    )
    args = ap.parse_args(argv)
    return common.run(
        args,
        "maanshan",
        "MAANSHAN_ORACLE_SRC",
        SOURCES,
        DRIVER,
        lambda rng, i: random_case(rng, i, args.pots),
        lambda cases, server: compare(cases, server, args.rules),
        "no 缺门 or no win",
    )


if __name__ == "__main__":
    sys.exit(main())
