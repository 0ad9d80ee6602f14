"""Shared helpers of the test tables: score a hand with typed options, and who paid what."""

from __future__ import annotations

from typing import Any

from wuhu_mj import Result, score
from wuhu_mj.service.options import situation


def run(hand: str, rules: str = "wuhu", **options: Any) -> Result:
    """Score with keyword options named as in Situation (discarder= for --from), a variant's
    own options by name (wild=, streak=)."""
    return score(hand, rules, situation(**options))


def paid(result: Result) -> dict[int, int]:
    """Amount each paying seat pays."""
    out: dict[int, int] = {}
    for p in result.payments:
        out[p.payer] = out.get(p.payer, 0) + p.amount
    return out
