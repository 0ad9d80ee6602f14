"""`score` and `waits`: one hand through the pipeline (service/), printed as a table or JSON.

Both commands are built when first named, from the options declared then (a variant
registered at any time brings its own flags and help).
"""

from __future__ import annotations

from typing import Any

import click

from ...messages.message import Message
from ...output.lines import write_line
from ...output.safetext import json_line
from ...service import Pipeline
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
    names = tuple(options.pop("rules", ()))
    if len(names) > 1:
        return _compare(_hand(hand), options, names)
    if names:
        options["rules"] = names[0]
    scored = Pipeline().score(_hand(hand), options)
    if options.get("json"):
        write_line(scored.json_text())
    else:
        from ...output.breakdown import print_result

        print_result(scored.result, scored.situation, scored.facts)
    return scored.exit_code


def _compare(hand: str, options: dict[str, Any], names: tuple[str, ...]) -> int:
    """The same hand under each rule set in turn (bad input under any is bad input), one
    table, or with --json a list of results. Exit 0 when every rule set scores a win."""
    from ...service.compare import compare

    compared = compare(Pipeline(), hand, options, names)
    if options.get("json"):
        from ...output.compare_rows import compared_json

        write_line(compared_json(compared.scored))
    else:
        from ...output.compare import print_compare

        scored = compared.scored
        print_compare([s.result for s in scored], scored[0].situation, scored[0].facts)
    return compared.exit_code


@click.pass_context
def _waits(ctx: click.Context, /, hand: tuple[str, ...], **values: Any) -> int:
    options = typed(ctx, values)
    found = Pipeline().waits(_hand(hand), options)
    if options.get("json"):
        write_line(json_line(found.to_json()))
    else:
        from ...output.batch import print_discards, print_waits
        from ...scoring.discards import Discards

        if isinstance(found, Discards):
            print_discards(found)
        else:
            print_waits(found)
    return EXIT_WIN if found.ready else EXIT_NOT_WIN
