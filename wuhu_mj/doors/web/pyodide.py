"""The Pyodide runtime the static page carries: taken from the npm package `pyodide` when the
site is built, never from a CDN when the page runs.

`wuhu-mj page DIR` finds it in one of three places, in this order:

1. `--pyodide PATH`: an unpacked npm package (the folder holding `pyodide.mjs`, or its
   parent with `package/`) or the packed `.tgz` (`npm pack pyodide@VERSION`);
2. the cache, `$WUHU_MJ_CACHE` or the platform's cache folder for wuhu-mj (platformdirs:
   `~/.cache/wuhu-mj` or `$XDG_CACHE_HOME/wuhu-mj` on Linux, `~/Library/Caches/wuhu-mj` on
   macOS, under `%LOCALAPPDATA%` on Windows), where an earlier build left
   `pyodide-VERSION.tgz`;
3. `npm pack pyodide@VERSION`, which downloads it from the npm registry (or npm's own cache)
   into a folder of CACHE, from where it is renamed into place once its checksum is the one
   pinned here. npm gets NPM_TIMEOUT seconds (`--npm-timeout`); then it is stopped, with every
   process it started, and the build says so.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import signal
import subprocess
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path

from ...messages.errors import InputError
from ...messages.message import Message
from . import stopping

VERSION = "314.0.8"
# `npm view pyodide@314.0.8 dist.integrity`: the packed file must have this checksum.
INTEGRITY = (
    "sha512-74Wq1kXOC+CCEzAfxuRAO701nAcCMLjf8NrwvWpu8S41dVMXwXmLQ05dYB"
    "+F4e46AdnGo0oq7YHSVUpHsoarLQ=="
)
# The files of the npm package the page loads (the rest are docs, maps and type stubs).
FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
WHERE = "--pyodide"
# Seconds npm may take to fetch the package (about 6.5 MB: a minute at 1 Mbit/s); a network
# that drops packets makes npm retry in silence for many minutes.
NPM_TIMEOUT = 120.0


def cache_dir() -> Path:
    """Where `npm pack` leaves the package between builds."""
    chosen = os.environ.get("WUHU_MJ_CACHE")
    if chosen:
        return Path(chosen)
    import platformdirs  # only when building the page

    return Path(platformdirs.user_cache_dir("wuhu-mj", appauthor=False))


def runtime(
    given: str | None,
    work: Path,
    npm_timeout: float = NPM_TIMEOUT,
    announce: Callable[[Message], None] | None = None,
) -> tuple[Path, str]:
    """The folder holding FILES (unpacked under `work` when it comes packed) and the version
    its package.json names. `announce` is told before npm starts."""
    if given is not None:
        path = Path(given)
        if path.is_dir():
            return _checked(path / "package" if (path / "package").is_dir() else path)
        if path.is_file():
            return _checked(_unpack(path, work))
        raise InputError(Message("page_error_no_such_path", path=given), WHERE)
    packed = cache_dir() / f"pyodide-{VERSION}.tgz"
    if not packed.is_file() or not _matches(packed):
        if announce is not None:
            announce(Message("page_fetching", version=VERSION))
        _npm_pack(packed, npm_timeout)
    if not _matches(packed):
        said = Message("page_error_checksum", path=str(packed), version=VERSION)
        raise InputError(said, WHERE)
    return _checked(_unpack(packed, work))


def _matches(packed: Path) -> bool:
    if not packed.is_file():
        return False
    digest = hashlib.sha512(packed.read_bytes()).digest()
    return "sha512-" + base64.b64encode(digest).decode("ascii") == INTEGRITY


def _npm_pack(packed: Path, timeout: float) -> None:
    """`npm pack` into a fresh folder of the cache, then the file renamed to `packed`: a
    download cut short never sits in the cache under the name of a whole one."""
    npm = shutil.which("npm")
    if npm is None:
        raise InputError(Message("page_error_no_npm", version=VERSION), WHERE)
    packed.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix="npm-pack-", dir=packed.parent))
    try:
        command = [npm, "pack", f"pyodide@{VERSION}", "--pack-destination", str(scratch)]
        done = _run(command, timeout)
        if done.returncode != 0:
            last = (done.stderr.strip().splitlines() or ["no message"])[-1]
            said = Message("page_error_npm_unreachable", version=VERSION, why=last)
            raise InputError(said, WHERE)
        made = scratch / packed.name
        if made.is_file():
            os.replace(made, packed)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run(command: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    """Run npm in its own process group, so that a timeout or Ctrl-C stops it and every
    process it started (which would otherwise hold its output open, and this build with it)."""
    try:
        process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            errors="replace",
            start_new_session=True,
        )
    except OSError as exc:
        said = Message("page_error_npm_failed", version=VERSION, why=str(exc))
        raise InputError(said, WHERE) from None
    try:
        with stopping.interruptible():
            out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _stop(process)
        said = Message("page_error_npm_timeout", version=VERSION, seconds=f"{timeout:g}")
        raise InputError(said, WHERE) from None
    except BaseException:  # Ctrl-C, SIGTERM: npm goes too
        _stop(process)
        raise
    return subprocess.CompletedProcess(command, process.returncode, out, err)


def _stop(process: subprocess.Popen[str]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        process.kill()
    process.communicate()


def _unpack(packed: Path, work: Path) -> Path:
    """The FILES and package.json of a packed npm package, unpacked into `work`."""
    target = Path(tempfile.mkdtemp(prefix="pyodide-", dir=work))
    wanted = {f"package/{name}" for name in (*FILES, "package.json")}
    try:
        with tarfile.open(packed, "r:gz") as tar:
            for member in tar.getmembers():
                stopping.step()
                if member.name in wanted and member.isfile():
                    source = tar.extractfile(member)
                    assert source is not None
                    out = target / Path(member.name).name
                    with source, open(out, "wb") as file:
                        shutil.copyfileobj(source, file)
    except (OSError, tarfile.TarError) as exc:
        said = Message("page_error_not_packed", path=str(packed), why=str(exc))
        raise InputError(said, WHERE) from None
    return target


def _checked(folder: Path) -> tuple[Path, str]:
    missing = [name for name in FILES if not (folder / name).is_file()]
    if missing:
        said = Message("page_error_not_pyodide", path=str(folder), files=", ".join(missing))
        raise InputError(said, WHERE)
    try:
        meta = json.loads((folder / "package.json").read_text(encoding="utf-8"))
        version = str(meta["version"])
    except (OSError, ValueError, KeyError, TypeError):
        version = "unknown"
    return folder, version
