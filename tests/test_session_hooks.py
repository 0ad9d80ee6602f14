"""What a variant adds to an evening comes from the variant (kit.SessionHooks), not from names
the session knows: Wuhu's 交 is paid in cash because Wuhu says so, and an Anqing hand is
scored with the dealer's 连庄 count through the option Anqing names (docs/rules.md §6).

Each test registers a stand-in for a built-in variant that answers everything as the built-in
one does but its session hooks, and puts the built-in one back after.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from wuhu_mj import variants
from wuhu_mj.doors.session import score_session
from wuhu_mj.kit import SessionHooks

QINGYISE = "11123456789999m"  # Wuhu 清一色: 交, 50 from each payer (000 五.1)
ANQING = "123m456p78s99s9s+chi789m wild 1z"  # 基本胡 3, dealer extra 3, 连庄 3/6/12/15


class _StandIn:
    """`variant` but for its session hooks."""

    def __init__(self, variant: Any, hooks: SessionHooks) -> None:
        self._variant = variant
        self.session_hooks = hooks

    def __getattr__(self, name: str) -> Any:
        return getattr(self._variant, name)


@pytest.fixture
def stand_in() -> Iterator[Any]:
    replaced: list[Any] = []

    def put(name: str, hooks: SessionHooks) -> None:
        original = variants.variant_named(name)
        replaced.append(original)
        variants.register(_StandIn(original, hooks))  # type: ignore[arg-type]

    yield put
    for original in replaced:
        variants.register(original)


def _wuhu_jiao_payments() -> list[tuple[str, int]]:
    evening = score_session(f"players: A B C D\nrules: wuhu\npot: 50\nA {QINGYISE}\n")
    return [(p.by, p.amount) for p in evening.hands[0].payments]


def _anqing_nets() -> list[tuple[int, ...]]:
    text = f"players: A B C D\nrules: anqing\nA {ANQING}\nA {ANQING}\n"
    return [tuple(h.net) for h in score_session(text).hands]


def test_wuhu_says_jiao_is_paid_in_cash() -> None:
    assert _wuhu_jiao_payments() == [("cash", 50)] * 3


def test_a_variant_without_cash_patterns_pays_jiao_from_the_pots(stand_in: Any) -> None:
    stand_in("wuhu", SessionHooks())
    assert _wuhu_jiao_payments() == [("pot", 50)] * 3


def test_anqing_names_the_streak_option() -> None:
    # The dealer A wins twice: the second hand is 连庄 1 (+3 from each payer).
    assert _anqing_nets() == [(18, -6, -6, -6), (27, -9, -9, -9)]


def test_without_a_streak_option_no_count_reaches_the_scorer(stand_in: Any) -> None:
    stand_in("anqing", SessionHooks())
    assert _anqing_nets() == [(18, -6, -6, -6), (18, -6, -6, -6)]
