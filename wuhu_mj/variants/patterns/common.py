"""Detectors shared by the variants: shapes, suits, situational wins."""

from __future__ import annotations

from .registry import PatternInput, register


@register("duiduihu")
def duiduihu(data: PatternInput) -> int:
    """对对胡 / 碰碰胡: every set a triplet or kong."""
    return int(data.reading.shape == "standard" and not data.runs)


@register("tongtian")
def tongtian(data: PatternInput) -> int:
    """通天 / 一条龙: 123 456 789 of one suit, each read as a run."""
    runs = data.runs
    if len(runs) < 3:
        return 0
    return int(any(b in runs and b + 3 in runs and b + 6 in runs for b in (0, 9, 18)))


@register("qingyise")
def qingyise(data: PatternInput) -> int:
    """清一色: one suit, no honors."""
    return int(data.suits == 1 and data.honors == 0)


@register("hunyise")
def hunyise(data: PatternInput) -> int:
    """混一色: one suit plus at least one honor."""
    return int(data.suits == 1 and data.honors > 0)


@register("ziyise")
def ziyise(data: PatternInput) -> int:
    """字一色: honors only."""
    return int(data.suits == 0)


@register("zimo")
def zimo(data: PatternInput) -> int:
    """自摸: the winner drew the winning tile."""
    return int(data.situation.self_draw)


@register("gangkai")
def gangkai(data: PatternInput) -> int:
    """杠后开花 / 杠开: won on a kong's replacement tile."""
    return int(data.situation.kong_draw)


@register("tianhu")
def tianhu(data: PatternInput) -> int:
    return int(data.situation.heavenly)


@register("dihu")
def dihu(data: PatternInput) -> int:
    return int(data.situation.earthly)


@register("dadiaoche")
def dadiaoche(data: PatternInput) -> int:
    """大吊车: four melds made, one tile held, the winning tile pairs it."""
    hand = data.hand
    return int(len(hand.melds) == 4 and hand.closed == (hand.winning,))
