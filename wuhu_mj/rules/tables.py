"""The built-in rule sets' tables, made at build time (maketables.py) and read back here.

`python -m wuhu_mj.rules.maketables` (run by setup.py's build_py, so by `pip install .` and
`pip install -e .`) compiles every built-in rule file into TABLES_FILE: for each rule set, what
load_rules would give (the merged data, where each key was written, the compiled table) in
plain values marshal writes, and a digest of the bytes of each file of its `extends:` chain.
Loading one needs neither PyYAML nor the decoder's checks.

The tables are used only when they say what reading the files would: the same files found by
the same names, holding bytes of the same digest, the file written by a Python whose marshal
this one reads, and each variant the built-in one. Anything else (no file, a stale or broken
one, a house rule, a plugin's variant) reads and compiles the YAML as before. Nothing here
writes a file.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from .compiled.record import Record
from .location import KeyPath, Location
from .rulefile import BUILTIN_FOLDER, MAX_FILE_BYTES, Read, RuleData, _display, _find, _read_bytes

try:  # hashlib would import OpenSSL's bindings (~2 ms) for a hash _blake2 has on its own
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

TABLES_FILE: Final = os.path.join(os.path.dirname(os.path.abspath(__file__)), "builtin_tables.bin")
# Changed whenever the layout below changes: a file of another layout is passed over.
FORMAT: Final = 1


def digest(content: bytes) -> bytes:
    """What the tables keep of a rule file's bytes."""
    return blake2b(content, digest_size=32).digest()


# ---- encoding: a table as plain values (maketables) and back --------------------------------
# A value is kept as itself when it is plain data (None, bool, int, float, str and tuples of
# them: marshal keeps it whole), else as a tagged tuple: (tag, ...). A plain tuple that looks
# like a tag (a one-letter string first, such as the suits ("m", "p", "s")) is tagged too.
# A table may say where a key was written (a liability rule's FILE:LINE:COL), and a path is
# shown from the working directory: such a string is kept as ("p", the file's place in the
# `extends:` chain, what follows the path), and shown from the reader's.

_PLAIN = (type(None), bool, int, float, str)


def _tagged(value: Any) -> bool:
    return type(value) is tuple and bool(value) and type(value[0]) is str and len(value[0]) == 1


class _Encoder:
    """Encodes the values of one rule set, whose chain of files is shown as `files` (absolute
    paths: maketables reads from a folder that holds none of them)."""

    def __init__(self, files: tuple[str, ...] = ()) -> None:
        self.files = files

    def _file(self, value: str) -> int:
        """The place in the chain of the file `value` names (as FILE or FILE:...), else -1."""
        for index, file in enumerate(self.files):
            if value == file or value.startswith(f"{file}:"):
                return index
        return -1

    def plain(self, value: Any) -> bool:
        kind = type(value)
        if kind is str:
            return self._file(value) < 0
        return kind in _PLAIN or (kind is tuple and all(self.plain(item) for item in value))

    def encode(self, value: Any) -> Any:
        if self.plain(value) and not _tagged(value):
            return value
        kind = type(value)
        encode = self.encode
        if kind is str:
            index = self._file(value)
            return ("p", index, value[len(self.files[index]) :])
        if kind is tuple:
            return ("t", tuple(encode(item) for item in value))
        if kind is list:
            return ("l", tuple(encode(item) for item in value))
        if kind is dict:
            return ("d", tuple((encode(k), encode(v)) for k, v in value.items()))
        if kind is frozenset:
            return ("f", tuple(encode(item) for item in value))
        if kind.__name__ == "mappingproxy" and kind.__module__ == "builtins":
            return ("m", tuple((encode(k), encode(v)) for k, v in value.items()))
        if kind.__name__ == "Decimal" and kind.__module__ in ("decimal", "_decimal"):
            return ("D", str(value))
        where = (kind.__module__, kind.__qualname__)
        if isinstance(value, Record):
            return ("r", where, tuple((k, encode(v)) for k, v in vars(value).items()))
        if isinstance(value, tuple) and hasattr(kind, "_fields"):  # a NamedTuple
            return ("n", where, tuple(encode(item) for item in value))
        raise TypeError(f"the rule tables cannot hold a {kind.__module__}.{kind.__qualname__}")


def encode(value: Any, files: tuple[str, ...] = ()) -> Any:
    """`value` (a compiled table, or any part of it) as values marshal can write; a string
    naming one of `files` (the chain, as shown) is kept as that file's place in the chain."""
    return _Encoder(files).encode(value)


def _class(where: tuple[str, str]) -> Any:
    module, qualname = where
    if module not in sys.modules:
        __import__(module)
    found: Any = sys.modules[module]
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def decode(value: Any, files: tuple[str, ...] = ()) -> Any:
    """What `encode` was given (equal to it, of the same types), each file of the chain shown
    as `files` says."""
    if not _tagged(value):
        return value
    tag = value[0]
    if tag == "t":
        return tuple(decode(item, files) for item in value[1])
    if tag == "l":
        return [decode(item, files) for item in value[1]]
    if tag == "d":
        return {decode(k, files): decode(v, files) for k, v in value[1]}
    if tag == "f":
        return frozenset(decode(item, files) for item in value[1])
    if tag == "p":
        return files[value[1]] + value[2]
    if tag == "m":
        from types import MappingProxyType

        return MappingProxyType({decode(k, files): decode(v, files) for k, v in value[1]})
    if tag == "D":
        from decimal import Decimal  # only a table that holds one (a fractional factor)

        return Decimal(value[1])
    if tag == "r":
        record = object.__new__(_class(value[1]))
        record.__dict__.update((k, decode(v, files)) for k, v in value[2])
        return record
    if tag == "n":
        return tuple.__new__(_class(value[1]), (decode(item, files) for item in value[2]))
    raise ValueError(f"unknown tag {tag!r} in the rule tables")


# ---- the file ----------------------------------------------------------------------------
# marshal.dumps({"format": FORMAT, "sets": {NAME: (FILES, BODY)}}): FILES is the chain, this
# rule set's file first: (name looked up, file name in BUILTIN_FOLDER, size, digest) each; BODY
# is marshal.dumps((name, data, locations, table)) with each location as (key path, index of
# its file in the chain, line, column) and the table encoded. A rule set's BODY is read only
# when that rule set is loaded.

Files = tuple[tuple[str, str, int, bytes], ...]
_loaded: dict[str, dict[str, tuple[Files, bytes]]] = {}


def _sets() -> dict[str, tuple[Files, bytes]]:
    if "sets" not in _loaded:
        sets: dict[str, tuple[Files, bytes]] = {}
        try:
            with open(TABLES_FILE, "rb") as file:
                whole = marshal.loads(file.read())
            if isinstance(whole, dict) and whole.get("format") == FORMAT:
                sets = whole["sets"]
        except (OSError, ValueError, EOFError, TypeError, KeyError):
            sets = {}  # no tables (a source checkout not built), or not this Python's
        _loaded["sets"] = sets
    return _loaded["sets"]


def holds(name: str) -> bool:
    """Whether the tables have a rule set of this name (it may still be stale)."""
    return name in _sets()


def load_builtin(
    name: str, folders: Sequence[str], builtin_variant: Callable[[str], bool]
) -> tuple[tuple[Read, ...], RuleData, Any] | None:
    """The built-in rule set `name` from the tables: the files read (as read_rules records
    them), the rule set as read, and its compiled table; None when the tables cannot say
    (then the YAML is read). `builtin_variant(word)` tells whether the variant `word` names is
    the built-in one (a plugin may have replaced it)."""
    if name.endswith((".yaml", ".yml")) or "/" in name:
        return None
    entry = _sets().get(name)
    if entry is None:
        return None
    files, body = entry
    folders = tuple(folders)
    builtin = os.path.realpath(BUILTIN_FOLDER)
    reads: list[Read] = []
    relative_to: str | None = None
    try:
        for looked_up, file_name, size, kept in files:
            path = os.path.realpath(_find(looked_up, folders, relative_to))
            if path != os.path.join(builtin, file_name):
                return None
            content = _read_bytes(path, MAX_FILE_BYTES)
            if len(content) != size or digest(content) != kept:
                return None
            reads.append(Read(looked_up, relative_to, folders, path, content))
            relative_to = os.path.dirname(path)
        chain = tuple(_display(read.path) for read in reads)
        rule_name, data, written, encoded = marshal.loads(body)
        table = decode(encoded, chain)
    except Exception:  # any doubt (a file gone, a table of other classes): read the YAML
        return None
    if not builtin_variant(table.variant):
        return None
    locations: Mapping[KeyPath, Location] = {
        path: Location(chain[index], line, column) for path, index, line, column in written
    }
    return tuple(reads), RuleData(rule_name, chain[0], chain, data, locations), table
