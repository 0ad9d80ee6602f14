"""The static site (`wuhu-mj page`) in a frame, in a real Chromium: inside a page of another
site it shows why it does not run and starts nothing; inside a page of its own site, and on
its own, it runs. The host here (Python's http.server) sends no headers, as GitHub Pages
sends none of its own: the page's own check (static/frame.js) is what refuses."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from web_server import CHROMIUM, CHROMIUM_ARGS
from web_site import phone_context, shared_site, static_host

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with static_host(shared_site(tmp_path_factory)) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def framing(url: str) -> str:
    return f'<!doctype html><title>framing</title><iframe src="{url}" width=360 height=640>'


def test_in_a_frame_of_another_site_the_page_refuses_and_starts_nothing(
    browser: Any, host: str, tmp_path: Path
) -> None:
    """Another site: a second host on another port (another origin; both on the loopback, as
    Chromium lets no public page frame a loopback one anyway)."""
    (tmp_path / "framing.html").write_text(framing(host), encoding="utf-8")
    with static_host(tmp_path) as elsewhere:
        refused(browser, host, f"{elsewhere}framing.html")


def refused(browser: Any, host: str, elsewhere: str) -> None:
    context = phone_context(browser)
    requests: list[str] = []
    errors: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(elsewhere)
    frame = page.frame_locator("iframe")
    frame.locator("body[data-ready=framed]").wait_for(timeout=30_000)
    text = frame.locator("body").inner_text()
    assert "这个页面不在别的网站的框里运行" in text
    assert f"This page does not run inside another site's frame; open it directly: {host}" in text
    page.wait_for_timeout(1500)  # time for anything that would start
    # The page's modules are fetched (a module graph is, before it runs), but none ran: no
    # scorer worker, no runtime, no service worker, no window.wuhuMj.
    late = ("runtime.json", "sw.js", "scorer-worker.js")
    started = [u for u in requests if u.endswith(late) or "pyodide/" in u or "/py/" in u]
    assert started == []
    assert not page.frames[1].evaluate("'wuhuMj' in window")
    assert errors == ["wuhu-mj: not run inside a frame of another site"]
    context.close()


def test_in_a_frame_of_its_own_site_and_on_its_own_the_page_runs(browser: Any, host: str) -> None:
    context = phone_context(browser)
    own = f"{host}framing-test.html"  # a page of the same origin, made up by the test's route
    context.route(own, lambda route: route.fulfill(body=framing(host), content_type="text/html"))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(own)
    frame = page.frame_locator("iframe")
    frame.locator("body[data-ready=yes]").wait_for(timeout=120_000)
    assert page.frames[1].evaluate("window.wuhuMj.ready")["mode"] == "python"
    page.goto(host)
    page.wait_for_selector("body[data-ready=yes]", timeout=120_000)
    context.close()
    assert errors == []
