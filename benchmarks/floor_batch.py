"""The floor of `batch --json` in Python (bench.py): the least a script does for a line of
the same file, written as a table-driven throwaway that knows plain Wuhu hands only.

    python benchmarks/floor_batch.py FILE > /dev/null

Per line: split the words, count the tiles per suit, look each suit up in a table of suits
that split into sets and a pair (filled as suits are met), price 支 and 底 with a sum, and
print json.dumps of a record shaped like a `batch --json` line (items, payments, net,
situation: about the same bytes). No waits, no patterns, no liability, no validation, no
escaping: nothing any real scorer could leave out is left in, so the gap to this is the
most any work on the one path could win.
"""

import json
import sys

SUITS = {"m": 0, "p": 1, "s": 2, "z": 3}
_splits: dict[tuple[int, ...], bool] = {}


def splits(counts: tuple[int, ...], pair: bool) -> bool:
    """Whether the suit's counts split into sets (and one pair when `pair`)."""
    key = (*counts, pair)
    found = _splits.get(key)
    if found is None:
        found = _split(list(counts), pair)
        _splits[key] = found
    return found


def _split(counts: list[int], pair: bool) -> bool:
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return not pair
    if pair and counts[i] >= 2:
        counts[i] -= 2
        if _split(counts, False):
            return True
        counts[i] += 2
    if counts[i] >= 3:
        counts[i] -= 3
        if _split(counts, pair):
            return True
        counts[i] += 3
    if i < 7 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        if _split(counts, pair):
            return True
        for k in (i, i + 1, i + 2):
            counts[k] += 1
    return False


def item(key: str, label: str, points: int, note: str, source: str) -> dict[str, object]:
    return {"key": key, "label": label, "points": points, "note": note, "source": source}


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            words = line.split()
            counts = [[0] * 9 for _ in SUITS]
            for part in words[0].split("+"):
                digits = ""
                for ch in part.lstrip("abcdefghijklnoqrtuvwxy"):
                    if ch.isdigit():
                        digits += ch
                    else:
                        for d in digits:
                            counts[SUITS[ch]][int(d) - 1] += 1
                        digits = ""
            sizes = [sum(c) for c in counts]
            wins = all(
                splits(tuple(c), n % 3 == 2) for c, n in zip(counts, sizes, strict=True) if n
            )
            zhi = max(sizes[:3])
            discarder = int(words[words.index("--from") + 1]) if "--from" in words else None
            base = [
                item("zhi", "支番", zhi, f"{zhi}支", "000 五.2"),
                item("di", "底番", 2, "自摸", "000 七"),
                item("dealer", "庄家加底", 2, "庄家付或庄家胡时另加", "000 六"),
            ]
            points = zhi + 4
            payers = [discarder] if discarder else [2, 3, 4]
            payments = [{"from": p, "to": 1, "amount": points, "items": base} for p in payers]
            net = {"1": points * len(payers), "2": -points, "3": -points, "4": -points}
            record = {
                "line": number,
                "rules": "wuhu",
                "hand": words[0],
                "winning": wins,
                "reason": "胡牌",
                "patterns": [],
                "items": base,
                "payments": payments,
                "net": net,
                "zhi": zhi,
                "situation": {"winner": 1, "dealer": 1, "from": discarder, "defaults": []},
            }
            print(json.dumps(record, ensure_ascii=False))


if __name__ == "__main__":
    main()
