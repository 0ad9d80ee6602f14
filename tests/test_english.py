"""`--lang en` says everything in English: every command, a few hundred random hands of every
rule set (errors and non-wins included) print no Chinese sentence — no run of more than five
Chinese characters once the game's own words and tile names are taken out (docs/languages.md).
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.cli import cli
from wuhu_mj.notation.tiles import FLOWER_BASE, FLOWER_NAMES, chinese
from wuhu_mj.rules.ruleset import builtin_names, load_rules

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from dump import HOUSE, cases  # noqa: E402  (the seeded hands of benchmarks/dump.py)

# The game's own words, kept in English output (docs/languages.md), longest first.
GAME_WORDS = sorted(
    [
        "支",
        "八支",
        "压档",
        "嘴子",
        "交",
        "全交",
        "四活",
        "四核",
        "双四活",
        "双四核",
        "十三烂",
        "跑风",
        "见字胡",
        "打缺",
        "蜡子",
        "番",
        "花",
        "底",
        "芜湖",
        "安庆",
        "池州",
        "连庄",
        "自摸",
        "杠开",
        "钻",
        "吊钻",
        "七对",
        "碰碰胡",
        "大吊车",
        "门清",
        "四钻",
        "天胡",
        "地胡",
    ],
    key=len,
    reverse=True,
)
TILE_NAMES = sorted(
    {chinese(t) for t in range(FLOWER_BASE + len(FLOWER_NAMES))}, key=len, reverse=True
)
SENTENCE = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]{6,}")


def _sources(node: object) -> list[str]:
    if isinstance(node, dict):
        found = [str(v) for k, v in node.items() if k == "source"]
        return found + [s for v in node.values() for s in _sources(v)]
    if isinstance(node, list):
        return [s for v in node for s in _sources(v)]
    return []


# Rulebook citations stay as written (docs/languages.md): every rule file's `source:` texts.
CITATIONS = sorted(
    {s for name in [*builtin_names(), *HOUSE] for s in _sources(dict(load_rules(name).data))},
    key=len,
    reverse=True,
)


def chinese_sentences(text: str) -> list[str]:
    """Runs of Chinese left once citations, game words and tile names are taken out."""
    for word in (*CITATIONS, *GAME_WORDS, *TILE_NAMES):
        text = text.replace(word, " ")
    return SENTENCE.findall(text)


def english(args: list[str], stdin: str | None = None) -> str:
    env = {"WUHU_MJ_LANG": "en", "COLUMNS": "250"}  # wide: a citation is not cut in two
    done = CliRunner().invoke(cli, args, input=stdin, env=env)
    assert done.exception is None or isinstance(done.exception, SystemExit), done.exception
    return done.stdout + done.stderr


def test_the_finder_finds_a_sentence() -> None:
    assert chinese_sentences("Not ready: 牌型已听, 但按这套规则没有一张能胡") == [
        "但按这套规则没有一张能胡"
    ]
    assert chinese_sentences("closed wait (压档), 四万 四万 四万") == []


HANDS = cases(random.Random(5), 600)


@pytest.mark.parametrize("chunk", range(6))
def test_random_hands_of_every_rule_set(chunk: int) -> None:
    found = []
    for rules, hand, options in HANDS[chunk::6]:
        args = ["score", hand, "-r", rules]
        for name, value in options.items():
            flag = "--" + name.replace("_", "-")
            if value is True:
                args.append(flag)
            elif isinstance(value, list):
                args += [part for item in value for part in (flag, str(item))]
            else:
                args += [flag, str(value)]
        for command in (args, ["waits", hand[: hand.find("+")] if "+" in hand else hand[:-2]]):
            found += [(command, s) for s in chinese_sentences(english(command))]
    assert found == []


@pytest.mark.parametrize(
    "args",
    [
        ["rules", "list"],
        *(["rules", "validate", path] for path in HOUSE),
        ["check", *(str(p) for p in sorted((ROOT / "samples").glob("*-examples.yaml")))],
        ["waits", "123m456p789s11z23m"],
        ["waits", "1m"],
        ["score", "123m456m123p456p11s"],
        ["score", "123m456m789m11p+pong555s"],
        ["--help"],
        *([command, "--help"] for command in ("score", "waits", "batch", "session", "check")),
    ],
    ids=lambda args: " ".join(args)[:40],
)
def test_every_command(args: list[str]) -> None:
    assert chinese_sentences(english(args)) == []


@pytest.mark.parametrize("name", builtin_names())
def test_rules_show_comments(name: str) -> None:
    """`rules show` prints the rule file as written (data, like JSON); its own lines, the
    YAML comments, are in English."""
    shown = english(["rules", "show", name])
    comments = "\n".join(line for line in shown.splitlines() if line.startswith("#"))
    assert chinese_sentences(comments) == []


@pytest.mark.parametrize("sample", sorted((ROOT / "samples").glob("session*")), ids=str)
def test_sessions(sample: Path) -> None:
    assert chinese_sentences(english(["session", str(sample)])) == []


def test_batch() -> None:
    lines = "\n".join(f"{hand} -r {rules}" for rules, hand, _ in HANDS[:200]) + "\nx\n"
    assert chinese_sentences(english(["batch", "-", "--rows", "200"], lines)) == []
