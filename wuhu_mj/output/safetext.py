"""Text that is safe to print: one line, no control characters, no terminal escape sequences.

Rule names, labels, players' names, hands and error messages can carry anything a file held
(an ESC that would recolour the terminal, a NUL, a line break that makes one error look like
two, a right-to-left override that shows "3 pays 1" as "1 syap 3", a zero-width space that
makes "a" and "a" two players). Everything the CLI prints from input passes through
`printable` (tables through layout.py's render hook, JSON through `escape_json`); the
characters are shown as Python escapes (``\\x1b``, ``\\u202e``) so that the reader still sees
what was there.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from ..scoring.money import dumps

# Longest message printed; a longer one is cut (a 5000-digit number quoted in full helps no one).
MESSAGE_LIMIT: Final = 300


# Characters that show nothing and take no room (Unicode's Default_Ignorable_Code_Point)
# outside the categories below: fillers, variation selectors, the grapheme joiner.
_INVISIBLE: Final = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xFFF0, 0xFFF9)))
)


@lru_cache(maxsize=4096)
def _unsafe(char: str) -> bool:
    # Cc: C0 and C1 controls, DEL; Cf: format characters such as the bidi overrides and
    # isolates (U+202E, U+2066) and the zero-width ones (U+200B); Zl, Zp: line and paragraph
    # separators; Cs: lone surrogates (undecodable bytes).
    import unicodedata  # only when a character may be unsafe (rare): not at start-up

    if unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp", "Cs") or char in _INVISIBLE:
        return True
    point = ord(char)
    return 0xE0000 <= point <= 0xE0FFF  # tags and variation selectors, assigned or not


# Lone surrogates (undecodable bytes), made with chr(): mypyc cannot write them as literals.
_SURROGATES: Final = f"{chr(0xD800)}-{chr(0xDFFF)}"
# Every character `_unsafe` may flag (a superset: the exact test is the function).
MAYBE_UNSAFE: Final = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164"
    f"{_SURROGATES}\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U00010000-\U0010ffff]"
)


def _escape(char: str) -> str:
    point = ord(char)
    if point < 0x100:
        return f"\\x{point:02x}"
    if point < 0x10000:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


def printable(text: str) -> str:
    """`text` with every control, format, separator or invisible character written as an
    escape: the one function every printed name, hand and message goes through."""
    if not MAYBE_UNSAFE.search(text):
        return text  # the usual case: plain ASCII and CJK
    return "".join(_escape(c) if _unsafe(c) else c for c in text)


def first_unsafe(text: str) -> str | None:
    """The first character of `text` that `printable` would escape, or None."""
    if not MAYBE_UNSAFE.search(text):
        return None
    return next((c for c in text if _unsafe(c)), None)


_BREAKS: Final = re.compile(r"[ \t]*[\r\n]+[ \t]*")


def one_line(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message as one printable line of at most `limit` characters."""
    line = printable(_BREAKS.sub(" ", text))
    if len(line) > limit:
        line = line[: limit - 1] + "…"
    return line


def _json_escape(char: str) -> str:
    point = ord(char)
    if point < 0x10000:
        return f"\\u{point:04x}"
    point -= 0x10000  # a UTF-16 pair, as JSON spells a character beyond the BMP
    return f"\\u{0xD800 + (point >> 10):04x}\\u{0xDC00 + (point & 0x3FF):04x}"


def escape_json(text: str) -> str:
    """JSON text with every character `printable` would escape written as a JSON escape
    (json.dumps escapes the C0 controls, not DEL, C1 controls, bidi overrides or line
    separators): the same data for a program, nothing a terminal would obey."""
    if (text.isascii() and text.isprintable()) or not MAYBE_UNSAFE.search(text):
        return text  # (in ASCII, what is not printable is exactly what is unsafe)
    return "".join(_json_escape(c) if _unsafe(c) else c for c in text)


def json_line(data: object) -> str:
    """One JSON Lines record, readable UTF-8 with exact decimal money (money.dumps), and
    every control character escaped: `escape_json(dumps(data))`, made by json's encoder
    with each string (key or value) escaped as it is written, so the whole text is not
    searched again."""
    if _ENCODE is not None:
        try:
            return "".join(_ENCODE(data, 0))
        except TypeError:  # money as Decimals (a fractional unit): dumps writes them
            pass
    return escape_json(dumps(data))


def json_string(text: str, keep: bool = True) -> str:
    """`text` as json_line writes a string: quoted, JSON's escapes, and escape_json's. A
    short text is kept unless `keep` is False (a hand's text, met once)."""
    return _STRINGS[text] if keep else escape_json(_encode_string(text))


class _StringTexts(dict[str, str]):
    """Strings' JSON texts, the short ones kept (at most 4,096): output repeats the same
    keys, tiles, labels and names line after line. json's encoder asks for each string
    through `__getitem__`, which answers from C when the text is kept."""

    def __missing__(self, text: str) -> str:
        found = escape_json(_encode_string(text))
        if len(text) <= 40:
            if len(self) >= 1 << 12:
                self.clear()
            self[text] = found
        return found


_STRINGS: Final = _StringTexts()

try:  # json.dumps's own encoder of one string (ensure_ascii=False)
    from _json import encode_basestring as _encode_string
except ImportError:  # pragma: no cover - a Python without the C accelerator
    from json.encoder import py_encode_basestring as _encode_string


def _unknown(value: object) -> object:
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


try:  # json.dumps's C encoder, as money.dumps makes it, with the string encoder above
    from _json import make_encoder
except ImportError:  # pragma: no cover - a Python without the C accelerator
    _ENCODE = None
else:
    _ENCODE = make_encoder(
        None, _unknown, _STRINGS.__getitem__, None, ": ", ", ", False, False, True
    )
