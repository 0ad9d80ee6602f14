"""The per-suit table: every split of one suit into sets and at most one pair."""

from __future__ import annotations

import random

import pytest

from wuhu_mj.notation.reading import suitsplits as suittable
from wuhu_mj.notation.reading.suitsplits import RUN, pack, splits


@pytest.mark.parametrize(
    ("counts", "expected"),
    [
        # 123: one run, no pair
        ((1, 1, 1, 0, 0, 0, 0, 0, 0), ((None, (RUN + 0,)),)),
        # 111222333: three triplets or three runs
        ((3, 3, 3, 0, 0, 0, 0, 0, 0), ((None, (0, 1, 2)), (None, (RUN, RUN, RUN)))),
        # 11123: 11 + 123 only
        ((3, 1, 1, 0, 0, 0, 0, 0, 0), ((0, (RUN,)),)),
        # 11123456: 11 + 123 + 456 only (111 leaves 23456)
        ((3, 1, 1, 1, 1, 1, 0, 0, 0), ((0, (RUN + 0, RUN + 3)),)),
        # 1112345: 7 tiles cannot be sets and one pair
        ((3, 1, 1, 1, 1, 0, 0, 0, 0), ()),
        # 99: the pair alone
        ((0, 0, 0, 0, 0, 0, 0, 0, 2), ((8, ()),)),
        # 12: no split
        ((1, 1, 0, 0, 0, 0, 0, 0, 0), ()),
        # 1111: four of a kind is no set (kongs are melds)
        ((4, 0, 0, 0, 0, 0, 0, 0, 0), ()),
    ],
)
def test_splits(counts: tuple[int, ...], expected: tuple[object, ...]) -> None:
    assert splits(pack(counts)) == expected


def test_every_split_puts_the_tiles_back_together() -> None:
    rng = random.Random(7)
    for _ in range(5000):
        counts = [0] * 9
        for _ in range(rng.choice([2, 3, 5, 6, 8, 9, 11, 12, 14])):
            n = rng.randrange(9)
            if counts[n] < 4:
                counts[n] += 1
        for pair, sets in splits(pack(counts)):
            rebuilt = [0] * 9
            if pair is not None:
                rebuilt[pair] += 2
            for code in sets:
                for n in (code,) * 3 if code < RUN else range(code - RUN, code - RUN + 3):
                    rebuilt[n] += 1
            assert rebuilt == counts


def test_completers_are_the_tiles_that_make_a_split() -> None:
    key = pack((1, 1, 0, 0, 0, 0, 0, 0, 2))  # 12 + 99: waits on 3
    assert suittable.completers(key) == (2,)
    key = pack((0, 0, 0, 1, 0, 1, 0, 0, 0))  # 46: waits on 5 (with a pair elsewhere)
    assert suittable.completers(key) == (4,)


def test_pack_and_unpack_round_trip() -> None:
    for counts in [(0,) * 9, (4,) * 9, (1, 1, 1, 2, 0, 0, 3, 4, 2)]:
        assert suittable.unpack(suittable.pack(counts)) == counts
        assert suittable.pack(counts) + suittable.STEP[3] == suittable.pack(
            (*counts[:3], counts[3] + 1, *counts[4:])
        )


# ---- the suit facts made at build time (suitsplits.FACTS_FILE, makesuits.py)


def _naive_splits(counts: list[int], pair_free: bool = True) -> bool:
    """Whether the suit is sets and at most one pair, by trying everything at its lowest
    number: the reference the table's answers are checked against."""
    i = next((n for n, c in enumerate(counts) if c), None)
    if i is None:
        return True
    found = False
    if counts[i] >= 3:
        counts[i] -= 3
        found = _naive_splits(counts, pair_free)
        counts[i] += 3
    if not found and pair_free and counts[i] >= 2:
        counts[i] -= 2
        found = _naive_splits(counts, False)
        counts[i] += 2
    if not found and i <= 6 and counts[i + 1] and counts[i + 2]:
        for n in (i, i + 1, i + 2):
            counts[n] -= 1
        found = _naive_splits(counts, pair_free)
        for n in (i, i + 1, i + 2):
            counts[n] += 1
    return found


def _random_suits(count: int, seed: int, most: int) -> list[list[int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        counts = [0] * 9
        for _ in range(rng.randrange(most + 1)):
            n = rng.randrange(9)
            if counts[n] < 4:
                counts[n] += 1
        out.append(counts)
    return out


def test_splits_and_completers_agree_with_trying_everything() -> None:
    for counts in _random_suits(4000, 11, 14):
        key = pack(counts)
        assert bool(splits(key)) == _naive_splits(list(counts)), counts
        if sum(counts) < 14:
            expected = tuple(
                n
                for n in range(9)
                if counts[n] < 4 and _naive_splits([c + (k == n) for k, c in enumerate(counts)])
            )
            assert suittable.completers(key) == expected, counts


@pytest.fixture(scope="module")
def made_facts(tmp_path_factory: pytest.TempPathFactory) -> str:
    from wuhu_mj.notation.reading import makesuits

    path = str(tmp_path_factory.mktemp("facts") / "suit_facts.bin")
    assert makesuits.make(path) == 405_350  # every suit of at most 14 tiles
    return path


def _facts_of(path: str) -> tuple[int, memoryview]:
    mapped, start = suittable._facts_map(path)
    return start, memoryview(mapped)[start:].cast("H")


def test_made_facts_say_what_reading_the_suits_says(made_facts: str) -> None:
    start, facts = _facts_of(made_facts)
    assert start > 0  # mapped from the file, not an empty map
    for counts in _random_suits(3000, 12, 13):
        known = facts[suittable._index(pack(counts))]
        assert known & suittable._COMPLETERS_KNOWN, counts
        mask = known & suittable._NUMBERS
        expected = [
            n
            for n in range(9)
            if counts[n] < 4 and _naive_splits([c + (k == n) for k, c in enumerate(counts)])
        ]
        assert [n for n in range(9) if mask >> n & 1] == expected, counts
        assert bool(known & suittable._NOT_SPLIT) == (not _naive_splits(list(counts))), counts


@pytest.mark.parametrize("damage", ["digest", "mark", "short"])
def test_facts_made_from_other_code_are_passed_over(
    made_facts: str, tmp_path: object, damage: str
) -> None:
    import pathlib

    data = bytearray(pathlib.Path(made_facts).read_bytes())
    if damage == "digest":  # made from another suitsplits.py
        data[suittable._HEADER - 40] ^= 1
    elif damage == "mark":  # another format
        data[0] ^= 1
    else:
        del data[-2:]
    path = pathlib.Path(str(tmp_path)) / "suit_facts.bin"
    path.write_bytes(bytes(data))
    start, facts = _facts_of(str(path))
    assert start == 0  # an empty map, filled as suits are met
    assert not any(facts[suittable._index(pack(c))] for c in _random_suits(200, 13, 13))


def test_a_missing_facts_file_leaves_an_empty_map(tmp_path: object) -> None:
    start, facts = _facts_of(f"{tmp_path}/no-such-file.bin")
    assert start == 0 and not any(facts[:1000])
