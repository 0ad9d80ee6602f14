"""The page draws from the scorer's manifest and leaves sums and words to Python, in a real
headless Chromium (as test_web_browser.py): a total at the finest unit is exact, and a
plugin's option (the test plugin, tests/plugin, served by `wuhu-mj serve` in a process that
has it installed) is labelled with its label and written in the session text with its word.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")
pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from test_plugin import HAND, site
from test_web_thumbs import BOOK_HAND, Taps, start_evening
from web_server import CHROMIUM, CHROMIUM_ARGS, free_port
from web_site import phone_context

__all__ = ["site"]  # the installed plugin, a fixture of test_plugin.py

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[str]:
    """`wuhu-mj serve` in a process that has the test plugin installed."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": str(site), "WUHU_MJ_LANG": "zh"}
    args = [sys.executable, "-m", "wuhu_mj", "serve", "--port", str(port), "--no-qr"]
    process = subprocess.Popen(
        args, env=env, cwd=site.parent, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError("the server did not start") from None
            time.sleep(0.1)
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        process.terminate()
        process.wait(timeout=10)
        assert process.stderr is not None
        process.stderr.close()


@pytest.fixture
def page(server: str) -> Iterator[Any]:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = phone_context(browser)
        opened = context.new_page()
        opened.set_default_timeout(15_000)
        errors: list[str] = []
        opened.on("pageerror", lambda exc: errors.append(str(exc)))
        opened.goto(server)
        opened.wait_for_selector("body[data-ready=yes]")
        yield opened
        context.close()
        browser.close()
        assert errors == [], errors


def test_a_total_at_the_finest_unit_is_exact(page: Any, server: str) -> None:
    page.fill("#opt-unit", "0.000001")
    page.dispatch_event("#opt-unit", "change")
    tap = Taps(page)
    tap.tiles(BOOK_HAND)
    tap.who(1, None)
    page.wait_for_selector("#result[data-state=win]")
    request = {"hand": BOOK_HAND.replace(" ", ""), "unit": "0.000001"}
    answer = page.evaluate("(r) => window.wuhuMj.score(r)", request)
    amounts = [str(p["amount"]) for p in json.loads(answer, parse_float=Decimal)["payments"]]
    assert len(amounts) == 3 and amounts[0] == "0.000028"
    total = sum(Decimal(a) for a in amounts)
    assert str(total) == "0.000084"
    verdict = page.inner_text("#message")
    assert "0.000084" in verdict and "0.0001" not in verdict, verdict


def test_a_plugins_option_has_its_label_and_its_session_word(page: Any) -> None:
    page.select_option("#rules-select", "pengpeng")
    page.wait_for_selector("#opt-lucky")
    assert page.inner_text("label[for=opt-lucky]") == "幸运"  # its label, not its help
    start_evening(page)
    tap = Taps(page)
    tap.tiles(_codes(HAND))
    page.select_option("#opt-lucky", "5m")
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    page.wait_for_function("() => !document.querySelector('#record').disabled")
    tap("#record")
    page.tap("#tab-session")
    page.wait_for_selector("#session-result[data-state=done]")
    line = page.inner_text("#session-hands .hand-row .code")
    assert line.endswith(" 幸运牌=5m"), line
    assert "lucky" not in line


def _codes(hand: str) -> str:
    """`111m222p` as the keyboard's codes: `1m 1m 1m 2p 2p 2p`."""
    out: list[str] = []
    digits = ""
    for ch in hand:
        if ch.isdigit():
            digits += ch
        else:
            out += [f"{d}{ch}" for d in digits]
            digits = ""
    return " ".join(out)
