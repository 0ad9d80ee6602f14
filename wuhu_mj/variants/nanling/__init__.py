"""南陵 Nanling (docs/rules.md §4d; docs/nanling.md): the 136-tile game of Wuhu's county-level
city as the 2019 card-room app dahhu writes its rules (config_WHMJ.lua): a wild 星子 that is
the tile before the flipped one, self-draw only, 缺一门 and one of nine patterns to win
(顶九, 清一色, 混一色, 独一支, 九支, 跑风, 打星子, 风一色, 星子归位), 平胡 2 plus each
pattern's points paid by each of the three others, and 庄分 between the dealer and the winner.

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
    RuleData,
    RuleTable,
    SessionHooks,
    Situation,
    Text,
    Tile,
    apply_tileset,
    compile_common,
    own,
)
from ...kit.indicator import WILD_OPTIONS

# score.py and table.py are imported when first used: a run that scores another variant does
# not pay for loading them.

OPENING_WILDS: Final = OptionSpec(
    "opening-wilds",
    "count",
    Text(
        "南陵：开局打出的星子数，连着打（1–3：打一/二/三星子）。",
        "Nanling: how many wilds the winner discarded first, in a row (1-3).",
    ),
    metavar="N",
    words=("打星子",),
)
LAST_FOUR: Final = OptionSpec(
    "last-four",
    "flag",
    Text(
        "南陵：牌堆只剩最后 4 张时摸牌胡（海捞）。",
        "Nanling: won on a draw from the wall's last four tiles.",
    ),
    words=("海捞",),
)


class _Nanling:
    """The 南陵 variant (kit/contract.py)."""

    name: str = "nanling"
    options: tuple[str, ...] = ("wild", "indicator", "opening-wilds", "last-four", "kong-draw")
    own_options: tuple[OptionSpec, ...] = (*WILD_OPTIONS, OPENING_WILDS, LAST_FOUR)
    waits_by_shape: bool = False  # a 星子 completes a hand that no natural tile would
    rule_folder: str = BUILTIN_FOLDER
    session_hooks: SessionHooks = SessionHooks()

    @property
    def detectors(self) -> Detectors:
        return SHARED

    @property
    def table_type(self) -> type[RuleTable]:
        from .table import NanlingTable

        return NanlingTable

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(self.table_type, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        from .score import wild_of
        from .table import NanlingTable

        rules = own(table, NanlingTable)
        wild_of(rules, sit)  # a missing or impossible wild is bad input, before any reading
        return apply_tileset(hand, rules)

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        from .score import evaluate
        from .table import NanlingTable

        return evaluate(hand, own(table, NanlingTable), sit)

    def check_options(self, sit: Situation) -> None:
        from .score import check_options

        check_options(sit)

    def shown_tiles(self, sit: Situation) -> tuple[Tile, ...]:
        indicator = sit.option("indicator")
        return (indicator,) if isinstance(indicator, int) else ()

    def wild(self, sit: Situation) -> Tile | None:
        wild = sit.option("wild")
        return wild if isinstance(wild, int) else None

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[Money, ...]:
        raise InputError(Message("features_need_a_hand"), "sample")


NANLING: Final = _Nanling()
