"""`session:` — how an evening at one table goes on (docs/rules.md §6; docs/sessions.md)."""

from typing import Annotated, Literal

from ...messages.message import Message
from .decode import Spec
from .record import Record

# Who deals after a hand: the same dealer, the seat after the dealer, or the winner.
NextDealer = Annotated[Literal["same", "next", "winner"], Spec(what=Message("what_next_dealer"))]


class SessionRules(Record):
    """Dealer rotation, the 连庄 count and Wuhu's 底 pots. A rule set without this section
    cannot be played as a session."""

    dealer_wins: NextDealer  # after the dealer wins
    other_wins: NextDealer  # after another player wins
    draw: NextDealer  # after a drawn hand
    # 连庄: +1 each hand the same dealer deals again, 0 when the deal moves (Anqing).
    count_streak: bool
    # Points in each player's 底 pot; None: no pots, every payment in cash (Wuhu's 底).
    pot: Annotated[int, Spec(minimum=1)] | None
