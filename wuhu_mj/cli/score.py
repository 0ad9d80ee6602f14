"""`score` and `waits`: one hand through the pipeline (service/), printed as a table or JSON.

Both commands are built when first named, from the options declared then (a variant
registered at any time brings its own flags and help).
"""

from __future__ import annotations

from typing import Any

import click

from ..messages.message import Message
from ..output.safetext import json_line
from ..service import Pipeline
from .options import EXIT_NOT_WIN, EXIT_WIN, hand_options, typed
from .words import Command


def _hand(pieces: tuple[str, ...]) -> str:
    """A hand may be typed in pieces (`123m 456m …`): one hand."""
    return " ".join(pieces)


def score_command() -> click.Command:
    return Command(
        "score",
        callback=_score,
        params=[click.Argument(["hand"], nargs=-1, required=True), *hand_options(with_win=True)],
        text=Message("help_score"),
    )


def waits_command() -> click.Command:
    return Command(
        "waits",
        callback=_waits,
        params=[click.Argument(["hand"], nargs=-1, required=True), *hand_options(with_win=False)],
        text=Message("help_waits"),
    )


@click.pass_context
def _score(ctx: click.Context, /, hand: tuple[str, ...], **values: Any) -> int:
    options = typed(ctx, values)
    scored = Pipeline().score(_hand(hand), options)
    if options.get("json"):
        click.echo(json_line(scored.to_json()))
    else:
        from ..output.breakdown import print_result

        print_result(scored.result, scored.situation, scored.facts)
    return scored.exit_code


@click.pass_context
def _waits(ctx: click.Context, /, hand: tuple[str, ...], **values: Any) -> int:
    options = typed(ctx, values)
    found = Pipeline().waits(_hand(hand), options)
    if options.get("json"):
        click.echo(json_line(found.to_json()))
    else:
        from ..output.batch import print_discards, print_waits
        from ..scoring.discards import Discards

        if isinstance(found, Discards):
            print_discards(found)
        else:
            print_waits(found)
    return EXIT_WIN if found.ready else EXIT_NOT_WIN
