"""A hand as the page's tile keyboard holds it, written in the notation (docs/notation.md) by
the notation's own writer, so the page's JavaScript writes no hand text.

The page holds `{"tiles": ["5m", ...], "win": INDEX | null, "melds": [{"kind": "peng",
"tile": "5s", "from": SEAT | null}], "hua": ["1f"]}`: the concealed tiles in the order tapped,
the one marked as the winning tile (none: the last tapped), each meld by its kind and first
tile, and the bonus tiles. Its text: the concealed tiles sorted, the winning tile last, then
the melds in order (`+peng555s@3`; a concealed kong names no feeder) and the bonus tiles
(`+hua1f`). The page also reads the rules of tapping from the manifest (`notation`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.hand import MELD_KINDS, MELD_SIZES, Meld
from ..notation.text import HAND_SIZE, MOST_COPIES, MOST_FLOWERS, TILES_PER_MELD, format_meld
from ..notation.tiles import (
    KIND_COUNT,
    PLAYABLE_KINDS,
    SUIT_LETTERS,
    Tile,
    chinese,
    code,
    group_codes,
    is_suited,
    number_of,
    parse_code,
)

MOST_LISTED: Final = 32  # tiles, melds or bonus tiles in one tapped hand: far above a hand's


def _refused(where: str) -> InputError:
    return InputError(Message("page_error_tapped"), where)


def _tile(value: object, where: str) -> Tile:
    if not isinstance(value, str):
        raise _refused(where)
    try:
        return parse_code(value)
    except ValueError:
        raise _refused(where) from None


def _listed(data: Mapping[str, Any], key: str) -> list[Any]:
    found = data.get(key, [])
    if not isinstance(found, list) or len(found) > MOST_LISTED:
        raise _refused(f"hand.{key}")
    return found


def meld_tiles(kind: str, first: Tile) -> tuple[Tile, ...]:
    """A meld's tiles from its kind and first tile: a chi's run, the others one tile."""
    if kind == "chi":
        return (first, first + 1, first + 2)
    return (first,) * MELD_SIZES[kind]


def tapped_text(data: object) -> str:
    """The notation of a tapped hand (see the module's docstring)."""
    if not isinstance(data, dict):
        raise _refused("hand")
    tiles = [_tile(value, "hand.tiles") for value in _listed(data, "tiles")]
    win = data.get("win")
    listed = isinstance(win, int) and not isinstance(win, bool) and 0 <= win < len(tiles)
    index = None if not tiles else win if listed else len(tiles) - 1
    rest = sorted(tile for i, tile in enumerate(tiles) if i != index)
    text = group_codes(rest) + ("" if index is None else code(tiles[index]))
    for meld in _listed(data, "melds"):
        if not isinstance(meld, dict) or meld.get("kind") not in MELD_KINDS:
            raise _refused("hand.melds")
        kind = meld["kind"]
        first = _tile(meld.get("tile"), "hand.melds")
        if kind == "chi" and not (is_suited(first) and number_of(first) <= 7):
            raise _refused("hand.melds")
        source = meld.get("from")
        seat = source if isinstance(source, int) and not isinstance(source, bool) else None
        fed = seat if seat is not None and 1 <= seat <= 4 and kind != "angang" else None
        text += format_meld(Meld(kind, meld_tiles(kind, first), fed))
    bonus = sorted(_tile(value, "hand.hua") for value in _listed(data, "hua"))
    return text + ("+hua" + group_codes(bonus) if bonus else "")


def tapping() -> dict[str, Any]:
    """The rules of tapping a hand in, for the manifest: the hand's size (and what a meld
    counts toward it), each meld kind's
    tiles as steps from its first tile, the tiles a chi may start from, the most copies of
    each suit's tiles, every tile's code in the notation's order (the strip's order) and
    each tile's face (its Chinese name, notation/tiles.py)."""
    return {
        "hand_tiles": HAND_SIZE,
        "meld_counts_as": TILES_PER_MELD,
        "melds": {
            kind: list(meld_tiles(kind, 0))
            for kind in MELD_KINDS  # steps from tile 0
        },
        "chi_starts": [
            code(tile) for tile in range(PLAYABLE_KINDS) if is_suited(tile) and number_of(tile) <= 7
        ],
        "copies": {suit: MOST_FLOWERS if suit == "f" else MOST_COPIES for suit in SUIT_LETTERS},
        "order": [code(tile) for tile in range(KIND_COUNT)],
        "faces": {code(tile): _face(tile) for tile in range(KIND_COUNT)},
    }


def _face(tile: Tile) -> list[str]:
    """A key's face: the number over its suit (五 over 万), or an honor's or flower's name."""
    name = chinese(tile)
    return [name[:-1], name[-1]] if is_suited(tile) else [name, ""]
