"""Rich tables for `batch` (hands and the session ledger) and `waits`; imported only to print."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from .batch import Ledger, Outcome
from .money import Money, money_text, signed_text
from .render import make_console
from .safetext import printable
from .situation import SEATS
from .tiles import glyph
from .waits import Waits

_STATUS = {"win": "胡", "not_win": "不成胡", "error": "错误"}


def _signed(value: Money) -> str:
    return signed_text(value) if value else "0"


class BatchTable:
    """The hands as a table printed a row at a time, as they are scored (a rich Table would
    wait for every row to size its columns): the first `rows` hands, then the ledger of
    the whole session. Column widths are fixed from the terminal's width."""

    def __init__(self, rows: int, console: Console | None = None) -> None:
        self.console = console or make_console()
        self.rows = rows
        self.listed = 0
        self.unlisted = 0
        # 手, 胡家, 1号-4号 and the gaps between columns take 44-46 columns; the hand and the
        # note share the rest, so that a row fits the terminal (60 columns and up).
        width = self.console.width
        number, how = (4, 8) if width >= 80 else (3, 7)
        rest = width - (number + how + 4 * 5 + 14)
        hand = max(8, min(30, rest * 11 // 20))
        self.widths = (number, hand, how, 5, 5, 5, 5, max(6, rest - hand))

    def _table(self, header: bool) -> Table:
        table = Table(
            box=box.SIMPLE_HEAVY if header else None,
            show_header=header,
            show_edge=False,
            padding=(0, 1),
            pad_edge=False,
        )
        names = ("手", "手牌", "胡家", *(f"{seat}号" for seat in SEATS), "说明")
        for i, (name, width) in enumerate(zip(names, self.widths, strict=True)):
            right = i == 0 or 3 <= i <= 6
            table.add_column(
                name,
                width=width,
                justify="right" if right else "left",
                overflow="fold",
                no_wrap=3 <= i <= 6,
            )
        return table

    def add(self, number: int, o: Outcome) -> None:
        """Hand `number` of the session (counted from 1; comments and blank lines are not)."""
        if self.listed >= self.rows:
            self.unlisted += 1
            return
        if self.listed == 0:
            self.console.print(Text("逐手结果", style="bold"))
            self.console.print(self._table(header=True))
        self.listed += 1
        how = ""
        if o.status == "win":
            how = f"{o.winner}号" + ("自摸" if o.discarder is None else f"←{o.discarder}号")
        if o.status == "error":
            result = Text(f"第 {o.line} 行：{printable(o.message)}", style="red")
        elif o.status == "not_win":
            result = Text(printable(o.message), style="yellow")
        else:
            result = Text(printable("、".join(o.labels)) or "—")
        nets = [_signed(v) if o.status == "win" else "" for v in o.net]
        row = self._table(header=False)
        row.add_row(str(number), printable(o.hand), how, *nets, result)
        self.console.print(row)

    def finish(self, ledger: Ledger) -> None:
        if self.unlisted and self.rows:  # --rows 0 asks for the ledger alone
            more = f"……另有 {self.unlisted} 手未列出（--rows 调整）"
            self.console.print(Text(more, style="dim"))
        print_ledger(ledger, self.console)


def print_ledger(ledger: Ledger, console: Console | None = None) -> None:
    console = console or make_console()
    table = Table(title="本场结算", box=box.SIMPLE_HEAVY, title_justify="left")
    table.add_column("座位")
    table.add_column("净额", justify="right")
    table.add_column("胡", justify="right")
    table.add_column("放冲", justify="right")
    for seat in SEATS:
        net = ledger.net[seat]
        style = "green" if net > 0 else "red" if net < 0 else ""
        table.add_row(
            f"{seat}号",
            Text(_signed(net), style=style),
            str(ledger.wins_by_seat[seat]),
            str(ledger.discards_by_seat[seat]),
        )
    console.print(table)
    summary = f"共 {ledger.hands} 手：胡 {ledger.wins}，不成胡 {ledger.not_wins}"
    console.print(Text(summary + f"，输入错误 {ledger.errors}", style="bold"))


def print_waits(waits: Waits) -> None:
    console = make_console()
    console.print(Text(f"规则 {waits.rules}", style="bold"), f"手牌 {waits.hand}")
    if not waits.waits:
        if waits.note:
            console.print(Text(f"没有听牌：{waits.note}", style="yellow"))
        else:
            console.print(Text(f"没有听牌：向听数 {waits.shanten}（还差 {waits.shanten} 张）"))
        return
    table = Table(title="听牌", box=box.SIMPLE_HEAVY, title_justify="left")
    table.add_column("牌")
    table.add_column("剩余", justify="right")
    table.add_column("特点")
    table.add_column("自摸得", justify="right")
    table.add_column("点炮得", justify="right")
    for w in waits.waits:
        shown = w.to_json()
        table.add_row(
            f"{glyph(w.tile)} {shown['tile']} {shown['name']}",
            str(w.unseen),
            "、".join(shown["special"]),
            "—" if w.self_draw is None else money_text(w.self_draw.total),
            "—"
            if w.discard is None
            else f"{money_text(w.discard.total)}（{w.discard.discarder}号付）",
        )
    console.print(table)
    unseen = sum(w.unseen for w in waits.waits)
    console.print(Text(f"听 {len(waits.waits)} 种，共剩 {unseen} 张", style="bold"))
