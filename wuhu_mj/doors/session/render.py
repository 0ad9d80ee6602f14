"""The text form of a session: lines for each hand, the totals, the settle-up and a chart.

Functions here return lines; the CLI prints them. Widths are counted in terminal cells
(a Chinese character takes two), so a 60-column terminal lines up.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len

from ...messages.message import Language, Message, joined, render
from ...scoring.money import Money, money_text
from .model import Amounts, Header, LineError
from .outcome import HandOutcome, SessionResult

SPARKS = "▁▂▃▄▅▆▇█"


def word(key: str, english: bool, **values: object) -> str:
    """A word of the text form (catalog/session.py) in Chinese or English."""
    return render(Message(f"session_{key}", **values), "en" if english else "zh")


def amount(value: Money, sign: bool = False) -> str:
    """Money as a table writes it: no trailing zeros, a sign when asked."""
    text = money_text(value)
    return f"+{text}" if sign and value > 0 else text


def pad(text: str, cells: int) -> str:
    return text + " " * max(0, cells - cell_len(text))


def hand_lines(outcome: HandOutcome, count_streak: bool, english: bool = False) -> list[str]:
    h = outcome.header
    lang: Language = "en" if english else "zh"
    dealer = h.name(outcome.dealer)
    if count_streak and outcome.streak:
        dealer += word("streak", english, n=outcome.streak)
    head = f"#{outcome.number} {word('line', english, n=outcome.line)}  "
    head += word("dealer", english, d=dealer) + "  "
    if outcome.winner is None:
        lines = [head + word("draw", english)]
    elif outcome.discarder is None:
        lines = [head + word("self_drawn", english, w=h.name(outcome.winner))]
    elif outcome.also:  # one discard, several winners: each winner's items on its own line
        names = render(joined([h.name(w.winner) for w in outcome.wins]), lang)
        lines = [head + word("won_off_several", english, ws=names, d=h.name(outcome.discarder))]
        for each in outcome.wins:
            paid = " · ".join(
                f"{render(i.label, lang)} {i.points}" for i in outcome.items_paid(each)
            )
            lines.append(
                "  " + word("winner_reason", english, name=h.name(each.winner), reason=paid)
            )
    else:
        won = word("won_off", english, w=h.name(outcome.winner), d=h.name(outcome.discarder))
        lines = [head + won]
    if outcome.paid_items and not outcome.also:
        items = (f"{render(i.label, lang)} {i.points}" for i in outcome.paid_items)
        lines.append("  " + " · ".join(items))
    for p in outcome.payments:
        # Without pots every payment is cash: no need to say so.
        by = "" if outcome.pots is None else word("pot" if p.by == "pot" else "cash", english)
        text = f"  {h.name(p.payer)} → {h.name(p.payee)} {amount(p.amount)}{by}"
        note = render(h.named(p.note), lang)
        if p.amount < p.due:  # 托底: say what was due
            note += word("due", english, x=amount(p.due))
        if note:
            text += word("note", english, note=note)
        lines.append(text)
    if outcome.pots is not None:
        pots = " · ".join(
            f"{name} {amount(v)}" for name, v in zip(h.players, outcome.pots, strict=True)
        )
        over = word("di_over", english, n=outcome.di) if outcome.di_over else ""
        lines.append(word("pots", english, pots=pots) + over)
    return lines


def error_line(source: str, error: LineError, english: bool = False) -> str:
    """`FILE:LINE: 错误: where: message` (`不成胡: reason` for a hand that is no win), in
    Chinese or English, from the error's data."""
    lang: Language = "en" if english else "zh"
    key = "not_win_line" if error.not_win else "bad_line"
    return word(key, english, at=f"{source}:{error.line}", said=error.said(lang))


def summary_lines(
    result: SessionResult, history: Sequence[Amounts], width: int, english: bool = False
) -> list[str]:
    h = result.header
    names = h.players
    name_cells = max(cell_len(n) for n in names)
    lines = ["", word("totals", english, n=result.hands_played, unit=amount(h.unit))]
    for seat, name in enumerate(names):
        total = amount(result.net_by_seat[seat], sign=True)
        line = f"  {pad(name, name_cells)}  {total:>8}"
        if result.dis:
            di = amount(sum(d.result[seat] for d in result.dis), True)
            cash = amount(result.cash_by_seat[seat], True)
            line += word("split", english, di=di, cash=cash)
        lines.append(line)
    for d in result.dis:
        state = word("over" if d.over else "in_play", english)
        parts = " · ".join(f"{n} {amount(v, True)}" for n, v in zip(names, d.result, strict=True))
        lines.append(word("di", english, n=d.number, state=state, parts=parts))
    following = result.next_hand
    if following is not None and not following.over and result.hands_played:
        streak = word("streak", english, n=following.streak) if following.streak else ""
        lines.append(word("next", english, d=h.name(following.dealer), streak=streak))
    lines += ["", word("settle", english)]
    if not result.transfers:
        lines.append(word("square", english))
    for t in result.transfers:
        lines.append(f"  {t.payer} → {t.payee} {amount(t.amount)}")
    if len(history) >= 2:
        lines += ["", word("chart", english), *chart_lines(h, history, width)]
    return lines


class RunningTotals:
    """The totals after each hand, for the chart, in memory that does not grow with the
    evening: up to KEEP of them; past that, every other one is let go and from then on only
    every second, fourth, ... hand is kept, so what is kept stays evenly spread (a chart is a
    terminal's width of marks). The last hand's totals are always there."""

    KEEP = 4096

    def __init__(self) -> None:
        self.kept: list[Amounts] = []
        self.last: Amounts | None = None
        self.count = 0
        self.stride = 1

    def add(self, totals: Amounts) -> None:
        self.count += 1
        self.last = totals
        if self.count % self.stride:
            return
        self.kept.append(totals)
        if len(self.kept) > self.KEEP:
            self.kept = self.kept[1::2]  # hands 2, 4, 6, ... of those kept
            self.stride *= 2

    def rows(self) -> list[Amounts]:
        """The totals kept, the last hand's included: every hand's, up to KEEP hands."""
        if self.last is None:
            return []
        return self.kept if self.count % self.stride == 0 else [*self.kept, self.last]


def chart_lines(header: Header, history: Sequence[Amounts], width: int) -> list[str]:
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
        final = amount(history[-1][seat], sign=True)
        lines.append(f"  {pad(name, name_cells)} {marks} {final}")
    lines.append(f"  {pad('', name_cells)} ▁ {amount(low)} … █ {amount(high, sign=True)}")
    return lines
