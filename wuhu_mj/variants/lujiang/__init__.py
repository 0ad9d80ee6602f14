"""庐江 Lujiang (docs/rules.md §4b; docs/lujiang.md): the game of 庐江县 as the card-room app
dahhu's rule text (config_HFLJ.lua) gives it — 108 suited tiles and 4 红中, no chi, 缺一门 and
八支 to win (the rule file's gates), no seven pairs, flat points: 平胡 1 plus 清/混一色,
对对胡, 压当 (卡, 边 or 单调), 不求人, 顶九, 断幺, 幺九头, 八支, 豹子, 五同, 四合 and the
kongs; the discarder pays a discard, each of the three a self-draw.

score.py reads a hand and prices it; table.py is what its rule files hold.
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
    Situation,
    apply_tileset,
    compile_common,
    own,
)

# score.py and table.py are imported when first used: a run that scores another variant does
# not pay for loading them.


class _Lujiang(PlainOptions):
    """The 庐江 variant (kit/contract.py)."""

    name: str = "lujiang"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong")
    own_options: tuple[OptionSpec, ...] = ()
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER

    @property
    def detectors(self) -> Detectors:
        return SHARED

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import LujiangTable

        return LujiangTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(self.table_type, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import LujiangTable

        return evaluate(hand, own(table, LujiangTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        raise InputError(Message("features_need_a_hand"), "sample")


LUJIANG: Final = _Lujiang()
