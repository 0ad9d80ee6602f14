"""The keys every rule file has, whatever its variant: name, options, tiles, liability."""

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Literal, NamedTuple, TypeVar

from ...messages.message import Message, Text
from ...notation.tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, number_of, suit_of
from ..rulefile import RuleData
from .decode import Names, Spec, decode
from .label import Label
from .liability import Liability, Section, compile_section
from .record import Record, derived, replace
from .session import SessionRules

Count = Annotated[int, Spec(minimum=0)]
Positive = Annotated[int, Spec(minimum=1)]
TileCode = Annotated[Tile, Spec(tile=True)]  # written 5m, held as a Tile
Suit = Annotated[Literal["m", "p", "s"], Spec(what=Message("what_suit"))]
Tiles = Annotated[tuple[TileCode, ...], Spec(unique=True)]
Number = Annotated[int, Spec(minimum=1, maximum=9)]
ALL_NUMBERS = (1, 2, 3, 4, 5, 6, 7, 8, 9)


class TileSet(Record):
    """`tiles:` — the deck (which kinds are played: suits, their numbers, honors), which go in
    +hua, aliases, whether chi is allowed. A hand holding a tile the deck lacks is refused."""

    suits: Annotated[tuple[Suit, ...], Spec(unique=True)]
    # The numbers each suit is played with: 1-9 unless the deck leaves some out (a deck of
    # 2-8 only, say).
    numbers: Annotated[tuple[Number, ...], Spec(unique=True, min_items=1)] = ALL_NUMBERS
    honors: Tiles
    # Tile codes are decoded to tiles: keys and values are Tile numbers.
    aliases: Mapping[TileCode, TileCode] = MappingProxyType({})
    bonus: Tiles
    chi: bool
    # Worked out from the above:
    playable: tuple[Tile, ...] = derived()  # kinds a hand may hold
    allowed: frozenset[Tile] = derived()
    bonus_allowed: frozenset[Tile] = derived()
    targets: tuple[Tile, ...] = derived()  # kinds aliases become

    def __post_init__(self) -> None:
        kinds = [
            t
            for t in range(HONOR_BASE)
            if suit_of(t) in self.suits and number_of(t) in self.numbers
        ]
        playable = (*kinds, *(t for t in self.honors if t < PLAYABLE_KINDS))
        object.__setattr__(self, "playable", playable)
        object.__setattr__(self, "allowed", frozenset(playable))
        object.__setattr__(self, "bonus_allowed", frozenset(self.bonus))
        object.__setattr__(self, "targets", tuple(set(self.aliases.values())))


class SeveralWinners(Record):
    """`several_winners:` — may one discard be won by several players at once (一炮多响)?
    `source` is the rulebook line that says so, named when a line with several winners is
    refused (docs/rules.md §1)."""

    allowed: bool
    source: str = ""


class AllPay(NamedTuple):
    """All three other seats pay on a discard (三家付): the switch's words and source, and
    whether the discarder pays at the dealer's rate (000 七 "庄/铳家付4")."""

    label: Text
    source: str
    discarder_as_dealer: bool = False


class RuleTable(Record):
    """The keys every rule file may have. A variant's table adds its own."""

    name: Annotated[str, Spec(min_length=1)] | None = None
    description: Label = Text("", "")
    variant: Annotated[str, Spec(names="variant", what=Message("what_variant"))]
    source: str = ""
    # docs/rules.md §1: an option the variant has no use for is an input error.
    options: Annotated[
        tuple[Annotated[str, Spec(names="option", what=Message("what_option"))], ...],
        Spec(unique=True),
    ]
    tiles: TileSet
    liability: Liability | None = None
    session: SessionRules | None = None  # how an evening goes on (sessions)
    # One discard, several winners (一炮多响); absent: not allowed.
    several_winners: SeveralWinners | None = None
    # The liability rules in precedence order, checked (compile_common).
    liability_rules: Section | None = derived(default=None)

    def rob_kong_multiplier(self) -> int:
        """What a robbed kong multiplies the robbed seat's payment by (1: no rob-kong price)."""
        return 1

    def rob_kong_source(self) -> str:
        """Where the rob-kong multiplier comes from (the rule file's `sources.rob_kong`)."""
        return ""

    def all_pay_on_discard(self) -> AllPay | None:
        """On a discard win, do all three other seats pay (三家付)? How they do, or None when
        the discarder alone pays."""
        return None


R = TypeVar("R", bound=RuleTable)


def compile_common(cls: type[R], raw: RuleData, names: Names) -> R:
    """Decode `raw` as a `cls` table and compile the parts every variant shares."""
    table = decode(cls, raw, names)
    # The name shown is the rule set's own (a house rule without `name:` is its file's stem).
    section = compile_section(raw, table.liability)
    return replace(table, name=raw.name, liability_rules=section)
