"""Read rule files: YAML with positions, `extends:` resolved, FILE:LINE:COL of every key.

Built-in rule files are found by name (``wuhu``), others by path. A house rule is a
small file with ``extends: wuhu`` and the keys that differ: mappings merge key by
key, everything else replaces what the parent said.
"""

import errno
import os
from collections.abc import Mapping
from stat import S_ISDIR, S_ISREG
from typing import Any, Final, NamedTuple

from ..messages.errors import RuleFileError
from ..messages.message import Message
from .location import KeyPath, Location

MAX_FILE_BYTES: Final = 256 * 1024  # a rule file is a few KiB; anything near this is a mistake
MAX_EXTENDS: Final = 16  # files in one `extends:` chain


# ---- paths --------------------------------------------------------------------------------
# Paths are plain strings handled with os.path: importing pathlib costs ~3.5 ms (it pulls in
# urllib.parse and ipaddress) on every run, and nothing else on the way to `score` needs it.
# The helpers below give pathlib's answers (as of Python 3.11) where they could show.

# What Path.is_file / is_dir took for "not there" rather than an error.
_MISSING_ERRNOS = (errno.ENOENT, errno.ENOTDIR, errno.EBADF, errno.ELOOP)
_MISSING_WINERRORS = (21, 123, 1921)


def _mode(path: str) -> int:
    """The st_mode of `path` (symlinks followed), or 0 when it is missing, a broken or looping
    link, or a name the OS cannot take. Other errors, such as permission denied, are raised:
    pathlib's is_file and is_dir raised them."""
    try:
        return os.stat(path).st_mode
    except OSError as exc:
        if exc.errno in _MISSING_ERRNOS or getattr(exc, "winerror", None) in _MISSING_WINERRORS:
            return 0
        raise
    except ValueError:
        return 0


def _tidy(path: str) -> str:
    """`path` as pathlib spells it: no '.' parts, no repeated or trailing slashes ('a.yaml/'
    names the file a.yaml), '.' for nothing."""
    parts = [part for part in path.split("/") if part not in ("", ".")]
    root = "//" if path[:2] == "//" and path[2:3] != "/" else "/" if path[:1] == "/" else ""
    return root + "/".join(parts) if root or parts else "."


def _stem(path: str) -> str:
    """The file name without its last suffix, as pathlib's `stem`: '.yaml' and 'rules.' stay
    whole."""
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name


def _read_bytes(path: str, limit: int) -> bytes:
    with open(path, "rb") as file:
        return file.read(limit + 1)


def builtin_dirs() -> list[str]:
    """Where built-in rule files live: `builtin/` beside this module (in a source checkout, a
    link to the top-level rules/ folder)."""
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "builtin")
    return [here] if S_ISDIR(_mode(here)) else []


def builtin_names() -> list[str]:
    names: set[str] = set()
    for directory in builtin_dirs():
        try:
            entries = os.listdir(directory)
        except PermissionError:
            continue
        names.update(_stem(name) for name in entries if name.endswith(".yaml"))
    return sorted(names)


def _find(name_or_path: str, relative_to: str | None = None) -> str:
    """The rule file named: a path (relative to `relative_to` if given, else to the working
    directory) when it ends in .yaml or .yml or holds a '/', else a built-in name."""
    if name_or_path.endswith((".yaml", ".yml")) or "/" in name_or_path:
        candidate = _tidy(name_or_path)
        if relative_to is not None and not os.path.isabs(candidate):
            candidate = os.path.join(relative_to, candidate)
        if S_ISREG(_mode(candidate)):
            return candidate
        raise RuleFileError(Message("rules_no_such_file"), name_or_path)
    for directory in builtin_dirs():
        path = os.path.join(directory, f"{name_or_path}.yaml")
        if S_ISREG(_mode(path)):
            return path
    import difflib  # only on this error path: it costs start-up time

    known = builtin_names()
    close = difflib.get_close_matches(name_or_path, known, n=1)
    hint = Message("rules_did_you_mean", close=close[0]) if close else ""
    no_such = Message("rules_no_builtin", hint=hint, known=", ".join(known))
    raise RuleFileError(no_such, name_or_path)


def _display(path: str) -> str:
    """`path` relative to the working directory when it lies inside it ('.' for the directory
    itself), else `path` as given (as pathlib spells it). Callers pass resolved paths."""
    resolved = os.path.realpath(path)
    cwd = os.path.normcase(os.getcwd())
    if os.path.normcase(resolved) == cwd:
        return "."
    inside = os.path.join(cwd, "")  # ends in one separator, even for the root
    if os.path.normcase(resolved).startswith(inside):
        return resolved[len(inside) :]
    return _tidy(path)


def _read_yaml(path: str, extended: bool) -> tuple[dict[str, Any], dict[KeyPath, Location]]:
    """The file's data and the position of every key. A file reached by `extends:` (`extended`)
    must look like a rule file before any of its text is shown in a message."""
    file = _display(path)
    try:
        raw = _read_bytes(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise RuleFileError(
            Message("rules_cannot_read", why=str(exc.strerror or exc)), file
        ) from None
    if len(raw) > MAX_FILE_BYTES:
        raise RuleFileError(Message("rules_too_large", size=MAX_FILE_BYTES // 1024), file)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RuleFileError(Message("rules_not_utf8", pos=exc.start), file) from None
    from .yamltext import parse  # PyYAML costs ~13 ms to import: only when a file is read

    data, locations = parse(text, file, quote=not extended)
    if not isinstance(data, dict):
        raise RuleFileError(Message("rules_not_a_mapping"), f"{file}:1:1")
    if extended and "variant" not in data and "extends" not in data:
        raise RuleFileError(Message("rules_not_a_rule_file"), f"{file}:1:1")
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


class RuleData(NamedTuple):
    """A rule set as read: merged data and where each key was written (not yet checked)."""

    name: str
    path: str
    chain: tuple[str, ...]  # this file, then the files it extends
    data: Mapping[str, Any]
    locations: Mapping[KeyPath, Location]

    def where(self, *path: str) -> str:
        return where(self.locations, self.path, path)


def where(locations: Mapping[KeyPath, Location], file: str, path: KeyPath) -> str:
    """FILE:LINE:COL of a key, or of its nearest written parent."""
    for end in range(len(path), -1, -1):
        loc = locations.get(tuple(path[:end]))
        if loc is not None:
            return str(loc)
    return file


def read_rules(name_or_path: str) -> RuleData:
    """Read a built-in rule set by name or a rule file by path, with `extends:` resolved.
    Nothing is cached: every call reads the files again, so what is used is what is on disk."""
    return _load_file(os.path.realpath(_find(name_or_path)), ())


def _load_file(path: str, stack: tuple[str, ...]) -> RuleData:
    """Load the rule file at `path` (resolved) and the files it extends; `stack` holds the
    files that extend it, to catch a cycle."""
    data, locations = _read_yaml(path, extended=bool(stack))
    chain: tuple[str, ...] = (_display(path),)
    # A house rule that gives no `name:` is called after its file, not after its parent.
    own_name = data.get("name", _stem(path))
    if "extends" in data:
        parent_name = data.pop("extends")
        where = str(locations[("extends",)])
        if not isinstance(parent_name, str) or not parent_name.strip():
            got = Message("rule_nothing") if parent_name is None else repr(parent_name)
            raise RuleFileError(Message("extends_not_a_name", got=got), where)
        try:
            parent_path = os.path.realpath(_find(parent_name, os.path.dirname(path)))
        except RuleFileError as exc:
            raise RuleFileError(Message("extends_bad", error=exc.placed()), where) from None
        seen = (*stack, path)
        if parent_path in seen:
            loop = seen[seen.index(parent_path) :]
            cycle = " -> ".join(_display(p) for p in (*loop, parent_path))
            raise RuleFileError(Message("extends_cycle", cycle=cycle), where)
        if len(seen) >= MAX_EXTENDS:
            raise RuleFileError(Message("extends_too_deep", most=MAX_EXTENDS), where)
        # Errors inside the parent carry the parent's own FILE:LINE:COL.
        parent = _load_file(parent_path, seen)
        merged_locs = dict(parent.locations)
        data = _merge(dict(parent.data), data, (), merged_locs, locations)
        locations = merged_locs
        chain += parent.chain
    name = str(own_name)
    if "name" in data:
        data["name"] = own_name
    return RuleData(name, _display(path), chain, data, locations)
