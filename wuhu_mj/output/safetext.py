"""Text that is safe to print: one line, no control characters, no terminal escape sequences.

Rule names, labels, hands and error messages can carry anything a file held (an ESC that
would recolour the terminal, a NUL, a line break that makes one error look like two).
Everything the CLI prints from input passes through here; the characters are shown as
Python escapes (``\\x1b``, ``\\u2028``) so that the reader still sees what was there.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# Longest message printed; a longer one is cut (a 5000-digit number quoted in full helps no one).
MESSAGE_LIMIT = 300


@lru_cache(maxsize=4096)
def _unsafe(char: str) -> bool:
    # Cc: C0 and C1 controls, DEL; Cf: format characters such as the bidi overrides;
    # Zl, Zp: line and paragraph separators; Cs: lone surrogates (undecodable bytes).
    return unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp", "Cs")


# Every character `_unsafe` may flag (a superset: the exact test is the category).
MAYBE_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\xad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U00010000-\U0010ffff]"
)


def _escape(char: str) -> str:
    point = ord(char)
    if point < 0x100:
        return f"\\x{point:02x}"
    if point < 0x10000:
        return f"\\u{point:04x}"
    return f"\\U{point:08x}"


def printable(text: str) -> str:
    """`text` with every control, format or separator character written as an escape."""
    if not MAYBE_UNSAFE.search(text):
        return text  # the usual case: plain ASCII and CJK
    return "".join(_escape(c) if _unsafe(c) else c for c in text)


_BREAKS = re.compile(r"[ \t]*[\r\n]+[ \t]*")


def one_line(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message as one printable line of at most `limit` characters."""
    line = printable(_BREAKS.sub(" ", text))
    if len(line) > limit:
        line = line[: limit - 1] + "…"
    return line


# json.dumps escapes the C0 controls; these it leaves raw: DEL and C1 controls (a terminal may
# obey them) and the separators str.splitlines() breaks a line at.
_RAW_IN_JSON = re.compile("[\x7f-\x9f\u2028\u2029]")


def json_line(data: object) -> str:
    """One JSON Lines record, readable UTF-8 with exact decimal money (money.dumps), and
    every control character escaped."""
    from ..scoring.money import dumps

    text = dumps(data)
    if _RAW_IN_JSON.search(text):
        text = _RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    return text
