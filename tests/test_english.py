"""`--lang en` says everything in English: every command, a few hundred seeded random hands of
every rule set (built-in and house, wins, hands that do not win and bad input) print no Chinese
sentence — no run of more than five Chinese characters once the words docs/languages.md keeps
(the game's words, tiles, rulebook citations, what a person wrote) are taken out."""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from tests.helpers import commands, kept_words
from wuhu_mj.doors.cli import cli
from wuhu_mj.notation.text import format_parts, parse_hand
from wuhu_mj.notation.tiles import FLOWER_BASE, FLOWER_NAMES, chinese
from wuhu_mj.rules.ruleset import builtin_names, load_rules

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from dump import cases  # noqa: E402  (the seeded inputs of benchmarks/dump.py)

HOUSE = sorted(
    str(path.relative_to(ROOT))
    for path in (ROOT / "samples" / "house-rules").glob("*.yaml")
    if not path.name.endswith("-examples.yaml")
)
RULE_SETS = [*builtin_names(), *HOUSE]
CHECK_FILES = sorted(
    [*ROOT.glob("samples/*-examples.yaml"), *ROOT.glob("samples/house-rules/*-examples.yaml")]
)
HANDS_PER_RULE_SET = 300
SENTENCE = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]{6,}")  # 6+ characters

GAME_WORDS = kept_words()  # docs/languages.md's lists
TILE_NAMES = [chinese(t) for t in range(FLOWER_BASE + len(FLOWER_NAMES))]  # 四万, 红中, 春 ...
# A suit or honors where a code is not enough, and the meld words a person may type.
TILE_WORDS = ["中", "万", "筒", "条", "字", "碰", "杠", "加杠", "暗杠", "吃", "花"]


def _citations(node: object) -> list[str]:
    """A rule file's rulebook citations: every `source:` value and every `sources:` line."""
    if isinstance(node, dict):
        found = [str(v) for k, v in node.items() if k == "source"]
        lines = node.get("sources")
        if isinstance(lines, dict):
            found += [str(v) for v in lines.values()]
        return found + [s for v in node.values() for s in _citations(v)]
    if isinstance(node, list):
        return [s for v in node for s in _citations(v)]
    return []


CITATIONS = sorted({s for name in RULE_SETS for s in _citations(dict(load_rules(name).data))})
KEPT = sorted({*CITATIONS, *GAME_WORDS, *TILE_NAMES, *TILE_WORDS}, key=len, reverse=True)


def chinese_sentences(text: str) -> list[str]:
    """Runs of Chinese left once citations, the game's words and tile names are taken out."""
    for word in KEPT:
        text = text.replace(word, " ")
    return SENTENCE.findall(text)


def english(args: list[str], stdin: str | None = None) -> tuple[int, str]:
    """`wuhu-mj --lang en ARGS`: its exit status and all it printed. The environment asks for
    Chinese, so the flag is what makes it English; wide, so a citation is not cut in two."""
    env = {"WUHU_MJ_LANG": "zh", "COLUMNS": "250"}
    done = CliRunner().invoke(cli, ["--lang", "en", *args], input=stdin, env=env)
    assert done.exception is None or isinstance(done.exception, SystemExit), done.exception
    said = done.stdout + done.stderr
    assert "internal error" not in said, (args, said)
    return done.exit_code, said


def test_the_finder_finds_a_sentence() -> None:
    assert chinese_sentences("Not ready: 牌型已听, 但按这套规则没有一张能胡") == [
        "但按这套规则没有一张能胡"
    ]
    assert chinese_sentences("closed wait (压档), 四万 四万 四万, 003 庄的底子每局加4") == []


def test_the_kept_words_are_the_documented_ones() -> None:
    assert {"支", "压档", "嘴子", "交", "庄", "连庄", "芜湖", "青阳"} <= set(GAME_WORDS)
    assert all(re.fullmatch(r"[\u4e00-\u9fff]+", word) for word in GAME_WORDS), GAME_WORDS


def _flags(options: dict[str, Any]) -> list[str]:
    args = []
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        elif isinstance(value, list):
            args += [part for item in value for part in (flag, str(item))]
        else:
            args += [flag, str(value)]
    return args


def _waiting(hand: str) -> str:
    """The hand without its winning tile (13 tiles and the melds), or a broken hand cut short."""
    try:
        parsed = parse_hand(hand)
    except Exception:
        return hand[:-2]
    return format_parts(parsed.closed, parsed.melds, parsed.bonus)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_random_hands_of_every_rule_set(rules: str) -> None:
    found, exits = [], Counter()
    for _, hand, options in cases(random.Random(rules), HANDS_PER_RULE_SET, [rules]):
        flags = ["-r", rules, *_flags(options)]
        for command in (["score", hand, *flags], ["waits", _waiting(hand), *flags]):
            status, said = english(command)
            exits[command[0], status] += 1
            found += [(command, s) for s in chinese_sentences(said)]
    assert found == []
    # The sample holds wins, hands that do not win and bad input, for both commands.
    assert all(exits[command, status] > 0 for command in ("score", "waits") for status in (0, 1, 2))


@pytest.mark.parametrize("path", commands(), ids=lambda p: " ".join(p) or "wuhu-mj")
def test_every_help(path: list[str]) -> None:
    status, said = english([*path, "--help"])
    assert status == 0
    assert chinese_sentences(said) == []


@pytest.mark.parametrize(
    "args",
    [
        ["rules", "list"],
        ["rules", "validate", *RULE_SETS],
        *(["rules", "diff", a, b] for a in RULE_SETS[:1] for b in RULE_SETS[1:]),
        ["rules", "diff", "anqing", "chizhou"],
        ["rules", "schema"],
        ["rules", "schema", "anqing"],
        ["check", *map(str, CHECK_FILES)],
        ["waits", "123m456p789s11z23m"],
        ["waits", "1m"],
        ["waits", "1112345678999m", "-r", "anqing", "--wild", "5z"],
        ["score", "123m456m123p456p11s"],
        ["score", "123m456m789m11p+pong555s"],
        ["score", "11234678m23467p5p", "--from", "1"],
        ["score", "11234678m23467p5p", "--unit", "0"],
        ["score", "11234678m23467p5p", "-r", "anqing", "--from", "2"],
        ["score", "11234678m23467p5p", "-r", "nope"],
        ["score", "11234678m23467p5p", "--frm", "2"],
        ["rules", "show", "nope"],
        ["rules", "diff", "wuhu", "nope"],
        ["rules", "schema", "nope"],
        ["rules", "validate", "nope.yaml"],
        ["check", "nope-examples.yaml"],
        ["check", "samples/session.txt"],
        ["session", "nope.txt"],
        ["batch", "nope.txt"],
        ["serve", "--port", "abc"],
        ["nope"],
    ],
    ids=lambda args: " ".join(args)[:60],
)
def test_every_command(args: list[str]) -> None:
    assert chinese_sentences(english(args)[1]) == []


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("rule", "extends: wuhu\nname: mine\nzuizi:\n  sihuo: {pionts: 5}\n"),
        ("rule", "extends: wuhu\nname: 我的\ndescription: 我自己的规则，没有写英文的说明\n"),
        ("check", "rules: wuhu\nexamples:\n  - name: x\n    hand: 1m\n    printd: [1]\n"),
        ("check", "rules: wuhu\nexamples:\n  - name: x\n    hand: 1m\n    printed: [1]\n"),
    ],
)
def test_bad_files(name: str, text: str, tmp_path: Path) -> None:
    path = tmp_path / ("mine.yaml" if name == "rule" else "mine-examples.yaml")
    path.write_text(text, encoding="utf-8")
    command = ["rules", "validate", str(path)] if name == "rule" else ["check", str(path)]
    assert chinese_sentences(english(command)[1]) == []
    if name == "rule":
        assert chinese_sentences(english(["score", "11234678m23467p5p", "-r", str(path)])[1]) == []


def test_page(tmp_path: Path) -> None:
    """`page DIR` says what it wrote; into a file, why it cannot."""
    (tmp_path / "file").write_text("", encoding="utf-8")
    assert english(["page", str(tmp_path / "file")])[0] == 2
    assert english(["page", str(tmp_path / "site")])[0] == 0
    for target in ("file", "site"):
        assert chinese_sentences(english(["page", str(tmp_path / target)])[1]) == []


@pytest.mark.parametrize("name", builtin_names())
def test_rules_show_comments(name: str) -> None:
    """`rules show` prints the rule file as written (data, like JSON); its own lines, the
    YAML comments, are in English."""
    shown = english(["rules", "show", name])[1]
    comments = "\n".join(line for line in shown.splitlines() if line.startswith("#"))
    assert chinese_sentences(comments) == []


@pytest.mark.parametrize("sample", sorted((ROOT / "samples").glob("session*")), ids=str)
def test_sessions(sample: Path) -> None:
    assert chinese_sentences(english(["session", str(sample)])[1]) == []


def test_a_session_with_bad_lines() -> None:
    text = (
        "players: 老王 小李 阿强 小红\nrules: wuhu\n"
        "老王 自摸 11234678m23467p5p\n小李 胡 1m\n阿强 放 老王 11234678m23467p5p\n"
    )
    assert chinese_sentences(english(["session", "-"], text)[1]) == []


def test_batch() -> None:
    lines = [
        f"{hand} -r {rules} " + " ".join(_flags(options))
        for rules in RULE_SETS
        for _, hand, options in cases(random.Random(rules), 30, [rules])
    ]
    text = "\n".join([*lines, "x", '{"hand": 5}', "1m --from 9"]) + "\n"
    assert chinese_sentences(english(["batch", "-", "--rows", "500"], text)[1]) == []


def test_every_example_has_its_english() -> None:
    """Each shipped worked example whose title or reason is not plain English gives its
    English (`name_en`, `why_en`): the check table shows it in English output."""
    missing = []
    for path in CHECK_FILES:
        for example in yaml.safe_load(path.read_text(encoding="utf-8"))["examples"]:
            for key in ("name", "why"):
                written = example.get(key) or ""
                if re.search(r"[\u3400-\u9fff]", written) and not example.get(key + "_en"):
                    missing.append((path.name, example["name"], key))
    assert missing == []
