"""Wuhu's detectors (docs/rules.md §2): the shared ones and 四活, 双四活, 双八支, 压档. Its
scorer's own facts (`PatternFacts`) carry 压档 and the rule file's 八支."""

from __future__ import annotations

from typing import Final, NamedTuple

from ...kit import HONOR_BASE, SHARED, Detectors, Facts, sihuo_tiles


class PatternFacts(NamedTuple):
    """What the Wuhu scorer worked out for a reading: 压档 (its 点, 0 for none) and the rule
    file's 八支 (`win.min_zhi`)."""

    yadang: int
    min_zhi: int


DETECTORS: Final = Detectors(SHARED)
__all__ = ["DETECTORS", "PatternFacts", "sihuo_tiles"]  # sihuo_tiles: the kit's (evaluate.py)


@DETECTORS.pattern("sihuo")
def sihuo(data: Facts) -> int:
    """四活 / 四核: counts once per tile (two make 双四活)."""
    return len(sihuo_tiles(data))


@DETECTORS.pattern("shuang_sihuo")
def shuang_sihuo(data: Facts) -> int:
    """双四活 / 双四核: two tiles that are each 四活 (111122223m included)."""
    return int(len(sihuo_tiles(data)) >= 2)


@DETECTORS.pattern("shuang_bazhi")
def shuang_bazhi(data: Facts) -> int:
    """双八支: two kongs of one suit plus 八支 of another suit: the rule file's 八支 when the
    Wuhu scorer gives it (PatternFacts); else the pattern's own name says eight."""
    melds = data.hand.melds
    if len(melds) < 2:
        return 0
    kong_suits = [m.first // 9 for m in melds if m.is_kong and m.first < HONOR_BASE]
    if len(kong_suits) < 2:
        return 0
    own = data.own
    need = own.min_zhi if isinstance(own, PatternFacts) else 8
    totals = data.suit_totals
    return int(
        any(
            kong_suits.count(k) >= 2 and any(totals[o] >= need for o in range(3) if o != k)
            for k in set(kong_suits)
        )
    )


@DETECTORS.pattern("yadang")
def yadang(data: Facts) -> int:
    """压档: the fact is worked out by the Wuhu scorer (single wait, run middle or edge)."""
    own = data.own
    return int(isinstance(own, PatternFacts) and own.yadang > 0)
