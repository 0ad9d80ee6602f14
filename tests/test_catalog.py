"""The one catalog (wuhu_mj/messages/catalog/): every id the code and the page use is there in
both languages with the same values; every entry is used; click's words are click's own and
their compiled form is up to date."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import click
import pytest

from wuhu_mj.messages.catalog import PARTS, entries
from wuhu_mj.messages.catalog.click import CLICK, PLURALS
from wuhu_mj.messages.mofile import MO_PATH, click_translations, mo_bytes

PACKAGE = Path(__file__).resolve().parents[1] / "wuhu_mj"
CATALOG = PACKAGE / "messages" / "catalog"
# Calls whose first argument is a catalog id.
ID_CALLS = {"Message", "t", "_line_error"}
# Ids made from a prefix and a known word (f"where_{where}"): the prefix, and where the
# words come from.
MADE = (
    "where_",
    "meld_",
    "session_",
    "help_option_",
    "page_option_",  # an option's label on the page (doors/web/manifest.py option_label)
    "page_said_",  # a scorer's error as the page says it (doors/web/envelope.py)
    "page_place_",  # the page's name of an error's place (doors/web/envelope.py place_name)
    "page_meld_",  # the page's word for a meld kind (static/i18n.js meldName)
    "verdict_",
    "click:",
    "rules_key:",
    "rules_value:",
)


def used_ids() -> dict[str, str]:
    """Every catalog id written as the first argument of an id-taking call, with its place."""
    found: dict[str, str] = {}
    for path in PACKAGE.rglob("*.py"):
        if CATALOG in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[0]
            if (
                name in ID_CALLS
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                found.setdefault(first.value, f"{path.name}:{node.lineno}")
    return found


def every_string_in_the_code() -> str:
    texts = [
        p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py") if CATALOG not in p.parents
    ]
    static = sorted((PACKAGE / "doors" / "web" / "static").glob("*.*"))
    texts += [p.read_text(encoding="utf-8") for p in static if p.suffix in (".js", ".html")]
    return "\n".join(texts)


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_part_is_listed() -> None:
    modules = {p.stem for p in CATALOG.glob("*.py") if p.stem != "__init__"}
    assert set(PARTS) == modules


@pytest.mark.parametrize(("message_id", "place"), sorted(used_ids().items()))
def test_every_id_used_is_in_the_catalog(message_id: str, place: str) -> None:
    assert message_id in entries(), f"{place}: {message_id!r} is not in the catalog"


@pytest.mark.parametrize("message_id", sorted(entries()))
def test_both_languages_name_the_same_values(message_id: str) -> None:
    zh, en = entries()[message_id]
    assert zh or en, message_id  # a separator may be empty in one language, not in both
    if not message_id.startswith("click:"):  # click's words are formatted by click
        assert fields(zh) == fields(en), message_id


def test_every_entry_is_used() -> None:
    code = every_string_in_the_code()
    unused = [
        message_id
        for message_id in entries()
        if not message_id.startswith(MADE)
        and f'"{message_id}"' not in code
        and f"'{message_id}'" not in code
    ]
    assert unused == []


def test_made_ids_are_made() -> None:
    """Ids made from a prefix name a real thing: an option, a meld, a place, an error."""
    from wuhu_mj.doors.checks.file import VERDICTS
    from wuhu_mj.notation.hand import MELD_KINDS
    from wuhu_mj.service.options import declared

    made = {f"help_option_{spec.key}" for spec in declared()} | {"help_option_lang"}
    made |= {f"page_option_{spec.key}" for spec in declared()}
    made |= {f"meld_{kind}" for kind in (*MELD_KINDS, "hua")}
    made |= {f"where_{where}" for where in ("hand", "line", "sample")}
    made |= {f"verdict_{verdict}" for verdict in (*VERDICTS, "error")}
    code = every_string_in_the_code()
    made |= {m for m in entries() if m.startswith("session_") and f'"{m[8:]}"' in code}
    made |= {m for m in entries() if m.startswith(("click:", "rules_key:", "rules_value:"))}
    made |= {m for m in entries() if m.startswith("page_said_") and m[10:] in entries()}
    made |= {f"page_meld_{kind}" for kind in MELD_KINDS}
    # A place is a key the code raises an error at, or a flag's name.
    made |= {
        m
        for m in entries()
        if m.startswith("page_place_") and (f'"{m[11:]}"' in code or f'"--{m[11:]}"' in code)
    }
    missing = [m for m in entries() if m.startswith(MADE) and m not in made]
    assert missing == []


def click_source() -> str:
    folder = Path(click.__file__).parent
    return "\n".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py"))


@pytest.mark.parametrize("message", sorted(zh_en[1] for zh_en in CLICK.values()))
def test_click_still_writes_each_of_its_words(message: str) -> None:
    assert repr(message) in click_source() or f'"{message}"' in click_source()


def test_plurals_are_click_entries() -> None:
    english = {en for _, en in CLICK.values()}
    assert all(s in english and p in english for s, p in PLURALS)


def test_the_compiled_click_words_are_up_to_date() -> None:
    """wuhu_mj/messages/locale/…/wuhu_mj_click.mo is what `python -m wuhu_mj.messages.mofile`
    makes from the catalog."""
    assert Path(MO_PATH).read_bytes() == mo_bytes(click_translations())


def test_no_other_catalog_is_left() -> None:
    """The catalogs that came before the one catalog are gone (and cannot drift from it)."""
    messages = PACKAGE / "messages"
    assert sorted(p.name for p in messages.glob("i18n*.py")) == ["i18n.py"]
    assert not re.search(r"\bWORDS = \{", (PACKAGE / "doors" / "session" / "render.py").read_text())
