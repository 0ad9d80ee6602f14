"""The `batch` and `waits` commands (registered on the main group in cli.py)."""

from __future__ import annotations

import io
import os
import sys
from contextlib import closing
from typing import Any, BinaryIO

import click

from ..messages.i18n import t
from ..output.safetext import json_line
from .options import EXIT_NOT_WIN, EXIT_WIN, collect, rules_option, score_options

# Files at least this big get a progress bar (when stderr is a terminal).
PROGRESS_BYTES = 256 * 1024


@click.command()
# Read as bytes: only \n ends a line, and bytes that are not UTF-8 become U+FFFD, so the
# line holding them is reported as a bad line (exit 2) instead of the batch failing.
@click.argument("source", metavar="FILE|-", type=click.File("rb"))
@click.option("--json", "as_json", is_flag=True, help="One JSON object per hand, then the ledger.")
@rules_option("Rule set for lines that do not name one.")
@click.option(
    "--unit",
    default=None,
    metavar="N",
    help="Money per point for lines that do not give their own (default 1).",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to score with (at most the CPUs; output order is unchanged).",
)
@click.option(
    "--rows",
    type=click.IntRange(min=0),
    default=100,
    show_default=True,
    help="Hands listed in the table (the ledger always covers every hand).",
)
def batch(
    source: BinaryIO, as_json: bool, rules: str, unit: str | None, jobs: int, rows: int
) -> int:
    """Score every hand in FILE (or stdin) and settle the session.

    Each line is a JSON object ({"hand": "...", "winner": 2, "from": 3, "rules": "wuhu"})
    or the arguments of `score` (123m456m789m11p+peng555s --from 3). Blank lines and
    lines starting with # are skipped. Lines are scored and printed as they are read.
    Exit status: 0 every hand a win, 1 some not a win, 2 some bad input (the other lines
    are still scored), 130 interrupted.
    """
    from ..batch.run import Tally, read_batch, score_batch
    from ..scoring.money import parse_unit

    money = None if unit is None else parse_unit(unit)
    tally = Tally()
    progress = _Progress(source, as_json, rows)
    outcomes = score_batch(read_batch(source), rules, jobs, keep_data=as_json, unit=money)
    with closing(outcomes), progress:
        if as_json:
            for outcome in outcomes:
                tally.add(outcome)
                click.echo(json_line(outcome.to_json()))
                progress.tick(tally.hands)
            click.echo(json_line({"ledger": tally.ledger().to_json()}))
        else:
            from ..output.batch import BatchTable

            table = BatchTable(rows)
            for outcome in outcomes:
                tally.add(outcome)
                table.add(tally.hands, outcome)
                progress.tick(tally.hands)
            progress.stop()
            table.finish(tally.ledger())
    return tally.ledger().exit_code


class _Progress:
    """A progress bar on stderr while a large file is scored at a terminal and nothing else
    is being printed there (after the table's rows, or with --json to a file)."""

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

            self.bar = Progress(console=Console(stderr=True), transient=True)
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


@click.command()
@click.argument("hand", nargs=-1, required=True)
@score_options
def waits(hand: tuple[str, ...], rules: str, as_json: bool, **kwargs: Any) -> int:
    """What HAND waits on and what each win would pay; with 14 tiles, which tile to discard.

    For 13 tiles (plus melds): every tile kind that completes the hand under the rules,
    how many are unseen (4 less the copies in sight), 压档 / 跑风, and the winner's
    takings on a self-draw and on a discard (from --from, else the seat before the
    winner). A hand that waits on nothing gets its distance from ready (shanten).

    For 14 tiles: the same for each possible discard, the best first (most money the
    waits are worth, then most tiles left). Exit status: 0 ready, 1 not ready, 2 bad
    input.
    """
    from ..scoring.discards import Discards, waits_or_discards
    from ..service.limits import check_hand_text
    from ..service.options import situation_from

    text = " ".join(hand)
    check_hand_text(text)
    situation = situation_from(collect(kwargs))
    found = waits_or_discards(text, rules, situation)
    if as_json:
        click.echo(json_line(found.to_json()))
    else:
        from ..output.batch import print_discards, print_waits

        if isinstance(found, Discards):
            print_discards(found)
        else:
            print_waits(found)
    return EXIT_WIN if found.ready else EXIT_NOT_WIN
