"""Rich tables for `batch` (hands and the session ledger) and `waits`; imported only to print."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from ..doors.batch.run import Ledger, Outcome
from ..messages.i18n import error_text, in_words, seat, t
from ..notation.tiles import glyph
from ..scoring.discards import Discards
from ..scoring.money import Money, money_text, signed_text
from ..scoring.situation import SEATS
from ..scoring.waits import SPECIAL, Wait, Waits
from .breakdown import tile_name
from .layout import Cell, Column, make_console, print_table
from .safetext import one_line


def _signed(value: Money) -> str:
    return signed_text(value) if value else "0"


class BatchTable:
    """The hands as they are scored, a page of rows at a time (a table is sized by its rows,
    so it cannot be printed before they are known; a page keeps memory bounded and the
    output flowing): the first `rows` hands, then the ledger of the whole session."""

    PAGE = 10  # rows per printed table

    def __init__(self, rows: int, console: Console | None = None) -> None:
        self.console = console or make_console()
        self.rows = rows
        self.listed = 0
        self.unlisted = 0
        self.page: list[list[Cell]] = []
        self.columns = [
            Column(t("col_hand_number"), justify="right"),
            Column(t("hand"), wrap=True),
            Column(t("col_winner"), wrap=True),
            *(Column(t("seat_short", seat=s), justify="right") for s in SEATS),
            Column(t("col_note"), wrap=True),
        ]

    def add(self, number: int, o: Outcome) -> None:
        """Hand `number` of the session (counted from 1; comments and blank lines are not)."""
        if self.listed >= self.rows:
            self.unlisted += 1
            return
        if self.listed == 0:
            self.console.print(t("hands"))  # at once: the rows follow a page at a time
        self.listed += 1
        how = ""
        if o.status == "win":
            if o.also:
                seats = t("list_sep").join(str(w) for w in (o.winner, *o.also))
                how = t("won_discard_several", seats=seats, discarder=o.discarder)
            elif o.discarder is None:
                how = t("won_self_draw", seat=o.winner)
            else:
                how = t("won_discard", seat=o.winner, discarder=o.discarder)
        if o.status == "error" and o.error is not None:
            where = t("at_line", line=o.line)
            said = error_text(o.error)
            if o.error.where == "line":  # "line 3: line: …" says the line twice
                said = in_words(o.error.message)
            result = Text(f"{where}{one_line(said)}", style="red")
        elif o.status == "not_win":
            result = Text(in_words(o.reason), style="yellow")
        else:
            result = Text(t("list_sep").join(in_words(label) for label in o.labels) or "—")
        nets = [_signed(v) if o.status == "win" else "" for v in o.net]
        self.page.append([str(number), o.hand, how, *nets, result])
        if len(self.page) >= self.PAGE:
            self._print_page()

    def _print_page(self) -> None:
        if self.page:
            print_table(self.console, None, self.columns, self.page)
            self.page = []

    def finish(self, ledger: Ledger) -> None:
        self._print_page()
        if self.unlisted and self.rows:  # --rows 0 asks for the ledger alone
            self.console.print(Text(t("rows_more", more=self.unlisted), style="dim"))
        print_ledger(ledger, self.console)


def print_ledger(ledger: Ledger, console: Console | None = None) -> None:
    console = console or make_console()
    columns = [
        Column(t("col_seat")),
        Column(t("col_net"), justify="right"),
        Column(t("col_wins"), justify="right"),
        Column(t("col_discards"), justify="right"),
    ]
    rows: list[list[Cell]] = []
    for s in SEATS:
        net = ledger.net[s]
        style = "green" if net > 0 else "red" if net < 0 else ""
        rows.append(
            [
                seat(s),
                Text(_signed(net), style=style),
                str(ledger.wins_by_seat[s]),
                str(ledger.discards_by_seat[s]),
            ]
        )
    print_table(console, t("ledger"), columns, rows)
    summary = t(
        "ledger_summary",
        hands=ledger.hands,
        wins=ledger.wins,
        not_wins=ledger.not_wins,
        errors=ledger.errors,
    )
    console.print(Text(summary, style="bold"))


PAID_AS = {
    "any": "paid_by_any_discarder",
    "dealer": "paid_by_dealer_discarder",
    "plain": "paid_by_plain_discarder",
    "all": "paid_by_all_three",
}


def _wait_cells(w: Wait) -> list[Cell]:
    # Words that hold for every seat in the discarder's place (a seat number did not: with the
    # winner dealing, any seat pays the same).
    paid_by = "" if w.discard is None else t(PAID_AS[w.discard.paid_as])
    return [
        f"{glyph(w.tile)} {tile_name(w.tile)}",
        str(w.unseen),
        t("list_sep").join(in_words(SPECIAL[k]) for k in w.special),
        "—" if w.self_draw is None else money_text(w.self_draw.total),
        "—" if w.discard is None else f"{money_text(w.discard.total)}{paid_by}",
    ]


def _wait_columns(first: list[Column]) -> list[Column]:
    return [
        *first,
        Column(t("col_tile"), wrap=True),
        Column(t("col_left"), justify="right"),
        Column(t("col_special"), wrap=True),
        Column(t("col_self_draw"), justify="right"),
        Column(t("col_discard"), justify="right", wrap=True),
    ]


def print_waits(waits: Waits) -> None:
    console = make_console()
    console.print(Text(t("field", name=t("rules")) + waits.rules, style="bold"))
    console.print(t("field", name=t("hand")) + waits.hand)
    if not waits.waits:
        if waits.note:
            console.print(Text(t("no_waits", why=in_words(waits.note)), style="yellow"))
        else:
            console.print(Text(t("no_waits", why=t("shanten", count=waits.shanten))))
        return
    columns = _wait_columns([])
    rows = [_wait_cells(w) for w in waits.waits]
    print_table(console, t("waits"), columns, rows)
    unseen = sum(w.unseen for w in waits.waits)
    console.print(Text(t("waits_summary", kinds=len(waits.waits), left=unseen), style="bold"))


def print_discards(found: Discards) -> None:
    """One row per winning tile, grouped by the discard that leaves it, best discard first;
    discards that leave the hand not ready are summed up on one line per shanten count."""
    console = make_console()
    console.print(Text(t("field", name=t("rules")) + found.rules, style="bold"))
    console.print(t("field", name=t("hand")) + found.hand)
    ready = [d for d in found.discards if d.waits.ready]
    if ready:
        columns = _wait_columns([Column(t("col_discard_tile"), wrap=True)])
        rows: list[list[Cell]] = []
        for d in ready:
            for i, w in enumerate(d.waits.waits):
                first = f"{glyph(d.tile)} {tile_name(d.tile)}" if i == 0 else ""
                rows.append([first, *_wait_cells(w)])
        print_table(console, t("discards"), columns, rows)
    else:
        console.print(Text(t("no_discard_ready"), style="yellow"))
    rest: dict[int, list[str]] = {}
    for d in found.discards:
        if not d.waits.ready:
            rest.setdefault(d.waits.shanten, []).append(tile_name(d.tile).split(" ")[0])
    for count, tiles in sorted(rest.items()):
        why = t("shanten", count=count) if count else t("shape_only")
        console.print(Text(t("discards_not_ready", tiles=" ".join(tiles), why=why), style="dim"))
