"""Score a hand: apply the rule set's variant, price every reading, keep the best one."""

from __future__ import annotations

from ..messages.message import Message
from ..notation.hand import Hand
from ..notation.records import record
from ..notation.text import format_hand, parse_hand
from ..rules.compiled.common import RuleTable
from ..rules.rulefile import DEFAULT_RULES
from ..rules.ruleset import Rules, load_rules
from ..variants import variant_of
from . import liability
from .evaluation import Evaluation, NotAWin
from .liability import Settlement
from .result import APPLIES_PAYER, PAYMENT_ONLY_KEYS, Item, Result, house_rule
from .situation import Situation, check_situation

_WIN, _NO_WIN = Message("reason_win"), Message("reason_no_win")


def settle(
    evaluation: Evaluation,
    hand: Hand,
    table: RuleTable,
    sit: Situation,
    liable: liability.Liable | None = None,
) -> Settlement:
    """Who pays: the ordinary payments, changed by the rule file's liability rules (包牌).
    `liable` is what liability.find_liable says of the hand (worked out here if not given)."""
    found = liability.find_liable(hand, table, sit) if liable is None else liable
    return liability.settle(evaluation, hand, table, sit, found)


def score(
    hand: Hand | str, rules: Rules | str = DEFAULT_RULES, situation: Situation | None = None
) -> Result:
    """Score one hand. Raises InputError / RuleFileError for bad input; never prints."""
    sit = situation or Situation()
    ruleset = load_rules(rules) if isinstance(rules, str) else rules
    parsed = parse_hand(hand) if isinstance(hand, str) else hand
    table = ruleset.table
    variant = variant_of(table)
    prepared = variant.prepare(parsed, table, sit)
    check_situation(sit, prepared, table.options)  # a tuple: hashed for the cache as it is
    variant.check_options(sit)
    outcome = variant.evaluate(prepared, table, sit)
    text = format_hand(parsed)
    if isinstance(outcome, NotAWin):
        return Result(ruleset.name, text, False, outcome.reason, details=outcome.details)
    if not outcome:
        return Result(ruleset.name, text, False, _NO_WIN)
    liable = liability.find_liable(prepared, table, sit)
    if len(outcome) == 1:
        evaluation = outcome[0]
        settlement = settle(evaluation, prepared, table, sit, liable)
    else:
        best_key = None
        best: tuple[Evaluation, Settlement] | None = None
        for evaluation in outcome:
            settlement = settle(evaluation, prepared, table, sit, liable)
            key = (sum(p.amount for p in settlement.payments), -len(evaluation.items))
            if best_key is None or key > best_key:
                best_key, best = key, (evaluation, settlement)
        assert best is not None
        evaluation, settlement = best
    details = (
        {**evaluation.details, **settlement.details()}
        if settlement.charges
        else dict(evaluation.details)
    )
    all_three = table.all_pay_on_discard()
    if all_three is not None and sit.discarder is not None:
        pay_rule = house_rule("pay_on_discard", all_three.label, all_three.source)
        found = [*details.get("house_rules", []), pay_rule]
        details["house_rules"] = found
    details["readings_considered"] = len(outcome)
    return record(
        Result,
        (
            ruleset.name,
            text,
            True,
            _WIN,
            evaluation.patterns,
            (*evaluation.items, *_payment_only(settlement)),
            settlement.payments,
            details,
        ),
    )


def _payment_only(settlement: Settlement) -> tuple[Item, ...]:
    """The items a payment adds (抢杠 × 3, the discarder's dealer rate), once each, so a
    result's items name every row its payments carry (applies: one payer, as they say)."""
    found: dict[Item, None] = {}
    for payment in settlement.payments:
        for item in payment.items:
            if item.key in PAYMENT_ONLY_KEYS:
                found[item._replace(applies=APPLIES_PAYER)] = None
    return tuple(found)
