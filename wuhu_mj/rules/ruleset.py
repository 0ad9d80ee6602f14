"""Rule sets: a rule file read (rulefile.py) and compiled by its variant into a typed table.

Built-in rule files are found by name (``wuhu``), others by path. A house rule is a small
file with ``extends: wuhu`` and the keys that differ: mappings merge key by key, everything
else replaces what the parent said. Loading compiles the merged data into the variant's
frozen table (tables/); that compile is the only check of a rule file.
"""

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..messages.errors import RuleFileError
from ..messages.message import Message
from ..variants import compile_table
from .compiled.common import RuleTable
from .location import KeyPath, Location
from .rulefile import MAX_EXTENDS, MAX_FILE_BYTES, builtin_dirs, builtin_names, read_rules, where

__all__ = [
    "MAX_EXTENDS",
    "MAX_FILE_BYTES",
    "Rules",
    "builtin_dirs",
    "builtin_names",
    "load_rules",
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

    def has(self, *path: str) -> bool:
        node: Any = self.data
        for key in path:
            if not isinstance(node, Mapping) or key not in node:
                return False
            node = node[key]
        return True

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


def load_rules(name_or_path: str = "wuhu") -> Rules:
    """Load a built-in rule set by name or a rule file by path: read, `extends:` resolved,
    compiled by its variant. A problem raises RuleFileError starting with FILE:LINE:COL."""
    raw = read_rules(name_or_path)
    return Rules(*raw, compile_table(raw))
