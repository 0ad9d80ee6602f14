"""The variants: found through the entry-point group `wuhu_mj.variants` (plugins.py), the
built-in ones (Wuhu, Anqing, Chizhou) registered the same way as a plugin; a rule file's
`variant:` key picks one.

The registry is filled from the entry points when first asked; `register` adds a variant at
any time. Every door reads the registry when it is used (service/options.py), so a variant
added later is known everywhere at once.
"""

from __future__ import annotations

from typing import Any

from ..messages.errors import RuleFileError
from ..messages.message import Message
from ..rules.compiled.common import RuleTable
from ..rules.compiled.decode import Decoder, Names, Spec
from ..rules.rulefile import RuleData
from .contract import Variant
from .patterns import known_patterns
from .patterns.registry import REGISTRY as pattern_registry

_registry: dict[str, Variant] = {}
_state = {"loaded": False, "version": 0}


def _load_entry_points() -> None:
    """Register every variant the installed distributions declare (once)."""
    if _state["loaded"]:
        return
    _state["loaded"] = True
    from .plugins import entry_points, load

    for entry in entry_points():
        if entry.name in _registry:
            continue  # registered by hand, or declared twice: the first stays
        variant = load(entry)
        name = getattr(variant, "name", None)
        if not isinstance(name, str) or name != entry.name:
            raise RuleFileError(
                Message(
                    "entry_point_not_a_variant",
                    name=entry.name,
                    value=entry.value,
                    dist=entry.distribution,
                ),
                "wuhu_mj.variants",
            )
        _registry[name] = variant  # type: ignore[assignment]
    _state["version"] += 1


def register(variant: Variant) -> None:
    """Add a variant (docs/new-variant.md): rule files naming it compile and score with it.
    A name already registered is replaced."""
    _load_entry_points()
    _registry[variant.name] = variant
    _state["version"] += 1


def unregister(name: str) -> None:
    _load_entry_points()
    _registry.pop(name, None)
    _state["version"] += 1


def variants() -> tuple[Variant, ...]:
    """Every registered variant, by name (the same order however they were installed)."""
    _load_entry_points()
    return tuple(_registry[name] for name in sorted(_registry))


def registry_version() -> int:
    """A number that changes whenever a variant is registered or removed: what is derived
    from the registry (the option lists) is derived again when it changes."""
    _load_entry_points()
    return _state["version"]


def compiler_version() -> tuple[int, tuple[str, ...]]:
    """What compiling a rule file reads besides the file: the variants registered (counted by
    their changes) and the pattern names rule files may use."""
    return registry_version(), tuple(pattern_registry)


def variant_names() -> tuple[str, ...]:
    return tuple(v.name for v in variants())


def variant_named(name: str) -> Variant:
    _load_entry_points()
    return _registry[name]


def rule_folders() -> tuple[str, ...]:
    """The folders of the variants' own rule files (each *.yaml a rule set named after it),
    each once; a name in two folders is the first variant's (by name)."""
    return tuple(dict.fromkeys(v.rule_folder for v in variants()))


def known_options() -> tuple[str, ...]:
    """Every option some variant may allow (a rule file lists those its rules use)."""
    return tuple(sorted({o for v in variants() for o in v.options}))


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
    return variant_named(name).compile(raw, names_known(name))


def variant_of(table: RuleTable) -> Variant:
    return variant_named(table.variant)


def names_known(variant: str | None = None) -> Names:
    """The words rule files may use, by kind (rules/compiled/names.py). For one `variant`:
    its own name and the options it declares; else every variant's."""
    if variant is None:
        return {"pattern": known_patterns(), "option": known_options(), "variant": variant_names()}
    options = variant_named(variant).options
    return {"pattern": known_patterns(), "option": options, "variant": (variant,)}


def schema(variant: str | None = None) -> dict[str, Any]:
    """JSON Schema of a rule file of `variant` (of any variant when None), from its table."""
    from ..rules.compiled.schema import schema_of  # only `rules schema` asks

    if variant is not None:
        return schema_of(variant_named(variant).table_type, names_known(variant))
    each = [schema_of(v.table_type, names_known(v.name)) for v in variants()]
    for part in each:
        del part["$schema"]
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "anyOf": each}
