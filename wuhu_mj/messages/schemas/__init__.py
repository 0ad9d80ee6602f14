"""The JSON documents the doors print, by name, and their JSON Schemas (draft 2020-12).

Every document carries `"schema": VERSION` in its top level (a `score -r A -r B --json` list:
each element): a program reading one checks it. VERSION goes up when a document loses a key or a
key changes its meaning; a new optional key does not change it. The schemas are in
definitions.py (shipped in the package), printed by `wuhu-mj schema NAME`; docs/json.md says
what each document is. Nothing here imports the rest of the package: every door may use it.
"""

from __future__ import annotations

from typing import Any, Final

from .version import VERSION

__all__ = ["NAMES", "PREFIX", "VERSION", "document", "schema_of", "schema_text"]

# The documents, each with its schema.
NAMES: Final = ("score", "waits", "batch", "session", "error")


def document(data: dict[str, Any]) -> dict[str, Any]:
    """`data` as a top-level document: the schema version first."""
    return {"schema": VERSION, **data}


# The same, for a document written as text from its members (`"key": value, ...`).
PREFIX: Final = f'"schema": {VERSION}, '


def schema_of(name: str) -> dict[str, Any]:
    """The JSON Schema of the document `name` (one of NAMES)."""
    from .definitions import SCHEMAS  # only `wuhu-mj schema` and the tests ask

    return SCHEMAS[name]


def schema_text(name: str) -> str:
    """That schema as `wuhu-mj schema NAME` prints it."""
    import json  # here: `score --json` writes its JSON without the json module's decoder

    return json.dumps(schema_of(name), ensure_ascii=False, indent=2)
