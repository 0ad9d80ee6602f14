"""Run the real CLI as a shell at a terminal runs it: on a pseudo-terminal, with each of stdin,
stdout and stderr the terminal, a file or a pipe (`cmd > file`, `cmd | less`, `cmd 2> log`,
`cmd < file`, plain `cmd`).

Tests that run the CLI with pipes only never see what a program does when it finds a terminal
(a progress bar, colours, the terminal's width): issue 27's lost `batch --json > out.jsonl`
was one of those. The terminal is the session's controlling terminal and reports a size, as a
real one does; what it showed is returned with the line discipline's \\r\\n turned back to \\n.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Literal

Where = Literal["tty", "file", "pipe"]

# The shell's ways of running a command at a terminal: (stdout, stderr).
LAYOUTS: dict[str, tuple[Where, Where]] = {
    "cmd > file": ("file", "tty"),
    "cmd | less": ("pipe", "tty"),
    "cmd 2> log": ("tty", "file"),
    "cmd": ("tty", "tty"),
}

# Variables that would tell rich something other than what the terminal says.
_TERMINAL_OVERRIDES = (
    "COLUMNS", "LINES", "FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE",
    "JUPYTER_COLUMNS", "JUPYTER_LINES",
)  # fmt: skip

_CONTROL = re.compile(r"\x1b\[([0-9;?]*)([A-Za-z])|\r|\n")


@dataclass(frozen=True)
class Run:
    code: int
    stdout: bytes  # what reached stdout's file or pipe (b"" when stdout was the terminal)
    stderr: bytes  # what reached stderr's file or pipe (b"" when stderr was the terminal)
    terminal: bytes  # everything written to the terminal, its \r\n turned back to \n


def run(
    args: list[str],
    *,
    stdout: Where,
    stderr: Where,
    stdin: Path | None = None,
    env: dict[str, str] | None = None,
    columns: int = 80,
    timeout: float = 60,
) -> Run:
    """`python -m wuhu_mj ARGS` with stdout and stderr placed as asked; stdin is the terminal,
    or the file `stdin` (`cmd < file`)."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    with contextlib.ExitStack() as stack:
        stack.callback(os.close, master)
        files = {
            name: stack.enter_context(tempfile.TemporaryFile())
            for name, where in (("stdout", stdout), ("stderr", stderr))
            if where == "file"
        }
        try:
            process = subprocess.Popen(
                [sys.executable, "-m", "wuhu_mj", *args],
                stdin=slave if stdin is None else stack.enter_context(stdin.open("rb")),
                stdout=_target(stdout, slave, files.get("stdout")),
                stderr=_target(stderr, slave, files.get("stderr")),
                env=_terminal_env(env),
                start_new_session=True,
                preexec_fn=_take_the_terminal,
            )
        finally:
            os.close(slave)  # the child's copies keep it open; the end reads as EIO
        try:
            caught = _read_all(process, master, timeout)
        finally:
            if process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait()
            for pipe in (process.stdout, process.stderr):
                if pipe is not None:
                    pipe.close()
        for name, file in files.items():
            file.seek(0)
            caught[name] = file.read()
    return Run(
        code=process.returncode,
        stdout=caught.get("stdout", b""),
        stderr=caught.get("stderr", b""),
        terminal=caught["terminal"].replace(b"\r\n", b"\n"),
    )


def screen(terminal: bytes) -> str:
    """What the terminal shows at the end, scrollback included: the text with \r, \n, cursor
    up (ESC [n A) and erase line (ESC [2K) obeyed and colours and the cursor's visibility
    dropped; empty lines below the cursor do not count. Any other control sequence is an
    error here, so that nothing is mistaken."""
    text = terminal.decode("utf-8", "replace")
    lines: list[list[str]] = [[]]
    row = col = 0
    done = 0
    for found in _CONTROL.finditer(text):
        col = _overwrite(lines[row], col, text[done : found.start()])
        done = found.end()
        arguments, final = found.group(1), found.group(2)
        if found.group() == "\r":
            col = 0
        elif found.group() == "\n":
            row, col = row + 1, 0
            if row == len(lines):
                lines.append([])
        elif final == "A":
            row = max(row - int(arguments or 1), 0)
        elif final == "K" and arguments == "2":
            lines[row] = []
        elif final not in ("m", "h", "l"):
            unknown = found.group()
            raise ValueError(f"a control sequence the screen model does not know: {unknown!r}")
    _overwrite(lines[row], col, text[done:])
    while len(lines) > row + 1 and not lines[-1]:
        lines.pop()
    return "\n".join("".join(line) for line in lines)


def _overwrite(line: list[str], col: int, text: str) -> int:
    """Write `text` over `line` from column `col` (a character a column); the column after."""
    line.extend(" " * (col - len(line)))
    line[col : col + len(text)] = list(text)
    return col + len(text)


def _target(where: Where, slave: int, file: IO[bytes] | None) -> int | IO[bytes]:
    if where == "tty":
        return slave
    if where == "pipe":
        return subprocess.PIPE
    assert file is not None
    return file


def _terminal_env(extra: dict[str, str] | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in _TERMINAL_OVERRIDES}
    env["TERM"] = "xterm-256color"
    env.update(extra or {})
    return env


def _take_the_terminal() -> None:
    """In the child, a session leader already (start_new_session): the pty becomes its
    controlling terminal, as a login shell's is."""
    for fd in (0, 1, 2):
        if os.isatty(fd):
            fcntl.ioctl(fd, termios.TIOCSCTTY, 0)
            return


def _read_all(process: subprocess.Popen[bytes], master: int, timeout: float) -> dict[str, bytes]:
    """Everything the terminal and the pipes receive until the process and all it started
    have closed them (read as it comes: a full terminal or pipe would stop the writer)."""
    open_ends = {master: "terminal"}
    for name in ("stdout", "stderr"):
        pipe = getattr(process, name)
        if pipe is not None:
            open_ends[pipe.fileno()] = name
    chunks: dict[str, list[bytes]] = {"terminal": [], "stdout": [], "stderr": []}
    deadline = time.monotonic() + timeout
    while open_ends:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"still running after {timeout} s: {process.args}")
        ready, _, _ = select.select(list(open_ends), [], [], min(left, 0.5))
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # EIO: the terminal's last writer closed it
                data = b""
            if data:
                chunks[open_ends[fd]].append(data)
            else:
                del open_ends[fd]
    process.wait(timeout=max(deadline - time.monotonic(), 1))
    return {name: b"".join(parts) for name, parts in chunks.items()}
