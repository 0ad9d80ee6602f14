"""Size and range limits on everything a user types or a file holds, checked before the work.

Each limit is far above any real hand or evening and far below what would make the scorer
slow, big or wrong (a 10 MB line took minutes). How a number is written is grammar.py's.
"""

from __future__ import annotations

from typing import Any, Final

from ..messages.errors import InputError
from ..messages.message import Message
from ..output.safetext import one_line
from ..rules.rulefile import MAX_FILE_BYTES

# One rule file, in bytes, whichever door it comes by: a path (`--rules`, a session's header,
# `check`), standard input, or a text sent to `serve` or the page. rules/rulefile.py, which
# reads every rule file, holds the number; doors read it here.
RULE_FILE_BYTES: Final = MAX_FILE_BYTES

MAX_HAND_CHARS: Final = 200  # the longest real hand, in Chinese with flowers, is under 80
MAX_LINE_BYTES: Final = 64 * 1024  # one batch line, checked before it is parsed
MAX_COUNT: Final = 99  # a count option, such as Anqing's 连庄 (--streak)
MAX_NUMBER_CHARS: Final = 20  # a number written as text, before it is converted
UNIT_LIMIT: Final = 10**9  # money per point, at most
UNIT_PLACES: Final = 6  # 0.000001 is the finest unit accepted
# A comparison of rule sets (the page's "compare with…", `/api/page` compare): each house-rule
# text in it is compiled (a few hundredths of a second each) while `serve`'s other requests
# wait, and 1,100 small texts held the scorer for seconds.
MAX_COMPARE_RULES: Final = 8  # every built-in rule set and a house rule, side by side
MAX_COMPARE_TEXT_BYTES: Final = RULE_FILE_BYTES  # its house-rule texts together, in UTF-8
# An evening the phone page takes in, from a share link (`#s=`, deflated) or an import: the
# link's fragment, the text (bytes, counted while a link is inflated) and its hand lines. An
# evening of 400 hands is about 20 KB of text and 7,000 characters of link; a link past
# these is refused before it fills the phone's storage (docs/web.md, "Export and import").
PAGE_LINK_CHARS: Final = 16 * 1024
PAGE_IMPORT_BYTES: Final = 32 * 1024
PAGE_IMPORT_HANDS: Final = 400
# A request to `serve`: the largest legal one is a rule file of RULE_FILE_BYTES written as a
# JSON string (at most three times its UTF-8: `é` is the six bytes `\u00e9`) and the
# request's other keys (a hand, options, a language: well under 4 KiB).
API_BODY_BYTES: Final = 3 * RULE_FILE_BYTES + 4 * 1024


def shown(value: Any) -> str:
    """A value quoted in a message: its repr, cut short."""
    return one_line(repr(value), 40)


def check_hand_text(text: str) -> None:
    if len(text) > MAX_HAND_CHARS:
        raise InputError(Message("hand_too_long", count=len(text), cap=MAX_HAND_CHARS))
