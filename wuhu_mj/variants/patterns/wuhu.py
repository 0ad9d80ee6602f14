"""Wuhu detectors: 四活, 双四活, 双八支, 压档 (docs/rules.md §2)."""

from __future__ import annotations

from ...notation.tiles import HONOR_BASE
from .registry import PatternInput, register


def sihuo_tiles(data: PatternInput) -> list[int]:
    """Tiles held 4 times, not as a kong, read as a triplet (concealed or 碰) plus a run.

    Two of the four as the pair (22m 123m 234m, 拉活) does not count.
    """
    runs = data.runs
    if not runs:
        return []
    counts = data.counts
    held = [t for t in data.triplets if counts[t] == 4]  # usually none: nothing more to do
    return sorted([t for t in held if any(r <= t <= r + 2 for r in runs)]) if held else held


@register("sihuo")
def sihuo(data: PatternInput) -> int:
    """四活 / 四核: counts once per tile (two make 双四活)."""
    return len(sihuo_tiles(data))


@register("shuang_sihuo")
def shuang_sihuo(data: PatternInput) -> int:
    """双四活 / 双四核: two tiles that are each 四活 (111122223m included)."""
    return int(len(sihuo_tiles(data)) >= 2)


@register("shuang_bazhi")
def shuang_bazhi(data: PatternInput) -> int:
    """双八支: two kongs of one suit plus 八支 of another suit. A scorer may pass its rule
    file's 八支 (`win.min_zhi`) in the facts; without it the pattern's own name says eight."""
    melds = data.hand.melds
    if len(melds) < 2:
        return 0
    kong_suits = [m.first // 9 for m in melds if m.is_kong and m.first < HONOR_BASE]
    if len(kong_suits) < 2:
        return 0
    need = int(data.facts.get("min_zhi", 8))
    totals = data.suit_totals
    return int(
        any(
            kong_suits.count(k) >= 2 and any(totals[o] >= need for o in range(3) if o != k)
            for k in set(kong_suits)
        )
    )


@register("yadang")
def yadang(data: PatternInput) -> int:
    """压档: the fact is worked out by the Wuhu scorer (single wait, run middle or edge)."""
    return int(data.facts.get("yadang", 0) > 0)
