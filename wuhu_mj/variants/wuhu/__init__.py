"""Wuhu 芜湖 (RULINGS §2): 八支, 支番 and 压档, 嘴子, 交, 杠; prices from the rule file.

evaluate.py reads a hand and works out each reading's facts; price.py prices them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...evaluation import Evaluation, NotAWin
from ...hand import Hand
from ...rulefile import RuleData
from ...situation import OptionSpec, Situation
from ...tables.common import RuleTable
from ...tables.decode import Names
from ...tiles import Tile
from ..contract import own

# The implementation (evaluate.py, price.py) and the table are imported when first used: a
# run that scores another variant does not pay for loading them.


class _Wuhu:
    """The Wuhu variant (variants/contract.py)."""

    name: str = "wuhu"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "fed")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True

    @property
    def table_type(self) -> type[RuleTable]:
        from ...tables.wuhu import WuhuTable

        return WuhuTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from ...tables.common import compile_common
        from ...tables.wuhu import WuhuTable

        return compile_common(WuhuTable, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        from ...tileset import apply_tileset

        return apply_tileset(hand, table)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from ...tables.wuhu import WuhuTable
        from .evaluate import evaluate

        return evaluate(hand, own(table, WuhuTable), sit)

    def check_options(self, sit: Situation) -> None:
        return None

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        return ()

    def wild(self, sit: Situation) -> Tile | None:
        return None

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[int, ...]:
        from ...tables.wuhu import WuhuTable
        from .price import price_features

        return price_features(features, own(table, WuhuTable), sit)


WUHU: Final = _Wuhu()
