"""Ctrl-C and SIGTERM during a page build stop it between two steps, never inside one.

Python's own Ctrl-C raises KeyboardInterrupt wherever the build happens to be: inside zipfile
(whose clean-up then fails on a half-written member), inside the first read of the message
catalog, or after the command has already said "interrupted". While `stops_between_steps()`
is in force, a signal only marks the build as asked to stop; the build looks at the mark at
`step()`, between files, where stopping leaves nothing half done (doors/web/sitefolder.py removes
the staging folder on the way out). A wait on another program (npm, which can hang) is
`interruptible()`: there the signal stops the wait at once.

Imported as a library, without `stops_between_steps()`, `step()` never stops anything.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType

_CAUGHT = (signal.SIGINT, signal.SIGTERM)

_asked = False
_waiting = 0  # how many interruptible() blocks are open


def _mark(signum: int, frame: FrameType | None) -> None:
    global _asked
    _asked = True
    if _waiting:
        raise KeyboardInterrupt


def step() -> None:
    """Stop here (KeyboardInterrupt) when Ctrl-C or SIGTERM came since the last step."""
    if _asked:
        raise KeyboardInterrupt


@contextlib.contextmanager
def interruptible() -> Iterator[None]:
    """A wait that a signal ends at once (the caller stops what it waited for)."""
    global _waiting
    _waiting += 1
    try:
        step()  # a signal that came just before the wait began
        yield
    finally:
        _waiting -= 1


@contextlib.contextmanager
def stops_between_steps() -> Iterator[None]:
    """Ctrl-C and SIGTERM mark the block as asked to stop; it stops at its next `step()` or
    at its end (a build that finished anyway still reports the interruption)."""
    global _asked
    try:
        before = {caught: signal.signal(caught, _mark) for caught in _CAUGHT}
    except ValueError:  # not the main thread: signals are not ours to take
        yield
        return
    _asked = False
    try:
        yield
        step()
    finally:
        for caught, handler in before.items():
            signal.signal(caught, handler)
        _asked = False
