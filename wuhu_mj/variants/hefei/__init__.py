"""合肥 Hefei (docs/rules.md §4a; docs/hefei.md): the 84-tile game of the provincial capital,
scored as the card-room server jsmjServer `hefeimj` scores it — 八支 to win, 胡 15 嘴 plus 支,
同, 坎, 卡, 四核, 双铺子 and the big hands, 杠开 ×2, each of three paying on a self-draw, the
dealer's 连庄 between the dealer and the winner. The page's readings (胡 5, 门清 10, 缺门 per
suit) are the preset rules/hefei-page.yaml.

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
    SessionHooks,
    Situation,
    apply_tileset,
    compile_common,
    own,
)

# score.py and table.py are imported when first used: a run that scores another variant does
# not pay for loading them.


class _Hefei(PlainOptions):
    """The 合肥 variant (kit/contract.py)."""

    name: str = "hefei"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "earthly", "streak")
    # The dealer's 连庄 count, as sessions give it (the same option as Anqing's).
    own_options: tuple[OptionSpec, ...] = (
        OptionSpec("streak", "count", Message("help_option_streak"), metavar="N", session="header"),
    )
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER
    session_hooks: SessionHooks = SessionHooks(streak_option="streak")

    @property
    def detectors(self) -> Detectors:
        return SHARED

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import HefeiTable

        return HefeiTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(self.table_type, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import HefeiTable

        return evaluate(hand, own(table, HefeiTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        raise InputError(Message("features_need_a_hand"), "sample")


HEFEI: Final = _Hefei()
