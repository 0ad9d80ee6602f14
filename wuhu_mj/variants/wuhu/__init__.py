"""Wuhu 芜湖 (docs/rules.md §2): 八支, 支番 and 压档, 嘴子, 交, 杠; prices from the rule file.

evaluate.py reads a hand and works out each reading's facts; price.py prices them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, Final

from ...kit import (
    BUILTIN_FOLDER,
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
    SessionHooks,
    Situation,
    apply_tileset,
    own,
)

if TYPE_CHECKING:
    from .table import WuhuTable

# The implementation (evaluate.py, price.py) and the table are imported when first used: a
# run that scores another variant does not pay for loading them.
_Evaluate = Callable[[Hand, "WuhuTable", Situation], "list[Evaluation] | NotAWin"]


class _Wuhu(PlainOptions):
    """The Wuhu variant (kit/contract.py)."""

    name: str = "wuhu"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "fed")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER

    # 交 is paid in cash, outside the 底 pots (docs/rules.md §6).
    session_hooks: SessionHooks = SessionHooks(
        cash_patterns=frozenset({"jiao"}), cash_note="note_jiao"
    )

    @property
    def detectors(self) -> Detectors:
        from .patterns import DETECTORS

        return DETECTORS

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import WuhuTable

        return WuhuTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from .table import compile_table

        return compile_table(raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    @cached_property
    def _scorer(self) -> tuple[type[WuhuTable], _Evaluate]:
        # Imported once, on first use (an import statement per hand costs about a µs).
        from .evaluate import evaluate
        from .table import WuhuTable

        return WuhuTable, evaluate

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        table_type, evaluate = self._scorer
        return evaluate(hand, own(table, table_type), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        from .price import price_features
        from .table import WuhuTable

        return price_features(features, own(table, WuhuTable), sit)


WUHU: Final = _Wuhu()
