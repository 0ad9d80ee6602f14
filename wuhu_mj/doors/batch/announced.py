"""A binary stream read a chunk at a time, with a call before each read: what lets `batch`
flush the answers written so far while its input (a pipe) has nothing more yet.

Its own module, left pure in the compiled build (setup.py): a class compiled by mypyc cannot
subclass `io.RawIOBase` on every Python (3.13 refuses the type at import).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any, BinaryIO, Final

# Bytes asked of the input at a time (a pipe gives what it holds, up to this).
CHUNK_BYTES: Final = 64 * 1024


class Announced(io.RawIOBase):
    """`stream` read a chunk at a time, `waiting()` called before each read."""

    def __init__(self, stream: BinaryIO, waiting: Callable[[], None]) -> None:
        super().__init__()
        self.waiting = waiting
        # One read of the file at most (BufferedReader.readinto would wait to fill it all).
        self.read_into = getattr(stream, "readinto1", None) or stream.readinto  # type: ignore[attr-defined]

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        self.waiting()
        return int(self.read_into(buffer) or 0)


def announced(stream: BinaryIO, waiting: Callable[[], None]) -> BinaryIO:
    """`stream`, buffered, with `waiting()` called before each read of it."""
    return io.BufferedReader(Announced(stream, waiting), CHUNK_BYTES)
