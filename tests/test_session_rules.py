"""The rule files' `session:` sections and anqing-classic's 连庄 (docs/rules.md §6)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import paid, run
from wuhu_mj import load_rules
from wuhu_mj.doors.session import SessionRules, score_session, session_rules
from wuhu_mj.messages.errors import InputError, RuleFileError
from wuhu_mj.notation.text import parse_tile


@pytest.mark.parametrize(
    ("rules", "dealer_wins", "other_wins", "draw", "count_streak", "pot"),
    [
        ("wuhu", "same", "next", "same", False, 50),
        ("wuhu-315", "same", "next", "same", False, 30),
        ("wuhu-fan", "same", "next", "same", False, None),
        ("anqing", "same", "next", "same", True, None),
        ("anqing-daque", "same", "next", "same", True, None),
        ("anqing-classic", "same", "next", "same", True, None),
        ("chizhou", "same", "winner", "same", False, None),
    ],
)
def test_each_rule_set_says_how_a_session_goes(
    rules: str, dealer_wins: str, other_wins: str, draw: str, count_streak: bool, pot: int | None
) -> None:
    expected = SessionRules(
        dealer_wins=dealer_wins,
        other_wins=other_wins,
        draw=draw,
        count_streak=count_streak,
        pot=pot,
    )
    assert session_rules(load_rules(rules)) == expected


# anqing-classic (003 "庄連莊或荒庄，庄的底子每局加4"): the dealer's extra 底 4 grows by 4 per 连庄,
# without end; 平胡 4. anqing (004 算分 22) for comparison: 3, 6, 12, 15, then 15.
PLAIN = "123m456p78s99s9s+chi789m"  # 平胡 with a chi, no wild held (wild 1z)
WILD = parse_tile("1z")


@pytest.mark.parametrize(
    ("rules", "winner", "streak", "payments"),
    [
        ("anqing-classic", 1, 0, {2: 8, 3: 8, 4: 8}),  # 4 + dealer 4
        ("anqing-classic", 1, 1, {2: 12, 3: 12, 4: 12}),  # + 4
        ("anqing-classic", 1, 2, {2: 16, 3: 16, 4: 16}),  # + 8
        ("anqing-classic", 1, 3, {2: 20, 3: 20, 4: 20}),  # + 12
        ("anqing-classic", 1, 5, {2: 28, 3: 28, 4: 28}),  # + 20: no cap
        ("anqing-classic", 2, 2, {1: 16, 3: 4, 4: 4}),  # between the dealer and the winner only
        ("anqing", 1, 5, {2: 21, 3: 21, 4: 21}),  # 3 + 3 + 15
    ],
)
def test_classic_streak_grows_the_dealers_di(
    rules: str, winner: int, streak: int, payments: dict[int, int]
) -> None:
    result = run(PLAIN, rules, wild=WILD, winner=winner, dealer=1, streak=streak)
    assert result.winning, result.reason
    assert paid(result) == payments


def test_classic_streak_item() -> None:
    result = run(PLAIN, "anqing-classic", wild=WILD, streak=2)
    items = [(i.key, i.points, i.source) for i in result.items]
    assert items[-1] == ("lianzhuang", 8, "003 庄的底子每局加4")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("extends: wuhu\nsession: {pot: 0}\n", "house.yaml:2:11: 'session.pot' must be at least 1"),
        (
            "extends: chizhou\nsession: {draw: winer}\n",
            "house.yaml:2:11: unknown next dealer 'winer' (did you mean 'winner'?",
        ),
        ("extends: anqing\nsession: {streak: true}\n", "house.yaml:2:11: unknown key 'streak'"),
        (
            "extends: anqing\nprices: {streak_step: -1}\n",
            "house.yaml:2:10: 'prices.streak_step' must be at least 0, not -1",
        ),
    ],
)
def test_bad_session_keys(
    tmp_path: Path, text: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "house.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(RuleFileError) as caught:
        load_rules("house.yaml")
    assert str(caught.value).startswith(message), str(caught.value)


def test_a_house_changes_the_session(tmp_path: Path) -> None:
    house = tmp_path / "house.yaml"
    house.write_text("extends: chizhou\nsession: {other_wins: next}\n", encoding="utf-8")
    text = f"players: a b c d\nrules: {house}\nc 1255m456p234789s3m+hua123f\n荒庄\n"
    # The winner c (seat 3) does not deal next: the seat after the dealer a does.
    assert [h.dealer for h in score_session(text).hands] == [1, 2]


def test_wuhu_315_pots_hold_30() -> None:
    # 315, 8支 self-draw: round(0.4 × 8) = 3 + 底 3 = 6, + 3 with the dealer (a).
    result = score_session("players: a b c d\nrules: wuhu-315\nb 11234678m23467p5p\n")
    assert result.hands[0].pots == (21, 51, 24, 24)


def test_rules_without_a_session_section(tmp_path: Path) -> None:
    bare = tmp_path / "bare.yaml"
    source = Path(load_rules("chizhou").path).read_text(encoding="utf-8")
    bare.write_text(source.split("\nsession:")[0], encoding="utf-8")
    with pytest.raises(InputError, match="no 'session:' section"):
        score_session(f"players: a b c d\nrules: {bare}\n荒庄\n")
