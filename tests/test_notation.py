"""Notation (docs/rules.md §1): valid spellings, errors with positions, canonical round trips."""

from __future__ import annotations

import pytest

from wuhu_mj import InputError, format_hand, parse_hand
from wuhu_mj.notation.text import parse_tile
from wuhu_mj.notation.tiles import chinese, code, glyph, parse_code


@pytest.mark.parametrize(
    ("text", "canonical", "winning"),
    [
        ("123m456m789m11p+peng555s", "123456789m11p+peng555s", "1p"),
        ("123万456万789万11筒+碰555条", "123456789m11p+peng555s", "1p"),
        ("123萬456萬789萬11餅+碰555條", "123456789m11p+peng555s", "1p"),
        ("57m11p123456789s6m", "57m11p123456789s6m", "6m"),
        ("东东东南南123m456p789s+hua1f", "123m456p78s11122z9s+hua1f", "9s"),
        ("123m 456m 789m 1p1p +peng 555s", "123456789m11p+peng555s", "1p"),
        (
            "11m+peng222m@2+gang3333p@3+jiagang4444s+angang5555m",
            "11m+peng222m@2+gang3333p@3+jiagang4444s+angang5555m",
            "1m",
        ),
        (
            "11m +peng222m@2, +gang3333p@3 +jiagang4444s +angang5555m",
            "11m+peng222m@2+gang3333p@3+jiagang4444s+angang5555m",
            "1m",
        ),
        (
            "11m+碰222m@2+杠3333p@3+加杠4444s+暗杠5555m",
            "11m+peng222m@2+gang3333p@3+jiagang4444s+angang5555m",
            "1m",
        ),
    ],
)
def test_valid_hands(text: str, canonical: str, winning: str) -> None:
    hand = parse_hand(text)
    assert code(hand.winning) == winning
    assert format_hand(hand) == canonical
    assert parse_hand(format_hand(hand)) == hand


def test_tiles_after_a_meld_belong_to_that_meld() -> None:
    with pytest.raises(InputError, match="needs 3 identical tiles"):
        parse_hand("11m23m+peng555s+peng666s+peng777s1m")


def test_chi_meld_and_sources() -> None:
    hand = parse_hand("123m456p789s11z+chi345s@4")
    assert hand.melds[0].kind == "chi"
    assert hand.melds[0].source == 4
    assert format_hand(hand) == "123m456p789s11z+chi345s@4"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty hand"),
        ("123m456m789m11p+pong555s", "unknown meld 'pong555s' at 17"),
        ("123m456m789m11p+", "'+' at 16 names no meld"),
        ("123m456m789m11p++peng555s", "'+' at 16 names no meld"),
        ("123m456m789p+peng555s@2s+peng111s", "unexpected character 's' at 24"),
        ("11111m456m789m11p", "5 copies of 1m (at 1–5); at most 4"),
        ("123m456m789m11p5", "digits '5' at 16 have no suit letter"),
        (
            "123m456m789m1p+peng555s",
            "万 9, 筒 1, 条 0, melds 1 (×3) = 13 tiles; a winning hand has 14",
        ),
        ("123m0m456m789m11p", "no tile '0m' (at 5)"),
        ("123m456m789m11p8z", "no tile '8z' (at 16)"),
        ("m123", "suit 'm' at 1 has no digits before it"),
        ("123m@3", "'@' at 5 must follow a meld"),
        ("123m456m789m11p+peng555s@5", "'@' at 25 needs a seat 1-4"),
        ("123m456m789m11p+peng556s", "meld '+peng' at 16 needs 3 identical tiles"),
        ("123m456m789m11p+chi135s", "meld '+chi' at 16 is not a run of three suited tiles"),
        ("123m456m789m11p+chi111z", "meld '+chi' at 16 is not a run of three suited tiles"),
        ("123m456m789m11p+hua1f1f", "2 copies of 1f (at 20–22); at most 1"),
        ("123m456m789m11p+hua1f@2", "'@' at 22: bonus tiles have no source seat"),
        ("123m456m789m1p1f", "flower 1f at 15 belongs in '+hua'"),
        ("123m456m789m11p?", "unexpected character '?' at 16"),
        ("123m456m789m11p+peng", "meld '+peng' at 16 needs 3 identical tiles"),
        ("1111m2m+angang1111m+peng333m+peng444m", "8 copies of 1m"),
    ],
)
def test_invalid_hands_name_the_problem_and_position(text: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_hand(text)
    assert message in str(caught.value)
    assert str(caught.value).startswith("hand: ")


@pytest.mark.parametrize(
    ("text", "tile_code", "name", "pic"),
    [
        ("5m", "5m", "五万", "🀋"),
        ("东", "1z", "东", "🀀"),
        ("發", "6z", "发", "🀅"),
        ("9条", "9s", "九条", "🀘"),
        ("春", "1f", "春", "🀢"),
        ("7z", "7z", "中", "🀄"),
    ],
)
def test_single_tiles(text: str, tile_code: str, name: str, pic: str) -> None:
    tile = parse_tile(text)
    assert (code(tile), chinese(tile), glyph(tile)) == (tile_code, name, pic)
    assert parse_code(tile_code) == tile


@pytest.mark.parametrize("text", ["", "55m", "0m", "x", "8z", "9f"])
def test_parse_tile_rejects(text: str) -> None:
    with pytest.raises(InputError):
        parse_tile(text)


@pytest.mark.parametrize(
    "text",
    [
        # full-width, as Chinese input methods type it
        "１２３ｍ４５６ｍ７８９ｍ１１ｐ＋碰５５５ｓ＠３",
        "123M456M789M11P+PENG555S@3",
        "１２３Ｍ456m789m11p+peng555s@3",
    ],
)
def test_full_width_and_capital_letters(text: str) -> None:
    assert format_hand(parse_hand(text)) == "123456789m11p+peng555s@3"


def test_full_width_positions_still_point_at_the_character() -> None:
    with pytest.raises(InputError, match="unexpected character '\\?' at 5"):
        parse_hand("１２３ｍ?")


def test_meld_and_group_texts_kept_are_bounded() -> None:
    # The texts of melds and groups are kept for reuse; made-up melds (the library takes any
    # Meld) must not grow them without bound: 5,000 distinct ones keep at most 4,096.
    from wuhu_mj.notation import text
    from wuhu_mj.notation.hand import Meld
    from wuhu_mj.notation.reading import readings

    melds = [Meld("peng", (t % 27,) * 3, source=t) for t in range(5000)]
    written = [text.format_meld(m) for m in melds]
    groups = [readings.meld_group(m) for m in melds]
    described = [readings.describe_group(g) for g in groups]
    assert written[4999] == "+peng555m@4999" and described[4999] == "+peng555m"
    assert [text.format_meld(m) for m in melds] == written  # kept or not, the same text
    assert len(text._MELD_TEXT) <= 4096 and len(readings._DESCRIBED) <= 4096
