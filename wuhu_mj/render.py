"""Rich tables for people at the table; imported only when a table is printed."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.padding import Padding
from rich.text import Text

from .i18n import description_en, english, localize, t
from .layout import Column, make_console, print_table
from .notation import parse_hand
from .result import Result
from .samples import Check
from .situation import SEATS, Situation
from .tiles import chinese, code, glyph

__all__ = ["make_console", "print_checks", "print_result", "tile_name"]


def tile_name(tile: int) -> str:
    """A tile's code and, in Chinese, its name: "4m 四万" / "4m"."""
    return code(tile) if english() else f"{code(tile)} {chinese(tile)}"


def hand_picture(text: str) -> Text:
    """The hand as tile glyphs and codes, the winning tile marked, melds after a bar."""
    hand = parse_hand(text)
    out = Text()
    out.append(" ".join(glyph(t) for t in hand.closed))
    out.append(f"  {t('win_mark')} {glyph(hand.winning)} ", style="bold green")
    out.append(f"({tile_name(hand.winning)})", style="green")
    for meld in hand.melds:
        source = f"@{meld.source}" if meld.source else ""
        tiles = "".join(glyph(tile) for tile in meld.tiles)
        out.append(f"  | {t('meld_' + meld.kind)}{source} {tiles}")
    if hand.bonus:
        out.append(f"  | {t('meld_hua')} " + "".join(glyph(tile) for tile in hand.bonus))
    return out


def _seat(seat: int, sit: Situation) -> str:
    marks = [t("mark_dealer")] if seat == sit.dealer else []
    if seat == sit.winner:
        marks.append(t("mark_winner"))
    if seat == sit.discarder:
        marks.append(t("mark_discarder"))
    return t("seat_marked" if marks else "seat", seat=seat, marks=t("list_sep").join(marks))


def print_result(result: Result, sit: Situation) -> None:
    console = make_console()
    console.print(Text(t("field", name=t("rules")) + result.rules, style="bold"))
    console.print(Text(t("field", name=t("hand"))).append_text(hand_picture(result.hand)))
    console.print(t("field", name=t("written")) + result.hand)
    if not result.winning:
        console.print(Text(t("not_a_win", reason=localize(result.reason)), style="bold red"))
        return
    columns = [
        Column(t("col_item"), wrap=True),
        Column(t("col_points"), justify="right"),
        Column(t("col_note"), wrap=True),
        Column(t("col_source"), wrap=True, style="dim"),
    ]
    rows = [[localize(i.label), str(i.points), localize(i.note), i.source] for i in result.items]
    print_table(console, t("breakdown"), columns, rows)
    for key in ("reading", "stand_ins", "win_condition"):
        value = result.details.get(key)
        if value:
            shown = (
                " ".join(map(localize, value)) if isinstance(value, list) else localize(str(value))
            )
            console.print(t("field", name=t(key)) + shown)
    liability = result.details.get("liability")
    if liability:
        text = t("field", name=t("liability")) + localize(str(liability))
        console.print(Text(text, style="bold yellow"))
    columns = [
        Column(t("col_payer"), wrap=True),
        Column(t("col_payee"), wrap=True),
        Column(t("col_amount"), justify="right"),
        Column(t("col_note"), wrap=True),
    ]
    rows = [
        [_seat(p.payer, sit), _seat(p.payee, sit), str(p.amount), localize(p.note)]
        for p in result.payments
    ]
    print_table(console, t("payments"), columns, rows)
    net = result.net
    console.print(t("net") + "   ".join(f"{_seat(s, sit)} {net[s]:+d}" for s in SEATS))
    sources = _unique(i.source for i in result.items if i.source)
    if sources:
        console.print(
            Text(t("field", name=t("sources")) + t("sources_sep").join(sources), style="dim")
        )


def _unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _numbers(values: Sequence[int] | None) -> str:
    return "—" if values is None else " / ".join(str(v) for v in values)


def print_checks(checks: Sequence[Check]) -> None:
    console = make_console()
    columns = [
        Column(t("col_example"), wrap=True),
        Column(t("col_printed"), justify="right"),
        Column(t("col_computed"), justify="right"),
        Column(t("col_verdict"), wrap=True),
        Column(t("col_expected"), wrap=True),
    ]
    notes: list[str] = []
    rows: list[list[str | Text]] = []
    for c in checks:
        verdict = t("verdict_" + c.verdict)
        if c.why:
            notes.append(f"{c.name}{t('colon')}{localize(c.why)}")
            verdict += f" [{len(notes)}]"
        style = "green" if c.matches else "bold red"
        expected = "✓" if c.matches else t("should_be", verdict=t("verdict_" + c.expected))
        rows.append(
            [
                c.name,
                _numbers(c.printed),
                _numbers(c.computed),
                verdict,
                Text(expected, style=style),
            ]
        )
    print_table(console, t("examples"), columns, rows)
    # The reasons are long sentences: under the table they stay readable.
    for number, note in enumerate(notes, 1):
        console.print(f"[{number}] {note}")
    bad = sum(not c.matches for c in checks)
    summary = t("examples_summary", count=len(checks), good=len(checks) - bad)
    console.print(Text(summary + (t("examples_bad", bad=bad) if bad else ""), style="bold"))


def print_rule_sets(rows: Sequence[tuple[str, str]]) -> None:
    """`rules list`: name and description, the description wrapped under the name when the
    terminal is too narrow for both on one line."""
    console = make_console()
    width = max(len(name) for name, _ in rows) + 2
    for name, description in rows:
        text = description_en(name, description) if english() else description
        line = Text(name.ljust(width) + text)
        if line.cell_len > console.width:
            console.print(Text(name, style="bold"))
            console.print(Padding(Text(text), (0, 0, 0, 2)))  # wrapped lines keep the indent
            continue
        console.print(line)
