"""Safe points in long work, for `serve`'s scorer thread (offload.py).

A session of a few thousand hands takes a second or more, and the scorer does one thing at a
time. So between two hands of a session and two rule sets of a compare, the long work calls
`between()`, and in the scorer thread the quick work waiting there (a hand under a built-in
rule set) is done then and there: a hand never waits for a whole session. At those points the
long work is between two calls into the library, which holds nothing half-changed, so the
one-thread rule holds. Anywhere else (the CLI, the page's Python in the browser) it does
nothing.
"""

from __future__ import annotations

from collections.abc import Callable

# Set by offload.py: does the quick work waiting, when called in the scorer thread.
hook: Callable[[], None] | None = None


def between() -> None:
    """A safe point of long work (see above)."""
    if hook is not None:
        hook()
