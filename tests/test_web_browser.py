"""The page as `wuhu-mj serve` serves it, in a real headless Chromium (Debian's) driven by
Playwright at 360×640: without a built site it asks the server's POST /api/page (the same
functions the static page runs in the browser); with `--page DIR` it is the static site.

Skipped, with the reason, only when Chromium or Playwright is not there. Screenshots go to
WUHU_MJ_SCREENSHOTS (default: pytest's tmp dir); docs/img/ holds copies.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")
pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from test_web_thumbs import BOOK_HAND, EIGHT_ZHI, Taps, start_evening
from web_server import CHROMIUM, CHROMIUM_ARGS, running_server
from web_site import PHONE, phone_context, screenshots, shared_site

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with running_server() as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    context = phone_context(browser)
    opened = context.new_page()
    opened.set_default_timeout(15_000)
    errors: list[str] = []
    opened.on("pageerror", lambda exc: errors.append(str(exc)))
    outside: list[str] = []
    opened.on("request", lambda r: None if r.url.startswith(server) else outside.append(r.url))
    opened.goto(server)
    opened.wait_for_selector("body[data-ready=yes]")
    assert opened.evaluate("window.wuhuMj.ready")["mode"] == "server"
    yield opened
    width = opened.evaluate("document.documentElement.scrollWidth")
    context.close()
    assert width <= PHONE["width"]  # nothing sticks out sideways on a phone
    assert errors == [], errors  # no script error on the page
    assert outside == [], outside  # nothing asked of any other server


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return screenshots(tmp_path)


def money(page: Any) -> list[str]:
    return [" ".join(p.split()) for p in page.locator("#result .money .pay").all_inner_texts()]


def test_tap_a_wuhu_hand_and_read_the_payment(page: Any) -> None:
    tap = Taps(page)
    tap.tiles(BOOK_HAND)
    tap("#dealer [data-seat='3']")
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    assert money(page) == ["3号 → 1号 14"]
    assert page.inner_text("#message") == "3号 → 1号 14 ↓"
    page.reload()  # a reload loses nothing
    page.wait_for_selector("#result[data-state=win]")
    assert money(page) == ["3号 → 1号 14"]


def test_thirteen_tiles_show_what_the_hand_waits_on(page: Any) -> None:
    """README's waits example: 1135789m234678p waits on 4m (压档), 84 self-drawn, 14 fed."""
    Taps(page).tiles("1m 1m 3m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p")
    page.wait_for_selector("#result[data-state=ready]")
    row = page.locator("#waits [data-wait='4m'] td").all_inner_texts()
    assert row[1:] == ["4", "压档", "84", "14"]


def test_a_fifth_copy_is_refused(page: Any) -> None:
    Taps(page).tiles("5s 5s 5s 5s 5s")
    assert page.locator("#hand-tiles [data-tile='5s']").count() == 4
    assert "四张" in page.inner_text("#message")
    assert "full" in (page.get_attribute("#keyboard [data-tile='5s']", "class") or "")


def test_liability_from_the_seats_that_fed_the_melds(page: Any) -> None:
    """README's 包牌 hand: three 万 pengs fed by seats 2, 3, 4; seat 4 discards and pays 150."""
    tap = Taps(page)
    for tile, fed in [("1m", 2), ("5m", 3), ("7m", 4)]:
        tap("[data-meld='peng']")
        tap(f"#keyboard [data-tile='{tile}']")
        tap(f"#message #seat-{fed}")
    tap.tiles("2m 3m 9m 9m 4m")
    tap("#dealer [data-seat='2']")
    tap.who(1, 4)
    page.wait_for_selector("#result[data-state=win]")
    assert money(page) == ["4号 → 1号 150"]
    tap("#details-toggle")
    liability = page.inner_text("#result .liability")
    assert "4号包" in liability and "不包牌时：4号付 50" in liability


def test_bad_input_names_the_page_controls_in_both_languages(page: Any) -> None:
    page.select_option("#rules-select", "anqing")
    Taps(page).tiles("1m 1m 2m 2m 9m 3p 3p 4p 4p 5s 5s 6s 6s 7s")
    page.tap("#winners [data-winner='1']")
    page.wait_for_selector("#result[data-state=error]")
    assert "钻牌：安庆麻将要知道钻牌：选「钻牌」或「翻牌」" in page.inner_text("#result")
    page.tap("#lang")
    page.wait_for_function("() => document.querySelector('#result').textContent.includes('Bad')")
    said = page.inner_text("#result")
    assert "Wild: Anqing hands need the wild: choose the “Wild” or the “Flipped” tile" in said
    assert "--" not in said
    page.select_option("#opt-indicator", "8m")
    page.wait_for_selector("#result[data-state=win]")
    assert money(page) == ["Seat 2 → Seat 1 18", "Seat 3 → Seat 1 18", "Seat 4 → Seat 1 18"]


def test_a_house_rule_file_is_checked_and_used(page: Any) -> None:
    broken = b"extends: wuhu\nprices:\n  zuizii: 10\n"
    page.set_input_files("#rules-file", files=[{"name": "our.yaml", "mimeType": "text/yaml",
                                                "buffer": broken}])  # fmt: skip
    page.wait_for_selector("#rules-error .status")
    assert "house-rules.yaml:3:3: 不认识的键 'zuizii'" in page.inner_text("#rules-error")
    house = b"extends: wuhu\nname: our-table\nprices:\n  zuizi: 10\n"
    page.set_input_files("#rules-file", files=[{"name": "our.yaml", "mimeType": "text/yaml",
                                                "buffer": house}])  # fmt: skip
    page.wait_for_selector("#rules-select option[value='@house']", state="attached")
    assert page.input_value("#rules-select") == "@house"
    # 四活 self-drawn: 支 12 + 底 6 (the dealer 6 more) + 嘴子 10 × 2 under the house's zuizi 10.
    Taps(page).tiles("1m 1m 1m 1m 2m 3m 4m 5m 6m 9m 9m 9m 5p 5p")
    page.tap("#dealer [data-seat='2']")
    page.tap("#who-grid [data-winner='1'][data-from='none']")
    page.wait_for_selector("#result[data-state=win]")
    assert [m.split()[-1] for m in money(page)] == ["44", "38", "38"]
    # An evening under the house rule: its text names the file, and the scorer reads it.
    start_evening(page)
    page.tap("#tab-session")
    page.select_option("#session-rules", "@house")
    page.wait_for_selector("#session-result[data-state=done]")
    page.tap("#export-text")
    assert "rules: house-rules.yaml\n" in page.input_value("#export-area")


def test_three_hands_in_a_session_and_the_settle_up(page: Any, shots: Path) -> None:
    start_evening(page)
    tap = Taps(page)
    tap.tiles(BOOK_HAND)  # 老王 (the dealer) wins on 阿强's 4m: 14
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    tap("#record")
    tap("#draw")  # a draw: 老王 keeps the deal
    page.wait_for_function("() => document.querySelector('#record').textContent.includes('3')")
    tap.tiles(EIGHT_ZHI)  # 小李 self-draws while 老王 deals: 老王 28, 阿强 20, 小红 20
    tap.who(2, None)
    page.wait_for_selector("#result[data-state=win]")
    assert money(page) == ["老王 → 小李 20 底", "阿强 → 小李 14 底", "小红 → 小李 14 底"]
    tap("#record")
    page.tap("#tab-session")
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-hands .hand-row").count() == 3
    assert page.locator("#session-result .nets .amt").all_inner_texts() == [
        "-6",
        "+48",
        "-28",
        "-14",
    ]
    moves = [" ".join(m.split()) for m in page.locator("#transfers .transfer").all_inner_texts()]
    assert moves == ["阿强 → 小李 28", "小红 → 小李 14", "老王 → 小李 6"]


def test_serve_page_serves_the_static_site(browser: Any, tmp_path_factory: Any) -> None:
    """`wuhu-mj serve --page DIR`: the built site, scoring in the browser; api/page too."""
    with running_server(page=str(shared_site(tmp_path_factory))) as url:
        context = phone_context(browser)
        opened = context.new_page()
        opened.set_default_timeout(60_000)
        opened.goto(url)
        opened.wait_for_selector("body[data-ready=yes]")
        assert opened.evaluate("window.wuhuMj.ready")["mode"] == "python"
        printed = opened.evaluate("window.wuhuMj.score({hand: '1135789m234678p4m', from: 3})")
        assert '"amount": 14' in printed
        context.close()
