"""A hand as the page's tile keyboard holds it, written in the notation (docs/notation.md) by
the notation's own writer, so the page's JavaScript writes no hand text.

The page holds `{"tiles": ["5m", ...], "win": INDEX | null, "melds": [{"kind": "peng",
"tile": "5s", "from": SEAT | null}], "hua": ["1f"]}`: the concealed tiles in the order tapped,
the one marked as the winning tile (none: the last tapped), each meld by its kind and first
tile, and the bonus tiles. Its text: the concealed tiles sorted, the winning tile last, then
the melds in order (`+peng555s@3`; a concealed kong names no feeder) and the bonus tiles
(`+hua1f`).

What the keyboard may do next is Python's too (`next_taps`, the page's `next_taps` call): the
tiles each key may still add and why not, the hand's count toward a whole hand, the strip's
order and each meld's tiles. The page applies none of the rules of tapping itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ...messages.errors import InputError
from ...messages.message import Language, Message, render
from ...notation.hand import MELD_KINDS, MELD_SIZES, Meld, MeldKind
from ...notation.text import HAND_SIZE, MOST_COPIES, MOST_FLOWERS, TILES_PER_MELD, format_meld
from ...notation.tiles import (
    KIND_COUNT,
    Tile,
    chinese,
    code,
    group_codes,
    is_flower,
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


class Read:
    """A tapped hand read: its concealed tiles (as tapped), the winning tile's index (none
    for no tiles), each meld as (kind, first tile, feeder) and the bonus tiles."""

    def __init__(self, data: object) -> None:
        if not isinstance(data, dict):
            raise _refused("hand")
        self.tiles = [_tile(value, "hand.tiles") for value in _listed(data, "tiles")]
        win = data.get("win")
        listed = isinstance(win, int) and not isinstance(win, bool) and 0 <= win < len(self.tiles)
        self.win: int | None = None if not self.tiles else win if listed else len(self.tiles) - 1
        self.melds: list[tuple[MeldKind, Tile, int | None]] = []
        for meld in _listed(data, "melds"):
            if not isinstance(meld, dict) or meld.get("kind") not in MELD_KINDS:
                raise _refused("hand.melds")
            kind: MeldKind = meld["kind"]
            first = _tile(meld.get("tile"), "hand.melds")
            if kind == "chi" and not starts_chi(first):
                raise _refused("hand.melds")
            source = meld.get("from")
            seat = source if isinstance(source, int) and not isinstance(source, bool) else None
            fed = seat if seat is not None and 1 <= seat <= 4 and kind != "angang" else None
            self.melds.append((kind, first, fed))
        self.hua = [_tile(value, "hand.hua") for value in _listed(data, "hua")]

    def count(self) -> int:
        """Tiles toward the whole hand: the concealed ones, and what each meld counts."""
        return len(self.tiles) + TILES_PER_MELD * len(self.melds)

    def held(self) -> dict[Tile, int]:
        """How many of each tile the hand holds: concealed, in melds and bonus."""
        out: dict[Tile, int] = {}
        melded = [t for kind, first, _ in self.melds for t in meld_tiles(kind, first)]
        for tile in [*self.tiles, *melded, *self.hua]:
            out[tile] = out.get(tile, 0) + 1
        return out


def starts_chi(tile: Tile) -> bool:
    """Whether a chi may start from `tile`: a suited 1–7 (its run ends at 9 at most)."""
    return is_suited(tile) and number_of(tile) <= 7


def most_copies(tile: Tile) -> int:
    return MOST_FLOWERS if is_flower(tile) else MOST_COPIES


def tapped_text(data: object) -> str:
    """The notation of a tapped hand (see the module's docstring)."""
    return _text(Read(data))


def _text(hand: Read) -> str:
    index = hand.win
    rest = sorted(tile for i, tile in enumerate(hand.tiles) if i != index)
    text = group_codes(rest) + ("" if index is None else code(hand.tiles[index]))
    for kind, first, fed in hand.melds:
        text += format_meld(Meld(kind, meld_tiles(kind, first), fed))
    bonus = sorted(hand.hua)
    return text + ("+hua" + group_codes(bonus) if bonus else "")


def next_taps(data: object, lang: Language = "zh") -> tuple[str, dict[str, Any]]:
    """The hand's notation, and what the page's keyboard may do next with the hand as it
    stands: `count` (tiles toward the whole hand) and `need` (how many it still lacks),
    `full`; `win`, the winning tile's index once the hand is whole (the strip sets it apart);
    `strip`, the other concealed tiles' indices in the notation's order; `melds`, each meld's
    tiles; `held`, how many of each tile the hand holds, and `used_up`, the tiles it holds
    every copy of; `refused`: for a key tapped as a concealed tile (`tile`), as a bonus tile
    (`bonus`: a flower, or what else the rule set lays aside) and as the first tile of each
    meld kind, the codes refused, each with its message's catalog key and words (`{"key",
    "said"}`). A code not listed may be tapped."""
    hand = Read(data)
    count = hand.count()
    held = hand.held()

    def said(key: str, **values: object) -> dict[str, str]:
        return {"key": key, "said": render(Message(key, **values), lang)}

    def too_many(tiles: tuple[Tile, ...]) -> dict[str, str] | None:
        for tile in dict.fromkeys(tiles):  # each tile once, in the meld's order
            if held.get(tile, 0) + tiles.count(tile) > most_copies(tile):
                return said("page_tap_fifth", tile=chinese(tile))
        return None

    every = range(KIND_COUNT)
    refused: dict[str, dict[str, dict[str, str]]] = {"tile": {}, "bonus": {}}
    for tile in every:
        why = too_many((tile,))
        if why is not None:
            refused["bonus"][code(tile)] = why  # a bonus tile counts toward no hand size
        elif count >= HAND_SIZE:
            why = said("page_tap_full")
        if why is not None:
            refused["tile"][code(tile)] = why
    for kind in MELD_KINDS:
        refused[kind] = {}
        for tile in every:
            if kind == "chi" and not starts_chi(tile):
                why = said("page_tap_chi_bad")
            else:
                why = too_many(meld_tiles(kind, tile))
                if why is None and count + TILES_PER_MELD > HAND_SIZE:
                    why = said("page_tap_full")
            if why is not None:
                refused[kind][code(tile)] = why
    full = count >= HAND_SIZE
    win = hand.win if full else None
    strip = sorted((i for i in range(len(hand.tiles)) if i != win), key=hand.tiles.__getitem__)
    taps = {
        "count": count,
        "need": max(HAND_SIZE - count, 0),
        "full": full,
        "win": win,
        "strip": strip,
        "melds": [[code(t) for t in meld_tiles(kind, first)] for kind, first, _ in hand.melds],
        "held": {code(tile): n for tile, n in sorted(held.items())},
        "used_up": [code(tile) for tile, n in sorted(held.items()) if n >= most_copies(tile)],
        "refused": refused,
    }
    return _text(hand), taps


def tapping() -> dict[str, Any]:
    """What the page draws the keyboard and the strip with, for the manifest: the meld
    kinds, every tile's code in the notation's order (the strip's order) and each tile's face
    (its Chinese name, notation/tiles.py). The rules of tapping are next_taps'."""
    return {
        "melds": list(MELD_KINDS),
        "order": [code(tile) for tile in range(KIND_COUNT)],
        "faces": {code(tile): _face(tile) for tile in range(KIND_COUNT)},
    }


def _face(tile: Tile) -> list[str]:
    """A key's face: the number over its suit (五 over 万), or an honor's or flower's name."""
    name = chinese(tile)
    return [name[:-1], name[-1]] if is_suited(tile) else [name, ""]
