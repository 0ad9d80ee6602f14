"""The JSON Schema of a rule file, made from the typed tables (`wuhu-mj rules schema`), so an
editor completes and checks what `decode` will accept."""

from __future__ import annotations

from typing import Any

from .decode import TILE_CODE, Names, Shape, Spec, record_shape
from .label import ENGLISH


def schema_of(cls: type[Any], names: Names) -> dict[str, Any]:
    """JSON Schema (draft 2020-12) of a rule file whose table is `cls`, made from the same
    fields `decode` checks. A file with `extends:` may leave out any key its parent gives
    (mappings merge key by key), so only the entries of a list, which replaces the parent's
    whole, have required keys; `rules validate` checks the rest."""
    schema = _schema(record_shape(cls), names, in_list=False)
    schema["properties"] = {
        "extends": {"type": "string", "description": "a built-in rule set or a .yaml path"},
        **schema["properties"],
    }
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


def _schema(shape: Shape, names: Names, in_list: bool) -> dict[str, Any]:
    out = _schema_of_kind(shape, names, in_list)
    if shape.nullable:
        return {"anyOf": [out, {"type": "null"}]}
    return out


def _schema_of_kind(shape: Shape, names: Names, in_list: bool) -> dict[str, Any]:
    spec = shape.spec
    if spec.tile:
        return {"type": "string", "pattern": TILE_CODE}
    kind = shape.kind
    if kind == "record":
        properties = {}
        for name, field, _ in shape.fields:
            properties[name] = _schema(field, names, in_list)
            if field.kind == "label":  # its English, beside it
                properties[name + ENGLISH] = {"type": "string"}
        out: dict[str, Any] = {
            "type": "object",
            "properties": properties,
            "additionalProperties": False,
        }
        required = [name for name, _, needed in shape.fields if needed]
        if required and in_list:
            out["required"] = required
        return out
    if kind == "choice":
        return {"enum": sorted(shape.choices)}
    if kind == "list":
        assert shape.item is not None
        out = {"type": "array", "items": _schema(shape.item, names, in_list=True)}
        if spec.min_items:
            out["minItems"] = spec.min_items
        if spec.unique:
            out["uniqueItems"] = True
        return out
    if kind == "map":
        assert shape.item is not None
        out = {"type": "object", "additionalProperties": _schema(shape.item, names, in_list)}
        key = shape.key or Spec()
        known = key.choices or (names[key.names] if key.names else ())
        if known:
            out["propertyNames"] = {"enum": sorted(known)}
        elif key.tile:
            out["propertyNames"] = {"pattern": TILE_CODE}
        return out
    if kind == "label":
        return {"type": "string"}
    if kind == "str":
        known = spec.choices or (names[spec.names] if spec.names else ())
        if known:
            return {"enum": sorted(known)}
        return {"type": "string", **({"minLength": spec.min_length} if spec.min_length else {})}
    if kind == "bool":
        return {"type": "boolean"}
    out = {"type": "integer" if kind == "int" else "number"}
    if spec.minimum is not None:
        out["minimum"] = spec.minimum
    if spec.above is not None:
        out["exclusiveMinimum"] = spec.above
    if spec.maximum is not None:
        out["maximum"] = spec.maximum
    return out
