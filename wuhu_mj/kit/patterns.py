"""Detectors shared by the variants (`SHARED`): shapes, suits, situational wins. A variant
starts its own set from them: `Detectors(SHARED)`. Helpers several variants' detectors read
(`sihuo_tiles`: 四活 / 四核 / 四合) are here too, registered by no name."""

from __future__ import annotations

from typing import Final

from ..scoring.facts import Detectors, Facts

SHARED: Final = Detectors()


@SHARED.pattern("duiduihu")
def duiduihu(data: Facts) -> int:
    """对对胡 / 碰碰胡: every set a triplet or kong."""
    return int(data.reading.shape == "standard" and not data.runs)


@SHARED.pattern("tongtian")
def tongtian(data: Facts) -> int:
    """通天 / 一条龙: 123 456 789 of one suit, each read as a run."""
    runs = data.runs
    if len(runs) < 3:
        return 0
    return int(any(b in runs and b + 3 in runs and b + 6 in runs for b in (0, 9, 18)))


@SHARED.pattern("qingyise")
def qingyise(data: Facts) -> int:
    """清一色: one suit, no honors."""
    return int(data.suits == 1 and data.honors == 0)


@SHARED.pattern("hunyise")
def hunyise(data: Facts) -> int:
    """混一色: one suit plus at least one honor."""
    return int(data.suits == 1 and data.honors > 0)


@SHARED.pattern("ziyise")
def ziyise(data: Facts) -> int:
    """字一色: honors only."""
    return int(data.suits == 0)


@SHARED.pattern("zimo")
def zimo(data: Facts) -> int:
    """自摸: the winner drew the winning tile."""
    return int(data.situation.self_draw)


@SHARED.pattern("gangkai")
def gangkai(data: Facts) -> int:
    """杠后开花 / 杠开: won on a kong's replacement tile."""
    return int(data.situation.kong_draw)


@SHARED.pattern("tianhu")
def tianhu(data: Facts) -> int:
    return int(data.situation.heavenly)


@SHARED.pattern("dihu")
def dihu(data: Facts) -> int:
    return int(data.situation.earthly)


@SHARED.pattern("dadiaoche")
def dadiaoche(data: Facts) -> int:
    """大吊车: four melds made, one tile held, the winning tile pairs it."""
    hand = data.hand
    return int(len(hand.melds) == 4 and hand.closed == (hand.winning,))


def sihuo_tiles(data: Facts) -> list[int]:
    """四活 / 四核 / 四合: tiles held 4 times, not as a kong, read as a triplet (concealed or
    碰) plus a run. Two of the four as the pair (22m 123m 234m, 拉活) does not count."""
    runs = data.runs
    if not runs:
        return []
    counts = data.counts
    held = [t for t in data.triplets if counts[t] == 4]  # usually none: nothing more to do
    return sorted([t for t in held if any(r <= t <= r + 2 for r in runs)]) if held else held
