"""The variants: the built-in ones (plugins.py's BUILTIN: the rulebooks' Wuhu, Anqing and
Chizhou and their neighbours' games, each a package of this folder) and the plugins other
distributions declare in the entry-point group `wuhu_mj.variants` (plugins.py); a rule file's
`variant:` key picks one.

Takes the declarations; gives the registry every door reads when it is used (service/
options.py), so a variant added later is known everywhere at once. The built-in variants are
registered when the registry is first asked; a plugin only when it is wanted: its rule set or
its variant named, or every variant asked for (`rules list`, help, the page). A plugin that
cannot be had is skipped (`skipped()`, each reported once through `on_skip`, the door's
warning line) and every other variant works as if it were not installed.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from typing import Any

from ..kit.contract import Variant
from ..messages.errors import RuleFileError
from ..messages.message import Message
from ..rules.compiled.common import RuleTable
from ..rules.compiled.decode import Decoder, Names, Spec
from ..rules.rulefile import RuleData
from ..scoring.facts import Detector, Detectors
from ..scoring.situation import SHARED_OPTIONS, OptionSpec
from . import plugins
from .plugins import Plugin, Skipped

_registry: dict[str, Variant] = {}
_waiting: dict[str, Plugin] = {}  # declared plugins not loaded yet
_skipped: dict[Plugin, Skipped] = {}
_admitted: dict[str, Plugin] = {}  # the plugins registered, by name
_reported: set[Plugin] = set()
_state: dict[str, Any] = {"builtin": False, "declared": False, "version": 0, "on_skip": None}
# A server answers from several threads: the registry changes under this lock only.
_lock = threading.RLock()


def _load_builtin() -> None:
    """Register the built-in variants (once)."""
    if _state["builtin"]:
        return
    with _lock:
        if _state["builtin"]:
            return
        for name in sorted(plugins.BUILTIN):
            _registry.setdefault(name, plugins.load_builtin(name))  # type: ignore[arg-type]
        _state["builtin"] = True
        _state["version"] += 1


def _declare() -> None:
    """Read the plugins' declarations (once): names only, nothing imported."""
    _load_builtin()
    if _state["declared"] or plugins.held():
        return
    with _lock:
        if _state["declared"]:
            return
        try:
            found, skipped = plugins.declared()
        except Exception as exc:  # unreadable metadata: no plugin, said once
            found = []
            reason = Message("plugin_raised", error=type(exc).__name__)
            skipped = [Skipped(Plugin("?", "", "?"), reason)]
        for plugin in found:
            if plugin.name in _registry:  # registered by hand before
                _skip(Skipped(plugin, Message("plugin_name_taken", by="wuhu-mj")))
            else:
                _waiting[plugin.name] = plugin
        for skip in skipped:
            _skip(skip)
        _state["declared"] = True
        _state["version"] += 1


def _load(name: str) -> None:
    """Load the declared plugin `name`: registered, or skipped with the reason."""
    with _lock:
        plugin = _waiting.pop(name, None)
        if plugin is None:
            return
        loaded = plugins.load(plugin)
        if not isinstance(loaded, Skipped):
            loaded = _admit(plugin, loaded)
        if isinstance(loaded, Skipped):
            _skip(loaded)
        _state["version"] += 1


def _admit(plugin: Plugin, variant: object) -> Skipped | None:
    """Register a loaded plugin whose options take no name already taken."""
    try:
        options = tuple(getattr(variant, "own_options"))  # noqa: B009 - the plugin's code
        folder = getattr(variant, "rule_folder")  # noqa: B009
        detectors = getattr(variant, "detectors")  # noqa: B009
    except BaseException as exc:  # the plugin's own code (a property) raising
        return Skipped(plugin, Message("plugin_raised", error=plugins._described(exc)))
    well_formed = isinstance(folder, str) and isinstance(detectors, Mapping)
    if not well_formed or not all(isinstance(o, OptionSpec) for o in options):
        return Skipped(plugin, Message("plugin_not_a_variant", value=plugin.value))
    taken = {spec.name: "wuhu-mj" for spec in SHARED_OPTIONS}
    taken.update({s.name: v.name for v in _registry.values() for s in v.own_options})
    for spec in options:
        if spec.name in taken:
            return Skipped(plugin, Message("plugin_option_taken", option=spec.name))
    _registry[plugin.name] = variant  # type: ignore[assignment]
    _admitted[plugin.name] = plugin
    return None


def _skip(skip: Skipped) -> None:
    _skipped.setdefault(skip.plugin, skip)
    _report()


def _report() -> None:
    callback = _state["on_skip"]
    if callback is None:
        return
    for skip in list(_skipped.values()):
        if skip.plugin not in _reported:
            _reported.add(skip.plugin)
            callback(skip)


def on_skip(callback: Callable[[Skipped], None] | None) -> None:
    """Have `callback` told of each plugin skipped (those skipped already, now): a door's
    one warning line per plugin. The core itself never prints."""
    _state["on_skip"] = callback
    _report()


def skipped() -> tuple[Skipped, ...]:
    """The plugins found but not used, with why, once every plugin has been tried."""
    load_all()
    return tuple(_skipped[plugin] for plugin in sorted(_skipped))


def load_all() -> None:
    """Load every declared plugin (a door that lists every variant: help, `rules list`, the
    server at its start)."""
    _declare()
    for name in sorted(_waiting):
        _load(name)


def loaded_plugins() -> tuple[tuple[Plugin, Variant], ...]:
    """Every plugin in use, with its variant, by name (every declared one tried first)."""
    load_all()
    return tuple((_admitted[name], _registry[name]) for name in sorted(_admitted))


def everything_loaded() -> bool:
    return bool(_state["declared"]) and not _waiting


def register(variant: Variant) -> None:
    """Add a variant (docs/new-variant.md): rule files naming it compile and score with it.
    A name already registered is replaced."""
    _load_builtin()
    with _lock:
        _waiting.pop(variant.name, None)
        _admitted.pop(variant.name, None)  # no longer the plugin's
        _registry[variant.name] = variant
        _state["version"] += 1


def unregister(name: str) -> None:
    _load_builtin()
    with _lock:
        _registry.pop(name, None)
        _waiting.pop(name, None)
        _admitted.pop(name, None)
        _state["version"] += 1


def variants() -> tuple[Variant, ...]:
    """Every variant, by name (the same order however they were installed): every declared
    plugin is loaded first."""
    load_all()
    return tuple(_registry[name] for name in sorted(_registry))


def loaded_variants() -> tuple[Variant, ...]:
    """The variants loaded so far (the built-in ones at least), by name: what a command that
    has not needed a plugin knows."""
    _load_builtin()
    return tuple(_registry[name] for name in sorted(_registry))


def registry_version() -> int:
    """A number that changes whenever a variant is registered, loaded or removed: what is
    derived from the registry (the option lists) is derived again when it changes."""
    _load_builtin()
    return int(_state["version"])


def compiler_version() -> int:
    """What compiling a rule file reads besides the file: the variants registered, counted by
    their changes. The pattern names rule files may use are those variants' detectors, which
    each variant's module fills when it is first asked for them, so they change only with the
    registry; asking for them here would import every variant's detectors at start-up."""
    return registry_version()


def variant_names() -> tuple[str, ...]:
    """Every variant's name: the loaded ones and the declared plugins not loaded yet (their
    names are enough; none is imported)."""
    _declare()
    return tuple(sorted({*_registry, *_waiting}))


def known_patterns() -> list[str]:
    """The pattern names rule files may use: every loaded variant's detectors' (a pattern
    is known by the variant that has it)."""
    return sorted({name for v in loaded_variants() for name in v.detectors})


def detector_named(name: str) -> Detector | None:
    """The detector of pattern `name` (the first loaded variant's, by name, that has it)."""
    return next((v.detectors[name] for v in loaded_variants() if name in v.detectors), None)


Detectors.elsewhere = staticmethod(detector_named)


def loaded_variant_names() -> tuple[str, ...]:
    return tuple(v.name for v in loaded_variants())


def variant_named(name: str) -> Variant:
    """The variant `name`, its plugin loaded if it was not; KeyError if there is none (a
    skipped plugin's name included)."""
    _load_builtin()
    if name not in _registry:
        _declare()
        _load(name)
    return _registry[name]


def rule_folders(wanted: str | None = None) -> tuple[str, ...]:
    """The folders of the variants' own rule files (each *.yaml a rule set named after it),
    each once; a name in two folders is the first variant's (by name). Given the rule set
    `wanted` (a name or a path): the loaded variants' folders, the plugin of that name loaded
    first when none of them has it; with no `wanted`, every variant's."""
    if wanted is None:
        return _folders(variants())
    folders = _folders(loaded_variants())
    if wanted.endswith((".yaml", ".yml")) or "/" in wanted or _has(folders, wanted):
        return folders
    _declare()
    _load(wanted)
    return _folders(loaded_variants())


def builtin_rule_folders() -> tuple[str, ...]:
    """The folders of the built-in variants' rule files."""
    return _folders(tuple(v for v in loaded_variants() if v.name in plugins.BUILTIN))


def _folders(found: tuple[Variant, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v.rule_folder for v in found))


def _has(folders: tuple[str, ...], name: str) -> bool:
    return any(os.path.isfile(os.path.join(f, f"{name}.yaml")) for f in folders)


def known_options() -> tuple[str, ...]:
    """Every option some variant may allow (a rule file lists those its rules use)."""
    return tuple(sorted({o for v in variants() for o in v.options}))


def compile_table(raw: RuleData) -> RuleTable:
    """Check the rule set's `variant:` and let that variant compile it."""
    if "variant" not in raw.data:
        raise RuleFileError(
            Message("rule_missing_key", key="variant", inside=""), f"{raw.path}:1:1"
        )
    word = raw.data["variant"]
    if not isinstance(word, str) or word not in loaded_variant_names():
        _declare()  # a plugin's name, or a mistake: the declarations say which
    # A skipped plugin's name is a variant's, unavailable (said below), not an unknown word.
    known = tuple(sorted({*_registry, *_waiting, *(p.name for p in _skipped if p.value)}))
    decoder = Decoder(raw, {"pattern": known_patterns(), "option": (), "variant": known})
    what = Spec(what=Message("what_variant"))
    name = decoder.word(known, what, raw.data["variant"], ("variant",))
    try:
        variant = variant_named(name)
    except KeyError:  # a plugin that could not be loaded
        reason = next(s.reason for p, s in _skipped.items() if p.name == name)
        said = Message("rules_variant_unavailable", name=name, reason=reason)
        raise RuleFileError(said, raw.where("variant")) from None
    return variant.compile(raw, names_known(name))


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
