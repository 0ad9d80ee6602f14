"""The static page at a table, by thumb: 360×640, touch, the network off after one visit.

Each test starts from a phone that opened the page once and then lost the network; the
page's storage is cleared between tests. Screenshots of each step go to
WUHU_MJ_SCREENSHOTS (default: pytest's tmp dir); docs/img/page-*.png are copies.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from web_server import CHROMIUM, CHROMIUM_ARGS
from web_site import (
    FIND_SMALL_OR_COVERED,
    PHONE,
    offline_phone,
    screenshots,
    settled,
    shared_site,
    static_host,
)

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

BOOK_HAND = "1m 1m 3m 5m 7m 8m 9m 2p 3p 4p 6p 7p 8p 4m"  # 压档 on 4m: 14 from a non-dealer
EIGHT_ZHI = "1m 1m 2m 3m 4m 6m 7m 8m 2p 3p 4p 6p 7p 5p"  # 8支 平胡


@pytest.fixture(scope="module")
def phone(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with static_host(shared_site(tmp_path_factory)) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        with offline_phone(browser, url) as page:
            yield page
        browser.close()


@pytest.fixture
def page(phone: Any) -> Any:
    """The phone with nothing saved (still offline)."""
    phone.evaluate("localStorage.clear()")
    phone.reload()
    phone.wait_for_selector("body[data-ready=yes]")
    assert phone.evaluate("window.wuhuMj.ready")["timings"]["snapshot"] is True
    yield phone
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    return screenshots(tmp_path)


class Taps:
    """Taps on the page, counted."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.count = 0

    def __call__(self, selector: str) -> None:
        self.page.tap(selector)
        settled(self.page)  # what the tap did is on the screen before the next
        self.count += 1

    def tiles(self, codes: str) -> None:
        for code in codes.split():
            self(f"#keyboard [data-tile='{code}']:not([data-bonus])")

    def who(self, winner: int, discarder: int | None) -> None:
        self(f"#who-grid [data-winner='{winner}'][data-from='{discarder or 'none'}']")


def start_evening(page: Any, names: str = "老王 小李 阿强 小红") -> None:
    page.tap("#tab-session")
    page.tap("#evening-new")
    for seat, name in enumerate(names.split(), 1):
        page.fill(f"#player-{seat}", name)
        page.dispatch_event(f"#player-{seat}", "change")
        page.wait_for_function(
            f"() => document.querySelector('#player-{seat}').value === '{name}'"
            " && document.querySelector('#session-result').dataset.state === 'done'"
        )
    page.tap("#tab-score")


def recorded(page: Any, number: int) -> None:
    page.wait_for_function(
        f"() => document.querySelector('#record').textContent.includes('{number + 1}')"
    )


def session_rows(page: Any) -> list[str]:
    page.tap("#tab-session")
    page.wait_for_selector("#session-result[data-state=done]")
    return page.locator("#session-hands .hand-row").all_inner_texts()


def test_score_a_hand_by_tapping(page: Any, shots: Path) -> None:
    page.screenshot(path=str(shots / "page-first-screen.png"), scale="css")
    assert page.locator("#keyboard").is_visible()  # the first screen is the tile keyboard
    tap = Taps(page)
    tap.tiles(BOOK_HAND)
    tap("#dealer [data-seat='3']")
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    pays = page.locator("#result .money .pay")
    assert pays.count() == 1
    assert pays.first.get_attribute("data-from") == "3"
    assert " ".join(pays.first.inner_text().split()) == "3号 → 1号 14"
    assert page.inner_text("#message") == "3号 → 1号 14 ↓"  # the verdict, above the keyboard
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "page-score.png"), scale="css")
    tap("#details-toggle")
    assert "压档" in page.inner_text("#breakdown")
    page.locator("#result").screenshot(path=str(shots / "page-breakdown.png"), scale="css")
    page.reload()  # offline: everything is still there
    page.wait_for_selector("#result[data-state=win]")
    assert page.inner_text("#message") == "3号 → 1号 14 ↓"


def key_boxes(page: Any) -> list[tuple[float, float, float, float]]:
    """Where each key of the keyboard and each cell of the who-from-whom table is."""
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('#keyboard button, #who-grid button')]
            .map((b) => { const r = b.getBoundingClientRect();
                          return [r.x, r.y + window.scrollY, r.width, r.height]; })"""
    )
    return [tuple(box) for box in boxes]


def center(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_keys_stay_put_while_a_hand_is_entered(page: Any) -> None:
    """Taps at fixed points, as a thumb taps: the 7th and 13th tiles, a meld, its feeder
    prompt, a refusal and the result move no key."""
    before = key_boxes(page)
    codes = ["1m", "3m", "5m", "8m", "9m", "4p", "9s", "7z"]
    spots = {code: center(page, f"#keyboard [data-tile='{code}']") for code in codes}
    spots["peng"] = center(page, "[data-meld='peng']")
    for n, code in enumerate(
        ["1m", "1m", "3m", "3m", "8m", "9m", "7z", "peng", "7z", "3m", "4p", "5m"], 1
    ):
        if code == "peng":  # a pung of 9s, by coordinates; the feeder prompt is not answered
            page.touchscreen.tap(*spots["peng"])
            page.touchscreen.tap(*spots["9s"])
            settled(page)
            assert page.locator("#message [id^=seat-]").count() == 5
        else:
            page.touchscreen.tap(*spots[code])
            settled(page)
        assert key_boxes(page) == before, (n, code)
    assert page.inner_text("#hand-count") == "14/14"
    strip = page.eval_on_selector_all(
        "#hand-tiles > .tile", "(tiles) => tiles.map((t) => t.dataset.tile).join(' ')"
    )
    assert strip == "1m 1m 3m 3m 3m 8m 9m 4p 7z 7z 5m"  # sorted, the winning tile last
    assert page.locator("#hand-tiles .meld").count() == 1
    page.touchscreen.tap(*spots["1m"])  # a 15th tile is refused
    settled(page)
    assert "14" in page.inner_text("#message")
    page.touchscreen.tap(*center(page, "#who-grid [data-winner='2'][data-from='none']"))
    page.wait_for_selector("#result[data-state]:not([data-state=scoring])")
    assert key_boxes(page) == before


def test_a_discard_win_in_a_session_takes_16_taps(page: Any) -> None:
    start_evening(page)
    tap = Taps(page)
    tap.tiles(BOOK_HAND)  # 14
    tap.who(1, 3)  # 老王 wins on 阿强's discard: 1
    page.wait_for_selector("#result[data-state=win]")
    tap("#record")  # 1
    recorded(page, 1)
    assert tap.count <= 16
    session_rows(page)
    assert page.inner_text("#session-hands [data-hand='0'] .code") == "老王 阿强 1135789m234678p4m"


def test_the_session_says_who_deals_and_records_what_it_previews(page: Any, shots: Path) -> None:
    """Hand 1: 阿强 wins on 老王's discard, so the deal moves to 小李 (seat 2). Hand 2: 小李
    self-draws as the dealer, so all three pay the dealer's extra: the card says it before
    recording, and the session records exactly that."""
    start_evening(page)
    assert page.inner_text("#status") == "第 1 手 · 庄 老王"
    tap = Taps(page)
    tap.tiles(BOOK_HAND)
    tap.who(3, 1)
    page.wait_for_selector("#result[data-state=win]")
    tap("#record")
    recorded(page, 1)
    page.wait_for_function(
        "() => document.querySelector('#status').textContent.includes('第 2 手')"
    )
    assert page.inner_text("#status") == "第 2 手 · 庄 小李"
    assert page.locator("#dealer").count() == 0  # inside an evening nobody picks the dealer
    tap.tiles(EIGHT_ZHI)
    tap.who(2, None)
    page.wait_for_selector("#result[data-state=win]")
    preview = [" ".join(p.split()) for p in page.locator("#result .money .pay").all_inner_texts()]
    assert preview == ["老王 → 小李 20 底", "阿强 → 小李 20 底", "小红 → 小李 20 底"]
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "page-session-preview.png"), scale="css")
    tap("#record")
    recorded(page, 2)
    rows = session_rows(page)
    assert rows[1].splitlines()[0] == "第 2 手 · 庄 小李 · 小李 自摸"
    paid = [line for line in rows[1].splitlines() if "→" in line]
    assert paid == ["老王 → 小李 20 · 底", "阿强 → 小李 20 · 底", "小红 → 小李 20 · 底"]
    assert "下一手：庄 小李" in page.inner_text("#next-dealer")


def play(page: Any, tiles: str, winner: int, discarder: int | None) -> None:
    page.tap("#tab-score")
    tap = Taps(page)
    tap.tiles(tiles)
    tap.who(winner, discarder)
    page.wait_for_selector("#result[data-state=win]")
    number = int(page.inner_text("#record").split("第 ")[1].split(" ")[0])
    tap("#record")
    recorded(page, number)


THREE_HANDS = """players: 老王 小李 阿强 小红
rules: wuhu
unit: 1
dealer: 老王
老王 阿强 1135789m234678p4m
荒庄
小李 自摸 11234678m23467p5p
"""


def test_three_hands_export_and_import_offline(page: Any, shots: Path) -> None:
    start_evening(page)
    play(page, BOOK_HAND, 1, 3)
    page.tap("#tab-session")
    page.tap("#session-draw")
    page.wait_for_selector("#session-result[data-state=done]")
    play(page, EIGHT_ZHI, 2, None)
    rows = session_rows(page)
    assert len(rows) == 3 and "荒庄" in rows[1]
    nets = page.locator("#session-result .nets .amt").all_inner_texts()
    moves = [" ".join(m.split()) for m in page.locator("#transfers .transfer").all_inner_texts()]
    page.screenshot(path=str(shots / "page-session.png"), scale="css", full_page=True)
    # The text form: what `wuhu-mj session` reads, and it says what the page says.
    page.tap("#export-text")
    text = page.input_value("#export-area")
    assert text == THREE_HANDS
    printed = CliRunner().invoke(cli, ["session", "-", "--json"], input=text)
    assert printed.stdout == page.evaluate("(t) => window.wuhuMj.session(t)", text)
    assert [f"{v:+d}" if v else "0" for v in json.loads(printed.stdout)["net"].values()] == nets
    # CSV: a table, whose last column is the text; it imports as a new evening.
    page.tap("#export-csv")
    with page.expect_download() as saved:
        page.tap("#download-csv")
    csv = Path(saved.value.path()).read_text(encoding="utf-8")
    assert saved.value.suggested_filename.endswith(".csv")
    assert csv.splitlines()[0].startswith("\ufeff手,庄,胡家,放冲,手牌,老王,小李,阿强,小红,")
    assert csv.splitlines()[-1].startswith("合计,,,,,")
    page.tap("#export-import")
    page.fill("#import-area", csv)
    page.tap("#import-go")
    page.wait_for_selector("#session-result[data-state=done]")
    page.tap("#export-text")
    assert page.input_value("#export-area") == THREE_HANDS
    # A link with the whole evening in its fragment, and its QR code; opened (offline), it
    # offers the evening.
    page.tap("#export-link")
    page.wait_for_selector("#export-qr svg")
    link = page.input_value("#export-url")
    assert "#s=" in link and len(link) < 400
    page.locator("#exports").screenshot(path=str(shots / "page-export-link.png"), scale="css")
    page.goto(link)
    page.wait_for_selector("#open-link")
    assert "3 手" in page.inner_text("#link-offer")
    # Before it is imported: its players, hands and totals (the scorer's, in Pyodide).
    assert page.inner_text("#link-players") == "链接里的一场：老王 小李 阿强 小红"
    assert page.locator("#link-confirm .nets .amt").all_inner_texts() == nets
    page.tap("#open-link")
    page.wait_for_selector("#session-result[data-state=done]")
    assert [
        " ".join(m.split()) for m in page.locator("#transfers .transfer").all_inner_texts()
    ] == moves
    # three evenings, and none (the list is redrawn once the evening is stored)
    page.wait_for_function("() => document.querySelectorAll('#evening-list option').length === 4")
    # A reload (still offline) loses nothing.
    page.reload()
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-result .nets .amt").all_inner_texts() == nets


def test_deleting_a_hand_asks_and_can_be_undone(page: Any, shots: Path) -> None:
    start_evening(page)
    play(page, BOOK_HAND, 1, 3)
    play(page, EIGHT_ZHI, 2, None)
    rows = session_rows(page)
    page.tap("#session-hands [data-hand='0'] button.x")
    page.wait_for_selector("#remove-yes")
    assert "删除第 1 手？" in page.inner_text("#session-hands")
    page.tap("#remove-no")  # asked, and not deleted
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-hands .hand-row").all_inner_texts() == rows
    page.tap("#session-hands [data-hand='0'] button.x")
    page.wait_for_selector("#remove-yes")
    page.tap("#remove-yes")
    page.wait_for_selector("#undo-row")
    page.locator("#session-hands").screenshot(path=str(shots / "page-undo.png"), scale="css")
    assert "已删除第 1 手" in page.inner_text("#undo-row")
    page.tap("#undo-remove")
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-hands .hand-row").all_inner_texts() == rows


def test_chizhou_counts_are_apart_from_the_money(page: Any, shots: Path) -> None:
    """README's Chizhou hand: 2 花 (a flower, a kong), 大吊车 + 杠开 capped at 3 番."""
    page.select_option("#rules-select", "chizhou")
    tap = Taps(page)
    for kind, tile, fed in [
        ("chi", "1m", 4),
        ("peng", "7m", 2),
        ("chi", "4s", 4),
        ("gang", "2s", 3),
    ]:
        tap(f"[data-meld='{kind}']")
        tap(f"#keyboard [data-tile='{tile}']")
        tap(f"#message #seat-{fed}")
    tap("#keyboard [data-tile='1f']")
    tap.tiles("5p 5p")
    tap.who(1, None)
    tap("[data-flag='kong-draw']")
    page.wait_for_selector("#result[data-state=win]")
    money = [" ".join(p.split()) for p in page.locator("#result .money .pay").all_inner_texts()]
    assert money == ["2号 → 1号 3", "3号 → 1号 3", "4号 → 1号 3"]
    counts = {
        c.get_attribute("data-key"): c.inner_text() for c in page.locator(".counts .count").all()
    }
    assert counts["hua"] == "花数 2" and counts["value"] == "番数 3"
    assert "番数" not in page.inner_text("#result .money")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "page-chizhou.png"), scale="css")


def test_english_fits_and_names_the_page_controls(page: Any, shots: Path) -> None:
    page.tap("#lang")
    page.wait_for_function("() => document.querySelector('#tab-score').textContent === 'Score'")
    assert page.locator("header.bar").bounding_box()["height"] <= 56  # one line
    page.select_option("#rules-select", "anqing")
    Taps(page).tiles("1m 1m 2m 2m 9m 3p 3p 4p 4p 5s 5s 6s 6s 7s")
    page.tap("#winners [data-winner='1']")
    page.wait_for_selector("#result[data-state=error]")
    said = page.inner_text("#result")
    assert "--" not in said and "“Wild”" in said  # the page's controls, not CLI flags
    page.select_option("#opt-indicator", "8m")
    page.wait_for_selector("#result[data-state=win]")
    page.tap("#details-toggle")
    breakdown = page.inner_text("#breakdown")
    assert "basic win" in breakdown and "dealer's extra" in breakdown
    page.screenshot(path=str(shots / "page-english.png"), scale="css")


def test_compare_with_other_rule_sets(page: Any, shots: Path) -> None:
    """Issue 20's "compare with…": 清一色 + 四活, seat 3 discarding while seat 2 deals, under
    the Wuhu rule sets side by side, scored by the Python in the browser."""
    tap = Taps(page)
    tap.tiles("1m 1m 1m 1m 2m 3m 4m 5m 5m 5m 6m 6m 7m 8m")
    tap("#dealer [data-seat='2']")
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    tap("#compare-toggle")
    page.wait_for_selector("#compare[data-state=done]")

    def table() -> list[list[str]]:
        rows = page.locator("#compare-table tr").all()
        return [[" ".join(c.split()) for c in r.locator("th, td").all_inner_texts()] for r in rows]

    assert table() == [
        ["座位", "wuhu", "wuhu-315", "wuhu-fan"],
        ["≠ 1号", "+50", "+40", "+150"],
        ["2号", "0", "0", "0"],
        ["≠ 3号", "-50", "-40", "-150"],
        ["4号", "0", "0", "0"],
    ]
    assert "≠ 这一行各套规则不同" in page.inner_text("#compare")
    page.locator("#compare").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "page-compare.png"), scale="css")
    tap("#compare-choices [data-compare='wuhu-fan']")  # dropped from the table
    page.wait_for_function(
        "() => document.querySelectorAll('#compare-table thead th').length === 3"
        " && document.querySelector('#compare').dataset.state === 'done'"
    )
    tap("#compare-choices [data-compare='chizhou']")  # no win under Chizhou: too few 花
    page.wait_for_function(
        "() => document.querySelectorAll('#compare-table thead th').length === 4"
        " && document.querySelector('#compare').dataset.state === 'done'"
    )
    assert table()[2] == ["≠ 2号", "0", "0", "—"]
    assert "chizhou：不成胡：" in page.inner_text("#compare")
    page.tap("#lang")
    page.wait_for_function(
        "() => document.querySelector('#compare-table th')?.textContent === 'Seat'"
    )
    page.wait_for_selector("#compare[data-state=done]")
    assert table()[1][0] == "≠ Seat 1"
    said = page.inner_text("#compare")
    assert "chizhou: Not a win: " in said and "Compare" not in said  # open: "Close"


TOUCH = 44  # CSS px: the smallest target a finger hits reliably
KEY_WIDTH = 36  # the keyboard's keys: nine to a row at 360 px (a phone's own keys are ~32)


def test_every_control_is_big_enough_and_nothing_covers_one(page: Any) -> None:
    start_evening(page)
    Taps(page).tiles(BOOK_HAND)
    page.tap("#who-grid [data-winner='1'][data-from='3']")
    page.wait_for_selector("#result[data-state=win]")
    for view in ("#tab-score", "#tab-session"):
        page.tap(view)
        found = page.evaluate(FIND_SMALL_OR_COVERED, [TOUCH, KEY_WIDTH])
        assert found == [], view


# 一炮多响 (docs/sessions.md): 乙 (seat 2) discards 9m, 丙 and 丁 both win on it; 丁's 清一色
# was fed three pengs by 甲 (承包). tests/test_several_winners.py has the same line on the CLI.
SMALL_TAPS = "9m 1p 2p 3p 4p 5p 6p 7s 8s 9s"  # then 碰 中, 花 冬梅, 9m: 123p456p789s99m+peng777z
SMALL = "123p456p789s99m+peng777z+hua4f5f"
BIG = "456m99m+peng111m@1+peng222m@1+peng333m@1+hua1f2f3f"


def alone(hand: str, winner: int) -> dict[str, int]:
    """What `score` says the hand pays on its own: seat 2 discarding, seat 1 dealing."""
    args = ["score", "-r", "chizhou", hand, "--winner", str(winner), "--from", "2", "--json"]
    printed = CliRunner().invoke(cli, args)
    net: dict[str, int] = json.loads(printed.stdout)["net"]
    return net


def tap_meld(tap: Taps, kind: str, tile: str, fed: str) -> None:
    tap(f"[data-meld='{kind}']")
    tap(f"#keyboard [data-tile='{tile}']")
    tap(f"#message #seat-{fed}")


def test_one_discard_two_winners_in_a_chizhou_evening(page: Any, shots: Path) -> None:
    page.select_option("#rules-select", "chizhou")
    start_evening(page, "甲 乙 丙 丁")
    tap = Taps(page)
    tap.tiles(SMALL_TAPS)
    tap_meld(tap, "peng", "7z", "none")
    tap("#keyboard [data-tile='4f'][data-bonus]")
    tap("#keyboard [data-tile='5f'][data-bonus]")
    tap.tiles("9m")
    tap.who(3, 2)
    page.wait_for_selector("#result[data-state=win]")
    tap("#also-won")  # 丙's win is kept; 丁's hand on the same discard next
    page.wait_for_selector("#also-list [data-also='0']")
    assert page.inner_text("#also-list [data-also='0'] .grow").startswith("丙 · ")
    tap.tiles("4m 5m 6m 9m")
    for tile in ("1m", "2m", "3m"):
        tap_meld(tap, "peng", tile, "1")
    for flower in ("1f", "2f", "3f"):
        tap(f"#keyboard [data-tile='{flower}'][data-bonus]")
    tap.tiles("9m")
    tap.who(4, 2)
    page.wait_for_selector("#result[data-state=win]")
    assert page.inner_text("#result .status").endswith("丙、丁 胡 乙 放冲（一炮多响）")
    assert money_of(page) == ["乙 → 丙 1 现金", "甲 → 丁 3 现金", "乙 → 丁 3 现金"]
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / "page-several-winners.png"), scale="css", full_page=True)
    tap("#record")
    recorded(page, 1)
    rows = session_rows(page)
    assert "丙、丁 胡 乙 放冲（一炮多响）" in rows[0]
    line = page.inner_text("#session-hands [data-hand='0'] .code")
    assert line.startswith("丙,丁 乙 ")
    # The evening's sums are the two hands scored alone, added; the next dealer is 丙, the
    # first winner after 乙 (002 谁在前谁做庄): both are the session scorer's answers.
    each = [alone(SMALL, 3), alone(BIG, 4)]
    summed = [each[0][s] + each[1][s] for s in "1234"]
    assert summed == [-3, -4, 1, 6]
    nets = page.locator("#session-result .nets .amt").all_inner_texts()
    assert nets == [f"{v:+d}" for v in summed]
    assert page.inner_text("#next-dealer") == "下一手：庄 丙"


def money_of(page: Any) -> list[str]:
    return [" ".join(p.split()) for p in page.locator("#result .money .pay").all_inner_texts()]


def test_a_wuhu_evening_offers_no_second_winner(page: Any) -> None:
    """000 三.3 无一炮两响: the page does not offer a second winner under Wuhu's rules."""
    start_evening(page)
    Taps(page).tiles(BOOK_HAND)
    Taps(page).who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    assert page.locator("#also-won").is_hidden()
    assert page.locator("#record").is_enabled()


def test_the_hand_strip_at_360_px(page: Any, shots: Path) -> None:
    """The strip follows the tile tapped last, shows a cue where more is out of sight, and
    puts the 胡 badge only on a complete hand; English labels say what they mean."""
    page.select_option("#rules-select", "chizhou")
    tap = Taps(page)
    tap.tiles("4m 5m 6m 9m")
    assert page.locator("#hand-tiles .badge").count() == 0  # 4 tiles: no winning tile yet
    for tile in ("1m", "2m", "3m"):
        tap_meld(tap, "peng", tile, "2")
    for flower in ("1f", "2f", "3f", "4f", "5f"):
        tap(f"#keyboard [data-tile='{flower}'][data-bonus]")
    assert page.inner_text("#hand-count") == "13/14"
    assert page.locator("#hand-tiles .badge, #hand-tiles .win").count() == 0  # 13: no 胡
    box = page.locator("#hand-tiles").bounding_box()
    newest = page.locator("#hand-tiles .newest").bounding_box()
    assert page.locator("#hand-tiles .newest").get_attribute("data-tile") == "5f"
    inside = "([a, b]) => a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5"  # sub-pixels
    assert page.evaluate(inside, [newest, box])
    cue = "(side) => getComputedStyle(document.querySelector('#hand-strip'), side).display"
    assert page.evaluate(cue, "::before") == "flex"  # more to the left, and it says so
    assert page.evaluate(cue, "::after") == "none"
    page.screenshot(path=str(shots / "page-strip.png"), scale="css")
    tap.tiles("9m")  # the 14th: now it is the winning tile, badge and all, in view
    assert page.locator("#hand-tiles .win .badge").count() == 1
    win = page.locator("#hand-tiles .win").bounding_box()
    assert page.evaluate(inside, [win, box])
    assert page.evaluate(cue, "::after") == "flex"  # the flowers are now past the right edge
    tap("#keyboard [data-tile='6z'][data-bonus]")  # a bonus 发 on a whole hand: no 15th tile
    assert page.locator("#hand-tiles .bonus[data-tile='6z']").count() == 1
    tap("#keyboard [data-tile='9s']")  # a 15th tile is refused
    assert "14" in page.inner_text("#message")
    assert page.inner_text("#hand-count") == "14/14"
    page.tap("#lang")
    page.wait_for_function("() => document.querySelector('#tab-score').textContent === 'Score'")
    melds = {m: page.inner_text(f"[data-meld='{m}']") for m in ("gang", "angang", "jiagang")}
    assert melds == {"gang": "Open kong", "angang": "Hidden kong", "jiagang": "Added kong"}
    cut = (
        "() => [...document.querySelectorAll('.krow.actions button')]"
        ".filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent)"
    )
    assert page.evaluate(cut) == []  # each key's words whole, at 360 px
    page.screenshot(path=str(shots / "page-english-keys.png"), scale="css")


def test_the_english_session_says_dealer_and_di(page: Any) -> None:
    """`D 老王` and `pot` were the page's English; the CLI says `dealer 老王` and 底."""
    page.tap("#lang")
    start_evening(page)
    tap = Taps(page)
    tap.tiles(BOOK_HAND)
    tap.who(1, 3)
    page.wait_for_selector("#result[data-state=win]")
    tap("#record")
    recorded(page, 1)
    row = session_rows(page)[0]
    assert "Hand 1 · dealer 老王 · 老王 wins, 阿强 discarded" in row
    assert "阿强 → 老王 14 · 底" in row and "pot" not in row.lower()
    assert "底: 老王 " in row
