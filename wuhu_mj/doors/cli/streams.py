"""Standard streams the shell closed (`<&-`, `>&-`, `2>&-`), made safe before a command runs.

Python starts with sys.stdin, sys.stdout or sys.stderr set to None when its file descriptor is
closed, and the first write, flush or read then fails with a traceback (or, for stderr, with
exit status 1 whatever happened). Here each closed descriptor is given /dev/null, so that no
file opened later takes its number, and:

- stdout and stderr write to /dev/null: nobody wanted the text, and the exit status is what
  it would have been (0 a win, 1 not, 2 bad input);
- stdin, when read (`batch -`, `session -`), is one error: nothing can come from it.
"""

from __future__ import annotations

import io
import os
import sys

from ...messages.errors import InputError
from ...messages.message import Message

STREAMS = (("stdin", 0), ("stdout", 1), ("stderr", 2))


class _ClosedStdin(io.RawIOBase):
    """What stands for a closed stdin: reading it is an input error."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: object) -> int:
        raise InputError(Message("stdin_closed"), "stdin")


def mend_closed_streams() -> None:
    """Give each closed standard stream /dev/null (see above); streams that are open, and
    streams a test has replaced, are left alone."""
    for name, fd in STREAMS:
        if getattr(sys, name) is not None:
            continue
        _occupy(fd)
        if name == "stdin":
            sys.stdin = io.TextIOWrapper(io.BufferedReader(_ClosedStdin()), encoding="utf-8")
        else:
            sink = open(fd, "w", encoding="utf-8", errors="backslashreplace", closefd=False)  # noqa: SIM115
            setattr(sys, name, sink)


def _occupy(fd: int) -> None:
    """Put /dev/null at descriptor `fd`, unless something is there already."""
    try:
        os.fstat(fd)
        return
    except OSError:
        pass
    try:
        null = os.open(os.devnull, os.O_RDWR)
    except OSError:
        return
    if null != fd:
        os.dup2(null, fd)
        os.close(null)


def read_stdin_bytes(limit: int) -> bytes:
    """Standard input's bytes, for a command given `-` in place of a file: at most `limit` + 1
    of them (one more than the limit tells the reader it is too large)."""
    return sys.stdin.buffer.read(limit + 1)
