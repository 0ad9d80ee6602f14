"""click's Chinese catalog when it cannot be read (issue 27): an empty, short, truncated or
damaged `.mo` file in an installed copy is treated as a missing one (click's own words in
English, the rest as usual), never an internal error or a traceback."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

import wuhu_mj
import wuhu_mj.doors.cli.words as words
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.mofile import DOMAIN, MO_PATH, click_translations, mo_bytes

GOOD = Path(MO_PATH).read_bytes()
HEADER = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
SMALL = mo_bytes({"": HEADER, "Usage:": "用法："})

UNREADABLE = {
    "empty": b"",
    "1 byte": GOOD[:1],
    "2 bytes": GOOD[:2],
    "3 bytes": GOOD[:3],
    "the magic number alone": GOOD[:4],
    "a cut header": GOOD[:20],
    "cut in the tables": GOOD[:100],
    "cut in half": GOOD[: len(GOOD) // 2],
    "cut a byte short": GOOD[:-1],
    "text": b"this is not a catalog\n" * 10,
    "zeros": bytes(4096),
    "unknown charset": mo_bytes({"": HEADER.replace("UTF-8", "NOPE-8")}),
    "bad plural form": mo_bytes({"": HEADER.replace("(n != 1)", "(n !=")}),
    "not UTF-8": SMALL.replace("用".encode(), b"\xff\xfe\xfd"),
}
ARGS = [["--help"], ["scor"], ["score", "--nope"], ["score", "1135789m234678p4m", "--from", "3"]]


def catalog_in(folder: Path, content: bytes | None) -> Path:
    """A locale folder whose Chinese click catalog holds `content` (None: no file)."""
    place = folder / "zh" / "LC_MESSAGES"
    place.mkdir(parents=True)
    if content is not None:
        (place / f"{DOMAIN}.mo").write_bytes(content)
    return folder


def said(locale: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]) -> tuple[int, str, str]:
    monkeypatch.setattr(words, "LOCALE_DIR", str(locale))
    result = CliRunner().invoke(cli, [*args, "--lang", "zh"])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("args", ARGS, ids=" ".join)
@pytest.mark.parametrize("content", UNREADABLE.values(), ids=UNREADABLE)
def test_an_unreadable_catalog_is_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes, args: list[str]
) -> None:
    missing = said(catalog_in(tmp_path / "missing", None), monkeypatch, args)
    assert said(catalog_in(tmp_path / "bad", content), monkeypatch, args) == missing
    assert "internal" not in missing[2] and "内部" not in missing[2]


def test_a_folder_in_place_of_the_catalog_is_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locale = catalog_in(tmp_path / "bad", None)
    (locale / "zh" / "LC_MESSAGES" / f"{DOMAIN}.mo").mkdir()
    missing = said(catalog_in(tmp_path / "missing", None), monkeypatch, ["scor"])
    assert said(locale, monkeypatch, ["scor"]) == missing


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_fifo_in_place_of_the_catalog_is_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """gettext would wait for a writer on it for ever (a device such as /dev/zero, read
    without end, is refused by the same check: only a regular file is read)."""
    missing = said(catalog_in(tmp_path / "missing", None), monkeypatch, ["--help"])
    fifo = catalog_in(tmp_path / "fifo", None)
    os.mkfifo(fifo / "zh" / "LC_MESSAGES" / f"{DOMAIN}.mo")
    done: list[tuple[int, str, str]] = []
    asking = threading.Thread(
        target=lambda: done.append(said(fifo, monkeypatch, ["--help"])), daemon=True
    )
    asking.start()
    asking.join(timeout=20)
    assert done == [missing]


def test_the_catalogs_the_cases_start_from_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the cases above damage works whole: click's words come out in Chinese."""
    assert mo_bytes(click_translations()) == GOOD
    code, out, err = said(catalog_in(tmp_path / "good", GOOD), monkeypatch, ["--help"])
    assert (code, err) == (0, "")
    assert out.startswith("用法：")
    code, out, _ = said(catalog_in(tmp_path / "small", SMALL), monkeypatch, ["--help"])
    assert out.startswith("用法：")
    code, out, _ = said(catalog_in(tmp_path / "missing", None), monkeypatch, ["--help"])
    assert out.startswith("Usage:")


def test_an_installed_copy_with_an_empty_catalog(tmp_path: Path) -> None:
    """The package copied as pip installs it, its catalog emptied, run as people run it."""
    site = tmp_path / "site"
    shutil.copytree(Path(wuhu_mj.__file__).parent, site / "wuhu_mj")  # follows rules/builtin
    (site / Path(MO_PATH).relative_to(Path(wuhu_mj.__file__).parent.parent)).write_bytes(b"")
    env = {**os.environ, "PYTHONPATH": str(site), "WUHU_MJ_LANG": "zh"}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True,
            timeout=60, check=False,
        )  # fmt: skip

    where = run("-c", "import wuhu_mj; print(wuhu_mj.__file__)")
    assert where.stdout.strip() == str(site / "wuhu_mj" / "__init__.py")
    helped = run("-m", "wuhu_mj", "--help")
    assert (helped.returncode, helped.stderr) == (0, "")
    assert helped.stdout.startswith("Usage: python -m wuhu_mj")
    assert "安徽麻将算分" in helped.stdout  # the commands' own help is still Chinese
    wrong = run("-m", "wuhu_mj", "score", "--nope")
    assert (wrong.returncode, wrong.stdout) == (2, "")
    assert wrong.stderr.startswith("wuhu-mj: 错误：No such option")  # click's English
    assert len(wrong.stderr.splitlines()) == 1
    scored = run("-m", "wuhu_mj", "score", "1135789m234678p4m", "--from", "3")
    assert (scored.returncode, scored.stderr) == (0, "")
    assert "净额" in scored.stdout
