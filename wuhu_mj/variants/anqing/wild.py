"""Anqing 安庆 wilds 钻牌 (docs/rules.md §3): the options that name the wild, the wild it makes,
what 中 and the other dragons do under it, and the checks on a hand's melds and +hua."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple

from ...kit import (
    HONOR_BASE,
    MELD_LABELS,
    PLAYABLE_KINDS,
    Hand,
    InputError,
    Message,
    Situation,
    Text,
    Tile,
    apply_tileset,
    chinese,
    code,
    joined,
    record,
)
from .table import AnqingTable

ZHONG: Final = HONOR_BASE + 6
DRAGONS: Final = (HONOR_BASE + 4, HONOR_BASE + 5, HONOR_BASE + 6)  # 白 发 中


@dataclass(frozen=True)
class WildSetup:
    """The wild of a hand and what the dragons do under it."""

    wild: Tile
    zhong_as: Tile | None  # the tile 中 plays (the wild's own), or None
    bonus: frozenset[Tile]  # dragons that are bonus tiles under this wild

    def play(self, tile: Tile) -> Tile:
        """The kind a natural tile plays: 中 plays the wild's tile when it may."""
        return self.zhong_as if tile == ZHONG and self.zhong_as is not None else tile


# ---------------------------------------------------------------- the options


class AnqingOptions(NamedTuple):
    """The options only Anqing reads (Situation.extra)."""

    wild: Tile | None = None  # 钻牌, given outright
    indicator: Tile | None = None  # the flipped tile: the wild is the next one
    wild_discarded: bool = False
    streak: int = 0  # the dealer's 连庄 count


def options_of(sit: Situation) -> AnqingOptions:
    wild, indicator = sit.option("wild"), sit.option("indicator")
    discarded, streak = sit.option("wild-discarded"), sit.option("streak")
    return record(
        AnqingOptions,
        (
            wild if isinstance(wild, int) else None,
            indicator if isinstance(indicator, int) else None,
            discarded is True,
            streak if isinstance(streak, int) else 0,
        ),
    )


def check_options(sit: Situation) -> None:
    if options_of(sit).streak < 0:
        raise InputError(Message("streak_negative"), where="--streak")


# ---------------------------------------------------------------- the wild


def resolve_wild(table: AnqingTable, sit: Situation) -> Tile:
    """The wild from --wild, or the tile after --indicator in the rule file's order."""
    given = options_of(sit)
    wild, indicator = given.wild, given.indicator
    if wild is not None and indicator is not None:
        raise InputError(Message("wild_and_indicator"), "--indicator")
    if wild is not None:
        if wild >= PLAYABLE_KINDS:
            raise InputError(Message("wild_cannot_be", tile=code(wild)), "--wild")
        return wild
    if indicator is not None:
        following = table.following
        if indicator not in following:
            raise InputError(Message("indicator_cannot_be", tile=code(indicator)), "--indicator")
        return following[indicator]
    raise InputError(Message("anqing_needs_wild"), "--wild")


def wild_setup(table: AnqingTable, sit: Situation) -> WildSetup:
    wild = resolve_wild(table, sit)
    plays = table.wilds.zhong_plays_wild and wild < HONOR_BASE + 4
    zhong_as = wild if plays else None
    bonus: frozenset[Tile] = frozenset()
    if table.wilds.bonus_dragons:
        # 发 and 白 when the wild is not a dragon; the two other dragons when it is.
        bonus = frozenset(d for d in DRAGONS if d != wild and not (d == ZHONG and plays))
    return WildSetup(wild, zhong_as, bonus)


def prepare(hand: Hand, table: AnqingTable, sit: Situation) -> Hand:
    if sit.discarder is not None:
        raise InputError(Message("anqing_self_draw_only"), "--from")
    hand = apply_tileset(hand, table)
    setup = wild_setup(table, sit)
    for meld in hand.melds:
        if setup.wild in meld.tiles and meld.kind != "angang":
            kind = Text(MELD_LABELS[meld.kind], meld.kind)
            raise InputError(Message("wild_in_meld", tile=code(setup.wild), kind=kind))
        bonus = [t for t in meld.tiles if t in setup.bonus]
        if bonus:
            raise InputError(
                Message("bonus_in_meld", tile=chinese(bonus[0]), wild=code(setup.wild))
            )
    for tile in hand.bonus:
        if tile not in setup.bonus:
            names = [chinese(t) for t in sorted(setup.bonus)]
            takes = joined(names) if names else Message("nothing_taken")
            raise InputError(
                Message(
                    "not_bonus_with_wild", tile=chinese(tile), wild=code(setup.wild), what=takes
                )
            )
    return hand
