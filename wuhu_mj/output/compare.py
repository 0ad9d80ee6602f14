"""The same hand under several rule sets: one column per rule set, what each seat wins or
pays, the rows where they differ marked (`score -r A -r B ...`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text

from ..messages.i18n import in_words, t
from ..scoring.money import signed_text
from ..scoring.result import Result
from ..scoring.situation import SEATS, Situation
from .breakdown import hand_picture, print_situation
from .compare_rows import item_rows
from .layout import Cell, Column, make_console, print_table

DIFFERS = "≠"


def print_compare(results: Sequence[Result], sit: Situation, facts: Mapping[str, Any]) -> None:
    console = make_console()
    first = results[0]
    print_situation(console, first, sit, facts)
    console.print(Text(t("field", name=t("hand"))).append_text(hand_picture(first.hand)))
    # The mark of a row that differs leads the seat's cell: no column of its own, so two or
    # three rule sets fit a phone's 60 columns.
    columns = [Column(f"  {t('col_seat')}")]
    columns += [Column(_header(r.rules), justify="right", wrap=True) for r in results]
    rows: list[list[Cell]] = []
    for seat in SEATS:
        cells = [_amount(r, seat) for r in results]
        mark = DIFFERS if len(set(cells)) > 1 else " "
        rows.append([f"{mark} {_seat(seat, sit)}", *cells])
    print_table(console, t("compare_title"), columns, rows)
    if any(str(row[0]).startswith(DIFFERS) for row in rows):
        console.print(t("compare_legend", mark=DIFFERS))
    print_item_rows(console, results)
    for result in results:
        if not result.winning:
            reason = t("not_a_win", reason=in_words(result.reason))
            console.print(Text(f"{result.rules}{t('colon')}{reason}", style="bold red"))


def _header(name: str, width: int = 10) -> str:
    """A long rule set name on lines of at most `width`, broken after its hyphens."""
    lines = [""]
    for part in name.replace("-", "-\n").split("\n"):
        if lines[-1] and len(lines[-1]) + len(part) > width:
            lines.append("")
        lines[-1] += part
    return "\n".join(lines)


def _amount(result: Result, seat: int) -> str:
    if not result.winning:
        return "—"
    net = result.net[seat]
    return signed_text(net) if net else "0"


def _seat(seat: int, sit: Situation) -> str:
    marks = [t("mark_dealer")] if seat == sit.dealer else []
    if seat == sit.winner:
        marks.append(t("mark_winner"))
    if seat == sit.discarder:
        marks.append(t("mark_discarder"))
    return t("seat_marked" if marks else "seat", seat=seat, marks=t("list_sep").join(marks))


def print_item_rows(console: Any, results: Sequence[Result]) -> None:
    """Each item's points under each rule set (`—` where a rule set has no such row), the
    rows that differ marked; on a narrow terminal the layout turns them into blocks."""
    found = item_rows(results)
    if not found:
        return
    columns = [Column(f"  {t('col_item')}", wrap=True)]
    columns += [Column(_header(r.rules), justify="right", wrap=True) for r in results]
    rows: list[list[Cell]] = []
    for row in found:
        cells = ["—" if p is None else str(p) for p in row.points]
        mark = DIFFERS if len(set(cells)) > 1 else " "
        rows.append([f"{mark} {in_words(row.label)}", *cells])
    print_table(console, t("compare_items_title"), columns, rows)
