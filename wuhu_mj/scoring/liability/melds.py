"""The melds as liability rules see them: the winner's, with their feeding seat (`@seat`),
and the ones the winner fed to others (`--fed`)."""

from functools import lru_cache
from typing import Final, NamedTuple

from ...messages.errors import InputError
from ...messages.message import Message
from ...notation.hand import Hand, Meld
from ...notation.text import format_meld
from ...notation.tiles import HONOR_BASE, number_of
from ...rules.compiled.names import FED_MARKS
from ..situation import Situation

SUITS: Final = "mpsz"  # index 3 = honors


# ---------------------------------------------------------------- melds as the rules see them


class MeldFact(NamedTuple):
    """One meld: its kind, suit (0-2 suited, 3 honors, None unknown), number and feeder."""

    kind: str
    suit: int | None
    number: int  # the first tile's number (0 for honors or unknown)
    source: int | None
    text: str

    @property
    def triplet(self) -> bool:
        return self.kind != "chi"


def hand_melds(hand: Hand, sit: Situation) -> tuple[MeldFact, ...]:
    out = []
    for meld in hand.melds:
        if meld.source is not None:
            if meld.kind == "angang":
                raise InputError(Message("concealed_kong_fed_meld", meld=format_meld(meld)))
            if meld.source == sit.winner:
                raise InputError(Message("winner_fed_own_meld", meld=format_meld(meld)))
        out.append(_meld_fact(meld))
    return tuple(out)


@lru_cache(maxsize=4096)
def _meld_fact(meld: Meld) -> MeldFact:
    # Cached: a batch meets the same few hundred melds again and again.
    tile = meld.first
    suit = 3 if tile >= HONOR_BASE else tile // 9
    number = 0 if tile >= HONOR_BASE else number_of(tile)
    return MeldFact(meld.kind, suit, number, meld.source, format_meld(meld))


def fed_melds(sit: Situation) -> dict[int, tuple[tuple[MeldFact, ...], frozenset[str]]]:
    """Melds the winner fed to each other seat (``--fed``), and the marks given for that seat."""
    out: dict[int, tuple[tuple[MeldFact, ...], frozenset[str]]] = {}
    for seat, tokens in sit.fed:
        if seat == sit.winner or seat not in (1, 2, 3, 4):
            raise InputError(Message("fed_seat", seat=seat), "--fed")
        melds = []
        marks = frozenset(t for t in tokens if t in FED_MARKS)
        for token in tokens:
            if token in FED_MARKS:
                continue
            kind, _, suit = token.partition(":")
            if kind == "angang":
                raise InputError(Message("concealed_kong_fed"), "--fed")
            index = SUITS.index(suit) if suit else None
            melds.append(MeldFact(kind, index, 0, sit.winner, token))
        out[seat] = (tuple(melds), marks)
    return out
