"""Sessions: one table's evening, hand after hand (docs/sessions.md).

source = load(text_or_lines)            # header now, entries lazily
session = Session(source.header)
for item in session.play(source.entries):   # HandOutcome | LineError
    ...
result = session.result()               # nets, 底 results, transfers, to_json()
"""

from __future__ import annotations

from collections.abc import Iterable

from ...rules.compiled.session import SessionRules
from .model import (
    AlsoWon,
    DrawEntry,
    HandEntry,
    Header,
    LineError,
    NotAWinError,
    SessionInputError,
)
from .outcome import (
    DiResult,
    HandOutcome,
    NextHand,
    Paid,
    SessionResult,
    Transfer,
    Won,
)
from .parse import MAX_INPUT_CHARS, MAX_LINE_CHARS, SessionInput, entry_from_json, load, read_entry
from .settle import settle_up
from .table import Session, session_rules

__all__ = [
    "MAX_INPUT_CHARS",
    "MAX_LINE_CHARS",
    "AlsoWon",
    "DiResult",
    "DrawEntry",
    "HandEntry",
    "HandOutcome",
    "Header",
    "LineError",
    "NextHand",
    "NotAWinError",
    "Paid",
    "Session",
    "SessionInput",
    "SessionInputError",
    "SessionResult",
    "SessionRules",
    "Transfer",
    "Won",
    "entry_from_json",
    "load",
    "read_entry",
    "score_session",
    "session_rules",
    "settle_up",
]


def score_session(source: str | Iterable[str]) -> SessionResult:
    """Score a whole session (text or lines) and keep every hand; bad lines are in `errors`."""
    loaded = load(source)
    session = Session(loaded.header)
    for _ in session.play(loaded.entries):
        pass
    return session.result()
