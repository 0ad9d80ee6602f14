"""The canonical-spelling reader (notation._plain_hand) against the full reader it shortcuts:
the same hand whenever it answers, and no answer for anything the full reader refuses."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from wuhu_mj.errors import InputError
from wuhu_mj.notation import _parse_written, _plain_hand, format_hand

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import random_hands


def _agrees(text: str) -> None:
    fast = _plain_hand(text)
    try:
        full = _parse_written(text)
    except InputError:
        assert fast is None, text
        return
    assert fast is None or fast == full, text


@pytest.mark.parametrize(
    "text",
    [
        "11234678m23467p5p",
        "123m456m789m11p+peng555s",
        "123m456m789m11p+peng555s@3",
        "11m+chi123p+chi456p+gang1111s@2+angang7777z",
        "11m+chi124p+chi456p+peng111s+peng777z",  # not a run
        "11m+peng112p+chi456p+peng111s+peng777z",  # not three alike
        "11m+gang111p+chi456p+peng111s+peng777z",  # a kong of three
        "11m+chi789p+chi891p+peng111s+peng777z",
        "11111m234m567m88p",  # five copies
        "1234m",  # too few tiles
        "123m456m789m11p+peng555s@5",
        "123m456m789m11p+peng555s@",
        "8z123m456m789m11p",
        "123m456m789m11p+PENG555s",
        "123m 456m789m11p+peng555s",
        "１２３m456m789m11p+peng555s",
        "0m23m456m789m11p+peng555s",
        "123m456m789m11p+peng555s+hua1f",
    ],
)
def test_plain_reader_agrees_with_the_full_reader(text: str) -> None:
    _agrees(text)


def test_plain_reader_answers_for_canonical_hands() -> None:
    for generated in random_hands(500, 11):
        text = generated.notation()
        hand = _plain_hand(text)
        assert hand is not None, text
        assert hand == _parse_written(text)
        assert _plain_hand(format_hand(hand)) == hand


def test_plain_reader_agrees_on_mutated_text() -> None:
    rng = random.Random(3)
    alphabet = "123456789mpsz+@pengchiangga0 "
    for generated in random_hands(400, 12):
        text = generated.notation()
        for _ in range(5):
            chars = list(text)
            i = rng.randrange(len(chars))
            action = rng.randrange(3)
            if action == 0:
                chars[i] = rng.choice(alphabet)
            elif action == 1:
                del chars[i]
            else:
                chars.insert(i, rng.choice(alphabet))
            _agrees("".join(chars))
