"""The phone page in a real headless Chromium (Debian's), driven by Playwright, at 360×640.

Skipped, with the reason, only when Chromium or Playwright is not there. Screenshots go to
WUHU_MJ_SCREENSHOTS (default: pytest's tmp dir); docs/img/ holds copies for the README.
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
from web_server import CHROMIUM, CHROMIUM_ARGS, running_server

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

PHONE = {"width": 360, "height": 640}


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
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    opened = context.new_page()
    opened.set_default_timeout(10_000)
    errors: list[str] = []
    opened.on("pageerror", lambda exc: errors.append(str(exc)))
    outside: list[str] = []
    opened.on(
        "request",
        lambda request: None if request.url.startswith(server) else outside.append(request.url),
    )
    opened.goto(server)
    opened.wait_for_selector("body[data-ready=yes]")
    yield opened
    width = opened.evaluate("document.documentElement.scrollWidth")
    context.close()
    assert width <= PHONE["width"]  # nothing sticks out sideways on a phone
    assert errors == [], errors  # no script error on the page
    assert outside == [], outside  # nothing asked of any other server


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("WUHU_MJ_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def tap_tiles(page: Any, codes: str) -> None:
    """Tap each tile in the picker, switching the suit tab as needed."""
    for code in codes.split():
        page.tap(f"#picker-tabs [data-suit='{code[1]}']")
        page.tap(f"#picker [data-tile='{code}']")


def test_tap_a_wuhu_hand_and_read_the_payments(page: Any, shots: Path) -> None:
    # README's first hand: 4m is tapped in the middle, then marked as the winning tile.
    tap_tiles(page, "1m 1m 3m 4m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p")
    assert page.inner_text("#hand-count").startswith("14/14")
    page.tap("#hand-tiles [data-tile='4m']")
    page.tap("#from [data-seat='3']")
    page.tap("#dealer [data-seat='3']")
    page.wait_for_selector("#result[data-state=win]")
    assert page.get_attribute("#hand-tiles .tile.win", "data-tile") == "4m"
    payments = page.locator("#payments .payment")
    assert payments.count() == 1
    assert payments.first.get_attribute("data-from") == "3"
    assert payments.first.locator(".amount").inner_text() == "14"
    assert "3号 付 1号" in payments.first.inner_text()
    total = payments.first.locator("tr.total td.num")
    if total.count():  # the per-payer breakdown, where the JSON has it, adds up to the amount
        assert total.inner_text() == "14"
    assert "压档" in page.inner_text("#result")
    # While the result is out of sight, the bottom bar says who pays; a tap shows the result.
    page.mouse.wheel(0, -10_000)
    page.wait_for_selector("#peek:not(.hidden)")
    assert page.inner_text("#peek") == "胡牌：3号付 14 ↓"
    page.tap("#peek")
    page.wait_for_selector("#peek.hidden", state="attached")
    page.screenshot(path=str(shots / "score.png"), full_page=True)
    # A reload loses nothing.
    page.reload()
    page.wait_for_selector("#result[data-state=win]")
    assert page.locator("#payments .amount").first.inner_text() == "14"


TOUCH = 44  # CSS px: the smallest target a finger hits reliably


def too_small(page: Any) -> list[str]:
    """Visible controls smaller than TOUCH × TOUCH."""
    small = []
    for control in page.locator(
        "button:visible, select:visible, input:visible, label.button"
    ).all():
        box = control.bounding_box()
        if box and (box["width"] < TOUCH or box["height"] < TOUCH):
            name = (
                control.get_attribute("id")
                or control.inner_text()
                or control.get_attribute("data-tile")
            )
            small.append(f"{name} {box['width']:.0f}×{box['height']:.0f}")
    return small


def test_every_control_is_big_enough_to_tap(page: Any) -> None:
    add_meld(page, "peng", "1m", 2)
    tap_tiles(page, "2m 3m 4m 5m 6m 7m 7m 8m 9m 5p 5p")
    page.wait_for_selector("#result[data-state=win]")
    assert too_small(page) == []
    page.tap("#tab-session")
    page.tap("#session-draw")
    page.wait_for_selector("#session-result[data-state=done]", state="attached")
    assert too_small(page) == []


def test_thirteen_tiles_show_what_the_hand_waits_on(page: Any) -> None:
    """README's waits example: 1135789m234678p waits on 4m (压档), 84 self-drawn, 14 fed."""
    tap_tiles(page, "1m 1m 3m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p")
    page.wait_for_selector("#result[data-state=ready]")
    row = page.locator("#waits [data-wait='4m'] td").all_inner_texts()
    assert row[1:] == ["4", "压档", "84", "14"]
    tap_tiles(page, "9s")
    page.wait_for_selector("#result[data-state=not-win]")  # 9s wins nothing
    page.tap("#undo")
    page.wait_for_selector("#result[data-state=ready]")


def test_a_fifth_copy_is_refused(page: Any) -> None:
    tap_tiles(page, "5s 5s 5s 5s 5s")
    assert page.locator("#hand-tiles [data-tile='5s']").count() == 4
    assert "四张" in page.inner_text("#toast")
    assert "full" in (page.get_attribute("#picker [data-tile='5s']", "class") or "")


def test_bad_input_is_shown_in_words(page: Any) -> None:
    tap_tiles(page, "1m 1m 1m 2m 3m 4m 5m 6m 7m 8m 9m 9m 9m 9p")
    page.tap("#from [data-seat='1']")  # the winner cannot discard to himself
    page.wait_for_selector("#result[data-state=error]")
    assert "--from: 胡家不能自己放冲" in page.inner_text("#result")  # as the CLI says it
    page.tap("#lang")
    page.wait_for_selector("#result[data-state=error]")
    assert "--from: the winner cannot discard the winning tile" in page.inner_text("#result")


def test_a_meld_with_its_feeder_and_english(page: Any) -> None:
    page.tap("#lang")
    assert page.inner_text("#tab-score") == "Score"
    add_meld(page, "peng", "1m", 2)
    tap_tiles(page, "2m 3m 4m 5m 6m 7m 7m 8m 9m 5p 5p")
    page.wait_for_selector("#result[data-state=win]")
    assert "+peng111m@2" in page.inner_text("#result")
    assert page.locator("#payments .payment").count() == 3  # a self-draw: three payers


def add_meld(page: Any, kind: str, tile: str, fed_by: int) -> None:
    page.tap(f"[data-meld='{kind}']")
    page.tap(f"#picker-tabs [data-suit='{tile[1]}']")
    page.tap(f"#picker [data-tile='{tile}']")
    page.tap(f"#meld-from [data-seat='{fed_by}']")


def test_liability_from_the_seats_that_fed_the_melds(page: Any) -> None:
    """README's 包牌 hand: three 万 pengs fed by seats 2, 3, 4; seat 4 discards and pays 150."""
    add_meld(page, "peng", "1m", 2)
    add_meld(page, "peng", "5m", 3)
    add_meld(page, "peng", "7m", 4)
    tap_tiles(page, "2m 3m 9m 9m 4m")
    page.tap("#from [data-seat='4']")
    page.tap("#dealer [data-seat='2']")
    page.wait_for_selector("#result[data-state=win]")
    assert page.locator("#payments .amount").all_inner_texts() == ["150"]
    liability = page.inner_text("#result .liability")
    assert "4号包" in liability and "不包牌时：4号付 50" in liability


def test_chizhou_chi_kong_and_a_flower(page: Any) -> None:
    """README's Chizhou hand: 2 花 (a flower, a kong), 大吊车 + 杠开 capped at 3."""
    page.select_option("#rules-select", "chizhou")
    assert page.locator("[data-meld='chi']").count() == 1
    add_meld(page, "chi", "1m", 4)
    add_meld(page, "peng", "7m", 2)
    add_meld(page, "chi", "4s", 4)
    add_meld(page, "gang", "2s", 3)
    tap_tiles(page, "1f 5p 5p")
    page.tap("[data-flag='kong-draw']")
    page.wait_for_selector("#result[data-state=win]")
    assert page.locator("#payments .amount").all_inner_texts() == ["3", "3", "3"]
    assert "番数" in page.inner_text("#result")
    assert too_small(page) == []  # the flower, tapped to take it back, too


def test_anqing_wild_from_the_flipped_tile_in_english(page: Any) -> None:
    """README's Anqing hand: 8m flipped, so 9m is the wild; each seat pays the dealer 18."""
    page.tap("#lang")
    page.select_option("#rules-select", "anqing")
    assert page.locator("#from-row").is_hidden()  # Anqing is self-draw only
    tap_tiles(page, "1m 1m 2m 2m 9m 3p 3p 4p 4p 5s 5s 6s 6s 7s")
    page.select_option("#indicator", "8m")
    page.wait_for_selector("#result[data-state=win]")
    assert page.locator("#payments .amount").all_inner_texts() == ["18", "18", "18"]
    assert "Seat 2 pays Seat 1" in page.inner_text("#payments")
    assert "9m → 7s" in page.inner_text("#result")


def test_a_house_rule_file_is_sent_checked_and_used(page: Any) -> None:
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
    # 四活 self-drawn: 支 12 + 底 6 (the dealer 6 more) + 嘴子 10 × 2 under the house's
    # zuizi 10 (wuhu's 5 gives 34 / 28 / 28).
    tap_tiles(page, "1m 1m 1m 1m 2m 3m 4m 5m 6m 9m 9m 9m 5p 5p")
    page.tap("#dealer [data-seat='2']")
    page.wait_for_selector("#result[data-state=win]")
    assert page.inner_text("#result .details").startswith("our-table")
    assert page.locator("#payments .amount").all_inner_texts() == ["44", "38", "38"]


def play_hand(page: Any, tiles: str, winner: int, discarder: int | None) -> None:
    page.tap("#tab-score")
    page.tap("#clear")
    tap_tiles(page, tiles)
    page.tap(f"#winner [data-seat='{winner}']")
    page.tap(f"#from [data-seat='{discarder or 'none'}']")
    page.wait_for_selector("#result[data-state=win]")
    page.tap("#to-session")
    page.wait_for_selector("#session-result[data-state=done]")


def test_three_hands_in_a_session_and_the_settle_up(page: Any, shots: Path) -> None:
    page.tap("#tab-session")
    for seat, name in enumerate(["老王", "小李", "阿强", "小红"], 1):
        page.fill(f"#player-{seat}", name)
        page.dispatch_event(f"#player-{seat}", "change")
    # Hand 1: 老王 (seat 1, dealer) wins on 阿强's 4m: 压档, 阿强 pays 6 + 4 + 4 = 14.
    play_hand(page, "1m 1m 3m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p 4m", 1, 3)
    # Hand 2: a draw; 老王 keeps the deal.
    page.tap("#session-draw")
    page.wait_for_selector("#session-result[data-state=done]")
    # Hand 3: 小李 self-draws it while 老王 still deals: 支番 12 + 底 8, and 老王 pays the
    # dealer's 底 8 more: 老王 28, 阿强 20, 小红 20 (checked with `wuhu-mj session`).
    play_hand(page, "1m 1m 3m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p 4m", 2, None)
    rows = page.locator("#session-hands .hand-row")
    assert rows.count() == 3
    assert "荒庄" in rows.nth(1).inner_text()
    assert "老王 → 小李 28" in rows.nth(2).inner_text()
    nets = page.locator("#session-result .nets .amt").all_inner_texts()
    assert nets == ["-14", "+68", "-34", "-20"]
    moves = page.locator("#transfers .transfer").all_inner_texts()
    transfers = [" ".join(move.split()) for move in moves]
    assert transfers == ["阿强 → 小李 34", "小红 → 小李 20", "老王 → 小李 14"]
    totals = page.inner_text("#session-result")
    page.wait_for_selector("#toast.hidden", state="attached")
    page.screenshot(path=str(shots / "session.png"), full_page=True)
    # A reload loses nothing.
    page.reload()
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.inner_text("#session-result") == totals
