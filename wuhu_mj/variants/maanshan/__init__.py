"""马鞍山 Ma'anshan (docs/rules.md §4e; docs/maanshan.md): the 136-tile game down the river,
scored as the card-room server jsmjServer `maanshanmj` scores it — 缺门 to win, 支 from 无八支
4 and 八支 5 up, 一色, 对对胡, 大吊车, 一条龙/六连, 四核, 双扑, 格支压, 杠, 不动手, 五通,
小/老 and the 对子, all doubled on a self-draw, the 分 items paid apart, each of the three others
paying on a self-draw or a discard.

score.py reads a hand and prices it; table.py is what its rule file holds.
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
    InputError,
    Message,
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
    compile_common,
    own,
)


class _Maanshan(PlainOptions):
    """The 马鞍山 variant (kit/contract.py)."""

    name: str = "maanshan"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "seen")
    # 格支压: how many copies of the winning tile the table shows (the others' melds and
    # discards, the winning discard not counted).
    own_options: tuple[OptionSpec, ...] = (
        OptionSpec("seen", "count", Message("help_option_seen"), metavar="N"),
    )
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER
    # The 分 are paid in full beside the pot (锅), the 点 from it (jsmj GameEnd.lua:247-258).
    session_hooks: SessionHooks = SessionHooks(
        cash_items=frozenset({"qingyise_fen", "gezhiya_fen", "ziyise_fen", "wamo", "pingmo"})
    )

    @property
    def detectors(self) -> Detectors:
        return SHARED

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import MaanshanTable

        return MaanshanTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(self.table_type, raw, names)

    def check_options(self, sit: Situation) -> None:
        seen = sit.option("seen")
        if isinstance(seen, int) and seen > 3:
            raise InputError(Message("seen_too_many", n=seen), "seen")

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import MaanshanTable

        return evaluate(hand, own(table, MaanshanTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        raise InputError(Message("features_need_a_hand"), "sample")


MAANSHAN: Final = _Maanshan()
