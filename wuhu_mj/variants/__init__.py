"""The variants, registered in one place; the rule file's `variant:` key picks one."""

from __future__ import annotations

from ..errors import RuleFileError
from ..patterns import known_patterns
from ..rulefile import RuleData
from ..tables.common import RuleTable
from ..tables.decode import Decoder, Spec
from .anqing import ANQING
from .chizhou import CHIZHOU
from .contract import Variant
from .wuhu import WUHU

REGISTRY: dict[str, Variant] = {v.name: v for v in (WUHU, ANQING, CHIZHOU)}
VARIANTS = tuple(REGISTRY)


def known_options() -> tuple[str, ...]:
    """Every option some variant may allow (a rule file lists those its rules use)."""
    return tuple(sorted({o for v in REGISTRY.values() for o in v.options}))


def compile_table(raw: RuleData) -> RuleTable:
    """Check the rule set's `variant:` and let that variant compile it."""
    if "variant" not in raw.data:
        raise RuleFileError(f"{raw.path}:1:1: missing key 'variant'")
    names = {"pattern": known_patterns(), "option": known_options(), "variant": VARIANTS}
    decoder = Decoder(raw, names)
    name = decoder.word(VARIANTS, Spec(what="variant"), raw.data["variant"], ("variant",))
    return REGISTRY[name].compile(raw, names)


def variant_of(table: RuleTable) -> Variant:
    return REGISTRY[table.variant]
