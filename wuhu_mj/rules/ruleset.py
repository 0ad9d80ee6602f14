"""Rule sets: a rule file read (rulefile.py) and compiled by its variant into a typed table.

Built-in rule files are found by name (``wuhu``): each variant ships its own in a folder
(`Variant.rule_folder`); others are found by path. A house rule is a small
file with ``extends: wuhu`` and the keys that differ: mappings merge key by key, everything
else replaces what the parent said. Loading compiles the merged data into the variant's
frozen table (tables/); that compile is the only check of a rule file.
"""

import os
from collections.abc import Mapping
from typing import Any, NamedTuple

from ..messages.errors import RuleFileError
from ..messages.message import Message
from ..variants import (
    compile_table,
    compiler_version,
    everything_loaded,
    plugins,
    rule_folders,
    variant_named,
)
from .compiled.common import RuleTable
from .location import KeyPath, Location
from .rulefile import (
    DEFAULT_RULES,
    MAX_EXTENDS,
    MAX_FILE_BYTES,
    Read,
    read_rules,
    read_rules_given,
    unchanged,
    where,
)
from .rulefile import builtin_names as _names_in
from .tables import holds, load_builtin

__all__ = [
    "MAX_EXTENDS",
    "MAX_FILE_BYTES",
    "Rules",
    "builtin_names",
    "load_rules",
    "load_rules_given",
]


class Rules(NamedTuple):
    """A loaded rule set: the merged data as written, where each key was written, and the
    compiled table the scorer reads."""

    name: str
    path: str
    chain: tuple[str, ...]  # this file, then the files it extends
    data: Mapping[str, Any]
    locations: Mapping[KeyPath, Location]
    table: RuleTable

    def __repr__(self) -> str:
        return (
            f"Rules(name={self.name!r}, path={self.path!r}, chain={self.chain!r}, "
            f"variant={self.table.variant!r})"
        )

    @property
    def variant(self) -> str:
        return self.table.variant

    def where(self, *path: str) -> str:
        """FILE:LINE:COL of a key, or of its nearest written parent."""
        return where(self.locations, self.path, path)

    def get(self, *path: str) -> Any:
        """A value as written (for showing a rule set; scoring reads `table`)."""
        node: Any = self.data
        for depth, key in enumerate(path):
            if not isinstance(node, Mapping) or key not in node:
                dotted = ".".join(path[: depth + 1])
                missing = Message("rule_missing_key", key=dotted, inside="")
                raise RuleFileError(missing, self.where(*path[:depth]))
            node = node[key]
        return node


def load_rules(name_or_path: str = DEFAULT_RULES) -> Rules:
    """Load a built-in rule set by name or a rule file by path: read, `extends:` resolved,
    compiled by its variant. A problem raises RuleFileError starting with FILE:LINE:COL.

    A rule set loaded before is given again while reading it would give the same: the same
    name from the same working directory (paths in messages are shown relative to it), the
    same variants and pattern names to compile with, and every file it read (the rule file
    and each one its `extends:` chain reached) found again by the same name and holding the
    same bytes (rulefile.unchanged: the bytes are read and compared, not a time stamp). The
    table, and the prices it keeps (`memo`), live as long as the files do not change."""
    key = (name_or_path, os.getcwd(), compiler_version())
    kept = _KEPT.pop(key, None)
    if kept is None or not unchanged(kept[0]):
        kept = _from_tables(name_or_path) or _read_and_compile(name_or_path)
    _KEPT[key] = kept  # last used last: the first is the one dropped past _KEEP
    if len(_KEPT) > _KEEP:
        del _KEPT[next(iter(_KEPT))]
    return kept[1]


def _from_tables(name: str) -> tuple[tuple[Read, ...], Rules] | None:
    """A built-in rule set from the tables made at build time (tables.py), when they hold
    what reading its files would give."""
    if not holds(name):
        return None
    found = load_builtin(name, rule_folders(name), _builtin_variant)
    if found is None:
        return None
    reads, raw, table = found
    return reads, Rules(*raw, table)


def _builtin_variant(word: str) -> bool:
    return word in plugins.BUILTIN and variant_named(word) is plugins.load_builtin(word)


def _read_and_compile(name_or_path: str) -> tuple[tuple[Read, ...], Rules]:
    reads: list[Read] = []
    try:
        raw = read_rules(name_or_path, rule_folders(name_or_path), reads)
    except RuleFileError:
        if everything_loaded():
            raise
        # A name no loaded variant has (its own, or one its `extends:` names) may be a
        # plugin's: every plugin is loaded, and the folders all searched.
        reads.clear()
        raw = read_rules(name_or_path, rule_folders(), reads)
    return tuple(reads), Rules(*raw, compile_table(raw))


def load_rules_given(raw: bytes) -> Rules:
    """A rule file given as its bytes (`-`: standard input), read and compiled as load_rules
    does a file, `extends:` relative to the working directory (every variant's folders are
    searched: a rare path, not worth the lazy plugin loading of load_rules). It is never kept:
    nothing can read the same input again."""
    data = read_rules_given(raw, rule_folders())
    return Rules(*data, compile_table(data))


# Rule sets loaded, by what load_rules was asked and what else the answer depends on, with the
# files they were read from. A process uses a few; past _KEEP the longest unused is dropped
# (a server that is sent many house rules reads each from its own file).
_KEEP = 64
_KEPT: dict[tuple[str, str, object], tuple[tuple[Read, ...], Rules]] = {}


def builtin_names() -> list[str]:
    """The rule sets known by name: the rule files every registered variant ships."""
    return _names_in(rule_folders())
