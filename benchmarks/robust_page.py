"""The `page` class of benchmarks/robust.py (issue 27): `wuhu-mj page DIR` run for real, with
the Pyodide package of the cache (doors/web/pyodide.py), against a user's folder, a deployed site
with its repository, a disk that fills (a file-size limit: EFBIG, as ENOSPC would be), Ctrl-C,
SIGTERM and SIGKILL at random moments, and an npm that hangs. Checks what a user would see:
one line, the old site whole or the new one, never a mix, nothing staged left behind."""

from __future__ import annotations

import hashlib
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from robust_run import Failed, Run, one_line_error, wuhu_mj

COMMAND = [sys.executable, "-m", "wuhu_mj", "page"]


def tree(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): (
            "folder" if p.is_dir() else hashlib.sha256(p.read_bytes()).hexdigest()
        )
        for p in sorted(root.rglob("*"))
    }


def leftovers(parent: Path) -> list[str]:
    return [p.name for p in parent.rglob("*") if "wuhu-mj-" in p.name and p.is_dir()]


def deployed(folder: Path) -> tuple[dict[str, str], float]:
    """A site with a repository and GitHub Pages' files, one page of it edited (so that the
    old site and a new build differ: builds are the same byte for byte)."""
    run = wuhu_mj("page", str(folder), timeout=120)
    if run.code != 0:
        raise Failed(f"page: exit {run.code}, {run.err[:300]!r}")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
    (folder / "CNAME").write_text("mj.example.org\n", encoding="utf-8")
    (folder / ".nojekyll").write_text("", encoding="utf-8")
    with open(folder / "index.html", "a", encoding="utf-8") as file:
        file.write("<!-- edited -->\n")
    return tree(folder), run.seconds


def class_page(args: Any) -> str:
    with tempfile.TemporaryDirectory() as directory:
        top = Path(directory)
        tried = _user_folders(top)
        old, seconds = deployed(top / "site")
        new_site = top / "fresh"
        if wuhu_mj("page", str(new_site), timeout=120).code != 0:
            raise Failed("a first build failed")
        new = {**tree(new_site), **{k: v for k, v in old.items() if k.startswith((".", "CNAME"))}}
        tried += _full_disk(top / "site", old)
        held = _signals(top, old, new, args.tries, seconds)
        tried += _npm_hangs(top)
    return f"{tried} refusals and failures each one line, old site whole; {held}"


def _user_folders(top: Path) -> int:
    project = top / "project"
    (project / "src").mkdir(parents=True)
    (project / "runtime.json").write_text("{}\n", encoding="utf-8")
    (project / "src" / "notes.txt").write_text("x\n", encoding="utf-8")
    (project / ".git").mkdir()
    before = tree(project)
    one_line_error(wuhu_mj("page", str(project), timeout=60))
    started = time.monotonic()
    done = subprocess.run([*COMMAND, "."], capture_output=True, timeout=60, cwd=project)
    one_line_error(Run(done.returncode, done.stdout, done.stderr, time.monotonic() - started, 0))
    if tree(project) != before:
        raise Failed("a user's folder changed")
    return 2


def _full_disk(folder: Path, old: dict[str, str]) -> int:
    """A file-size limit below the largest file: the write fails with EFBIG, as on a full
    disk; the old site stays whole."""
    for limit in (1 << 20, 8 << 20):
        done = subprocess.run(
            [*COMMAND, str(folder), "--force"],
            capture_output=True,
            timeout=120,
            preexec_fn=lambda size=limit: _file_size_limit(size),
        )
        if done.returncode != 2 or done.stderr.count(b"\n") != 1:
            raise Failed(f"file-size limit {limit}: exit {done.returncode}, {done.stderr!r}")
        if b"File too large" not in done.stderr or tree(folder) != old:
            raise Failed(f"file-size limit {limit}: {done.stderr!r}, site changed")
        if leftovers(folder.parent):
            raise Failed(f"left behind: {leftovers(folder.parent)}")
    return 2


def _file_size_limit(size: int) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # EFBIG instead of a signal
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))


def _signals(
    top: Path, old: dict[str, str], new: dict[str, str], tries: int, seconds: float
) -> str:
    """Ctrl-C, SIGTERM and SIGKILL at a random moment of a rebuild (--force over an edited
    site; a build takes `seconds`): afterwards (after the next run's recovery, for SIGKILL)
    DIR is the old site or the new one, whole."""
    rng = random.Random(27)
    counts = {"old": 0, "new": 0}
    for number in range(tries * 3):
        sent = (signal.SIGINT, signal.SIGTERM, signal.SIGKILL)[number % 3]
        folder = top / f"sig{number}"
        shutil.copytree(top / "site", folder, symlinks=True)
        process = subprocess.Popen(
            [*COMMAND, str(folder), "--force"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        time.sleep(rng.uniform(0.2, seconds * 1.2))
        process.send_signal(sent)
        try:
            _, err = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            raise Failed(f"{sent.name}: still running 15 s after it") from None
        # 130 and nothing said: Ctrl-C while Python still starts (wuhu_mj/doors/startup.py); -15:
        # SIGTERM then, before `page` takes it.
        if sent != signal.SIGKILL and process.returncode not in (0, 130, -signal.SIGTERM):
            raise Failed(f"{sent.name}: exit {process.returncode}, {err!r}")
        if process.returncode == 130 and err not in (b"", b"wuhu-mj: interrupted\n"):
            raise Failed(f"{sent.name}: {err!r}")
        if sent == signal.SIGKILL:
            recover = (
                "import sys; from pathlib import Path; from wuhu_mj.doors.web import sitefolder;"
            )
            recover += " sitefolder.recover(Path(sys.argv[1]))"
            subprocess.run([sys.executable, "-c", recover, str(folder)], check=True)
        now = tree(folder)
        if now not in (old, new):
            raise Failed(f"{sent.name} after {number}: neither the old site nor the new")
        if leftovers(top):
            raise Failed(f"{sent.name}: left behind {leftovers(top)}")
        counts["old" if now == old else "new"] += 1
        shutil.rmtree(folder)
    return f"{tries * 3} signals: {counts['old']} left the old site, {counts['new']} the new"


def _npm_hangs(top: Path) -> int:
    bin_dir = top / "bin"
    bin_dir.mkdir()
    (bin_dir / "npm").write_text("#!/bin/sh\nsleep 300 &\nwait\n", encoding="utf-8")
    (bin_dir / "npm").chmod(0o755)
    env = {"PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "WUHU_MJ_CACHE": str(top / "c")}
    run = wuhu_mj("page", str(top / "npm"), "--npm-timeout", "2", env=env, timeout=30)
    if run.seconds > 8 or not run.err.startswith(b"fetching Pyodide"):
        raise Failed(f"a hanging npm: {run.seconds:.1f} s, {run.err!r}")
    run.err = run.err.split(b"\n", 1)[1]
    one_line_error(run)
    return 1
