"""The kit's counted items (wuhu_mj/kit/counters.py): ladders, spans of numbers, 对子 weights
and 压档, on hand-made counts with the numbers worked out by hand."""

from __future__ import annotations

from wuhu_mj.kit import (
    Ladder,
    PairWeights,
    Span,
    Text,
    hand_readings,
    number_totals,
    suit_totals,
    yadang_point,
)
from wuhu_mj.notation.text import parse_hand

LABEL = Text("x", "x")


def counts_of(text: str) -> list[int]:
    return parse_hand(text).counts()


def test_a_ladder_prices_each_group_from_its_start() -> None:
    wutong = Ladder(start=5, points=1, step=1, label=LABEL, source="s")
    # Five 5s and six 6s: 1 + 2.
    assert wutong.price((0, 0, 0, 0, 5, 6, 0, 0, 0)) == (3, [(4, 5), (5, 6)])
    assert wutong.price((4, 4, 4, 2, 0, 0, 0, 0, 0)) == (0, [])
    largest = Ladder(start=5, points=2, step=3, each=False, label=LABEL, source="s")
    assert largest.price((5, 7, 0)) == (8, [(1, 7)])  # 2 + 3 × 2, the largest only


def test_counts_over_the_whole_hand_a_kong_as_four() -> None:
    counts = counts_of("555m555p23s4s55s+angang7777z")
    assert number_totals(counts)[4] == 8
    assert suit_totals(counts) == (3, 3, 5)
    assert suit_totals(counts_of("123m456m11m22p2p+gang9999m")) == (12, 3, 0)


def test_a_span_counts_numbers_and_the_whole_hand() -> None:
    ten = Span(low=1, high=5, at_least=10, points=1, label=LABEL, source="s")
    whole = Span(low=1, high=5, points=5, label=LABEL, source="s")
    counts = counts_of("123m234m345m11p22p2p")
    assert ten.count(counts) == 14 and ten.holds(counts) and whole.holds(counts)
    with_honor = counts_of("123m234m345m11p7z7z7z")
    assert ten.holds(with_honor) and not whole.holds(with_honor)  # 红中 is in no span
    assert not ten.holds(counts_of("567m789m678p789s5s5s"))


def test_pair_weights() -> None:
    weights = PairWeights(
        pair=1,
        triplet=2,
        four=4,
        peng=1,
        exposed_kong=3,
        concealed_kong=4,
        needed=3,
        factor=2,
        label=LABEL,
        source="s",
    )
    assert weights.count(parse_hand("112233m456p678s99s")) == 4  # 11 22 33 99
    assert weights.count(parse_hand("222m34m555p678s99s5m")) == 5  # 豹子 2 + 2, 99s 1
    assert weights.count(parse_hand("5555m67m234p11s78s9s")) == 5  # four held 4, 11s 1
    melds = parse_hand("123m11p45p6p+jiagang7777z+peng999s")
    assert weights.count(melds) == 1 + 3 + 1


def test_yadang_is_a_single_wait_in_the_middle_or_at_an_edge() -> None:
    def point(text: str, waits: list[int]) -> int:
        hand = parse_hand(text)
        return max(yadang_point(r.sets, hand.winning, waits) for r in hand_readings(hand))

    middle = parse_hand("13m456m789m22p567p2m")
    assert point("13m456m789m22p567p2m", [middle.winning]) == 2
    edge = parse_hand("12p456m789m55s678s3p")
    assert point("12p456m789m55s678s3p", [edge.winning]) == 3
    assert point("13m456m789m22p567p2m", [middle.winning, 0]) == 0  # two waits
    pair = parse_hand("567m789m678p789s5s5s")
    assert point("567m789m678p789s5s5s", [pair.winning]) == 0  # 单吊 is no 压档
