"""Building blocks of the rule-file schemas (JSON Schema, checked by fastjsonschema).

A schema names every key a rule file may hold and what its value must be. `title` on a
schema is ours, not JSON Schema's: it names what a value is ("pattern", "option") so an
error can say "unknown pattern 'x'" and list the known ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Schema = dict[str, Any]

# 1m-9m, 1p-9p, 1s-9s, 1z-7z (东南西北白发中), 1f-8f (flowers), as rule files write tiles.
TILE_CODE = "^([1-9][mps]|[1-7]z|[1-8]f)$"


@dataclass(frozen=True)
class Context:
    """What the schemas need to know about the code: the names it understands."""

    patterns: tuple[str, ...]  # wuhu_mj.patterns.known_patterns()
    options: tuple[str, ...]  # `score` options a rule file may allow
    variants: tuple[str, ...]  # wuhu_mj.variants.VARIANTS
    meld_kinds: tuple[str, ...] = ("peng", "gang", "jiagang", "angang", "chi")
    finders: tuple[str, ...] = ()  # wuhu_mj.liability.FINDERS
    payers: tuple[str, ...] = ()  # wuhu_mj.liability.PAYERS
    wins: tuple[str, ...] = ("discard", "self_draw")
    share_cases: tuple[str, ...] = ()  # wuhu_mj.liability.SHARE_CASES
    fed_marks: tuple[str, ...] = ()  # wuhu_mj.options.FED_MARKS


def text() -> Schema:
    return {"type": "string"}


def name() -> Schema:
    return {"type": "string", "minLength": 1}


def boolean() -> Schema:
    return {"type": "boolean"}


def count(minimum: int = 0, maximum: int | None = None) -> Schema:
    """A whole number of points, tiles or times."""
    schema: Schema = {"type": "integer", "minimum": minimum}
    if maximum is not None:
        schema["maximum"] = maximum
    return schema


def factor() -> Schema:
    """A positive multiplier such as 0.5 or 0.2, read as the exact decimal written."""
    return {"type": "number", "exclusiveMinimum": 0, "maximum": 100}


def tile() -> Schema:
    return {"type": "string", "pattern": TILE_CODE, "title": "tile"}


def tiles() -> Schema:
    return {"type": "array", "items": tile(), "uniqueItems": True}


def one_of(values: Iterable[str], what: str) -> Schema:
    return {"enum": sorted(values), "title": what}


def list_of(values: Iterable[str], what: str, min_items: int = 0) -> Schema:
    schema: Schema = {"type": "array", "items": one_of(values, what), "uniqueItems": True}
    if min_items:
        schema["minItems"] = min_items
    return schema


def record(
    properties: Mapping[str, Schema], required: Sequence[str] = (), nullable: bool = False
) -> Schema:
    """A mapping with exactly these keys (the `required` ones must be there)."""
    schema: Schema = {
        "type": ["object", "null"] if nullable else "object",
        "properties": dict(properties),
        "additionalProperties": False,
    }
    if required:
        schema["required"] = list(required)
    return schema


def all_required(properties: Mapping[str, Schema]) -> Schema:
    return record(properties, list(properties))


def table(keys: Schema, values: Schema) -> Schema:
    """A mapping whose keys are names of one kind (patterns, tiles) and values alike."""
    return {"type": "object", "propertyNames": keys, "additionalProperties": values}


def texts(keys: Iterable[str], required: Sequence[str] = ()) -> Schema:
    """`labels:` / `sources:` — known keys, each a text; `required` are the ones code reads."""
    return record({k: text() for k in keys}, required)


def open_mapping() -> Schema:
    """A section whose keys this version does not check yet (it must still be a mapping)."""
    return {"type": "object"}


def common_properties(ctx: Context) -> dict[str, Schema]:
    """Keys every rule file may have, whatever its variant."""
    from . import liability  # it builds on the helpers above

    return {
        "name": name(),
        "description": text(),
        "variant": one_of(ctx.variants, "variant"),
        "source": text(),
        # RULINGS §1: an option the variant has no use for is an input error.
        "options": list_of(ctx.options, "option"),
        "tiles": record(
            {
                "suits": {
                    "type": "array",
                    "items": one_of(["m", "p", "s"], "suit"),
                    "uniqueItems": True,
                },
                "honors": tiles(),
                "aliases": table({"pattern": TILE_CODE, "title": "tile"}, tile()),
                "bonus": tiles(),
                "chi": boolean(),
            },
            ["suits", "honors", "bonus", "chi"],
        ),
        "liability": liability.section(ctx),
    }


COMMON_REQUIRED = ("variant", "options", "tiles")
