"""A session as every door reads and writes it, written once: the `session` command
(doors/cli/session.py) and the page (doors/web/browser.py) both call these, so they read the same
lines within the same limits, name a broken header's place alike and print the same `--json` text.

    table, entries = start(read_lines(stream), "FILE")   # or text_lines(text), STDIN
    out = json_head(table)
    for item in table.play(entries):                      # HandOutcome | LineError
        out += json_hand(item, first) ...                 # a LineError: error_line(...)
    out += json_tail(table.result())

Nothing here prints.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable, Iterable, Iterator
from typing import IO

from ...messages.errors import InputError
from ...messages.schemas import document
from ...output.safetext import json_line
from . import parse
from .model import Entry, LineError, SessionInputError, money_json
from .outcome import HandOutcome, SessionResult
from .parse import InputTooLarge, load
from .table import Session

# What a door calls standard input in messages (`<stdin>:3`).
STDIN = "<stdin>"


def read_lines(source: IO[str]) -> Iterator[str]:
    """The lines of `source`, never holding more than a line's limit of one in memory: the
    rest of a longer line is skipped (the line is then reported as too long). Past
    MAX_INPUT_CHARS, InputTooLarge naming the line."""
    limit, most = parse.MAX_LINE_CHARS, parse.MAX_INPUT_CHARS  # as set now (a test may lower it)
    total = number = 0
    while True:
        line = source.readline(limit + 2)
        if not line:
            return
        number += 1
        total += len(line)
        while not line.endswith("\n") and len(line) > limit:
            more = source.readline(1 << 16)
            total += len(more)
            if not more or more.endswith("\n") or total > most:
                break
        if total > most:
            raise InputTooLarge(number)
        yield line


def text_lines(text: str) -> Iterator[str]:
    """The lines of a text as a file of it is read: a byte order mark dropped, universal
    newlines, the same limits."""
    return read_lines(io.StringIO(text.removeprefix("\ufeff"), newline=None))


def start(
    lines: Iterable[str], source: str, rules: Callable[[str], str] | None = None
) -> tuple[Session, Iterator[Entry | LineError]]:
    """The table of a session whose header is read now, and its hand lines still to read.
    `rules` may name the rule set to load in place of the one the header names (the page's
    uploaded house-rule file). A broken header is a SessionInputError naming `source`."""
    try:
        loaded = load(lines)
        header = loaded.header
        if rules is not None:
            header = dataclasses.replace(header, rules=rules(header.rules))
        return Session(header, keep=False), loaded.entries
    except InputError as exc:
        raise placed(exc, source) from None


def placed(error: InputError, source: str) -> InputError:
    """`error` naming its place in the input `source`: `FILE:7: players`, `FILE: header`."""
    if isinstance(error, SessionInputError):
        return error.named(source)
    if error.where == "stdin":  # closed: no line of it was read (doors/cli/streams.py)
        return error
    return SessionInputError(error.message, error.where, None, source)


def json_head(table: Session) -> str:
    """The start of `session --json`'s object, up to its list of hands."""
    head = document(
        {
            "players": list(table.header.players),
            "rules": table.rules.name,
            "unit": money_json(table.header.unit),
        }
    )
    return json_line(head)[:-1] + ', "hands": ['


def json_hand(outcome: HandOutcome, first: bool) -> str:
    """One hand of the list (after a comma unless it is the `first`)."""
    text = json_line(outcome.to_json())
    return text if first else ", " + text


def json_tail(result: SessionResult) -> str:
    """The end of the list and the rest of the object, the final newline included."""
    return "], " + json_line(result.json_tail())[1:] + "\n"
