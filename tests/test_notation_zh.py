"""Help with counting (issue 12, point 4): Chinese numerals, per-suit counts in size errors,
and a hand typed as several arguments."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from wuhu_mj import InputError, format_hand, parse_hand
from wuhu_mj.doors.cli import cli
from wuhu_mj.notation.text import parse_tile
from wuhu_mj.notation.tiles import code

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("一万二万三万四五六万七八九万一一筒一二三筒", "123456789m11123p"),
        ("一二三万四五六万七八九万两两筒五五五条", "123456789m22p555s"),
        ("一二三万 四五六万 七八九万 二二筒 五条五索五条", "123456789m22p555s"),
        ("123万456萬789m幺幺筒五五五索", "123456789m11p555s"),
        ("一二三万四五六万七八九万一一筒+碰五五五条", "123456789m11p+peng555s"),
        ("一二三四五六七八九万一一筒中中中", "123456789m11p777z"),
    ],
)
def test_chinese_numerals(written: str, canonical: str) -> None:
    assert format_hand(parse_hand(written)) == canonical


@pytest.mark.parametrize(
    ("written", "tile"),
    [
        ("一万", "1m"),
        ("九筒", "9p"),
        ("五条", "5s"),
        ("五索", "5s"),
        ("两饼", "2p"),
        ("幺鸡", None),
    ],
)
def test_single_tiles(written: str, tile: str | None) -> None:
    if tile is None:  # 鸡 is no suit word: 幺鸡 stays an error rather than a guess
        with pytest.raises(InputError):
            parse_tile(written)
    else:
        assert code(parse_tile(written)) == tile


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("〇万一二三万四五六万七八九万一一筒", "no tile '〇万' (at 1)"),
        ("一二三万四五六万七八九万一一", "digits '一一' at 13 have no suit letter"),
        ("一二三万四五六万七八九万一一筒十筒", "unexpected character '十' at 16"),
    ],
)
def test_chinese_numeral_errors(written: str, message: str) -> None:
    with pytest.raises(InputError, match=re.escape(message)):
        parse_hand(written)


@pytest.mark.parametrize(
    ("written", "message"),
    [
        ("123456789m1p", "万 9, 筒 1, 条 0 = 10 tiles; a winning hand has 14"),
        ("12345m456789p12s", "万 5, 筒 6, 条 2 = 13 tiles; a winning hand has 14"),
        ("1234m56p+peng555s+gang7777s", "万 4, 筒 2, 条 0, melds 2 (×3) = 12 tiles"),
        ("123456789m11p777z5s", "万 9, 筒 2, 条 1, 字 3 = 15 tiles"),
        ("12345m456789p12s+hua1f", "万 5, 筒 6, 条 2 = 13 tiles"),  # bonus tiles count 0
    ],
)
def test_size_errors_count_per_suit(written: str, message: str) -> None:
    with pytest.raises(InputError, match=re.escape(message)):
        parse_hand(written)


@pytest.mark.parametrize(
    "args",
    [
        ["123m", "456m", "789m", "11p", "555s"],
        ["123m456m789m", "11p555s"],
        ["一二三万", "四五六万", "七八九万", "一一筒", "五五五条"],
        ["123m", "456m", "789m", "11p", "--from", "3", "555s"],  # options between the pieces
    ],
)
def test_a_hand_in_several_arguments(args: list[str]) -> None:
    out = CliRunner().invoke(cli, ["score", *args, "--json"])
    assert out.exit_code == 0, out.output
    assert '"hand": "123456789m11p555s"' in out.stdout


def test_waits_joins_arguments_too() -> None:
    out = CliRunner().invoke(cli, ["waits", "123m", "456m", "789m", "11p", "55s", "--json"])
    assert out.exit_code == 0, out.output
    assert '"hand": "123456789m11p55s"' in out.stdout


def test_size_error_on_the_command_line() -> None:
    out = CliRunner().invoke(cli, ["score", "12345m", "456789p", "12s"])
    assert out.exit_code == 2
    assert out.stderr == (
        "wuhu-mj: error: hand: 万 5, 筒 6, 条 2 = 13 tiles; a winning hand has 14\n"
    )


def test_numerals_read_like_digits_on_random_hands() -> None:
    """Any hand written with Chinese numerals (and suit words) reads as the digit form."""
    import random
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    from handgen import random_hands

    rng = random.Random(12)
    numerals = dict(zip("123456789", "一二三四五六七八九", strict=True))
    suits = {"m": ["万", "萬"], "p": ["筒", "饼"], "s": ["条", "索"]}

    def speak(group: re.Match[str]) -> str:
        digits = "".join(numerals[d] if rng.random() < 0.7 else d for d in group[1])
        return digits + (rng.choice(suits[group[2]]) if rng.random() < 0.7 else group[2])

    for hand in random_hands(300, seed=12):
        text = hand.notation()
        spoken = re.sub(r"([1-9]+)([mps])", speak, text)
        assert format_hand(parse_hand(spoken)) == format_hand(parse_hand(text)), spoken
