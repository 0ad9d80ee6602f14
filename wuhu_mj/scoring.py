"""Score a hand: apply the rule set's variant, price every reading, keep the best one."""

from __future__ import annotations

from .evaluation import Evaluation, NotAWin
from .hand import Hand
from .notation import format_hand, parse_hand
from .payout import ordinary_payments
from .result import Payment, Result
from .ruleset import Rules, load_rules
from .situation import Situation, check_situation
from .variants import variant_module


def settle(evaluation: Evaluation, hand: Hand, rules: Rules, sit: Situation) -> tuple[Payment, ...]:
    return ordinary_payments(evaluation.price, sit, rules)


def score(
    hand: Hand | str, rules: Rules | str = "wuhu", situation: Situation | None = None
) -> Result:
    """Score one hand. Raises InputError / RuleFileError for bad input; never prints."""
    sit = situation or Situation()
    ruleset = load_rules(rules) if isinstance(rules, str) else rules
    parsed = parse_hand(hand) if isinstance(hand, str) else hand
    variant = variant_module(ruleset)
    options = frozenset(str(o) for o in ruleset.get("options"))
    prepared = variant.prepare(parsed, ruleset, sit)
    check_situation(sit, prepared, options)
    outcome = variant.evaluate(prepared, ruleset, sit)
    text = format_hand(parsed)
    if isinstance(outcome, NotAWin):
        return Result(ruleset.name, text, False, outcome.reason, details=outcome.details)
    if not outcome:
        return Result(ruleset.name, text, False, "不成胡")
    best_key = None
    best: tuple[Evaluation, tuple[Payment, ...]] | None = None
    for evaluation in outcome:
        payments = settle(evaluation, prepared, ruleset, sit)
        key = (sum(p.amount for p in payments), -len(evaluation.items))
        if best_key is None or key > best_key:
            best_key, best = key, (evaluation, payments)
    assert best is not None
    evaluation, payments = best
    reason = "胡牌"
    return Result(
        ruleset.name,
        text,
        True,
        reason,
        evaluation.patterns,
        evaluation.items,
        payments,
        {**evaluation.details, "readings_considered": len(outcome)},
    )
