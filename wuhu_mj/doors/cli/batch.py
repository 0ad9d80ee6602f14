"""The `batch` command: every hand of a file, scored and written as it is read."""

from __future__ import annotations

import io
import os
import sys
from contextlib import closing, suppress
from typing import Any, BinaryIO

import click

from ...messages.i18n import t
from ...messages.message import Message
from ...messages.schemas import document
from ...output.lines import LineWriter
from ...output.safetext import json_line
from ...rules.rulefile import DEFAULT_RULES
from .config import ENV
from .options import complete_rules
from .words import Command, Option

# Files at least this big get a progress bar (when stderr is a terminal).
PROGRESS_BYTES = 256 * 1024


def batch_command() -> click.Command:
    return Command(
        "batch",
        callback=_batch,
        params=[
            # Read as bytes: only \n ends a line, and bytes that are not UTF-8 become U+FFFD,
            # so the line holding them is reported as a bad line (exit 2) instead of the batch
            # failing.
            click.Argument(["source"], metavar="FILE|-", type=click.File("rb")),
            Option(["--json", "as_json"], is_flag=True, text=Message("help_batch_as_json")),
            Option(["--csv", "as_csv"], is_flag=True, text=Message("help_batch_as_csv")),
            Option(
                ["--rules", "-r", "rules"],
                default=DEFAULT_RULES,
                envvar=ENV["rules"],
                shell_complete=complete_rules,
                show_default=True,
                metavar="NAME|PATH",
                text=Message("help_batch_rules"),
            ),
            Option(
                ["--unit"],
                default=None,
                envvar=ENV["unit"],
                metavar="N",
                text=Message("help_batch_unit"),
            ),
            Option(
                ["--jobs", "-j"],
                type=click.IntRange(min=1),
                default=1,
                show_default=True,
                text=Message("help_batch_jobs"),
            ),
            Option(
                ["--rows"],
                type=click.IntRange(min=0),
                default=100,
                show_default=True,
                text=Message("help_batch_rows"),
            ),
        ],
        text=Message("help_batch"),
    )


def _batch(
    source: BinaryIO,
    as_json: bool,
    as_csv: bool,
    rules: str,
    unit: str | None,
    jobs: int,
    rows: int,
) -> int:
    from ...service.grammar import parse_unit
    from ..batch.run import Tally, read_batch, score_batch, write_json_lines

    if as_json and as_csv:
        raise click.UsageError(t("csv_or_json"))
    money = None if unit is None else parse_unit(unit)
    if as_csv:
        return _batch_csv(source, rules, jobs, money)
    tally = Tally()
    progress = _Progress(source, as_json, rows)
    if as_json:
        out = LineWriter()
        lines = read_batch(source, waiting=out.flush)  # answers flow while the input pauses
        outcomes = score_batch(lines, rules, jobs, keep_data=True, unit=money)
        with closing(outcomes), progress:
            try:
                write_json_lines(outcomes, tally, out, progress.EVERY, progress.tick)
            except KeyboardInterrupt:
                with suppress(OSError, ValueError):
                    out.flush()  # what was scored is written
                raise
            out.line(json_line(document({"ledger": tally.ledger().to_json()})))
            out.flush()
        return tally.ledger().exit_code
    from ...output.batch import BatchTable

    outcomes = score_batch(read_batch(source), rules, jobs, keep_data=False, unit=money)
    with closing(outcomes), progress:
        table = BatchTable(rows)
        for outcome in outcomes:
            tally.add(outcome)
            table.add(tally.hands, outcome)
            progress.tick(tally.hands)
        progress.stop()
        table.finish(tally.ledger())
    return tally.ledger().exit_code


def _batch_csv(source: BinaryIO, rules: str, jobs: int, money: Any) -> int:
    """Every hand a row of CSV on stdout, then the ledger's totals (output/csvrows.py)."""
    from ...output.csvrows import batch_header, batch_row, batch_totals, writer
    from ..batch.run import Tally, read_batch, score_batch

    tally = Tally()
    row = writer(sys.stdout)
    batch_header(row)
    outcomes = score_batch(read_batch(source), rules, jobs, keep_data=False, unit=money)
    with closing(outcomes):
        for outcome in outcomes:
            tally.add(outcome)
            batch_row(row, tally.hands, outcome)
    ledger = tally.ledger()
    batch_totals(row, dict(ledger.net))
    return ledger.exit_code


class _Progress:
    """A progress bar for a big input file, on stderr and only when stderr is a terminal.

    It never touches stdout: rich's Live takes over sys.stdout and sys.stderr while it runs
    unless told not to, and `batch --json > out.jsonl` typed at a terminal then wrote every
    line scored meanwhile to the terminal instead of the file. With stdout the same terminal
    (`batch --json` alone) there is no bar: the lines would scroll it away."""

    EVERY = 1000  # hands between updates

    def __init__(self, source: BinaryIO, as_json: bool, rows: int) -> None:
        self.source = source
        self.after = 0 if as_json else rows
        self.bar: Any = None
        self.size = 0
        quiet_stdout = not as_json or not sys.stdout.isatty()
        if quiet_stdout and sys.stderr.isatty():
            try:
                self.size = os.fstat(source.fileno()).st_size
            except (OSError, ValueError, io.UnsupportedOperation):
                self.size = 0

    def tick(self, hands: int) -> None:
        if self.size < PROGRESS_BYTES or hands % self.EVERY or hands <= self.after:
            return
        if self.bar is None:
            from rich.console import Console
            from rich.progress import Progress

            from ...output.width import usable_width

            console = Console(file=sys.stderr)  # this stream, whatever sys.stdout becomes
            console.width = usable_width(console.width)  # COLUMNS=0 would draw nothing
            self.bar = Progress(
                console=console, transient=True, redirect_stdout=False, redirect_stderr=False
            )
            self.task = self.bar.add_task(t("progress"), total=self.size)
            self.bar.start()
        self.bar.update(self.task, completed=self.source.tell())

    def stop(self) -> None:
        if self.bar is not None:
            self.bar.stop()
            self.bar = None

    def __enter__(self) -> _Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
