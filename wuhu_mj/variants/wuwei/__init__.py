"""无为 Wuwei (docs/rules.md §4c; docs/wuwei.md): the 112-tile game of Wuhu's largest county,
as the card-room app dahhu's rule text (config_WHMJ.lua) prices it — 平胡 1 plus flat points
per pattern and counted item (五同, 八支, 十老/十小/全老/全小), 对子起番 ×2, 喜牌 (红中) kongs paid
by each seat, 连庄分 between the dealer and the winner, and all three paying a discard
(一家放炮，三家出分) unless the room's 谁放炮谁出分 is on.

score.py reads a hand and prices it; table.py is what its rule files hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...kit import (
    BUILTIN_FOLDER,
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
    code,
    compile_common,
    fail,
    own,
)

# score.py and table.py are imported when first used: a run that scores another variant does
# not pay for loading them.


class _Wuwei(PlainOptions):
    """The 无为 variant (kit/contract.py)."""

    name: str = "wuwei"
    options: tuple[str, ...] = ("from", "kong-draw", "rob-kong", "heavenly", "streak")
    # The dealer's 连庄 count, as sessions give it (the same option as Anqing's and Hefei's).
    own_options: tuple[OptionSpec, ...] = (
        OptionSpec("streak", "count", Message("help_option_streak"), metavar="N", session="header"),
    )
    waits_by_shape: bool = True
    rule_folder: str = BUILTIN_FOLDER
    session_hooks: SessionHooks = SessionHooks(streak_option="streak")

    @property
    def detectors(self) -> Detectors:
        from .patterns import DETECTORS

        return DETECTORS

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import WuweiTable

        return WuweiTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        from .table import WuweiTable

        table = compile_common(WuweiTable, raw, names)
        for key in ("shilao", "shixiao", "quanlao", "quanxiao"):
            span = getattr(table.counters, key)
            if span.low > span.high:
                message = Message("span_low_above_high", low=span.low, high=span.high)
                raise fail(raw, ("counters", key, "low"), message)
        for tile in table.xipai.tiles:
            if tile not in table.tiles.allowed:
                message = Message("tile_not_in_the_deck", tile=code(tile))
                raise fail(raw, ("xipai", "tiles"), message)
        return table

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, table)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import WuweiTable

        return evaluate(hand, own(table, WuweiTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        raise InputError(Message("features_need_a_hand"), "sample")


WUWEI: Final = _Wuwei()
