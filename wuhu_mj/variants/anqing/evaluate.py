"""Anqing 安庆: every reading the wild rules let win, priced (price.py)."""

from __future__ import annotations

from ...kit import (
    PLAYABLE_KINDS,
    Evaluation,
    Hand,
    Message,
    NotAWin,
    Reading,
    Situation,
    Text,
    Words,
    chinese,
    code,
)
from .facts import (
    HandFacts,
    candidate_readings,
    hand_facts,
    hand_paofeng,
    suits_played,
    win_condition,
)
from .price import price
from .table import AnqingTable
from .wild import wild_setup

# ---------------------------------------------------------------- evaluate


def played_counts(hand: Hand, facts: HandFacts, reading: Reading) -> tuple[int, ...]:
    """Copies of each kind as the reading plays them (melds included, kongs as 4)."""
    counts = [0] * PLAYABLE_KINDS
    if reading.shape == "thirteen_lan":
        for t, n in enumerate(facts.lan):
            # a[i] = a[i] + n: compiled, `a[i] += n` is a generic call (docs/speed.md)
            counts[t] = counts[t] + n
        for _wild, t in reading.stand_ins:
            counts[t] = counts[t] + 1
        return tuple(counts)
    for g in reading.groups:
        for t in g.tiles:
            counts[t] = counts[t] + 1
    return tuple(counts)


def evaluate(hand: Hand, table: AnqingTable, sit: Situation) -> list[Evaluation] | NotAWin:
    setup = wild_setup(table, sit)
    facts = hand_facts(hand, setup)
    readings = candidate_readings(hand, facts, table.features)
    wild_info = {"wild": code(setup.wild)}
    if not readings:
        if facts.bonus_held:
            held = facts.bonus_held[0]
            tile = Text(chinese(held), code(held))
            reason = Message("reason_bonus_dragon_held", tile=tile, wild=code(setup.wild))
            return NotAWin(reason, wild_info)
        return NotAWin(Message("reason_not_sets_anqing"), wild_info)
    facts = hand_paofeng(hand, facts, readings)
    max_suits = table.wilds.max_suits
    evaluations: list[Evaluation] = []
    refusals: list[Words] = []
    for reading in readings:
        played = played_counts(hand, facts, reading)
        if max_suits is not None and suits_played(reading, played) > int(max_suits):
            refusals.append(Message("reason_daque", n=max_suits))
            continue
        condition, rule = win_condition(facts, reading, sit)
        if not condition:
            refusals.append(rule)
            continue
        evaluations.append(price(hand, table, sit, facts, reading, played, condition))
    if not evaluations:
        refusal = refusals[0]
        refused = Message("reason_refused", reason=refusal)
        return NotAWin(refused, {**wild_info, "refused_by": refusal})
    return evaluations
