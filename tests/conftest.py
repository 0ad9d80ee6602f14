"""Shared helpers for the test tables."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

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


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages in English (the default is Chinese): for tests that check English text."""
    monkeypatch.setenv("WUHU_MJ_LANG", "en")
