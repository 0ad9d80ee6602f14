"""`wuhu-mj session`: text and JSON output, exit codes, errors by line, streams."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"


def run(
    runner: CliRunner, *args: str, stdin: str | None = None, lang: str = "en"
) -> tuple[int, str, str]:
    result = runner.invoke(cli, ["session", *args, "--lang", lang], input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("sample", "net", "transfers"),
    [
        (
            "session-wuhu.txt",
            {"老王": 108, "小李": 38, "阿强": -98, "小红": -48},
            ["阿强 → 老王 98", "小红 → 小李 38", "小红 → 老王 10"],
        ),
        (
            "session-anqing.txt",
            {"大刘": 24, "小周": 3, "老陈": -21, "阿梅": -6},
            ["老陈 → 大刘 21", "阿梅 → 小周 3", "阿梅 → 大刘 3"],
        ),
        (
            "session-chizhou.txt",
            {"张三": -12, "李四": -2, "王五": 20, "赵六": -6},
            ["张三 → 王五 12", "赵六 → 王五 6", "李四 → 王五 2"],
        ),
        (
            # unit 0.5: 小李 14+6 from 老王 (dealer), 14 from the others = 24; 小李 off 阿强 6 = 3;
            # 小红's 交 50 × 3 = 75 cash; 老王 off 小红 with the dealer's 底: 15 = 7.5
            "session-wuhu.jsonl",
            {"老王": -27.5, "小李": 3, "阿强": -36, "小红": 60.5},
            ["阿强 → 小红 36", "老王 → 小红 24.5", "老王 → 小李 3"],
        ),
    ],
)
def test_samples(
    runner: CliRunner, sample: str, net: dict[str, float], transfers: list[str]
) -> None:
    code, out, err = run(runner, str(SAMPLES / sample))
    assert (code, err) == (0, "")
    for line in transfers:
        assert f"  {line}\n" in out
    code, out, _ = run(runner, str(SAMPLES / sample), "--json")
    data = json.loads(out)
    assert code == 0
    assert data["net"] == net
    assert [f"{t['from']} → {t['to']} {t['amount']}" for t in data["transfers"]] == transfers
    assert sum(data["net"].values()) == 0


def test_json_shape(runner: CliRunner) -> None:
    _, out, _ = run(runner, str(SAMPLES / "session-wuhu.txt"), "--json")
    data = json.loads(out)
    assert list(data) == ["schema", "players", "rules", "unit", "hands", "errors", "di", "cash",
                          "net", "transfers", "next"]  # fmt: skip
    # 老王 won the last hand as the dealer, so deals again; the second 底 is in play.
    pots = {"老王": 58, "小李": 50, "阿强": 50, "小红": 42}
    assert data["next"] == {"dealer": "老王", "streak": 0, "di": 2, "pots": pots, "over": False}
    assert data["players"] == ["老王", "小李", "阿强", "小红"]
    toudi = data["hands"][2]
    assert toudi["dealer"] == "小李" and toudi["winner"] == "小红" and toudi["from"] is None
    assert toudi["payments"][0] == {
        "from": "老王",
        "to": "小红",
        "due": 14,
        "amount": 10,
        "by": "pot",
        "note": "托底",
    }
    assert toudi["pots"] == {"老王": 0, "小李": 138, "阿强": 2, "小红": 60}
    assert toudi["di_over"] is True
    draw = data["hands"][3]
    assert (draw["winner"], draw["draw"], draw["payments"], draw["di"]) == (None, True, [], 2)
    result = {"老王": -50, "小李": 88, "阿强": -48, "小红": 10}
    assert data["di"][0] == {"di": 1, "over": True, "result": result}


def test_text_output_per_hand(runner: CliRunner) -> None:
    _, out, _ = run(runner, str(SAMPLES / "session-wuhu.txt"), lang="zh")
    assert "#3 第11行  庄 小李  小红 自摸\n" in out
    assert "  老王 → 小红 10 底（托底：应付 14）\n" in out
    assert "  底：老王 0 · 小李 138 · 阿强 2 · 小红 60  第1底结束\n" in out
    assert "  小李 → 老王 50 现金（交）\n" in out
    assert "  老王      +108  底 -42 · 现金 +150\n" in out
    assert "走势（累计）" in out
    _, out, _ = run(runner, str(SAMPLES / "session-anqing.txt"), lang="zh")
    assert "#4 第11行  庄 大刘（连庄 3）  小周 自摸\n" in out
    assert "  基本胡 3 · 庄家另加 3 · 连庄 12\n" in out


def test_text_output_in_english(runner: CliRunner) -> None:
    _, out, _ = run(runner, str(SAMPLES / "session-wuhu.txt"))
    assert "#3 line 11  dealer 小李  小红 self-drawn (自摸)\n" in out
    assert "  老王 → 小红 10 底 (托底: 14 due)\n" in out
    assert "  底: 老王 0 · 小李 138 · 阿强 2 · 小红 60  底 1 over\n" in out
    assert "#4 line 12  dealer 阿强  draw\n" in out
    assert "  老王      +108  底 -42 · cash +150\n" in out
    assert "\nSettle up\n  阿强 → 老王 98\n" in out


def test_bad_lines_exit_2_and_the_rest_is_scored(runner: CliRunner) -> None:
    text = "players: a b c d\nrules: chizhou\nb 1255m456p234789s3m+hua123f\nb c 123m\n"
    text += "c 1255m456p234789s3m+hua123f\n"
    code, out, err = run(runner, "-", stdin=text)
    assert code == 2
    message = "hand: 万 3, 筒 0, 条 0 = 3 tiles; a winning hand has 14"
    assert err == f"wuhu-mj: <stdin>:4: error: {message}\n"
    assert "#2 line 5" in out and "Totals (hands: 2;" in out
    code, out, _ = run(runner, "-", "--json", stdin=text)
    assert code == 2
    chinese = "手牌: 万 3, 筒 0, 条 0 = 共 3 张；胡牌要 14 张"  # as every text of the JSON
    assert json.loads(out)["errors"] == [{"line": 4, "error": chinese, "code": "hand_size"}]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("players: a b c\n", "wuhu-mj: error: <stdin>:1: players: four names in seat order, got 3"),
        ("players: a b c d\nrules: nope\n", "wuhu-mj: error: no built-in rule set 'nope'"),
        ("players: a b c d\nrules: anqing\npot: 20\n",
         "wuhu-mj: error: <stdin>: header: anqing plays without 底 pots: drop pot/pots"),
    ],
)  # fmt: skip
def test_broken_headers_exit_2_with_one_line(runner: CliRunner, text: str, message: str) -> None:
    code, out, err = run(runner, "-", stdin=text)
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1, err


def test_not_a_win_exits_1(runner: CliRunner) -> None:
    text = "players: a b c d\nrules: chizhou\nb 1255m456p234789s3m\n"
    code, _, err = run(runner, "-", stdin=text)
    assert code == 1
    assert (
        err
        == "wuhu-mj: <stdin>:3: not a win: not enough hua: 0 (none); self-draw needs at least 2\n"
    )
    _, out, _ = run(runner, "-", "--json", stdin=text)
    error = "不成胡：花不够：只有 0 花（无），自摸至少要 2 花"
    assert json.loads(out)["errors"] == [{"line": 3, "error": error, "code": "hand_not_a_win"}]


def test_sixty_columns() -> None:
    env = {**os.environ, "COLUMNS": "60"}
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "session", str(SAMPLES / "session-wuhu.txt")],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0
    from rich.cells import cell_len

    assert max(cell_len(line) for line in done.stdout.splitlines()) <= 60


def test_a_long_evening_charts_in_the_terminal_width(runner: CliRunner) -> None:
    text = "players: a b c d\nrules: chizhou\n" + "b 1255m456p234789s3m+hua123f\n" * 200
    result = runner.invoke(cli, ["session", "-"], input=text, env={"COLUMNS": "60"})
    chart = result.stdout.split("走势（累计）\n")[1].splitlines()
    assert len(chart) == 5
    assert all(len(line) <= 60 for line in chart)
    assert chart[1].endswith(" +600")  # b self-draws 200 × 1 from each of three


def test_ctrl_c_exits_130_quietly(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    from wuhu_mj.doors.session import Session

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "add", interrupted)
    result = runner.invoke(cli, ["session", str(SAMPLES / "session-chizhou.txt")])
    assert (result.exit_code, result.stdout, result.stderr) == (130, "", "")


def test_closed_pipe_is_quiet() -> None:
    lines = "players: a b c d\nrules: chizhou\n" + "b 1255m456p234789s3m+hua123f\n" * 2000
    done = subprocess.run(
        f"{sys.executable} -m wuhu_mj session - | head -1",
        shell=True,
        input=lines,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.stdout.startswith("#1 ")
    assert done.stderr == ""


def test_help_lists_session(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["--help"])
    assert "session" in result.stdout
    result = runner.invoke(cli, ["session", "--help"])
    assert "荒庄" in result.stdout


def test_the_documented_examples_score() -> None:
    from wuhu_mj.doors.session import score_session

    text = (ROOT / "docs" / "sessions.md").read_text(encoding="utf-8")
    example = text.split("```\n# 周五 老王家\n")[1].split("```")[0]
    assert score_session(example).errors == ()
    jsonl = text.split('```\n{"session"')[1].split("```")[0]
    assert score_session('{"session"' + jsonl).errors == ()


def test_a_byte_order_mark_and_crlf_lines(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "phone.txt"
    text = "players: a b c d\r\nrules: chizhou\r\nb 1255m456p234789s3m+hua123f\r\n"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    code, out, err = run(runner, str(path))
    assert (code, err) == (0, "")
    assert "  b        +3\n" in out


def test_long_lines_and_large_inputs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wuhu_mj.doors.session import parse

    path = tmp_path / "big.txt"
    hand = "b 1255m456p234789s3m+hua123f"
    lines = ["players: a b c d", "rules: chizhou", hand, "x" * 300_000, hand]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    runner = CliRunner()
    code, out, err = run(runner, str(path), "--json")
    assert code == 2
    assert err == f"wuhu-mj: {path}:4: error: line too long (more than 1,000 characters)\n"
    assert json.loads(out)["net"] == {"a": -2, "b": 6, "c": -2, "d": -2}
    monkeypatch.setattr(parse, "MAX_INPUT_CHARS", 200_000)
    code, out, err = run(runner, str(path))
    assert code == 2
    assert err.startswith(f"wuhu-mj: {path}:4: error: input too large: more than 200,000")
    assert "Totals (hands: 1;" in out


def test_only_the_first_bad_lines_are_kept() -> None:
    from wuhu_mj.doors.session import score_session
    from wuhu_mj.doors.session.table import MAX_KEPT_ERRORS

    result = score_session("players: a b c d\n" + "e 1m\n" * (MAX_KEPT_ERRORS + 5))
    assert (len(result.errors), result.error_count) == (MAX_KEPT_ERRORS, MAX_KEPT_ERRORS + 5)
    assert result.to_json()["errors_not_listed"] == 5
    assert result.exit_code == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "players: a b c\n",
            "wuhu-mj: 错误：<stdin>:1: players: 按座位顺序写四个名字，这里有 3 个",
        ),
        (
            "players: a b c d\nrules: chizhou\nb c 123m\n",
            "wuhu-mj: <stdin>:3: 错误: 手牌: 万 3, 筒 0, 条 0 = 共 3 张；胡牌要 14 张",
        ),
        (
            "players: a b c d\n老五 c 123m\n",
            "wuhu-mj: <stdin>:2: 错误: winner: 没有玩家 '老五'（玩家：a b c d，或座位 1-4）",
        ),
    ],
)
def test_errors_in_chinese(runner: CliRunner, text: str, message: str) -> None:
    result = runner.invoke(cli, ["session", "-"], input=text, env={"WUHU_MJ_LANG": "zh"})
    assert result.exit_code == 2
    assert result.stderr.splitlines()[0] == message
