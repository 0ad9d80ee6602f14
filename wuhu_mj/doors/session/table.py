"""The table through an evening: who deals, the 连庄 count, Wuhu's 底 pots and the money.

The rules are in docs/sessions.md. Each hand is scored by the one pipeline (service/) with the
dealer and the 连庄 count the table is at, in the session's unit; its payments are then made
from the pots (capped: 托底) or in cash (the variant's cash patterns, such as Wuhu's 交, and
every payment under rules without pots). Amounts are money from the start. Nothing here
prints.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ...messages.errors import InputError, WuhuMjError
from ...messages.message import Message, Words, joined, kept
from ...rules.compiled.session import SessionRules
from ...rules.ruleset import Rules, load_rules
from ...scoring.money import Money, money_of
from ...scoring.result import Result
from ...service import Pipeline
from ...service.several import score_discard
from ...variants import variant_of
from .model import (
    Amounts,
    DrawEntry,
    Entry,
    HandEntry,
    Header,
    LineError,
    NotAWinError,
    SessionInputError,
    money_json,
)
from .outcome import (
    DiResult,
    HandOutcome,
    NextHand,
    Paid,
    SessionResult,
    Transfer,
    Won,
)
from .settle import settle_up

# A file of garbage could hold millions of bad lines: each is reported as it comes, and the
# result keeps the first ones.
MAX_KEPT_ERRORS = 1000


def session_rules(rules: Rules) -> SessionRules:
    """The rule set's `session:` section (rules/compiled/session.py)."""
    found = rules.table.session
    if found is None:
        raise InputError(Message("rules_no_session", rules=rules.name), "rules")
    return found


def _seats(values: list[Money]) -> Amounts:
    return (values[0], values[1], values[2], values[3])


class Session:
    """One table's evening. `add` scores a hand and moves the table on; `result` sums up.

    A hand that cannot be scored raises and leaves the table as it was. With `keep` false the
    session keeps no hands (a long input is then scored in flat memory).
    """

    def __init__(self, header: Header, keep: bool = True) -> None:
        self.header = header
        self.rules: Rules = load_rules(header.rules)
        self.table = session_rules(self.rules)
        self.hooks = variant_of(self.rules.table).session_hooks
        if self.table.pot is None and (header.pot is not None or header.pots is not None):
            raise InputError(Message("rules_no_pots", rules=self.rules.name), "header")
        if header.streak and not self.table.count_streak:
            raise InputError(Message("rules_no_streak", rules=self.rules.name), "header")
        self.keep = keep
        pot = header.pot if header.pot is not None else self.table.pot
        # A 底 pot is written in points; the table keeps it, as every amount, in money.
        self.pot_size: Money | None = None if pot is None else money_of(pot, header.unit)
        self.dealer = header.dealer
        self.streak = header.streak
        self.di: int | None = None if self.pot_size is None else 1
        self.pots: list[Money] | None = None if self.pot_size is None else [self.pot_size] * 4
        self.hands_in_di = 0
        self.finished = False  # the last 底 is over
        self.dis: list[DiResult] = []
        self.cash: list[Money] = [0, 0, 0, 0]
        self.totals: list[Money] = [0, 0, 0, 0]
        self.hands_played = 0
        self.hands: list[HandOutcome] = []
        self.errors: list[LineError] = []  # the first MAX_KEPT_ERRORS
        self.error_count = 0
        self.not_win_count = 0
        self.pipeline = Pipeline(unit=header.unit)

    # ------------------------------------------------------------------ one hand

    def add(self, entry: Entry) -> HandOutcome:
        """Score one hand: a SessionInputError, or a NotAWinError, naming its line if it
        cannot be."""
        if self.finished:
            said = Message("last_di_over", pots=self.header.pots)
            raise SessionInputError(said, "", entry.line)
        dealer = entry.dealer if entry.dealer is not None else self.dealer
        streak = self.streak if dealer == self.dealer else 0
        result: Result | None = None
        winner: int | None = None
        discarder: int | None = None
        also: tuple[Won, ...] = ()
        if isinstance(entry, DrawEntry):
            payments = self._pay(None)
        elif entry.also:  # one discard, several winners: the first after the discarder first
            discarder = entry.discarder
            (winner, result), *others = self._score_several(entry, dealer, streak)
            also = tuple(others)
            payments = tuple(p for r in (result, *(w.result for w in also)) for p in self._pay(r))
        else:
            winner, discarder = entry.winner, entry.discarder
            result = self._score_hand(
                entry.hand, entry.options, winner, discarder, dealer, streak, entry.line
            )
            payments = self._pay(result)
        net: list[Money] = [0, 0, 0, 0]
        for p in payments:
            net[p.payer - 1] -= p.amount
            net[p.payee - 1] += p.amount
        for seat in range(4):
            self.totals[seat] += net[seat]
        self.hands_played += 1
        self.hands_in_di += 1
        pots_after = None if self.pots is None else _seats(self.pots)
        di = self.di
        di_over = self._end_di_if_empty()
        outcome = HandOutcome(
            self.header,
            entry.line,
            self.hands_played,
            dealer,
            streak,
            winner,
            discarder,
            result,
            payments,
            _seats(net),
            _seats(self.totals),
            di,
            pots_after,
            di_over,
            also,
        )
        self.dealer, self.streak = self._next_dealer(dealer, streak, winner)
        if self.keep:
            self.hands.append(outcome)
        return outcome

    def _score_hand(
        self,
        hand: str,
        options: Any,
        winner: int,
        discarder: int | None,
        dealer: int,
        streak: int,
        line: int,
    ) -> Result:
        given = {"winner": winner, "dealer": dealer, "from": discarder, **options}
        streak_option = self.hooks.streak_option
        if self.table.count_streak and streak and streak_option:
            given[streak_option] = streak
        try:
            result = self.pipeline.score(hand, given, self.rules).result
        except InputError as exc:
            raise SessionInputError(exc.message, exc.where, line) from None
        if not result.winning:
            raise NotAWinError(result.reason, line)
        return result

    def _score_several(self, entry: HandEntry, dealer: int, streak: int) -> list[Won]:
        """Each winner of one discard scored as if it had won alone (service/several.py), in
        turn order from the discarder."""
        wins = []
        for won in entry.wins:
            given = {"winner": won.winner, "dealer": dealer, "from": entry.discarder, **won.options}
            if self.table.count_streak and streak and self.hooks.streak_option:
                given[self.hooks.streak_option] = streak
            wins.append((won.hand, given))
        try:
            scored = score_discard(self.pipeline, wins, self.rules)
        except InputError as exc:
            raise SessionInputError(exc.message, exc.where, entry.line) from None
        for one in scored:
            if not one.result.winning:
                name = self.header.name(one.situation.winner)
                said = Message("session_winner_reason", name=name, reason=one.result.reason)
                raise NotAWinError(said, entry.line)
        return [Won(s.situation.winner, s.result) for s in scored]

    def _pay(self, result: Result | None) -> tuple[Paid, ...]:
        """Make the hand's payments: from the pots, capped (托底), or in cash (the variant's
        cash patterns, such as Wuhu's 交; every payment without pots)."""
        if result is None:
            return ()
        in_cash = not self.hooks.cash_patterns.isdisjoint(result.patterns)
        pots = None if in_cash else self.pots
        cash_note = self.hooks.cash_note
        paid = []
        for p in result.payments:
            due = p.amount  # money: the hand was scored in the session's unit
            notes: list[Words] = [p.note] if p.note else []
            if pots is None:
                self.cash[p.payer - 1] -= due
                self.cash[p.payee - 1] += due
                if in_cash and self.pots is not None and cash_note:
                    notes.append(kept(cash_note))
                paid.append(Paid(p.payer, p.payee, due, due, "cash", _note(notes)))
                continue
            # Items the variant pays in cash beside the pot (a pot game's 分) are paid whole.
            points = sum(i.points for i in p.items if i.key in self.hooks.cash_items)
            cash = money_of(points, self.header.unit)
            if cash:
                due -= cash
                self.cash[p.payer - 1] -= cash
                self.cash[p.payee - 1] += cash
                paid.append(Paid(p.payer, p.payee, cash, cash, "cash", _note(notes)))
            taken = min(due, pots[p.payer - 1])
            pots[p.payer - 1] -= taken
            pots[p.payee - 1] += taken
            if taken < due:
                notes.append(_TUODI)  # `due` and `amount` say how much
            paid.append(Paid(p.payer, p.payee, due, taken, "pot", _note(notes)))
        return tuple(paid)

    def _end_di_if_empty(self) -> bool:
        """After a hand that leaves a pot empty, the 底 is over and fresh pots start."""
        if self.pots is None or self.pot_size is None or self.di is None or 0 not in self.pots:
            return False
        self.dis.append(DiResult(self.di, True, _seats([p - self.pot_size for p in self.pots])))
        self.pots = [self.pot_size] * 4
        self.hands_in_di = 0
        if self.header.pots is not None and self.di >= self.header.pots:
            self.finished = True
        else:
            self.di += 1
        return True

    def _next_dealer(self, dealer: int, streak: int, winner: int | None) -> tuple[int, int]:
        if winner is None:
            rule = self.table.draw
        else:
            rule = self.table.dealer_wins if winner == dealer else self.table.other_wins
        if rule == "next":
            following = dealer % 4 + 1
        elif rule == "winner" and winner is not None:
            following = winner
        else:
            following = dealer
        if not self.table.count_streak:
            return following, 0
        return following, streak + 1 if following == dealer else 0

    # ------------------------------------------------------------------ many hands

    def play(self, entries: Iterable[Entry | LineError]) -> Iterator[HandOutcome | LineError]:
        """Score entries in order; a bad line is yielded as a LineError and the rest go on.
        An input that grows too large ends with a LineError."""
        from .parse import InputTooLarge

        iterator = iter(entries)
        while True:
            try:
                entry = next(iterator)
            except StopIteration:
                return
            except InputTooLarge as exc:
                yield self._error(LineError.of(exc, exc.line or 0))
                return
            if isinstance(entry, LineError):
                yield self._error(entry)
                continue
            try:
                yield self.add(entry)
            except WuhuMjError as exc:
                yield self._error(LineError.of(exc, entry.line))

    def _error(self, error: LineError) -> LineError:
        if len(self.errors) < MAX_KEPT_ERRORS:
            self.errors.append(error)
        self.error_count += 1
        self.not_win_count += error.not_win
        return error

    def result(self) -> SessionResult:
        dis = list(self.dis)
        if self.pots is not None and self.pot_size is not None and self.di and self.hands_in_di:
            in_play = _seats([p - self.pot_size for p in self.pots])
            dis.append(DiResult(self.di, False, in_play))
        pots = None if self.pots is None else _seats(self.pots)
        names = self.header.players
        transfers = settle_up(dict(zip(names, self.totals, strict=True)))
        return SessionResult(
            self.header,
            self.rules.name,
            tuple(self.hands),
            self.hands_played,
            tuple(self.errors),
            self.error_count,
            self.not_win_count,
            _seats(self.totals),
            _seats(self.cash),
            tuple(dis),
            tuple(Transfer(a, b, money_json(n)) for a, b, n in transfers),
            NextHand(self.dealer, self.streak, self.di, pots, self.finished),
        )


_TUODI = kept("note_tuodi")


def _note(notes: list[Words]) -> Words:
    """A payment's note and what the session adds (a cash note such as 交, 托底), one after
    the other."""
    return joined(notes, "clause_sep") if notes else ""
