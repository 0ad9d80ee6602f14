"""How the hand was won: seats, discarder, special wins, and the checks every variant shares.

The options of `score` are declared here once (`OptionSpec`): the ones every variant shares
set a field of Situation; a variant declares its own (Anqing's wild, indicator ...) and their
values travel in `Situation.extra`, read by that variant alone. The CLI flags, batch keys
and help are made from the declarations (options.py, cli.py).
"""

from decimal import Decimal
from functools import lru_cache
from typing import Final, Literal, NamedTuple

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.hand import Hand

SEATS: Final = (1, 2, 3, 4)

OptionKind = Literal["seat", "flag", "tile", "count", "money", "fed"]


class OptionSpec(NamedTuple):
    """One option of `score`: `--NAME` on the command line, `NAME` (or NAME with _ for -)
    in a batch line."""

    name: str  # as `score` spells it: "kong-draw"
    kind: OptionKind  # how its value is read (options.py)
    help: str
    field: str = ""  # the Situation field it sets; "" for a variant's own option (extra)
    metavar: str = ""
    default: str | None = None  # what the command line shows as the default

    @property
    def key(self) -> str:
        """The Python name: kong_draw."""
        return self.name.replace("-", "_")


SHARED_OPTIONS: Final = (
    OptionSpec("winner", "seat", "Winning seat 1-4.", "winner", default="1"),
    OptionSpec("dealer", "seat", "Dealer seat 1-4 (庄).", "dealer", default="1"),
    OptionSpec(
        "from",
        "seat",
        "Seat that discarded the winning tile; absent means self-draw (自摸).",
        "discarder",
    ),
    OptionSpec("kong-draw", "flag", "Won on a kong's replacement tile (杠开).", "kong_draw"),
    OptionSpec("rob-kong", "flag", "Robbed the added kong of the --from seat (抢杠).", "rob_kong"),
    OptionSpec("heavenly", "flag", "天胡: the dealer's dealt hand wins.", "heavenly"),
    OptionSpec("earthly", "flag", "地胡: a non-dealer wins at once.", "earthly"),
    OptionSpec("unit", "money", "Money per point (0.5 works, exactly).", "unit", default="1"),
    OptionSpec(
        "fed",
        "fed",
        "Melds the winner fed to another seat, e.g. 3=peng,peng,chi (反包); a meld may"
        " name its suit (chi:s), and Chizhou marks nohua / laizi describe that seat's hand.",
        "fed",
        metavar="SEAT=MELDS",
    ),
)
_BY_FIELD: Final = {spec.field: spec.name for spec in SHARED_OPTIONS}

Extra = tuple[tuple[str, object], ...]


class Situation(NamedTuple):
    winner: int = 1
    dealer: int = 1
    discarder: int | None = None  # `--from`; None means self-draw 自摸
    kong_draw: bool = False
    rob_kong: bool = False
    heavenly: bool = False
    earthly: bool = False
    unit: int | Decimal = 1  # money per point; a Decimal for fractions (money.py)
    fed: tuple[tuple[int, tuple[str, ...]], ...] = ()  # melds the winner fed to other seats
    # A variant's own options that were given, in the variant's order: (("wild", 4), ...)
    extra: Extra = ()

    @property
    def self_draw(self) -> bool:
        return self.discarder is None

    def others(self) -> tuple[int, ...]:
        return tuple(s for s in SEATS if s != self.winner)

    def option(self, name: str) -> object | None:
        """The value of a variant's own option, None when not given."""
        for key, value in self.extra:
            if key == name:
                return value
        return None

    def options_set(self) -> list[str]:
        """CLI names of the options that differ from their defaults (for variant checks)."""
        defaults = Situation()
        used = []
        for name in self._fields:
            if name == "fed":  # a variant's own options are checked before --fed
                used += [option for option, _ in self.extra]
            if name in ("winner", "dealer", "unit", "extra"):
                continue
            if getattr(self, name) != getattr(defaults, name):
                used.append(_BY_FIELD[name])
        return used


@lru_cache(maxsize=1024)
def _options_set(sit: Situation) -> tuple[str, ...]:
    # Cached: a batch scores many hands under the same few situations.
    return tuple(sit.options_set())


def check_situation(sit: Situation, hand: Hand, allowed_options: tuple[str, ...]) -> None:
    """Input errors common to all variants (RULINGS §1 "Seats and the win")."""
    if _plain(sit, allowed_options):
        return
    _check(sit, hand, allowed_options)


@lru_cache(maxsize=1024)
def _plain(sit: Situation, allowed_options: tuple[str, ...]) -> bool:
    """Whether `sit` passes every check whatever the hand: no option that looks at the hand
    and no error. Cached, as a batch scores many hands under the same few situations."""
    if sit.kong_draw or sit.heavenly or sit.earthly:
        return False
    try:
        _check(sit, Hand((), 0), allowed_options)
    except InputError:
        return False
    return True


def _check(sit: Situation, hand: Hand, allowed_options: tuple[str, ...]) -> None:
    for name, seat in (("winner", sit.winner), ("dealer", sit.dealer), ("from", sit.discarder)):
        if seat is not None and seat not in SEATS:
            raise InputError(Message("seat_outside", seat=seat), where=f"--{name}")
    for option in _options_set(sit):
        if option not in allowed_options:
            raise InputError(Message("option_not_used"), where=f"--{option}")
    if not sit.unit > 0:
        raise InputError(Message("unit_not_positive"), where="--unit")
    if sit.discarder is not None and sit.discarder == sit.winner:
        raise InputError(Message("winner_discarded"), where="--from")
    if sit.kong_draw:
        if not hand.kongs:
            raise InputError(Message("kong_draw_needs_kong"), where="--kong-draw")
        if sit.discarder is not None:
            raise InputError(Message("kong_draw_is_self_draw"), "--kong-draw")
    if sit.rob_kong and sit.discarder is None:
        raise InputError(Message("rob_kong_needs_from"), where="--rob-kong")
    if sit.heavenly:
        if sit.winner != sit.dealer:
            raise InputError(Message("heavenly_not_dealer"), "--heavenly")
        if sit.discarder is not None or hand.open_melds:
            raise InputError(Message("heavenly_exposed"), "--heavenly")
    if sit.earthly:
        if sit.winner == sit.dealer:
            raise InputError(Message("earthly_dealer"), "--earthly")
        if hand.open_melds:
            raise InputError(Message("earthly_exposed"), "--earthly")
        if sit.heavenly:
            raise InputError(Message("heavenly_and_earthly"), "--earthly")
