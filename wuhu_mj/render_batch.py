"""Rich tables for `batch` (hands and the session ledger) and `waits`; imported only to print."""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from .batch import Ledger, Outcome
from .money import Money, money_text, signed_text
from .render import make_console
from .situation import SEATS
from .tiles import glyph
from .waits import Waits

_STATUS = {"win": "胡", "not_win": "不成胡", "error": "错误"}


def _signed(value: Money) -> str:
    return signed_text(value) if value else "0"


def print_batch(outcomes: Sequence[Outcome], ledger: Ledger, rows: int) -> None:
    """The first `rows` hands, one row each, then the ledger of the whole session."""
    console = make_console()
    if rows == 0:  # the ledger alone
        print_ledger(ledger, console)
        return
    table = Table(
        title="逐手结果", box=box.SIMPLE_HEAVY, title_justify="left", padding=(0, 1), pad_edge=False
    )
    table.add_column("行", justify="right")
    table.add_column("手牌", overflow="fold", min_width=14)
    table.add_column("胡家", no_wrap=True)
    for seat in SEATS:
        table.add_column(f"{seat}号", justify="right", no_wrap=True)
    table.add_column("说明", min_width=16, overflow="fold")
    for o in outcomes[:rows]:
        how = ""
        if o.status == "win":
            how = f"{o.winner}号" + ("自摸" if o.discarder is None else f"←{o.discarder}号")
        if o.status == "error":
            result = Text(o.message, style="red")
        elif o.status == "not_win":
            result = Text(o.message, style="yellow")
        else:
            result = Text("、".join(o.labels) or "—")
        nets = [_signed(v) if o.status == "win" else "" for v in o.net]
        table.add_row(str(o.line), o.hand, how, *nets, result)
    console.print(table)
    if len(outcomes) > rows:
        console.print(Text(f"……另有 {len(outcomes) - rows} 手未列出（--rows 调整）", style="dim"))
    print_ledger(ledger, console)


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
