"""Settling up: the fewest transfers (docs/rules.md §6)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wuhu_mj.doors.session import settle_up
from wuhu_mj.messages.errors import InputError

NAMES = ("老王", "小李", "阿强", "小红")


@pytest.mark.parametrize(
    ("nets", "transfers"),
    [
        ((0, 0, 0, 0), []),
        ((10, -10, 0, 0), [("小李", "老王", 10)]),
        # two pairs square apart: two transfers, not three
        ((30, -30, 7, -7), [("小李", "老王", 30), ("小红", "阿强", 7)]),
        ((5, 7, -30, 18), [("阿强", "小红", 18), ("阿强", "小李", 7), ("阿强", "老王", 5)]),
        ((108, 38, -98, -48), [("阿强", "老王", 98), ("小红", "小李", 38), ("小红", "老王", 10)]),
        # the largest debtor paying the largest creditor first would take three here
        ((40, -10, 10, -40), [("小红", "老王", 40), ("小李", "阿强", 10)]),
    ],
)
def test_settle_up(nets: tuple[int, ...], transfers: list[tuple[str, str, int]]) -> None:
    assert list(settle_up(dict(zip(NAMES, nets, strict=True)))) == transfers


def _fewest(nets: list[int]) -> int:
    """Brute force: players owing or owed less the most zero-sum groups they split into."""
    owing = [n for n in nets if n]
    best = 0

    def split(rest: tuple[int, ...], groups: int) -> None:
        nonlocal best
        if not rest:
            best = max(best, groups)
            return
        first, others = rest[0], rest[1:]
        for size in range(len(others) + 1):
            for chosen in combinations(range(len(others)), size):
                if first + sum(others[i] for i in chosen) == 0:
                    left = tuple(v for i, v in enumerate(others) if i not in chosen)
                    split(left, groups + 1)

    split(tuple(owing), 0)
    return len(owing) - best


@given(st.lists(st.integers(-500, 500), min_size=3, max_size=3))
def test_random_nets_settle_in_at_most_three_transfers(first: list[int]) -> None:
    nets = [*first, -sum(first)]
    transfers = settle_up(dict(zip(NAMES, nets, strict=True)))
    assert len(transfers) <= 3
    assert len(transfers) == _fewest(nets)
    left = dict(zip(NAMES, nets, strict=True))
    for payer, payee, amount in transfers:
        assert amount > 0 and left[payer] < 0 < left[payee]
        left[payer] += amount
        left[payee] -= amount
    assert set(left.values()) == {0}


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=7))
def test_larger_tables_settle_in_the_fewest_transfers(first: list[int]) -> None:
    nets = [*first, -sum(first)]
    names = [f"p{i}" for i in range(len(nets))]
    assert len(settle_up(dict(zip(names, nets, strict=True)))) == _fewest(nets)


def test_nets_that_do_not_sum_to_zero_are_refused() -> None:
    with pytest.raises(InputError, match="do not sum to zero"):
        settle_up({"a": 1, "b": 0})
