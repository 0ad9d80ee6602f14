"""How the hand was won: seats, discarder, special wins, and the checks every variant shares.

The options of a scored hand are declared once (`OptionSpec`): the ones every variant shares
here, each setting a field of Situation; a variant declares its own (Anqing's wild, indicator
...), whose values travel in `Situation.extra`, read by that variant alone. Every door reads
the declarations when it is used (service/options.py): CLI flags, batch and session keys,
session words, help, the page's controls.
"""

from functools import lru_cache
from typing import TYPE_CHECKING, Final, Literal, NamedTuple

from ..messages.errors import InputError
from ..messages.message import Message, Text
from ..notation.hand import Hand

if TYPE_CHECKING:  # imported only for a fractional unit (service/grammar.py)
    from decimal import Decimal

SEATS: Final = (1, 2, 3, 4)

# How an option's value is read (service/options.py): a seat 1-4, a flag, a tile, a count, money
# per point, melds fed to other seats; and the keys of a request that are not about how the
# hand was won: the winning tile (`win`), the rule set, JSON output.
OptionKind = Literal["seat", "flag", "tile", "count", "money", "fed", "win", "rules", "json"]
# Where a session gives it (doors/session/parse.py): on a hand line, in the header, as the line's
# seats (the winner), or nowhere.
SessionUse = Literal["line", "header", "seat", "none"]


class OptionSpec(NamedTuple):
    """One option of a scored hand, declared once: `--NAME` on the command line, `NAME` (or
    NAME with _ for -) as a batch, session or API key, and its words in a session hand line."""

    name: str  # as `score` spells it: "kong-draw"
    kind: OptionKind  # how its value is read (service/options.py)
    help: Message | Text  # its --help text: a catalog id, or both languages (a plugin's)
    field: str = ""  # the Situation field it sets; "" for a variant's own option (extra)
    metavar: str = ""
    default: str | None = None  # what --help shows as the default (the value is Situation's)
    words: tuple[str, ...] = ()  # what a session hand line also accepts for it (杠开)
    session: SessionUse = "line"
    short: str = ""  # a one-letter flag on the command line (-r)
    # The page's short name of its control, in both languages ("Lucky tile"); None: the
    # page's catalog word `page_option_NAME`, else its first session word (doors/web/manifest.py).
    label: Message | Text | None = None

    @property
    def key(self) -> str:
        """The Python name: kong_draw."""
        return self.name.replace("-", "_")


def _help(name: str) -> Message:
    return Message(f"help_option_{name.replace('-', '_')}")


Extra = tuple[tuple[str, object], ...]


class Situation(NamedTuple):
    winner: int = 1
    dealer: int = 1
    discarder: int | None = None  # `--from`; None means self-draw 自摸
    kong_draw: bool = False
    rob_kong: bool = False
    heavenly: bool = False
    earthly: bool = False
    unit: "int | Decimal" = 1  # money per point; a Decimal for fractions (money.py)
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


_SHARED: Final = (
    OptionSpec("winner", "seat", _help("winner"), "winner", session="seat"),
    OptionSpec("dealer", "seat", _help("dealer"), "dealer", words=("庄",)),
    OptionSpec("from", "seat", _help("from"), "discarder"),
    OptionSpec("kong-draw", "flag", _help("kong-draw"), "kong_draw", words=("杠开",)),
    OptionSpec("rob-kong", "flag", _help("rob-kong"), "rob_kong", words=("抢杠",)),
    OptionSpec("heavenly", "flag", _help("heavenly"), "heavenly", words=("天胡",)),
    OptionSpec("earthly", "flag", _help("earthly"), "earthly", words=("地胡",)),
    OptionSpec("unit", "money", _help("unit"), "unit", session="header"),
    OptionSpec("fed", "fed", _help("fed"), "fed", metavar="SEAT=MELDS"),
)


def _with_default(spec: OptionSpec) -> OptionSpec:
    """A shared option as --help shows it: its default is its Situation field's, written
    once there (a count or a seat; a flag's False, a None or an empty value show none)."""
    value = Situation._field_defaults[spec.field]
    shown = isinstance(value, int) and not isinstance(value, bool)
    return spec._replace(default=str(value)) if shown else spec


SHARED_OPTIONS: Final = tuple(_with_default(spec) for spec in _SHARED)
_BY_FIELD: Final = {spec.field: spec.name for spec in SHARED_OPTIONS}


@lru_cache(maxsize=1024)
def _options_set(sit: Situation) -> tuple[str, ...]:
    # Cached: a batch scores many hands under the same few situations.
    return tuple(sit.options_set())


def check_situation(sit: Situation, hand: Hand, allowed_options: tuple[str, ...]) -> None:
    """Input errors common to all variants (docs/rules.md §1)."""
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
