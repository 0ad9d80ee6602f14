"""Anqing 安庆 (docs/rules.md §3): wild tiles 钻牌, 七对, 十三烂, the wild win conditions, points.

Steps: resolve the wild (``--wild``, or ``--indicator`` through the rule file's
`wilds.wild_order`), check the melds and the bonus dragons (prepare); read the hand
every way with the wilds as jokers (notation/reading/wilds/); keep the readings a wild rule
lets win; price each one from the rule file's `points:` table. Self-draw only: every other seat
pays the price, plus the dealer extra and 连庄 between the dealer and the winner.
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
    Message,
    Money,
    Names,
    NotAWin,
    OptionSpec,
    RuleData,
    RuleTable,
    SessionHooks,
    Situation,
    Tile,
    own,
)
from ...kit.indicator import WILD_OPTIONS

if TYPE_CHECKING:
    from .table import AnqingTable

# The implementation (wild.py, facts.py, evaluate.py, price.py) and the table are imported
# when first used: a run that scores another variant does not pay for loading them.
_Scorer = tuple[
    type["AnqingTable"],
    Callable[[Hand, "AnqingTable", Situation], Hand],
    Callable[[Hand, "AnqingTable", Situation], "list[Evaluation] | NotAWin"],
    Callable[[Situation], None],
]


class _Anqing:
    """The Anqing variant (kit/contract.py)."""

    name: str = "anqing"
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
        *WILD_OPTIONS,
        OptionSpec(
            "wild-discarded", "flag", Message("help_option_wild_discarded"), words=("打过钻",)
        ),
        OptionSpec("streak", "count", Message("help_option_streak"), metavar="N", session="header"),
    )
    waits_by_shape: bool = False  # wilds complete a hand that no natural tile would
    rule_folder: str = BUILTIN_FOLDER

    # Each hand of an evening is scored with the dealer's 连庄 count (docs/rules.md §6).
    session_hooks: SessionHooks = SessionHooks(streak_option="streak")

    @property
    def detectors(self) -> Detectors:
        from .patterns import DETECTORS

        return DETECTORS

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import AnqingTable

        return AnqingTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from .price import compile_table

        return compile_table(raw, names)

    @cached_property
    def _scorer(self) -> _Scorer:
        # Imported once, on first use (an import statement per hand costs about a µs).
        from .evaluate import evaluate
        from .table import AnqingTable
        from .wild import check_options, prepare

        return AnqingTable, prepare, evaluate, check_options

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        table_type, prepare, _, _ = self._scorer
        return prepare(hand, own(table, table_type), sit)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        table_type, _, evaluate, _ = self._scorer
        return evaluate(hand, own(table, table_type), sit)

    def check_options(self, sit: Situation) -> None:
        _, _, _, check_options = self._scorer
        check_options(sit)

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        from .wild import options_of

        indicator = options_of(sit).indicator
        return () if indicator is None else (indicator,)

    def wild(self, sit: Situation) -> Tile | None:
        from .wild import options_of

        return options_of(sit).wild

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        from .price import price_features
        from .table import AnqingTable

        return price_features(features, own(table, AnqingTable), sit)


ANQING: Final = _Anqing()
