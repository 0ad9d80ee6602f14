"""`wuhu-mj page`: the static site, and its Python scorer (Pyodide) in a real Chromium.

The site is built once, served by a plain static host on 127.0.0.1, loaded once, and then
used with the network off.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.cli import cli

pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from web_server import CHROMIUM, CHROMIUM_ARGS
from web_site import build_site, static_host

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

PHONE = {"width": 360, "height": 640}
BOOK_HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("site")
    build_site(folder)
    with static_host(folder) as url:
        yield url


@pytest.fixture(scope="module")
def offline(host: str) -> Iterator[Any]:
    """A phone that opened the page once, then lost the network and reloaded it."""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        page = context.new_page()
        page.set_default_timeout(60_000)
        page.goto(host)
        assert page.evaluate("window.wuhuMj.ready")["mode"] == "python"
        context.set_offline(True)
        page.reload()
        assert page.evaluate("window.wuhuMj.ready")["mode"] == "python"
        yield page
        browser.close()


def cli_score(request: dict[str, Any]) -> str:
    args = ["score", request["hand"], "--json"]
    for key, value in request.items():
        if key != "hand":
            args += ["--" + key.replace("_", "-")] + ([] if value is True else [str(value)])
    return CliRunner().invoke(cli, args).stdout


def test_the_site_has_what_it_needs(tmp_path: Path) -> None:
    built = build_site(tmp_path / "site")
    names = {f.path for f in built.files}
    for needed in (
        "index.html",
        "manifest.webmanifest",
        "pyodide/pyodide.asm.wasm",
        "py/wuhu-mj.zip",
    ):
        assert needed in names
    assert (tmp_path / "site" / "sw.js").is_file()
    runtime = json.loads((tmp_path / "site" / "runtime.json").read_text())
    assert runtime["version"] == built.version
    assert built.download < 8_000_000  # what a first visit fetches (gzipped files unpacked)


def test_offline_after_one_visit_the_page_scores_a_hand(offline: Any) -> None:
    printed = offline.evaluate("(r) => window.wuhuMj.score(r)", BOOK_HAND)
    assert printed == cli_score(BOOK_HAND)
    assert json.loads(printed)["payments"] == [
        {"from": 3, "to": 1, "amount": 14, "items": json.loads(printed)["payments"][0]["items"]}
    ]
