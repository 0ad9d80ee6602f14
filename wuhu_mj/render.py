"""Rich tables for people at the table; imported only when a table is printed."""

from __future__ import annotations

import errno
from collections.abc import Iterable, Iterator, Sequence

from rich import box
from rich.console import Console, ConsoleOptions, ConsoleRenderable, RenderHook
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from .notation import parse_hand
from .result import Result
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


def print_result(result: Result, sit: Situation) -> None:
    console = make_console()
    console.print(Text(f"规则：{result.rules}", style="bold"))
    console.print(Text("手牌：").append_text(hand_picture(result.hand)))
    console.print(f"写法：{result.hand}")
    if not result.winning:
        console.print(Text(f"不是胡牌：{result.reason}", style="bold red"))
        return
    breakdown = Table(title="计分明细", box=box.SIMPLE_HEAVY, title_justify="left")
    breakdown.add_column("项目")
    breakdown.add_column("分", justify="right")
    breakdown.add_column("说明")
    breakdown.add_column("出处", style="dim")
    for item in result.items:
        breakdown.add_row(item.label, str(item.points), item.note, item.source)
    console.print(breakdown)
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
        payments.add_row(_seat(p.payer, sit), _seat(p.payee, sit), str(p.amount), p.note)
    console.print(payments)
    net = result.net
    console.print("净额  " + "   ".join(f"{_seat(s, sit)} {net[s]:+d}" for s in SEATS))
    sources = _unique(i.source for i in result.items if i.source)
    if sources:
        console.print(Text("依据：" + "；".join(sources), style="dim"))


def _unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


def _numbers(values: Sequence[int] | None) -> str:
    return "—" if values is None else " / ".join(str(v) for v in values)


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
