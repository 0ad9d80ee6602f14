"""CSV for people who keep the evening in a spreadsheet: `session --csv` and `batch --csv`.

Written with the stdlib csv module through one function (`writer`), every cell through
csvcell.guard_cell, so that a name or a line that starts like a formula stays text. The
session's columns are the page's CSV export's (wuhu_mj/doors/web/static/exports.js,
eveningCsv): hand, dealer, winner, discarder, tiles, each player's result, and the line as
written (a header or comment line, a bad line: that column alone), then the totals. The batch's
are its table's: hand number, hand, who won, each seat's result, and the patterns, the reason
or the error, then the ledger's totals. Amounts are money (points times the unit), in the
chosen language's words."""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterator, Sequence
from typing import IO, Any

from ..messages.i18n import error_text, in_words, t
from .csvcell import guard_cell

Row = Callable[[Sequence[Any]], None]


def writer(stream: IO[str]) -> Row:
    """A function that writes one row of cells to `stream`, each guarded (csvcell.py)."""
    out = csv.writer(stream, lineterminator="\r\n")

    def row(cells: Sequence[Any]) -> None:
        out.writerow([guard_cell(cell) for cell in cells])

    return row


# ---- session --------------------------------------------------------------------------------


def recorded(lines: Iterator[str], kept: dict[int, str]) -> Iterator[str]:
    """`lines`, each also kept in `kept` by its number until its row is written."""
    for number, line in enumerate(lines, start=1):
        kept[number] = line.rstrip("\r\n")
        yield line


class SessionCsv:
    """The evening, row by row as its hands are scored: each line of the input as written, a
    scored hand's line with its columns filled in."""

    def __init__(self, row: Row, players: Sequence[str], lines: dict[int, str]) -> None:
        self.row = row
        self.players = list(players)
        self.lines = lines  # input lines not yet written, by number (recorded() keeps them)
        self.written = 0  # the input lines written so far
        row(
            [
                t("page_csv_hand"),
                t("page_csv_dealer"),
                t("page_csv_winner"),
                t("page_csv_from"),
                t("page_csv_tiles"),
                *self.players,
                t("page_csv_line"),
            ]
        )

    def _text_rows(self, upto: int) -> None:
        blank = [""] * (5 + len(self.players))
        while self.written < upto:
            self.written += 1
            line = self.lines.pop(self.written, None)
            if line is not None and line.strip():
                self.row([*blank, line])

    def hand(self, data: dict[str, Any]) -> None:
        """A scored hand, as its `session --json` entry says it."""
        number = data["line"]
        self._text_rows(number - 1)
        line = self.lines.pop(number, "")
        self.written = max(self.written, number)
        nets = [data["net"].get(name, 0) for name in self.players]
        if data["draw"]:
            cells = [data["hand_number"], data["dealer"], t("page_draw_row"), "", ""]
        else:
            discarder = data["from"] if data["from"] is not None else t("page_self_draw")
            cells = [data["hand_number"], data["dealer"], data["winner"], discarder, data["hand"]]
        self.row([*cells, *nets, line])

    def finish(self, net: dict[str, Any]) -> None:
        """The lines after the last hand, then the totals."""
        self._text_rows(max(self.lines, default=self.written))
        self.row([t("page_csv_total"), "", "", "", "", *(net[n] for n in self.players), ""])


# ---- batch ----------------------------------------------------------------------------------


def batch_header(row: Row) -> None:
    seats = [t("seat_short", seat=s) for s in (1, 2, 3, 4)]
    row([t("col_hand_number"), t("hand"), t("col_winner"), *seats, t("col_note")])


def batch_row(row: Row, number: int, o: Any) -> None:
    """One hand of the batch (an Outcome of doors/batch/run.py), as its table row says it."""
    how = ""
    if o.status == "win":
        if o.discarder is None:
            how = t("won_self_draw", seat=o.winner)
        else:
            how = t("won_discard", seat=o.winner, discarder=o.discarder)
    if o.status == "error" and o.error is not None:
        note = f"{t('at_line', line=o.line)}{error_text(o.error)}"
    elif o.status == "not_win":
        note = in_words(o.reason)
    else:
        note = t("list_sep").join(in_words(label) for label in o.labels)
    nets = list(o.net) if o.status == "win" else ["", "", "", ""]
    row([number, o.hand, how, *nets, note])


def batch_totals(row: Row, net: dict[int, Any]) -> None:
    row([t("page_csv_total"), "", "", *(net[s] for s in (1, 2, 3, 4)), ""])
