"""Tile kinds as small integers, their order and their display forms.

Kinds 0-8 are 1m-9m (万), 9-17 1p-9p (筒), 18-26 1s-9s (条), 27-33 the honors
1z-7z (东南西北白发中) and 34-41 the flowers 1f-8f (春夏秋冬梅兰竹菊).
Integers keep the hot path (per-suit counting) cheap.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

Tile = int

SUIT_LETTERS: Final = "mpszf"
HONOR_BASE: Final = 27
FLOWER_BASE: Final = 34
KIND_COUNT: Final = 42
PLAYABLE_KINDS: Final = 34

SUIT_NAMES: Final = {"m": "万", "p": "筒", "s": "条"}
HONOR_NAMES: Final = "东南西北白发中"
FLOWER_NAMES: Final = "春夏秋冬梅兰竹菊"
_NUMERALS: Final = "一二三四五六七八九"
_UNICODE: Final = {
    "m": "🀇🀈🀉🀊🀋🀌🀍🀎🀏",
    "p": "🀙🀚🀛🀜🀝🀞🀟🀠🀡",
    "s": "🀐🀑🀒🀓🀔🀕🀖🀗🀘",
    "z": "🀀🀁🀂🀃🀆🀅🀄",
    "f": "🀢🀣🀤🀥🀦🀧🀨🀩",
}


def make(number: int, suit: str) -> Tile:
    """The kind of tile `number` of `suit` (one of m p s z f); the caller checks the range."""
    if suit == "f":
        return FLOWER_BASE + number - 1
    return SUIT_LETTERS.index(suit) * 9 + number - 1


def suit_of(tile: Tile) -> str:
    return SUIT_LETTERS[tile // 9] if tile < FLOWER_BASE else "f"


def number_of(tile: Tile) -> int:
    return tile - FLOWER_BASE + 1 if tile >= FLOWER_BASE else tile % 9 + 1


def is_suited(tile: Tile) -> bool:
    return tile < HONOR_BASE


def is_honor(tile: Tile) -> bool:
    return HONOR_BASE <= tile < FLOWER_BASE


def is_flower(tile: Tile) -> bool:
    return tile >= FLOWER_BASE


def is_wind(tile: Tile) -> bool:
    return HONOR_BASE <= tile < HONOR_BASE + 4


def code(tile: Tile) -> str:
    """Compact code: ``5m``, ``7z``, ``3f``."""
    return f"{number_of(tile)}{suit_of(tile)}"


def parse_code(text: str) -> Tile:
    """The inverse of :func:`code` for a single tile (``5m``); raises ValueError."""
    if len(text) != 2 or not text[0].isdigit() or text[1] not in SUIT_LETTERS:
        raise ValueError(f"not a tile code: {text!r}")
    number, suit = int(text[0]), text[1]
    limit = {"z": 7, "f": 8}.get(suit, 9)
    if not 1 <= number <= limit:
        raise ValueError(f"not a tile code: {text!r}")
    return make(number, suit)


def chinese(tile: Tile) -> str:
    """Chinese name: 五万, 东, 春."""
    suit = suit_of(tile)
    if suit == "z":
        return HONOR_NAMES[tile - HONOR_BASE]
    if suit == "f":
        return FLOWER_NAMES[tile - FLOWER_BASE]
    return _NUMERALS[number_of(tile) - 1] + SUIT_NAMES[suit]


def glyph(tile: Tile) -> str:
    """The Unicode mahjong tile character."""
    return _UNICODE[suit_of(tile)][number_of(tile) - 1]


def sort_key(tile: Tile) -> int:
    return tile


# Digit and suit letter of every kind, looked up by group_codes (it formats every hand).
_DIGITS: Final = tuple(str(number_of(t)) for t in range(KIND_COUNT))
_LETTERS: Final = tuple(suit_of(t) for t in range(KIND_COUNT))


def group_codes(tiles: Iterable[Tile]) -> str:
    """Write tiles compactly in the given order, digits sharing a suit letter: ``123m45p``."""
    out: list[str] = []
    current = ""
    for tile in tiles:
        suit = _LETTERS[tile]
        if suit != current:
            if current:
                out.append(current)
            current = suit
        out.append(_DIGITS[tile])
    if current:
        out.append(current)
    return "".join(out)


def suit_totals(counts: Sequence[int]) -> tuple[int, int, int]:
    """Tiles of 万, 筒, 条 (支), a kong as four."""
    # Written out: faster than sum() of three slices in both builds (docs/speed.md).
    c = counts
    return (
        c[0] + c[1] + c[2] + c[3] + c[4] + c[5] + c[6] + c[7] + c[8],
        c[9] + c[10] + c[11] + c[12] + c[13] + c[14] + c[15] + c[16] + c[17],
        c[18] + c[19] + c[20] + c[21] + c[22] + c[23] + c[24] + c[25] + c[26],
    )
