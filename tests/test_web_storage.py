"""The page's storage, share links and CSV, as people break them (issue 27, items 4, 5, 8): in
Chromium at 360×640, the page served by `wuhu-mj serve` (the scorer behind POST /api/page).

- Stored evenings are read one by one: a damaged one (a null header, players not a list, a
  string for an evening, text that is not JSON) is listed as damaged, with its stored text to
  copy or download and a delete; every good one starts as before.
- A share link is refused, saying why and at once, past the page's limits (the link's length,
  its text's bytes counted while it inflates, its hands); a good one shows its players, its
  hands and its totals (the session scorer's) before it is imported.
- A save that fails (the store full) is said on the page; an evening can be deleted.
- CSV cells that start like a formula get a quote in front, as wuhu_mj/output/csvcell.py's.
"""

from __future__ import annotations

import base64
import csv
import io
import json
import os
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.output.csvcell import guard_cell
from wuhu_mj.service import limits

pytest.importorskip("starlette", reason="the web extra is not installed")
pytest.importorskip("uvicorn", reason="the web extra is not installed")
pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from test_csvcell import CELLS
from web_server import CHROMIUM, CHROMIUM_ARGS, running_server
from web_site import PHONE, phone_context

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

KEY = "wuhu-mj-page-2"  # store.js: the settings (before: every evening too)
EVENING = "wuhu-mj-evening-"  # store.js: one evening


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


class Phone:
    """A page of the served site, with its script errors collected."""

    def __init__(self, page: Any, url: str) -> None:
        self.page = page
        self.url = url
        self.errors: list[str] = []
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def open(self, address: str | None = None) -> None:
        self.page.goto(address or self.url)
        self.page.wait_for_selector("body[data-ready=yes]")

    def seed(self, items: dict[str, str]) -> None:
        """localStorage holding exactly `items`, then the page loaded again."""
        self.page.evaluate(
            "(items) => { localStorage.clear();"
            " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
            items,
        )
        self.open()

    def stored(self) -> dict[str, str]:
        return dict(
            self.page.evaluate(
                "() => Object.fromEntries(Object.keys(localStorage)"
                ".map((k) => [k, localStorage.getItem(k)]))"
            )
        )

    def evenings(self) -> list[str]:
        return [
            " ".join(o.split()) for o in self.page.locator("#evening-list option").all_inner_texts()
        ]


@pytest.fixture
def phone(browser: Any, server: str) -> Iterator[Phone]:
    context = phone_context(browser)
    page = context.new_page()
    page.set_default_timeout(15_000)
    opened = Phone(page, server)
    opened.open()
    yield opened
    width = page.evaluate("document.documentElement.scrollWidth")
    page.evaluate("localStorage.clear()")
    context.close()
    assert width <= PHONE["width"]
    assert opened.errors == [], opened.errors


def evening(ident: str, players: list[str], lines: list[str], day: int = 1) -> dict[str, Any]:
    header = {"players": players, "rules": "wuhu", "unit": "1", "dealer": 1}
    header.update({"pot": "", "pots": "", "streak": ""})
    return {
        "id": ident,
        "started": f"2026-03-0{day}T20:00:00.000Z",
        "header": header,
        "lines": lines,
    }


GOOD_A = evening("ea", ["老王", "小李", "阿强", "小红"], ["老王 阿强 1135789m234678p4m"], 1)
GOOD_B = evening("eb", ["甲", "乙", "丙", "丁"], ["荒庄", "乙 自摸 11234678m23467p5p"], 2)
GOOD_C = evening("ec", ["a", "b", "c", "d"], [], 3)
NULL_HEADER = {**GOOD_A, "id": "bad1", "header": None}
PLAYERS_TEXT = {**GOOD_A, "id": "bad2", "header": {**GOOD_A["header"], "players": "a b c d"}}


# ------------------------------------------------------------------ item 4: damaged evenings


def test_damaged_evenings_are_listed_apart_and_the_good_ones_start(phone: Phone) -> None:
    old = {"lang": "zh", "view": "session", "current": "ea"}
    old["evenings"] = [GOOD_A, NULL_HEADER, PLAYERS_TEXT, "just a string", GOOD_B]  # type: ignore[assignment]
    phone.seed({KEY: json.dumps(old), EVENING + "ec": json.dumps(GOOD_C), EVENING + "x": "{oops"})
    page = phone.page
    page.wait_for_selector("#session-result[data-state=done]")  # the current evening, scored
    listed = phone.evenings()
    assert listed[0] == "不记分"
    assert [e.split(" · ")[-1] for e in listed[1:4]] == ["0 手", "2 手", "1 手"]  # newest first
    assert "a b c d" in listed[1] and "甲 乙 丙 丁" in listed[2] and "老王" in listed[3]
    assert listed[4:] == [f"损坏的记录 {n}" for n in (1, 2, 3, 4)]
    assert "有 4 条存着的记录坏了" in page.inner_text("#damaged-note")
    assert page.locator("#session-result .nets .amt").all_inner_texts() == ["+14", "0", "-14", "0"]
    # Each good evening on its own key now, each damaged one kept as it was stored; the
    # settings without the evenings.
    stored = phone.stored()
    assert (
        json.loads(stored[EVENING + "ea"]) == GOOD_A
        and json.loads(stored[EVENING + "eb"]) == GOOD_B
    )
    assert "evenings" not in json.loads(stored[KEY])
    kept = sorted(v for k, v in stored.items() if k.startswith(EVENING + "damaged-"))
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    assert kept == sorted(
        json.dumps(v, **compact) for v in (NULL_HEADER, PLAYERS_TEXT, "just a string")
    )  # type: ignore[arg-type]
    assert stored[EVENING + "x"] == "{oops"
    # A damaged record: its stored text, to copy or download; deleted only when confirmed.
    page.select_option("#evening-list", label="损坏的记录 4")
    page.wait_for_selector("#damaged:not(.hidden)")
    assert page.input_value("#damaged-text") == "{oops"
    with page.expect_download() as saved:
        page.tap("#damaged-actions a.button")
    assert Path(saved.value.path()).read_text(encoding="utf-8") == "{oops"
    page.tap("#damaged-delete")
    page.tap("#damaged-delete-no")
    assert EVENING + "x" in phone.stored()
    page.tap("#damaged-delete")
    page.tap("#damaged-delete-yes")
    page.wait_for_selector("#damaged", state="hidden")
    assert EVENING + "x" not in phone.stored()
    assert phone.evenings()[4:] == [f"损坏的记录 {n}" for n in (1, 2, 3)]
    # In English too; and a reload reads the same.
    page.tap("#lang")
    assert phone.evenings()[4:] == [f"Damaged record {n}" for n in (1, 2, 3)]
    page.select_option("#evening-list", label="Damaged record 1")
    assert page.inner_text("#damaged h2") == "Damaged record"
    phone.open()
    assert len(phone.evenings()) == 7


def test_settings_that_are_not_json_are_kept_and_the_evenings_start(phone: Phone) -> None:
    phone.seed({KEY: "not json", EVENING + "ea": json.dumps(GOOD_A)})
    page = phone.page
    page.tap("#tab-session")
    assert phone.evenings() == ["不记分", "2026-03-01 " + phone.evenings()[1][11:], "损坏的记录 1"]
    page.select_option("#evening-list", label="损坏的记录 1")
    assert page.input_value("#damaged-text") == "not json"
    assert "not json" in phone.stored().values()  # kept under its own key before KEY was written
    page.select_option("#evening-list", index=1)
    page.wait_for_selector("#session-result[data-state=done]")


def test_settings_of_the_wrong_kind_are_taken_afresh_and_the_rest_kept(phone: Phone) -> None:
    junk = {"view": "session", "sit": None, "hand": "x", "compare": 5, "house": [], "lang": 7}
    junk.update({"catalog": {"rules": [None]}, "current": "ea", "mine": {"kept": True}})
    junk["also"] = [None]
    phone.seed({KEY: json.dumps(junk), EVENING + "ea": json.dumps(GOOD_A)})
    page = phone.page
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-result .nets .amt").all_inner_texts() == ["+14", "0", "-14", "0"]
    page.tap("#tab-score")
    page.wait_for_selector("#keyboard [data-tile='1m']")
    settings = json.loads(phone.stored()[KEY])
    assert settings["sit"]["flags"] == {} and settings["hand"]["tiles"] == []
    assert settings["also"] == []
    assert settings["mine"] == {"kept": True} and settings["catalog"]["rules"][0]["name"]


# ------------------------------------------------------------------ item 5: links, saves


def link(server: str, text: str) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(text.encode("utf-8")) + packer.flush()
    return f"{server}#s={base64.urlsafe_b64encode(data).decode('ascii').rstrip('=')}"


def refused_at_once(phone: Phone, address: str) -> str:
    phone.page.goto(address)
    # Refused before the page inflates the whole link (it once took 91 s): a hang shows here.
    phone.page.wait_for_selector("#link-refused", timeout=30_000)
    assert phone.page.locator("#open-link").count() == 0
    return phone.page.inner_text("#link-refused")


def import_said(phone: Phone, starting: str = "") -> str:
    """What the import box answers, once it has answered (it reads the text after the tap)."""
    phone.page.wait_for_function(
        "(start) => { const t = document.querySelector('#import-said').innerText;"
        " return t !== '' && t.startsWith(start); }",
        arg=starting,
    )
    return phone.page.inner_text("#import-said")


def test_a_link_past_the_limits_is_refused_at_once(phone: Phone, server: str) -> None:
    before = phone.stored()
    # Deflated millions of 荒庄 lines: a link longer than the page takes.
    huge = link(server, "players: a b c d\n" + "荒庄\n" * 3_000_000)
    assert len(huge) - len(server) > limits.PAGE_LINK_CHARS
    said = refused_at_once(phone, huge)
    assert said == f"链接太长（最多 {limits.PAGE_LINK_CHARS} 个字符），没有导入。"
    # A short link that inflates to MBs: stopped while it inflates.
    bomb = link(server, "players: a b c d\n" + "荒庄\n" * 500_000)
    assert len(bomb) - len(server) < limits.PAGE_LINK_CHARS
    said = refused_at_once(phone, bomb)
    assert said == f"这一场太大（文本超过 {limits.PAGE_IMPORT_BYTES // 1024} KB），没有导入。"
    # Within the bytes, past the hands.
    many = link(server, "players: a b c d\n" + "荒庄\n" * (limits.PAGE_IMPORT_HANDS + 1))
    said = refused_at_once(phone, many)
    assert said == f"这一场超过 {limits.PAGE_IMPORT_HANDS} 手，没有导入。"
    # Cut short: broken.
    said = refused_at_once(phone, link(server, "players: a b c d\n荒庄\n")[:-6] + "A")
    assert said == "链接坏了（不完整或被改过），没有导入。"
    assert phone.stored() == before  # nothing stored
    # The same, pasted into the import.
    phone.page.tap("#export-import")
    phone.page.fill("#import-area", bomb)
    phone.page.tap("#import-go")
    assert "这一场太大" in import_said(phone)
    phone.page.tap("#lang")
    paste = "players: a b c d\n" + "荒庄\n" * 5000  # (Playwright's fill takes minutes for it)
    phone.page.evaluate("(text) => { document.querySelector('#import-area').value = text; }", paste)
    phone.page.tap("#import-go")
    assert import_said(phone, "The session") == (
        f"The session is too large (more than {limits.PAGE_IMPORT_BYTES // 1024} KB of text);"
        " nothing was imported."
    )


EVENING_TEXT = """players: 老王 小李 阿强 小红
rules: wuhu
unit: 1
dealer: 老王
老王 阿强 1135789m234678p4m
荒庄
小李 自摸 11234678m23467p5p
"""


def test_a_link_shows_names_hands_and_totals_before_it_is_imported(
    phone: Phone, server: str
) -> None:
    printed = CliRunner().invoke(cli, ["session", "-", "--json"], input=EVENING_TEXT).stdout
    net = json.loads(printed)["net"]
    shown = [f"{v:+d}" if v else "0" for v in net.values()]
    page = phone.page
    page.goto(link(server, EVENING_TEXT))
    page.wait_for_selector("#link-confirm")
    assert page.inner_text("#link-players") == "链接里的一场：老王 小李 阿强 小红"
    assert page.inner_text("#link-hands") == "共 3 手，合计："
    assert page.locator("#link-confirm .nets .who").all_inner_texts() == list(net)
    assert page.locator("#link-confirm .nets .amt").all_inner_texts() == shown
    assert phone.evenings() == ["不记分"]  # nothing imported yet
    page.tap("#link-cancel")
    assert page.locator("#link-confirm").count() == 0 and phone.evenings() == ["不记分"]
    page.goto(link(server, EVENING_TEXT))
    page.tap("#open-link")
    page.wait_for_selector("#session-result[data-state=done]")
    assert page.locator("#session-result .nets .amt").all_inner_texts() == shown
    assert len(phone.evenings()) == 2


FILL = """() => {
  let size = 1 << 20;
  for (let n = 0; size >= 1; n++) {
    try { localStorage.setItem(`filler-${n}`, "x".repeat(size)); }
    catch (e) { size >>= 1; }
  }
}"""


def test_a_save_that_fails_is_said_and_an_evening_can_be_deleted(phone: Phone) -> None:
    page = phone.page
    phone.seed({EVENING + "ea": json.dumps(GOOD_A)})
    page.tap("#tab-session")
    page.evaluate(FILL)  # the store full, as a huge link used to leave it
    assert page.locator("#save-error").is_hidden()
    page.tap("#evening-new")
    page.wait_for_selector("#save-error:not(.hidden)")
    assert page.inner_text("#save-error").startswith("没存上：这台手机给本页的存储满了。")
    page.wait_for_selector("#session-result[data-state=done]")  # still on the screen
    assert len(phone.evenings()) == 3
    page.tap("#lang")
    assert page.inner_text("#save-error").startswith("Not saved: this phone's storage")
    # Room again: the next save stores everything and the message goes.
    page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('filler-'))"
        ".forEach((k) => localStorage.removeItem(k))"
    )
    page.tap("#session-draw")
    page.wait_for_selector("#save-error", state="hidden")
    made = [k for k in phone.stored() if k.startswith(EVENING) and k != EVENING + "ea"]
    assert len(made) == 1 and json.loads(phone.stored()[made[0]])["lines"] == ["荒庄"]
    # Deleting an evening asks, with its players and hands.
    page.select_option("#evening-list", index=2)
    page.wait_for_selector("#session-result[data-state=done]")
    page.tap("#evening-delete")
    assert page.inner_text("#evening-delete-row").startswith(
        "Delete this session (老王 小李 阿强 小红, 1 hands)? It cannot be undone."
    )
    page.tap("#evening-delete-no")
    page.tap("#evening-delete")
    page.tap("#evening-delete-yes")
    assert len(phone.evenings()) == 2
    assert EVENING + "ea" not in phone.stored()
    phone.open()
    assert len(phone.evenings()) == 2 and "老王" not in " ".join(phone.evenings())


# ------------------------------------------------------------------ item 8: CSV cells


def test_csv_cells_that_start_like_a_formula_are_text(phone: Phone) -> None:
    players = ["@SUM(1)", "+1+1", "x", "y"]
    lines = ["@SUM(1) +1+1 1135789m234678p4m", '=HYPERLINK("http://x","y")']
    phone.seed({EVENING + "ev": json.dumps(evening("ev", players, lines)), KEY: '{"current":"ev"}'})
    page = phone.page
    page.tap("#tab-session")
    page.wait_for_selector("#session-result[data-state=done]")
    page.tap("#export-text")
    text = page.input_value("#export-area")
    page.tap("#export-csv")
    with page.expect_download() as saved:
        page.tap("#download-csv")
    rows = list(csv.reader(io.StringIO(Path(saved.value.path()).read_text(encoding="utf-8-sig"))))
    assert rows[0][5:9] == ["'@SUM(1)", "'+1+1", "x", "y"]
    assert rows[1][-1] == "players: @SUM(1) +1+1 x y"  # starts with a letter: as it is
    hand = rows[5]
    assert hand[2:4] == ["'@SUM(1)", "'+1+1"] and hand[5:9] == ["14", "-14", "0", "0"]
    assert hand[-1] == "'@SUM(1) +1+1 1135789m234678p4m"
    assert rows[6][-1] == '\'=HYPERLINK("http://x","y")'
    assert rows[-1][:9] == ["合计", "", "", "", "", "14", "-14", "0", "0"]  # numbers: no quote
    # Imported back, the quotes come off: the same evening.
    page.tap("#export-import")
    page.fill("#import-area", Path(saved.value.path()).read_text(encoding="utf-8"))
    page.tap("#import-go")
    page.wait_for_selector("#session-result[data-state=done]")
    page.tap("#export-text")
    assert page.input_value("#export-area") == text
    # The page's rule is the command line's, cell for cell.
    cells = [value for value, _ in CELLS]
    written = page.evaluate(
        "async (cells) => { const m = await import('./exports.js');"
        " return cells.map((c) => m.guardCell(c)); }",
        [c if c is None or isinstance(c, str | int | float) else float(c) for c in cells],
    )
    assert written == [guard_cell(c) for c in cells]
    assert page.evaluate(
        "async (cells) => { const m = await import('./exports.js');"
        " return cells.map((c) => m.unguardCell(m.guardCell(c))); }",
        [c for c in cells if isinstance(c, str)],
    ) == [c for c in cells if isinstance(c, str)]
