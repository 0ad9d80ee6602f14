"""The counts a hand's counted items and patterns read (kit building blocks), and 压档.

- `number_totals`: tiles of each number 1-9 over the three suits (五同);
- `suit_totals` (notation/tiles.py, where the scoring stage reads it too): tiles of each
  suit, 支 (八支);
- `yadang_point`: the 压档 (卡 or 边) a single wait makes, as Wuhu reads it (docs/rules.md §2).

Functions only, apart from counters.py's Records: this module is compiled with the scoring
path, which calls `yadang_point` on every reading.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..notation.reading.readings import Group
from ..notation.tiles import HONOR_BASE, Tile, number_of


def number_totals(counts: Sequence[int]) -> tuple[int, ...]:
    """Tiles of each number 1-9 over the three suits (index 0 is number 1)."""
    out = [0] * 9
    for tile, n in enumerate(counts[:HONOR_BASE]):
        out[number_of(tile) - 1] += n
    return tuple(out)


def yadang_point(sets: Sequence[Group], winning: Tile, waits: Sequence[Tile]) -> int:
    """压档点 (压档; 独一支 at some tables): the winning tile's number when it is the only
    wait and closes a concealed run in the middle (卡) or at an edge (边: 12→3, 89→7); 0
    otherwise (a pair wait 单吊 is not 压档)."""
    if len(waits) != 1 or waits[0] != winning or winning >= HONOR_BASE:
        return 0
    n = number_of(winning)
    for group in sets:
        first = group.tile  # a run holds first, first + 1 and first + 2
        if group.kind != "run" or group.meld is not None or not first <= winning <= first + 2:
            continue
        low = number_of(first)
        if n == low + 1 or (low == 1 and n == 3) or (low == 7 and n == 7):
            return n
    return 0
