"""`wuhu-mj page` carries the installed plugins (doors/web/bundle.py): the test plugin
(tests/plugin) goes into the site's Python with its rule file and entry point, and the page,
offline, scores with it as the CLI does; a plugin the browser could not load is left out with one
warning, and the page keeps every other rule set.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from test_plugin import HAND, site, wuhu

__all__ = ["site"]  # the installed plugin, a fixture of test_plugin.py

BUNDLE = (
    "import json\n"
    "from wuhu_mj.messages.i18n import in_words\n"
    "from wuhu_mj.doors.web.bundle import plugin_bundle\n"
    "found = plugin_bundle()\n"
    "print(json.dumps([sorted(found.files), [in_words(m) for m in found.left_out]]))\n"
)


def bundled(folder: Path) -> tuple[list[str], list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", BUNDLE],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(folder), "WUHU_MJ_LANG": "en"},
        cwd=folder.parent,
    )
    assert done.returncode == 0, done.stderr
    files, left_out = json.loads(done.stdout)
    return files, left_out


def test_the_bundle_carries_the_plugin_and_its_entry_point(site: Path) -> None:
    files, left_out = bundled(site)
    assert left_out == []
    assert {"pengpeng_mj/__init__.py", "pengpeng_mj/pengpeng.yaml"} <= set(files)
    assert "pengpeng_mj-1.0.dist-info/entry_points.txt" in files


def _copy_with(site: Path, tmp_path: Path, extra: str, also: str | None = None) -> Path:
    """The installed plugin, its module given one more line (and one more file)."""
    copy = tmp_path / "site"
    shutil.copytree(site, copy, ignore=shutil.ignore_patterns("__pycache__"))
    module = copy / "pengpeng_mj" / "__init__.py"
    text = module.read_text(encoding="utf-8")
    first = "from __future__ import annotations\n"
    module.write_text(text.replace(first, first + extra), encoding="utf-8")
    if also is not None:
        (copy / "pengpeng_mj" / also).write_bytes(b"\x7fELF")
    return copy


@pytest.mark.parametrize(
    ("extra", "also", "reason"),
    [
        ("import click\n", None, "it imports 'click', which the page does not carry"),
        ("", "_speedups.so", "it holds compiled code the browser cannot load (_speedups.so)"),
    ],
)
def test_a_plugin_the_browser_cannot_load_is_left_out_with_one_warning(
    site: Path, tmp_path: Path, extra: str, also: str | None, reason: str
) -> None:
    copy = _copy_with(site, tmp_path, extra, also)
    files, left_out = bundled(copy)
    assert left_out == [
        f"wuhu-mj: plugin 'pengpeng' (pengpeng-mj) left out of the page, with its rule sets: "
        f"{reason}"
    ]
    assert not any(name.startswith("pengpeng") for name in files)
    # It still works in the CLI, where it loads.
    scored = wuhu(copy, "score", HAND, "-r", "pengpeng", "--json")
    assert scored.returncode == 0 and json.loads(scored.stdout)["rules"] == "pengpeng"


# ------------------------------------------------------------------ the built site, offline


def test_the_offline_page_scores_with_the_plugin(site: Path, tmp_path: Path) -> None:
    pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
    from playwright.sync_api import sync_playwright
    from web_server import CHROMIUM, CHROMIUM_ARGS
    from web_site import offline_phone, static_host

    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}")
    folder = tmp_path / "page"
    args = ["page", str(folder)]
    if os.environ.get("WUHU_MJ_PYODIDE"):
        args += ["--pyodide", os.environ["WUHU_MJ_PYODIDE"]]
    built = wuhu(site, *args)
    if built.returncode != 0 and "pyodide" in built.stderr.lower():
        pytest.skip(f"the static page cannot be built here: {built.stderr}")
    assert built.returncode == 0 and built.stderr == "", built.stderr
    with zipfile.ZipFile(folder / "py" / "wuhu-mj.zip") as archive:
        names = set(archive.namelist())
    # The rule file in its package, beside its code (not among the built-in ones).
    assert "pengpeng_mj/pengpeng.yaml" in names
    assert [n for n in names if n.startswith("rules/pengpeng")] == []
    request: dict[str, Any] = {"hand": HAND, "rules": "pengpeng", "from": 3, "lucky": "5m"}
    with sync_playwright() as p, static_host(folder) as url:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        with offline_phone(browser, url) as page:
            text = page.evaluate("(r) => window.wuhuMj.score(r)", request)
            plain = page.evaluate("(r) => window.wuhuMj.score(r)", {"hand": HAND, "from": 3})
        browser.close()
    scored = json.loads(text)
    assert (scored["rules"], scored["net"]["1"], scored["patterns"]) == (
        "pengpeng",
        19,
        ["pengpeng"],
    )
    cli = wuhu(site, "score", HAND, "-r", "pengpeng", "--from", "3", "--lucky", "5m", "--json")
    assert text == cli.stdout
    assert json.loads(plain)["rules"] == "wuhu"  # the built-in rule sets are all there
