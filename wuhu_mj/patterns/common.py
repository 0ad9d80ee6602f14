"""Detectors shared by the variants: shapes, suits, situational wins."""

from __future__ import annotations

from ..tiles import HONOR_BASE, PLAYABLE_KINDS
from .registry import PatternInput, register


def suits_used(data: PatternInput) -> set[int]:
    return {t // 9 for t in range(HONOR_BASE) if data.counts[t]}


def honors_held(data: PatternInput) -> int:
    return sum(data.counts[HONOR_BASE:PLAYABLE_KINDS])


def suit_totals(data: PatternInput) -> list[int]:
    """Tiles of 万/筒/条 over the whole hand, kongs as 4."""
    return [sum(data.counts[base : base + 9]) for base in (0, 9, 18)]


@register("duiduihu")
def duiduihu(data: PatternInput) -> int:
    """对对胡 / 碰碰胡: every set a triplet or kong."""
    r = data.reading
    return int(r.shape == "standard" and all(g.kind in ("triplet", "kong") for g in r.sets))


@register("tongtian")
def tongtian(data: PatternInput) -> int:
    """通天 / 一条龙: 123 456 789 of one suit, each read as a run."""
    runs = {g.tile for g in data.reading.sets if g.kind == "run"}
    return int(any({b, b + 3, b + 6} <= runs for b in (0, 9, 18)))


@register("qingyise")
def qingyise(data: PatternInput) -> int:
    """清一色: one suit, no honors."""
    return int(len(suits_used(data)) == 1 and honors_held(data) == 0)


@register("hunyise")
def hunyise(data: PatternInput) -> int:
    """混一色: one suit plus at least one honor."""
    return int(len(suits_used(data)) == 1 and honors_held(data) > 0)


@register("ziyise")
def ziyise(data: PatternInput) -> int:
    """字一色: honors only."""
    return int(not suits_used(data))


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
