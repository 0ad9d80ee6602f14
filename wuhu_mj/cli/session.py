"""The `session` command (registered on the main group in cli/__init__.py): one table's evening."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING

import click

from ..messages.errors import InputError
from ..messages.message import Message
from ..output.safetext import one_line, printable
from ..output.width import usable_width
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
        ],
        text=Message("help_session"),
    )


def _session(source: IO[str], as_json: bool) -> int:
    from ..session import Session, load

    name = str(getattr(source, "name", "<stdin>"))
    try:
        loaded = load(_lines(source))
        table = Session(loaded.header, keep=False)
    except InputError as exc:
        raise InputError(exc.args[0], _where(name, exc.where)) from None
    try:
        return _run(table, loaded.entries, name, as_json)
    except KeyboardInterrupt:
        # Quietly, with 130 (click itself would turn Ctrl-C into an abort and status 1).
        raise click.exceptions.Exit(130) from None
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python's own flush at exit
        # from failing on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _lines(source: IO[str]) -> Iterator[str]:
    """The lines of `source`, never holding more than a line's limit of one in memory: the
    rest of a longer line is skipped (the line is then reported as too long)."""
    from ..session.parse import MAX_INPUT_CHARS, MAX_LINE_CHARS, InputTooLarge

    total = number = 0
    while True:
        line = source.readline(MAX_LINE_CHARS + 2)
        if not line:
            return
        number += 1
        total += len(line)
        while not line.endswith("\n") and len(line) > MAX_LINE_CHARS:
            more = source.readline(1 << 16)
            total += len(more)
            if not more or more.endswith("\n") or total > MAX_INPUT_CHARS:
                break
        if total > MAX_INPUT_CHARS:
            raise InputTooLarge(number)
        yield line


def _where(source: str, where: str) -> str:
    """`line 7` → `FILE:7`."""
    if where == "stdin":  # closed: no line of it was read (streams.py)
        return where
    return f"{source}:{where[5:]}" if where.startswith("line ") else f"{source}: {where}"


def _run(table: Session, entries: Iterator[Entry | LineError], name: str, as_json: bool) -> int:
    from ..messages import i18n
    from ..output.safetext import json_line
    from ..session.model import LineError, money_json
    from ..session.render import RunningTotals, error_line, hand_lines, summary_lines

    history = RunningTotals()  # for the chart (text form): not a record per hand
    first = True
    if as_json:
        head = {
            "players": list(table.header.players),
            "rules": table.rules.name,
            "unit": money_json(table.header.unit),
        }
        click.echo(json_line(head)[:-1] + ', "hands": [', nl=False)
    for item in table.play(entries):
        if isinstance(item, LineError):
            click.echo(one_line(f"wuhu-mj: {error_line(name, item, i18n.english())}"), err=True)
            continue
        if as_json:
            text = json_line(item.to_json())
            click.echo(text if first else ", " + text, nl=False)
            first = False
        else:
            history.add(item.totals)
            for line in hand_lines(item, table.table.count_streak, i18n.english()):
                click.echo(printable(line))
    result = table.result()
    if as_json:
        tail = json_line(result.json_tail())
        click.echo("], " + tail[1:])
    else:
        width = usable_width(shutil.get_terminal_size().columns)
        for line in summary_lines(result, history.rows(), width, i18n.english()):
            click.echo(printable(line))
    return result.exit_code
