"""The page's own words (wuhu_mj/web/static/i18n.js): every key in both languages, every key
used, and no key used that is missing."""

from __future__ import annotations

import re
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "wuhu_mj" / "web" / "static"


def blocks() -> dict[str, str]:
    text = (STATIC / "i18n.js").read_text(encoding="utf-8")
    zh = text[text.index("  zh: {") : text.index("\n  en: {")]
    en = text[text.index("  en: {") : text.index("\n};")]
    return {"zh": zh, "en": en}


def keys_at(block: str) -> tuple[set[str], set[str]]:
    """The keys of a language's object: those at its first level, and all (nested too).
    Strings and template literals are skipped; a key is a name or a quoted name before ':'."""
    top: set[str] = set()
    every: set[str] = set()
    depth, i, quote = 0, block.index("{"), ""
    while i < len(block):
        ch = block[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'`":
            found = re.match(r'"([a-z-]+)":\s', block[i:])
            if found and depth >= 1:
                (top if depth == 1 else every).add(found.group(1))
                every.add(found.group(1))
                i += found.end() - 1
            else:
                quote = ch
        elif ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
            if depth == 0:
                break
        elif depth >= 1 and (ch.isalpha() or ch == "_") and not block[i - 1].isalnum():
            found = re.match(r"([a-z_]+):\s", block[i:])
            if found:
                if depth == 1:
                    top.add(found.group(1))
                every.add(found.group(1))
                i += found.end() - 1
        i += 1
    return top, every


def test_every_key_is_in_both_languages() -> None:
    found = {lang: keys_at(block) for lang, block in blocks().items()}
    assert found["zh"] == found["en"]
    assert len(found["zh"][0]) > 100


def test_every_key_is_used_and_every_use_has_a_key() -> None:
    keys = keys_at(blocks()["zh"])[0]
    code = "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(STATIC.iterdir())
        if p.suffix in (".js", ".html") and p.name != "i18n.js"
    )
    used = set(re.findall(r"""\bt\("([a-z_]+)"|data-t(?:-aria)?="([a-z_]+)\"""", code))
    used_keys = {a or b for a, b in used}
    i18n = (STATIC / "i18n.js").read_text(encoding="utf-8")
    used_keys |= set(re.findall(r"""STRINGS\[lang\]\.([a-z_]+)""", i18n))
    assert used_keys - keys == set()  # nothing asked for that is not there
    assert keys - used_keys == set()  # nothing there that is not used
