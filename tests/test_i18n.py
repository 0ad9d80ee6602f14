"""`--lang zh|en` and WUHU_MJ_LANG: every text a person reads, in one language.

The rule (docs/languages.md): in English, Chinese characters appear only as the game's own
words (GAME_TERMS below, read from that page: 支, 压档, 嘴子, 交, … that players say in Chinese
at the table, and the place names) and as tiles. In Chinese, ASCII words appear only as what
is typed: option names (--from), metavariables (HAND, FILE), command and rule set names, tile
codes and the notation's meld words (peng, chi, …), file names and the formats' names (JSON,
JSON Schema, YAML, UTF-8).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.helpers import commands, kept_words
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import Message, Text, render

GAME_TERMS = {*kept_words(), "中", "万", "筒", "条"}  # docs/languages.md, and tiles
ASCII_ALLOWED = {
    "wuhu", "mj", "wuhu-mj", "anqing", "chizhou", "fan", "json", "yaml", "utf", "stdin", "hua",
    "peng", "gang", "chi", "nohua", "laizi", "hand", "files", "file", "name", "path", "seat",
    "melds", "tile", "options", "command", "args", "extends", "zh", "en", "text", "integer",
    "range", "winner", "from", "rules", "lang", "help", "version", "unit", "dealer", "cli",
    "batch", "check", "score", "waits", "list", "show", "validate", "schema", "variant", "diff",
    "session",
    "error",  # the JSON key {"error": ...}
    "serve", "pip", "install", "web", "ctrl",  # `wuhu-mj serve`, pip install 'wuhu-mj[web]', Ctrl-C
    "page", "pyodide", "npm", "pack", "tgz", "python", "http", "server",  # `wuhu-mj page`
    "config",  # `wuhu-mj config`
    "keep",  # the key of the manifest `wuhu-mj page` writes (wuhu-mj-site.json)
}  # fmt: skip


def chinese_outside_terms(text: str) -> list[str]:
    return [run for run in re.findall(r"[\u4e00-\u9fff]+", text) if run not in GAME_TERMS]


def english_words(text: str) -> list[str]:
    text = re.sub(r"[\w./-]+\.(?:yaml|txt|md)", " ", text)  # file names
    text = re.sub(r"--?[a-z][a-z-]*", " ", text)  # option names
    text = re.sub(
        r"\$?[A-Z][A-Z_|=.]+", " ", text
    )  # metavariables: HAND, SEAT=MELDS, $WUHU_MJ_LANG
    words = re.findall(r"[A-Za-z]{2,}", text)
    return [w for w in words if w.lower() not in ASCII_ALLOWED and not re.fullmatch(r"[mpsz]+", w)]


@pytest.mark.parametrize("path", commands(), ids=lambda p: " ".join(p) or "wuhu-mj")
def test_help_in_english_has_only_game_terms_in_chinese(path: list[str]) -> None:
    result = CliRunner().invoke(cli, [*path, "--help", "--lang", "en"])
    assert result.exit_code == 0
    assert "Usage:" in result.output
    assert chinese_outside_terms(result.output) == []


@pytest.mark.parametrize("path", commands(), ids=lambda p: " ".join(p) or "wuhu-mj")
def test_help_in_chinese_has_no_english_prose(path: list[str]) -> None:
    result = CliRunner().invoke(cli, [*path, "--help"], env={"WUHU_MJ_LANG": "zh"})
    assert result.exit_code == 0
    assert "用法" in result.output and "--lang" in result.output
    assert english_words(result.output) == []


def test_language_from_the_environment_and_the_option() -> None:
    runner = CliRunner(env={"WUHU_MJ_LANG": "en"})
    assert "Usage:" in runner.invoke(cli, ["--help"]).output
    assert "用法" in runner.invoke(cli, ["--lang", "zh", "--help"]).output
    assert "用法" in runner.invoke(cli, ["score", "--help", "--lang=zh"]).output
    assert "用法" in CliRunner(env={"WUHU_MJ_LANG": ""}).invoke(cli, ["--help"]).output


@pytest.mark.parametrize(
    ("args", "english", "chinese"),
    [
        (
            ["score", "1m"],
            "hand: 万 1, 筒 0, 条 0 = 1 tile; a winning hand has 14",
            "手牌: 万 1, 筒 0, 条 0 = 共 1 张；胡牌要 14 张",
        ),
        (
            ["score", "1135789m234678p4m", "--winner", "5"],
            "--winner: seat 5 is outside 1-4",
            "--winner: 座位 5 不在 1-4 之内",
        ),
        (
            ["score", "1135789m234678p4m", "--from", "1"],
            "--from: the winner cannot discard the winning tile",
            "--from: 胡家不能自己放冲",
        ),
        (
            ["score", "1135789m234678p4x"],
            "hand: unexpected character 'x' at 17",
            "手牌: 第 17 个字符 'x' 看不懂",
        ),
        (
            ["score", "1135789m234678p4m", "--frm", "3"],
            "No such option '--frm'. (Did you mean one of: '--fed', '--from'?)",
            "没有这个选项",
        ),
        (["score"], "Missing argument 'HAND...'", "缺少参数 'HAND...'"),
    ],
)
def test_errors_in_both_languages(args: list[str], english: str, chinese: str) -> None:
    en = CliRunner().invoke(cli, [*args, "--lang", "en"])
    zh = CliRunner().invoke(cli, [*args, "--lang", "zh"])
    assert en.exit_code == zh.exit_code == 2
    assert en.stderr.startswith("wuhu-mj: error: ") and english in en.stderr
    assert zh.stderr.startswith("wuhu-mj: 错误：") and chinese in zh.stderr
    assert chinese_outside_terms(en.stderr.replace("'HAND'", "")) == []


@pytest.mark.parametrize(
    ("message", "chinese", "english"),
    [
        (
            Message("reason_not_bazhi", zhi=6, need=8),
            "不够八支：最多的一门只有 6 支，至少要 8 支",
            "not 八支: the longest suit has 6 tiles, 8 needed",
        ),
        (
            Message(
                "zhi_yadang_halved",
                zhi=8,
                point=4,
                total=12,
                win=Message("win_discard"),
                points=6,
            ),
            "8支 + 压档点4 = 12，放冲除2 → 6",
            "8 支 + 压档 point 4 = 12, halved on a discard → 6",
        ),
        (
            Message("label_of", label=Text("全交", "all 交"), what=Text("清一色", "one suit")),
            "全交（清一色）",
            "all 交 (one suit)",
        ),
    ],
)
def test_core_texts_in_both_languages(message: Message, chinese: str, english: str) -> None:
    assert (render(message, "zh"), render(message, "en")) == (chinese, english)


def test_liability_line_in_english() -> None:
    from wuhu_mj import score
    from wuhu_mj.scoring.situation import Situation

    result = score("2399m4m+peng111m@2+peng555m@3+peng777m@4", "wuhu", Situation(discarder=4))
    assert render(result.details["liability"], "en") == (
        "seat 4 is liable (one suit / one suit with honors warning, 000 报警 1): the winner"
        " exposed 3 melds of m, not all fed by one seat, the discarder pays for all"
        " [+peng111m@2 +peng555m@3 +peng777m@4]; seat 4 pays for all three, 150 in all"
        " (without liability: seat 4 pays 50)"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["score", "1135789m234678p4m", "--from", "3", "--dealer", "3"],
        ["score", "2399m4m+peng111m@2+peng555m@3+peng777m@4", "--from", "4", "--dealer", "2"],
        ["score", "111123m456m999m55p", "--dealer", "2", "--rules", "wuhu-fan"],
        ["score", "123456m123456p11s"],
        ["score", "-r", "anqing", "11229m3344p5566s7s", "--indicator", "8m"],
        ["score", "-r", "anqing", "123m456p789s5m1z+chi789m", "--wild", "5m"],
        ["score", "-r", "chizhou", "55p+chi123m+peng777m+chi456s+gang2222s+hua1f", "--kong-draw"],
        ["score", "-r", "chizhou", "123m456m789m11p23p4p+hua12f", "--from", "3"],
        ["batch", "samples/session.txt"],
        ["waits", "11234678m234467p"],
        ["rules", "list"],
    ],
    ids=lambda a: " ".join(a[:4]),
)
def test_english_tables_keep_only_game_terms(args: list[str]) -> None:
    result = CliRunner().invoke(cli, [*args, "--lang", "en"])
    assert result.exit_code in (0, 1)
    # Rulebook citations (出处 / Source: "000 五.2") name sections of the Chinese books and
    # the tile glyphs are tiles: both stay as they are.
    text = re.sub(r"\b00\d\s+[^\s,;)]+", "", result.output)
    assert chinese_outside_terms(text) == []


_OUR_ERRORS = {"InputError", "RuleFileError", "WuhuMjError", "SessionInputError", "NotAWinError"}


def finished_sentences() -> list[str]:
    """Every error of ours the library raises with a finished text (a string or an f-string)
    rather than a catalog message: such a text could be shown in one language only."""
    import ast

    root = Path(__file__).resolve().parent.parent / "wuhu_mj"
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") in _OUR_ERRORS):
                continue
            if node.args and isinstance(node.args[0], (ast.Constant, ast.JoinedStr, ast.BinOp)):
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_every_error_is_a_catalog_message() -> None:
    assert finished_sentences() == []


@pytest.mark.parametrize(
    ("text", "chinese"),
    [
        (
            "extends: wuhu\nprices:\n  zuizii: 10\n",
            "3:3: 不认识的键 'zuizii'（在 'prices' 里）（是不是 'zuizi'？）",
        ),
        ("extends: wuhu\nprics: {}\n", "2:1: 不认识的键 'prics'（是不是 'prices'？）"),
        ("extends: wuhu\nprices:\n  zuizi: ten\n", "3:3: 'prices.zuizi' 应是 整数，而不是 'ten'"),
    ],
)
def test_rule_file_errors_in_chinese_keep_the_place(
    text: str, chinese: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("mine.yaml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["rules", "validate", "mine.yaml", "--lang", "zh"])
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: 错误：mine.yaml:{chinese}\n"


def sample_commands() -> list[list[str]]:
    """`score` for every worked example in samples/ that has a hand (all variants, liability)."""
    import yaml

    root = Path(__file__).resolve().parent.parent
    out = []
    files = sorted((root / "samples").glob("*-examples.yaml"))
    files += sorted((root / "samples" / "house-rules").glob("*-examples.yaml"))
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for example in data["examples"]:
            if not example.get("hand"):
                continue
            options = dict(example.get("options") or {})
            rules = str(example.get("rules") or data["rules"])
            if rules.endswith(".yaml"):  # a preset beside its check file
                rules = str(path.parent / rules)
            args = ["score", str(example["hand"]), "-r", rules]
            args += ["--dealer", str(options.pop("dealer", 2))]
            if example.get("win") == "discard":
                args += ["--from", "3"]
            for key, value in options.items():
                for one in value if isinstance(value, list) else [value]:
                    args += [f"--{key}", str(one)]
            args += ["--" + flag.replace("_", "-") for flag in example.get("flags") or []]
            out.append(args)
    return out


def test_every_worked_example_reads_in_english() -> None:
    runner = CliRunner(env={"COLUMNS": "250"})
    for args in sample_commands():
        result = runner.invoke(cli, [*args, "--lang", "en"])
        lines = [line for line in result.output.splitlines() if "Rulebook lines" not in line]
        # The last column is the rulebook citation (000 五.2, 315 表 …): it stays as written,
        # as do the presets' (525 服务器 …, jsmjServer …, 青阳 …).
        cited = r"\b(00\d|315|525|jsmjServer)\s+\S+.*$|青阳.*$"
        text = "\n".join(re.sub(cited, "", line) for line in lines)
        assert chinese_outside_terms(text) == [], args
