"""Anqing 顺包/反包 and Chizhou 承包/反包 (docs/rules.md §3, §4): every case with real numbers.

Seats: winner 1, dealer 2. `paid` maps each paying seat to what it pays.
Anqing, wild 9s: the hands below price 基本胡 3 (+3 when the dealer pays or wins), so the
dealer's share is 6 and the others' 3; the liable seat pays `times` × 6 (003 跟莊家算).
Chizhou: one share = 底 1 × value; 蜡子 = value 3.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import paid, run
from wuhu_mj import InputError
from wuhu_mj.service.options import parse_fed

MIXED3 = "45m99p6m+chi123s@3+peng555s@3+peng777m@3"  # 3 from seat 3, a chi among them
PENG3 = "45m99p6m+peng111s@3+peng555s@3+peng777m@3"  # 3 pengs from seat 3
MIXED4 = "9m9m+chi123s@3+peng555s@3+peng777m@3+peng444p@3"  # 4 from seat 3 (大吊车: 42/39)
PENG4 = "9m9m+gang1111s@3+peng555s@3+peng777m@3+peng444p@3"  # 4 peng/gang (46/43)
TWO_SUIT_PENGS = "45m99m6m+peng111s@3+peng555s@3+peng777m@3"  # 打缺 allows two suits
SPLIT = "45m99p6m+chi123s@4+peng555s@4+peng777m@3"  # two from 4, one from 3

ANQING: list[tuple[str, str, dict[str, Any], dict[int, int]]] = [
    ("shun-3-mixed", MIXED3, {}, {2: 6, 3: 18, 4: 3}),
    ("shun-3-pengs", PENG3, {}, {2: 6, 3: 36, 4: 3}),
    ("shun-4-mixed", MIXED4, {}, {2: 42, 3: 252, 4: 39}),
    ("shun-4-pengs", PENG4, {}, {2: 46, 3: 552, 4: 43}),
    ("shun-streak", MIXED3, {"streak": 1}, {2: 9, 3: 27, 4: 3}),  # 连庄 in the dealer's share
    ("shun-liable-dealer", MIXED3, {"dealer": 3}, {2: 3, 3: 18, 4: 3}),
    ("split-feeders", SPLIT, {}, {2: 6, 3: 3, 4: 3}),
    ("fan-3-mixed", SPLIT, {"fed": "3=peng,peng,chi"}, {2: 6, 3: 36, 4: 3}),
    ("fan-3-pengs", SPLIT, {"fed": "3=peng,peng,peng"}, {2: 6, 3: 72, 4: 3}),
    ("fan-4-mixed", SPLIT, {"fed": "3=peng,chi,peng,chi"}, {2: 6, 3: 72, 4: 3}),
    ("fan-4-pengs", SPLIT, {"fed": "3=gang,peng,peng,peng"}, {2: 6, 3: 144, 4: 3}),
    ("fan-two-melds", SPLIT, {"fed": "3=peng,peng"}, {2: 6, 3: 3, 4: 3}),
    # 互为顺包: computed separately and summed, 18 + 36.
    ("shun-and-fan", MIXED3, {"fed": "3=peng,peng,chi"}, {2: 6, 3: 54, 4: 3}),
    # two liable seats at once: 3 by 顺包, 4 by 反包.
    ("two-seats", MIXED3, {"fed": "4=chi,chi,chi"}, {2: 6, 3: 18, 4: 36}),
]


@pytest.mark.parametrize(
    ("hand", "situation", "expected"),
    [pytest.param(*c[1:], id=c[0]) for c in ANQING],
)
def test_anqing(hand: str, situation: dict[str, Any], expected: dict[int, int]) -> None:
    situation = dict(situation)
    if "fed" in situation:
        situation["fed"] = parse_fed(situation["fed"])
    dealer = situation.pop("dealer", 2)
    result = run(hand, "anqing", winner=1, dealer=dealer, wild=26, **situation)
    assert result.winning
    assert paid(result) == expected
    assert sum(result.net.values()) == 0


def test_anqing_classic_and_daque_inherit() -> None:
    for rules in ("anqing-daque", "anqing-classic"):
        result = run(TWO_SUIT_PENGS, rules, winner=1, dealer=2, wild=26)
        assert result.winning, result.reason
        detail = result.details["liability_detail"]
        assert detail[0]["rule"] == "shunbao" and detail[0]["seat"] == 3
        dealer_share = max(p.amount for p in result.payments if p.payer == 2)
        assert paid(result)[3] == 6 * dealer_share  # 3 pengs: × 6


LAIZI = "45s99s6s+chi123s@4+peng777s@4+chi789s@4+hua1f2f3f"  # 清一色 = 3, all fed by 4
NOT_LAIZI = "45s99m6s+chi123s@4+peng777s@4+chi789s@4+hua1f2f3f"  # value 1
TWO_SUITS = "45s99s6s+chi123s@4+peng777s@3+chi789s@4+hua1f2f3f"  # only two from 4
SMALL = "123m456p789s123s9m9m+hua1f2f3f"  # 小胡, value 1

CHIZHOU: list[tuple[str, str, dict[str, Any], dict[int, int]]] = [
    # 002 19.二.1: 3 / 3; 9; 9 + 3 + 3
    ("laizi-other-discards", LAIZI, {"discarder": 3}, {3: 3, 4: 3}),
    ("laizi-feeder-discards", LAIZI, {"discarder": 4}, {4: 9}),
    ("laizi-self-draw", LAIZI, {}, {2: 3, 3: 3, 4: 9}),
    ("laizi-rob-kong", LAIZI, {"discarder": 4, "rob_kong": True}, {4: 9}),
    ("not-laizi", NOT_LAIZI, {}, {2: 1, 3: 1, 4: 1}),
    ("laizi-two-from-one", TWO_SUITS, {}, {2: 3, 3: 3, 4: 3}),
    # 002 19.一.1/4: no 花 → 1 / 2 / 3 shares
    ("rev-pengs-self-draw", SMALL, {"fed": "3=peng,peng,peng,nohua"}, {2: 1, 3: 3, 4: 1}),
    ("rev-pengs-b-discards", SMALL, {"fed": "3=peng,peng,peng,nohua", "discarder": 3}, {3: 2}),
    ("rev-pengs-other", SMALL, {"fed": "3=peng,peng,peng,nohua", "discarder": 2}, {2: 1, 3: 1}),
    # 19.一.3/6: with 花 and no 蜡子 (no mark) → ordinary
    ("rev-pengs-unmarked", SMALL, {"fed": "3=peng,peng,peng", "discarder": 2}, {2: 1}),
    # 19.一.2: 吃碰一色 3口, B's hand forms 蜡子
    ("rev-one-suit", SMALL, {"fed": "3=chi:m,chi:m,peng:m,laizi"}, {2: 1, 3: 3, 4: 1}),
    ("rev-two-suits", SMALL, {"fed": "3=chi:m,chi:p,peng:m,laizi"}, {2: 1, 3: 1, 4: 1}),
    ("rev-no-suits-given", SMALL, {"fed": "3=chi,chi,peng,laizi"}, {2: 1, 3: 1, 4: 1}),
    # 19.一.7: 4口, 2 / 4 / 6 whatever B holds
    ("rev-four", SMALL, {"fed": "3=chi,peng,chi,peng"}, {2: 1, 3: 6, 4: 1}),
    ("rev-four-b-discards", SMALL, {"fed": "3=chi,peng,chi,peng", "discarder": 3}, {3: 4}),
    ("rev-four-other", SMALL, {"fed": "3=chi,peng,chi,peng", "discarder": 4}, {3: 2, 4: 1}),
    # capped hand: "跟着番" 3 / 6 / 9
    ("rev-capped", LAIZI, {"fed": "3=peng,peng,peng,nohua"}, {2: 3, 3: 9, 4: 9}),
    (
        "rev-capped-b-discards",
        NOT_LAIZI.replace("99m", "99s"),
        {"fed": "2=peng,peng,peng,nohua", "discarder": 2},
        {2: 6, 4: 3},
    ),
]


@pytest.mark.parametrize(
    ("hand", "situation", "expected"),
    [pytest.param(*c[1:], id=c[0]) for c in CHIZHOU],
)
def test_chizhou(hand: str, situation: dict[str, Any], expected: dict[int, int]) -> None:
    situation = dict(situation)
    if "fed" in situation:
        situation["fed"] = parse_fed(situation["fed"])
    result = run(hand, "chizhou", winner=1, dealer=2, **situation)
    assert result.winning
    assert paid(result) == expected
    assert sum(result.net.values()) == 0


@pytest.mark.parametrize(
    ("fed", "message"),
    [
        ("1=peng,peng,peng", "other than the winner"),
        ("3=angang,peng,peng", "concealed kong"),
    ],
)
def test_bad_fed(fed: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        run(SMALL, "chizhou", winner=1, dealer=2, fed=parse_fed(fed))


@pytest.mark.parametrize("text", ["3=pong", "3=peng:x", "3=nohua:m"])
def test_fed_syntax(text: str) -> None:
    with pytest.raises(InputError, match="--fed"):
        parse_fed(text)
