"""Anqing 安庆 detectors (docs/rules.md §3).

The Anqing scorer passes facts about the wilds in `PatternInput.facts`:
``wilds_held`` (wild tiles in the hand, a kong of the four wilds included),
``wilds_concealed`` (wilds among the concealed tiles), ``paofeng`` (the kind of 跑风,
"" when none) and ``bonus_dragons`` (bonus dragons exposed in +hua). `Reading.stand_ins`
says what each concealed wild played; a wild playing its own kind stands for itself.
"""

from __future__ import annotations

from ...notation.tiles import HONOR_BASE, PLAYABLE_KINDS
from .common import duiduihu, hunyise, tongtian
from .registry import PatternInput, register

WIND_END = HONOR_BASE + 4


def stands_for_other(data: PatternInput) -> bool:
    """A wild stands for a tile other than its own kind."""
    return any(wild != played for wild, played in data.reading.stand_ins)


def _wilds(data: PatternInput) -> int:
    return int(data.facts.get("wilds_held", 0))


@register("jibenhu")
def jibenhu(data: PatternInput) -> int:
    """基本胡: every win."""
    return 1


@register("menqing")
def menqing(data: PatternInput) -> int:
    """门清: no chi, peng, 明杠 or 加杠 (a concealed kong keeps the hand 门清)."""
    return int(all(m.kind == "angang" for m in data.hand.melds))


@register("menqing_ying")
def menqing_ying(data: PatternInput) -> int:
    """门清（硬）: 门清 with no wild anywhere in the hand."""
    return int(menqing(data) == 1 and _wilds(data) == 0)


@register("paofeng")
def paofeng(data: PatternInput) -> int:
    """跑风: 硬对对胡, a single wait, or 吊钻 (worked out by the Anqing scorer)."""
    return int(bool(data.facts.get("paofeng")))


@register("sizuan")
def sizuan(data: PatternInput) -> int:
    """四钻: all four wilds in the hand."""
    return int(_wilds(data) >= 4)


@register("qidui_tianhu")
def qidui_tianhu(data: PatternInput) -> int:
    """七对 with no wild standing for another tile (wilds may pair as themselves)."""
    return int(data.reading.shape == "seven_pairs" and not stands_for_other(data))


@register("qidui_youzuan")
def qidui_youzuan(data: PatternInput) -> int:
    """七对 with a wild standing for another tile."""
    return int(data.reading.shape == "seven_pairs" and stands_for_other(data))


@register("shuang_tianhu")
def shuang_tianhu(data: PatternInput) -> int:
    """双天胡: 七对 holding all four wilds, each as itself."""
    return int(qidui_tianhu(data) == 1 and _wilds(data) >= 4)


@register("pengpenghu")
def pengpenghu(data: PatternInput) -> int:
    """碰碰胡: every set a triplet or kong, in the reading played."""
    return duiduihu(data)


def _dadiaoche(data: PatternInput) -> bool:
    """大吊车: four melds made, the two concealed tiles the pair."""
    return len(data.hand.melds) == 4 and data.reading.shape == "standard"


@register("dadiaoche_wuzuan")
def dadiaoche_wuzuan(data: PatternInput) -> int:
    return int(_dadiaoche(data) and not data.facts.get("wilds_concealed"))


@register("dadiaoche_youzuan")
def dadiaoche_youzuan(data: PatternInput) -> int:
    """大吊车 whose concealed pair holds a wild (吊钻, or a drawn wild)."""
    return int(_dadiaoche(data) and bool(data.facts.get("wilds_concealed")))


def _lan(data: PatternInput) -> bool:
    return data.reading.shape == "thirteen_lan"


@register("tielan")
def tielan(data: PatternInput) -> int:
    """铁烂: 十三烂 without a wild."""
    return int(_lan(data) and not data.reading.stand_ins)


@register("yinglan")
def yinglan(data: PatternInput) -> int:
    """硬烂: 十三烂 whose wilds play only themselves."""
    return int(_lan(data) and bool(data.reading.stand_ins) and not stands_for_other(data))


@register("ruanlan")
def ruanlan(data: PatternInput) -> int:
    """软烂: 十三烂 with a wild standing for another tile."""
    return int(_lan(data) and stands_for_other(data))


@register("qixing_guiwei")
def qixing_guiwei(data: PatternInput) -> int:
    """七星归位: a 十三烂 with all seven honors, none of them a wild standing in."""
    if not _lan(data):
        return 0
    stand_in_honor = any(
        played >= HONOR_BASE and played != wild for wild, played in data.reading.stand_ins
    )
    return int(not stand_in_honor and all(data.counts[HONOR_BASE:PLAYABLE_KINDS]))


@register("feng")
def feng(data: PatternInput) -> int:
    """风: each triplet or kong of 东南西北, exposed or concealed."""
    return sum(
        g.kind in ("triplet", "kong") and HONOR_BASE <= g.tile < WIND_END
        for g in data.reading.groups
    )


@register("bonus_dragons")
def bonus_dragons(data: PatternInput) -> int:
    """Bonus dragons exposed and replaced (+hua), one each."""
    return int(data.facts.get("bonus_dragons", 0))


@register("yilong")
def yilong(data: PatternInput) -> int:
    """一龙: 123 456 789 of one suit as runs, wilds filling in allowed."""
    return tongtian(data)


@register("couyise")
def couyise(data: PatternInput) -> int:
    """凑一色 (混一色): one suit plus honors."""
    return hunyise(data)
