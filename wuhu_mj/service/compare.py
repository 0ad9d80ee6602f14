"""One hand under several rule sets, side by side (`score -r A -r B`, the page's "compare
with…"): each rule set scored in turn by the one pipeline, the answer's exit status decided
once for both doors; its JSON line is output/compare_rows.py's `compared_json`.

    compared = compare(Pipeline(), "11234678m23467p5p", {}, ["wuhu", "wuhu-315"])
    compared_json(compared.scored)   # what `score -r wuhu -r wuhu-315 --json` prints
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ..messages.exits import EXIT_NOT_WIN, EXIT_WIN
from ..rules.ruleset import Rules
from .pipeline import Pipeline, Scored


class Compared(NamedTuple):
    """The hand scored under each rule set, in the order given."""

    scored: tuple[Scored, ...]

    @property
    def exit_code(self) -> int:
        """0 when the hand wins under every rule set, else 1."""
        return EXIT_WIN if all(s.result.winning for s in self.scored) else EXIT_NOT_WIN


def compare(
    pipeline: Pipeline,
    hand: str,
    options: Mapping[str, Any],
    rule_sets: Sequence[Rules | str],
) -> Compared:
    """`hand` under each of `rule_sets` (rule sets or their names) with `options`; the first
    bad input under any of them is raised (bad input under one is bad input)."""
    return Compared(tuple(pipeline.score(hand, options, rules) for rules in rule_sets))
