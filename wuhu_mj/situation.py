"""How the hand was won: seats, discarder, special wins, and the checks every variant shares."""

from decimal import Decimal
from functools import lru_cache
from typing import Final, NamedTuple

from .errors import InputError
from .hand import Hand
from .tiles import Tile

SEATS: Final = (1, 2, 3, 4)


class Situation(NamedTuple):
    winner: int = 1
    dealer: int = 1
    discarder: int | None = None  # `--from`; None means self-draw 自摸
    kong_draw: bool = False
    rob_kong: bool = False
    heavenly: bool = False
    earthly: bool = False
    unit: int | Decimal = 1  # money per point; a Decimal for fractions (money.py)
    wild: Tile | None = None  # Anqing 钻牌, already resolved from an indicator
    indicator: Tile | None = None
    wild_discarded: bool = False
    streak: int = 0  # Anqing 连庄 count
    fed: tuple[tuple[int, tuple[str, ...]], ...] = ()  # melds the winner fed to other seats

    @property
    def self_draw(self) -> bool:
        return self.discarder is None

    def others(self) -> tuple[int, ...]:
        return tuple(s for s in SEATS if s != self.winner)

    def options_set(self) -> list[str]:
        """CLI names of the options that differ from their defaults (for variant checks)."""
        defaults = Situation()
        names = {"discarder": "from", "wild_discarded": "wild-discarded"}
        used = []
        for name in self._fields:
            if name in ("winner", "dealer", "unit"):
                continue
            if getattr(self, name) != getattr(defaults, name):
                used.append(names.get(name, name.replace("_", "-")))
        return used


@lru_cache(maxsize=1024)
def _options_set(sit: Situation) -> tuple[str, ...]:
    # Cached: a batch scores many hands under the same few situations.
    return tuple(sit.options_set())


def check_situation(sit: Situation, hand: Hand, allowed_options: frozenset[str]) -> None:
    """Input errors common to all variants (RULINGS §1 "Seats and the win")."""
    if _plain(sit, allowed_options):
        return
    _check(sit, hand, allowed_options)


@lru_cache(maxsize=1024)
def _plain(sit: Situation, allowed_options: frozenset[str]) -> bool:
    """Whether `sit` passes every check whatever the hand: no option that looks at the hand
    and no error. Cached, as a batch scores many hands under the same few situations."""
    if sit.kong_draw or sit.heavenly or sit.earthly:
        return False
    try:
        _check(sit, Hand((), 0), allowed_options)
    except InputError:
        return False
    return True


def _check(sit: Situation, hand: Hand, allowed_options: frozenset[str]) -> None:
    for name, seat in (("winner", sit.winner), ("dealer", sit.dealer), ("from", sit.discarder)):
        if seat is not None and seat not in SEATS:
            raise InputError(f"seat {seat} is outside 1-4", where=f"--{name}")
    for option in _options_set(sit):
        if option not in allowed_options:
            raise InputError("these rules have no use for this option", where=f"--{option}")
    if not sit.unit > 0:
        raise InputError("money per point must be more than 0", where="--unit")
    if sit.discarder is not None and sit.discarder == sit.winner:
        raise InputError("the winner cannot discard the winning tile", where="--from")
    if sit.kong_draw:
        if not hand.kongs:
            raise InputError("a win on a kong's replacement tile needs a kong", where="--kong-draw")
        if sit.discarder is not None:
            raise InputError("a kong-replacement win is a self-draw; drop --from", "--kong-draw")
    if sit.rob_kong and sit.discarder is None:
        raise InputError("robbing a kong needs --from, the seat robbed", where="--rob-kong")
    if sit.heavenly:
        if sit.winner != sit.dealer:
            raise InputError("天胡 is the dealer's win; the winner is not the dealer", "--heavenly")
        if sit.discarder is not None or hand.open_melds:
            raise InputError("天胡 is a self-drawn hand with nothing exposed", "--heavenly")
    if sit.earthly:
        if sit.winner == sit.dealer:
            raise InputError("地胡 is a non-dealer's win; the winner is the dealer", "--earthly")
        if hand.open_melds:
            raise InputError("地胡 is won before any meld is exposed", "--earthly")
        if sit.heavenly:
            raise InputError("a hand cannot be both 天胡 and 地胡", "--earthly")
    if sit.streak < 0:
        raise InputError("the streak count cannot be negative", where="--streak")
