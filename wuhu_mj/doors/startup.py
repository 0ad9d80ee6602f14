"""Ctrl-C while the `wuhu-mj` command is still starting: quiet, exit status 130.

Starting takes a tenth of a second or more, most of it importing the library; Python would
answer Ctrl-C there with a traceback of whichever import it interrupted. So, when this package
is imported to run the command (`wuhu-mj ...` or `python -m wuhu_mj ...`) and nothing else has
claimed SIGINT, Ctrl-C ends the process at once with status 130 and says nothing; the command
puts Python's own handler back (`restore`) as soon as it can report an interrupt in one line
itself. Imported as a library, Python's own handler is put back at once.

Before this module's first lines run, Python is still starting itself (about 15 ms) or reading
this file: a Ctrl-C then is Python's own fatal error or traceback, which nothing written in
Python can prevent.

While the command starts, the garbage collector is paused too: importing the library and
building the command make tens of thousands of objects and next to no garbage, so a
collection then would only walk them again and again (about 9 ms of a 60 ms start,
docs/speed.md). The command calls `started` once its command is built: the objects made so
far are set aside for good (`gc.freeze`: they live as long as the process) and collecting
resumes for the work itself. Imported as a library, nothing is paused.
"""

# No `from __future__ import annotations` and nothing before the handler is set: until then a
# Ctrl-C ends in a traceback, so the handler is set first and taken back at once when this is
# not the command. The C module under `signal`: importing `signal` itself builds its enums.
import _signal  # type: ignore[import-not-found]
import gc
import os
import sys

# messages/exits.py's EXIT_INTERRUPTED, written again here: nothing may be imported before the
# handler below is set (tests/test_exits.py checks that the two agree).
EXIT_INTERRUPTED = 130


def _interrupted(signum: int, frame: object) -> None:
    os._exit(EXIT_INTERRUPTED)  # nothing is written yet: nothing to flush or undo


try:
    if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
        _signal.signal(_signal.SIGINT, _interrupted)
except ValueError:  # not the main thread
    pass


def _as_command() -> bool:
    # `python -m wuhu_mj`: argv[0] is "-m" while the package is found and imported.
    first = sys.argv[0] if sys.argv else ""
    return first == "-m" or os.path.basename(first) in ("wuhu-mj", "wuhu-mj.exe")


def restore() -> None:
    """Python's own Ctrl-C handling (KeyboardInterrupt) again, if this module had taken it."""
    try:
        if _signal.getsignal(_signal.SIGINT) is _interrupted:
            _signal.signal(_signal.SIGINT, _signal.default_int_handler)
    except ValueError:  # not the main thread
        pass


def started() -> None:
    """The command is built: collecting resumes, if this module had paused it."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        gc.enable()


_paused = False
if not _as_command():  # imported as a library: Python's own handling, as it was
    restore()
elif gc.isenabled():
    gc.disable()
    _paused = True
