"""Anqing 安庆 (RULINGS §3): wild tiles 钻牌, 七对, 十三烂, the wild win conditions, points.

Steps: resolve the wild (``--wild``, or ``--indicator`` through the rule file's
`wilds.wild_order`), check the melds and the bonus dragons (prepare); read the hand
every way with the wilds as jokers (wilds.py); keep the readings a wild rule lets win;
price each one from the rule file's `points:` table. Self-draw only: every other seat
pays the price, plus the dealer extra and 连庄 between the dealer and the winner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...errors import InputError
from ...evaluation import Evaluation, NotAWin
from ...hand import Hand
from ...rulefile import RuleData
from ...situation import OptionSpec, Situation
from ...tables.anqing import AnqingTable
from ...tables.common import RuleTable
from ...tables.decode import Names
from ...tiles import Tile
from ..contract import own
from .evaluate import evaluate
from .price import compile_table, price_features
from .wild import options_of, prepare, resolve_wild


class _Anqing:
    """The anqing variant (variants/contract.py)."""

    name: str = "anqing"
    table_type: type[RuleTable] = AnqingTable
    options: tuple[str, ...] = (
        "wild",
        "indicator",
        "wild-discarded",
        "streak",
        "kong-draw",
        "heavenly",
        "earthly",
        "fed",
    )

    own_options: tuple[OptionSpec, ...] = (
        OptionSpec("wild", "tile", "Anqing: the wild tile (钻牌).", metavar="TILE"),
        OptionSpec(
            "indicator",
            "tile",
            "Anqing: the flipped tile; the wild is the next one.",
            metavar="TILE",
        ),
        OptionSpec("wild-discarded", "flag", "Anqing: the winner discarded a wild earlier."),
        OptionSpec("streak", "count", "Anqing: dealer's 连庄 count.", metavar="N"),
    )
    waits_by_shape: bool = False  # wilds complete a hand that no natural tile would

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_table(raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return prepare(hand, own(table, AnqingTable), sit)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        return evaluate(hand, own(table, AnqingTable), sit)

    def check_options(self, sit: Situation) -> None:
        if options_of(sit).streak < 0:
            raise InputError("the streak count cannot be negative", where="--streak")

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        indicator = options_of(sit).indicator
        return () if indicator is None else (indicator,)

    def wild(self, sit: Situation) -> Tile | None:
        return options_of(sit).wild

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[int, ...]:
        return price_features(features, own(table, AnqingTable), sit)


ANQING: Final = _Anqing()

__all__ = ["ANQING", "evaluate", "options_of", "prepare", "resolve_wild"]
