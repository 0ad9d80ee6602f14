"""Score many hands: batch lines (read by batch_input) scored in order as they are read, and
the session ledger summed as they go. Nothing here prints; nothing here keeps every line.
"""

from __future__ import annotations

import gc
import itertools
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from ..messages.errors import InputError, WuhuMjError
from ..messages.message import Words, render
from ..notation.hand import Hand
from ..notation.text import parse_hand
from ..notation.tiles import Tile
from ..output.safetext import one_line
from ..rules.ruleset import Rules, load_rules
from ..scoring.result import Money, Result
from ..scoring.situation import SEATS, Situation
from ..scoring.waits import SPECIAL
from ..service.limits import check_hand_text, shown
from ..service.options import score_json, situation_from, situation_json, win_tile
from .input import BatchLine, parse_line, parse_lines, read_batch, read_lines, split_words

Status = Literal["win", "not_win", "error"]
EXIT_CODES: Mapping[Status, int] = {"win": 0, "not_win": 1, "error": 2}

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


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one line came to. `data` is the `score --json` object (without "line")."""

    line: int
    status: Status
    hand: str
    message: Words  # the reason for a win or non-win, the error for a bad line
    winner: int = 0
    discarder: int | None = None
    net: tuple[Money, Money, Money, Money] = (0, 0, 0, 0)
    patterns: tuple[str, ...] = ()
    labels: tuple[Words, ...] = ()  # labels of the breakdown items that name a pattern
    data: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        if self.status == "error":
            return {"line": self.line, "error": one_line(str(self.message))}
        return {"line": self.line, **(self.data or {})}


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
        if self.errors:
            return EXIT_CODES["error"]
        return EXIT_CODES["not_win"] if self.not_wins else EXIT_CODES["win"]

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

# A batch repeats a few rule sets and situations; past this many distinct ones (a generated
# file, a fuzzer) the cache starts again, so memory stays flat on any input.
_CACHE_LIMIT = 1024


class LineSetup(NamedTuple):
    """What a batch line's options say: the rule set, the winning tile named by `win`, the
    other options as given, and the situation they make."""

    rules: str
    win: Tile | None
    given: Mapping[str, Any]
    situation: Situation


class Scorer:
    """Scores batch lines; keeps each rule set and situation it has built (a batch repeats them).

    `unit` is the money per point of lines that do not give their own."""

    def __init__(
        self, default_rules: str = "wuhu", keep_data: bool = True, unit: Money | None = None
    ) -> None:
        self.default_rules = default_rules
        self.keep_data = keep_data
        self.unit = unit
        self._rules: dict[str, Rules] = {}
        self._situations: dict[str, LineSetup] = {}
        from ..scoring.best import score  # deferred: keeps `import wuhu_mj.batch` light

        self._score: Callable[[Hand, Rules, Situation], Result] = score

    def rules(self, name: str) -> Rules:
        found = self._rules.get(name)
        if found is None:
            if len(self._rules) >= _CACHE_LIMIT:
                self._rules.clear()
            found = self._rules[name] = load_rules(name)
        return found

    def situation(self, options: Mapping[str, Any]) -> LineSetup:
        """What a line's options (`rules` and `win` among them) say, kept by the options as
        written: a batch repeats a few. repr keeps true apart from 1 (a dict key would not);
        the order of keys as written."""
        key = repr(options)
        found = self._situations.get(key)
        if found is None:
            rest = dict(options)
            rules_name = rest.pop("rules", None) or self.default_rules
            if not isinstance(rules_name, str):
                raise InputError(f"expected a rule set name, got {shown(rules_name)}", "--rules")
            rest.pop("json", None)
            win = win_tile(rest)
            if win is not None:
                del rest["win"]
            if self.unit is not None and rest.get("unit") is None:
                rest["unit"] = self.unit
            found = LineSetup(rules_name, win, rest, situation_from(rest))
            if len(self._situations) >= _CACHE_LIMIT:
                self._situations.clear()
            self._situations[key] = found
        return found

    def score_line(self, entry: BatchLine) -> Outcome:
        """The line's outcome. Never raises: whatever goes wrong is the line's error."""
        if entry.error:
            return Outcome(entry.line, "error", _hand_shown(entry.hand), entry.error)
        try:
            return self._outcome(entry)
        except WuhuMjError as exc:
            said = exc.placed()
            if not isinstance(said, str):
                return Outcome(entry.line, "error", _hand_shown(entry.hand), said)
            message = said
        except RecursionError:
            message = "line: nested too deeply"
        except Exception as exc:  # e.g. an overflow deep in the scoring: this line alone fails
            message = f"line: internal error: {type(exc).__name__}"
        return Outcome(entry.line, "error", _hand_shown(entry.hand), one_line(message))

    def _outcome(self, entry: BatchLine) -> Outcome:
        check_hand_text(entry.hand)
        rules_name, win, options, sit = self.situation(entry.options)
        hand = parse_hand(entry.hand, win)
        result = self._score(hand, self.rules(rules_name), sit)
        net = result.net
        data = None
        if self.keep_data:
            given = {**options, "win": win} if win is not None else options
            data = score_json(result, situation_json(sit, given, hand.winning))
        return Outcome(
            entry.line,
            "win" if result.winning else "not_win",
            result.hand,
            result.reason,
            sit.winner,
            sit.discarder,
            (net[1], net[2], net[3], net[4]),
            result.patterns,
            _pattern_labels(result),
            data,
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
    default_rules: str = "wuhu",
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
        for seat, amount in zip(SEATS, o.net, strict=True):
            self.net[seat] += amount
        self.wins_by_seat[o.winner] = self.wins_by_seat.get(o.winner, 0) + 1
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


def ledger(outcomes: Iterable[Outcome]) -> Ledger:
    """Sum the session: the net per seat over all winning hands (non-wins and errors add 0)."""
    tally = Tally()
    for o in outcomes:
        tally.add(o)
    return tally.ledger()
