"""Limits and messages: every size and number has a bound with a one-line error, and no
message prints a control character, another file's contents or more than one line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.checks.file import SIZE_LIMIT
from wuhu_mj.doors.cli import cli
from wuhu_mj.output.safetext import one_line, printable
from wuhu_mj.service.limits import MAX_HAND_CHARS

pytestmark = pytest.mark.usefixtures("english")  # the messages checked are English

HAND = "123m456m789m11p+peng555s"  # 通天, a win under `wuhu`
READY = "123m456m789m1p+peng555s"  # waits on 1p
HUGE = "1" + "0" * 4299  # int() reads it; printing it (or 10× it) overflows


def error_of(runner: CliRunner, *args: str) -> str:
    result = runner.invoke(cli, list(args))
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("wuhu-mj: error: ")
    return result.stderr[len("wuhu-mj: error: ") : -1]


AMOUNT = "expected an amount such as 1 or 0.5 (ASCII digits and a point)"
SEAT = "expected a seat 1-4 (in ASCII digits)"


@pytest.mark.parametrize("command", ["score", "waits"])
@pytest.mark.parametrize(
    ("option", "value", "error"),
    [
        ("--unit", HUGE, "--unit: money per point above 1,000,000,000 is not a table stake"),
        ("--unit", "1e999", f"--unit: {AMOUNT}, got '1e999'"),
        ("--unit", "nan", "--unit: money per point must be a finite number, got 'nan'"),
        ("--unit", "0", "--unit: money per point must be more than 0, got '0'"),
        ("--unit", "x" * 5000, f"--unit: {AMOUNT}, got '{'x' * 38}…"),
        ("--winner", HUGE, f"--winner: {SEAT}, got '{HUGE[:38]}…"),
        ("--winner", "2.9", f"--winner: {SEAT}, got '2.9'"),
        ("--winner", "５", f"--winner: {SEAT}, got '５'"),
        ("--streak", "５", "--streak: expected a whole number, got '５'"),
        ("--from", "99999999999999999999", "--from: seat 99999999999999999999 is outside 1-4"),
        ("--streak", "100", "--streak: 100 is not in 0-99"),
        ("--fed", "³=peng", f"--fed: {SEAT}, got '³'"),
        ("--fed", "=peng", "--fed: expected SEAT=meld,meld,... (e.g. 3=peng,chi), got '=peng'"),
    ],
)
def test_numbers_out_of_range(
    runner: CliRunner, command: str, option: str, value: str, error: str
) -> None:
    hand = HAND if command == "score" else READY
    shown = one_line(f"wuhu-mj: error: {error}")[len("wuhu-mj: error: ") :]  # cut short
    assert error_of(runner, command, hand, option, value) == shown


@pytest.mark.parametrize("command", ["score", "waits"])
def test_hand_text_length(runner: CliRunner, command: str) -> None:
    hand = "1m" * 150
    assert error_of(runner, command, hand) == (
        f"hand: 300 characters; a hand is at most {MAX_HAND_CHARS}"
    )


def test_batch_hand_text_length(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["batch", "--json", "-"], input=("1m" * 150 + "\n").encode())
    assert result.exit_code == 2
    assert json.loads(result.stdout.splitlines()[0]) == {
        "schema": 1,
        "line": 1,
        "error": f"手牌: 300 个字符；一手牌最多 {MAX_HAND_CHARS} 个字符",  # Chinese, as JSON is
        "code": "hand_too_long",
    }


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("red \x1b[31m", "red \\x1b[31m"),
        ("nul\x00", "nul\\x00"),
        ("bell\x07 del\x7f csi\x9b", "bell\\x07 del\\x7f csi\\x9b"),
        ("bidi \u202eevil", "bidi \\u202eevil"),
        ("sep\u2028x", "sep\\u2028x"),
        ("byte \udcff", "byte \\udcff"),
        ("tag \U000e0041", "tag \\U000e0041"),
        ("万 🀇 ok", "万 🀇 ok"),
    ],
)
def test_printable_escapes_controls(text: str, shown: str) -> None:
    assert printable(text) == shown


def test_one_line_joins_lines_and_cuts_long_messages() -> None:
    assert one_line("first\n  second\r\nthird") == "first second third"
    assert one_line("x" * 1000) == "x" * 299 + "…"


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_rule_name_with_format_characters_is_printed_escaped(
    runner: CliRunner, tmp_path: Path
) -> None:
    """A bidi override (U+202E) is valid YAML; it is shown, not obeyed, in name and labels."""
    rules = write(
        tmp_path,
        "bidi.yaml",
        'extends: wuhu\nname: "red\u202eevil"\nzuizi:\n  tongtian: {label: "\u202e通天"}\n',
    )
    result = runner.invoke(cli, ["score", HAND, "--rules", rules], env={"WUHU_MJ_LANG": "zh"})
    assert result.exit_code == 0
    assert "\u202e" not in result.stdout
    assert "规则：red\\u202eevil" in result.stdout
    assert "\\u202e通天" in result.stdout


def test_rule_file_with_an_escape_sequence_is_one_line(runner: CliRunner, tmp_path: Path) -> None:
    rules = write(tmp_path, "esc.yaml", 'extends: wuhu\nname: "\x1b[2J\x1b[31mred"\n')
    message = error_of(runner, "score", HAND, "--rules", rules)
    assert "\x1b" not in message


def test_error_quoting_a_bidi_override_is_printable(runner: CliRunner, tmp_path: Path) -> None:
    rules = write(tmp_path, "bad.yaml", 'extends: wuhu\nprices:\n  zuizi: "\u202e2"\n')
    message = error_of(runner, "score", HAND, "--rules", rules)
    assert "\u202e" not in message
    assert "\\u202e2" in message


def test_rules_from_a_file_of_nuls_is_one_line(runner: CliRunner) -> None:
    if not Path("/proc/self/environ").exists():
        pytest.skip("no /proc")
    message = error_of(runner, "score", HAND, "--rules", "/proc/self/environ")
    assert "\x00" not in message


def test_check_refuses_a_file_too_big(runner: CliRunner, tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (SIZE_LIMIT + 1))
    assert error_of(runner, "check", str(big)) == (
        f"{big}: a check file must be at most {SIZE_LIMIT // 1024} KiB"
    )


def test_check_refuses_yaml_aliases(runner: CliRunner, tmp_path: Path) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(20)
    )
    path = write(tmp_path, "bomb.yaml", bomb)
    assert error_of(runner, "check", path) == (
        f"{path}:1:4: anchors and aliases (&name, *name) are not allowed"
    )


def test_check_does_not_quote_another_file(runner: CliRunner, tmp_path: Path) -> None:
    secret = write(tmp_path, "secret", "root:$6$secret-hash:19000:0:99999:7:::\n")
    message = error_of(runner, "check", secret)
    assert "secret-hash" not in message


def cli_process(*args: str, **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        capture_output=True,
        env={**os.environ, **env},
        timeout=60,
    )


def test_ascii_output_falls_back_to_escapes() -> None:
    done = cli_process("score", HAND, PYTHONIOENCODING="ascii", WUHU_MJ_LANG="zh")
    assert done.returncode == 0
    assert b"\\u89c4\\u5219" in done.stdout  # 规则
    error = cli_process("score", "1万", "--from", "x", PYTHONIOENCODING="ascii")
    assert error.returncode == 2
    assert error.stderr.count(b"\n") == 1
    assert error.stderr.isascii()


@pytest.mark.parametrize("number", ["1" + "0" * 5000, "0x" + "f" * 5000, "-" + "9" * 21])
def test_rule_file_numbers_too_long(runner: CliRunner, tmp_path: Path, number: str) -> None:
    rules = write(tmp_path, "big.yaml", f"extends: wuhu\nprices:\n  zuizi: {number}\n")
    assert error_of(runner, "score", HAND, "--rules", rules) == (
        f"{rules}:3:10: a whole number longer than 20 characters"
    )


def test_rules_show_escapes_format_characters(runner: CliRunner, tmp_path: Path) -> None:
    rules = write(tmp_path, "bidi.yaml", 'extends: wuhu\nname: "red\\u202eevil"\n')
    result = runner.invoke(cli, ["rules", "show", rules])
    assert result.exit_code == 0
    assert "\u202e" not in result.stdout
    assert "name: red\\u202eevil" in result.stdout.splitlines()
