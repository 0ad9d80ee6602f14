"""Rich tables for people at the table; imported only when a table is printed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rich.padding import Padding
from rich.text import Text

from ..doors.checks.run import Check
from ..messages.i18n import english, in_words, t
from ..messages.message import Language, Message, Words, render
from ..notation.text import parse_hand
from ..notation.tiles import chinese, code, glyph
from ..scoring.money import Money, money_text, signed_text
from ..scoring.result import APPLIES_NONE, Item, Payment, Result
from ..scoring.situation import SEATS, Situation
from .layout import Cell, Column, make_console, print_parts, print_table

__all__ = ["make_console", "print_checks", "print_result", "print_rule_sets", "tile_name"]


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


def print_situation(console: Any, result: Result, sit: Situation, facts: Mapping[str, Any]) -> None:
    """The situation lines; who won, dealt and discarded never split within one of them."""
    win, seats = situation_lines(result, sit, facts)
    console.print(win)
    print_parts(console, "", seats.plain.split(SITUATION_SEP), SITUATION_SEP)


SITUATION_SEP = " · "


def situation_lines(result: Result, sit: Situation, facts: Mapping[str, Any]) -> list[Text]:
    """The winning tile first, then who won, dealt and discarded; defaults are marked, as a
    forgotten --dealer or a hand typed sorted is the usual cause of a wrong number."""
    defaults = set(facts.get("defaults", ()))
    mark = t("default_mark")
    hand = parse_hand(result.hand)
    win = Text(f"{t('win_line')} ", style="bold green")
    win.append(f"{glyph(hand.winning)} {tile_name(hand.winning)}", "bold green")
    if "win" in defaults:
        win.append(t("last_tile"), style="yellow")
    seats = t("sit_winner", seat=sit.winner) + (mark if "winner" in defaults else "")
    seats += " · " + t("sit_dealer", seat=sit.dealer) + (mark if "dealer" in defaults else "")
    if sit.discarder is None:
        seats += " · " + t("sit_self_draw") + (t("sit_no_from") if "from" in defaults else "")
    else:
        seats += " · " + t("sit_discard", seat=sit.discarder)
        seats += t("sit_rob_kong") if sit.rob_kong else ""
    return [win, Text(seats)]


def _role(payment: Payment, sit: Situation, liable: Mapping[int, list[int]]) -> str:
    """The payer's role, for its column: 放冲, 庄, 闲, 包 (代4号: paying in that seat's place,
    when no item names it) ..."""
    seat = payment.payer
    roles = []
    if seat in liable:
        named = {
            i.label.values.get("seat")
            for i in payment.items
            if isinstance(i.label, Message) and i.label.id == "for_seat"
        }
        instead = [s for s in liable[seat] if s != seat and s not in named]
        places = t("list_sep").join(t("seat", seat=s) for s in instead)
        roles.append(t("role_liable_for", seats=places) if instead else t("role_liable"))
    if seat == sit.discarder:
        roles.append(t("role_robbed") if sit.rob_kong else t("mark_discarder"))
    if seat == sit.dealer:
        roles.append(t("mark_dealer"))
    return "·".join(roles) or t("role_plain")


def _row_keys(items: Sequence[Item]) -> list[tuple[str, Words, int]]:
    """Each item as (key, label, occurrence): an item met twice (two 四活) is two rows."""
    seen: dict[tuple[str, Words], int] = {}
    keys = []
    for item in items:
        n = seen.get((item.key, item.label), 0)
        seen[item.key, item.label] = n + 1
        keys.append((item.key, item.label, n))
    return keys


def print_breakdown(console: Any, result: Result, sit: Situation) -> None:
    """One column per payer (payers paying the same items share one), a row per item, and a
    total row that is what the column's seats each pay."""
    liable: dict[int, list[int]] = {}
    for charge in result.details.get("liability_detail", []):
        liable.setdefault(int(charge["seat"]), []).extend(charge["instead_of"])
    groups: list[tuple[list[Payment], dict[tuple[str, Words, int], Item]]] = []
    for payment in result.payments:
        cells = dict(zip(_row_keys(payment.items), payment.items, strict=True))
        for payers, known in groups:
            same_role = _role(payers[0], sit, liable) == _role(payment, sit, liable)
            if known == cells and same_role:
                payers.append(payment)
                break
        else:
            groups.append(([payment], cells))
    rows: dict[tuple[str, Words, int], Item] = {}
    for _, cells in groups:
        for key, item in cells.items():
            rows.setdefault(key, item)
    columns = [Column(t("col_item"), wrap=True)]
    for payers, _ in groups:
        seats = t("list_sep").join(t("seat", seat=p.payer) for p in payers)
        columns.append(Column(f"{seats}\n{_role(payers[0], sit, liable)}", justify="right"))
    columns += [Column(t("col_note"), wrap=True), Column(t("col_source"), wrap=True, style="dim")]
    table: list[list[Cell]] = []
    for key, item in rows.items():
        points = [str(known[key].points) if key in known else "" for _, known in groups]
        table.append([in_words(item.label), *points, in_words(item.note), item.source])
    totals = [str(sum(i.points for i in known.values())) for _, known in groups]
    footer: list[list[Cell]] = [[Text(t("total_points"), style="bold"), *totals, "", ""]]
    if sit.unit != 1:
        amounts = [money_text(payers[0].amount) for payers, _ in groups]
        per_point = t("per_point", unit=money_text(sit.unit))
        footer.append([Text(t("each_pays"), style="bold"), *amounts, per_point, ""])
    print_table(console, t("breakdown_per_payer"), columns, table, footer)


def print_result(result: Result, sit: Situation, facts: Mapping[str, Any] | None = None) -> None:
    console = make_console()
    console.print(Text(t("field", name=t("rules")) + result.rules, style="bold"))
    print_situation(console, result, sit, facts or {})
    console.print(Text(t("field", name=t("hand"))).append_text(hand_picture(result.hand)))
    console.print(t("field", name=t("written")) + result.hand)
    if not result.winning:
        console.print(Text(t("not_a_win", reason=in_words(result.reason)), style="bold red"))
        return
    print_breakdown(console, result, sit)
    unpaid = [i for i in result.items if i.applies == APPLIES_NONE]
    if unpaid:
        shown = t("sources_sep").join(
            f"{in_words(i.label)} {i.points}"
            + (t("paren", text=in_words(i.note)) if i.note else "")
            for i in unpaid
        )
        console.print(t("field", name=t("unpaid")) + shown)
    for key in ("reading", "stand_ins", "win_condition", "waits_note"):
        value = result.details.get(key)
        if value:
            # A reading's groups read as tiles do, apart; each stand-in ("钻 5p → 6s") is listed.
            apart = " " if key == "reading" else t("list_sep")
            shown = apart.join(map(in_words, value)) if isinstance(value, list) else in_words(value)
            console.print(t("field", name=t(key)) + shown)
    switches = result.details.get("house_rules")
    if switches:
        shown = t("sources_sep").join(
            in_words(s["label"]) + (t("paren", text=s["source"]) if s["source"] else "")
            for s in switches
        )
        console.print(t("field", name=t("house_rules")) + shown)
    liability = result.details.get("liability")
    if liability:
        text = t("field", name=t("liability")) + in_words(liability)
        console.print(Text(text, style="bold yellow"))
    columns = [
        Column(t("col_payer"), wrap=True),
        Column(t("col_payee"), wrap=True),
        Column(t("col_amount"), justify="right"),
        Column(t("col_note"), wrap=True),
    ]
    rows: list[list[Cell]] = [
        [_seat(p.payer, sit), _seat(p.payee, sit), money_text(p.amount), in_words(p.note)]
        for p in result.payments
    ]
    print_table(console, t("payments"), columns, rows)
    net = result.net
    nets = [f"{_seat(s, sit)} {signed_text(net[s])}" for s in SEATS]
    print_parts(console, t("net"), nets, "   ")
    shown_items = [*(i for p in result.payments for i in p.items), *unpaid]
    sources = _unique(i.source for i in shown_items if i.source)
    if sources:
        console.print(
            Text(t("field", name=t("sources")) + t("sources_sep").join(sources), style="dim")
        )


def _unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _numbers(values: Sequence[Money] | None) -> str:
    return "—" if values is None else " / ".join(money_text(v) for v in values)


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
    lang: Language = "en" if english() else "zh"
    for c in checks:
        title = render(c.title, lang)  # the example's own words in this language
        verdict = t("verdict_" + c.verdict)
        if c.why:
            notes.append(f"{title}{t('colon')}{render(c.why, lang)}")
            verdict += f" [{len(notes)}]"
        style = "green" if c.matches else "bold red"
        expected = "✓" if c.matches else t("should_be", verdict=t("verdict_" + c.expected))
        rows.append(
            [
                title,
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


def print_rule_sets(rows: Sequence[tuple[str, Words]]) -> None:
    """`rules list`: name and description, the description wrapped under the name when the
    terminal is too narrow for both on one line."""
    console = make_console()
    width = max(len(name) for name, _ in rows) + 2
    for name, description in rows:
        text = in_words(description)
        line = Text(name.ljust(width) + text)
        if line.cell_len > console.width:
            console.print(Text(name, style="bold"))
            console.print(Padding(Text(text), (0, 0, 0, 2)))  # wrapped lines keep the indent
            continue
        console.print(line)
