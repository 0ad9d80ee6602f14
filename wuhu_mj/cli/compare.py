"""`wuhu-mj score HAND -r A -r B ...`: the same hand under several rule sets, side by side."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import click

from ..notation.hand import Hand
from ..output.safetext import json_line
from ..scoring.situation import Situation
from .options import EXIT_NOT_WIN, EXIT_WIN


def score_compare(
    hand: Hand,
    names: tuple[str, ...],
    situation: Situation,
    facts: Mapping[str, Any],
    as_json: bool,
) -> int:
    """Score `hand` under each rule set in turn (bad input under any of them is bad input:
    the error says which) and print one table, or with `as_json` a list of results. Exit 0
    when every rule set scores a win, 1 when some does not."""
    from ..rules.ruleset import load_rules
    from ..scoring.best import score
    from ..service.options import score_json

    results = [score(hand, load_rules(name), situation) for name in names]
    if as_json:
        click.echo(json_line([score_json(result, dict(facts)) for result in results]))
    else:
        from ..output.compare import print_compare

        print_compare(results, situation, facts)
    return EXIT_WIN if all(r.winning for r in results) else EXIT_NOT_WIN
