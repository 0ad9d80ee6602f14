"""Score many hands: batch lines (read by batch_input) scored in order as they are read, and
the session ledger summed as they go. Nothing here prints (`write_json_lines` hands its lines
to the writer it is given); nothing here keeps every line.
"""

from __future__ import annotations

import gc
import itertools
import json
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal, NamedTuple

from ...messages.errors import UNWORDED_CODE, InputError, WuhuMjError, error_code
from ...messages.exits import exit_status
from ...messages.i18n import error_text
from ...messages.message import Message, Words, render
from ...messages.schemas import PREFIX, document
from ...notation.records import record
from ...output.lines import LineWriter
from ...output.safetext import json_line, one_line
from ...scoring.result import Money, Result
from ...scoring.situation import SEATS
from ...scoring.waits import SPECIAL
from ...service import Pipeline
from ...service.pipeline import DEFAULT_RULES
from ...service.several import score_discard
from .input import (
    BatchLine,
    parse_line,
    parse_lines,
    read_batch,
    read_lines,
    split_words,
)

Status = Literal["win", "not_win", "error"]

__all__ = [  # the reading side is batch_input's; named here too for callers of batch
    "BatchLine",
    "Ledger",
    "Outcome",
    "Scorer",
    "Tally",
    "ledger",
    "parse_line",
    "parse_lines",
    "read_batch",
    "read_lines",
    "score_batch",
    "split_words",
]


class Outcome(NamedTuple):
    """What one line came to. `data` is the `score --json` object (without "line")."""

    line: int
    status: Status
    hand: str
    reason: Words  # why it is a win or not (the result's reason); "" for a bad line
    winner: int = 0
    discarder: int | None = None
    net: tuple[Money, Money, Money, Money] = (0, 0, 0, 0)
    patterns: tuple[str, ...] = ()
    labels: tuple[Words, ...] = ()  # labels of the breakdown items that name a pattern
    text: str | None = None  # the `score --json` object's members (Scored.json_members), if kept
    error: WuhuMjError | None = None  # what is wrong with a bad line
    also: tuple[int, ...] = ()  # the other winners of one discard with several (一炮多响)

    @property
    def message(self) -> str:
        """A bad line's error as one English line (for logs; the JSON carries it in Chinese,
        to_json), else the reason."""
        return one_line(str(self.error)) if self.error is not None else str(self.reason)

    def json_text(self) -> str:
        """The line's `batch --json` record as json_line writes it: the schema version,
        "line", then the `score --json` object's members (or "error" and its "code")."""
        if self.status == "error" or self.text is None:
            return json_line(self.to_json())
        return f'{{{PREFIX}"line": {self.line}, {self.text}}}'

    def to_json(self) -> dict[str, Any]:
        if self.status == "error":
            code = error_code(self.error) if self.error is not None else UNWORDED_CODE
            # In Chinese, as every text of the JSON, whatever the run's language.
            said = error_text(self.error, "zh") if self.error is not None else self.message
            return document({"line": self.line, "error": one_line(said), "code": code})
        if self.text is None:
            return document({"line": self.line})
        data: dict[str, Any] = json.loads("{" + self.text + "}", parse_float=Decimal)
        return document({"line": self.line, **data})


@dataclass(frozen=True)
class Ledger:
    """The session: the net per seat summed over every winning hand, and what happened."""

    net: Mapping[int, Money]
    hands: int
    wins: int
    not_wins: int
    errors: int
    wins_by_seat: Mapping[int, int]
    discards_by_seat: Mapping[int, int]  # how often each seat fed a winning discard (放冲)

    @property
    def exit_code(self) -> int:
        return exit_status(self.errors, self.not_wins)

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "wins": self.wins,
            "not_wins": self.not_wins,
            "errors": self.errors,
            "net": {str(s): self.net[s] for s in SEATS},
            "wins_by_seat": {str(s): self.wins_by_seat[s] for s in SEATS},
            "discards_by_seat": {str(s): self.discards_by_seat[s] for s in SEATS},
        }


# ---------------------------------------------------------------- scoring


class Scorer:
    """Scores batch lines through one pipeline (service/), which keeps each rule set and
    situation it has built (a batch repeats them). `unit` is the money per point of lines
    that do not give their own."""

    def __init__(
        self, default_rules: str = DEFAULT_RULES, keep_data: bool = True, unit: Money | None = None
    ) -> None:
        self.keep_data = keep_data
        self.pipeline = Pipeline(default_rules, unit)

    def score_line(self, entry: BatchLine) -> Outcome:
        """The line's outcome. Never raises: whatever goes wrong is the line's error."""
        if entry.error:
            return Outcome(entry.line, "error", _hand_shown(entry.hand), "", error=entry.error)
        try:
            return self._outcome(entry)
        except WuhuMjError as exc:
            error = exc
        except RecursionError:
            error = InputError(Message("nested_too_deeply"), "line")
        except Exception as exc:  # e.g. an overflow deep in the scoring: this line alone fails
            error = InputError(Message("line_internal_error", kind=type(exc).__name__), "line")
        return Outcome(entry.line, "error", _hand_shown(entry.hand), "", error=error)

    def _outcome(self, entry: BatchLine) -> Outcome:
        if entry.also:
            return self._several(entry)
        scored = self.pipeline.score(entry.hand, entry.options)
        result, sit = scored.result, scored.situation
        net = result.net
        text = scored.json_members() if self.keep_data else None
        return record(
            Outcome,
            (
                entry.line,
                "win" if result.winning else "not_win",
                result.hand,
                result.reason,
                sit.winner,
                sit.discarder,
                (net[1], net[2], net[3], net[4]),
                result.patterns,
                _pattern_labels(result),
                text,
                None,
                (),
            ),
        )

    def _several(self, entry: BatchLine) -> Outcome:
        """One discard, several winners: each scored as if it had won alone, the nets summed
        (service/several.py). The line's JSON is `{"line", "winners": [each score --json],
        "net"}`."""
        wins = [(entry.hand, entry.options), *entry.also]
        scored = score_discard(self.pipeline, wins)
        first = scored[0]
        missed = next((s for s in scored if not s.result.winning), None)
        net: dict[int, Money] = dict.fromkeys(SEATS, 0)
        for one in scored:
            for seat in SEATS:
                net[seat] += one.result.net[seat]
        text = None
        if self.keep_data:
            each = ", ".join(s.json_text() for s in scored)
            nets = json_line({str(seat): amount for seat, amount in net.items()})
            text = f'"winners": [{each}], "net": {nets}'
        reason: Words = first.result.reason
        if missed is not None:
            reason = Message(
                "winner_seat_reason", seat=missed.situation.winner, reason=missed.result.reason
            )
        return Outcome(
            entry.line,
            "win" if missed is None else "not_win",
            " ".join(s.result.hand for s in scored),
            reason,
            first.situation.winner,
            first.situation.discarder,
            (net[1], net[2], net[3], net[4]),
            tuple(dict.fromkeys(p for s in scored for p in s.result.patterns)),
            tuple(dict.fromkeys(label for s in scored for label in _pattern_labels(s.result))),
            text,
            also=tuple(s.situation.winner for s in scored[1:]),
        )

    def score_all(self, entries: Iterable[BatchLine]) -> list[Outcome]:
        return [self.score_line(e) for e in entries]


def _hand_shown(text: str) -> str:
    """A bad line's hand as the table shows it: printable and short."""
    return one_line(text, 40)


def _pattern_labels(result: Result) -> tuple[Words, ...]:
    """The labels of the items that name a pattern, and of the patterns that price through
    other items (压档 raises 支番 and 底: waits.SPECIAL), each once (as they read in Chinese)."""
    labels = [i.label for i in result.items if i.key in result.patterns]
    labels += [SPECIAL[k] for k in result.patterns if k in SPECIAL]
    once: dict[str, Words] = {}
    for label in labels:
        once.setdefault(render(label, "zh"), label)
    return tuple(once.values())


_Work = tuple[str, bool, "Money | None", Sequence[BatchLine]]


def _score_chunk(work: _Work) -> list[Outcome]:
    """Worker entry point for --jobs: one chunk of lines, in order."""
    default_rules, keep_data, unit, entries = work
    with _no_cycle_collection():
        return Scorer(default_rules, keep_data, unit).score_all(entries)


def chunked(entries: Iterable[BatchLine], size: int) -> Iterator[list[BatchLine]]:
    chunk: list[BatchLine] = []
    for entry in entries:
        chunk.append(entry)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def score_batch(
    entries: Iterable[BatchLine],
    default_rules: str = DEFAULT_RULES,
    jobs: int = 1,
    keep_data: bool = True,
    chunk_size: int = 2000,
    unit: Money | None = None,
) -> Generator[Outcome, None, None]:
    """Score every line as it is read; outcomes come in input order whatever `jobs` is.

    With jobs > 1 the lines are cut into chunks scored by worker processes: as many as
    `jobs`, the usable CPUs and the chunks read so far allow, one chunk each at a time, so
    memory stays flat on any input. Close the iterator to stop the workers early.
    """
    if jobs > 1:
        from .workers import ordered_map, usable_cpus

        chunks = chunked(entries, chunk_size)
        ahead = list(itertools.islice(chunks, min(jobs, usable_cpus())))
        if len(ahead) > 1:
            work = ((default_rules, keep_data, unit, c) for c in itertools.chain(ahead, chunks))
            for done in ordered_map(_score_chunk, work, len(ahead)):
                yield from done
            return
        entries = itertools.chain.from_iterable(itertools.chain(ahead, chunks))  # no pool
    scorer = Scorer(default_rules, keep_data, unit)
    with _no_cycle_collection():
        for entry in entries:
            yield scorer.score_line(entry)


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Scoring makes no reference cycles, but the cycle collector keeps walking the caches,
    which grow with the batch. Reference counting still frees everything; the collector is
    back on afterwards."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


# ---------------------------------------------------------------- ledger


class Tally:
    """The session summed as outcomes stream past (nothing of them is kept)."""

    def __init__(self) -> None:
        self.net: dict[int, Money] = dict.fromkeys(SEATS, 0)
        self.wins_by_seat = dict.fromkeys(SEATS, 0)
        self.discards_by_seat = dict.fromkeys(SEATS, 0)
        self.counts = {"win": 0, "not_win": 0, "error": 0}

    def add(self, o: Outcome) -> None:
        self.counts[o.status] += 1
        if o.status != "win":
            return
        net = o.net
        for i in range(len(SEATS)):  # by index: mypyc runs it as plain C
            self.net[SEATS[i]] += net[i]
        self.wins_by_seat[o.winner] = self.wins_by_seat.get(o.winner, 0) + 1
        for winner in o.also:
            self.wins_by_seat[winner] = self.wins_by_seat.get(winner, 0) + 1
        if o.discarder is not None:
            self.discards_by_seat[o.discarder] = self.discards_by_seat.get(o.discarder, 0) + 1

    @property
    def hands(self) -> int:
        return sum(self.counts.values())

    def ledger(self) -> Ledger:
        return Ledger(
            dict(self.net),
            self.hands,
            self.counts["win"],
            self.counts["not_win"],
            self.counts["error"],
            dict(self.wins_by_seat),
            dict(self.discards_by_seat),
        )


def write_json_lines(
    outcomes: Iterable[Outcome],
    tally: Tally,
    out: LineWriter,
    every: int,
    each: Callable[[int], None],
) -> None:
    """`batch --json`'s loop: each outcome summed into `tally` and its JSON line given to
    `out`, and `each(hands)` after every `every` hands (the progress bar). It lives here, not
    in the command, so that the compiled build runs it without the interpreter."""
    hands = tally.hands
    for outcome in outcomes:
        tally.add(outcome)
        out.line(outcome.json_text())
        hands += 1
        if hands % every == 0:
            each(hands)


def ledger(outcomes: Iterable[Outcome]) -> Ledger:
    """Sum the session: the net per seat over all winning hands (non-wins and errors add 0)."""
    tally = Tally()
    for o in outcomes:
        tally.add(o)
    return tally.ledger()
