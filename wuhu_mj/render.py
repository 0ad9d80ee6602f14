"""Rich tables for people at the table; imported only when a table is printed."""

from __future__ import annotations

import errno
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Console, ConsoleOptions, ConsoleRenderable, RenderHook
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from .money import Money, money_text, signed_text
from .notation import parse_hand
from .result import APPLIES_NONE, Item, Payment, Result
from .safetext import MAYBE_UNSAFE, printable
from .samples import Check
from .situation import SEATS, Situation
from .tiles import chinese, code, glyph


class _Console(Console):
    def on_broken_pipe(self) -> None:
        # rich would exit 1 here; the CLI ends quietly with 0 on a closed pipe (docs/batch.md).
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, "the reader of stdout has gone")


def make_console() -> Console:
    console = _Console(highlight=False, soft_wrap=True)
    console.push_render_hook(_EscapeControls())  # a rule file's ESC is shown, not obeyed
    return console


class _EscapeControls(RenderHook):
    """Every text printed has its control characters escaped, wherever it came from (a rule
    file's name or labels). Rich adds its own colours after this, so they still work."""

    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [_Escaped(r) for r in renderables]


class _Escaped:
    def __init__(self, inner: ConsoleRenderable) -> None:
        self.inner = inner

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        for segment in console.render(self.inner, options):
            text = segment.text
            if segment.control or text == "\n" or not MAYBE_UNSAFE.search(text):
                yield segment
            else:
                yield Segment(printable(text), segment.style)


def hand_picture(text: str) -> Text:
    """The hand as tile glyphs and codes, the winning tile marked, melds after a bar."""
    hand = parse_hand(text)
    out = Text()
    out.append(" ".join(glyph(t) for t in hand.closed))
    out.append(f"  胡 {glyph(hand.winning)} ", style="bold green")
    out.append(f"({code(hand.winning)} {chinese(hand.winning)})", style="green")
    for meld in hand.melds:
        label = {"peng": "碰", "gang": "明杠", "jiagang": "加杠", "angang": "暗杠", "chi": "吃"}
        source = f"@{meld.source}" if meld.source else ""
        out.append(f"  | {label[meld.kind]}{source} " + "".join(glyph(t) for t in meld.tiles))
    if hand.bonus:
        out.append("  | 花 " + "".join(glyph(t) for t in hand.bonus))
    return out


def _seat(seat: int, sit: Situation) -> str:
    marks = ["庄"] if seat == sit.dealer else []
    if seat == sit.winner:
        marks.append("胡")
    if seat == sit.discarder:
        marks.append("放冲")
    return f"{seat}号" + (f"（{'、'.join(marks)}）" if marks else "")


def situation_lines(result: Result, sit: Situation, facts: Mapping[str, Any]) -> list[Text]:
    """The winning tile first, then who won, dealt and discarded; defaults are marked, as a
    forgotten --dealer or a hand typed sorted is the usual cause of a wrong number."""
    defaults = set(facts.get("defaults", ()))
    mark = "（默认）"
    hand = parse_hand(result.hand)
    win = Text("胡 ", style="bold green")
    win.append(f"{glyph(hand.winning)} {code(hand.winning)} {chinese(hand.winning)}", "bold green")
    if "win" in defaults:
        win.append("（最后一张）", style="yellow")
    seats = f"胡家 {sit.winner}号{mark if 'winner' in defaults else ''}"
    seats += f" · 庄 {sit.dealer}号{mark if 'dealer' in defaults else ''}"
    if sit.discarder is None:
        seats += " · 自摸" + ("（没有 --from）" if "from" in defaults else "")
    else:
        seats += f" · 放冲 {sit.discarder}号" + ("（抢杠）" if sit.rob_kong else "")
    return [win, Text(seats)]


def _role(payment: Payment, sit: Situation, liable: Mapping[int, list[int]]) -> str:
    """The payer's role, for its column: 放冲, 庄, 闲, 包 (代4号: paying in that seat's place,
    when no item names it) ..."""
    seat = payment.payer
    roles = []
    if seat in liable:
        named = " ".join(i.label for i in payment.items)
        instead = [s for s in liable[seat] if s != seat and f"代{s}号" not in named]
        roles.append("包" + (f"（代{'、'.join(f'{s}号' for s in instead)}）" if instead else ""))
    if seat == sit.discarder:
        roles.append("被抢杠" if sit.rob_kong else "放冲")
    if seat == sit.dealer:
        roles.append("庄")
    return "·".join(roles) or "闲"


def _row_keys(items: Sequence[Item]) -> list[tuple[str, str, int]]:
    """Each item as (key, label, occurrence): an item met twice (two 四活) is two rows."""
    seen: dict[tuple[str, str], int] = {}
    keys = []
    for item in items:
        n = seen.get((item.key, item.label), 0)
        seen[item.key, item.label] = n + 1
        keys.append((item.key, item.label, n))
    return keys


def breakdown_table(result: Result, sit: Situation) -> Table:
    """One column per payer (payers paying the same items share one), a row per item, and a
    total row that is what the column's seats each pay."""
    liable: dict[int, list[int]] = {}
    for charge in result.details.get("liability_detail", []):
        liable.setdefault(int(charge["seat"]), []).extend(charge["instead_of"])
    columns: list[tuple[list[Payment], dict[tuple[str, str, int], Item]]] = []
    for payment in result.payments:
        cells = dict(zip(_row_keys(payment.items), payment.items, strict=True))
        for payers, known in columns:
            same_role = _role(payers[0], sit, liable) == _role(payment, sit, liable)
            if known == cells and same_role:
                payers.append(payment)
                break
        else:
            columns.append(([payment], cells))
    rows: dict[tuple[str, str, int], Item] = {}
    for _, cells in columns:
        for key, item in cells.items():
            rows.setdefault(key, item)
    table = Table(title="计分明细（每家付多少分）", box=box.SIMPLE_HEAVY, title_justify="left")
    # fold, never "…": a cut reason is what starts the argument (issue 12, narrow screens)
    table.add_column("项目", overflow="fold")
    for payers, _ in columns:
        seats = "、".join(f"{p.payer}号" for p in payers)
        table.add_column(f"{seats}\n{_role(payers[0], sit, liable)}", justify="right")
    table.add_column("说明", overflow="fold")
    table.add_column("出处", style="dim", overflow="fold")
    for key, item in rows.items():
        points = [str(known[key].points) if key in known else "" for _, known in columns]
        table.add_row(item.label, *points, item.note, item.source)
    table.add_section()
    totals = [str(sum(i.points for i in known.values())) for _, known in columns]
    table.add_row(Text("合计（分）", style="bold"), *totals, "", "")
    if sit.unit != 1:
        amounts = [money_text(payers[0].amount) for payers, _ in columns]
        table.add_row(Text("每家付", style="bold"), *amounts, f"每分 {money_text(sit.unit)}", "")
    return table


def print_result(result: Result, sit: Situation, facts: Mapping[str, Any] | None = None) -> None:
    console = make_console()
    console.print(Text(f"规则：{result.rules}", style="bold"))
    for line in situation_lines(result, sit, facts or {}):
        console.print(line)
    console.print(Text("手牌：").append_text(hand_picture(result.hand)))
    console.print(f"写法：{result.hand}")
    if not result.winning:
        console.print(Text(f"不是胡牌：{result.reason}", style="bold red"))
        return
    console.print(breakdown_table(result, sit))
    unpaid = [i for i in result.items if i.applies == APPLIES_NONE]
    if unpaid:
        shown = "；".join(
            f"{i.label} {i.points}" + (f"（{i.note}）" if i.note else "") for i in unpaid
        )
        console.print(f"不直接计钱：{shown}")
    for key, label in (
        ("reading", "读法"),
        ("stand_ins", "钻牌代替"),
        ("win_condition", "胡牌条件"),
    ):
        value = result.details.get(key)
        if value:
            shown = " ".join(value) if isinstance(value, list) else str(value)
            console.print(f"{label}：{shown}")
    liability = result.details.get("liability")
    if liability:
        console.print(Text(f"包牌：{liability}", style="bold yellow"))
    payments = Table(title="付款", box=box.SIMPLE_HEAVY, title_justify="left")
    payments.add_column("付")
    payments.add_column("收")
    payments.add_column("金额", justify="right")
    payments.add_column("说明")
    for p in result.payments:
        payments.add_row(_seat(p.payer, sit), _seat(p.payee, sit), money_text(p.amount), p.note)
    console.print(payments)
    net = result.net
    console.print("净额  " + "   ".join(f"{_seat(s, sit)} {signed_text(net[s])}" for s in SEATS))
    shown_items = [*(i for p in result.payments for i in p.items), *unpaid]
    sources = _unique(i.source for i in shown_items if i.source)
    if sources:
        console.print(Text("依据：" + "；".join(sources), style="dim"))


def _unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _numbers(values: Sequence[Money] | None) -> str:
    return "—" if values is None else " / ".join(money_text(v) for v in values)


def print_checks(checks: Sequence[Check]) -> None:
    console = make_console()
    table = Table(title="书上的例子", box=box.SIMPLE_HEAVY, title_justify="left")
    table.add_column("例子")
    table.add_column("书上", justify="right")
    table.add_column("计算", justify="right")
    table.add_column("结论")
    table.add_column("预期")
    verdicts = {
        "agrees": "一致",
        "disagrees": "不一致",
        "cannot_be_dealt": "牌不可能",
        "error": "出错",
    }
    notes: list[str] = []
    for c in checks:
        verdict = verdicts.get(c.verdict, c.verdict)
        if c.why:
            notes.append(f"{c.name}：{c.why}")
            verdict += f" [{len(notes)}]"
        style = "green" if c.matches else "bold red"
        table.add_row(
            c.name,
            _numbers(c.printed),
            _numbers(c.computed),
            verdict,
            Text("✓" if c.matches else f"✗ 应为 {c.expected}", style=style),
        )
    console.print(table)
    # The reasons are long sentences: under the table they stay readable.
    for number, note in enumerate(notes, 1):
        console.print(f"[{number}] {note}")
    bad = sum(not c.matches for c in checks)
    summary = f"{len(checks)} 个例子，{len(checks) - bad} 个与记录相符"
    console.print(Text(summary + (f"，{bad} 个不符" if bad else ""), style="bold"))
