"""What a variant is: the contract each variant implements in one module (variants/*).

A variant names itself, compiles its rule files into its own table type (that compile is
the only check of a rule file), declares the `score` options a rule file of it may allow,
and scores: `prepare` checks and normalises a hand, `evaluate` prices every reading the rules
let win. The registry (variants/__init__.py) dispatches on the table's type, so each method
receives the variant's own table; `own` narrows the shared type for mypy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, TypeVar

from ..evaluation import Evaluation, NotAWin
from ..hand import Hand
from ..rulefile import RuleData
from ..situation import Situation
from ..tables.common import RuleTable
from ..tables.decode import Names

T = TypeVar("T", bound=RuleTable)


class Variant(Protocol):
    name: str
    table_type: type[RuleTable]
    options: tuple[str, ...]  # the `score` options a rule file of this variant may allow

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        """The rule set as this variant's table; RuleFileError (FILE:LINE:COL) if broken."""

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        """The hand as the rules read it (aliases applied), or InputError."""

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        """Every reading the rules let win, priced; or why it is no win."""

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[int, ...]:
        """What payers pay for the facts a worked example states (samples.py)."""


def own(table: RuleTable, kind: type[T]) -> T:
    """`table` as the variant's own table type (the registry only hands it over so)."""
    if not isinstance(table, kind):
        raise TypeError(f"a {type(table).__name__} given to the {kind.__name__} variant")
    return table
