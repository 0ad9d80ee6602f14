"""Load rule files: YAML with positions, `extends:` resolved, typed look-ups that cite FILE:LINE.

Built-in rule files are found by name (``wuhu``), others by path. A house rule is a
small file with ``extends: wuhu`` and the keys that differ: mappings merge key by
key, everything else replaces what the parent said.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

import yaml

from .errors import RuleFileError

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment,unused-ignore]

KeyPath = tuple[str, ...]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Location:
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


def builtin_dirs() -> list[Path]:
    """Where built-in rule files live: inside the installed package, or the source checkout."""
    here = Path(__file__).resolve().parent
    return [d for d in (here / "rules", here.parent / "rules") if d.is_dir()]


def builtin_names() -> list[str]:
    names: set[str] = set()
    for directory in builtin_dirs():
        names.update(p.stem for p in directory.glob("*.yaml"))
    return sorted(names)


def _find(name_or_path: str, relative_to: Path | None = None) -> Path:
    candidate = Path(name_or_path)
    if name_or_path.endswith((".yaml", ".yml")) or "/" in name_or_path:
        if relative_to is not None and not candidate.is_absolute():
            candidate = relative_to / candidate
        if candidate.is_file():
            return candidate
        raise RuleFileError(f"{name_or_path}: no such rule file")
    for directory in builtin_dirs():
        path = directory / f"{name_or_path}.yaml"
        if path.is_file():
            return path
    known = ", ".join(builtin_names())
    raise RuleFileError(f"{name_or_path}: no built-in rule set of that name (known: {known})")


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


_constructor = yaml.constructor.SafeConstructor()


def _to_python(
    node: yaml.Node, file: str, path: KeyPath, locations: dict[KeyPath, Location]
) -> Any:
    locations[path] = Location(file, node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = _constructor.construct_object(key_node)
            where = Location(file, key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if not isinstance(key, (str, int)):
                raise RuleFileError(f"{where}: a key must be a name, not {key!r}")
            key = str(key)
            if key in result:
                raise RuleFileError(f"{where}: key '{key}' appears twice")
            result[key] = _to_python(value_node, file, (*path, key), locations)
            locations[(*path, key)] = where
        return result
    if isinstance(node, yaml.SequenceNode):
        return [
            _to_python(item, file, (*path, str(i)), locations) for i, item in enumerate(node.value)
        ]
    return _constructor.construct_object(node)


def _read_yaml(path: Path) -> tuple[dict[str, Any], dict[KeyPath, Location]]:
    file = _display(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RuleFileError(f"{file}: cannot read: {exc}") from None
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else file
        raise RuleFileError(f"{where}: invalid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise RuleFileError(f"{file}: invalid YAML: {exc}") from None
    if node is None:
        raise RuleFileError(f"{file}:1:1: the rule file is empty")
    locations: dict[KeyPath, Location] = {}
    try:
        data = _to_python(node, file, (), locations)
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else file
        raise RuleFileError(f"{where}: {exc.problem}") from None
    if not isinstance(data, dict):
        raise RuleFileError(f"{file}:1:1: a rule file is a mapping of keys to values")
    return data, locations


def _merge(
    base: dict[str, Any],
    over: Mapping[str, Any],
    path: KeyPath,
    locs: dict[KeyPath, Location],
    over_locs: Mapping[KeyPath, Location],
) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        sub = (*path, key)
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value, sub, locs, over_locs)
        else:
            for stale in [p for p in locs if p[: len(sub)] == sub]:
                del locs[stale]
            merged[key] = value
            locs.update({p: loc for p, loc in over_locs.items() if p[: len(sub)] == sub})
        if sub in over_locs:
            locs[sub] = over_locs[sub]
    return merged


@dataclass(frozen=True)
class Rules:
    """A resolved rule set: merged data and where each key was written."""

    name: str
    path: str
    chain: tuple[str, ...]  # this file, then the files it extends
    data: Mapping[str, Any]
    locations: Mapping[KeyPath, Location] = field(repr=False)

    @property
    def variant(self) -> str:
        return str(self.data.get("variant", ""))

    def where(self, *path: str) -> str:
        """FILE:LINE:COL of a key, or of its nearest written parent."""
        for end in range(len(path), -1, -1):
            loc = self.locations.get(tuple(path[:end]))
            if loc is not None:
                return str(loc)
        return self.path

    def has(self, *path: str) -> bool:
        node: Any = self.data
        for key in path:
            if not isinstance(node, Mapping) or key not in node:
                return False
            node = node[key]
        return True

    def get(self, *path: str) -> Any:
        node: Any = self.data
        for depth, key in enumerate(path):
            if not isinstance(node, Mapping) or key not in node:
                dotted = ".".join(path[: depth + 1])
                raise RuleFileError(f"{self.where(*path[:depth])}: missing key '{dotted}'")
            node = node[key]
        return node

    def typed(self, kind: type[T], *path: str) -> T:
        value = self.get(*path)
        if kind is int and isinstance(value, bool):
            value = None
        if not isinstance(value, kind):
            dotted = ".".join(path)
            raise RuleFileError(
                f"{self.where(*path)}: '{dotted}' must be {kind.__name__}, not {value!r}"
            )
        return value

    def number(self, *path: str) -> int:
        return self.typed(int, *path)

    def flag(self, *path: str) -> bool:
        return self.typed(bool, *path)

    def section(self, *path: str) -> Mapping[str, Any]:
        return self.typed(dict, *path)  # type: ignore[return-value,unused-ignore]


def load_rules(name_or_path: str = "wuhu") -> Rules:
    """Load a built-in rule set by name or a rule file by path, with `extends:` resolved."""
    return _load(name_or_path, None, ())


@lru_cache(maxsize=32)
def _load_cached(resolved: str) -> Rules:
    return _load_file(Path(resolved), ())


def _load(name_or_path: str, relative_to: Path | None, stack: tuple[str, ...]) -> Rules:
    path = _find(name_or_path, relative_to).resolve()
    if not stack:
        return _load_cached(str(path))
    return _load_file(path, stack)


def _load_file(path: Path, stack: tuple[str, ...]) -> Rules:
    if str(path) in stack:
        cycle = " -> ".join([*(_display(Path(p)) for p in stack), _display(path)])
        raise RuleFileError(f"{_display(path)}: 'extends' makes a cycle: {cycle}")
    data, locations = _read_yaml(path)
    chain: tuple[str, ...] = (_display(path),)
    parent_name = data.pop("extends", None)
    if parent_name is not None:
        where = locations[("extends",)]
        if not isinstance(parent_name, str):
            raise RuleFileError(f"{where}: 'extends' names one rule set, not {parent_name!r}")
        try:
            parent = _load(parent_name, path.parent, (*stack, str(path)))
        except RuleFileError as exc:
            if "cycle" in str(exc) or ":" in str(exc).split(" ")[0]:
                raise
            raise RuleFileError(f"{where}: bad 'extends': {exc}") from None
        merged_locs = dict(parent.locations)
        data = _merge(dict(parent.data), data, (), merged_locs, locations)
        locations = merged_locs
        chain += parent.chain
    name = str(data.get("name", path.stem))
    return Rules(name, _display(path), chain, data, locations)
