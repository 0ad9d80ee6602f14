"""The installed plugins in the page's Python (`wuhu-mj page`, doors/web/site.py).

Takes the plugins the registry has loaded (variants/); gives the files that carry each one
into the site's zip: its package (modules and data files, its rule files among them) and its
entry point in a `*.dist-info` folder, so that the browser's registry finds and loads it as
the CLI's does. A plugin the browser could not load is left out, with the reason, and its rule
files with it (never a page without a rule set: the built-in ones are always there): one
that holds compiled code, imports a package the page does not carry, or keeps its rule files
outside its package.
"""

from __future__ import annotations

import ast
import importlib.metadata
import importlib.util
import sys
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from ...messages.message import Message
from ...variants import loaded_plugins, registry_version
from ...variants.plugins import GROUP, Plugin

# What the page's Python has besides the standard library (doors/web/site.py: this package,
# PyYAML's pure-Python reader, segno).
CARRIED = frozenset({"wuhu_mj", "yaml", "segno"})
_COMPILED = (".so", ".pyd", ".dylib", ".dll")


class Bundle(NamedTuple):
    files: dict[str, bytes]  # path in the zip -> bytes
    left_out: tuple[Message, ...]  # one warning per plugin left out


def plugin_bundle() -> Bundle:
    """Every loaded plugin the browser can load, as files; a warning for each one not."""
    return _bundle(registry_version())


@lru_cache(maxsize=2)
def _bundle(version: int) -> Bundle:
    files: dict[str, bytes] = {}
    left_out: list[Message] = []
    carried: dict[str, list[Plugin]] = {}
    for plugin, variant in loaded_plugins():
        found = _package_files(plugin, variant.rule_folder)
        if isinstance(found, Message):
            left_out.append(
                Message(
                    "page_plugin_left_out",
                    name=plugin.name,
                    dist=plugin.distribution,
                    reason=found,
                )
            )
            continue
        files.update(found)
        carried.setdefault(plugin.distribution, []).append(plugin)
    for dist, declared in sorted(carried.items()):
        files.update(_dist_info(dist, declared))
    return Bundle(files, tuple(left_out))


def _package_files(plugin: Plugin, rule_folder: str) -> dict[str, bytes] | Message:
    """The files of the top-level module or package the entry point names, by their path
    in the zip (its root is on the browser's sys.path); or why the browser cannot load it."""
    top = plugin.value.partition(":")[0].strip().split(".")[0]
    spec = importlib.util.find_spec(top)
    if spec is None or spec.origin is None:
        return Message("page_plugin_not_found", module=top)
    if spec.submodule_search_locations:
        root = Path(next(iter(spec.submodule_search_locations))).resolve()
        paths = sorted(p for p in root.rglob("*") if p.is_file() and _kept(p))
        base = root.parent
    else:
        origin = Path(spec.origin).resolve()
        paths, base = [origin], origin.parent
    compiled = next((p for p in paths if p.suffix in _COMPILED), None)
    if compiled is not None:
        return Message("page_plugin_compiled", file=compiled.name)
    folder = Path(rule_folder).resolve()
    if not any(folder == p.parent for p in paths if p.suffix == ".yaml"):
        return Message("page_plugin_rules_outside", folder=rule_folder)
    for path in paths:
        if path.suffix == ".py":
            for name in _imported_tops(path):
                if name != top and name not in CARRIED and name not in sys.stdlib_module_names:
                    return Message("page_plugin_imports", module=name)
    return {path.relative_to(base).as_posix(): path.read_bytes() for path in paths}


def _kept(path: Path) -> bool:
    return "__pycache__" not in path.parts and path.suffix != ".pyc"


def _imported_tops(path: Path) -> Iterator[str]:
    """The top-level names of the modules a file imports (absolute imports only: a
    relative one stays in its package)."""
    for node in ast.walk(ast.parse(path.read_bytes())):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            yield node.module.split(".")[0]


def _dist_info(dist: str, declared: list[Plugin]) -> dict[str, bytes]:
    """A distribution's metadata as importlib.metadata reads it, declaring only the entry
    points carried."""
    try:
        version = importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        version = "0"
    folder = f"{dist.replace('-', '_')}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n"
    entries = "".join(f"{p.name} = {p.value}\n" for p in sorted(declared))
    return {
        f"{folder}/METADATA": metadata.encode("utf-8"),
        f"{folder}/entry_points.txt": f"[{GROUP}]\n{entries}".encode(),
    }
