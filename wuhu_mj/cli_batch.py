"""The `batch` and `waits` commands (registered on the main group in cli.py)."""

from __future__ import annotations

import sys
from typing import IO, Any

import click

from .cli_options import EXIT_NOT_WIN, EXIT_WIN, collect, rules_option, score_options
from .i18n import t

# Inputs at least this long get a progress bar (when stderr is a terminal).
PROGRESS_THRESHOLD = 2000


@click.command()
# Bytes that are not UTF-8 become U+FFFD, so the line holding them is reported as a bad
# line (exit 2) instead of the whole batch failing on a decode error (found by fuzzing).
@click.argument(
    "source", metavar="FILE|-", type=click.File("r", encoding="utf-8", errors="replace")
)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per input line, in order.")
@rules_option("Rule set for lines that do not name one.")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Processes to score with (large inputs; output order is unchanged).",
)
@click.option(
    "--rows",
    type=click.IntRange(min=0),
    default=100,
    show_default=True,
    help="Hands listed in the table (the ledger always covers every hand).",
)
def batch(source: IO[str], as_json: bool, rules: str, jobs: int, rows: int) -> int:
    """Score every hand in FILE (or stdin) and settle the session.

    Each line is a JSON object ({"hand": "...", "winner": 2, "from": 3, "rules": "wuhu"})
    or the arguments of `score` (123m456m789m11p+peng555s --from 3). Blank lines and
    lines starting with # are skipped. Exit status: 0 every line a win, 1 some not a
    win, 2 some bad input (the other lines are still scored).
    """
    from .batch import ledger, parse_lines, score_batch
    from .money import dumps

    entries = list(parse_lines(source))
    progress, finish = _progress(len(entries))
    outcomes = []
    try:
        for outcome in score_batch(
            entries, rules, jobs, keep_data=as_json or rows > 0, progress=progress
        ):
            if as_json:
                click.echo(dumps(outcome.to_json()))
                outcome = outcome.printed()  # the ledger needs no breakdown
            outcomes.append(outcome)
    finally:
        finish()
    session = ledger(outcomes)
    if not as_json:
        from .render_batch import print_batch

        print_batch(outcomes, session, rows)
    return session.exit_code


def _progress(total: int) -> tuple[Any, Any]:
    """A rich progress bar on stderr for large inputs at a terminal; no-ops otherwise."""
    if total < PROGRESS_THRESHOLD or not sys.stderr.isatty():
        return None, lambda: None
    from rich.console import Console
    from rich.progress import Progress

    bar = Progress(console=Console(stderr=True), transient=True)
    task = bar.add_task(t("progress"), total=total)
    bar.start()
    return (lambda n: bar.advance(task, n)), bar.stop


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
    from .discards import Discards, waits_or_discards
    from .options import situation_from

    situation = situation_from(collect(kwargs))
    found = waits_or_discards(" ".join(hand), rules, situation)
    if as_json:
        from .money import dumps

        click.echo(dumps(found.to_json()))
    else:
        from .render_batch import print_discards, print_waits

        if isinstance(found, Discards):
            print_discards(found)
        else:
            print_waits(found)
    return EXIT_WIN if found.ready else EXIT_NOT_WIN
