"""Lines of text written to stdout in blocks: the one writer of JSON Lines output.

`batch --json` writes a line per hand. click.echo would ask whether stdout is a terminal and
flush it for each one (a system call or two per line); here lines are gathered and handed to
sys.stdout (its encoding and error handling, click's test runner's capture) a block at a time.
The reader of the output still sees each answer as soon as the input pauses: `batch` flushes
before it waits for more input (doors/batch/input.py, `read_batch(..., waiting=...)`), and always
at the end.
"""

from __future__ import annotations

import sys
from typing import Final, TextIO

# Characters gathered before they are written: a few dozen result lines.
BLOCK_CHARS: Final = 64 * 1024


class LineWriter:
    """Write lines to `stream` (sys.stdout when None, looked up when first written), a block
    at a time; `flush` writes what is gathered and flushes the stream."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream
        self.pending: list[str] = []
        self.size = 0

    def line(self, text: str) -> None:
        """Add one line (`text` without its newline)."""
        self.pending.append(text)
        self.size += len(text)
        if self.size >= BLOCK_CHARS:
            self._write()

    def _write(self) -> None:
        if self.pending:
            text = "\n".join(self.pending) + "\n"
            self.pending.clear()
            self.size = 0
            (self.stream or sys.stdout).write(text)

    def flush(self) -> None:
        self._write()
        (self.stream or sys.stdout).flush()


def write_line(text: str) -> None:
    """One line on stdout, flushed (`score --json`, an error object)."""
    out = LineWriter()
    out.line(text)
    out.flush()
