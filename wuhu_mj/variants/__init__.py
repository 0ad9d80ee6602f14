"""The variants, registered in one place; the rule file's `variant:` key picks one."""

from __future__ import annotations

from typing import Any

from ..messages.errors import RuleFileError
from ..messages.message import Message
from ..rules.compiled.common import RuleTable
from ..rules.compiled.decode import Decoder, Names, Spec
from ..rules.compiled.schema import schema_of
from ..rules.rulefile import RuleData
from .anqing import ANQING
from .chizhou import CHIZHOU
from .contract import Variant
from .patterns import known_patterns
from .wuhu import WUHU

REGISTRY: dict[str, Variant] = {v.name: v for v in (WUHU, ANQING, CHIZHOU)}
VARIANTS = tuple(REGISTRY)  # the built-in ones


def register(variant: Variant) -> None:
    """Add a variant (docs/new-variant.md): rule files naming it compile and score with it.
    A name already registered is replaced."""
    REGISTRY[variant.name] = variant


def unregister(name: str) -> None:
    REGISTRY.pop(name, None)


def variant_names() -> tuple[str, ...]:
    return tuple(REGISTRY)


def known_options() -> tuple[str, ...]:
    """Every option some variant may allow (a rule file lists those its rules use)."""
    return tuple(sorted({o for v in REGISTRY.values() for o in v.options}))


def compile_table(raw: RuleData) -> RuleTable:
    """Check the rule set's `variant:` and let that variant compile it."""
    if "variant" not in raw.data:
        raise RuleFileError(
            Message("rule_missing_key", key="variant", inside=""), f"{raw.path}:1:1"
        )
    decoder = Decoder(raw, names_known())
    known = variant_names()
    what = Spec(what=Message("what_variant"))
    name = decoder.word(known, what, raw.data["variant"], ("variant",))
    return REGISTRY[name].compile(raw, names_known(name))


def variant_of(table: RuleTable) -> Variant:
    return REGISTRY[table.variant]


def names_known(variant: str | None = None) -> Names:
    """The words rule files may use, by kind (tables/names.py). For one `variant`: its own
    name and the options it declares; else every variant's."""
    if variant is None:
        return {"pattern": known_patterns(), "option": known_options(), "variant": variant_names()}
    options = REGISTRY[variant].options
    return {"pattern": known_patterns(), "option": options, "variant": (variant,)}


def schema(variant: str | None = None) -> dict[str, Any]:
    """JSON Schema of a rule file of `variant` (of any variant when None), from its table."""
    if variant is not None:
        return schema_of(REGISTRY[variant].table_type, names_known(variant))
    each = [schema_of(v.table_type, names_known(name)) for name, v in REGISTRY.items()]
    for part in each:
        del part["$schema"]
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "anyOf": each}
