"""`--json` on bad input (issue 12, point 7): one JSON object on stdout, exit 2; stderr keeps
its one line. A valid hand that does not win keeps the ordinary object and exit 1."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.cli import cli

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")


def invoke(*args: str) -> tuple[int, str, str]:
    out = CliRunner().invoke(cli, list(args))
    return out.exit_code, out.stdout, out.stderr


@pytest.mark.parametrize(
    ("args", "message", "where"),
    [
        (["score", "123m456m789m11x"], "unexpected character 'x' at 15", "hand"),
        (
            ["score", "12345m456789p12s"],
            "万 5, 筒 6, 条 2 = 13 tiles; a winning hand has 14",
            "hand",
        ),
        (["score", "123456789m11p555s", "--from", "1"], "the winner cannot discard", "--from"),
        (["score", "123456789m11p555s", "--winner", "7"], "seat 7 is outside 1-4", "--winner"),
        (["score", "123456789m11p555s", "--unit", "nan"], "must be a finite number", "--unit"),
        (["score", "123456789m11p555s", "--win", "9s"], "is not among the concealed", "--win"),
        (["score", "123456789m11p555s", "--wild", "5m"], "no use for this option", "--wild"),
        (["score", "123456789m11p555s", "-r", "nope"], "nope", None),
        (["score", "123456789m11p555s", "--bogus"], "No such option '--bogus'", None),
        (["score"], "Missing argument 'HAND...'", None),
        (["waits", "123m456m789m11p5s"], "a waiting hand has 13", "hand"),
    ],
)
def test_bad_input_is_one_json_object(args: list[str], message: str, where: str | None) -> None:
    code, out, err = invoke(*args, "--json")
    assert code == 2
    assert out.count("\n") == 1
    document = json.loads(out)
    assert document["schema"] == 1
    error = document["error"]
    assert message in error["message"]
    assert error.get("where") == where
    assert error["exit"] == 2
    assert set(error) <= {"message", "where", "code", "exit"}
    assert re.fullmatch(r"[a-z][a-z0-9_]*", error["code"])
    assert err.count("\n") == 1 and err.startswith("wuhu-mj: error: ")


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
    assert error["message"] == "'prices.di.discard' must be a whole number, not 'x'"


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
    assert rows[0]["error"].startswith("hand: unexpected character") and rows[1]["winning"]


def test_batch_missing_file_is_a_json_error(tmp_path: Path) -> None:
    code, out, _ = invoke("batch", str(tmp_path / "none.txt"), "--json")
    assert code == 2
    assert "No such file or directory" in json.loads(out)["error"]["message"]
