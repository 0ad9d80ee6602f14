"""The page's manifest: everything the page builds its controls from, in one object made here
from the places that hold each fact, so that the page's JavaScript holds none of them.

- `rules`: each rule set the scorer has (answers.describe: tiles, melds, option controls),
  and `default_rules`, the one a request that names none gets (service/pipeline.py);
- `options`: every declared option (service/options.py): its name, kind, its words in a
  session hand line, where a session gives it, its default, and its label and help in both
  languages;
- `limits`: what the page takes in at most (service/limits.py, rulesource.py);
- `session`: the header's keys in every spelling and the order the header is written in
  (doors/session/parse.py), the words of a self-drawn hand and a drawn one, the name a house-rule
  file has in a session's text;
- `notation`: what the keyboard and the strip are drawn with (doors/web/tapped.py: the meld
  kinds, the tiles' order and faces); the rules of tapping are the `next_taps` call's;
- `money`: the finest unit (service/limits.py); sums are Python's (browser.money_sum).

`GET /api/manifest` serves it, `wuhu-mj page` writes it into the site (MANIFEST_JSON) and
the page's Python answers it (browser.call("manifest")): the same object each way.
"""

from __future__ import annotations

from typing import Any, Final

from ...messages.catalog.page import PAGE
from ...messages.message import Message, Text, render
from ...scoring.situation import OptionSpec

MANIFEST_JSON: Final = "page-manifest.json"  # its name in a built site
SCHEMA: Final = 1
# What the page writes for a hand won by self-draw, and for a drawn hand: one of the words
# a session reads for each (doors/session/model.py SELF_DRAW_WORDS, DRAW_WORDS).
SELF_DRAW_WORD: Final = "自摸"
DRAW_WORD: Final = "荒庄"
# The header's keys in the order a session's text is written with (players first).
HEADER_ORDER: Final = ("players", "rules", "unit", "dealer", "pot", "pots", "streak")


def option_label(spec: OptionSpec) -> dict[str, str]:
    """An option's short label in both languages: the variant's own (OptionSpec.label), else
    the page catalog's `page_option_NAME`, else its first session word (zh) and its name."""
    if spec.label is not None:
        return {lang: render(spec.label, lang) for lang in ("zh", "en")}
    catalog_id = f"page_option_{spec.key}"
    if catalog_id in PAGE:
        return {lang: render(Message(catalog_id), lang) for lang in ("zh", "en")}
    return {"zh": spec.words[0] if spec.words else spec.name, "en": spec.name}


def option_entry(spec: OptionSpec) -> dict[str, Any]:
    help_text: Message | Text = spec.help
    return {
        "name": spec.name,
        "key": spec.key,
        "kind": spec.kind,
        "words": list(spec.words),
        "session": spec.session,
        "default": spec.default,
        "label": option_label(spec),
        "help": {lang: render(help_text, lang) for lang in ("zh", "en")},
    }


def limits() -> dict[str, int]:
    """What the page takes in at most, as the page names it."""
    from ...service import limits as service_limits

    return {
        "link_chars": service_limits.PAGE_LINK_CHARS,
        "import_bytes": service_limits.PAGE_IMPORT_BYTES,
        "import_hands": service_limits.PAGE_IMPORT_HANDS,
        "rules_file_bytes": service_limits.RULE_FILE_BYTES,
        "hand_chars": service_limits.MAX_HAND_CHARS,
        "unit_places": service_limits.UNIT_PLACES,
    }


def manifest() -> dict[str, Any]:
    """The whole manifest (see the module's docstring)."""
    from ...rules.ruleset import builtin_names
    from ...service.limits import UNIT_PLACES
    from ...service.options import declared
    from ...service.pipeline import DEFAULT_RULES
    from ..session.parse import HEADER_KEYS
    from . import answers, rulesource
    from .tapped import tapping

    return {
        "schema": SCHEMA,
        "default_rules": DEFAULT_RULES,
        "rules": [answers.describe(rulesource.builtin(name)) for name in builtin_names()],
        "options": [option_entry(spec) for spec in declared()],
        "limits": limits(),
        "session": {
            "header_keys": dict(HEADER_KEYS),
            "header_order": list(HEADER_ORDER),
            "self_draw": SELF_DRAW_WORD,
            "draw": DRAW_WORD,
            "house_file": rulesource.UPLOADED_FILE,
        },
        "notation": tapping(),
        "money": {"places": UNIT_PLACES},
    }
