"""docs/new-variant.md cannot drift: the files it shows (each code block after a
`<!-- file: PATH -->` line; a file's blocks, in order, are the whole file) are the test
plugin's files in tests/plugin, and, installed from the page itself, they answer the example
it shows (the `<!-- run: ... -->` block: each line shown is printed, in that order; `...`
stands for lines left out).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "new-variant.md"
BLOCK = re.compile(r"<!-- (file|run): ([^>]*?) -->\n```[a-z]*\n(.*?)```\n", re.S)


def blocks(kind: str) -> list[tuple[str, str]]:
    return [(m[2], m[3]) for m in BLOCK.finditer(DOC.read_text(encoding="utf-8")) if m[1] == kind]


def shown_files() -> dict[str, str]:
    """Each file the page shows, its blocks joined (two blank lines between them, as between
    top-level definitions)."""
    parts: dict[str, list[str]] = {}
    for path, text in blocks("file"):
        parts.setdefault(path, []).append(text.rstrip("\n"))
    return {path: "\n\n\n".join(texts) + "\n" for path, texts in parts.items()}


def _blank_lines_as_one(text: str) -> str:
    return re.sub(r"\n(?:[ \t]*\n)+", "\n\n", text)


def test_the_page_shows_every_file_of_the_plugin_whole() -> None:
    files = shown_files()
    plugin = ROOT / "tests" / "plugin"
    on_disk = {
        p.relative_to(ROOT).as_posix()
        for p in plugin.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and ".egg-info" not in str(p)
    }
    assert set(files) == on_disk
    for path, text in files.items():
        actual = (ROOT / path).read_text(encoding="utf-8")
        assert _blank_lines_as_one(text) == _blank_lines_as_one(actual), path


def test_the_page_s_code_installed_gives_the_page_s_example(tmp_path: Path) -> None:
    source = tmp_path / "pengpeng-mj"
    for path, text in shown_files().items():
        target = source / Path(path).relative_to("tests/plugin")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    site = tmp_path / "site"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-cache-dir",
            "--target",
            str(site),
            str(source),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    assert done.returncode == 0, done.stderr
    [(_, console)] = blocks("run")
    command = next(line for line in console.splitlines() if line.startswith("$ wuhu-mj "))
    shown = console.split(command + "\n", 1)[1].splitlines()
    args = shlex.split(command.removeprefix("$ wuhu-mj "))
    env = {**os.environ, "PYTHONPATH": str(site), "WUHU_MJ_LANG": "en", "COLUMNS": "100"}
    ran = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    assert ran.returncode == 0, ran.stderr
    printed = iter(line.rstrip() for line in ran.stdout.splitlines())
    for line in shown:
        if line != "...":
            assert line.rstrip() in printed, f"not printed (in this order): {line!r}"
