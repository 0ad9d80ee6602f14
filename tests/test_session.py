"""Whole evenings, hand-checked (docs/rules.md §6; docs/sessions.md).

Each evening is a table: for every hand, the dealer and 连庄 count the scorer kept, the winner,
each seat's points in the hand, and (Wuhu) each pot after it. The arithmetic is in the comments.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wuhu_mj.doors.session import HandOutcome, SessionResult, score_session
from wuhu_mj.messages.message import render

# Wuhu 8支平胡 (000 八 "8支平胡"): discard 8/2 + 底 2 = 6, +2 with the dealer;
# self-draw 8 + 底 6 = 14, +6 with the dealer.
PINGHU = "11234678m23467p5p"
QINGYISE = "11123456789999m"  # 清一色: 交, 50 from each payer (000 五.1)
# Anqing 004: 基本胡 3 (chi, so no 门清), dealer extra 3, 连庄 3/6/12/15. anqing-classic:
# 平胡 4, dealer extra 4, 连庄 4 × the count.
ANQING = "123m456p78s99s9s+chi789m wild 1z"
CHIZHOU_1 = "1255m456p234789s3m+hua123f"  # 小胡: 1 番
CHIZHOU_2 = "55p+chi123m+peng777m+chi456s+peng111z+hua12f"  # 大吊车: 2 番
CHIZHOU_3 = "11123456799m88m8m+hua34f"  # 清一色: 3 番

WUHU = f"""\
players: 老王 小李 阿强 小红
rules: wuhu
pot: 50
pots: 2
小李 {PINGHU}
小李 自摸 {PINGHU}
小红 {PINGHU}
荒庄
老王 {QINGYISE}
阿强 <- 小红 {PINGHU}
老王 阿强 {PINGHU}
"""
# (line, dealer, winner, points per seat, pots after, 底, 底 over)
WUHU_HANDS = [
    # 小李 self-draws; the dealer 老王 pays 14 + 6 = 20, the others 14. Non-dealer won: 小李 deals.
    (5, 1, 2, (-20, 48, -14, -14), (30, 98, 36, 36), 1, False),
    # 小李 deals and self-draws: every payer pays 20.
    (6, 2, 2, (-20, 60, -20, -20), (10, 158, 16, 16), 1, False),
    # 小红 self-draws. 老王 owes 14 but holds 10: 托底, pays 10, his pot is empty → 底 1 is over.
    (7, 2, 4, (-10, -20, -14, 44), (0, 138, 2, 60), 1, True),
    # A draw in 底 2 (fresh pots); 小红 won last, so 阿强 (after the dealer 小李) deals.
    (8, 3, None, (0, 0, 0, 0), (50, 50, 50, 50), 2, False),
    # 清一色 is 交: 50 from each, in cash; the pots do not move.
    (9, 3, 1, (150, -50, -50, -50), (50, 50, 50, 50), 2, False),
    # 老王 won, not the dealer 阿强: 小红 deals, and discards: 4 + 2 + dealer 2 = 8.
    (10, 4, 3, (0, 0, 8, -8), (50, 50, 58, 42), 2, False),
    # 阿强 won off the dealer 小红: 老王 deals, wins off 阿强: 8.
    (11, 1, 1, (8, 0, -8, 0), (58, 50, 50, 42), 2, False),
]

ANQING_EVENING = f"""\
players: 大刘 小周 老陈 阿梅
rules: anqing
大刘 {ANQING}
大刘 {ANQING}
荒庄
小周 {ANQING}
阿梅 {ANQING}
"""
# (line, dealer, 连庄, winner, points per seat)
ANQING_HANDS = [
    (3, 1, 0, 1, (18, -6, -6, -6)),  # the dealer wins: 3 + 3 from each
    (4, 1, 1, 1, (27, -9, -9, -9)),  # 连庄 1: + 3
    (5, 1, 2, None, (0, 0, 0, 0)),  # a draw: nobody pays; 连庄 goes on
    (6, 1, 3, 2, (-18, 24, -3, -3)),  # 连庄 3: the dealer pays 3 + 3 + 12; 小周 deals next
    (7, 2, 0, 4, (-3, -6, -3, 12)),  # 连庄 0 again: the new dealer 小周 pays 3 + 3
]

CLASSIC_EVENING = f"""\
players: 大刘 小周 老陈 阿梅
rules: anqing-classic
荒庄
大刘 {ANQING}
大刘 {ANQING}
draw
老陈 {ANQING}
小周 {ANQING}
"""
CLASSIC_HANDS = [
    (3, 1, 0, None, (0, 0, 0, 0)),  # a draw: 连庄 1 after it (003 荒庄庄連莊)
    (4, 1, 1, 1, (36, -12, -12, -12)),  # 4 + dealer 4 + 连庄 4 from each
    (5, 1, 2, 1, (48, -16, -16, -16)),  # 4 + 4 + 8
    (6, 1, 3, None, (0, 0, 0, 0)),
    (7, 1, 4, 3, (-24, -4, 32, -4)),  # the dealer pays 4 + 4 + 16; the next seat 小周 deals
    (8, 2, 0, 2, (-8, 24, -8, -8)),  # 小周 deals and wins: 4 + 4 from each
]

CHIZHOU_EVENING = f"""\
players: 张三 李四 王五 赵六
rules: chizhou
unit: 2
李四 {CHIZHOU_1}
王五 张三 {CHIZHOU_2}
荒庄
王五 {CHIZHOU_3}
赵六 李四 {CHIZHOU_1}
"""
# (line, dealer, 连庄, winner, money per seat: unit 2, so twice the points)
CHIZHOU_HANDS = [
    (4, 1, 0, 2, (-2, 6, -2, -2)),  # 李四 self-draws 1 番; the winner deals next
    (5, 2, 0, 3, (-4, 0, 4, 0)),  # 王五 wins 2 番 off 张三; 王五 deals next
    (6, 3, 0, None, (0, 0, 0, 0)),  # a draw keeps 王五
    (7, 3, 0, 3, (-6, -6, 18, -6)),  # the dealer wins 3 番 and deals again
    (8, 3, 0, 4, (0, -2, 0, 2)),  # 赵六 wins 1 番 off 李四
]


def _rows(result: SessionResult, with_pots: bool = False) -> list[tuple[Any, ...]]:
    def row(h: HandOutcome) -> tuple[Any, ...]:
        if with_pots:
            return (h.line, h.dealer, h.winner, h.net, h.pots, h.di, h.di_over)
        return (h.line, h.dealer, h.streak, h.winner, h.net)

    return [row(h) for h in result.hands]


def test_wuhu_evening_pots_toudi_fresh_di_and_jiao_in_cash() -> None:
    result = score_session(WUHU)
    assert result.errors == ()
    assert _rows(result, with_pots=True) == WUHU_HANDS
    toudi = result.hands[2].payments[0]
    assert (toudi.payer, toudi.due, toudi.amount, toudi.by) == (1, 14, 10, "pot")
    assert "托底" in render(toudi.note, "zh")
    assert {p.by for p in result.hands[4].payments} == {"cash"}
    # 底 1: pot at its end less 50; 底 2 still in play; cash: the 交 only.
    assert [(d.number, d.over, d.result) for d in result.dis] == [
        (1, True, (-50, 88, -48, 10)),
        (2, False, (8, 0, 0, -8)),
    ]
    assert result.cash_by_seat == (150, -50, -50, -50)
    assert result.net_by_seat == (108, 38, -98, -48)  # 底 results + cash
    assert [(t.payer, t.payee, t.amount) for t in result.transfers] == [
        ("阿强", "老王", 98),
        ("小红", "小李", 38),
        ("小红", "老王", 10),
    ]


@pytest.mark.parametrize(
    ("text", "hands", "net"),
    [
        (ANQING_EVENING, ANQING_HANDS, (24, 3, -21, -6)),
        (CLASSIC_EVENING, CLASSIC_HANDS, (52, -8, -4, -40)),
        (CHIZHOU_EVENING, CHIZHOU_HANDS, (-12, -2, 20, -6)),
    ],
    ids=["anqing", "anqing-classic", "chizhou"],
)
def test_evening(text: str, hands: list[tuple[Any, ...]], net: tuple[int, ...]) -> None:
    result = score_session(text)
    assert result.errors == ()
    assert _rows(result) == hands
    assert result.net_by_seat == net
    assert sum(result.net_by_seat) == 0
    assert result.dis == ()  # no pots: every payment in cash
    assert result.cash_by_seat == net


def test_money_is_points_times_a_decimal_unit() -> None:
    result = score_session(CHIZHOU_EVENING.replace("unit: 2", "unit: 0.5"))
    assert result.net == {
        "张三": Decimal("-3"),
        "李四": Decimal("-0.5"),
        "王五": Decimal("5"),
        "赵六": Decimal("-1.5"),
    }
    assert [(t.payer, t.payee, t.amount) for t in result.transfers] == [
        ("张三", "王五", Decimal("3")),
        ("赵六", "王五", Decimal("1.5")),
        ("李四", "王五", Decimal("0.5")),
    ]
    json = result.to_json()
    assert json["net"] == {"张三": -3, "李四": -0.5, "王五": 5, "赵六": -1.5}


def test_a_bad_line_is_reported_and_the_rest_scored() -> None:
    lines = CHIZHOU_EVENING.splitlines()
    lines.insert(5, "王五 张三 123m")  # line 6: too few tiles
    lines.insert(6, "老五 张三 " + CHIZHOU_2)  # line 7: no such player
    lines.insert(7, "李四 1255m456p234789s3m")  # line 8: no 花: not a win
    result = score_session("\n".join(lines))
    assert [(e.line, e.not_win) for e in result.errors] == [(6, False), (7, False), (8, True)]
    assert [e.where for e in result.errors] == ["hand", "winner", ""]
    assert result.errors[0].said("en").endswith("= 3 tiles; a winning hand has 14")
    assert result.errors[1].said("en").startswith("winner: no player '老五'")
    assert result.errors[2].said("en").startswith("not enough hua")
    assert result.errors[2].to_json()["error"].startswith("不成胡：花不够")
    assert result.net_by_seat == (-12, -2, 20, -6)  # as without the bad lines
    assert [h.line for h in result.hands] == [4, 5, 9, 10, 11]
    assert result.exit_code == 2


def test_not_a_win_alone_exits_1() -> None:
    result = score_session(CHIZHOU_EVENING + "李四 1255m456p234789s3m\n")
    assert result.exit_code == 1


@pytest.mark.parametrize(
    ("pot", "pots", "errors", "dis"),
    [
        # pot 14: 小李's first self-draw empties 阿强's and 小红's pots (14 each): 底 1 over;
        # the second empties 老王's (20 due, 14 held: 托底): 底 2 over, the last.
        (14, 2, [(7, "the last 底 (of 2) is over; no more hands")], 2),
        (14, 3, [], 3),
    ],
)
def test_hands_after_the_last_di_are_errors(
    pot: int, pots: int, errors: list[tuple[int, str]], dis: int
) -> None:
    text = f"players: 老王 小李 阿强 小红\npot: {pot}\npots: {pots}\n"
    text += f"小李 {PINGHU}\n荒庄\n小李 {PINGHU}\n荒庄\n"
    result = score_session(text)
    assert [(e.line, e.said("en")) for e in result.errors] == errors
    assert len(result.dis) == dis


def test_the_second_hand_of_a_di_pays_what_is_left() -> None:
    # pot 14: 老王 (dealer) owes 20 and pays 14 (托底); 阿强 and 小红 pay 14: all empty.
    result = score_session(f"players: 老王 小李 阿强 小红\npot: 14\n小李 {PINGHU}\n")
    paid = [(p.payer, p.due, p.amount) for p in result.hands[0].payments]
    assert paid == [(1, 20, 14), (3, 14, 14), (4, 14, 14)]
    assert result.hands[0].pots == (0, 56, 0, 0)
    assert result.dis[0].result == (-14, 42, -14, -14)


def test_wuhu_fan_has_no_pots() -> None:
    result = score_session(f"players: a b c d\nrules: wuhu-fan\nb {PINGHU}\n")
    assert result.hands[0].pots is None
    assert {p.by for p in result.hands[0].payments} == {"cash"}
    # 001: 8 + 底 8, + 8 with the dealer (seat 1)
    assert result.net_by_seat == (-24, 56, -16, -16)


def test_a_line_may_set_the_dealer() -> None:
    text = f"players: 大刘 小周 老陈 阿梅\nrules: anqing\n大刘 {ANQING}\n小周 {ANQING} 庄 小周\n"
    text += f"小周 {ANQING}\n"
    rows = _rows(score_session(text))
    # The second hand names 小周 as dealer: a new dealer, so no 连庄 and 小周 gets the extra;
    # 小周 won as dealer, so 小周 deals again with 连庄 1.
    assert rows[1] == (4, 2, 0, 2, (-6, 18, -6, -6))
    assert rows[2] == (5, 2, 1, 2, (-9, 27, -9, -9))


def test_header_streak_starts_the_count() -> None:
    text = f"players: 大刘 小周 老陈 阿梅\nrules: anqing\nstreak: 4\n大刘 {ANQING}\n"
    assert _rows(score_session(text)) == [(4, 1, 4, 1, (63, -21, -21, -21))]  # 3 + 3 + 15


def test_the_hand_is_scored_by_the_library() -> None:
    # The session passes the dealer and the count itself: the result is `score`'s own.
    from wuhu_mj import score
    from wuhu_mj.service.options import situation_from

    kept = score_session(ANQING_EVENING).hands[3].result
    options = {"winner": 2, "dealer": 1, "streak": 3, "wild": "1z"}
    assert kept == score(ANQING.split()[0], "anqing", situation_from(options))
    assert kept is not None and [i.points for i in kept.items] == [3, 3, 12]


@pytest.mark.parametrize(
    ("line", "pot", "paid", "pots", "cash"),
    [
        # 三对包牌 (000): c fed a 3 melds and pays d's discard, 9支 9/2 = 5 + 底 2 + the dealer
        # a's 底 2 = 9, from c's pot of 5: 托底, 5; c's pot is empty.
        ("a d 45m99p6m+peng111m@3+peng777m@3+peng555s@3", 5, [(3, 9, 5, "pot")],
         (10, 5, 0, 5), (0, 0, 0, 0)),
        # 清一色 交 with c liable for all: 3 × 50 in cash, whole; the pots do not move.
        ("a 2399m4m+peng111m@3+peng555m@3+peng777m@3", 5, [(3, 150, 150, "cash")],
         (5, 5, 5, 5), (150, 0, -150, 0)),
    ],
)  # fmt: skip
def test_a_liable_seat_pays_from_its_pot_or_in_cash_on_jiao(
    line: str,
    pot: int,
    paid: list[tuple[int, int, int, str]],
    pots: tuple[int, ...],
    cash: tuple[int, ...],
) -> None:
    result = score_session(f"players: a b c d\npot: {pot}\n{line}\n")
    hand = result.hands[0]
    assert [(p.payer, p.due, p.amount, p.by) for p in hand.payments] == paid
    assert (hand.pots, result.cash_by_seat) == (pots, cash)


WUHU_POOL = [PINGHU, QINGYISE, "55234m786p+gang9999m+angang1111p", "111123m45553p+gang9999m"]


@settings(max_examples=40, deadline=None)
@given(
    pot=st.integers(1, 60),
    hands=st.lists(
        st.tuples(
            st.sampled_from([*WUHU_POOL, "荒庄"]),
            st.integers(1, 4),
            st.one_of(st.none(), st.integers(1, 4)),
        ),
        max_size=12,
    ),
)
def test_random_wuhu_evenings_keep_the_books(
    pot: int, hands: list[tuple[str, int, int | None]]
) -> None:
    lines = []
    for hand, winner, discarder in hands:
        if hand == "荒庄":
            lines.append(hand)
        elif discarder is None or discarder == winner:
            lines.append(f"{winner} {hand}")
        else:
            lines.append(f"{winner} {discarder} {hand}")
    result = score_session(f"players: a b c d\npot: {pot}\n" + "\n".join(lines))
    assert result.errors == ()
    for h in result.hands:
        assert h.pots is not None and min(h.pots) >= 0
        assert sum(h.pots) == 4 * pot  # money moves between pots, never out of them
        for p in h.payments:
            assert 0 <= p.amount <= p.due and (p.by == "cash") == ("jiao" in h.result.patterns)
    assert sum(result.net_by_seat) == 0
    assert result.net_by_seat == tuple(
        sum(d.result[s] for d in result.dis) + result.cash_by_seat[s] for s in range(4)
    )
    assert len(result.transfers) <= 3
    left = dict(result.net)
    for t in result.transfers:
        left[t.payer] += t.amount
        left[t.payee] -= t.amount
    assert set(left.values()) == {0}


def test_notes_name_the_players() -> None:
    result = score_session(
        "players: 甲 乙 丙 丁\npot: 5\n甲 丁 45m99p6m+peng111m@3+peng777m@3+peng555s@3\n"
    )
    payment = result.hands[0].to_json()["payments"][0]
    assert (payment["from"], payment["note"]) == ("丙", "三对包牌（丙代放冲的丁付），托底")


def test_one_hand_at_a_time() -> None:
    # The documented way a page adds hands as they are played (docs/sessions.md).
    from wuhu_mj.doors.session import HandEntry, Header, NotAWinError, Session, read_entry
    from wuhu_mj.messages.errors import InputError

    header = Header.create(
        ["老王", "小李", "阿强", "小红"], rules="wuhu", unit="0.5", dealer="小李"
    )
    session = Session(header)
    # Amounts are money in the session's unit: the 底 pots of 50 points hold 25.
    assert (session.dealer, session.streak, session.pots) == (2, 0, [25, 25, 25, 25])
    entry = read_entry(f"小李 老王 {PINGHU}", header, line=1)
    assert isinstance(entry, HandEntry)
    outcome = session.add(entry)
    # 小李 deals and wins off 老王: 4 + 2 + the dealer's 2 = 8 points, 4 in money.
    assert [(p.payer, p.amount) for p in outcome.payments] == [(1, 4)]
    assert outcome.to_json()["payments"][0]["amount"] == 4
    assert (session.dealer, session.pots) == (2, [21, 29, 25, 25])
    with pytest.raises(InputError, match=r"^line 2: hand: .* = 3 tiles"):
        session.add(HandEntry(2, "123m", winner=3))
    with pytest.raises(NotAWinError, match=r"^line 3: not a win: not 八支"):
        session.add(HandEntry(3, "1123456m2346789p", winner=3))  # 7 支: not a win
    assert (session.dealer, session.pots, session.hands_played) == (2, [21, 29, 25, 25], 1)
    assert session.result().net == {"老王": -4, "小李": 4, "阿强": 0, "小红": 0}


def test_the_winning_tile_may_be_named() -> None:
    # 8支平胡 typed in any order, its winning tile 5p named: as PINGHU, 14 + dealer 6 / 14.
    text = "players: a b c d\nb 5p11234678m23467p win 5p\nb 5p11234678m23467p 胡张 5p\n"
    result = score_session(text)
    assert [h.net for h in result.hands] == [(-20, 48, -14, -14), (-20, 60, -20, -20)]


def test_a_liability_note_is_in_the_sessions_unit() -> None:
    # Scored at the session's unit, as `score --unit 0.5` scores it: the note's share is money,
    # so it agrees with the amount paid (3 × 6 = 18, not the points' 6 × 6).
    text = "players: a b c d\nunit: 0.5\nrules: anqing\n"
    text += "a 45m99p6m+peng111s@3+peng555s@3+peng777m@3 wild=9s\n"
    paid = score_session(text).hands[0].payments
    liable = [p for p in paid if p.note]
    assert [(p.payer, p.amount) for p in liable] == [(3, 18)]
    assert render(liable[0].note, "en") == "liability (the dealer's share 3 × 6)"
