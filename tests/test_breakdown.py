"""Per-payer breakdown (issue 12, point 1): every payment carries the items it is made of,
and their points times the money unit are exactly its amount — for every rule set, every
way of winning and every liability rule."""

from __future__ import annotations

import random
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from wuhu_mj import InputError, Result, Situation, score
from wuhu_mj.options import parse_fed
from wuhu_mj.result import Payment
from wuhu_mj.ruleset import load_rules

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import GenHand, random_hands

RULE_SETS = ["wuhu", "wuhu-fan", "anqing", "anqing-daque", "anqing-classic", "chizhou"]
SELF_DRAW_ONLY = {"anqing", "anqing-daque", "anqing-classic"}
UNITS: list[int | Decimal] = [1, 1, 2, Decimal("0.5"), Decimal("0.2")]


def _variant(hand: GenHand, rules: str, rng: random.Random) -> tuple[str, Situation]:
    """The generated hand, its melds fed by random seats, under a random seating."""
    winner = rng.choice([1, 2, 3, 4])
    others = [s for s in (1, 2, 3, 4) if s != winner]
    text = "".join(f"{t % 9 + 1}{'mps'[t // 9]}" if t < 27 else "7z" for t in hand.concealed)
    for kind, tiles in hand.melds:
        meld = f"+{kind}" + "".join(
            f"{t % 9 + 1}{'mps'[t // 9]}" if t < 27 else "7z" for t in tiles
        )
        if kind != "angang" and rng.random() < 0.8:
            # one seat feeding several melds is what the liability rules look for
            meld += f"@{others[0] if rng.random() < 0.6 else rng.choice(others)}"
        text += meld
    options: dict[str, Any] = {
        "winner": winner,
        "dealer": rng.choice([1, 2, 3, 4]),
        "unit": rng.choice(UNITS),
    }
    if rules not in SELF_DRAW_ONLY and rng.random() < 0.6:
        options["discarder"] = rng.choice(others)
        if rules in ("wuhu-fan", "chizhou") and rng.random() < 0.2:
            options["rob_kong"] = True
    if rules.startswith("anqing"):
        options["wild"] = rng.choice([0, 4, 13, 22, 27, 33])
    if rules == "chizhou":
        text += "+hua1234f"
    if rules in ("anqing", "chizhou") and rng.random() < 0.3:
        options["fed"] = ((rng.choice(others), ("peng", "peng", "peng", "gang")),)
    return text, Situation(**options)


def _results(rules: str, count: int = 300) -> list[tuple[Result, Situation]]:
    rng = random.Random(f"breakdown-{rules}")
    loaded = load_rules(rules)
    out = []
    for hand in random_hands(count, seed=12):
        text, sit = _variant(hand, rules, rng)
        try:
            result = score(text, loaded, sit)
        except InputError:
            continue
        if result.winning:
            out.append((result, sit))
    return out


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_payment_is_its_items_times_the_unit(rules: str) -> None:
    results = _results(rules)
    assert len(results) >= 40, f"too few winning hands to say anything about {rules}"
    for result, sit in results:
        for payment in result.payments:
            assert payment.items, (result.hand, payment)
            assert _points(payment) * sit.unit == payment.amount, (result.hand, sit, payment)
        assert sum(result.net.values()) == 0


def _points(payment: Payment) -> int:
    return sum(i.points for i in payment.items)


def _liability_cases() -> list[Any]:
    """Every case of the liability tables: each rule of each rule set, each way to win."""
    from test_liability import CASES
    from test_liability_variants import ANQING, CHIZHOU

    cases = [
        pytest.param(rules, hand, {"winner": 1, "dealer": 2, **sit}, id=f"{rules}-{name}")
        for name, rules, hand, sit, _, _ in CASES
    ]
    cases += [
        pytest.param("anqing", hand, {"winner": 1, "dealer": 2, "wild": 26, **sit}, id=f"aq-{n}")
        for n, hand, sit, _ in ANQING
    ]
    cases += [
        pytest.param("chizhou", hand, {"winner": 1, "dealer": 2, **sit}, id=f"cz-{n}")
        for n, hand, sit, _ in CHIZHOU
    ]
    return cases


@pytest.mark.parametrize("unit", [1, 3, Decimal("0.5")])
@pytest.mark.parametrize(("rules", "hand", "options"), _liability_cases())
def test_liable_payments_add_up(
    rules: str, hand: str, options: dict[str, Any], unit: int | Decimal
) -> None:
    options = dict(options)
    if "fed" in options:
        options["fed"] = parse_fed(options["fed"])
    sit = Situation(**options, unit=unit)
    result = score(hand, rules, sit)
    assert result.winning
    charged = {c["seat"]: c for c in result.details.get("liability_detail", [])}
    for payment in result.payments:
        assert _points(payment) * unit == payment.amount, payment
        if payment.payer in charged:
            charge = charged[payment.payer]
            # whose shares and why: every seat taken over other than the payer is an item
            # naming that seat, with the rule's source
            named = {i.label for i in payment.items if i.key.startswith("liability_")}
            for seat in charge["instead_of"]:
                if seat != payment.payer and len(charge["instead_of"]) > 1:
                    assert any(f"代{seat}号" in label for label in named), payment.items
