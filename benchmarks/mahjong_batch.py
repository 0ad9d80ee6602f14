"""The `mahjong` side of the batch comparison: read batch lines, price each hand with
mahjong 2.1.0's estimate_hand_value, print one JSON object per line (bench.py).

    python benchmarks/mahjong_batch.py FILE > /dev/null

Lines are what bench.py writes: a hand in wuhu-mj notation (one or more digits then a suit
letter, melds after '+'), then `--from N` (a discard; none means self-drawn) and `--dealer N`.
"""

import json
import sys

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.meld import Meld

SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}
calculator = HandCalculator()
with open(sys.argv[1], encoding="utf-8") as lines:
    for line in lines:
        words = line.split()
        parts = words[0].split("+")
        used = [0] * 34
        tiles, melds, concealed = [], [], []
        for index, part in enumerate(parts):
            kind = part.rstrip("0123456789mpsz") if index else ""
            digits, found = "", []
            for ch in part[len(kind) :]:
                if ch.isdigit():
                    digits += ch
                else:
                    found += [SUITS[ch] + int(d) - 1 for d in digits]
                    digits = ""
            converted = []
            for t in found:
                converted.append(t * 4 + used[t])
                used[t] += 1
            tiles += converted
            if index:
                meld_type = Meld.KAN if len(converted) == 4 else Meld.PON
                melds.append(Meld(meld_type, converted, opened=kind != "angang"))
            else:
                concealed = converted
        config = HandConfig(is_tsumo="--from" not in words)
        result = calculator.estimate_hand_value(tiles, concealed[-1], melds=melds, config=config)
        yaku = [str(y) for y in result.yaku or []]
        answer = {"han": result.han, "fu": result.fu, "cost": result.cost, "yaku": yaku}
        print(json.dumps({**answer, "error": result.error}))
