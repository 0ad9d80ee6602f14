"""Ctrl-C while the `wuhu-mj` command is still starting: quiet, exit status 130.

Starting takes a tenth of a second or more, most of it importing the library; Python would
answer Ctrl-C there with a traceback of whichever import it interrupted. So, when this package
is imported to run the command (`wuhu-mj ...` or `python -m wuhu_mj ...`) and nothing else has
claimed SIGINT, Ctrl-C ends the process at once with status 130 and says nothing; the command
puts Python's own handler back (`restore`) as soon as it can report an interrupt in one line
itself. Imported as a library, nothing here changes anything.

Before this module runs, Python is still starting itself (about 15 ms): a Ctrl-C then is
Python's own fatal error, which nothing written in Python can prevent.
"""

from __future__ import annotations

# The C module under `signal`: importing `signal` itself builds its enums, a millisecond or
# more in which a Ctrl-C would still end in a traceback.
import _signal  # type: ignore[import-not-found]
import os
import sys

EXIT_INTERRUPTED = 130


def _as_command() -> bool:
    # `python -m wuhu_mj`: argv[0] is "-m" while the package is found and imported.
    first = sys.argv[0] if sys.argv else ""
    return first == "-m" or os.path.basename(first) in ("wuhu-mj", "wuhu-mj.exe")


def _interrupted(signum: int, frame: object) -> None:
    os._exit(EXIT_INTERRUPTED)  # nothing is written yet: nothing to flush or undo


def restore() -> None:
    """Python's own Ctrl-C handling (KeyboardInterrupt) again, if this module had taken it."""
    try:
        if _signal.getsignal(_signal.SIGINT) is _interrupted:
            _signal.signal(_signal.SIGINT, _signal.default_int_handler)
    except ValueError:  # not the main thread
        pass


if _as_command():
    try:
        if _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
            _signal.signal(_signal.SIGINT, _interrupted)
    except ValueError:  # not the main thread
        pass
