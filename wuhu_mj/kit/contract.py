"""What a variant is: the contract each variant implements (variants/*, or a plugin).

A variant is built in (variants/plugins.py) or declared in the entry-point group
`wuhu_mj.variants`. It names itself, ships its rule files in a folder, compiles them into its
own table type (that compile is the only check of a rule file), declares the options a rule
file of it may allow and the options only it reads, owns the detectors of the patterns its
rule files name, and scores: `prepare` checks and normalises a hand, `evaluate` prices every
reading the rules let win. The registry (variants/__init__.py) dispatches on the table's
type, so each method receives the variant's own table; `own` narrows the shared type for mypy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, NamedTuple, Protocol, TypeVar

from ..notation.hand import Hand
from ..notation.tiles import Tile
from ..rules.compiled.common import RuleTable
from ..rules.compiled.decode import Names
from ..rules.rulefile import RuleData
from ..scoring.evaluation import Evaluation, NotAWin
from ..scoring.facts import Detectors
from ..scoring.result import Money
from ..scoring.situation import OptionSpec, Situation

T = TypeVar("T", bound=RuleTable)


class Variant(Protocol):
    name: str
    options: tuple[str, ...]  # the `score` options a rule file of this variant may allow
    own_options: tuple[OptionSpec, ...]  # options only this variant reads (Situation.extra)
    # waits.py: whether only a tile that completes a standard shape can win (no wilds).
    waits_by_shape: bool
    # The folder of the rule sets this variant ships: each NAME.yaml in it is known by NAME.
    rule_folder: str

    @property
    def session_hooks(self) -> SessionHooks:
        """What it adds to an evening (SessionHooks)."""

    @property
    def detectors(self) -> Detectors:
        """The patterns its rule files may name, each with its detector (scoring/facts.py)."""

    @property
    def table_type(self) -> type[RuleTable]:
        """The frozen table its rule files compile into (tables/)."""

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        """The rule set as this variant's table; RuleFileError (FILE:LINE:COL) if broken."""

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        """The hand as the rules read it (aliases applied), or InputError."""

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        """Every reading the rules let win, priced; or why it is no win."""

    def check_options(self, sit: Situation) -> None:
        """InputError for a value of the variant's own options it cannot use (after the
        shared checks of situation.check_situation)."""

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        """Tiles the options put face up on the table (waits.py counts them as seen)."""

    def wild(self, sit: Situation) -> Tile | None:
        """The wild tile given outright, if any (waits.py: how far a hand is from ready)."""

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        """What payers pay for the facts a worked example states (doors/checks/run.py)."""


class SessionHooks(NamedTuple):
    """What a variant adds to an evening (doors/session/table.py) beyond its rule file's `session:`
    section (the dealer's rotation, the 连庄 count, the 底 pots)."""

    # The option a hand is scored with to say the dealer's 连庄 count (Anqing's `streak`).
    streak_option: str | None = None
    # Patterns paid in cash even where 底 pots are kept (Wuhu's 交: docs/rules.md §2).
    cash_patterns: frozenset[str] = frozenset()
    # The catalog message a payment of those patterns notes, where pots are kept (Wuhu's
    # note_jiao, "交：现付"); None: no note.
    cash_note: str | None = None
    # Items paid in cash beside the pot, the rest of the same payment from it (a pot game's 分).
    cash_items: frozenset[str] = frozenset()


NO_SESSION_HOOKS: Final = SessionHooks()


class PlainOptions:
    """The answers of a variant whose options put no tile on the table and need no checks of
    their own (Wuhu, Chizhou): a base class, so each such variant does not write them again."""

    def check_options(self, sit: Situation) -> None:
        return None

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        return ()

    def wild(self, sit: Situation) -> Tile | None:
        return None

    @property
    def session_hooks(self) -> SessionHooks:
        return NO_SESSION_HOOKS


def own(table: RuleTable, kind: type[T]) -> T:
    """`table` as the variant's own table type (the registry only hands it over so)."""
    if not isinstance(table, kind):
        raise TypeError(f"a {type(table).__name__} given to the {kind.__name__} variant")
    return table
