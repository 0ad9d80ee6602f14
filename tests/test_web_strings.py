"""The page's own words come from the one catalog (messages/catalog/page.py): every id the
page's script and HTML ask for is there in both languages, every entry sent to the page is
used by it, and what `page` writes and `serve` serves (messages.js) is made from the catalog —
there is no copy kept by hand."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from wuhu_mj.doors.web import site
from wuhu_mj.doors.web.tapped import tapping
from wuhu_mj.messages.catalog import entries
from wuhu_mj.messages.catalog.page import PAGE

STATIC = Path(__file__).resolve().parent.parent / "wuhu_mj" / "doors" / "web" / "static"
PAGE_ID = re.compile(r"""["'](page_[a-z_]+)["']""")


def page_code() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(STATIC.iterdir())
        if p.suffix in (".js", ".html") and p.name != "messages.js"
    )


def used_by_the_page() -> set[str]:
    code = page_code()
    used = set(PAGE_ID.findall(code))
    if "`page_meld_${kind}`" in code:  # i18n.js meldName: each meld kind the manifest names
        used |= {f"page_meld_{kind}" for kind in tapping()["melds"]}
    return used


def sent() -> set[str]:
    return {key for key in PAGE if not key.startswith(site.PYTHON_ONLY)}


def test_every_id_the_page_asks_for_is_in_the_catalog() -> None:
    assert used_by_the_page() - sent() == set()


def test_every_entry_sent_to_the_page_is_used_by_it() -> None:
    # A field's name labels its control on the page; every one also names an error's place,
    # which the page's Python says (envelope.place_name).
    fields = {key for key in sent() if key.startswith("page_place_")}
    assert sent() - used_by_the_page() - fields == set()
    assert len(sent()) > 100


def test_the_page_part_is_the_catalog_s() -> None:
    catalog = entries()
    assert all(catalog[key] == PAGE[key] for key in PAGE)
    assert all(key.startswith("page_") for key in PAGE)


def test_the_page_s_python_renders_its_own_ids() -> None:
    """The ids the page is not sent are rendered by its Python (browser.py, site.py, ...)."""
    from wuhu_mj.service.options import declared

    python = "\n".join(p.read_text(encoding="utf-8") for p in (STATIC.parent).glob("*.py"))
    options = {spec.key for spec in declared()}
    for key in set(PAGE) - sent():
        if key.startswith("page_option_"):  # an option's label: doors/web/manifest.py option_label
            assert key.removeprefix("page_option_") in options, key
            continue
        if key.startswith("page_said_"):  # a scorer's error as the page says it (envelope.py)
            continue
        assert f'"{key}"' in python, key


def test_the_page_says_a_scorer_s_error_with_the_same_values() -> None:
    """`page_said_ID` is error ID as the page says it (doors/web/envelope.py): ID is the catalog's,
    and both name the same values."""
    catalog = entries()
    said = [key for key in PAGE if key.startswith("page_said_")]
    assert said
    for key in said:
        plain = key.removeprefix("page_said_")
        assert plain in catalog, key
        for page_text, plain_text in zip(PAGE[key], catalog[plain], strict=True):
            assert _fields(page_text) == _fields(plain_text), key


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_no_copy_of_the_words_is_kept_in_the_static_files() -> None:
    assert not (STATIC / site.MESSAGES_JS).exists()  # made when built or served
    code = page_code()
    for key in ("page_free", "page_pick_winner", "page_session_empty"):
        zh, en = PAGE[key]
        assert zh not in code and en not in code, key


def test_messages_js_holds_the_page_part_in_both_languages() -> None:
    text = site.messages_js()
    start = text.index("MESSAGES = ") + len("MESSAGES = ")
    data = json.loads(text[start : text.index(";\n", start)])
    assert set(data) == {"zh", "en"}
    for lang, index in (("zh", 0), ("en", 1)):
        assert data[lang] == {key: PAGE[key][index] for key in sent()}


@pytest.mark.parametrize("key", sorted(PAGE))
def test_template_values_are_names(key: str) -> None:
    """The page fills {name}s (i18n.js `t`): no positional or formatted fields."""
    for template in PAGE[key]:
        for field in re.findall(r"(?<!\{)\{([^{}]*)\}(?!\})", template):
            assert re.fullmatch(r"[a-z_]+", field), (key, field)


def test_each_call_passes_the_values_its_template_names() -> None:
    """`t("page_x", { a, b: ... })` in the page's script names exactly the template's values."""
    calls = re.findall(r"""\bt\("(page_[a-z_]+)"(?:,\s*\{([^}]*)\})?\)""", page_code())
    assert calls
    for key, given in calls:
        names = {
            part.split(":")[0].strip() for part in given.split(",") if part.split(":")[0].strip()
        }
        wanted = set(re.findall(r"(?<!\{)\{([a-z_]+)\}(?!\})", PAGE[key][0]))
        assert names == wanted, key


def test_serve_serves_the_messages_the_site_gets() -> None:
    pytest.importorskip("starlette", reason="the web extra is not installed")
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    answer = TestClient(create_app()).get("/messages.js")
    assert answer.status_code == 200 and answer.text == site.messages_js()
    assert answer.headers["content-type"].startswith("text/javascript")


def test_no_long_text_of_the_page_part_is_written_in_the_static_files() -> None:
    code = page_code()
    for key in sent():
        zh, en = PAGE[key]
        for text in (zh, en):
            plain = re.sub(r"\{[a-z_]+\}", "\0", text).split("\0")
            for part in plain:
                long_enough = len(part) >= (4 if not part.isascii() else 16)
                assert not (long_enough and part in code), (key, part)
