"""The one catalog: every text a person reads, by id, in Chinese and English.

Each part is a dict of id -> (Chinese, English) templates whose values are written
{name}; an English count chooses its noun with `{n!p:kind|kinds}` (singular when n is 1;
not in page.py, whose texts the page's JavaScript fills in); the parts are kept apart by
what they are about, and form one namespace (an id is defined once, in one part).
tests/test_catalog.py checks that every id the code and the page use is here in both
languages with the same values, and that every entry is used.

- ui.py: what the CLI's tables and lines write themselves;
- input.py: errors in what a door reads (options, lines, requests, money, limits);
- errors.py: errors of the core in a hand, its options, money per point;
- file_errors.py: errors in a rule file or a check file;
- notes.py: reasons, notes and liability clauses of a breakdown;
- help.py: `--help` of every command and option;
- session.py: the session text form's words;
- rulediff.py: `rules diff`'s words for rule-file keys and values;
- page.py: the phone page's texts, and the errors of building and calling it;
- web.py: errors in what the web API and the page send (a request's keys, a rule file's text);
- click.py: click's own words ("Usage:", "No such option"), compiled for its gettext domain.
"""

from __future__ import annotations

from functools import cache
from typing import Final

Entry = tuple[str, str]  # (Chinese, English)
# The parts, in the order `find` loads them: what a scored hand's JSON says first (its reason
# and notes), then the CLI's own words and errors; help and click's words last.
PARTS: Final = (
    "notes",
    "ui",
    "errors",
    "input",
    "file_errors",
    "session",
    "rulediff",
    "web",
    "page",
    "help",
    "click",
)


@cache
def entries() -> dict[str, Entry]:
    """Every id of the catalog, from all parts."""
    import importlib

    merged: dict[str, Entry] = {}
    for part in PARTS:
        table: dict[str, Entry] = getattr(
            importlib.import_module(f"{__name__}.{part}"), part.upper()
        )
        twice = merged.keys() & table.keys()
        if twice:
            raise RuntimeError(f"catalog ids defined twice: {sorted(twice)}")
        merged.update(table)
    return merged


_found: dict[str, Entry] = {}
_unread = list(PARTS)


def find(message_id: str) -> Entry:
    """The entry of `message_id`, loading parts of the catalog only until it is found (a
    `score --json` reads one part); KeyError for an id no part defines."""
    import importlib

    while message_id not in _found and _unread:
        part = _unread[0]
        _found.update(getattr(importlib.import_module(f"{__name__}.{part}"), part.upper()))
        del _unread[0]  # only once merged: a Ctrl-C in the import leaves the part to read again
    return _found[message_id]


def template(message_id: str, lang: str) -> str:
    zh, en = entries()[message_id]
    return en if lang == "en" else zh
