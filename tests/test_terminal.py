"""What reaches the terminal (issue 22): players' names, labels and messages escaped or refused,
names compared as people see them, a header in another encoding refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.session import score_session
from wuhu_mj.output.safetext import escape_json, first_unsafe, printable

pytestmark = pytest.mark.usefixtures("english")  # the messages checked are English

HAND_LINE = "小李 老王 11234678m23467p5p"


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("a\u202eb", "a\\u202eb"),  # right-to-left override
        ("a\u2066b\u2069", "a\\u2066b\\u2069"),  # isolates
        ("a\u200bb", "a\\u200bb"),  # zero-width space
        ("a\u2060b\ufeff", "a\\u2060b\\ufeff"),  # word joiner, BOM
        ("a\u3164b", "a\\u3164b"),  # Hangul filler: a letter that shows nothing
        ("a\u034fb", "a\\u034fb"),  # combining grapheme joiner
        ("a\ufe0fb", "a\\ufe0fb"),  # variation selector
        ("a\x00b\x07c", "a\\x00b\\x07c"),
        ("é 万 🀇", "é 万 🀇"),
    ],
)
def test_one_escaping_function(text: str, shown: str) -> None:
    assert printable(text) == shown
    hidden = next((c for c in text if c not in shown), None)
    assert first_unsafe(text) == hidden


def test_json_escapes_what_a_terminal_would_obey_and_keeps_the_data() -> None:
    data = {"name": "a\u202eb\u2066\x7f\u2028\U000e0041万"}
    text = escape_json(json.dumps(data, ensure_ascii=False))
    assert text == '{"name": "a\\u202eb\\u2066\\u007f\\u2028\\udb40\\udc41万"}'
    assert json.loads(text) == data


def session(runner: CliRunner, text: str | bytes, *args: str) -> tuple[int, str, str]:
    data = text if isinstance(text, bytes) else text.encode()
    result = runner.invoke(cli, ["session", "-", *args], input=data)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("老\u202e王", "202E"),
        ("老\x00王", "0000"),
        ("老\x07王", "0007"),
        ("老王\u2066", "2066"),
        ("老王\u200b", "200B"),
        ("老\u3164王", "3164"),
    ],
)
def test_a_name_with_a_character_that_does_not_show_is_refused(
    runner: CliRunner, name: str, code: str
) -> None:
    header = f"players: 小李 {name} 阿强 小红\n"
    escaped = printable(repr(name))
    said = (
        f"wuhu-mj: error: <stdin>:1: players: {escaped} holds U+{code}, a character that does"
        " not show; type the name again\n"
    )
    assert session(runner, header + HAND_LINE + "\n") == (2, "", said)
    as_json = json.dumps({"session": {"players": ["小李", name, "阿强", "小红"]}})
    code_, out, err = session(runner, as_json + "\n", "--json")
    assert (code_, err) == (2, said)
    assert name not in out and out.startswith('{"schema": 1, "error": ')


def test_a_and_a_with_a_zero_width_space_are_not_two_players(runner: CliRunner) -> None:
    code, out, err = session(runner, "players: a a\u200b b c\nb c 11234678m23467p5p\n")
    assert (code, out) == (2, "")
    assert err.startswith("wuhu-mj: error: <stdin>:1: players: 'a\\u200b' holds U+200B")


def test_names_are_compared_as_they_look() -> None:
    """é typed as one character in the header and as e + an accent in a hand line."""
    result = score_session(
        "players: 小李 Andr\u00e9 阿强 小红\n小李 Andre\u0301 11234678m23467p5p\n"
    )
    assert result.error_count == 0
    assert result.net["André"] < 0
    with pytest.raises(Exception, match="each name once"):
        score_session("players: Andr\u00e9 Andre\u0301 阿强 小红\n")


@pytest.mark.parametrize(
    "header",
    ["players: 小李 老王 阿强 小红\n".encode("gbk"), "玩家: 小李 老王 阿强 小红\n".encode("gbk")],
    ids=["names", "key"],
)
def test_a_header_in_another_encoding_is_refused(runner: CliRunner, header: bytes) -> None:
    code, out, err = session(runner, header + HAND_LINE.encode() + b"\n")
    decoded = header.decode("utf-8", "surrogateescape")  # GBK is sometimes UTF-8 by chance
    first_bad = next(ord(c) - 0xDC00 for c in decoded if "\udc80" <= c <= "\udcff")
    assert (code, out) == (2, "")
    assert err == (
        f"wuhu-mj: error: <stdin>:1: byte 0x{first_bad:02x} is not UTF-8; save the file as UTF-8\n"
    )


def test_a_hand_line_in_another_encoding_is_a_bad_line(runner: CliRunner) -> None:
    text = b"players: a b c d\nb c 11234678m23467p5p\xff\nb c 11234678m23467p5p\n"
    code, out, err = session(runner, text)
    assert code == 2
    assert err == "wuhu-mj: <stdin>:2: error: hand: unexpected character '\ufffd' at 18\n"
    assert "#1 line 3" in out


def test_a_label_with_a_bidi_override_is_escaped_in_a_session(
    runner: CliRunner, tmp_path: Path
) -> None:
    rules = tmp_path / "bidi.yaml"
    rules.write_text('extends: wuhu\nlabels:\n  zhi: "\\u202e支番"\n', encoding="utf-8")
    text = f"players: 小李 老王 阿强 小红\nrules: {rules}\n{HAND_LINE}\n"
    code, out, err = session(runner, text)
    assert (code, err) == (0, "")
    assert "\u202e" not in out and "\\u202e" in out
    code, out, err = session(runner, text, "--json")
    assert (code, err) == (0, "")
    assert "\u202e" not in out and "\\u202e" in out
    assert json.loads(out)["hands"][0]["items"][0]["label"] == "\u202e支番"


# ---- output never silently shrinks -----------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
WIN = ["score", "1135789m234678p4m", "--from", "3"]
COMMANDS = [
    WIN,
    ["waits", "11234678m234467p"],
    ["batch", str(ROOT / "samples" / "session.txt")],
    ["rules", "list"],
    ["session", str(ROOT / "samples" / "session-wuhu.txt")],
]


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: a[0])
@pytest.mark.parametrize("columns", ["0", "1", "19"])
def test_a_width_too_small_is_taken_as_unknown(args: list[str], columns: str) -> None:
    unknown = CliRunner(env={"COLUMNS": "80"}).invoke(cli, [*args, "--lang", "zh"])
    narrow = CliRunner(env={"COLUMNS": columns}).invoke(cli, [*args, "--lang", "zh"])
    assert narrow.exit_code == unknown.exit_code
    assert narrow.stdout == unknown.stdout
    assert len(unknown.stdout.splitlines()) > 3


@pytest.mark.parametrize("columns", ["1", "20", "21", "23"])
@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["score", "1112345678999m9m", "--from", "2"], ["清一色", "000四"]),
        (["score", *WIN[1:]], ["支番", "000五.2", "庄家加底"]),
        (["batch", str(ROOT / "samples" / "session.txt")], ["共4手"]),
    ],
    ids=["score", "score2", "batch"],
)
def test_double_width_text_is_never_dropped(
    args: list[str], words: list[str], columns: str
) -> None:
    result = CliRunner(env={"COLUMNS": columns}).invoke(cli, [*args, "--lang", "zh"])
    joined = "".join(result.stdout.split())
    assert [w for w in words if w not in joined] == []


# ---- closed streams --------------------------------------------------------------------------


def closed(fds: tuple[int, ...], *args: str) -> subprocess.CompletedProcess[bytes]:
    """The command run as `wuhu-mj ARGS <&- >&- 2>&-` closes them (the fds given)."""

    def close() -> None:
        for fd in fds:
            os.close(fd)

    keep = {0: subprocess.DEVNULL, 1: subprocess.PIPE, 2: subprocess.PIPE}
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args, "--lang", "en"],
        stdin=keep[0],
        stdout=keep[1],
        stderr=keep[2],
        preexec_fn=close,
        timeout=60,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file descriptors")
@pytest.mark.parametrize(
    ("fds", "args", "code"),
    [
        ((1,), WIN, 0),
        ((1,), ["score", "1m"], 2),
        ((1,), [*WIN, "--json"], 0),
        ((2,), WIN, 0),
        ((2,), ["score", "1m"], 2),
        ((1, 2), ["score", "1m"], 2),
        ((1, 2), ["batch", str(ROOT / "samples" / "session.txt")], 1),
    ],
)
def test_closed_stdout_or_stderr_keeps_the_exit_status(
    fds: tuple[int, ...], args: list[str], code: int
) -> None:
    done = closed(fds, *args)
    assert done.returncode == code
    if 2 not in fds:
        assert b"Traceback" not in done.stderr
        assert done.stderr.count(b"\n") == (1 if code == 2 else 0)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file descriptors")
@pytest.mark.parametrize(
    ("args", "out"),
    [
        (["batch", "-", "--json"], True),
        (["batch", "-"], False),
        (["batch", "-", "--jobs", "2"], False),
        (["session", "-"], False),
        (["session", "-", "--json"], True),
    ],
)
def test_closed_stdin_is_one_line(args: list[str], out: bool) -> None:
    done = closed((0,), *args)
    message = "closed (<&-): nothing to read; give FILE, or send the lines in"
    assert done.returncode == 2
    assert done.stderr == f"wuhu-mj: error: stdin: {message}\n".encode()
    if out:
        chinese = "已关闭（<&-）：没有可读的内容；请给出 FILE，或把内容送进来"  # as JSON is
        error = {"message": chinese, "where": "stdin", "code": "stdin_closed", "exit": 2}
        assert json.loads(done.stdout) == {"schema": 1, "error": error}
    else:
        assert done.stdout == b""
