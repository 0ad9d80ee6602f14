"""Rule files and inputs (issue 22): NaN and infinity refused with their place, unknown keys
found in a big file, a header nested thousands deep, a long session in flat memory, `check` on
a FIFO, a discarder named twice."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.session import score_session
from wuhu_mj.doors.session.render import RunningTotals
from wuhu_mj.service.limits import RULE_FILE_BYTES

pytestmark = pytest.mark.usefixtures("english")  # the messages checked are English

HAND = ["1135789m234678p4m", "--from", "3"]


@pytest.mark.parametrize("value", [".nan", ".NaN", ".inf", "-.inf", "+.INF"])
def test_nan_and_infinity_in_a_decimal_field(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("nan.yaml").write_text(
        f"extends: wuhu\nprices:\n  zhi_multiplier:\n    discard: {value}\n", encoding="utf-8"
    )
    written = ".nan" if "nan" in value.lower() else "-.inf" if value[0] == "-" else ".inf"
    message = f"'prices.zhi_multiplier.discard' must be a finite number, not {written}"
    validated = runner.invoke(cli, ["rules", "validate", "nan.yaml"])
    assert (validated.exit_code, validated.stderr) == (
        2,
        f"wuhu-mj: error: nan.yaml:4:5: {message}\n",
    )
    scored = runner.invoke(cli, ["score", *HAND, "-r", "nan.yaml"])
    assert (scored.exit_code, scored.stderr) == (2, f"wuhu-mj: error: nan.yaml:4:5: {message}\n")
    as_json = runner.invoke(cli, ["score", *HAND, "-r", "nan.yaml", "--json"])
    assert as_json.exit_code == 2
    chinese = f"'prices.zhi_multiplier.discard' 应是有限的数，而不是 {written}"  # as JSON is
    error = {"message": chinese, "where": "nan.yaml:4:5", "code": "rule_not_finite", "exit": 2}
    assert json.loads(as_json.stdout) == {"schema": 1, "error": error}


def test_5000_unknown_keys(runner: CliRunner, tmp_path: Path) -> None:
    """As many as the largest rule file holds (64 KiB): every key was once compared with every
    other (20,000 keys took two minutes)."""
    path = tmp_path / "many.yaml"
    path.write_text(
        "extends: wuhu\n" + "".join(f"zz{n:05}xy: 1\n" for n in range(5_000)),
        encoding="utf-8",
    )
    assert 60_000 < path.stat().st_size <= RULE_FILE_BYTES
    result = runner.invoke(cli, ["rules", "validate", str(path)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"wuhu-mj: error: {path}:2:1: unknown key 'zz00000xy'")
    assert result.stderr.count("\n") == 1


def test_unknown_key_inside_a_merged_section_keeps_its_place(
    runner: CliRunner, tmp_path: Path
) -> None:
    path = tmp_path / "house.yaml"
    path.write_text("extends: wuhu\nprices:\n  di:\n    discard: 3\n  zuizii: 5\n", "utf-8")
    result = runner.invoke(cli, ["rules", "validate", str(path)])
    assert result.stderr.startswith(f"wuhu-mj: error: {path}:5:3: unknown key 'zuizii' in 'prices'")


LINE_TOO_LONG = "line too long (more than 1,000 characters)"


def test_a_session_header_nested_5000_deep(runner: CliRunner) -> None:
    deep = '{"session": ' + "[" * 5000 + "]" * 5000 + "}"
    # The depth is counted (service/grammar.py), not left to json.loads, which reads 5,000
    # levels on Python 3.13 and not on 3.11: one answer on every Python.
    said = "JSON nested too deeply"
    with pytest.raises(Exception, match=re.escape(f"line 1: {said}")):
        score_session(deep)
    result = runner.invoke(cli, ["session", "-"], input=deep + "\n")
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: error: <stdin>:1: {said}\n"
    long_header = "players: a b c d\nrules: " + "x" * 1200 + ".yaml\n"
    result = runner.invoke(cli, ["session", "-"], input=long_header)
    assert (
        result.stderr == "wuhu-mj: error: <stdin>:2: line too long (more than 1,000 characters)\n"
    )
    shallow = '{"session": {"players": ["a", "b", "c", "d"], "x": ' + "[" * 400 + "]" * 400 + "}}"
    result = runner.invoke(cli, ["session", "-"], input=shallow + "\n")
    assert result.stderr.startswith('wuhu-mj: error: <stdin>:1: unknown header key "x"')


def test_the_chart_keeps_a_terminals_width_not_every_hand() -> None:
    totals = RunningTotals()
    for n in range(1, 100_001):
        totals.add((n, -n, 0, 0))
        assert len(totals.kept) <= RunningTotals.KEEP
    rows = totals.rows()
    assert rows[-1] == (100_000, -100_000, 0, 0)
    steps = {b[0] - a[0] for a, b in itertools.pairwise(rows[:-1])}
    assert len(steps) == 1  # evenly spread
    few = RunningTotals()
    for n in range(1, 51):
        few.add((n, -n, 0, 0))
    assert few.rows() == [(n, -n, 0, 0) for n in range(1, 51)]  # every hand, when few


def test_a_long_session_of_draws_is_charted(runner: CliRunner) -> None:
    text = "players: a b c d\nrules: wuhu-fan\nb c 11234678m23467p5p\n" + "荒\n" * 20_000
    result = runner.invoke(cli, ["session", "-"], input=text)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "Running totals" in lines
    assert lines[-1].strip().startswith("▁")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_check_refuses_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "check", str(fifo), "--lang", "en"],
        capture_output=True,
        timeout=30,  # it used to wait for a writer for ever
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"wuhu-mj: error: {fifo}: not a plain file (a FIFO, a device or a folder?)\n".encode()
    )


TWICE = "the discarder is already named on this line"
SELF_DRAWN = "a self-draw (自摸) has no discarder"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("b c 11234678m23467p5p from d", TWICE),
        ("b <- c 11234678m23467p5p from=c", TWICE),
        ("b 胡 c 11234678m23467p5p from c", TWICE),
        ("b 11234678m23467p5p from c from d", TWICE),
        ("b 自摸 11234678m23467p5p from c", SELF_DRAWN),
        ("b 胡 11234678m23467p5p --from c", SELF_DRAWN),
    ],
)
def test_a_discarder_named_and_a_from_option(runner: CliRunner, line: str, message: str) -> None:
    text = f"players: a b c d\n{line}\nb 11234678m23467p5p from c\n"
    result = runner.invoke(cli, ["session", "-"], input=text)
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: <stdin>:2: error: from: {message}\n"
    assert "#1 line 3" in result.stdout  # the next line is scored
