"""One module per variant; the rule file's `variant:` key picks it."""

from __future__ import annotations

import importlib
from types import ModuleType

from ..errors import RuleFileError
from ..ruleset import Rules

VARIANTS = ("wuhu", "anqing", "chizhou")


_LOADED: dict[str, ModuleType] = {}


def variant_module(rules: Rules) -> ModuleType:
    name = rules.variant
    found = _LOADED.get(name)
    if found is not None:
        return found
    if name not in VARIANTS:
        known = ", ".join(VARIANTS)
        raise RuleFileError(f"{rules.where('variant')}: unknown variant {name!r} (known: {known})")
    module = _LOADED[name] = importlib.import_module(f"{__name__}.{name}")
    return module
