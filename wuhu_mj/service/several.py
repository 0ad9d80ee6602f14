"""One discard, several winners (一炮多响; docs/rules.md §1): each winner is scored on its own,
as if it had won alone (its own liability), and the discarder pays each. Every door that
records a hand (a session line, a batch line, the page through the session) asks here, so the
rule set's `several_winners` key and the checks are in one place.

    scored = score_discard(pipeline, [(hand_b, options_b), (hand_c, options_c)])
    scored[0].situation.winner   # the first winner after the discarder: the next dealer (002)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..messages.errors import InputError
from ..messages.message import Message
from ..rules.ruleset import Rules
from .pipeline import Pipeline, Scored


def check_allowed(rules: Rules) -> None:
    """InputError (at `winner`) when the rule set does not let one discard have several
    winners, naming the rulebook line its `several_winners.source` gives."""
    rule = rules.table.several_winners
    if rule is not None and rule.allowed:
        return
    source = rule.source if rule is not None else ""
    if source:
        said = Message("several_winners_refused", rules=rules.name, source=source)
    else:
        said = Message("several_winners_refused_plain", rules=rules.name)
    raise InputError(said, "winner")


def turn_order(discarder: int, winner: int) -> int:
    """How far after the discarder `winner` sits in turn order (1: the next seat)."""
    return (winner - discarder) % 4


def score_discard(
    pipeline: Pipeline,
    wins: Sequence[tuple[str, Mapping[str, Any]]],
    rules: Rules | str | None = None,
) -> tuple[Scored, ...]:
    """Score each (hand, options) of one discard with several winners, under `rules` (else the
    rule set the first options name, else the pipeline's). The options are as any door spells
    them and each names its `winner` and the one `from`. The answers come in turn order from
    the discarder, the first being the winner 002 has deal next ("谁在前谁做庄"). InputError
    when the rule set forbids it, a winner is named twice, the discarder is not one seat, or
    the winners did not win on one tile."""
    first = wins[0][1]
    ruleset = rules if isinstance(rules, Rules) else pipeline.rules(rules or _named(first))
    check_allowed(ruleset)
    if any(options.get("from") is None for _, options in wins):
        raise InputError(Message("several_winners_need_discarder"), "from")
    scored = [pipeline.score(hand, options, ruleset) for hand, options in wins]
    if len({s.situation.discarder for s in scored}) > 1:
        raise InputError(Message("several_winners_one_discarder"), "from")
    winners = [s.situation.winner for s in scored]
    if len(set(winners)) < len(winners):
        raise InputError(Message("several_winners_twice"), "winner")
    tiles = list(dict.fromkeys(s.facts.get("win") for s in scored))
    if len(tiles) > 1:
        said = Message("several_winners_tiles", tiles=" ".join(str(t) for t in tiles))
        raise InputError(said, "hand")
    discarder = scored[0].situation.discarder or 0
    return tuple(sorted(scored, key=lambda s: turn_order(discarder, s.situation.winner)))


def _named(options: Mapping[str, Any]) -> str | None:
    name = options.get("rules")
    return name if isinstance(name, str) and name else None
