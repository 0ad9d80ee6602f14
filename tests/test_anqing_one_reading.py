"""Anqing 安庆 points come from one reading at a time (docs/rules.md §3, "Points").

Whether a hand may win looks at the 13 tiles as a whole (吊钻: the 13 less one wild are
complete), but 吊钻's 跑风 is scored only in a reading where a wild is the winning tile's
pair partner: a reading that plays the wilds elsewhere (a wind triplet for 风, a run for 一龙,
triplets for 碰碰胡) cannot score 吊钻 too. Each row is a wild hand where two readings
compete, with what each seat pays.
"""

from __future__ import annotations

from typing import Any

import pytest

from wuhu_mj import Result, score
from wuhu_mj.messages.message import render
from wuhu_mj.service.options import situation_from


def run(hand: str, rules: str, **options: Any) -> Result:
    return score(hand, rules, situation_from(options))


def points(result: Result) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in result.items:
        if item.key != "dealer":
            out[item.key] = out.get(item.key, 0) + item.points
    return out


@pytest.mark.parametrize(
    ("hand", "rules", "options", "expected", "pays", "paofeng"),
    [
        # The hand: 234m 567m 789s 999s + 6s/wild (基本胡 3 + 门清 3 + 跑风 6 = 12)
        # beats 234m 567m 678s 99s + three wilds as 东 (3 + 3 + 风 1 = 7): 12/15, not 13/16.
        (
            "234m567m99s78s555p6s",
            "anqing",
            {"wild": "5p", "winner": 2, "dealer": 1},
            {"jibenhu": 3, "menqing": 3, "paofeng": 6},
            {1: 15, 3: 12, 4: 12},
            "吊钻",
        ),
        # 一龙 (wilds as 1m 2m 9m: 4 + 10 = 14) beats 吊钻 (222z 345m 678m + 8m/wild: 4 + 6
        # = 10); before, both were added (20).
        (
            "2z6s7m5m3m2z4m6s6m6s8m+chi3m4m5m",
            "anqing-classic",
            {"indicator": "5s", "winner": 4, "dealer": 3},
            {"jibenhu": 4, "yilong": 10},
            {1: 14, 2: 14, 3: 18},
            "",
        ),
        # The same hand with a wild discarded earlier may win only by 跑风 and 见字胡: the
        # hand as a whole is 吊钻, so it wins, and the best reading still scores 一龙 alone.
        (
            "2z6s7m5m3m2z4m6s6m6s8m+chi3m4m5m",
            "anqing-classic",
            {"indicator": "5s", "winner": 4, "dealer": 3, "wild_discarded": True},
            {"jibenhu": 4, "yilong": 10},
            {1: 14, 2: 14, 3: 18},
            "",
        ),
        # 吊钻 (44s + wild, 3 + 6) beats 碰碰胡 (wilds making triplets, 3 + 3); not both (9).
        (
            "5s6s4s3m6s5s3m4s+angang1p1p1p1p+gang2p2p2p2p",
            "anqing",
            {"indicator": "2m", "dealer": 2},
            {"jibenhu": 3, "paofeng": 6, "angang": 2, "gang": 1},
            {2: 15, 3: 12, 4: 12},
            "吊钻",
        ),
        # A natural wind triplet and 吊钻 in one reading: both count.
        (
            "111z234m567m789s9m5p",
            "anqing",
            {"wild": "9m"},
            {"jibenhu": 3, "menqing": 3, "paofeng": 6, "feng": 1},
            {2: 16, 3: 16, 4: 16},
            "吊钻",
        ),
        # 七对有钻 (9) beats the 吊钻 reading 123s 456p 456p 666z + 6p/wild (3 + 3 + 6 = 12 <
        # 15); in the 七对 the winning 6p pairs a natural 6p, so no 吊钻 is claimed.
        (
            "2s5p4p5s3s6p5s4p5p1s6z6z5s6p",
            "anqing-daque",
            {"wild": "5s"},
            {"jibenhu": 3, "menqing": 3, "qidui_youzuan": 9},
            {2: 18, 3: 18, 4: 18},
            "",
        ),
        # The winning tile is itself a wild: the pair of two wilds is 吊钻 (杠开 lets it win).
        (
            "123m456m789p9s9s+angang1111s",
            "anqing",
            {"wild": "9s", "kong_draw": True},
            {"jibenhu": 3, "menqing": 3, "paofeng": 6, "gangkai": 3, "angang": 2},
            {2: 20, 3: 20, 4: 20},
            "吊钻",
        ),
    ],
)
def test_points_from_one_reading(
    hand: str,
    rules: str,
    options: dict[str, Any],
    expected: dict[str, int],
    pays: dict[int, int],
    paofeng: str,
) -> None:
    result = run(hand, rules, **options)
    assert result.winning
    assert points(result) == expected
    assert {p.payer: p.amount for p in result.payments} == pays
    assert render(result.details["paofeng"], "zh") == paofeng


def test_the_reading_shown_is_the_one_scored() -> None:
    """The reading that scores 吊钻 shows the winning tile paired with a wild."""
    result = run("234m567m99s78s555p6s", "anqing", wild="5p", winner=2, dealer=1)
    assert "66s" in result.details["reading"]
    assert "111z" not in result.details["reading"]
    stand_ins = [render(s, "zh") for s in result.details["stand_ins"]]
    assert "钻 5p → 6s" in stand_ins and all("1z" not in s for s in stand_ins)
