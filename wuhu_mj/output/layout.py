"""Tables that fit the terminal: wrapped columns when they can, one block per row when not.

Nothing is ever cut with "…": a column marked `wrap` folds its text onto more lines, and
when even the narrowest table is wider than the terminal (a phone's 40-60 columns) each row
is printed as a block: the first cell as a heading, then "header：value" lines.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, ConsoleRenderable, RenderHook
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from ..messages.i18n import t
from .safetext import MAYBE_UNSAFE, printable
from .width import usable_width

Cell = str | Text

# The narrowest a wrapping column is allowed to get before the rows stack instead.
WRAP_MIN = 10


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    justify: str = "left"  # "left" or "right"
    wrap: bool = False  # long text: folds onto more lines
    style: str = ""


def make_console() -> Console:
    # soft_wrap off: rich breaks every long line at the terminal's width itself.
    console = _Console(highlight=False, soft_wrap=False)
    console.width = usable_width(console.width)  # COLUMNS=0 would print nothing (width.py)
    console.push_render_hook(_EscapeControls())  # a rule file's bidi override is shown, not obeyed
    return console


class _Console(Console):
    def on_broken_pipe(self) -> None:
        # rich would exit 1 here; the CLI ends quietly with 0 on a closed pipe (docs/batch.md).
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, "the reader of stdout has gone")


class _EscapeControls(RenderHook):
    """Every text printed has its control characters escaped, wherever it came from (a rule
    file's name or labels, a hand). Rich adds its own colours after this, so they still work."""

    def process_renderables(self, renderables: list[ConsoleRenderable]) -> list[ConsoleRenderable]:
        return [_Escaped(r) for r in renderables]


class _Escaped:
    def __init__(self, inner: ConsoleRenderable) -> None:
        self.inner = inner

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Segment]:
        for segment in console.render(self.inner, options):
            text = segment.text
            if segment.control or not MAYBE_UNSAFE.search(text.replace("\n", "")):
                yield segment
            else:  # line breaks are rich's own
                shown = "\n".join(printable(part) for part in text.split("\n"))
                yield Segment(shown, segment.style)


def _plain(cell: Cell) -> str:
    return cell.plain if isinstance(cell, Text) else cell


def needed_width(columns: Sequence[Column], rows: Sequence[Sequence[Cell]]) -> int:
    """The narrowest the table can be printed without cutting: whole cells in the columns
    that do not wrap, WRAP_MIN (or less, if the cells are short) in those that do."""
    total = 3 * len(columns) + 1  # a space either side of each cell, one between columns
    for i, column in enumerate(columns):
        cells = [column.header, *(_plain(r[i]) for r in rows)]
        widest = max(max(cell_len(line) for line in c.split("\n")) for c in cells)
        total += min(widest, WRAP_MIN) if column.wrap else widest
    return total


def print_table(
    console: Console,
    title: str | None,
    columns: Sequence[Column],
    rows: Sequence[Sequence[Cell]],
    footer: Sequence[Sequence[Cell]] = (),
) -> None:
    """`rows` as a table when it fits the console's width, else as stacked blocks; `footer`
    rows (totals) come after a rule in the table, as more blocks when stacked. No title:
    more rows of a table already begun (batch prints its hands a page at a time)."""
    if needed_width(columns, [*rows, *footer]) <= console.width:
        if title is not None:  # not the table's title, which rich pads to the table's width
            console.print(title)
        table = Table(box=box.SIMPLE_HEAVY)
        for column in columns:
            table.add_column(
                column.header,
                justify="right" if column.justify == "right" else "left",
                style=column.style,
                overflow="fold",
                no_wrap=not column.wrap,
                min_width=min(WRAP_MIN, cell_len(column.header)) if column.wrap else None,
            )
        for row in rows:
            table.add_row(*row)
        if footer:
            table.add_section()
            for row in footer:
                table.add_row(*row)
        console.print(table)
        return
    if title is not None:
        console.print(title)
    every = [*rows, *footer]
    for at, row in enumerate(every):
        # A row whose first cell is empty continues the block above (e.g. a second wait of
        # the same discard): each row of such a block starts with "-", the first one too.
        continued = not _plain(row[0]).strip()
        followed = at + 1 < len(every) and not _plain(every[at + 1][0]).strip()
        if not continued:
            console.print(Text("• ").append_text(_text(row[0])))
        marker = "  - " if continued or followed else "  "
        for column, cell in zip(columns[1:], row[1:], strict=True):
            if not _plain(cell).strip():
                continue
            header = column.header.replace("\n", " ")  # a two-line header on one line
            line = Text(marker + t("field", name=header)).append_text(_text(cell))
            console.print(line)
            marker = "    " if continued or followed else "  "


def print_parts(console: Console, head: str, parts: Sequence[str], sep: str) -> None:
    """`head` then `parts` joined by `sep` on one line when it fits; else as many parts as fit
    on each line, the next lines indented under the first part, so that a part (a seat and its
    amount) is never split across lines."""
    line = head + sep.join(parts)
    if cell_len(line) <= console.width:
        console.print(Text(line))
        return
    indent = " " * cell_len(head)
    current = head
    for i, part in enumerate(parts):
        joined = current + (sep if i and current.strip() else "") + part
        if i and cell_len(joined) > console.width and current.strip():
            console.print(Text(current))
            joined = indent + part
        current = joined
    console.print(Text(current))


def _text(cell: Cell) -> Text:
    return Text(cell) if isinstance(cell, str) else cell
