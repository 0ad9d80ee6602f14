"""Wuhu 芜湖 (docs/rules.md §2): 八支, 支番 and 压档, 嘴子, 交, 杠; prices from the rule file.

evaluate.py reads a hand and works out each reading's facts; price.py prices them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any, Final

from ...notation.hand import Hand
from ...rules.compiled.common import RuleTable
from ...rules.compiled.decode import Names
from ...rules.rulefile import BUILTIN_FOLDER, RuleData
from ...scoring.result import Money
from ...scoring.situation import OptionSpec, Situation
from ..contract import PlainOptions, own
from ..evaluation import Evaluation, NotAWin
from ..tileset import apply_tileset

if TYPE_CHECKING:
    from ...rules.compiled.wuhu import WuhuTable

# The implementation (evaluate.py, price.py) and the table are imported when first used: a
# run that scores another variant does not pay for loading them.
_Evaluate = Callable[[Hand, "WuhuTable", Situation], "list[Evaluation] | NotAWin"]


class _Wuhu(PlainOptions):
    """The Wuhu variant (variants/contract.py)."""

    name: str = "wuhu"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "fed")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER

    @property
    def table_type(self) -> type[RuleTable]:
        from ...rules.compiled.wuhu import WuhuTable

        return WuhuTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from ...rules.compiled.wuhu import compile_table

        return compile_table(raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    @cached_property
    def _scorer(self) -> tuple[type[WuhuTable], _Evaluate]:
        # Imported once, on first use (an import statement per hand costs about a µs).
        from ...rules.compiled.wuhu import WuhuTable
        from .evaluate import evaluate

        return WuhuTable, evaluate

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        table_type, evaluate = self._scorer
        return evaluate(hand, own(table, table_type), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        from ...rules.compiled.wuhu import WuhuTable
        from .price import price_features

        return price_features(features, own(table, WuhuTable), sit)


WUHU: Final = _Wuhu()
