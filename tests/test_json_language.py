"""The JSON is the same in every language (issue 31; docs/languages.md): an error's `message`,
a `batch --json` bad line's `error` and a session's `errors` are Chinese, as labels, notes
and reasons are, whatever `--lang` or WUHU_MJ_LANG says; only the line on stderr (and the
text output) follows the run's language. A script reads one JSON and keys on `code`."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner, Result

from wuhu_mj.doors.cli import cli

# Three ways to choose a language: the option each way, and the environment variable.
RUNS: dict[str, tuple[list[str], str | None]] = {
    "--lang zh": (["--lang", "zh"], None),
    "--lang en": (["--lang", "en"], None),
    "WUHU_MJ_LANG=en": ([], "en"),
}
PLAYERS = "players: 老王 小李 阿强 小红\n"
WIN = "11234678m23467p5p"  # 8支平胡


def every_language(args: list[str], stdin: str | None = None) -> dict[str, Result]:
    return {
        name: CliRunner().invoke(
            cli, [*chosen, *args], input=stdin, env={"WUHU_MJ_LANG": env, "COLUMNS": "200"}
        )
        for name, (chosen, env) in RUNS.items()
    }


def one_stdout(runs: dict[str, Result], exit_code: int) -> str:
    """The stdout of every run, which is one and the same, byte for byte."""
    assert {name: done.exit_code for name, done in runs.items()} == dict.fromkeys(RUNS, exit_code)
    outs = {done.stdout_bytes for done in runs.values()}
    assert len(outs) == 1, outs
    return runs["--lang en"].stdout


def stderrs(runs: dict[str, Result]) -> tuple[str, str, str]:
    zh, en, env = (runs[name].stderr for name in RUNS)
    return zh, en, env


def test_a_bad_hand_prints_the_same_json_in_every_language() -> None:
    runs = every_language(["score", "123m456m789m11x", "--json"])
    out = one_stdout(runs, 2)
    assert json.loads(out) == {
        "schema": 1,
        "error": {
            "message": "第 15 个字符 'x' 看不懂",
            "where": "hand",
            "code": "hand_unexpected_character",
            "exit": 2,
        },
    }
    zh, en, env = stderrs(runs)
    assert zh == "wuhu-mj: 错误：手牌: 第 15 个字符 'x' 看不懂\n"
    assert en == env == "wuhu-mj: error: hand: unexpected character 'x' at 15\n"


def test_a_bad_option_and_a_bad_waits_hand_too() -> None:
    runs = every_language(["score", "123456789m11p555s", "--winner", "7", "--json"])
    assert json.loads(one_stdout(runs, 2))["error"]["message"] == "座位 7 不在 1-4 之内"
    assert stderrs(runs) == (
        "wuhu-mj: 错误：--winner: 座位 7 不在 1-4 之内\n",
        "wuhu-mj: error: --winner: seat 7 is outside 1-4\n",
        "wuhu-mj: error: --winner: seat 7 is outside 1-4\n",
    )
    runs = every_language(["waits", "123m", "--json"])
    assert json.loads(one_stdout(runs, 2))["error"]["message"] == (
        "万 3, 筒 0, 条 0 = 共 3 张；听牌要 13 张（或 14 张，看打哪张）"
    )
    zh, en, env = stderrs(runs)
    assert zh != en == env and "a waiting hand has 13" in en


def test_a_bad_batch_line_prints_the_same_json_in_every_language() -> None:
    lines = f"123m456m789m11x\n{WIN} --from 3\n"
    runs = every_language(["batch", "-", "--json"], lines)
    out = one_stdout(runs, 2)
    bad, good, _ledger = (json.loads(line) for line in out.splitlines())
    assert bad == {
        "schema": 1,
        "line": 1,
        "error": "手牌: 第 15 个字符 'x' 看不懂",
        "code": "hand_unexpected_character",
    }
    assert good["winning"] is True
    # With --json, batch writes its bad lines on stdout only; the table without --json says
    # them in the run's language.
    assert stderrs(runs) == ("", "", "")
    tables = every_language(["batch", "-"], lines)
    assert "第 1 行：手牌: 第 15 个字符 'x' 看不懂" in tables["--lang zh"].stdout
    for name in ("--lang en", "WUHU_MJ_LANG=en"):
        assert "line 1: hand: unexpected character 'x' at 15" in tables[name].stdout
        assert "看不懂" not in tables[name].stdout


def test_a_session_error_prints_the_same_json_in_every_language() -> None:
    text = f"{PLAYERS}老五 老王 {WIN}\n小李 老王 123m\n小李 老王 {WIN}\n"
    runs = every_language(["session", "-", "--json"], text)
    out = one_stdout(runs, 2)
    assert json.loads(out)["errors"] == [
        {
            "line": 2,
            "error": "winner: 没有玩家 '老五'"
            "（是不是 老王？玩家：老王 小李 阿强 小红，或座位 1-4）",
            "code": "no_player_like",
        },
        {"line": 3, "error": "手牌: 万 3, 筒 0, 条 0 = 共 3 张；胡牌要 14 张", "code": "hand_size"},
    ]
    zh, en, env = stderrs(runs)
    assert zh.splitlines()[0] == (
        "wuhu-mj: <stdin>:2: 错误: winner: 没有玩家 '老五'"
        "（是不是 老王？玩家：老王 小李 阿强 小红，或座位 1-4）"
    )
    assert en == env and en.splitlines()[0] == (
        "wuhu-mj: <stdin>:2: error: winner: no player '老五'"
        " (did you mean 老王? players: 老王 小李 阿强 小红, or seats 1-4)"
    )


def test_a_session_hand_that_does_not_win_prints_the_same_json_in_every_language() -> None:
    runs = every_language(
        ["session", "-", "--json"], f"{PLAYERS}rules: chizhou\n小李 1255m456p234789s3m\n"
    )
    assert json.loads(one_stdout(runs, 1))["errors"] == [
        {
            "line": 3,
            "error": "不成胡：花不够：只有 0 花（无），自摸至少要 2 花",
            "code": "hand_not_a_win",
        }
    ]
    zh, en, env = stderrs(runs)
    assert zh == "wuhu-mj: <stdin>:3: 不成胡: 花不够：只有 0 花（无），自摸至少要 2 花\n"
    assert (
        en
        == env
        == ("wuhu-mj: <stdin>:3: not a win: not enough hua: 0 (none); self-draw needs at least 2\n")
    )


def test_a_broken_session_header_prints_the_same_json_in_every_language() -> None:
    runs = every_language(["session", "-", "--json"], f"{PLAYERS}unit: 0\n")
    assert json.loads(one_stdout(runs, 2)) == {
        "schema": 1,
        "error": {
            "message": "每分的钱应大于 0，而不是 '0'",
            "where": "<stdin>:2: unit",
            "code": "unit_not_positive_got",
            "exit": 2,
        },
    }
    assert stderrs(runs) == (
        "wuhu-mj: 错误：<stdin>:2: unit: 每分的钱应大于 0，而不是 '0'\n",
        "wuhu-mj: error: <stdin>:2: unit: money per point must be more than 0, got '0'\n",
        "wuhu-mj: error: <stdin>:2: unit: money per point must be more than 0, got '0'\n",
    )


@pytest.mark.parametrize("hand", [WIN, "123m456m789m135p55s"])
def test_a_hand_that_scores_or_does_not_win_prints_the_same_json_too(hand: str) -> None:
    """What was Chinese already (labels, notes, reasons) stays so: the whole object is one."""
    runs = every_language(["score", hand, "--from", "3", "--json"])
    data = json.loads(one_stdout(runs, 0 if hand == WIN else 1))
    assert data["winning"] is (hand == WIN)
    assert stderrs(runs) == ("", "", "")
