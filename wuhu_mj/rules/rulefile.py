"""Read rule files: YAML with positions, `extends:` resolved, FILE:LINE:COL of every key.

Built-in rule files are found by name (``wuhu``), others by path. A house rule is a
small file with ``extends: wuhu`` and the keys that differ: mappings merge key by
key, everything else replaces what the parent said.
"""

import errno
import os
from collections.abc import Mapping, Sequence
from stat import S_ISREG
from typing import Any, Final, NamedTuple

from ..messages.errors import RuleFileError
from ..messages.message import Message
from .location import KeyPath, Location

# The rule set when none is named: every door's default (the command line, a batch, a
# session's header, a check file, the web API and the page's manifest).
DEFAULT_RULES: Final = "wuhu"
# A rule file is a few KiB; anything near this is a mistake. The one limit on a rule file's
# size, whichever door it comes in by (service/limits.py RULE_FILE_BYTES re-exports it).
MAX_FILE_BYTES: Final = 64 * 1024
MAX_EXTENDS: Final = 16  # files in one `extends:` chain
# A rule file given on standard input (`-`) is called this in messages, and its `extends:`
# names a path relative to the working directory.
STDIN_FILE: Final = "<stdin>"


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


def tidy_path(path: str) -> str:
    """`path` as pathlib spells it: no '.' parts, no repeated or trailing slashes ('a.yaml/'
    names the file a.yaml), '.' for nothing."""
    parts = [part for part in path.split("/") if part not in ("", ".")]
    root = "//" if path[:2] == "//" and path[2:3] != "/" else "/" if path[:1] == "/" else ""
    return root + "/".join(parts) if root or parts else "."


def is_file(path: str) -> bool:
    """Whether `path` names a file (symlinks followed), as pathlib's is_file answers."""
    return S_ISREG(_mode(path))


def _stem(path: str) -> str:
    """The file name without its last suffix, as pathlib's `stem`: '.yaml' and 'rules.' stay
    whole."""
    name = os.path.basename(path)
    dot = name.rfind(".")
    return name[:dot] if 0 < dot < len(name) - 1 else name


def _read_bytes(path: str, limit: int) -> bytes:
    """The file's bytes, or its first limit + 1 when it is larger than `limit`. Asking for
    limit + 1 bytes at once would allocate that much for every few-KiB rule file."""
    with open(path, "rb") as file:
        want = min(os.fstat(file.fileno()).st_size, limit) + 1
        data = file.read(want)
        if len(data) == want and want <= limit:  # it grew since: read on, up to the limit
            data += file.read(limit + 1 - want)
        return data


# The package's own rule files (in a source checkout, a link to the top-level rules/ folder).
BUILTIN_FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "builtin")


def builtin_names(folders: Sequence[str]) -> list[str]:
    """The rule sets named by a file `NAME.yaml` in one of `folders` (the variants')."""
    names: set[str] = set()
    for directory in folders:
        try:
            entries = os.listdir(directory)
        except PermissionError:
            continue
        names.update(_stem(name) for name in entries if name.endswith(".yaml"))
    return sorted(names)


def _find(name_or_path: str, folders: Sequence[str], relative_to: str | None = None) -> str:
    """The rule file named: a path (relative to `relative_to` if given, else to the working
    directory) when it ends in .yaml or .yml or holds a '/', else a built-in name."""
    if name_or_path.endswith((".yaml", ".yml")) or "/" in name_or_path:
        candidate = tidy_path(name_or_path)
        if relative_to is not None and not os.path.isabs(candidate):
            candidate = os.path.join(relative_to, candidate)
        if is_file(candidate):
            return candidate
        raise RuleFileError(Message("rules_no_such_file"), name_or_path)
    for directory in folders:
        path = os.path.join(directory, f"{name_or_path}.yaml")
        if is_file(path):
            return path
    known = builtin_names(folders)
    # One message for every door (the page's too: doors/web/rulesource.py): it names the name.
    raise RuleFileError(no_builtin(name_or_path, known), "")


def no_builtin(name: str, known: Sequence[str]) -> Message:
    """ "no built-in rule set 'NAME' (did you mean …? known: …)", whatever the door."""
    import difflib  # only on this error path: it costs start-up time

    close = difflib.get_close_matches(name, known, n=1)
    hint = Message("rules_did_you_mean", close=close[0]) if close else ""
    return Message("rules_no_builtin", name=name, hint=hint, known=", ".join(known))


# Files known to their user by another name than their path: a rule file's text sent to
# `serve` is read from a private copy whose path means nothing to the sender, and would differ
# from run to run (doors/web/rulesource.py). By resolved path.
_shown_as: dict[str, str] = {}


def show_as(path: str, name: str | None) -> None:
    """Name the file at `path` `name` in messages and sources (None: by its path again)."""
    if name is None:
        _shown_as.pop(os.path.realpath(path), None)
    else:
        _shown_as[os.path.realpath(path)] = name


def _display(path: str) -> str:
    """`path` relative to the working directory when it lies inside it ('.' for the directory
    itself), else `path` as given (as pathlib spells it); a file given a name by show_as, that
    name. Callers pass resolved paths."""
    resolved = os.path.realpath(path)
    if resolved in _shown_as:
        return _shown_as[resolved]
    cwd = os.path.normcase(os.getcwd())
    if os.path.normcase(resolved) == cwd:
        return "."
    inside = os.path.join(cwd, "")  # ends in one separator, even for the root
    if os.path.normcase(resolved).startswith(inside):
        return resolved[len(inside) :]
    return tidy_path(path)


def _read_yaml(
    path: str, extended: bool, found: list[bytes], given: bytes | None = None
) -> tuple[dict[str, Any], dict[KeyPath, Location]]:
    """The file's data and the position of every key; its bytes are appended to `found`. A
    file reached by `extends:` (`extended`) must look like a rule file before any of its text
    is shown in a message. `given`: the bytes of standard input, read already."""
    file = STDIN_FILE if given is not None else _display(path)
    try:
        raw = given if given is not None else _read_bytes(path, MAX_FILE_BYTES)
    except OSError as exc:
        raise RuleFileError(
            Message("rules_cannot_read", why=str(exc.strerror or exc)), file
        ) from None
    found.append(raw)
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
    base: dict[str, Any], over: Mapping[str, Any], path: KeyPath, replaced: set[KeyPath]
) -> dict[str, Any]:
    """`over` merged into `base`: mappings key by key, anything else replaced. Every key path
    whose value `over` replaced is added to `replaced`."""
    merged = dict(base)
    for key, value in over.items():
        sub = (*path, key)
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value, sub, replaced)
        else:
            merged[key] = value
            replaced.add(sub)
    return merged


def _merged_locations(
    base: Mapping[KeyPath, Location],
    over: Mapping[KeyPath, Location],
    written: Mapping[str, Any],
    replaced: set[KeyPath],
) -> dict[KeyPath, Location]:
    """Where each key of the merged data was written: in the file that `over` locates (whose
    data is `written`) for every key it wrote, else in `base`. Linear in the keys: each path is
    looked up by its prefixes, never compared with every other path."""

    def under_replaced(path: KeyPath) -> bool:
        return any(path[:end] in replaced for end in range(1, len(path) + 1))

    locations = {p: loc for p, loc in base.items() if not under_replaced(p)}
    locations.update({p: loc for p, loc in over.items() if p and p[0] in written})
    return locations


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


class Read(NamedTuple):
    """One file a rule set was read from: the name it was looked up by, the folder a relative
    name was taken from (None: the working directory), the file found, and its bytes."""

    name: str
    relative_to: str | None
    folders: tuple[str, ...]
    path: str
    content: bytes


def read_rules(
    name_or_path: str, folders: Sequence[str], reads: list[Read] | None = None
) -> RuleData:
    """Read a rule set by name (NAME.yaml in one of `folders`) or a rule file by path, with
    `extends:` resolved.
    Nothing is cached here: every call reads the files again. Each file read is appended to
    `reads` (the rule file first, then the one it extends ...): `unchanged` tells whether the
    same names still lead to the same bytes."""
    folders = tuple(folders)
    path = os.path.realpath(_find(name_or_path, folders))
    return _load_file(path, (), Lookup(name_or_path, None, folders, reads))


def read_rules_given(raw: bytes, folders: Sequence[str]) -> RuleData:
    """Read a rule file given as its bytes (standard input, `-`), with `extends:` resolved
    against the working directory and `folders`. It is called STDIN_FILE in messages and,
    without a `name:`, its rule set is called "stdin"."""
    if len(raw) > MAX_FILE_BYTES:
        raise RuleFileError(Message("rules_too_large", size=MAX_FILE_BYTES // 1024), STDIN_FILE)
    return _load_file(STDIN_FILE, (), Lookup(STDIN_FILE, None, tuple(folders), None), raw)


class Lookup(NamedTuple):
    """How the file being loaded was found, and where to record what was read."""

    name: str
    relative_to: str | None
    folders: tuple[str, ...]
    reads: list[Read] | None


def unchanged(reads: Sequence[Read]) -> bool:
    """Each name still finds the same file and the file holds the same bytes (so reading the
    rule set again would read exactly what `reads` recorded)."""
    for name, relative_to, folders, path, content in reads:
        try:
            if os.path.realpath(_find(name, folders, relative_to)) != path:
                return False
            if _read_bytes(path, MAX_FILE_BYTES) != content:
                return False
        except (RuleFileError, OSError, ValueError):
            return False
    return True


def _load_file(
    path: str, stack: tuple[str, ...], how: Lookup, given: bytes | None = None
) -> RuleData:
    """Load the rule file at `path` (resolved) and the files it extends; `stack` holds the
    files that extend it, to catch a cycle. `given`: standard input's bytes (path STDIN_FILE)."""
    content: list[bytes] = []
    data, locations = _read_yaml(path, bool(stack), content, given)
    if how.reads is not None:
        how.reads.append(Read(how.name, how.relative_to, how.folders, path, content[0]))
    file = STDIN_FILE if given is not None else _display(path)
    chain: tuple[str, ...] = (file,)
    # A house rule that gives no `name:` is called after its file, not after its parent.
    own_name = data.get("name", "stdin" if given is not None else _stem(path))
    if "extends" in data:
        parent_name = data.pop("extends")
        where = str(locations[("extends",)])
        if not isinstance(parent_name, str) or not parent_name.strip():
            got = Message("rule_nothing") if parent_name is None else repr(parent_name)
            raise RuleFileError(Message("extends_not_a_name", got=got), where)
        folder = os.getcwd() if given is not None else os.path.dirname(path)
        try:
            parent_path = os.path.realpath(_find(parent_name, how.folders, folder))
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
        parent = _load_file(parent_path, seen, Lookup(parent_name, folder, how.folders, how.reads))
        replaced: set[KeyPath] = set()
        data_written = data
        data = _merge(dict(parent.data), data, (), replaced)
        locations = _merged_locations(parent.locations, locations, data_written, replaced)
        chain += parent.chain
    name = str(own_name)
    if "name" in data:
        data["name"] = own_name
    return RuleData(name, file, chain, data, locations)
