"""`--json` on bad input (issue 12, point 7): one JSON object on stdout, exit 2; stderr keeps
its one line. A valid hand that does not win keeps the ordinary object and exit 1."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

# The run is in English: its line on stderr is English, while the JSON's message is Chinese as
# every text of the JSON is, whatever the language (docs/languages.md). click's own usage
# errors (code `usage`) are worded by click in the run's language.
pytestmark = pytest.mark.usefixtures("english")


def invoke(*args: str) -> tuple[int, str, str]:
    out = CliRunner().invoke(cli, list(args))
    return out.exit_code, out.stdout, out.stderr


@pytest.mark.parametrize(
    ("args", "message", "said", "where"),
    [
        (
            ["score", "123m456m789m11x"],
            "第 15 个字符 'x' 看不懂",
            "hand: unexpected character 'x' at 15",
            "hand",
        ),
        (
            ["score", "12345m456789p12s"],
            "万 5, 筒 6, 条 2 = 共 13 张；胡牌要 14 张",
            "hand: 万 5, 筒 6, 条 2 = 13 tiles; a winning hand has 14",
            "hand",
        ),
        (
            ["score", "123456789m11p555s", "--from", "1"],
            "胡家不能自己放冲",
            "--from: the winner cannot discard the winning tile",
            "--from",
        ),
        (
            ["score", "123456789m11p555s", "--winner", "7"],
            "座位 7 不在 1-4 之内",
            "--winner: seat 7 is outside 1-4",
            "--winner",
        ),
        (
            ["score", "123456789m11p555s", "--unit", "nan"],
            "每分的钱应是有限的数，而不是 'nan'",
            "--unit: money per point must be a finite number, got 'nan'",
            "--unit",
        ),
        (
            ["score", "123456789m11p555s", "--win", "9s"],
            "胡的那张 9s 不在手里的牌中（123456789m11p555s）",
            "--win: the winning tile 9s is not among the concealed tiles (123456789m11p555s)",
            "--win",
        ),
        (
            ["score", "123456789m11p555s", "--wild", "5m"],
            "这套规则用不到这个选项",
            "--wild: these rules have no use for this option",
            "--wild",
        ),
        (
            ["score", "123456789m11p555s", "-r", "nope"],
            "没有叫 'nope' 的内置规则（已有：",
            "no built-in rule set 'nope' (known: ",
            None,
        ),
        (
            ["score", "123456789m11p555s", "--bogus"],
            "No such option '--bogus'.",
            "No such option '--bogus'.",
            None,
        ),
        (["score"], "Missing argument 'HAND...'.", "Missing argument 'HAND...'.", None),
        (
            ["waits", "123m456m789m11p5s"],
            "万 9, 筒 2, 条 1 = 共 12 张；听牌要 13 张（或 14 张，看打哪张）",
            "hand: 万 9, 筒 2, 条 1 = 12 tiles; a waiting hand has 13 (or 14 to choose a discard)",
            "hand",
        ),
    ],
)
def test_bad_input_is_one_json_object(
    args: list[str], message: str, said: str, where: str | None
) -> None:
    code, out, err = invoke(*args, "--json")
    assert code == 2
    assert out.count("\n") == 1
    document = json.loads(out)
    assert document["schema"] == 1
    error = document["error"]
    assert error["message"].startswith(message)
    assert error.get("where") == where
    assert error["exit"] == 2
    assert set(error) <= {"message", "where", "code", "exit"}
    assert re.fullmatch(r"[a-z][a-z0-9_]*", error["code"])
    assert (error["code"] == "usage") == (message == said)  # only click's own words stay English
    assert err.count("\n") == 1 and err.startswith(f"wuhu-mj: error: {said}")


def test_without_json_stdout_stays_empty() -> None:
    code, out, err = invoke("score", "123m456m789m11x")
    assert code == 2 and out == "" and "unexpected character" in err


def test_a_rule_file_error_gives_its_place(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("extends: wuhu\nprices:\n  di: {discard: x}\n", encoding="utf-8")
    code, out, _ = invoke("score", "123456789m11p555s", "-r", str(bad), "--json")
    assert code == 2
    error = json.loads(out)["error"]
    assert error["where"] == f"{bad}:3:8"
    assert error["message"] == "'prices.di.discard' 应是 整数，而不是 'x'"
    assert error["code"] == "rule_wrong_type"


def test_a_rule_file_named_without_a_line_is_in_chinese_too(tmp_path: Path) -> None:
    """The message names the file (no `where`), and is Chinese as the rest of the JSON."""
    missing = tmp_path / "missing.yaml"
    code, out, err = invoke("score", "123456789m11p555s", "-r", str(missing), "--json")
    assert code == 2
    error = json.loads(out)["error"]
    assert error == {
        "message": f"{missing}: 没有这个规则文件",
        "code": "rules_no_such_file",
        "exit": 2,
    }
    assert err == f"wuhu-mj: error: {missing}: no such rule file\n"


def test_a_non_win_keeps_the_ordinary_object() -> None:
    code, out, _ = invoke("score", "11234678m23469p7p", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["winning"] is False and "error" not in data and data["reason"]


def test_batch_bad_lines_stay_in_their_lines(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_text("123m456m789m11x\n123456789m11p555s\n", encoding="utf-8")
    code, out, _ = invoke("batch", str(path), "--json")
    assert code == 2
    rows = [json.loads(line) for line in out.splitlines()]
    assert rows[0]["error"] == "手牌: 第 15 个字符 'x' 看不懂" and rows[1]["winning"]
    assert rows[0]["code"] == "hand_unexpected_character"


def test_batch_missing_file_is_a_json_error(tmp_path: Path) -> None:
    code, out, _ = invoke("batch", str(tmp_path / "none.txt"), "--json")
    assert code == 2
    assert "No such file or directory" in json.loads(out)["error"]["message"]
