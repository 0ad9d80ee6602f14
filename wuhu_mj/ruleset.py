"""Load rule files: YAML with positions, `extends:` resolved, typed look-ups that cite FILE:LINE.

Built-in rule files are found by name (``wuhu``), others by path. A house rule is a
small file with ``extends: wuhu`` and the keys that differ: mappings merge key by
key, everything else replaces what the parent said.
"""

import errno
import marshal
import os
import zlib
from collections.abc import Callable, Mapping
from functools import lru_cache
from stat import S_ISDIR, S_ISREG
from typing import Any, NamedTuple, TypeVar

from .errors import RuleFileError

KeyPath = tuple[str, ...]
T = TypeVar("T")


class Location(NamedTuple):
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


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


def _read_bytes(path: str) -> bytes:
    with open(path, "rb") as file:
        return file.read()


def builtin_dirs() -> list[str]:
    """Where built-in rule files live: inside the installed package, or the source checkout."""
    here = os.path.dirname(os.path.realpath(__file__))
    candidates = (os.path.join(here, "rules"), os.path.join(os.path.dirname(here), "rules"))
    return [d for d in candidates if S_ISDIR(_mode(d))]


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
        raise RuleFileError(f"{name_or_path}: no such rule file")
    for directory in builtin_dirs():
        path = os.path.join(directory, f"{name_or_path}.yaml")
        if S_ISREG(_mode(path)):
            return path
    import difflib  # only on this error path: it costs start-up time

    known = builtin_names()
    close = difflib.get_close_matches(name_or_path, known, n=1)
    hint = f"did you mean '{close[0]}'? " if close else ""
    raise RuleFileError(
        f"{name_or_path}: no built-in rule set of that name ({hint}known: {', '.join(known)}; "
        "a rule file's path ends in .yaml)"
    )


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


def _read_yaml(path: str) -> tuple[dict[str, Any], dict[KeyPath, Location], str]:
    """The file's data, the position of every key and value, and a hash of its bytes."""
    file = _display(path)
    try:
        raw = _read_bytes(path)
        text = raw.decode("utf-8")
    except OSError as exc:
        raise RuleFileError(f"{file}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise RuleFileError(f"{file}: cannot read: not UTF-8 text (byte {exc.start})") from None
    # PyYAML costs ~13 ms to import; a run whose rule files come from the parse cache (below)
    # never needs it.
    from .yamltext import parse

    data, locations = parse(text, file)
    if not isinstance(data, dict):
        raise RuleFileError(f"{file}:1:1: a rule file is a mapping of keys to values")
    return data, locations, checksum(raw)


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


class Rules(NamedTuple):
    """A resolved rule set: merged data and where each key was written."""

    name: str
    path: str
    chain: tuple[str, ...]  # this file, then the files it extends
    data: Mapping[str, Any]
    locations: Mapping[KeyPath, Location]
    # checksums of the bytes of every file in the chain: the key of the validation cache.
    digest: str = ""

    # Equality and repr leave out the checksums (and repr the positions), as they always did.
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self[:5] == other[:5]

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __repr__(self) -> str:
        return (
            f"Rules(name={self.name!r}, path={self.path!r}, chain={self.chain!r}, "
            f"data={self.data!r})"
        )

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


def per_rules(cache: dict[int, tuple[Rules, T]], rules: Rules, compute: Callable[[Rules], T]) -> T:
    """What `compute` makes of a rule set, once per loaded Rules object. `cache` is keyed by
    id() (Rules holds dicts and is not hashable); an entry keeps its Rules alive, so an id is
    never reused while it is there."""
    found = cache.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    value = compute(rules)
    cache[id(rules)] = (rules, value)
    return value


def load_rules(name_or_path: str = "wuhu", *, validate: bool = True) -> Rules:
    """Load a built-in rule set by name or a rule file by path, with `extends:` resolved.

    The merged rules are checked against their variant's schema (wuhu_mj.schemas) unless
    `validate` is false; a problem raises RuleFileError starting with FILE:LINE:COL.
    """
    path = os.path.realpath(_find(name_or_path))
    try:
        stat = os.stat(path)
    except OSError as exc:
        raise RuleFileError(f"{name_or_path}: cannot read: {exc.strerror or exc}") from None
    rules = _load_cached(path, stat.st_mtime_ns, stat.st_size)
    if validate:
        ensure_valid(rules)
    return rules


@lru_cache(maxsize=32)
def _load_cached(resolved: str, mtime_ns: int, size: int) -> Rules:
    """One parse per file version and process (mtime and size are part of the key); across
    processes the parsed rules come from the parse cache when the files' bytes are unchanged."""
    found = _read_parsed(resolved)
    if found is not None:
        return found
    read: list[tuple[str, str]] = []
    rules = _load_file(resolved, (), read)
    _write_parsed(resolved, rules, read)
    return rules


def _load_file(
    path: str, stack: tuple[str, ...], read: list[tuple[str, str]] | None = None
) -> Rules:
    """Load the rule file at `path` (resolved) and the files it extends; `stack` holds the
    files that extend it, to catch a cycle."""
    data, locations, digest = _read_yaml(path)
    if read is not None:
        read.append((path, digest))
    chain: tuple[str, ...] = (_display(path),)
    # A house rule that gives no `name:` is called after its file, not after its parent.
    own_name = data.get("name", _stem(path))
    if "extends" in data:
        parent_name = data.pop("extends")
        where = locations[("extends",)]
        if not isinstance(parent_name, str) or not parent_name.strip():
            got = "nothing" if parent_name is None else repr(parent_name)
            raise RuleFileError(
                f"{where}: 'extends' names one rule set (a built-in name such as 'wuhu', or a "
                f"path ending in .yaml), not {got}"
            )
        try:
            parent_path = os.path.realpath(_find(parent_name, os.path.dirname(path)))
        except RuleFileError as exc:
            raise RuleFileError(f"{where}: bad 'extends': {exc}") from None
        seen = (*stack, path)
        if parent_path in seen:
            loop = seen[seen.index(parent_path) :]
            cycle = " -> ".join(_display(p) for p in (*loop, parent_path))
            raise RuleFileError(f"{where}: 'extends' makes a cycle: {cycle}")
        # Errors inside the parent carry the parent's own FILE:LINE:COL.
        parent = _load_file(parent_path, seen, read)
        merged_locs = dict(parent.locations)
        data = _merge(dict(parent.data), data, (), merged_locs, locations)
        locations = merged_locs
        chain += parent.chain
        digest = f"{digest}<{parent.digest}"
    name = str(own_name)
    if "name" in data:
        data["name"] = own_name
    return Rules(name, _display(path), chain, data, locations, digest)


# ---- the parse cache ----------------------------------------------------------------------
# Composing YAML with positions costs a few ms per run; `score` runs once per process. So the
# merged data and the position of every key are kept with marshal under
# $XDG_CACHE_HOME/wuhu-mj/parsed/, in a file named after the loader's own code, the working
# directory (positions are shown relative to it) and the bytes of the file asked for; the
# files it extends are checked by the checksum of their bytes before an entry is used. Any
# trouble (no directory, a damaged entry, data marshal cannot hold) just means a fresh parse.

_PARSED_FORMAT = 1


@lru_cache(maxsize=1)
def _loader_stamp() -> str:
    from . import __version__

    try:
        source = _read_bytes(__file__)
    except OSError:
        source = b""
    return checksum(f"{_PARSED_FORMAT}|{__version__}|".encode() + source)


def _parsed_entry(path: str) -> str | None:
    directory = cache_dir()
    if directory is None:
        return None
    try:
        raw = _read_bytes(path)
        cwd = os.getcwd()
    except OSError:
        return None
    key = f"{_loader_stamp()}|{cwd}|{path}|{checksum(raw)}".encode()
    return os.path.join(os.path.dirname(directory), "parsed", checksum(key))


def _read_parsed(path: str) -> Rules | None:
    entry = _parsed_entry(path)
    if entry is None:
        return None
    try:
        payload = marshal.loads(_read_bytes(entry))
        files, name, shown, chain, data, places, digest = payload
        for file, file_digest in files:
            if checksum(_read_bytes(file)) != file_digest:
                return None
    except (OSError, ValueError, EOFError, TypeError):
        return None
    locations = {tuple(key): Location(f, line, col) for key, f, line, col in places}
    return Rules(name, shown, tuple(chain), data, locations, digest)


def _write_parsed(path: str, rules: Rules, read: list[tuple[str, str]]) -> None:
    entry = _parsed_entry(path)
    if entry is None:
        return
    places = [(key, loc.file, loc.line, loc.column) for key, loc in rules.locations.items()]
    payload = (read, rules.name, rules.path, rules.chain, dict(rules.data), places, rules.digest)
    try:
        blob = marshal.dumps(payload)
    except ValueError:
        return  # e.g. a YAML date: not worth caching
    try:
        os.makedirs(os.path.dirname(entry), exist_ok=True)
        temporary = f"{entry}.{os.getpid()}"
        with open(temporary, "wb") as file:
            file.write(blob)
        os.replace(temporary, entry)  # readers never see half an entry
    except OSError:
        pass


# ---- validation, cached by content ------------------------------------------------------
# Checking a schema costs a compile (tens of ms) the first time; scoring a hand must start
# fast. So a rule set whose files' bytes and schema were already found valid is not checked
# again: in this process (a set) or in earlier ones (an empty marker file named by the hash
# under $XDG_CACHE_HOME/wuhu-mj/valid/). Only valid rule sets are remembered, so a broken
# file is always reported. Any trouble with the cache directory just means no cache.

_valid_digests: set[str] = set()


def cache_dir() -> str | None:
    """Where validation markers go; None when caching is switched off (WUHU_MJ_NO_CACHE)."""
    if os.environ.get("WUHU_MJ_NO_CACHE"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "wuhu-mj", "valid")


def checksum(raw: bytes) -> str:
    """A content key: CRC-32, Adler-32 and length. Not cryptographic (hashlib costs ~3 ms to
    import, zlib is loaded already); a collision would only skip a schema check, and the
    variant code still refuses keys it cannot use."""
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}{len(raw):x}"


@lru_cache(maxsize=1)
def schema_stamp() -> str:
    """Changes when the schemas or the pattern names change, without building the schemas."""
    from . import __version__

    # The pattern names are read from the sources that register them: importing every
    # variant's detectors here would cost start-up time on each run.
    here = os.path.dirname(__file__)
    parts = [__version__.encode()]
    for folder in ("schemas", "patterns"):
        path = os.path.join(here, folder)
        try:
            names = sorted(n for n in os.listdir(path) if n.endswith(".py"))
        except OSError:
            names = []
        for name in names:
            try:
                source = _read_bytes(os.path.join(path, name))
            except OSError:
                source = name.encode()
            parts.append(f"{folder}/{name}".encode() + b"\0" + source)
    return checksum(b"\0".join(parts))


def _marker(rules: Rules) -> str | None:
    directory = cache_dir()
    if directory is None:
        return None
    return os.path.join(directory, checksum(f"{schema_stamp()}|{rules.digest}".encode()))


def ensure_valid(rules: Rules, *, use_cache: bool = True) -> None:
    """Validate `rules` against its schema unless the same content was found valid before."""
    if use_cache and rules.digest in _valid_digests:
        return
    marker = _marker(rules) if use_cache else None
    try:
        if marker is not None and S_ISREG(_mode(marker)):
            _valid_digests.add(rules.digest)
            return
    except OSError:
        marker = None
    from .schemas import validate

    validate(rules)
    _valid_digests.add(rules.digest)
    if marker is not None:
        try:
            os.makedirs(os.path.dirname(marker), exist_ok=True)
            os.close(os.open(marker, os.O_CREAT | os.O_WRONLY, 0o666))  # an empty marker
        except OSError:
            pass  # a read-only or odd cache directory only costs speed
