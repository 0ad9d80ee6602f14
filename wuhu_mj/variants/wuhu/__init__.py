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
from ...tables.common import RuleTable, compile_common
from ...tables.decode import Names
from ...tables.wuhu import WuhuTable
from ...tiles import Tile
from ...tileset import apply_tileset
from ..contract import own
from .evaluate import evaluate, legal_waits, yadang_point
from .price import WuhuFacts, price, price_features

__all__ = ["WUHU", "WuhuFacts", "evaluate", "legal_waits", "prepare", "price", "yadang_point"]


def prepare(hand: Hand, table: WuhuTable, situation: Situation) -> Hand:
    return apply_tileset(hand, table)


class _Wuhu:
    """The Wuhu variant (variants/contract.py)."""

    name: str = "wuhu"
    table_type: type[RuleTable] = WuhuTable
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "fed")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(WuhuTable, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return prepare(hand, own(table, WuhuTable), sit)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
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
        return price_features(features, own(table, WuhuTable), sit)


WUHU: Final = _Wuhu()
