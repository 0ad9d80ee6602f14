"""Commands as typed at a terminal (issue 27): on a real pseudo-terminal, with stdout and stderr
each the terminal, a file or a pipe as the shell sets them up. Whatever the layout, stdout's
file or pipe gets every byte a plain pipe gets, stderr's file gets what stderr says, the
terminal ends up showing exactly what was sent to it, and a big batch's progress bar is drawn
on stderr only, only when stderr is a terminal, and erased when done."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from ptyrun import LAYOUTS, Run, run, screen

from wuhu_mj.doors.cli.batch import PROGRESS_BYTES
from wuhu_mj.messages.i18n import t

pytestmark = [
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX pseudo-terminals"),
    pytest.mark.usefixtures("english"),  # the progress bar's word is looked up in English
]

ROOT = Path(__file__).resolve().parent.parent
ENV = {"WUHU_MJ_LANG": "en"}
HANDS = 1_600  # past the bar's first update (at 1,000 hands), in a second or so
LINES = [
    "11234678m23467p5p --from 3",
    '{"hand": "55234m786p+gang9999m+angang1111p", "from": 2}',
    "11234678m23446p5p --winner 2 --dealer 2",
    "123m456m123p456p11s --from 2",
]
BAD_EVERY = 500  # a bad line now and then: its error is part of the output


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A batch big enough for the progress bar: few hands, each after a long comment."""
    padding = "# " + "-" * (PROGRESS_BYTES // HANDS) + "\n"
    path = tmp_path_factory.mktemp("pty") / "big.txt"
    with path.open("w", encoding="utf-8") as file:
        for number in range(HANDS):
            hand = "123m456m789m11p12x" if number % BAD_EVERY == 7 else LINES[number % 4]
            file.write(padding + hand + "\n")
    assert path.stat().st_size >= PROGRESS_BYTES
    return path


BIG = "{big}"  # stands for the big batch in an argument list
COMMANDS = {
    "batch": ["batch", BIG],
    "batch --json": ["batch", "--json", BIG],
    "batch --json --jobs 2": ["batch", "--json", "--jobs", "2", BIG],
    "session": ["session", str(ROOT / "samples" / "session-wuhu.txt")],
    "session --json": ["session", "--json", str(ROOT / "samples" / "session-wuhu.txt")],
    "check": ["check", str(ROOT / "samples" / "wuhu-000-examples.yaml")],
    "waits": ["waits", "11234678m234467p"],
    "score": ["score", "1135789m234678p4m", "--from", "3"],
    "score --json": ["score", "--json", "1135789m234678p4m", "--from", "3"],
    "score, bad input": ["score", "1135789m234678p4x"],
}
_references: dict[str, subprocess.CompletedProcess[bytes]] = {}


def arguments(command: str, big: Path) -> list[str]:
    return [str(big) if a == BIG else a for a in COMMANDS[command]]


def through_pipes(command: str, big: Path) -> subprocess.CompletedProcess[bytes]:
    """The command with stdout and stderr pipes, as every other test runs it (once each)."""
    if command not in _references:
        _references[command] = subprocess.run(
            [sys.executable, "-m", "wuhu_mj", *arguments(command, big)],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            env={**os.environ, **ENV},
            timeout=120,
            check=False,
        )
    return _references[command]


def draws_a_bar(command: str, stdout_tty: bool, stderr_tty: bool) -> bool:
    """A big batch shows its progress when stderr is a terminal, unless its JSON lines
    scroll over the same terminal."""
    if BIG not in COMMANDS[command] or not stderr_tty:
        return False
    return "--json" not in COMMANDS[command] or not stdout_tty


def check_run(got: Run, expected: subprocess.CompletedProcess[bytes], layout: str) -> None:
    stdout, stderr = LAYOUTS[layout]
    assert got.code == expected.returncode
    # Every byte stdout would have written to a pipe is in its file or pipe, and none of it
    # on the terminal; the same for stderr.
    assert got.stdout == (b"" if stdout == "tty" else expected.stdout)
    assert got.stderr == (b"" if stderr == "tty" else expected.stderr)
    shown = (expected.stdout if stdout == "tty" else b"") + (
        expected.stderr if stderr == "tty" else b""
    )
    assert screen(got.terminal) == shown.decode()


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("command", COMMANDS)
def test_output_is_whole_where_the_shell_sent_it(big: Path, command: str, layout: str) -> None:
    expected = through_pipes(command, big)
    if BIG in COMMANDS[command]:  # the reference itself is whole: a line (or row) per hand
        assert expected.returncode == 2  # the bad lines
        if "--json" in COMMANDS[command]:
            assert expected.stdout.count(b"\n") == HANDS + 1  # and the ledger
        else:
            assert f"{HANDS} hands: ".encode() in expected.stdout
    stdout, stderr = LAYOUTS[layout]
    got = run(arguments(command, big), stdout=stdout, stderr=stderr, env=ENV)
    check_run(got, expected, layout)
    bar = t("progress").encode()
    assert (bar in got.terminal) == draws_a_bar(command, stdout == "tty", stderr == "tty")


@pytest.mark.parametrize("layout", ["cmd > file", "cmd | less"])
def test_a_batch_read_from_stdin_redirected_from_a_file(big: Path, layout: str) -> None:
    """`wuhu-mj batch --json - < big.txt > out.jsonl`: the bar measures stdin's file."""
    expected = through_pipes("batch --json", big)
    stdout, stderr = LAYOUTS[layout]
    got = run(["batch", "--json", "-"], stdin=big, stdout=stdout, stderr=stderr, env=ENV)
    assert got.stdout == expected.stdout.replace(str(big).encode(), b"<stdin>")
    assert got.code == expected.returncode
    assert screen(got.terminal) == ""
    assert t("progress").encode() in got.terminal


def test_the_screen_model_obeys_what_the_bar_sends() -> None:
    """The harness's own check: a bar drawn, redrawn and erased leaves the line it was on
    empty, and text written after it lands there."""
    drawn = b"\x1b[?25lScoring \x1b[35m 10%\x1b[0m\r\x1b[2KScoring  90%\n\x1b[?25h\r\x1b[1A\x1b[2K"
    assert screen(b"a\n" + drawn) == "a\n"
    assert screen(b"a\n" + drawn + b"b\n") == "a\nb\n"
    assert screen(b"abc\rX") == "Xbc"
    with pytest.raises(ValueError, match="does not know"):
        screen(b"\x1b[2J")
