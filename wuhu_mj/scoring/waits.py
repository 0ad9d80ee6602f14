"""Waits (听牌) of a 13-tile hand: which tile kinds win, how many are unseen, what they pay.

The variant decides what wins: each candidate tile is added as the winning tile and the
hand is scored by `scoring.score`, once as a self-draw and, where the rule file lists
`from` among its options, once as a discard. A hand that waits on nothing gets a
shanten-style count: how many tiles it must change before it is ready.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from ..messages.errors import InputError
from ..messages.message import Message, Words, render
from ..messages.schemas import document
from ..notation.hand import Hand, Meld
from ..notation.reading.handview import standard_waits
from ..notation.text import format_parts, read_parts
from ..notation.tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, chinese, code
from ..rules.ruleset import Rules, load_rules
from ..variants import variant_of
from .result import Money, Result
from .situation import SEATS, Situation

WAITING_SIZE: Final = 13

# Pattern keys worth naming in the waits list, with their labels: 压档 (Wuhu), 跑风 (Anqing).
SPECIAL: Final = {"yadang": Message("special_yadang"), "paofeng": Message("special_paofeng")}


@dataclass(frozen=True, slots=True)
class WaitingHand:
    """13 tiles before the winning tile: concealed tiles (sorted), melds and bonus tiles."""

    closed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()

    def with_winning(self, tile: Tile) -> Hand:
        return Hand(self.closed, tile, self.melds, self.bonus)


@dataclass(frozen=True, slots=True)
class Price:
    """What the winner receives on one way of winning, and from whom."""

    total: Money
    payments: tuple[tuple[int, Money], ...]  # (payer, amount)
    discarder: int | None = None
    # Who pays, in words that hold for every seat in that place (a discard's price depends on
    # whether the discarder deals, not on which seat it is): "any" (the winner deals: every
    # discarder pays the same), "dealer", "plain" (a discarder who does not deal) or "all"
    # (三家付: the total of three payments); "" on a self-draw.
    paid_as: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"total": self.total}
        if self.discarder is not None:
            data["from"] = self.discarder
        data["payments"] = [{"from": p, "amount": a} for p, a in self.payments]
        return data


@dataclass(frozen=True, slots=True)
class Wait:
    """One tile that completes the hand: how many are unseen and what a win on it pays."""

    tile: Tile
    unseen: int
    special: tuple[str, ...]  # keys of SPECIAL the win would have (yadang / paofeng)
    self_draw: Price | None
    discard: Price | None
    patterns: tuple[str, ...]  # patterns of the best-paying way to win on this tile

    @property
    def best(self) -> Money:
        return max((p.total for p in (self.self_draw, self.discard) if p is not None), default=0)

    def to_json(self) -> dict[str, Any]:
        return {
            "tile": code(self.tile),
            "name": chinese(self.tile),
            "unseen": self.unseen,
            "special": [render(SPECIAL[k], "zh") for k in self.special],
            "special_keys": list(self.special),
            "patterns": list(self.patterns),
            "self_draw": None if self.self_draw is None else self.self_draw.to_json(),
            "discard": None if self.discard is None else self.discard.to_json(),
        }


@dataclass(frozen=True)
class Waits:
    """Every wait of a 13-tile hand, best paying first, or how far it is from ready."""

    rules: str
    hand: str
    waits: tuple[Wait, ...]
    shanten: int  # 0: ready (or ready in shape only, see `note`); n: n tiles from ready
    note: Words = ""

    @property
    def ready(self) -> bool:
        return bool(self.waits)

    def to_json(self) -> dict[str, Any]:
        """The document `waits --json` prints for 13 tiles (its schema: `wuhu-mj schema waits`)."""
        return document(
            {
                "rules": self.rules,
                "hand": self.hand,
                "ready": self.ready,
                "shanten": self.shanten,
                "note": render(self.note, "zh"),
                "waits": [w.to_json() for w in self.waits],
            }
        )


# ---------------------------------------------------------------- notation


def parse_waiting_hand(text: str) -> WaitingHand:
    """Parse 13 tiles plus melds (`1234567m1199p+peng555s` style, no winning tile)."""
    parts = read_parts(text, WAITING_SIZE)
    return WaitingHand(tuple(sorted(parts.concealed)), parts.melds, parts.bonus)


def format_waiting_hand(hand: WaitingHand) -> str:
    return format_parts(hand.closed, hand.melds, hand.bonus)


# ---------------------------------------------------------------- waits


def _visible(hand: WaitingHand, alias: Mapping[Tile, Tile]) -> list[int]:
    counts = [0] * PLAYABLE_KINDS
    tiles = list(hand.closed) + [t for m in hand.melds for t in m.tiles]
    for t in tiles + [t for t in hand.bonus if t < PLAYABLE_KINDS]:
        counts[alias.get(t, t)] += 1
    return counts


def _price(result: Result, sit: Situation, discarder: int | None) -> Price:
    payments = tuple((p.payer, p.amount) for p in result.payments if p.payee == sit.winner)
    paid_as = ""
    if discarder is not None:
        if len(payments) > 1:
            paid_as = "all"
        elif sit.dealer == sit.winner:
            paid_as = "any"
        else:
            paid_as = "dealer" if discarder == sit.dealer else "plain"
    return Price(sum(a for _, a in payments), payments, discarder, paid_as)


def discard_seat(sit: Situation) -> int:
    """The seat whose discard is priced: `--from` when given, else the seat before the winner
    in turn order (the one whose discard the winner would take)."""
    if sit.discarder is not None:
        return sit.discarder
    return SEATS[(sit.winner - 2) % 4]


def find_waits(
    hand: WaitingHand | str,
    rules: Rules | str,
    situation: Situation,
    seen: Sequence[Tile] = (),
) -> Waits:
    """Every tile kind that completes `hand` into a win, best paying first. `seen` are tiles
    face up elsewhere (the tile just discarded), counted out of what is left unseen."""
    from .best import score

    ruleset = load_rules(rules) if isinstance(rules, str) else rules
    parsed = parse_waiting_hand(hand) if isinstance(hand, str) else hand
    alias = ruleset.table.tiles.aliases
    visible = _visible(parsed, alias)
    for tile in seen:
        if tile < PLAYABLE_KINDS:
            visible[alias.get(tile, tile)] += 1
    variant = variant_of(ruleset.table)
    for shown in variant.shown_tiles(situation):
        if shown < PLAYABLE_KINDS:
            visible[alias.get(shown, shown)] += 1  # face up on the table
    options = ruleset.table.options
    self_sit = situation._replace(discarder=None, rob_kong=False)
    discard_sit = None
    if "from" in options and not (situation.kong_draw or situation.heavenly):
        discard_sit = situation._replace(discarder=discard_seat(situation))
    closed_counts = [0] * PLAYABLE_KINDS
    for t in parsed.closed:
        closed_counts[alias.get(t, t)] += 1
    # Only a tile that completes a shape can win (no wilds): those tiles, found at once.
    quick = variant.waits_by_shape
    shaped = set(standard_waits(closed_counts, closed_counts, range(PLAYABLE_KINDS)))
    found: list[Wait] = []
    shape_ready = False
    for tile in ruleset.table.tiles.playable:
        if visible[tile] >= 4:
            continue
        if quick:
            if tile not in shaped:
                continue
            shape_ready = True
        candidate = parsed.with_winning(tile)
        try:
            drawn = score(candidate, ruleset, self_sit)
            on_discard = score(candidate, ruleset, discard_sit) if discard_sit else None
        except InputError as exc:
            if exc.where.startswith("--"):
                raise  # an option these rules reject: bad input, whatever the tile
            continue  # the tile cannot be added under these rules (e.g. a 5th copy via aliases)
        wins = [r for r in (drawn, on_discard) if r is not None and r.winning]
        if not wins:
            continue
        best = max(wins, key=lambda r: sum(p.amount for p in r.payments))
        special = tuple(k for k in SPECIAL if any(k in r.patterns for r in wins))
        found.append(
            Wait(
                tile,
                max(0, 4 - visible[tile]),
                special,
                _price(drawn, situation, None) if drawn.winning else None,
                _price(on_discard, situation, discard_sit.discarder)
                if on_discard is not None and on_discard.winning and discard_sit is not None
                else None,
                best.patterns,
            )
        )
    found.sort(
        key=lambda w: (
            -(w.self_draw.total if w.self_draw else 0),
            -(w.discard.total if w.discard else 0),
            -w.unseen,
            w.tile,
        )
    )
    text = format_waiting_hand(parsed)
    if found:
        return Waits(ruleset.name, text, tuple(found), 0)
    wilds = 0
    wild = variant.wild(situation)
    if wild is not None and wild < PLAYABLE_KINDS:
        wilds = closed_counts[wild]  # each wild can fill one missing tile
        closed_counts[wild] = 0
    count = max(0, shanten(closed_counts, len(parsed.melds)) - wilds)
    note: Words = ""
    if shape_ready or count == 0:
        count = 0
        note = Message("waits_shape_only")
    return Waits(ruleset.name, text, (), count, note)


# ---------------------------------------------------------------- shanten


def shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Tiles to change before a 4-sets-and-a-pair hand is ready (0 = ready).

    The usual count 8 - 2·sets - partial sets - pair, each suit read on its own and cached;
    partial sets (two of a run, or a pair not used as the pair) count only while
    sets + partial sets stay within four.
    """
    states = {(melds, 0, 0)}
    blocks = [(tuple(counts[b : b + 9]), True) for b in (0, 9, 18)]
    blocks += [((counts[t],), False) for t in range(HONOR_BASE, PLAYABLE_KINDS) if counts[t]]
    for block, runs in blocks:
        if not any(block):
            continue
        options = _block_shapes(block, runs)
        states = {
            (m + bm, t + bt, p | bp) for m, t, p in states for bm, bt, bp in options if not p & bp
        }
    best = 8
    for m, t, p in states:
        m = min(m, 4)
        best = min(best, 8 - 2 * m - min(t, 4 - m) - p)
    return best


@lru_cache(maxsize=8192)
def _block_shapes(counts: tuple[int, ...], runs: bool) -> frozenset[tuple[int, int, int]]:
    """(sets, partial sets, pair used) for every way to take one suit apart."""
    found: set[tuple[int, int, int]] = set()
    c = list(counts)

    def walk(i: int, m: int, t: int, p: int) -> None:
        while i < len(c) and not c[i]:
            i += 1
        if i >= len(c):
            found.add((m, t, p))
            return
        if c[i] >= 3:
            c[i] -= 3
            walk(i, m + 1, t, p)
            c[i] += 3
        if runs and i + 2 < len(c) and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            walk(i, m + 1, t, p)
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1
        if c[i] >= 2:
            c[i] -= 2
            if not p:
                walk(i, m, t, 1)
            walk(i, m, t + 1, p)
            c[i] += 2
        for gap in (1, 2) if runs else ():
            if i + gap < len(c) and c[i + gap]:
                c[i] -= 1
                c[i + gap] -= 1
                walk(i, m, t + 1, p)
                c[i] += 1
                c[i + gap] += 1
        c[i] -= 1  # leave one tile on its own
        walk(i, m, t, p)
        c[i] += 1

    walk(0, 0, 0, 0)
    return frozenset(found)
