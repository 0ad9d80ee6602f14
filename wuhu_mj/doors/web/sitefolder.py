"""The folder `wuhu-mj page DIR` writes into: what the build owns there, and how a new build
takes the old one's place without touching anything else and without ever leaving half a site.

Ownership. Every build writes MANIFEST into the site: each file it wrote with its sha256, and
a keep-list. A later build removes or replaces only files listed there whose content is still
what was written. Any other file is the user's: it is kept if the keep-list (or DEFAULT_KEEP:
version control and host files) covers it, and otherwise the build refuses the folder, naming
the first such files, unless `force` is given — then those files are kept and added to the
keep-list (a file at a path the site needs is replaced). A listed file whose content changed
since (the user edited it) is refused the same way: a build would replace or remove it.

The swap. The new site is built in a staging folder on the same file system, so that it
reaches DIR by renames only (no copy that a full disk can cut in half):
- a new DIR: staged beside it, as `.NAME.wuhu-mj-XXXX/site/`, and renamed to DIR in one step;
- an existing DIR: staged inside it, in STAGE. The kept files (.git, CNAME, ...) never move:
  moving them out and back, or swapping the whole folder and then moving them in, would leave
  a user's .git somewhere else if the process were killed between two renames, and what the
  user keeps matters more than our own files, which can always be built again. So only the
  build's own files move, one rename each: the old ones into STAGE/old, the new ones in. A
  journal written before the first rename says which; an exception (or Ctrl-C, full disk)
  during the renames puts every old file back, and a run killed there (SIGKILL, power) is
  rolled back by the next run before it does anything else. The journal is removed once the
  last rename is done: that is the moment the new site is in place. Ctrl-C and SIGTERM are
  held off while files move, so that a rollback is never itself interrupted. A build holds a
lock on its staging folder: a second build into the same DIR meanwhile is refused.
"""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import json
import os
import shutil
import signal
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO

try:
    import fcntl
except ImportError:  # not on Windows: two builds at once are not told apart there
    fcntl = None  # type: ignore[assignment]

from ...messages.errors import InputError
from ...messages.message import Message

MANIFEST = "wuhu-mj-site.json"
STAGE = ".wuhu-mj-stage"  # inside an existing DIR, while a build runs
STAGED_MARK = "wuhu-mj-stage"  # the file that marks a staging folder as ours
JOURNAL = "journal.json"
WRITER = "wuhu-mj page"
# Kept whatever the keep-list says: version control, and the files static hosts read
# (GitHub Pages' CNAME and .nojekyll, Netlify's and Cloudflare's _redirects, ...).
DEFAULT_KEEP = (
    ".git",
    ".gitignore",
    ".gitattributes",
    ".github",
    ".hg",
    ".svn",
    "CNAME",
    ".nojekyll",
    ".well-known",
    "_redirects",
    "netlify.toml",
    "vercel.json",
    ".htaccess",
    ".DS_Store",
    "Thumbs.db",
)
SHOWN = 3  # foreign files a refusal names
WHERE = "DIR"
_HELD = (signal.SIGINT, signal.SIGTERM)


@dataclass(frozen=True)
class Found:
    """What DIR holds, sorted out before anything is built."""

    owned: dict[str, str]  # path -> sha256: files of the last build, unchanged
    foreign: tuple[str, ...]  # files the build did not write, not kept
    edited: tuple[str, ...]  # files of the last build changed since
    keep: tuple[str, ...]  # the manifest's keep-list (DEFAULT_KEEP not included)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def kept(path: str, keep: tuple[str, ...]) -> bool:
    """Whether the keep-list (or DEFAULT_KEEP) covers `path`: the entry names it, or a folder
    it is in, as a name or a glob (`notes/*.md`)."""
    parts = PurePosixPath(path).parts
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    return any(fnmatch.fnmatchcase(p, entry) for entry in (*DEFAULT_KEEP, *keep) for p in prefixes)


def survey(folder: Path, force: bool = True) -> Found:
    """Sort DIR's files (a missing DIR holds none); refuse a manifest that cannot be ours.
    Without `force` a few foreign files are enough to refuse: `page ~` does not read a whole
    home folder first."""
    if not folder.is_dir():
        return Found({}, (), (), ())
    listed, keep = read_manifest(folder)
    owned: dict[str, str] = {}
    foreign: list[str] = []
    edited: list[str] = []
    for path in _walk(folder, keep):
        if path in listed:
            if (folder / path).is_file() and sha256(folder / path) == listed[path]:
                owned[path] = listed[path]
            else:
                edited.append(path)
        elif path != MANIFEST:
            foreign.append(path)
            if not force and len(foreign) > SHOWN:
                break
    return Found(owned, tuple(foreign), tuple(edited), keep)


def _walk(folder: Path, keep: tuple[str, ...]) -> Iterator[str]:
    """Every file of `folder` (a symbolic link counts as a file, and is never followed)
    outside the kept ones and our staging folder, as paths with / separators, sorted."""
    for top, dirs, files in os.walk(folder):
        base = Path(top).relative_to(folder)
        inner = []
        for name in sorted(dirs):
            path = (base / name).as_posix()
            if path == STAGE or kept(path, keep):
                continue
            if os.path.islink(os.path.join(top, name)):
                yield path
            else:
                inner.append(name)
        dirs[:] = inner
        for name in sorted(files):
            path = (base / name).as_posix()
            if not kept(path, keep):
                yield path


def read_manifest(folder: Path) -> tuple[dict[str, str], tuple[str, ...]]:
    """The files an earlier build wrote (path -> sha256) and the keep-list; none without a
    manifest. Paths that leave DIR are refused: a crafted manifest must not aim a rebuild at
    files elsewhere."""
    path = folder / MANIFEST
    if not path.is_file():
        return {}, ()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        files, keep = data["files"], data.get("keep", [])
        good = (
            data.get("written_by") == WRITER
            and isinstance(files, dict)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in files.items())
            and isinstance(keep, list)
            and all(isinstance(k, str) for k in keep)
        )
        why = "" if good else "not a manifest written by wuhu-mj page"
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
        why = str(exc)
    if not why:
        outside = [p for p in files if not _inside(p)]
        why = f"'{outside[0]}' is not a path inside the folder" if outside else ""
    if why:
        said = Message("page_error_manifest", path=str(path), why=why)
        raise InputError(said, WHERE)
    return dict(files), tuple(keep)


def _inside(path: str) -> bool:
    pure = PurePosixPath(path)
    return bool(path) and "\\" not in path and not pure.is_absolute() and ".." not in pure.parts


def refuse_unless_forced(folder: Path, found: Found, force: bool) -> None:
    """Refuse a folder with files the build did not write (or that were edited since),
    naming the first of them, unless `force`."""
    if force or not (found.foreign or found.edited):
        return
    shown_path = str(folder)
    if found.edited:
        names = ", ".join(found.edited[:SHOWN]) + (", …" if len(found.edited) > SHOWN else "")
        said = Message("page_error_edited", path=shown_path, files=names)
    else:
        names = ", ".join(found.foreign[:SHOWN]) + (", …" if len(found.foreign) > SHOWN else "")
        key = "page_error_foreign_keep" if (folder / MANIFEST).is_file() else "page_error_foreign"
        said = Message(key, path=shown_path, files=names)
    raise InputError(said, WHERE)


def manifest_text(files: dict[str, str], keep: list[str]) -> str:
    data = {
        "written_by": WRITER,
        "note": (
            "The files wuhu-mj page wrote here, with their sha256: a new build replaces or "
            "removes only these. Files of your own in this folder: list them (or their "
            "folders, or globs such as notes/*.md) under keep. Always kept: "
            + ", ".join(DEFAULT_KEEP)
            + ". See docs/web.md."
        ),
        "keep": keep,
        "files": dict(sorted(files.items())),
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------- staging and the swap


@dataclass(frozen=True)
class Stage:
    root: Path  # removed when the build ends, whatever happens
    site: Path  # the new site, built here
    work: Path  # scratch space (the unpacked runtime)


@contextlib.contextmanager
def staging(folder: Path) -> Iterator[Stage]:
    """A staging folder on DIR's file system (see the module's note), removed at the end."""
    if folder.is_dir():
        root = folder / STAGE
        root.mkdir()
    else:
        absolute = Path(os.path.abspath(folder))
        absolute.parent.mkdir(parents=True, exist_ok=True)
        root = Path(tempfile.mkdtemp(prefix=f".{absolute.name}.wuhu-mj-", dir=absolute.parent))
    mark: IO[bytes] | None = None
    try:
        mark = open(root / STAGED_MARK, "wb")  # noqa: SIM115 (held until the stage is gone)
        _lock(mark)  # another run's recover() leaves this stage alone
        stage = Stage(root, root / "site", root / "work")
        stage.site.mkdir()
        stage.work.mkdir()
        yield stage
    finally:
        with held_signals():
            shutil.rmtree(root, ignore_errors=True)
            if mark is not None:
                mark.close()


def recover(folder: Path) -> None:
    """Undo what a killed build left: a swap cut short is rolled back (its journal says how),
    and staging folders (marked as ours) are removed."""
    absolute = Path(os.path.abspath(folder))
    with held_signals():
        inside = folder / STAGE
        if inside.is_dir() and not inside.is_symlink():
            _refuse_if_in_use(folder, inside)
            journal = _read_journal(inside)
            if journal is not None:
                _roll_back(folder, inside, *journal)
            shutil.rmtree(inside)
        if absolute.parent.is_dir():
            for beside in absolute.parent.glob(f".{absolute.name}.wuhu-mj-*"):
                if beside.is_dir() and (beside / STAGED_MARK).is_file():
                    _refuse_if_in_use(folder, beside)
                    shutil.rmtree(beside, ignore_errors=True)


def _lock(mark: IO[bytes]) -> None:
    if fcntl is not None:
        fcntl.flock(mark.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _refuse_if_in_use(folder: Path, root: Path) -> None:
    """A stage whose mark another run holds locked is that run's, still building."""
    try:
        with open(root / STAGED_MARK, "rb") as mark:
            _lock(mark)
    except FileNotFoundError:
        return
    except BlockingIOError:
        raise InputError(Message("page_error_busy", path=str(folder)), WHERE) from None


def install(folder: Path, stage: Stage, old: list[str]) -> None:
    """Put the staged site in DIR's place. `old`: DIR's files the new site replaces or no
    longer has (the last build's, and with --force, foreign files in the new site's way)."""
    if not folder.is_dir():
        os.rename(stage.site, folder)  # a new DIR: one rename
        return
    new = sorted(p.relative_to(stage.site).as_posix() for p in _files(stage.site))
    # The manifest last in, so a DIR that has it has every file it lists.
    new.sort(key=lambda p: p == MANIFEST)
    if (folder / MANIFEST).is_file() and MANIFEST not in old:
        old = [*old, MANIFEST]
    with held_signals():
        _write_journal(stage.root, old, new)
        try:
            for path in old:
                _move(folder / path, stage.root / "old" / path)
            for path in new:
                _move(stage.site / path, folder / path)
        except BaseException:
            _roll_back(folder, stage.root, old, new)
            raise
        (stage.root / JOURNAL).unlink()  # done: the new site is in place
    _remove_empty_folders(folder, old)


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _move(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(source, target)


def _write_journal(root: Path, old: list[str], new: list[str]) -> None:
    text = json.dumps({"old": old, "new": new})
    with open(root / JOURNAL, "w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())


def _read_journal(root: Path) -> tuple[list[str], list[str]] | None:
    try:
        data = json.loads((root / JOURNAL).read_text(encoding="utf-8"))
        old, new = data["old"], data["new"]
    except (OSError, ValueError, KeyError, TypeError):
        return None  # none (or cut short while written: no file had moved yet)
    if all(isinstance(p, str) and _inside(p) for p in (*old, *new)):
        return list(old), list(new)
    return None


def _roll_back(folder: Path, root: Path, old: list[str], new: list[str]) -> None:
    """Every file moved in goes, every file moved out comes back: the old site as it was.
    (Old files all move out before any new one moves in: a new file missing from the stage
    is in DIR, an old one present in STAGE/old is out of it.)"""
    for path in new:
        if not (root / "site" / path).exists() and (folder / path).is_file():
            _move(folder / path, root / "site" / path)
    for path in old:
        if (root / "old" / path).exists() or (root / "old" / path).is_symlink():
            _move(root / "old" / path, folder / path)
    with contextlib.suppress(FileNotFoundError):
        (root / JOURNAL).unlink()
    _remove_empty_folders(folder, new)


def _remove_empty_folders(folder: Path, paths: list[str]) -> None:
    """Folders that held only files of ours and are now empty (pyodide/ of a site whose
    layout changed); a folder with anything else in it stays."""
    parents = {parent for p in paths for parent in PurePosixPath(p).parents if parent.parts}
    for parent in sorted(parents, key=lambda p: len(p.parts), reverse=True):
        with contextlib.suppress(OSError):
            (folder / parent).rmdir()


@contextlib.contextmanager
def held_signals() -> Iterator[None]:
    """Ctrl-C and SIGTERM wait until the block is done (then act as usual)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    try:
        before = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    except (ValueError, OSError):  # not the main thread
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
