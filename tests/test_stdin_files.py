"""`-` is standard input for every command that reads a file: `check -`, `rules validate -`,
`rules show -` (docs/examples-format.md, README "House rules")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: bytes, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        input=stdin,
        capture_output=True,
        cwd=cwd,
        env={"PATH": "/usr/bin:/bin", "WUHU_MJ_LANG": "en", "PYTHONPATH": str(ROOT)},
    )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


def test_check_reads_its_examples_from_stdin() -> None:
    text = (ROOT / "samples" / "hefei-examples.yaml").read_bytes()
    done = run("check", "-", stdin=text)
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("examples: 13, 13 as recorded")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (b"x: [\n", "wuhu-mj: error: <stdin>:2:1: invalid YAML"),
        (b"\xff\xfe", "wuhu-mj: error: <stdin>: not UTF-8"),
        (b"examples: 3\n", "wuhu-mj: error: <stdin>:1:1: 'examples' must be a list"),
    ],
)
def test_a_broken_check_file_on_stdin_is_named_stdin(text: bytes, said: str) -> None:
    done = run("check", "-", stdin=text)
    assert done.returncode == 2 and done.stderr.startswith(said), done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_a_house_rule_on_stdin_validates_and_shows(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text("extends: wuhu\nname: base\n", encoding="utf-8")
    house = b"extends: base.yaml\nname: ours\nprices:\n  zuizi: 10\n"
    done = run("rules", "validate", "-", stdin=house, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("<stdin>: ok (ours, variant wuhu, extends base.yaml <- ")
    shown = run("rules", "show", "-", stdin=house, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("# ours: <stdin> <- base.yaml <- ")
    assert "  zuizi: 10\n" in shown.stdout


def test_a_broken_rule_file_on_stdin_is_placed_at_its_line() -> None:
    done = run("rules", "validate", "-", stdin=b"extends: wuhu\nbogus: 1\n")
    assert done.returncode == 2
    assert done.stderr.startswith("wuhu-mj: error: <stdin>:2:1: unknown key 'bogus'")
    big = run("rules", "show", "-", stdin=b"#" * (65 * 1024))
    assert big.returncode == 2
    assert big.stderr == "wuhu-mj: error: <stdin>: too large for a rule file (over 64 KiB)\n"


def test_without_a_name_the_rule_set_is_called_stdin() -> None:
    done = run("rules", "validate", "-", stdin=b"extends: wuhu\n")
    assert done.returncode == 0
    assert done.stdout.startswith("<stdin>: ok (stdin, variant wuhu, extends ")
