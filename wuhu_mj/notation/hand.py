"""The parsed hand: concealed tiles, the winning tile, melds and bonus tiles."""

from typing import Final, Literal, NamedTuple

from .tiles import KIND_COUNT, Tile, is_suited

MeldKind = Literal["peng", "gang", "jiagang", "angang", "chi"]
MELD_KINDS: Final[tuple[MeldKind, ...]] = ("peng", "gang", "jiagang", "angang", "chi")
KONG_KINDS: Final = frozenset({"gang", "jiagang", "angang"})
# Tiles in a meld of each kind (a chi's are a run, the others one tile repeated).
MELD_SIZES: Final[dict[str, int]] = {"peng": 3, "gang": 4, "jiagang": 4, "angang": 4, "chi": 3}
MELD_LABELS: Final = {
    "peng": "碰",
    "gang": "明杠",
    "jiagang": "加杠",
    "angang": "暗杠",
    "chi": "吃",
}


class Meld(NamedTuple):
    kind: MeldKind
    tiles: tuple[Tile, ...]
    source: int | None = None  # the seat that fed it (`@3`), when known

    @property
    def is_kong(self) -> bool:
        return self.kind in KONG_KINDS

    @property
    def is_open(self) -> bool:
        """Exposed to the table: everything but a concealed kong."""
        return self.kind != "angang"

    @property
    def first(self) -> Tile:
        return self.tiles[0]


class Hand(NamedTuple):
    """A 14-tile hand. `closed` is sorted and excludes `winning`, the last tile written."""

    closed: tuple[Tile, ...]
    winning: Tile
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()

    @property
    def concealed(self) -> tuple[Tile, ...]:
        """All concealed tiles, the winning tile included."""
        return (*self.closed, self.winning)

    def all_tiles(self) -> list[Tile]:
        """Every playing tile (kongs as 4), bonus tiles excluded."""
        tiles = list(self.concealed)
        for meld in self.melds:
            tiles.extend(meld.tiles)
        return tiles

    def counts(self) -> list[int]:
        """Copies of each tile kind over the whole hand, bonus tiles included."""
        counts = [0] * KIND_COUNT
        for tile in self.closed:
            # a[i] = a[i] + n: compiled, `a[i] += n` is a generic call (docs/speed.md)
            counts[tile] = counts[tile] + 1
        counts[self.winning] = counts[self.winning] + 1
        for meld in self.melds:
            for tile in meld.tiles:
                counts[tile] = counts[tile] + 1
        for tile in self.bonus:
            counts[tile] = counts[tile] + 1
        return counts

    def concealed_counts(self, with_winning: bool = True) -> list[int]:
        counts = [0] * KIND_COUNT
        for tile in self.closed:
            counts[tile] = counts[tile] + 1
        if with_winning:
            counts[self.winning] = counts[self.winning] + 1
        return counts

    @property
    def kongs(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.is_kong)

    @property
    def open_melds(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.is_open)

    def suit_totals(self) -> dict[str, int]:
        """Tiles of each of 万/筒/条 over the whole hand, a kong as 4 (the 支 count)."""
        totals = {"m": 0, "p": 0, "s": 0}
        for tile in self.all_tiles():
            if is_suited(tile):
                totals["mps"[tile // 9]] += 1
        return totals
