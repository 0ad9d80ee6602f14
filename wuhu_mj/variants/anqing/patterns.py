"""Anqing 安庆 detectors (docs/rules.md §3).

The Anqing scorer passes facts about the wilds in `Facts.own` (`PatternFacts`): `wilds_held`
(wild tiles in the hand, a kong of the four wilds included), `wilds_concealed` (wilds among
the concealed tiles), `paofeng` (the kind of 跑风, "" when none) and `bonus_dragons` (bonus
dragons exposed in +hua); a caller outside the scorer gives none (no wilds, no 跑风).
`Reading.stand_ins` says what each concealed wild played; a wild playing its own kind stands
for itself.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ...kit import HONOR_BASE, PLAYABLE_KINDS, SHARED, Detectors, Facts, Words


class PatternFacts(NamedTuple):
    """The Anqing scorer's facts of one reading (the module's docstring says each)."""

    wilds_held: int = 0
    wilds_concealed: int = 0
    paofeng: Words = ""
    bonus_dragons: int = 0


_NONE: Final = PatternFacts()
DETECTORS: Final = Detectors(SHARED)
duiduihu, hunyise, tongtian = SHARED["duiduihu"], SHARED["hunyise"], SHARED["tongtian"]


def _own(data: Facts) -> PatternFacts:
    own = data.own
    return own if isinstance(own, PatternFacts) else _NONE


WIND_END: Final = HONOR_BASE + 4


def stands_for_other(data: Facts) -> bool:
    """A wild stands for a tile other than its own kind."""
    return any(wild != played for wild, played in data.reading.stand_ins)


def _wilds(data: Facts) -> int:
    return _own(data).wilds_held


@DETECTORS.pattern("jibenhu")
def jibenhu(data: Facts) -> int:
    """基本胡: every win."""
    return 1


@DETECTORS.pattern("menqing")
def menqing(data: Facts) -> int:
    """门清: no chi, peng, 明杠 or 加杠 (a concealed kong keeps the hand 门清)."""
    return int(all(m.kind == "angang" for m in data.hand.melds))


@DETECTORS.pattern("menqing_ying")
def menqing_ying(data: Facts) -> int:
    """门清（硬）: 门清 with no wild anywhere in the hand."""
    return int(menqing(data) == 1 and _wilds(data) == 0)


@DETECTORS.pattern("paofeng")
def paofeng(data: Facts) -> int:
    """跑风: 硬对对胡, a single wait, or 吊钻 (worked out by the Anqing scorer)."""
    return int(bool(_own(data).paofeng))


@DETECTORS.pattern("sizuan")
def sizuan(data: Facts) -> int:
    """四钻: all four wilds in the hand."""
    return int(_wilds(data) >= 4)


@DETECTORS.pattern("qidui_tianhu")
def qidui_tianhu(data: Facts) -> int:
    """七对 with no wild standing for another tile (wilds may pair as themselves)."""
    return int(data.reading.shape == "seven_pairs" and not stands_for_other(data))


@DETECTORS.pattern("qidui_youzuan")
def qidui_youzuan(data: Facts) -> int:
    """七对 with a wild standing for another tile."""
    return int(data.reading.shape == "seven_pairs" and stands_for_other(data))


@DETECTORS.pattern("shuang_tianhu")
def shuang_tianhu(data: Facts) -> int:
    """双天胡: 七对 holding all four wilds, each as itself."""
    return int(qidui_tianhu(data) == 1 and _wilds(data) >= 4)


@DETECTORS.pattern("pengpenghu")
def pengpenghu(data: Facts) -> int:
    """碰碰胡: every set a triplet or kong, in the reading played."""
    return duiduihu(data)


def _dadiaoche(data: Facts) -> bool:
    """大吊车: four melds made, the two concealed tiles the pair."""
    return len(data.hand.melds) == 4 and data.reading.shape == "standard"


@DETECTORS.pattern("dadiaoche_wuzuan")
def dadiaoche_wuzuan(data: Facts) -> int:
    return int(_dadiaoche(data) and not _own(data).wilds_concealed)


@DETECTORS.pattern("dadiaoche_youzuan")
def dadiaoche_youzuan(data: Facts) -> int:
    """大吊车 whose concealed pair holds a wild (吊钻, or a drawn wild)."""
    return int(_dadiaoche(data) and bool(_own(data).wilds_concealed))


def _lan(data: Facts) -> bool:
    return data.reading.shape == "thirteen_lan"


@DETECTORS.pattern("tielan")
def tielan(data: Facts) -> int:
    """铁烂: 十三烂 without a wild."""
    return int(_lan(data) and not data.reading.stand_ins)


@DETECTORS.pattern("yinglan")
def yinglan(data: Facts) -> int:
    """硬烂: 十三烂 whose wilds play only themselves."""
    return int(_lan(data) and bool(data.reading.stand_ins) and not stands_for_other(data))


@DETECTORS.pattern("ruanlan")
def ruanlan(data: Facts) -> int:
    """软烂: 十三烂 with a wild standing for another tile."""
    return int(_lan(data) and stands_for_other(data))


@DETECTORS.pattern("qixing_guiwei")
def qixing_guiwei(data: Facts) -> int:
    """七星归位: a 十三烂 with all seven honors, none of them a wild standing in."""
    if not _lan(data):
        return 0
    stand_in_honor = any(
        played >= HONOR_BASE and played != wild for wild, played in data.reading.stand_ins
    )
    return int(not stand_in_honor and all(data.counts[HONOR_BASE:PLAYABLE_KINDS]))


@DETECTORS.pattern("feng")
def feng(data: Facts) -> int:
    """风: each triplet or kong of 东南西北, exposed or concealed."""
    return sum(
        g.kind in ("triplet", "kong") and HONOR_BASE <= g.tile < WIND_END
        for g in data.reading.groups
    )


@DETECTORS.pattern("bonus_dragons")
def bonus_dragons(data: Facts) -> int:
    """Bonus dragons exposed and replaced (+hua), one each."""
    return _own(data).bonus_dragons


@DETECTORS.pattern("yilong")
def yilong(data: Facts) -> int:
    """一龙: 123 456 789 of one suit as runs, wilds filling in allowed."""
    return tongtian(data)


@DETECTORS.pattern("couyise")
def couyise(data: Facts) -> int:
    """凑一色 (混一色): one suit plus honors."""
    return hunyise(data)
