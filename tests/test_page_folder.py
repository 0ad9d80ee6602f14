"""`wuhu-mj page DIR` and the folder it writes into: it removes or replaces only the files it
wrote (doors/web/sitefolder.py), a failure or Ctrl-C at any point leaves the old site whole and no
staging folder behind, and npm cannot hang it.

A tiny stand-in for the npm package pyodide (the five files, a few bytes each) keeps every
build here under a second; what it is made of does not matter to the folder.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import pyodide, site, sitefolder
from wuhu_mj.messages.errors import InputError

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def runtime(tmp_path: Path) -> str:
    folder = tmp_path / "fake-pyodide"
    folder.mkdir()
    for name in pyodide.FILES:
        (folder / name).write_bytes(f"not really {name}\n".encode())
    (folder / "package.json").write_text('{"version": "0.0-test"}', encoding="utf-8")
    return str(folder)


def page(folder: Path, runtime: str, *more: str) -> Any:
    args = ["page", str(folder), "--pyodide", runtime, "--lang", "en", *more]
    return CliRunner().invoke(cli, args)


def tree(root: Path) -> dict[str, str]:
    """Every entry under `root` (hidden ones too): a file's sha256, a folder, a link."""
    out = {}
    for path in sorted(root.rglob("*")):
        key = path.relative_to(root).as_posix()
        if path.is_symlink():
            out[key] = f"link {os.readlink(path)}"
        elif path.is_dir():
            out[key] = "folder"
        else:
            out[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def one_error_line(result: Any) -> str:
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr and "Error(" not in result.stderr
    return lines[0]


def user_project(folder: Path) -> None:
    """A folder holding a file named runtime.json that no build wrote (the issue's case)."""
    (folder / "src").mkdir(parents=True)
    (folder / "runtime.json").write_text("{}\n", encoding="utf-8")
    (folder / "src" / "notes.txt").write_text("x\n", encoding="utf-8")
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")


def built_site(folder: Path, runtime: str) -> dict[str, str]:
    """A site built into `folder`, with a repository and GitHub Pages' files beside it."""
    assert page(folder, runtime).exit_code == 0
    (folder / ".git").mkdir()
    (folder / ".git" / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
    (folder / "CNAME").write_text("mj.example.org\n", encoding="utf-8")
    (folder / ".nojekyll").write_text("", encoding="utf-8")
    return tree(folder)


def leftovers(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if "wuhu-mj" in p.name) + sorted(
        p.relative_to(parent).as_posix() for p in parent.rglob(sitefolder.STAGE)
    )


# ---------------------------------------------------------------- what the build owns


def test_a_folder_the_build_did_not_write_is_refused_and_left_as_it_was(
    tmp_path: Path, runtime: str
) -> None:
    folder = tmp_path / "p"
    user_project(folder)
    before = tree(folder)
    line = one_error_line(page(folder, runtime))
    assert "runtime.json, src/notes.txt" in line and "--force" in line
    assert tree(folder) == before
    assert leftovers(tmp_path) == []


def test_page_dot_in_a_project_is_refused(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    user_project(tmp_path / "project")
    (tmp_path / "project" / "README.md").write_text("mine\n", encoding="utf-8")
    before = tree(tmp_path / "project")
    monkeypatch.chdir(tmp_path / "project")
    line = one_error_line(page(Path("."), runtime))
    assert "README.md, runtime.json, src/notes.txt" in line
    assert tree(tmp_path / "project") == before


def test_a_rebuild_keeps_the_repository_and_the_host_files(tmp_path: Path, runtime: str) -> None:
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    (folder / "index.html").unlink()  # a file of the last build, gone: built again
    result = page(folder, runtime)
    assert result.exit_code == 0, result.output
    assert tree(folder) == before


def test_a_rebuild_removes_the_files_of_the_last_build_it_no_longer_writes(
    tmp_path: Path, runtime: str
) -> None:
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    (folder / "old").mkdir()
    (folder / "old" / "gone.js").write_text("// an older build's\n", encoding="utf-8")
    manifest = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))
    manifest["files"]["old/gone.js"] = sitefolder.sha256(folder / "old" / "gone.js")
    (folder / sitefolder.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    assert page(folder, runtime).exit_code == 0
    assert tree(folder) == before  # old/gone.js and its folder gone, the rest as built


def test_a_file_of_the_last_build_edited_since_is_refused_without_force(
    tmp_path: Path, runtime: str
) -> None:
    folder = tmp_path / "site"
    built = built_site(folder, runtime)
    with open(folder / "style.css", "a", encoding="utf-8") as file:
        file.write("body { color: red }\n")
    edited = tree(folder)
    line = one_error_line(page(folder, runtime))
    assert "style.css" in line and "were changed since" in line and "--force" in line
    assert tree(folder) == edited
    assert page(folder, runtime, "--force").exit_code == 0
    assert tree(folder) == built


def test_force_keeps_foreign_files_and_lists_them_in_the_keep_list(
    tmp_path: Path, runtime: str
) -> None:
    folder = tmp_path / "site"
    built_site(folder, runtime)
    (folder / "notes").mkdir()
    (folder / "notes" / "a.md").write_text("mine\n", encoding="utf-8")
    (folder / "py" / "mine.txt").write_text("mine too\n", encoding="utf-8")
    line = one_error_line(page(folder, runtime))
    assert "notes/a.md, py/mine.txt" in line and '"keep"' in line
    assert page(folder, runtime, "--force").exit_code == 0
    assert (folder / "notes" / "a.md").read_text(encoding="utf-8") == "mine\n"
    assert (folder / "py" / "mine.txt").read_text(encoding="utf-8") == "mine too\n"
    keep = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))["keep"]
    assert keep == ["notes", "py/mine.txt"]
    assert page(folder, runtime).exit_code == 0  # kept now: no --force needed


def test_a_keep_list_entry_the_user_adds_is_honoured(tmp_path: Path, runtime: str) -> None:
    folder = tmp_path / "site"
    built_site(folder, runtime)
    manifest = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))
    manifest["keep"] = ["*.md", "_headers"]
    (folder / sitefolder.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "README.md").write_text("mine\n", encoding="utf-8")
    (folder / "_headers").write_text("/*\n  X-Mine: yes\n", encoding="utf-8")  # the host's own
    assert page(folder, runtime).exit_code == 0
    assert (folder / "README.md").read_text(encoding="utf-8") == "mine\n"
    assert (folder / "_headers").read_text(encoding="utf-8") == "/*\n  X-Mine: yes\n"
    manifest = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))
    assert manifest["keep"] == ["*.md", "_headers"] and "_headers" not in manifest["files"]


def test_force_replaces_a_foreign_file_in_the_site_s_way(tmp_path: Path, runtime: str) -> None:
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "index.html").write_text("<p>my page</p>\n", encoding="utf-8")
    assert "index.html" in one_error_line(page(folder, runtime))
    assert page(folder, runtime, "--force").exit_code == 0
    assert (folder / "index.html").read_bytes() == (site.STATIC / "index.html").read_bytes()
    keep = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))["keep"]
    assert keep == []


@pytest.mark.parametrize(
    "listed", ["../outside.txt", "/etc/hostname", "a/../../outside.txt", "..\\outside.txt"]
)
def test_a_manifest_that_names_files_elsewhere_is_refused(
    tmp_path: Path, runtime: str, listed: str
) -> None:
    folder = tmp_path / "site"
    built_site(folder, runtime)
    (tmp_path / "outside.txt").write_text("not the site's\n", encoding="utf-8")
    manifest = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))
    manifest["files"][listed] = sitefolder.sha256(tmp_path / "outside.txt")
    (folder / sitefolder.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    before = tree(folder)
    line = one_error_line(page(folder, runtime, "--force"))
    assert sitefolder.MANIFEST in line and "not a path inside the folder" in line
    assert (tmp_path / "outside.txt").read_text(encoding="utf-8") == "not the site's\n"
    assert tree(folder) == before


def test_a_linked_folder_in_the_site_is_not_followed(tmp_path: Path, runtime: str) -> None:
    folder = tmp_path / "site"
    built_site(folder, runtime)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "wuhu-mj.zip").write_bytes((folder / site.PYTHON_ZIP).read_bytes())
    for name in os.listdir(folder / "py"):
        os.unlink(folder / "py" / name)
    (folder / "py").rmdir()
    (folder / "py").symlink_to(elsewhere)
    assert "py" in one_error_line(page(folder, runtime))
    kept = tree(elsewhere)
    assert page(folder, runtime, "--force").exit_code == 0  # the link replaced, not followed
    assert not (folder / "py").is_symlink() and (folder / site.PYTHON_ZIP).is_file()
    assert tree(elsewhere) == kept


def test_the_counts_are_the_site_s_own(tmp_path: Path, runtime: str) -> None:
    """The size printed is the build's files', not the repository's beside them."""
    folder = tmp_path / "site"
    built_site(folder, runtime)
    (folder / ".git" / "big.pack").write_bytes(b"\0" * 3_000_000)
    first = page(folder, runtime).stdout.splitlines()[0]
    written = json.loads((folder / sitefolder.MANIFEST).read_text(encoding="utf-8"))["files"]
    unpacked = [p for p in written if not p.endswith(".gz")]
    assert f"({len(unpacked) + 1} files," in first  # the manifest itself is one of them


# ---------------------------------------------------------------- nothing half done


def failing_after(calls: int, error: BaseException, real: Any) -> Any:
    """`real`, that raises `error` on its call number `calls` (counting from 1)."""
    count = [0]

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        count[0] += 1
        if count[0] == calls:
            raise error
        return real(*args, **kwargs)

    return wrapped


FULL_DISK = OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("calls", [1, 3, 12])
def test_a_full_disk_while_copying_leaves_the_old_site_whole(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch, calls: int
) -> None:
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    monkeypatch.setattr(
        site.shutil, "copyfile", failing_after(calls, FULL_DISK, site.shutil.copyfile)
    )
    line = one_error_line(page(folder, runtime))
    assert "No space left on device" in line and "as it was" in line
    assert tree(folder) == before
    assert leftovers(tmp_path) == []


def test_a_full_disk_in_a_new_folder_leaves_no_folder(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(site.shutil, "copyfile", failing_after(5, FULL_DISK, site.shutil.copyfile))
    one_error_line(page(tmp_path / "new" / "site", runtime))
    assert not (tmp_path / "new" / "site").exists()
    assert leftovers(tmp_path / "new") == []


@pytest.mark.parametrize("calls", [1, 10, 40, 60])
def test_a_failure_while_swapping_puts_every_old_file_back(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch, calls: int
) -> None:
    """Old files move out one rename each, new ones in (about 60 renames): a failure at any
    of them is rolled back."""
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    (folder / "index.html").write_bytes(b"")  # a different old site (--force: edited)
    (folder / "py" / "mine.txt").write_text("mine\n", encoding="utf-8")
    before = tree(folder)
    failing = failing_after(calls, FULL_DISK, os.replace)
    monkeypatch.setattr(sitefolder.os, "replace", failing)
    line = one_error_line(page(folder, runtime, "--force"))
    assert "No space left on device" in line
    assert tree(folder) == before
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("where", ["build", "swap"])
def test_ctrl_c_leaves_the_old_site_whole_and_no_staging_folder(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    (folder / "index.html").write_bytes(b"")
    before = tree(folder)
    if where == "build":
        monkeypatch.setattr(site, "_gzip_large", failing_after(1, KeyboardInterrupt(), None))
    else:
        monkeypatch.setattr(
            sitefolder.os, "replace", failing_after(20, KeyboardInterrupt(), os.replace)
        )
    with pytest.raises(KeyboardInterrupt):
        site.build(str(folder), runtime, force=True)
    assert tree(folder) == before
    assert leftovers(tmp_path) == []


def test_a_build_killed_while_swapping_is_rolled_back_by_the_next_run(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SIGKILL between two renames: the next run finds the journal and puts the old site
    back before anything else (here the kill is a failure whose rollback never runs)."""
    folder = tmp_path / "site"
    built_site(folder, runtime)
    (folder / "index.html").write_bytes(b"")
    before = tree(folder)
    with monkeypatch.context() as patched:
        patched.setattr(sitefolder, "_roll_back", lambda *args: None)
        patched.setattr(sitefolder.shutil, "rmtree", lambda *args, **kwargs: None)
        patched.setattr(sitefolder.os, "replace", failing_after(45, FULL_DISK, os.replace))
        with pytest.raises(InputError):
            site.build(str(folder), runtime, force=True)
    assert (folder / sitefolder.STAGE / sitefolder.JOURNAL).is_file()  # as a kill leaves it
    assert tree(folder) != before
    sitefolder.recover(folder)
    assert tree(folder) == before
    assert leftovers(tmp_path) == []
    assert page(folder, runtime, "--force").exit_code == 0


def test_a_staging_folder_of_a_killed_first_build_is_removed(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with monkeypatch.context() as patched:
        patched.setattr(sitefolder.shutil, "rmtree", lambda *args, **kwargs: None)
        patched.setattr(site, "_gzip_large", failing_after(1, KeyboardInterrupt(), None))
        with pytest.raises(KeyboardInterrupt):
            site.build(str(tmp_path / "site"), runtime)
    assert len(leftovers(tmp_path)) == 1  # as a kill leaves it
    assert page(tmp_path / "site", runtime).exit_code == 0
    assert leftovers(tmp_path) == []


# ---------------------------------------------------------------- npm, and signals


def fake_npm(tmp_path: Path) -> dict[str, str]:
    """An `npm` first on PATH that never finishes (its child sleeps); an empty cache."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    npm = bin_dir / "npm"
    npm.write_text(
        f"#!/bin/sh\nsleep 300 &\necho $! > {tmp_path / 'sleeper.pid'}\nwait\n",
        encoding="utf-8",
    )
    npm.chmod(0o755)
    return {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "WUHU_MJ_CACHE": str(tmp_path / "cache"),
        "WUHU_MJ_LANG": "en",
    }


def alive(pid_file: Path) -> bool:
    pid = int(pid_file.read_text())
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return stat.read().split()[2] != "Z"


def test_a_hanging_npm_is_stopped_at_the_timeout(tmp_path: Path) -> None:
    env = fake_npm(tmp_path)
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "page", str(tmp_path / "site"), "--npm-timeout", "2"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert time.monotonic() - started < 10
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        "fetching Pyodide 314.0.8 with npm…",
        "wuhu-mj: error: --pyodide: npm pack pyodide@314.0.8 did not finish within 2 s and was "
        "stopped: check the network (npm's proxy settings), give --npm-timeout more seconds, "
        "or --pyodide PATH",
    ]
    assert not alive(tmp_path / "sleeper.pid")  # npm's own children stopped too
    assert not (tmp_path / "site").exists() and leftovers(tmp_path) == []
    assert list((tmp_path / "cache").iterdir()) == []


@pytest.mark.parametrize("sent", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_or_kill_while_npm_runs(tmp_path: Path, runtime: str, sent: int) -> None:
    """Ctrl-C (or SIGTERM) while npm fetches: out at once, npm stopped, the old site whole,
    nothing staged left."""
    env = fake_npm(tmp_path)
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    process = subprocess.Popen(
        [sys.executable, "-m", "wuhu_mj", "page", str(folder)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    assert process.stderr.readline() == "fetching Pyodide 314.0.8 with npm…\n"
    deadline = time.monotonic() + 10
    while not (tmp_path / "sleeper.pid").is_file() and time.monotonic() < deadline:
        time.sleep(0.05)
    process.send_signal(sent)
    _, err = process.communicate(timeout=10)
    assert (process.returncode, err) == (130, "wuhu-mj: interrupted\n")
    assert not alive(tmp_path / "sleeper.pid")
    assert tree(folder) == before
    assert leftovers(tmp_path) == []


# ---------------------------------------------------------------- frames


def test_the_site_ships_headers_that_forbid_framing(tmp_path: Path, runtime: str) -> None:
    """`_headers` (Netlify, Cloudflare Pages): the meta tag's policy, and what only a header
    can say; the meta tag closes base-uri and form-action; docs/web.md gives nginx the same."""
    assert page(tmp_path / "site", runtime).exit_code == 0
    lines = (tmp_path / "site" / site.HEADERS).read_text(encoding="utf-8").splitlines()
    assert lines[0] == "/*"
    headers = dict(line.strip().split(": ", 1) for line in lines[1:])
    policy = [p.strip() for p in headers["Content-Security-Policy"].split(";")]
    for needed in ("frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"):
        assert needed in policy
    assert headers["X-Frame-Options"] == "DENY"
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert f'content="{"; ".join(policy[:-1])}"' in html  # the meta tag's, and no other
    docs = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    assert (
        f'add_header Content-Security-Policy "{headers["Content-Security-Policy"]}" always;' in docs
    )
    assert 'add_header X-Frame-Options "DENY" always;' in docs


def test_serve_page_serves_the_site_s_files_and_nothing_kept_beside_them(
    tmp_path: Path, runtime: str
) -> None:
    """`serve --page DIR` on a site with its repository: the site's files, never `.git`."""
    pytest.importorskip("starlette", reason="the web extra is not installed")
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    folder = tmp_path / "site"
    built_site(folder, runtime)
    (folder / ".git" / "config").write_text("[remote]\nurl = https://me:token@x\n")
    client = TestClient(create_app(page=str(folder)))
    for path in ("/", "/index.html", "/sw.js", "/runtime.json", f"/{site.PYTHON_ZIP}"):
        assert client.get(path).status_code == 200, path
    assert client.get("/").text == (folder / "index.html").read_text(encoding="utf-8")
    for path in ("/.git/config", "/.git/HEAD", "/CNAME", f"/{sitefolder.MANIFEST}", "/py/"):
        assert client.get(path).status_code == 404, path


def test_a_big_foreign_folder_is_refused_without_reading_all_of_it(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`page ~`: the first few foreign files are enough to refuse."""
    for number in range(50):
        (tmp_path / "home" / f"d{number:02}").mkdir(parents=True)
        (tmp_path / "home" / f"d{number:02}" / "f").write_text("mine\n", encoding="utf-8")
    walked: list[str] = []
    real_walk = os.walk

    def walk(top: Any) -> Any:
        for found in real_walk(top):
            walked.append(found[0])
            yield found

    monkeypatch.setattr(sitefolder.os, "walk", walk)
    line = one_error_line(page(tmp_path / "home", runtime))
    assert "d00/f, d01/f, d02/f, …" in line
    assert len(walked) < 10


def test_a_second_build_into_the_same_folder_meanwhile_is_refused(
    tmp_path: Path, runtime: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second run must not take the first one's staging folder for a killed build's."""
    folder = tmp_path / "site"
    before = built_site(folder, runtime)
    answers: list[Any] = []

    def second_run(staged: Path) -> list[Any]:
        answers.append(page(folder, runtime))
        return real(staged)

    real = site._gzip_large
    monkeypatch.setattr(site, "_gzip_large", second_run)
    site.build(str(folder), runtime)  # the first run: its stage exists while the second runs
    assert "another wuhu-mj page is writing into it" in one_error_line(answers[0])
    assert tree(folder) == before and leftovers(tmp_path) == []
