"""Chizhou 池州 / 蜡子麻将 (docs/rules.md §4): 花 thresholds, 番 capped at 3, prices from YAML.

Scoring is three steps. The 花 count does not depend on how the tiles are read (honors
never form runs), so it is counted once and checked against the threshold for how the
hand was won. Then each reading gets its 番; the value is their sum, capped, or the
`none` value for a 小胡. Payment is 底 × value per payer (payout.py applies 抢杠's multiplier).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...kit import (
    BUILTIN_FOLDER,
    SHARED,
    Detectors,
    Evaluation,
    Hand,
    Money,
    Names,
    NotAWin,
    OptionSpec,
    PlainOptions,
    RuleData,
    RuleTable,
    Situation,
    own,
)

# The implementation (score.py) and the table are imported when first used: a run that
# scores another variant does not pay for loading them.


class _Chizhou(PlainOptions):
    """The Chizhou variant (kit/contract.py)."""

    name: str = "chizhou"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "fed")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER

    @property
    def detectors(self) -> Detectors:
        return SHARED

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import ChizhouTable

        return ChizhouTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from ...kit import compile_common
        from .table import ChizhouTable

        return compile_common(ChizhouTable, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        from .score import prepare
        from .table import ChizhouTable

        return prepare(hand, own(table, ChizhouTable), sit)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import ChizhouTable

        return evaluate(hand, own(table, ChizhouTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        from .score import price_features
        from .table import ChizhouTable

        return price_features(features, own(table, ChizhouTable), sit)


CHIZHOU: Final = _Chizhou()
