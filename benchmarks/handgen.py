"""Random winning Wuhu hands for the benchmarks: a pair and four sets, 八支 or more.

Tiles are the scorer's integers (0-26 suited, 33 for 红中). Each hand comes as notation
plus the `score` options it is scored with, so the same tiles can be fed to `mahjong`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

RED = 33  # 7z 红中, the only honor kind in Wuhu (docs/rules.md §2)
SUITS = "mps"


@dataclass(frozen=True)
class GenHand:
    concealed: tuple[int, ...]  # the concealed tiles, the winning tile last
    melds: tuple[tuple[str, tuple[int, ...]], ...]  # (peng | gang | angang, tiles)
    self_draw: bool
    discarder: int | None
    dealer: int

    @property
    def winning(self) -> int:
        return self.concealed[-1]

    def notation(self) -> str:
        text = "".join(_code(t) for t in self.concealed)
        for kind, tiles in self.melds:
            text += f"+{kind}" + "".join(_code(t) for t in tiles)
        return text

    def options(self) -> dict[str, object]:
        out: dict[str, object] = {"rules": "wuhu", "dealer": self.dealer}
        if self.discarder is not None:
            out["from"] = self.discarder
        return out


def _code(tile: int) -> str:
    return "7z" if tile == RED else f"{tile % 9 + 1}{SUITS[tile // 9]}"


def _zhi(tiles: list[int]) -> int:
    return max(sum(1 for t in tiles if t // 9 == s and t < 27) for s in range(3))


def _take(counts: list[int], groups: list[tuple[str, int]], kind: str, tile: int) -> bool:
    """Add a group if no tile goes past 4 copies."""
    tiles = {"pair": [tile] * 2, "triplet": [tile] * 3, "run": [tile, tile + 1, tile + 2]}[kind]
    if any(counts[t] + tiles.count(t) > 4 for t in set(tiles)):
        return False
    for t in tiles:
        counts[t] += 1
    groups.append((kind, tile))
    return True


def random_hand(rng: random.Random) -> GenHand:
    """One random legal winning Wuhu hand (rejection sampling keeps it simple)."""
    while True:
        main = rng.randrange(3)
        counts = [0] * 34
        groups: list[tuple[str, int]] = []  # (pair | run | triplet, first tile)

        def pick_suit(main: int = main) -> int:
            return main if rng.random() < 0.6 else rng.randrange(3)

        ok = True
        pair_tile = RED if rng.random() < 0.08 else pick_suit() * 9 + rng.randrange(9)
        ok &= _take(counts, groups, "pair", pair_tile)
        for _ in range(4):
            r = rng.random()
            if r < 0.06:
                placed = _take(counts, groups, "triplet", RED)
            elif r < 0.35:
                placed = _take(counts, groups, "triplet", pick_suit() * 9 + rng.randrange(9))
            else:
                placed = _take(counts, groups, "run", pick_suit() * 9 + rng.randrange(7))
            ok &= placed
        if not ok:
            continue
        melds: list[tuple[str, tuple[int, ...]]] = []
        concealed: list[int] = []
        for kind, tile in groups:
            if kind == "triplet" and rng.random() < 0.3:
                if counts[tile] == 3 and rng.random() < 0.3:
                    counts[tile] += 1
                    melds.append((rng.choice(["gang", "angang"]), (tile,) * 4))
                else:
                    melds.append(("peng", (tile,) * 3))
                continue
            if kind == "run":
                concealed += [tile, tile + 1, tile + 2]
            else:
                concealed += [tile] * (2 if kind == "pair" else 3)
        everything = concealed + [t for _, tiles in melds for t in tiles]
        if _zhi(everything) < 8:
            continue
        rng.shuffle(concealed)
        winning = concealed.pop()
        closed = sorted(concealed)
        self_draw = rng.random() < 0.4
        discarder = None if self_draw else rng.choice([2, 3, 4])
        dealer = rng.choice([1, 2, 3, 4])
        return GenHand((*closed, winning), tuple(melds), self_draw, discarder, dealer)


def random_hands(n: int, seed: int = 2024) -> list[GenHand]:
    rng = random.Random(seed)
    return [random_hand(rng) for _ in range(n)]
