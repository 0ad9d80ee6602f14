"""Make the built-in rule sets' tables (tables.py): `python -m wuhu_mj.rules.maketables [FILE]`.

setup.py's build_py runs it, so `pip install .` and `pip install -e .` ship the tables made from
the rule files they ship; the file (TABLES_FILE unless another is named) is never part of the
sources. Each rule set is read and compiled exactly as load_rules does it, and what the file
gives back is checked against that before the file is written.
"""

from __future__ import annotations

import marshal
import os
import sys
import tempfile
from typing import Any

from ..variants import compile_table, rule_folders
from .rulefile import BUILTIN_FOLDER, Read, builtin_names, read_rules
from .tables import FORMAT, TABLES_FILE, decode, digest, encode


def _one(name: str) -> tuple[tuple[tuple[str, str, int, bytes], ...], bytes]:
    folders = rule_folders(name)
    reads: list[Read] = []
    raw = read_rules(name, folders, reads)
    table = compile_table(raw)
    builtin = os.path.realpath(BUILTIN_FOLDER)
    files = []
    for read in reads:
        if os.path.dirname(read.path) != builtin:
            raise ValueError(f"{name}: extends {read.path}, not a built-in rule file")
        name_in_folder = os.path.basename(read.path)
        files.append((read.name, name_in_folder, len(read.content), digest(read.content)))
    written = tuple(
        (path, raw.chain.index(loc.file), loc.line, loc.column)
        for path, loc in raw.locations.items()
    )
    if any(not os.path.isabs(file) for file in raw.chain):
        raise ValueError(f"{name}: made from a folder that holds the rule files")
    body = marshal.dumps((raw.name, dict(raw.data), written, encode(table, raw.chain)))
    # What the file gives back must be what was compiled (the values and their types).
    name_back, data_back, _, encoded = marshal.loads(body)
    table_back = decode(encoded, raw.chain)
    if data_back != raw.data or table_back != table or name_back != raw.name:
        raise ValueError(f"{name}: the tables would not give back what was compiled")
    if _types(table_back) != _types(table) or _types(data_back) != _types(raw.data):
        raise ValueError(f"{name}: the tables would change a value's type")
    return tuple(files), body


def _types(value: Any) -> Any:
    """The shape of `value` with every value's type: equal values of other types (1 and
    True, a list and a tuple) tell apart."""
    kind = type(value)
    if isinstance(value, dict) or kind.__name__ == "mappingproxy":
        return (kind, tuple((_types(k), _types(v)) for k, v in value.items()))
    if isinstance(value, (tuple, list)):
        return (kind, tuple(_types(item) for item in value))
    if isinstance(value, frozenset):
        return (kind, tuple(sorted(repr(_types(item)) for item in value)))
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (kind, _types(dict(vars(value))))
    return kind


def make() -> bytes:
    """The tables of every rule set in the package's own folder, as the file holds them."""
    folder_names = builtin_names([BUILTIN_FOLDER])
    # Read from an empty folder, every file is shown by its absolute path: a string in a table
    # that names one (tables.py, "p") is told from any other, a citation (`wuhu.yaml:55`) too.
    back = os.getcwd()
    with tempfile.TemporaryDirectory() as empty:
        os.chdir(empty)
        try:
            sets = {name: _one(name) for name in folder_names}
        finally:
            os.chdir(back)
    return marshal.dumps({"format": FORMAT, "sets": sets})


def main(argv: list[str]) -> int:
    target = argv[0] if argv else TABLES_FILE
    content = make()
    partial = f"{target}.partial"
    with open(partial, "wb") as file:
        file.write(content)
    os.replace(partial, target)  # a reader sees the old file or the new, never half of one
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
