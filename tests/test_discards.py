"""`waits` given 14 tiles: each discard, what it leaves the hand waiting on, best first."""

from __future__ import annotations

import json
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj import Situation
from wuhu_mj.doors.cli import cli
from wuhu_mj.scoring.discards import find_discards


def table(hand: str, rules: str = "wuhu", **sit: Any) -> dict[str, list[tuple[Any, ...]]]:
    found = find_discards(hand, rules, Situation(**sit))
    return {
        d.to_json()["discard"]: [
            (w["tile"], w["unseen"], w["special"], w["self_draw"]["total"], w["discard"]["total"])
            for w in d.to_json()["waits"]
        ]
        for d in found.discards
    }


# Winner 1 deals (the defaults), a discard is priced from seat 4. Wuhu (rules/wuhu.yaml,
# docs/rules.md §2): each payer pays 支番 (halved on a discard, rounding up)
# + 底 (平胡 2 / 压档 4 / 自摸 6 / 自摸压档 8) + 嘴子 (通天 5, doubled self-drawn)
# + one more 底 between the dealer and the winner.
# 123456789m55p567s (9 支 in 万):
#   discard 8m -> 1234567 9m: 8m alone, 压档 point 8, with 通天:
#     self-draw 9+8 + 8 + 10 + 8 = 43 × 3 = 129; discard (17 -> 9) + 4 + 5 + 4 = 22.
#   discard 6s -> 57s: 6s alone, 压档 point 6: self-draw 15 + 8 + 10 + 8 = 41 × 3 = 123;
#     discard (15 -> 8) + 4 + 5 + 4 = 21.
#   discard 5s -> 67s, two-sided 5s / 8s, not 压档, 通天:
#     self-draw 9 + 6 + 10 + 6 = 31 × 3 = 93; discard 5 + 2 + 5 + 2 = 14.
#     5s unseen: 4 less the one just discarded.
#   discard 1m -> 23456789m: 1m (通天, 93 / 14), 4m and 7m (no 通天: 9 + 6 + 6 = 21 × 3 = 63;
#     discard 5 + 2 + 2 = 9); each has one copy in the hand or on the table: 3 unseen.
#   discard 5p -> 单吊 5p: one in the hand, one discarded: 2 unseen; 93 / 14 (a pair wait is
#     not 压档).
@pytest.mark.parametrize(
    ("discard", "waits"),
    [
        ("8m", [("8m", 3, ["压档"], 129, 22)]),
        ("6s", [("6s", 3, ["压档"], 123, 21)]),
        ("5s", [("8s", 4, [], 93, 14), ("5s", 3, [], 93, 14)]),
        ("1m", [("1m", 3, [], 93, 14), ("4m", 3, [], 63, 9), ("7m", 3, [], 63, 9)]),
        ("5p", [("5p", 2, [], 93, 14)]),
    ],
)
def test_wuhu_discards(discard: str, waits: list[tuple[Any, ...]]) -> None:
    assert table("123456789m55p567s")[discard] == waits


def test_best_first_by_money_then_tiles_left() -> None:
    found = find_discards("123456789m55p567s", "wuhu", Situation())
    order = [d.to_json()["discard"] for d in found.discards]
    # 1m and 9m: 3×93 + 3×63 + 3×63 = 657; 5s and 7s: 3×93 + 4×93 = 651; then 4m, 6m (468);
    # the 压档 discards 8m (3 × 129 = 387) … ; 5p last (2 × 93 = 186).
    assert order[:4] == ["1m", "9m", "5s", "7s"]
    assert order[-1] == "5p"
    values = [d.value for d in found.discards]
    assert values == sorted(values, reverse=True)
    assert found.discards[0].value == 657 and found.discards[0].tiles_left == 9


def test_discards_that_leave_the_hand_not_ready_come_last_by_shanten() -> None:
    found = find_discards("11234678m234467p", "wuhu", Situation())
    # 4p leaves 23467p: 5p / 8p (8 支, 平胡: self-draw 8+6+6 = 20 × 3 = 60, discard 4+2+2 = 8);
    # 7p leaves 23446p: 5p alone, 压档 point 5 (87 / 15).
    assert [(d.to_json()["discard"], d.value) for d in found.discards[:2]] == [
        ("4p", 4 * 60 + 4 * 60),
        ("7p", 4 * 87),
    ]
    rest = found.discards[2:]
    assert rest and all(not d.waits.ready and d.waits.shanten == 1 for d in rest)


def test_cli_json_lists_discards(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["waits", "--json", "11234678m234467p"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    first = data["discards"][0]
    assert (first["discard"], [w["tile"] for w in first["waits"]]) == ("4p", ["5p", "8p"])
    assert data["discards"][1]["waits"][0]["special"] == ["压档"]


def test_cli_table_names_each_discard(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["waits", "11234678m234467p", "--lang", "zh"])
    assert result.exit_code == 0
    assert "打哪张" in result.output and "压档" in result.output and "87" in result.output
    english = runner.invoke(cli, ["waits", "11234678m234467p", "--lang", "en"])
    assert "Which tile to discard" in english.output and "not ready" in english.output


def test_no_discard_leaves_a_ready_hand_exits_1(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["waits", "1479m258p369s1234z", "--lang", "en"])
    assert result.exit_code == 1
    assert "No discard leaves the hand ready" in result.output
