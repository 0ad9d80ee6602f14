"""无为's own patterns (docs/wuwei.md): detectors light enough to be listed whenever rule
files are read (every variant's pattern names are), without the scorer (score.py)."""

from __future__ import annotations

from typing import Final, NamedTuple

from ...kit import SHARED, Detectors, Facts


class WuweiFacts(NamedTuple):
    """What the 无为 scorer works out for a reading beyond the shared facts: its 压档点."""

    yadang: int


DETECTORS: Final = Detectors(SHARED)


@DETECTORS.pattern("yadang")
def yadang(data: Facts) -> int:
    """压档: 卡胡 or 边胡, the winning tile the only wait (kit yadang_point)."""
    own = data.own
    return int(isinstance(own, WuweiFacts) and own.yadang > 0)


@DETECTORS.pattern("queyise")
def queyise(data: Facts) -> int:
    """缺一色: exactly one of 万/筒/条 missing (honors or not)."""
    return int(data.suits == 2)


@DETECTORS.pattern("budongshou")
def budongshou(data: Facts) -> int:
    """不动手: no 碰 and no exposed kong (an 暗杠 keeps the hand concealed)."""
    return int(not any(m.is_open for m in data.hand.melds))
