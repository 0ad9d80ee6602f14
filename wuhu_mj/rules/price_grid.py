"""A Wuhu rule set's prices by 支 and 压档点, as `rules show` prints them under the table.

The grid has the rows of the Wuhu price tables players carry (8–14 支, then each 支 with
压档点 2–8: a 压档 tile completes a run as its middle or edge, so never 1 or 9) and, per row,
what a payer who is not the dealer and the dealer pay on a discard and on a self-draw. Each
cell is priced by the variant itself from the row's facts, as worked examples without a hand
are (doors/checks/run.py), so the grid cannot disagree with `score`.
"""

from __future__ import annotations

from typing import NamedTuple

from ..doors.checks.run import situation_for
from ..messages.message import Message, render
from ..scoring.money import Money
from ..variants import variant_of
from .ruleset import Rules

ZHI = range(8, 15)
YADANG_POINTS = range(2, 9)


class GridRow(NamedTuple):
    zhi: int
    yadang: int  # 0: no 压档
    discard: tuple[Money, ...]  # (non-dealer payer, dealer payer)
    self_draw: tuple[Money, ...]


def price_grid(rules: Rules) -> list[GridRow]:
    """The grid, or no rows when the rule set's variant is not Wuhu (no 支 to price by)."""
    variant = variant_of(rules.table)
    if variant.name != "wuhu":
        return []
    # Each call prices one win type for a payer who is not the dealer and for the dealer.
    discard = situation_for({"win": "discard"}, payer_is_dealer=False)
    self_draw = situation_for({"win": "self_draw"}, payer_is_dealer=False)
    return [
        GridRow(
            zhi,
            yadang,
            tuple(variant.price_features({"zhi": zhi, "yadang": yadang}, rules.table, discard)),
            tuple(variant.price_features({"zhi": zhi, "yadang": yadang}, rules.table, self_draw)),
        )
        for zhi, yadang in [(zhi, 0) for zhi in ZHI]
        + [(zhi, yadang) for zhi in ZHI for yadang in YADANG_POINTS]
    ]


def comment_lines(rows: list[GridRow], title: str, discard: str, self_draw: str) -> list[str]:
    """The grid as YAML comment lines, columns aligned by display width (支 and 压 take two
    cells on a terminal)."""
    from rich.cells import cell_len

    def cell(text: str, width: int, right: bool = True) -> str:
        pad = " " * max(0, width - cell_len(text))
        return pad + text if right else text + pad

    lines = [f"# {title}", "# " + cell("", 10) + cell(discard, 12) + cell(self_draw, 12)]
    for row in rows:
        label = render(
            Message("grid_zhi_yadang", zhi=row.zhi, yadang=row.yadang)
            if row.yadang
            else Message("grid_zhi", zhi=row.zhi),
            "zh",  # the grid's row names are the game's words, the same in both languages
        )
        plain, drawn = (" / ".join(str(amount) for amount in pair) for pair in row[2:])
        lines.append("# " + cell(label, 10, right=False) + cell(plain, 12) + cell(drawn, 12))
    return lines
