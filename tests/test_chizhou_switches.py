"""Chizhou house switch (rules/chizhou.yaml `switches:`): big hands win without the 花
threshold (青阳's reading: "无花时，不可胡小胡，只能胡大吊车、辣子胡"), with real numbers.

One share is 底 1 × the hand's value (番 summed, capped at 3). The winner is seat 1; a
discard is from seat 3. `chizhou` needs 3 花 on a discard and 2 on a self-draw (002 打法 4).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.helpers import paid, run
from wuhu_mj import load_rules
from wuhu_mj.messages.message import json_words, render

QINGYANG = (
    "extends: chizhou\n"
    "switches:\n"
    "  win_without_hua:\n"
    "    value: [qingyise, hunyise, ziyise, duiduihu, dadiaoche]\n"
    "    source: 青阳\n"
)

QINGYISE = "123456789m111m55m"  # 清一色 3, no 花
DUIDUI = "111m222p333s444m5s5s"  # 对对胡 3, no 花
DIAOCHE = "5s5s+chi123m+chi456p+chi789s+peng999p"  # 大吊车 2, no 花
SMALL = "123m456p789s11s23m4m"  # a 小胡, no 花


@pytest.fixture(scope="module")
def qingyang(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("house") / "qingyang.yaml"
    path.write_text(QINGYANG, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("hand", "options", "chizhou", "house"),
    [
        (QINGYISE, {"discarder": 3}, None, {3: 3}),
        (QINGYISE, {}, None, {2: 3, 3: 3, 4: 3}),
        (DUIDUI, {"discarder": 3}, None, {3: 3}),
        (DIAOCHE, {"discarder": 3}, None, {3: 2}),
        (DIAOCHE, {}, None, {2: 2, 3: 2, 4: 2}),
        # One 花 is still short of 3 on a discard: only the big hand wins.
        (QINGYISE + "+hua1f", {"discarder": 3}, None, {3: 3}),
        # A 小胡 without 花 wins under neither.
        (SMALL, {"discarder": 3}, None, None),
        (SMALL, {}, None, None),
        # With enough 花 the switch changes nothing: 清一色 with three flowers.
        (QINGYISE + "+hua123f", {"discarder": 3}, {3: 3}, {3: 3}),
        (SMALL + "+hua123f", {"discarder": 3}, {3: 1}, {3: 1}),
    ],
)
def test_big_hands_without_hua(
    qingyang: str,
    hand: str,
    options: dict[str, Any],
    chizhou: dict[int, int] | None,
    house: dict[int, int] | None,
) -> None:
    for rules, pays in (("chizhou", chizhou), (qingyang, house)):
        result = run(hand, rules, **options)
        assert result.winning == (pays is not None), (rules, result.reason)
        if pays is not None:
            assert paid(result) == pays
        else:
            assert render(result.reason, "zh").startswith("花不够")


def test_the_hua_row_says_which_big_hand_let_it_win(qingyang: str) -> None:
    result = run(QINGYISE, qingyang, discarder=3)
    hua = next(i for i in result.items if i.key == "hua")
    assert render(hua.note, "zh") == "放冲至少 3 花；大牌无花可胡：清一色"
    switch = {"switch": "win_without_hua", "label": "大牌无花可胡", "source": "青阳"}
    assert json_words(result.details["house_rules"]) == [switch]
    enough = run(QINGYISE + "+hua123f", qingyang, discarder=3)
    assert "house_rules" not in enough.details


def test_off_by_default(tmp_path: Path) -> None:
    assert load_rules("chizhou").table.switches.win_without_hua.value == ()  # type: ignore[attr-defined]
    path = tmp_path / "typo.yaml"
    path.write_text("extends: chizhou\nswitches:\n  win_without_hua: {value: [qingyis]}\n")
    with pytest.raises(Exception, match="unknown pattern 'qingyis'"):
        load_rules(str(path))
