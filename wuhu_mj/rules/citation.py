"""Where a breakdown row's number comes from (docs/rules.md §1 "Every row cites where its
number was set"): the rulebook citation the rule files give for it, unless a file further down
the `extends:` chain changed the number without citing anew; then FILE:LINE of that number.

A built-in file is named by its file name (`wuhu.yaml:55`), wherever the package is installed.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Protocol

from .location import KeyPath, Location


class Written(Protocol):
    """A rule set as read (RuleData) or loaded (Rules): its data, its chain of files (this
    file first), and where each key was written."""

    @property
    def chain(self) -> tuple[str, ...]: ...
    @property
    def data(self) -> Mapping[str, Any]: ...
    @property
    def locations(self) -> Mapping[KeyPath, Location]: ...


def cited(rules: Written, citation: KeyPath, *numbers: KeyPath, text: str | None = None) -> str:
    """The source of a row whose number is set at `numbers` (the one written furthest down the
    chain counts): the text at `citation` (or `text`, written there) when the file that wrote
    it is that number's file or one that extends it; else FILE:LINE where that number was
    written. With no number written (a default), the citation as it is."""
    text = _text(rules.data, citation) if text is None else text
    chain = rules.chain
    written = [loc for loc in (rules.locations.get(p) for p in numbers) if loc is not None]
    if not written:
        return text
    number = min(written, key=lambda loc: _depth(chain, loc.file))
    said = rules.locations.get(citation)
    if text and said is not None and _depth(chain, said.file) <= _depth(chain, number.file):
        return text
    return shown_place(f"{number.file}:{number.line}")


def _depth(chain: tuple[str, ...], file: str) -> int:
    return chain.index(file) if file in chain else len(chain)


def _text(data: Mapping[str, Any], path: KeyPath) -> str:
    node: Any = data
    for key in path:
        if not isinstance(node, Mapping):
            return ""
        node = node.get(key)
    return node if isinstance(node, str) else ""


def shown_place(place: str) -> str:
    """FILE:LINE as a person reads it: a built-in file by its rule set's file name
    (`wuhu.yaml:200`), wherever the package is installed; any other file as given."""
    file, sep, line = place.rpartition(":")
    if not sep or not line.isdigit():
        file, line = place, ""
    if os.path.dirname(os.path.realpath(file)) in _builtin_folders():
        file = os.path.basename(file)
    return f"{file}:{line}" if line else file


def _builtin_folders() -> frozenset[str]:
    # The built-in variants keep their files in the package's own folder; a plugin's file is
    # shown as given (naming it would mean importing every plugin just to print a place).
    from .rulefile import BUILTIN_FOLDER

    return frozenset({os.path.realpath(BUILTIN_FOLDER)})
