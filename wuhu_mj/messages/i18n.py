"""The language of everything a person reads: `--lang zh|en`, or WUHU_MJ_LANG; Chinese by default.

The core never writes a sentence: its errors, reasons, notes and labels are catalog messages
(messages/catalog/) and rule-file labels with their English. This module only knows which
language is in force; `in_words(value)` and `t(key, ...)` put a value or a catalog text into words
in it, and `error_text` an error of the library.

What may stay in the other language (the game's own words, tiles, rulebook citations, what a
person types) is set out in docs/languages.md and checked by tests/test_english.py.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from .errors import WuhuMjError
from .message import Message, Words, render

LANGUAGES = ("zh", "en")
ENV = "WUHU_MJ_LANG"
_state = {"lang": ""}


def current() -> str:
    """The language in force: set by the CLI, else the environment, else Chinese."""
    if _state["lang"]:
        return _state["lang"]
    wanted = os.environ.get(ENV, "").strip().lower()
    return wanted if wanted in LANGUAGES else "zh"


def set_language(lang: str | None) -> None:
    """Fix the language for this process ("" or None: back to the environment's)."""
    _state["lang"] = lang if lang in LANGUAGES else ""


def chosen() -> str | None:
    """The language set_language fixed, or None (the environment's is in force)."""
    return _state["lang"] or None


def language_in(args: Iterable[str]) -> str | None:
    """The value of `--lang` among command-line arguments, read before click parses them
    (help texts and click's own errors must already be in that language)."""
    words = list(args)
    for i, word in enumerate(words):
        if word == "--":
            break
        if word == "--lang" and i + 1 < len(words):
            value = words[i + 1]
        elif word.startswith("--lang="):
            value = word.split("=", 1)[1]
        else:
            continue
        value = value.strip().lower()
        return value if value in LANGUAGES else None
    return None


def english() -> bool:
    return current() == "en"


def t(key: str, /, **values: object) -> str:
    """A text of the catalog, in the current language."""
    return render(Message(key, **values), "en" if english() else "zh")


def seat(number: int | None) -> str:
    return t("seat", seat=number)


def in_words(value: Words) -> str:
    """A value the core made (a Message, a Text, a Joined; a plain text is what a person
    typed, shown as typed) in the language in force."""
    return render(value, "en" if english() else "zh")


def error_text(exc: WuhuMjError, lang: str | None = None) -> str:
    """An error of the library, "where: message", in `lang` (else the language in force)."""
    chosen_lang = lang if lang in LANGUAGES else current()
    return exc.text("en" if chosen_lang == "en" else "zh")
