"""Rule-file schemas: one per variant, checked by fastjsonschema, errors as FILE:LINE:COL.

The schemas are plain JSON Schema built from Python dicts, so the names the code knows
(patterns, options, variants) go into them as enums. The merged rules of a file and its
`extends:` chain are checked; an error is reported at the place, in whichever file of the
chain, that wrote the offending key. fastjsonschema stops at the first error, so a file
gets one precise message at a time.

Importing fastjsonschema and compiling a schema cost tens of milliseconds, so they happen
only for rule-file content not seen before (ruleset.ensure_valid caches by content).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from functools import lru_cache
from types import ModuleType
from typing import Any

from ..errors import RuleFileError
from ..ruleset import Rules
from . import anqing, chizhou, common, wuhu
from .common import COMMON_REQUIRED, Context, Schema

__all__ = ["build_schema", "context", "head_schema", "validate"]

# The schema module of each variant: `properties(ctx)` and `REQUIRED`.
VARIANT_SCHEMAS: dict[str, ModuleType] = {"wuhu": wuhu, "anqing": anqing, "chizhou": chizhou}


@lru_cache(maxsize=1)
def context() -> Context:
    from ..patterns import known_patterns
    from ..situation import Situation
    from ..variants import VARIANTS

    # The options a rule file can allow are the Situation fields the CLI sets, by CLI name
    # (Situation.options_set spells them the same way).
    renamed = {"discarder": "from"}
    fixed = ("winner", "dealer", "unit")
    options = tuple(
        renamed.get(f, f.replace("_", "-")) for f in Situation._fields if f not in fixed
    )
    from ..hand import MELD_KINDS
    from ..liability import FINDERS, PAYERS, SHARE_CASES, WINS
    from ..options import FED_MARKS

    return Context(
        tuple(known_patterns()),
        options,
        tuple(VARIANTS),
        meld_kinds=tuple(MELD_KINDS),
        finders=tuple(FINDERS),
        payers=tuple(PAYERS),
        wins=tuple(WINS),
        share_cases=tuple(SHARE_CASES),
        fed_marks=tuple(sorted(FED_MARKS)),
    )


def variant_schema(variant: str, ctx: Context) -> Schema:
    module = VARIANT_SCHEMAS[variant]
    properties = {**common.common_properties(ctx), **module.properties(ctx)}
    if not getattr(module, "STRICT", True):
        # A variant whose rule file is still being written: check only the keys every
        # file has, and let the rest through.
        kept = {k: properties[k] for k in ("name", "description", "source", "variant")}
        return {"type": "object", "properties": kept, "required": ["variant"]}
    return common.record(properties, [*COMMON_REQUIRED, *module.REQUIRED])


def head_schema() -> Schema:
    """Checked first: the file names a variant this version knows."""
    variant = common.one_of(context().variants, "variant")
    return {"type": "object", "required": ["variant"], "properties": {"variant": variant}}


def build_schema(variant: str) -> Schema:
    """The schema of a rule file of `variant` (common keys and the variant's own)."""
    return variant_schema(variant, context())


@lru_cache(maxsize=8)
def _validator(variant: str | None) -> Callable[[Any], Any]:
    """Compiled on first use, one variant at a time: compiling costs milliseconds."""
    import fastjsonschema  # imported here: only a rule file not seen before pays for it

    schema = head_schema() if variant is None else build_schema(variant)
    return fastjsonschema.compile(schema)


def validate(rules: Rules) -> None:
    """Raise RuleFileError (FILE:LINE:COL: message) for the first problem in `rules`."""
    import fastjsonschema

    data = _plain(rules.data)
    try:
        _validator(None)(data)
        if data["variant"] in VARIANT_SCHEMAS:
            _validator(data["variant"])(data)
    except fastjsonschema.JsonSchemaValueException as exc:
        raise RuleFileError(_explain(rules, exc)) from None


def _plain(value: Any) -> Any:
    """Mappings as dicts (Rules.data may hold read-only mappings)."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


# ---- turning a fastjsonschema error into one line ---------------------------------------

_KIND_WORDS = {
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "string": "text",
    "array": "a list",
    "object": "a mapping of keys to values",
    "null": "empty",
}


def _dotted(path: tuple[str, ...]) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if part.isdigit() else (f".{part}" if out else part)
    return out or "the rule file"


def _what(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


def _suggest(word: str, known: list[str], what: str, list_known: bool) -> str:
    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    parts = [f"did you mean '{close[0]}'?"] if close else []
    if list_known or not close:
        parts.append(f"known: {', '.join(known)}" if known else f"no {what} is allowed here")
    return f" ({' '.join(parts)})"


def _where(rules: Rules, path: tuple[str, ...]) -> str:
    if not path:
        return f"{rules.path}:1:1"
    return rules.where(*path)


def _explain(rules: Rules, exc: Any) -> str:
    path = tuple(str(p) for p in exc.path[1:])  # exc.path starts with "data"
    rule: str = exc.rule
    value = exc.value
    definition: Mapping[str, Any] = exc.definition if isinstance(exc.definition, Mapping) else {}
    inside = f" in '{_dotted(path)}'" if path else ""

    if rule == "additionalProperties" and isinstance(value, Mapping):
        known = sorted(definition.get("properties", {}))
        extra = [k for k in value if k not in known]
        if extra:
            key = str(extra[0])
            hint = _suggest(key, known, "key", list_known=False)
            return f"{_where(rules, (*path, key))}: unknown key '{key}'{inside}{hint}"
    if rule == "propertyNames" and isinstance(value, Mapping):
        keys_schema = exc.rule_definition if isinstance(exc.rule_definition, Mapping) else {}
        allowed = [str(v) for v in keys_schema.get("enum", [])]
        what = str(keys_schema.get("title", "key"))
        bad = [str(k) for k in value if allowed and str(k) not in allowed]
        if bad:
            hint = _suggest(bad[0], allowed, what, list_known=True)
            return f"{_where(rules, (*path, bad[0]))}: unknown {what} '{bad[0]}'{inside}{hint}"
        key = next(iter(value), "")
        return f"{_where(rules, (*path, str(key)))}: '{key}' is not a {what}{inside}"
    if rule == "required" and isinstance(value, Mapping):
        missing = [k for k in definition.get("required", []) if k not in value]
        key = missing[0] if missing else "?"
        return f"{_where(rules, path)}: missing key '{key}'{inside}"

    where = _where(rules, path)
    name = _dotted(path)
    if rule == "type":
        expected = exc.rule_definition
        kinds = [expected] if isinstance(expected, str) else list(expected)
        wanted = " or ".join(_KIND_WORDS.get(k, k) for k in kinds if k != "null")
        if value is None:
            return f"{where}: '{name}' has no value; it must be {wanted}"
        return f"{where}: '{name}' must be {wanted}, not {_what(value)}"
    if rule in ("enum", "const"):
        allowed = [str(v) for v in definition.get("enum", [definition.get("const")])]
        what = str(definition.get("title", "value"))
        hint = _suggest(str(value), allowed, what, list_known=True)
        # A list entry names its list; a key's value needs no "in".
        parent = f" in '{_dotted(path[:-1])}'" if path and path[-1].isdigit() else ""
        return f"{where}: unknown {what} {_what(value)}{parent}{hint}"
    if rule == "pattern" and definition.get("title") == "tile":
        return (
            f"{where}: '{name}' is not a tile: {_what(value)} "
            "(write 1m-9m, 1p-9p, 1s-9s, 1z-7z or 1f-8f)"
        )
    if rule == "anyOf":
        needs = [r for option in definition.get("anyOf", []) for r in option.get("required", [])]
        if needs:
            wanted = " or ".join(f"'{k}'" for k in needs)
            return f"{where}: '{name}' needs {wanted}"
    if rule == "minimum":
        return f"{where}: '{name}' must be at least {exc.rule_definition}, not {_what(value)}"
    if rule == "maximum":
        return f"{where}: '{name}' must be at most {exc.rule_definition}, not {_what(value)}"
    if rule == "minItems":
        n = exc.rule_definition
        return f"{where}: '{name}' needs at least {n} {'entry' if n == 1 else 'entries'}"
    if rule == "minLength":
        return f"{where}: '{name}' must not be empty"
    if rule == "uniqueItems" and isinstance(value, list):
        seen: set[str] = set()
        for i, item in enumerate(value):
            if repr(item) in seen:
                return f"{_where(rules, (*path, str(i)))}: '{name}' lists {_what(item)} twice"
            seen.add(repr(item))
    message = str(exc.message).replace("data.", "", 1).replace("data", "the rule file", 1)
    return f"{where}: {message}"
