"""The records of a reading: groups (pair, runs, triplets, kongs, melds) and their texts.

How a hand is split into them is handview.py (over suitsplits.py) for the variants without
wilds, and wilds/ where wilds stand in for tiles.
"""

from typing import Final, Literal, NamedTuple

from ..hand import Meld
from ..tiles import Tile, code, number_of

GroupKind = Literal["pair", "run", "triplet", "kong"]
Shape = Literal["standard", "seven_pairs", "thirteen_lan"]


class Group(NamedTuple):
    """One part of a reading: the pair, a concealed set, or a meld."""

    kind: GroupKind
    tile: Tile  # the lowest tile of the group
    meld: Meld | None = None  # None: formed by concealed tiles

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == "run":
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * {"pair": 2, "triplet": 3, "kong": 4}[self.kind]

    @property
    def concealed(self) -> bool:
        return self.meld is None or self.meld.kind == "angang"

    def contains(self, tile: Tile) -> bool:
        return tile in self.tiles


class Reading(NamedTuple):
    """One way to read a hand. `stand_ins` pairs each wild with the tile it plays."""

    shape: Shape
    groups: tuple[Group, ...]
    stand_ins: tuple[tuple[Tile, Tile], ...] = ()

    @property
    def pair(self) -> Group | None:
        pairs = [g for g in self.groups if g.kind == "pair"]
        return pairs[0] if self.shape == "standard" and pairs else None

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != "pair")


def runs_of(groups: tuple[Group, ...]) -> tuple[Tile, ...]:
    """The first tile of each run among `groups`, in their order (what detectors read)."""
    return tuple(g.tile for g in groups if g.kind == "run")


def triplets_of(groups: tuple[Group, ...]) -> tuple[Tile, ...]:
    """The tile of each triplet among `groups` (concealed or 碰; kongs are not triplets)."""
    return tuple(g.tile for g in groups if g.kind == "triplet")


def meld_group(meld: Meld) -> Group:
    if meld.kind == "chi":
        return Group("run", meld.first, meld)
    return Group("kong" if meld.is_kong else "triplet", meld.first, meld)


def describe_reading(reading: Reading) -> list[str]:
    """Readable groups: ``11p`` pair, ``123m`` run, ``555s`` triplet, ``+peng555s``."""
    out = []
    for g in reading.groups:
        if g.meld is not None:
            out.append(describe_group(g))
            continue
        key = (g.kind, g.tile)
        text = _GROUP_TEXT.get(key)
        if text is None:
            text = _GROUP_TEXT[key] = group_text(g.kind, g.tile)
        out.append(text)
    return out


def group_text(kind: GroupKind, tile: Tile) -> str:
    return "".join(str(number_of(t)) for t in Group(kind, tile).tiles) + code(tile)[1]


# The text of each concealed group, by (kind, tile): cheaper to look up than hashing the
# group record itself. Filled as groups are met (building it whole costs start-up time).
_GROUP_TEXT: Final[dict[tuple[GroupKind, Tile], str]] = {}


# Groups' texts, at most 4,096: the same few hundred recur in every batch (docs/speed.md).
_DESCRIBED: Final[dict[Group, str]] = {}


def describe_group(g: Group) -> str:
    text = _DESCRIBED.get(g)
    if text is None:
        text = "".join(str(number_of(t)) for t in g.tiles) + code(g.tile)[1]
        if g.meld is not None:
            text = f"+{g.meld.kind}{text}"
        if len(_DESCRIBED) < 4096:
            _DESCRIBED[g] = text
    return text
