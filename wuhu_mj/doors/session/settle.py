"""Settling up: the fewest transfers that bring every player's result to zero.

Players whose results sum to zero among themselves can settle apart: a group of k such
players needs k - 1 transfers, and no fewer (each transfer squares at most one of them, the
last one two). So the fewest transfers is (players owed or owing) - (the most groups they can
be split into). The groups come from an order of the players in which a running sum returns
to zero as often as possible; that order is found over subsets (fine for a table of four, or
a dozen players). Within a group, the one owing most pays the one owed most, until all are
square: each transfer squares at least one player, so a group of k needs at most k - 1.
The transfers are listed largest first.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...messages.errors import InputError
from ...messages.message import Message
from ...scoring.money import Money

MAX_PLAYERS = 12  # the search over subsets is 2^n


def settle_up(nets: Mapping[str, Money]) -> tuple[tuple[str, str, Money], ...]:
    """(payer, payee, amount) transfers, fewest possible, for results that sum to zero."""
    if sum(nets.values()) != 0:
        raise InputError(Message("settle_not_zero"), "settle-up")
    owing = [(name, amount) for name, amount in nets.items() if amount != 0]
    if len(owing) > MAX_PLAYERS:
        raise InputError(Message("settle_too_many", most=MAX_PLAYERS), "settle-up")
    transfers: list[tuple[str, str, Money]] = []
    for group in _zero_sum_groups(owing):
        transfers += _settle_group(group)
    return tuple(sorted(transfers, key=lambda t: -t[2]))  # the largest first


def _zero_sum_groups(owing: list[tuple[str, Money]]) -> list[list[tuple[str, Money]]]:
    n = len(owing)
    full = (1 << n) - 1
    sums: list[Money] = [0] * (1 << n)
    for mask in range(1, full + 1):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + owing[low.bit_length() - 1][1]
    # best[mask]: the most times a running sum over the players in `mask`, in the best order,
    # returns to zero; last[mask]: the player that order puts last.
    best = [0] * (1 << n)
    last = [-1] * (1 << n)
    for mask in range(1, full + 1):
        for i in range(n):
            if mask >> i & 1 and (last[mask] < 0 or best[mask ^ (1 << i)] > best[mask]):
                best[mask], last[mask] = best[mask ^ (1 << i)], i
        if sums[mask] == 0:
            best[mask] += 1
    order: list[int] = []
    mask = full
    while mask:
        order.append(last[mask])
        mask ^= 1 << last[mask]
    order.reverse()
    groups: list[list[tuple[str, Money]]] = [[]]
    running: Money = 0
    for i in order:
        groups[-1].append(owing[i])
        running += owing[i][1]
        if running == 0:
            groups.append([])
    return [g for g in groups if g]


def _settle_group(group: list[tuple[str, Money]]) -> list[tuple[str, str, Money]]:
    left = dict(group)
    out: list[tuple[str, str, Money]] = []
    while any(left.values()):
        # Ties go to the earlier player, so the same results always settle the same way.
        payer = min(left, key=lambda name: left[name])
        payee = max(left, key=lambda name: left[name])
        amount = min(-left[payer], left[payee])
        out.append((payer, payee, amount))
        left[payer] += amount
        left[payee] -= amount
    return out
