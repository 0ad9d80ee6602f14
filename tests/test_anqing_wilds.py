"""The joker readings (wuhu_mj/notation/reading/wilds/jokers.py) checked against plain substitution.

For one or two wilds, trying every tile kind for each wild and reading the natural hand
with the core reader must agree with the per-block joker tables, both for completeness
and for the readings' scoring features.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from wuhu_mj.notation.reading import wilds
from wuhu_mj.notation.reading.handview import is_standard_complete, standard_readings
from wuhu_mj.notation.reading.wilds import standard
from wuhu_mj.notation.tiles import PLAYABLE_KINDS


def random_nat(rng: random.Random, size: int) -> list[int]:
    counts = [0] * PLAYABLE_KINDS
    # Bias toward a few suits so that many hands are complete.
    pool = [t for t in range(PLAYABLE_KINDS) for _ in range(4)]
    for t in rng.sample(pool, size):
        counts[t] += 1
    return counts


def brute_complete(nat: list[int], jokers: int) -> bool:
    for kinds in combinations_with_replacement(range(PLAYABLE_KINDS), jokers):
        counts = list(nat)
        for t in kinds:
            counts[t] += 1
        if is_standard_complete(counts):
            return True
    return False


def near_complete(rng: random.Random, jokers: int) -> list[int]:
    """A complete natural hand with `jokers` tiles removed (so it is often completable)."""
    while True:
        counts = [0] * PLAYABLE_KINDS
        tiles: list[int] = []
        pair = rng.randrange(PLAYABLE_KINDS)
        tiles += [pair, pair]
        for _ in range(4):
            if rng.random() < 0.5:
                t = rng.randrange(PLAYABLE_KINDS)
                tiles += [t, t, t]
            else:
                suit, n = rng.randrange(3), rng.randrange(7)
                tiles += [suit * 9 + n, suit * 9 + n + 1, suit * 9 + n + 2]
        for t in tiles:
            counts[t] += 1
        if max(counts) > 4:
            continue
        for t in rng.sample(tiles, jokers):
            counts[t] -= 1
        if rng.random() < 0.3:  # spoil it sometimes
            t = rng.choice([k for k in range(PLAYABLE_KINDS) if counts[k]])
            counts[t] -= 1
            counts[(t + rng.randrange(1, 5)) % PLAYABLE_KINDS] += 1
        return counts


@pytest.mark.parametrize(("jokers", "hands"), [(0, 300), (1, 300), (2, 300), (3, 40)])
def test_completeness_matches_substitution(jokers: int, hands: int) -> None:
    rng = random.Random(jokers)
    for _ in range(hands):
        nat = near_complete(rng, jokers) if rng.random() < 0.8 else random_nat(rng, 14 - jokers)
        assert wilds.standard_complete(nat, jokers) == brute_complete(nat, jokers), nat


@pytest.mark.parametrize("jokers", [1, 2])
def test_pengpeng_feature_matches_substitution(jokers: int) -> None:
    """Whether some reading is all triplets (碰碰胡) agrees with substitution."""
    rng = random.Random(10 + jokers)
    for _ in range(150):
        nat = near_complete(rng, jokers)
        brute = False
        for kinds in combinations_with_replacement(range(PLAYABLE_KINDS), jokers):
            counts = list(nat)
            for t in kinds:
                counts[t] += 1
            if any(all(g.kind == "triplet" for g in r.sets) for r in standard_readings(counts)):
                brute = True
                break
        ours = any(
            all(g.kind == "triplet" for g in r.sets)
            for r in wilds.standard_readings(nat, jokers, wild=0)
        )
        assert ours == brute, nat


def test_four_jokers_alone_with_sets() -> None:
    nat = [0] * PLAYABLE_KINDS
    for t in (0, 1, 2, 9, 10, 11, 18, 19, 20, 27):
        nat[t] += 1
    assert wilds.standard_complete(nat, 4)
    readings = wilds.standard_readings(nat, 4, wild=4)
    assert readings and all(len(r.stand_ins) == 4 for r in readings)


@pytest.mark.parametrize(
    ("lan_tiles", "jokers", "complete"),
    [
        ([0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 30, 31], 0, True),
        ([0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 30], 1, True),
        ([0, 2, 6, 10, 13, 16, 20, 23, 26, 27, 28, 29, 30], 1, False),  # 1m 3m too close
        ([0, 3, 10, 13, 20, 23, 27, 28, 29, 30, 31, 32], 2, True),
        ([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 27, 28, 29], 1, False),  # 东 twice
    ],
)
def test_shisanlan_completeness(lan_tiles: list[int], jokers: int, complete: bool) -> None:
    lan = [0] * PLAYABLE_KINDS
    for t in lan_tiles:
        lan[t] += 1
    assert wilds.lan_complete(lan, jokers) == complete


# ---------------------------------------------------------------- a suit's representatives


def reference_suit_options(
    counts: tuple[int, ...], jokers: int, wild_local: int, diao: int
) -> tuple[tuple[object, tuple[int, int]], ...]:
    """suit_options as its docstring says it, from the unpacked readings: in joker_readings'
    order, the first reading of each signature places it, and a cheaper one replaces it."""
    best: dict[tuple[bool, ...], tuple[object, tuple[int, int]]] = {}
    for option in wilds.joker_readings(counts, jokers, True, wild_local):
        key = (*standard._suit_signature(option), standard.diao_pair(option[0], option[2], diao))
        cost = standard._cost(counts, option[2], wild_local)
        if key not in best or cost < best[key][1]:
            best[key] = (option, cost)
    return tuple(best.values())


def suit_blocks() -> list[tuple[tuple[int, ...], int, int, int]]:
    """Every block of at most four tiles with 0-4 jokers, and random fuller ones: (counts,
    jokers, the wild's kind in the block or -1, 吊钻's kind or NO_DIAO / ANY_KIND)."""
    rng = random.Random(32)
    diaos = [standard.NO_DIAO, standard.ANY_KIND, *range(9)]
    blocks = []
    for size in range(5):
        for kinds in combinations_with_replacement(range(9), size):
            counts = tuple(kinds.count(k) for k in range(9))
            for jokers in range(5):
                blocks.append((counts, jokers, rng.choice([-1, *range(9)]), rng.choice(diaos)))
    for _ in range(400):
        counts = [0] * 9
        for _ in range(rng.randrange(5, 15)):
            k = rng.randrange(9)
            counts[k] = min(counts[k] + 1, 4)
        blocks.append(
            (tuple(counts), rng.randrange(5), rng.choice([-1, *range(9)]), rng.choice(diaos))
        )
    return blocks


def test_suit_options_are_the_representatives_of_the_readings() -> None:
    """suit_options works on packed readings (jokers.py) and must choose what the plain
    rule chooses from the sorted, unpacked readings: same options, costs and order."""
    for counts, jokers, wild_local, diao in suit_blocks():
        found = standard.suit_options.__wrapped__(counts, jokers, wild_local, diao)
        assert found == reference_suit_options(counts, jokers, wild_local, diao), counts
