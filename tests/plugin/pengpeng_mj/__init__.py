"""碰碰 ("pengpeng"): a made-up variant, installed as its own distribution, that shows what a
variant is (docs/new-variant.md): this module and the rule file beside it.

Any pair and four sets win. The price is the rule file's `base`, plus `per_triplet` for each
triplet or kong, plus `lucky` when the winning tile is the lucky tile a player names with
`--lucky TILE`. A discard is paid by the discarder alone, a self-draw by everyone.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Final

from wuhu_mj.kit import (
    SHARED,
    Count,
    Detectors,
    Evaluation,
    Facts,
    Hand,
    InputError,
    Item,
    Names,
    NotAWin,
    OptionSpec,
    PlainOptions,
    Price,
    Record,
    RuleData,
    RuleTable,
    Situation,
    Text,
    Tile,
    apply_tileset,
    code,
    compile_common,
    describe_reading,
    hand_readings,
    own,
)

# ---- the table: what a rule file of this variant holds, and the only check of it --------


class Prices(Record):
    base: Count
    per_triplet: Count
    lucky: Count = 0


class Label(Record):
    label: str
    label_en: str


class Labels(Record):
    base: Label
    triplet: Label
    lucky: Label


class PengpengTable(RuleTable):
    prices: Prices
    labels: Labels


# ---- scoring -----------------------------------------------------------------------------


def _text(label: Label) -> Text:
    return Text(label.label, label.label_en)


def lucky_tile(sit: Situation) -> Tile | None:
    found = sit.option("lucky")
    return found if isinstance(found, int) else None


# The patterns this variant's rule files may name, each with its detector: the shared ones
# (wuhu_mj.kit.SHARED: 清一色, 对对胡, ...) and its own.
DETECTORS = Detectors(SHARED)


@DETECTORS.pattern("pengpeng")
def pengpeng(facts: Facts) -> int:
    """碰碰: four triplets or kongs (a detector reads the typed facts of one reading)."""
    return int(sum(1 for g in facts.sets if g.kind in ("triplet", "kong")) == 4)


def evaluate(hand: Hand, table: PengpengTable, sit: Situation) -> list[Evaluation] | NotAWin:
    readings = hand_readings(hand)
    if not readings:
        return NotAWin(Text("不成胡：不是一对将加四组", "no win: not a pair and four sets"))
    prices, labels = table.prices, table.labels
    out = []
    for reading in readings:
        triplets = sum(1 for g in reading.sets if g.kind in ("triplet", "kong"))
        items = [Item("base", _text(labels.base), prices.base)]
        items += [Item("triplet", _text(labels.triplet), prices.per_triplet)] * triplets
        if prices.lucky and hand.winning == lucky_tile(sit):
            lucky = labels.lucky
            named = Text(
                f"{lucky.label} {code(hand.winning)}", f"{lucky.label_en} {code(hand.winning)}"
            )
            items.append(Item("lucky", named, prices.lucky))
        total = sum(i.points for i in items)
        details = {"reading": describe_reading(reading)}
        facts = Facts.of(hand, reading, sit, tuple(hand.counts()))
        patterns = ("pengpeng",) if pengpeng(facts) else ()
        out.append(Evaluation(Price(total), tuple(items), patterns, reading, details))
    return out


class _Pengpeng(PlainOptions):
    """The variant: what wuhu_mj.kit.Variant asks for, each in one line or two."""

    name: str = "pengpeng"
    table_type: type[RuleTable] = PengpengTable
    options: tuple[str, ...] = ("from", "lucky")
    own_options: tuple[OptionSpec, ...] = (
        OptionSpec(
            "lucky",
            "tile",
            Text("碰碰：幸运牌。", "Pengpeng: the lucky tile."),
            metavar="TILE",
            words=("幸运牌",),
            label=Text("幸运", "Lucky"),
        ),
    )
    waits_by_shape: bool = True
    rule_folder: str = os.path.dirname(os.path.abspath(__file__))
    detectors: Detectors = DETECTORS

    def compile(self, raw: RuleData, names: Names) -> RuleTable:
        return compile_common(PengpengTable, raw, names)

    def prepare(self, hand: Hand, table: RuleTable, sit: Situation) -> Hand:
        return apply_tileset(hand, own(table, PengpengTable))

    def evaluate(self, hand: Hand, table: RuleTable, sit: Situation) -> list[Evaluation] | NotAWin:
        return evaluate(hand, own(table, PengpengTable), sit)

    def price_features(
        self, features: Mapping[str, Any], table: RuleTable, sit: Situation
    ) -> tuple[int, ...]:
        raise InputError(
            Text("碰碰没有可以按数计价的例子", "pengpeng has no examples to price"), "sample"
        )


PENGPENG: Final = _Pengpeng()
