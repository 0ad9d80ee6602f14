"""The text form of a session: lines for each hand, the totals, the settle-up and a chart.

Functions here return lines; the CLI prints them. Widths are counted in terminal cells
(a Chinese character takes two), so a 60-column terminal lines up.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from rich.cells import cell_len

from .model import HandOutcome, Header, LineError, Seats, SessionResult

SPARKS = "▁▂▃▄▅▆▇█"


def amount(value: Decimal, sign: bool = False) -> str:
    """Money as a table writes it: no trailing zeros, a sign when asked."""
    text = f"{value.normalize():f}" if value != value.to_integral_value() else f"{int(value)}"
    return f"+{text}" if sign and value > 0 else text


def pad(text: str, cells: int) -> str:
    return text + " " * max(0, cells - cell_len(text))


def hand_lines(outcome: HandOutcome, count_streak: bool) -> list[str]:
    h = outcome.header
    dealer = h.name(outcome.dealer)
    if count_streak and outcome.streak:
        dealer += f"（连庄 {outcome.streak}）"
    head = f"#{outcome.number} 第{outcome.line}行  庄 {dealer}  "
    if outcome.winner is None:
        lines = [head + "荒庄"]
    elif outcome.discarder is None:
        lines = [head + f"{h.name(outcome.winner)} 自摸"]
    else:
        lines = [head + f"{h.name(outcome.winner)} 胡 ← {h.name(outcome.discarder)}"]
    if outcome.items:
        lines.append("  " + " · ".join(f"{i.label} {i.points}" for i in outcome.items))
    for p in outcome.payments:
        # Without pots every payment is cash: no need to say so.
        by = "" if outcome.pots is None else (" 底" if p.by == "pot" else " 现金")
        text = f"  {h.name(p.payer)} → {h.name(p.payee)} {amount(h.money(p.points))}{by}"
        note = h.named(p.note)
        if p.points < p.due:  # 托底: say what was due, in money
            note += f"：应付 {amount(h.money(p.due))}"
        if note:
            text += f"（{note}）"
        lines.append(text)
    if outcome.pots is not None:
        pots = " · ".join(
            f"{name} {amount(h.money(v))}" for name, v in zip(h.players, outcome.pots, strict=True)
        )
        over = f"  第{outcome.di}底结束" if outcome.di_over else ""
        lines.append(f"  底：{pots}{over}")
    return lines


def error_line(source: str, error: LineError, english: bool = False) -> str:
    """`FILE:LINE: 错误: message`, the message in Chinese unless `english` (i18n.localize)."""
    from .. import i18n

    if english:
        return (
            f"{source}:{error.line}: {'not a win' if error.not_win else 'error'}: {error.message}"
        )
    what = "不成胡" if error.not_win else "错误"
    where, sep, rest = error.message.partition(": ")
    localized = i18n.localize(rest) if sep and " " not in where else rest
    if localized != rest:  # "hand: …": the place, then the core's message
        message = f"{i18n.error_where(where)}: {localized}"
    else:
        message = i18n.localize(error.message)
    return f"{source}:{error.line}: {what}: {message}"


def summary_lines(result: SessionResult, history: Sequence[Seats], width: int) -> list[str]:
    h = result.header
    names = h.players
    name_cells = max(cell_len(n) for n in names)
    lines = ["", f"合计（{result.hands_played} 手，每分 {amount(h.unit)}）"]
    for seat, name in enumerate(names):
        total = amount(h.money(result.net_points[seat]), sign=True)
        line = f"  {pad(name, name_cells)}  {total:>8}"
        if result.dis:
            di = sum(d.result[seat] for d in result.dis)
            cash = result.cash_points[seat]
            line += f"  底 {amount(h.money(di), True)} · 现金 {amount(h.money(cash), True)}"
        lines.append(line)
    if result.dis:
        for d in result.dis:
            state = "结束" if d.over else "未完"
            parts = " · ".join(
                f"{n} {amount(h.money(v), True)}" for n, v in zip(names, d.result, strict=True)
            )
            lines.append(f"  第{d.number}底（{state}）：{parts}")
    lines += ["", "结算"]
    if not result.transfers:
        lines.append("  两清")
    for t in result.transfers:
        lines.append(f"  {t.payer} → {t.payee} {amount(t.amount)}")
    if len(history) >= 2:
        lines += ["", "走势（累计）", *chart_lines(h, history, width)]
    return lines


def chart_lines(header: Header, history: Sequence[Seats], width: int) -> list[str]:
    """One row per player: its running total after each hand, all rows on one scale."""
    names = header.players
    name_cells = max(cell_len(n) for n in names)
    columns = max(8, width - name_cells - 14)
    if len(history) > columns:  # every hand cannot show: take evenly spaced ones, the last too
        step = len(history) / columns
        history = [history[min(len(history) - 1, int((i + 1) * step) - 1)] for i in range(columns)]
    low = min(0, *(min(row) for row in history))
    high = max(0, *(max(row) for row in history))
    span = (high - low) or 1
    lines = []
    for seat, name in enumerate(names):
        marks = "".join(
            SPARKS[round((row[seat] - low) * (len(SPARKS) - 1) / span)] for row in history
        )
        final = amount(header.money(history[-1][seat]), sign=True)
        lines.append(f"  {pad(name, name_cells)} {marks} {final}")
    lines.append(
        f"  {pad('', name_cells)} ▁ {amount(header.money(low))}"
        f" … █ {amount(header.money(high), sign=True)}"
    )
    return lines
