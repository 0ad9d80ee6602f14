"""A CSV cell that a spreadsheet shows as text, never runs as a formula (CSV injection).

Players' names, hands and lines of a session are the user's text: a name such as `@SUM(1)` or
`+1+1`, or an imported line `=HYPERLINK("…")`, is a formula to Excel, LibreOffice and Google
Sheets when a cell starts with it. As OWASP recommends, such a cell is written with a single
quote in front (`'=HYPERLINK("…")`), which the spreadsheet shows as the text that was there.

What is guarded: a text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return,
or with quotes followed by one of those (so that taking one quote off, as the page's import
does, gives back exactly what was written). What is not: numbers (money such as -14 or -2.5,
hand numbers), and text that is a plain decimal number (`-14`, `-2.5`): a spreadsheet reads it
as that number, which computes nothing. docs/web.md ("Export and import") says the same of the
page's CSV, whose script (wuhu_mj/doors/web/static/exports.js, `guardCell`) follows this rule.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Final

# A cell a spreadsheet would take for a formula (and quotes before one, kept reversible).
_FORMULA: Final = re.compile(r"'*[=+\-@\t\r]")
# A plain decimal number: what a money column holds, written out.
_NUMBER: Final = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")


def guard_cell(value: str | int | float | Decimal | None) -> str:
    """The text to write in a CSV cell for `value` (None: an empty cell)."""
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str):
        return str(value)
    if _FORMULA.match(value) and not _NUMBER.fullmatch(value):
        return "'" + value
    return value
