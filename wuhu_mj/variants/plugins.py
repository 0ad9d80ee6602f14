"""Finding and loading plugins: the variants other distributions declare in the entry-point
group `wuhu_mj.variants` (docs/new-variant.md):

    [project.entry-points."wuhu_mj.variants"]
    pengpeng = "pengpeng_mj:PENGPENG"

Takes sys.path's installed distributions (importlib.metadata); gives their declarations
(names only: nothing is imported to list them) and, one at a time, the variant a declaration
names, or why it cannot be had (`Skipped`). A plugin's own code runs only inside `load`, and
whatever it raises there (SystemExit and KeyboardInterrupt too) is caught and becomes the
reason it is skipped: one broken plugin never takes another rule set down.

The built-in variants are this package's own and need no discovery (BUILTIN): a command
that uses only them never reads the installed metadata.
"""

from __future__ import annotations

import importlib
from typing import Final, NamedTuple

from ..messages.message import Message

GROUP: Final = "wuhu_mj.variants"
# The built-in variants, by name: found without reading any metadata (this package's own
# entry points, in older installed copies of its metadata, are these and are passed over).
BUILTIN: Final = {
    "anqing": "wuhu_mj.variants.anqing:ANQING",
    "chizhou": "wuhu_mj.variants.chizhou:CHIZHOU",
    "hefei": "wuhu_mj.variants.hefei:HEFEI",
    "lujiang": "wuhu_mj.variants.lujiang:LUJIANG",
    "maanshan": "wuhu_mj.variants.maanshan:MAANSHAN",
    "nanling": "wuhu_mj.variants.nanling:NANLING",
    "wuhu": "wuhu_mj.variants.wuhu:WUHU",
    "wuwei": "wuhu_mj.variants.wuwei:WUWEI",
}
_OWN_DISTRIBUTION: Final = "wuhu_mj"  # normalized
# What a variant object must have (kit/contract.py) before it is registered.
_NEEDED: Final = (
    "name",
    "options",
    "own_options",
    "waits_by_shape",
    "rule_folder",
    "detectors",
    "session_hooks",
    "table_type",
    "compile",
    "prepare",
    "evaluate",
    "check_options",
    "shown_tiles",
    "wild",
    "price_features",
)


class Plugin(NamedTuple):
    """One declaration: entry-point name, `module:attribute`, and the distribution."""

    name: str
    value: str
    distribution: str


class Skipped(NamedTuple):
    """A plugin that is not used, and why (a message of the catalog)."""

    plugin: Plugin
    reason: Message


# Plugins held back: while the page's worker starts the interpreter it keeps a snapshot of
# (static/scorer-worker.js), nothing is discovered, so that importlib.metadata and the plugins
# are imported after the snapshot is restored (a snapshot that grew by them fails to restore).
_HELD: Final = {"held": False}


def hold(held: bool = True) -> None:
    """Hold back (or let go) the discovery of plugins (the page's worker, while warming up)."""
    _HELD["held"] = held


def held() -> bool:
    return _HELD["held"]


def declared() -> tuple[list[Plugin], list[Skipped]]:
    """Every distribution's declarations but this package's, in sys.path order (as
    importlib.metadata gives them: the first distribution of a name wins); a name declared
    twice is the first declaration's, the others skipped."""
    import importlib.metadata as metadata  # only when a plugin may be wanted

    found: dict[str, Plugin] = {}
    skipped: list[Skipped] = []
    for entry in metadata.entry_points(group=GROUP):
        dist = entry.dist.name if entry.dist is not None else "?"
        if _normalized(dist) == _OWN_DISTRIBUTION:
            continue
        plugin = Plugin(entry.name, entry.value, dist)
        taken = _taken_by(entry.name, found)
        if taken is not None:
            skipped.append(Skipped(plugin, Message("plugin_name_taken", by=taken)))
        else:
            found[entry.name] = plugin
    return list(found.values()), skipped


def _taken_by(name: str, found: dict[str, Plugin]) -> str | None:
    if name in BUILTIN:
        return "wuhu-mj"
    if name in found:
        return found[name].distribution
    return None


def _normalized(name: str) -> str:
    return name.replace("-", "_").replace(".", "_").lower()


def load(plugin: Plugin) -> object | Skipped:
    """The variant a declaration names, checked to be one named as declared; or why not.
    Nothing the plugin's code raises gets past here."""
    try:
        variant = _import(plugin.value)
        missing = [attribute for attribute in _NEEDED if not hasattr(variant, attribute)]
        name = getattr(variant, "name", None)
    except BaseException as exc:  # the plugin's own code: SystemExit, Ctrl-C included
        return Skipped(plugin, Message("plugin_raised", error=_described(exc)))
    if missing or name != plugin.name:
        return Skipped(plugin, Message("plugin_not_a_variant", value=plugin.value))
    return variant


def load_builtin(name: str) -> object:
    """A built-in variant (an error here is this package's: it is not caught)."""
    return _import(BUILTIN[name])


def _import(value: str) -> object:
    """The object `module:attribute` names (the attribute may be dotted)."""
    module_name, _, attribute = value.partition(":")
    target: object = importlib.import_module(module_name.strip())
    for part in attribute.strip().split(".") if attribute.strip() else ():
        target = getattr(target, part)
    return target


def _described(exc: BaseException) -> str:
    """`ModuleNotFoundError: No module named 'x'`: the kind and the first line of what it
    said, kept short (a plugin's message is not ours to trust with the terminal's width)."""
    said = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    kind = type(exc).__name__
    text = f"{kind}: {said}" if said else kind
    return text if len(text) <= 160 else text[:159] + "…"
