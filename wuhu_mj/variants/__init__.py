"""One module per variant; the rule file's `variant:` key picks it."""

from __future__ import annotations

import importlib
from types import ModuleType

from ..errors import RuleFileError
from ..ruleset import Rules

VARIANTS = ("wuhu", "anqing", "chizhou")


def variant_module(rules: Rules) -> ModuleType:
    name = rules.variant
    if name not in VARIANTS:
        known = ", ".join(VARIANTS)
        raise RuleFileError(f"{rules.where('variant')}: unknown variant {name!r} (known: {known})")
    return importlib.import_module(f"{__name__}.{name}")
