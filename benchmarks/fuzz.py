"""Fuzz the scorer: random and mutated inputs at `score`, at `batch` and at rule files.

    python benchmarks/fuzz.py                 # 10,000 CLI + batch inputs, 2,000 rule files
    python benchmarks/fuzz.py -n 500 --seed 7 --rule-files 100

Every input must end in a result or in the library's own error (exit status 0, 1 or 2 and
one line on stderr). Anything else — an exception that is not a WuhuMjError, an
"internal error" line from the CLI, another exit status — is a crash: the script prints
each distinct one with its traceback and exits 1. It exits 0 when there is none.

Inputs, all from one seeded random.Random:
- score: a complete hand (pair + four sets over all 34 kinds, melds with or without a
  feeding seat, flowers), spelled in codes / grouped / Chinese, then half the time
  mutated (characters deleted, inserted, replaced, duplicated, swapped) or replaced by
  random text; any built-in rule set or house rule; any options with valid or silly values.
  Each input goes through the CLI (click's CliRunner, in process) and through the library
  (options → Situation → score) to catch tracebacks the CLI would turn into one line.
- batch: the same inputs as JSON Lines and text lines (plus broken JSON), 500 per file,
  through `wuhu-mj batch --json` and through batch.Scorer line by line.
- rule files: rules/*.yaml and samples/house-rules/*.yaml mutated (lines dropped or
  duplicated, values swapped for other values, characters changed), loaded and, when
  valid, used to score a few hands.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from wuhu_mj import WuhuMjError, load_rules, score
from wuhu_mj.doors.batch.run import Scorer, parse_lines
from wuhu_mj.doors.cli import cli
from wuhu_mj.notation.tiles import HONOR_BASE, code
from wuhu_mj.rules.ruleset import builtin_names
from wuhu_mj.service.options import declared, situation_from

ROOT = Path(__file__).resolve().parents[1]
# The sample house rules, less the check files of worked examples beside them.
HOUSE_FILES = sorted(
    p
    for p in (ROOT / "samples" / "house-rules").glob("*.yaml")
    if not p.name.endswith("-examples.yaml")
)
HOUSE = [str(p) for p in HOUSE_FILES]
RULE_SOURCES = sorted((ROOT / "rules").glob("*.yaml")) + HOUSE_FILES
CHARS = "0123456789mpszf+@, 万筒条饼索東东南西北白发發中春夏秋冬梅兰竹菊碰杠槓吃花暗加pengangchihua"
SEATS = ["1", "2", "3", "4", "0", "5", "-1", "x", ""]
TILES = ["5m", "9p", "1s", "1z", "4z", "5z", "6z", "7z", "东", "中", "1f", "0m", "10m", "x", ""]
# Values to try for an option, by how it is read (its kind in the option registry).
VALUES: dict[str, list[str] | None] = {
    "seat": SEATS,
    "flag": None,
    "tile": TILES,
    "count": ["0", "1", "2", "3", "4", "9", "-1", "x"],
    "money": ["1", "2", "10", "0", "-3", "1e9", "abc"],
    "fed": ["3=peng,peng,chi", "2=gang", "4=peng,peng,peng,peng", "5=peng", "3=", "=", "x"],
}
# Every option of a scored hand, as the registry declares them now (`--rules`, `--win` and
# `--json` are chosen apart).
OPTIONS: dict[str, list[str] | None] = {
    f"--{spec.name}": VALUES[spec.kind] for spec in declared() if spec.kind in VALUES
}
MELD_WORDS = {
    "codes": {"peng": "peng", "gang": "gang", "jiagang": "jiagang", "angang": "angang"},
    "chinese": {"peng": "碰", "gang": "杠", "jiagang": "加杠", "angang": "暗杠"},
}


class Crashes:
    """Distinct crashes, keyed by exception type and the innermost frame."""

    def __init__(self) -> None:
        self.seen: dict[str, tuple[int, str, str]] = {}

    def add(self, key: str, what: str, detail: str) -> None:
        count, first_what, first_detail = self.seen.get(key, (0, what, detail))
        self.seen[key] = (count + 1, first_what, first_detail)

    def guard(self, what: str, call: Callable[[], object]) -> None:
        """Run `call`; anything but the library's own error is a crash."""
        try:
            call()
        except WuhuMjError:
            pass
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            key = f"{type(exc).__name__} at {frame.filename}:{frame.lineno}"
            self.add(key, what, traceback.format_exc())

    @property
    def total(self) -> int:
        return sum(count for count, _, _ in self.seen.values())


# ---- inputs ------------------------------------------------------------------------------


def complete_hand(
    rng: random.Random, kinds: list[int] | None = None, flowers_ok: bool = True
) -> str:
    """A pair and four sets of `kinds` (all 34 by default); some triplets exposed; maybe
    flowers."""
    kinds = kinds or list(range(34))
    counts = [0] * 34
    concealed: list[int] = []
    melds: list[tuple[str, list[int], int | None]] = []
    pair = rng.choice(kinds)
    counts[pair] += 2
    concealed += [pair, pair]
    for _ in range(4):
        choices = [("run", t) for t in kinds if t < HONOR_BASE and t % 9 <= 6]
        choices = [c for c in choices if all(counts[c[1] + i] < 4 for i in range(3))]
        choices += [("triplet", t) for t in kinds if counts[t] <= 1]
        kind, tile = rng.choice(choices)
        tiles = [tile, tile + 1, tile + 2] if kind == "run" else [tile] * 3
        for t in tiles:
            counts[t] += 1
        meld = rng.choice(["", "", "peng", "gang", "angang", "jiagang"]) if kind != "run" else ""
        if meld in ("gang", "angang", "jiagang") and counts[tile] == 3:
            counts[tile] += 1
            tiles.append(tile)
        elif meld in ("gang", "angang", "jiagang"):
            meld = ""
        if meld:
            seat = rng.choice([None, None, 1, 2, 3, 4]) if meld != "angang" else None
            melds.append((meld, tiles, seat))
        else:
            concealed += tiles
    rng.shuffle(concealed)
    flowers = rng.sample(range(34, 42), rng.choice([0, 0, 0, 1, 2, 3]) if flowers_ok else 0)
    style = rng.choice(["codes", "grouped", "chinese"])
    words = MELD_WORDS["chinese" if style == "chinese" else "codes"]
    text = spell(concealed, style)
    for kind, tiles, seat in melds:
        text += "+" + words[kind] + spell(tiles, style) + (f"@{seat}" if seat else "")
    if flowers:
        text += "+" + ("花" if style == "chinese" else "hua") + spell(flowers, style)
    return text


def spell(tiles: list[int], style: str) -> str:
    suit_words = {"m": "万", "p": "筒", "s": "条"} if style == "chinese" else {}
    out, last = "", ""
    for t in tiles:
        digit, suit = code(t)[0], code(t)[1]
        word = suit_words.get(suit, suit)
        if style != "codes" and word == last:
            out = out[: -len(word)] + digit + word
        else:
            out += digit + word
        last = word
    return out


def mutate(rng: random.Random, text: str, alphabet: str = CHARS) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        where = rng.randint(0, len(chars))
        action = rng.choice(["delete", "insert", "replace", "duplicate", "swap"])
        if action == "insert" or not chars:
            chars.insert(where, rng.choice(alphabet))
        elif action == "delete":
            del chars[min(where, len(chars) - 1)]
        elif action == "replace":
            chars[min(where, len(chars) - 1)] = rng.choice(alphabet)
        elif action == "duplicate":
            chars[where:where] = chars[max(0, where - rng.randint(1, 6)) : where]
        elif len(chars) > 1:
            i = min(where, len(chars) - 2)
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
    return "".join(chars)


def random_text(rng: random.Random) -> str:
    size = rng.randint(0, 30)
    if rng.random() < 0.7:
        return "".join(rng.choice(CHARS) for _ in range(size))
    return "".join(chr(rng.randint(1, 0x2FFFF)) for _ in range(size))


# Tile kinds each family of rule sets plays (so that clean inputs reach the scoring).
KINDS = {
    "wuhu": [*range(27), 33],  # 红中 only (docs/rules.md §2)
    "chizhou": [t for t in range(34) if t != 32],  # 发 are flowers (docs/rules.md §4)
    "anqing": list(range(34)),
}


def clean_input(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A complete hand of a rule set's own tiles with options it accepts."""
    rules = rng.choice([*builtin_names(), *HOUSE])
    family = next((f for f in KINDS if f in Path(rules).name), "wuhu")
    hand = complete_hand(rng, KINDS[family], flowers_ok=family == "chizhou")
    options: dict[str, Any] = {"rules": rules}
    allowed = ["--winner", "--dealer", *ALLOWED[rules]]
    for name in rng.sample(allowed, rng.randint(0, min(4, len(allowed)))):
        values = SENSIBLE.get(name, OPTIONS[name])
        options[name[2:]] = True if values is None else rng.choice(values)
    if family == "anqing" and "wild" not in options and "indicator" not in options:
        options["wild"] = rng.choice(SENSIBLE["--wild"])
    return hand, options


def random_input(rng: random.Random) -> tuple[str, dict[str, Any]]:
    if rng.random() < 0.4:
        return clean_input(rng)
    return random_hand(rng), random_options(rng)


def random_hand(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.45:
        return complete_hand(rng)
    if roll < 0.9:
        return mutate(rng, complete_hand(rng))
    return random_text(rng)


def random_options(rng: random.Random) -> dict[str, Any]:
    """Option name (as `score` spells it, without dashes) -> value (True for flags).

    Half the time only options the rule set accepts, with sensible values, so that the
    inputs reach scoring and liability; otherwise anything goes.
    """
    out: dict[str, Any] = {}
    roll = rng.random()
    if roll < 0.85:
        out["rules"] = rng.choice([*builtin_names(), *HOUSE])
    elif roll < 0.9:
        out["rules"] = rng.choice(["nosuch", "wuhu.yaml", "/dev/null", "", "../rules/wuhu"])
    if rng.random() < 0.5 and "rules" in out and out["rules"] in ALLOWED:
        allowed = ["--winner", "--dealer", *ALLOWED[out["rules"]]]
        for name in rng.sample(allowed, rng.randint(0, min(4, len(allowed)))):
            values = SENSIBLE.get(name, OPTIONS[name])
            out[name[2:]] = True if values is None else rng.choice(values)
        return out
    for name in rng.sample(list(OPTIONS), rng.randint(0, 5)):
        values = OPTIONS[name]
        out[name[2:]] = True if values is None else rng.choice(values)
    return out


SENSIBLE_VALUES: dict[str, list[str]] = {
    "seat": ["1", "2", "3", "4"],
    "money": ["1", "2", "5"],
    "tile": ["5m", "9p", "1s", "1z", "4z", "5z", "6z", "7z"],
    "count": ["0", "1", "2", "3", "4", "6"],
    "fed": ["2=peng,peng,chi", "3=peng,peng,peng", "4=chi,chi,peng,peng", "3=peng,nohua"],
}
SENSIBLE: dict[str, list[str]] = {
    f"--{spec.name}": SENSIBLE_VALUES[spec.kind]
    for spec in declared()
    if spec.kind in SENSIBLE_VALUES
}
# Options each rule set accepts (its `options:` list), by rule-set name or path.
ALLOWED: dict[str, list[str]] = {
    name: [f"--{o}" for o in load_rules(name).get("options")] for name in [*builtin_names(), *HOUSE]
}


def as_args(hand: str, options: dict[str, Any]) -> list[str]:
    args = [hand]
    for name, value in options.items():
        args += [f"--{name}"] if value is True else [f"--{name}", str(value)]
    return args


# ---- targets -----------------------------------------------------------------------------


def library_score(hand: str, options: dict[str, Any]) -> None:
    rest = dict(options)
    rules = rest.pop("rules", "wuhu")
    result = score(hand, str(rules), situation_from(rest))
    if sum(result.net.values()) != 0:
        raise AssertionError(f"nets do not sum to zero: {result.net}")


def fuzz_cli(rng: random.Random, count: int, crashes: Crashes, statuses: Counter[str]) -> None:
    runner = CliRunner()
    for _ in range(count):
        hand, options = random_input(rng)
        args = ["score", *as_args(hand, options), *(["--json"] if rng.random() < 0.5 else [])]
        result = runner.invoke(cli, args)
        statuses[f"score exit {result.exit_code}"] += 1
        check_cli_output(args, result.exit_code, result.stdout, result.stderr, crashes)
        crashes.guard(f"score {args!r}", partial(library_score, hand, options))


def check_cli_output(args: list[str], status: int, out: str, err: str, crashes: Crashes) -> None:
    what = f"wuhu-mj {' '.join(args)!r}"
    if status not in (0, 1, 2):
        crashes.add(f"exit status {status}", what, out + err)
    if "Traceback" in out + err or "internal error" in err:
        first = next((line for line in err.splitlines() if "internal error" in line), err)
        crashes.add(f"CLI: {first[:120]}", what, out + err)
    if status == 2 and args[0] == "score" and err.count("\n") != 1:
        crashes.add("error not on one line", what, err)


# Values that once aborted a whole batch (issue 15), put into random lines.
ODD_VALUES = [
    "1e999",
    "-1e999",
    "Infinity",
    "NaN",
    "2.9",
    "1" + "0" * 5000,
    "1" + "0" * 4299,
    "[" * 2000 + "]" * 2000,
    "{}",
    "null",
    "true",
]
ODD_LINES = ["\x1c\x1d\x1e\x1f", "\x1c", "\ufeff", "\x00", "\x1b[31m", "a\rb", "\u2028", "\x85"]


def batch_line(rng: random.Random) -> str:
    hand, options = random_input(rng)
    roll = rng.random()
    if roll < 0.05:
        return rng.choice(ODD_LINES)
    if roll < 0.1:
        name = rng.choice([o[2:] for o in OPTIONS if OPTIONS[o] is not None])
        body = json.dumps({"hand": hand, **options})[:-1]
        return f'{body}, "{name}": {rng.choice(ODD_VALUES)}}}'
    roll = rng.random()
    if roll < 0.45:
        return json.dumps({"hand": hand, **options}, ensure_ascii=False)
    if roll < 0.9:
        return " ".join(
            json.dumps(a, ensure_ascii=False) if " " in a else a for a in as_args(hand, options)
        )
    return mutate(rng, json.dumps({"hand": hand, **options}), CHARS + '{}[]":,')


def fuzz_batch(rng: random.Random, count: int, crashes: Crashes, statuses: Counter[str]) -> None:
    runner = CliRunner()
    per_file = 500
    for start in range(0, count, per_file):
        lines = [batch_line(rng) for _ in range(min(per_file, count - start))]
        # A hand line holds no \n; the BOM only counts at the start of the input.
        lines = [line.replace("\n", " ") for line in lines]
        lines[0] = lines[0].lstrip("\ufeff")
        text = "\n".join(lines) + "\n"
        # Lone surrogates become bytes that are not UTF-8: a batch file can hold those too.
        data = text.encode("utf-8", "surrogatepass")
        result = runner.invoke(cli, ["batch", "--json", "-"], input=data)
        statuses[f"batch exit {result.exit_code}"] += 1
        check_cli_output(["batch", "--json", "-"], result.exit_code, result.stdout, "", crashes)
        if "internal error" in result.stderr or "Traceback" in result.stderr:
            crashes.add(f"batch: {result.stderr[:120]}", "batch", result.stderr)
        *outputs, last = [json.loads(line) for line in result.stdout.splitlines()]
        hand_lines = sum(1 for line in lines if _is_hand_line(line))
        statuses["batch lines"] += len(lines)
        statuses["batch hand lines"] += hand_lines
        statuses["batch lines answered"] += len(outputs)
        if len(outputs) != hand_lines or "ledger" not in last:
            crashes.add("batch: a hand line without its one answer", "batch", result.stdout[-500:])
        errors = [o["error"] for o in outputs if "error" in o]
        if any("internal error" in e for e in errors):
            first = next(e for e in errors if "internal error" in e)
            crashes.add(f"batch line: {first[:120]}", "batch", first)
        scorer = Scorer()
        for entry in parse_lines(lines):
            what = f"batch line {lines[entry.line - 1]!r}"
            crashes.guard(what, partial(scorer.score_line, entry))


def _is_hand_line(line: str) -> bool:
    """Not blank (spaces, tabs, \\r, \\v, \\f, U+3000 only) and not a # comment."""
    text = line.strip(" \t\r\v\f\u3000\n")
    return bool(text) and not text.startswith("#")


def mutate_rule_file(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        roll = rng.random()
        if roll < 0.2:
            del lines[i]
        elif roll < 0.35:
            lines.insert(i, lines[rng.randrange(len(lines))])
        elif roll < 0.75 and ":" in lines[i]:
            key, _, _ = lines[i].partition(":")
            value = rng.choice(
                [
                    "",
                    " 0",
                    " -1",
                    " 3.5",
                    " yes",
                    " []",
                    " {}",
                    " x",
                    " [sihuo]",
                    " {a: 1}",
                    " wuhu",
                    " null",
                    " 99999999999999999999",
                    " [1m, 8z]",
                    " '7z'",
                ]
            )
            lines[i] = key + ":" + value
        else:
            lines[i] = mutate(rng, lines[i], CHARS + ":{}[]-#'\" abcdefghijklmnopqrstuvwxyz_")
    return "\n".join(lines) + "\n"


RULE_FILE_HANDS = (
    "11234678m23467p5p",
    "44446789m22345p5m",
    "111234567789m77z",
    "1112345556789m9m",
    "123m456p789s11z22z+peng333z",
    "13m47p258s1234567z+hua1f",
)


def use_rule_file(path: Path, label: str, crashes: Crashes, statuses: Counter[str]) -> None:
    """Load a (mutated) rule file; when it is valid, score a few hands with it."""
    rules = load_rules(str(path))
    statuses["rule files valid"] += 1
    for hand in RULE_FILE_HANDS:
        crashes.guard(f"score {hand} with {label}", partial(score, hand, rules))
        discard = situation_from({"from": 3})
        crashes.guard(f"score {hand} --from 3 with {label}", partial(score, hand, rules, discard))


def fuzz_rule_files(
    rng: random.Random, count: int, crashes: Crashes, statuses: Counter[str]
) -> None:
    with tempfile.TemporaryDirectory() as directory:
        for n in range(count):
            source = rng.choice(RULE_SOURCES)
            text = mutate_rule_file(rng, source.read_text(encoding="utf-8"))
            path = Path(directory) / f"fuzz{n}.yaml"
            path.write_text(text, encoding="utf-8")
            label = f"mutated {source.name}:\n{text}"
            statuses["rule files"] += 1
            crashes.guard(f"load {label}", partial(use_rule_file, path, label, crashes, statuses))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=10_000, help="CLI + batch inputs (half each)")
    parser.add_argument("--rule-files", type=int, default=2_000, help="mutated rule files")
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--show", type=int, default=5, help="tracebacks to print")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    crashes, statuses = Crashes(), Counter[str]()
    started = time.perf_counter()
    language = os.environ.get("WUHU_MJ_LANG")
    os.environ["WUHU_MJ_LANG"] = "en"  # the messages checked ("internal error") are English
    try:
        fuzz_cli(rng, args.n // 2, crashes, statuses)
        fuzz_batch(rng, args.n - args.n // 2, crashes, statuses)
        fuzz_rule_files(rng, args.rule_files, crashes, statuses)
    finally:  # the tests run this in process
        if language is None:
            del os.environ["WUHU_MJ_LANG"]
        else:
            os.environ["WUHU_MJ_LANG"] = language
    elapsed = time.perf_counter() - started

    print(
        f"fuzz: seed {args.seed}, {args.n} CLI/batch inputs, {args.rule_files} rule files, "
        f"{elapsed:.1f} s"
    )
    for key, value in sorted(statuses.items()):
        print(f"  {key:24} {value}")
    print(f"crashes: {crashes.total} ({len(crashes.seen)} distinct)")
    for key, (count, what, detail) in list(crashes.seen.items())[: args.show]:
        print(f"\n== {key} (×{count})\n-- input: {what[:600]}\n{detail}")
    return 1 if crashes.seen else 0


if __name__ == "__main__":
    sys.exit(main())
