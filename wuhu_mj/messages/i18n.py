"""The language of everything a person reads: `--lang zh|en`, or WUHU_MJ_LANG; Chinese by default.

The core never writes a sentence: its errors, reasons, notes and labels are catalog messages
(messages/catalog/) and rule-file labels with their English, put into words here, at the edge:

- `t(key, **values)` — texts the tables and the CLI write themselves, by a stable key;
- `localize(value)` — a value the core made (a Message, a Text, a Joined) in the current
  language. A plain text is what is left of the older way: an English error text the doors
  still raise is matched against the templates of `i18n_errors` (→ Chinese), and a Chinese
  text that is no message (a worked example's `why:`) goes clause by clause through the
  glossary of terms (→ English).

What may stay in the other language (the game's own words, tiles, rulebook citations, what a
person types) is set out in docs/languages.md and checked by tests/test_i18n.py.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from functools import cache

from .errors import InputError, WuhuMjError
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
    from .message import Message, render

    return render(Message(key, **values), "en" if english() else "zh")


def seat(number: int | None) -> str:
    return t("seat", seat=number)


# ---------------------------------------------------------------- core texts


# Values that are always whole numbers: matched as digits only, so "{zhi}支" does not take
# "双八支" for a 支 count.
_NUMBERS = frozenset(
    [
        "amount",
        "cap",
        "col",
        "concealed",
        "count",
        "discarder",
        "each",
        "factor",
        "gap",
        "honors",
        "limit",
        "more",
        "most",
        "n",
        "need",
        "point",
        "points",
        "pos",
        "seat",
        "share",
        "size",
        "times",
        "total",
        "zhi",
    ]
)


_NUMBER = r"-?\d+(?:\.\d+)?"  # money may be decimal (--unit 0.5)


@cache
def _compiled(pairs: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each source template as a regular expression whose named groups catch its values."""
    out = []
    for source, target in pairs:
        pattern = ""
        for literal, name in re.findall(r"([^{]*)(?:\{(\w+)\})?", source):
            pattern += re.escape(literal)
            if name:
                pattern += f"(?P<{name}>{_NUMBER})" if name in _NUMBERS else f"(?P<{name}>.+?)"
        out.append((re.compile(pattern + r"\Z", re.S), target))
    # Longer templates first: "a concealed kong is not fed by anyone: {meld}" before the
    # shorter one it starts with.
    return tuple(sorted(out, key=lambda p: -len(p[0].pattern)))


def _translate(text: str, pairs: tuple[tuple[str, str], ...]) -> str | None:
    for pattern, target in _compiled(pairs):
        found = pattern.match(text)
        if found:
            values = {k: localize(v) for k, v in found.groupdict().items()}
            return target.format(**values)
    return None


def localize(text: Words) -> str:
    """A value the core made, in the current language; a plain text is translated by its
    template or the glossary, or left as it is."""
    from .i18n_errors import EN_TO_ZH

    if not isinstance(text, str):
        return render(text, "en" if english() else "zh")
    if not text:
        return text
    if english():
        if text.isascii():
            return text
        done = _by_clause(text)
        if done is None:
            done = _by_brackets(text)
        return done if done is not None else glossary(text)
    done = _translate(text, EN_TO_ZH)
    return done if done is not None else text


_OPEN, _CLOSE, _SEPARATORS = "（［(", "）］)", {"；": "; ", "，": ", ", "、": ", "}


def _by_clause(text: str) -> str | None:
    """A Chinese sentence with no template of its own, clause by clause (separators outside
    brackets), or None when it has a single clause."""
    parts: list[str] = []
    seps: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif depth == 0 and ch in _SEPARATORS:
            parts.append(text[start:i])
            seps.append(_SEPARATORS[ch])
            start = i + 1
    if not parts:
        return None
    parts.append(text[start:])
    out = localize(parts[0])
    for sep, part in zip(seps, parts[1:], strict=True):
        out += sep + localize(part)
    return out


_PAIRS = {"）": ("（", " (", ")"), "］": ("［", " [", "]")}


def _by_brackets(text: str) -> str | None:
    """ "label（how）" or "why［melds］" with no template: the text before the last bracket
    and the text inside it, each in English; None when the text does not end in a bracket."""
    if not text or text[-1] not in _PAIRS:
        return None
    opening, before, after = _PAIRS[text[-1]]
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        if text[i] == text[-1]:
            depth += 1
        elif text[i] == opening:
            depth -= 1
            if depth == 0:
                head, inner = text[:i], text[i + 1 : -1]
                return (localize(head) if head else "") + before + localize(inner) + after
    return None


def glossary(text: str) -> str:
    """The Chinese game terms in `text` in English, from the glossary (`terms()`); the words
    players say in Chinese keep their Chinese beside the English."""
    if text.isascii():
        return text
    terms, pattern = _glossary()
    out = pattern.sub(lambda m: f" {terms[m.group(0)]} ", text)
    # The spaces put around each term: one between words, none before punctuation.
    return re.sub(r" +([,;:)\]])", r"\1", re.sub(r"\( +", "(", re.sub(r"  +", " ", out))).strip()


@cache
def _glossary() -> tuple[Mapping[str, str], re.Pattern[str]]:
    from .i18n_catalog import punctuation, terms

    table = {**punctuation(), **terms()}
    # Longest first, so 混一色自摸 wins over 混一色.
    keys = sorted(table, key=len, reverse=True)
    return table, re.compile("|".join(re.escape(k) for k in keys))


def error_where(where: str) -> str:
    """The place an InputError names: `hand`, `line`, an option, a file."""
    from .i18n_catalog import WHERE_ZH

    if english():
        return where
    return WHERE_ZH.get(where, where)


# ---------------------------------------------------------------- the library's errors
# (the CLI's stderr line and the web API's error text)


def error_text(exc: WuhuMjError, lang: str | None = None) -> str:
    """An error of the library in `lang` (else the current language): "where: message"."""
    if lang is not None and lang != current():
        before = _state["lang"]
        _state["lang"] = lang
        try:
            return error_text(exc)
        finally:
            _state["lang"] = before
    if isinstance(exc.message, Message):
        return exc.text("en" if english() else "zh")
    if english():
        return str(exc)  # the library writes its errors in English
    if isinstance(exc, InputError):
        where = error_where(exc.where)
        return f"{where}: {localize(str(exc.args[0]))}"
    return rule_file_text(str(exc))


def rule_file_text(text: str) -> str:
    """A rule-file error, "FILE:LINE:COL: message": the place kept, the message translated."""
    found = _PLACE.match(text)
    if found is None:
        return localize(text)
    return f"{found.group(1)}: {localize(found.group(2))}"


_PLACE = re.compile(r"(.+?:\d+:\d+|[^:\s]+): (.*)\Z", re.S)
