"""The `session` command (registered on the main group in doors/cli/__init__.py): one table's
evening."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING

import click

from ...messages import i18n
from ...messages.message import Message
from ...output.safetext import one_line, printable
from ...output.width import usable_width
from .words import Command, Option

if TYPE_CHECKING:
    from ..session import Session
    from ..session.model import Entry, LineError


def session_command() -> click.Command:
    return Command(
        "session",
        callback=_session,
        params=[
            # Bytes that are not UTF-8 are kept apart (surrogateescape): in the header they
            # are an error, in a hand line U+FFFD (the line is then a bad line). A byte order
            # mark (a phone's notes app may write one) is dropped.
            click.Argument(
                ["source"],
                metavar="FILE|-",
                type=click.File("r", encoding="utf-8-sig", errors="surrogateescape"),
            ),
            Option(["--json", "as_json"], is_flag=True, text=Message("help_session_as_json")),
            Option(["--csv", "as_csv"], is_flag=True, text=Message("help_session_as_csv")),
        ],
        text=Message("help_session"),
    )


def _session(source: IO[str], as_json: bool, as_csv: bool) -> int:
    from ..session.door import read_lines, start

    if as_json and as_csv:
        raise click.UsageError(i18n.t("csv_or_json"))
    name = str(getattr(source, "name", "<stdin>"))
    kept: dict[int, str] = {}
    lines = read_lines(source)
    if as_csv:
        from ...output.csvrows import recorded

        lines = recorded(lines, kept)
    table, entries = start(lines, name)
    try:
        if as_csv:
            return _run_csv(table, entries, name, kept)
        return _run(table, entries, name, as_json)
    except KeyboardInterrupt:
        # Quietly, with 130 (click itself would turn Ctrl-C into an abort and status 1).
        raise click.exceptions.Exit(130) from None
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python's own flush at exit
        # from failing on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run_csv(
    table: Session, entries: Iterator[Entry | LineError], name: str, kept: dict[int, str]
) -> int:
    """The evening as CSV on stdout (output/csvrows.py); bad lines also on stderr."""
    from ...output.csvrows import SessionCsv, writer
    from ..session.model import LineError
    from ..session.render import error_line

    out = SessionCsv(writer(sys.stdout), table.header.players, kept)
    for item in table.play(entries):
        if isinstance(item, LineError):
            click.echo(one_line(f"wuhu-mj: {error_line(name, item, i18n.english())}"), err=True)
            continue
        out.hand(item.to_json())
    result = table.result()
    out.finish({n: result.net[n] for n in result.players})
    return result.exit_code


def _run(table: Session, entries: Iterator[Entry | LineError], name: str, as_json: bool) -> int:
    from ...messages import i18n
    from ..session.door import json_hand, json_head, json_tail
    from ..session.model import LineError
    from ..session.render import RunningTotals, error_line, hand_lines, summary_lines

    english = i18n.english()
    history = RunningTotals()  # for the chart (text form): not a record per hand
    first = True
    if as_json:
        click.echo(json_head(table), nl=False)
    for item in table.play(entries):
        if isinstance(item, LineError):
            click.echo(one_line(f"wuhu-mj: {error_line(name, item, english)}"), err=True)
            continue
        if as_json:
            click.echo(json_hand(item, first), nl=False)
            first = False
        else:
            history.add(item.totals)
            for line in hand_lines(item, table.table.count_streak, english):
                click.echo(printable(line))
    result = table.result()
    if as_json:
        click.echo(json_tail(result), nl=False)
    else:
        width = usable_width(shutil.get_terminal_size().columns)
        for line in summary_lines(result, history.rows(), width, english):
            click.echo(printable(line))
    return result.exit_code
