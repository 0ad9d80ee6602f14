"""Finding variants: the entry points of the group `wuhu_mj.variants`, the built-in ones too.

A distribution declares its variants in its metadata (pyproject.toml):

    [project.entry-points."wuhu_mj.variants"]
    pengpeng = "pengpeng_mj:VARIANT"

and installing it is all it takes (docs/new-variant.md). The declarations are read from each
installed distribution's `entry_points.txt` on sys.path, the file importlib.metadata reads:
importing importlib.metadata itself costs a quarter of the command's start-up (it loads the
email parser, zipfile and inspect), and only this one group is wanted. As importlib.metadata
does, the first distribution of a name on sys.path wins.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator
from typing import NamedTuple

GROUP = "wuhu_mj.variants"
_DIST_SUFFIXES = (".dist-info", ".egg-info")
_SECTION = re.compile(r"\[\s*([^\]]+?)\s*\]")


class EntryPoint(NamedTuple):
    name: str
    value: str  # "module:attribute"
    distribution: str


def entry_points(group: str = GROUP) -> list[EntryPoint]:
    """The entry points of `group` in every distribution on sys.path, in sys.path order."""
    seen: set[str] = set()
    found: list[EntryPoint] = []
    for folder in sys.path:
        for dist, path in _distributions(folder or "."):
            key = _normalized(dist)
            if key in seen:
                continue
            seen.add(key)
            found += _read(path, group, dist)
    return found


def _distributions(folder: str) -> Iterator[tuple[str, str]]:
    try:
        names = sorted(os.listdir(folder))
    except OSError:  # not a folder (a zip file), or gone
        return
    for name in names:
        if name.endswith(_DIST_SUFFIXES):
            dist = name.rsplit(".", 1)[0].split("-")[0]
            yield dist, os.path.join(folder, name, "entry_points.txt")


def _normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _read(path: str, group: str, dist: str) -> list[EntryPoint]:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError:  # a distribution without entry points
        return []
    out: list[EntryPoint] = []
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        header = _SECTION.fullmatch(line)
        if header is not None:
            section = header[1]
        elif section == group and "=" in line:
            name, _, value = line.partition("=")
            out.append(EntryPoint(name.strip(), value.strip(), dist))
    return out


def load(entry: EntryPoint) -> object:
    """The object an entry point names: `module:attribute` (the attribute may be dotted)."""
    import importlib

    module_name, _, attribute = entry.value.partition(":")
    target: object = importlib.import_module(module_name.strip())
    for part in attribute.strip().split(".") if attribute.strip() else ():
        target = getattr(target, part)
    return target
