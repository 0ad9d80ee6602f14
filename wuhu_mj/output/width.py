"""How wide the output may be: the terminal's width, unless it is not believable.

COLUMNS=0 or COLUMNS=1 (a script that set it wrong, a pane squeezed shut) would make rich print
nothing at all, or drop every character two cells wide (共 4 手, 清一色). Nothing can be read at
such a width anyway, so a width under MIN_COLUMNS is taken as unknown: 80, as for a pipe.
"""

from __future__ import annotations

MIN_COLUMNS = 20
UNKNOWN_COLUMNS = 80


def usable_width(columns: int) -> int:
    """`columns`, or UNKNOWN_COLUMNS when it is under MIN_COLUMNS."""
    return columns if columns >= MIN_COLUMNS else UNKNOWN_COLUMNS
