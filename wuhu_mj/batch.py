"""Score many hands: read batch lines, score them in order, sum a session ledger.

A batch is JSON Lines (one object per hand: ``"hand"`` plus `score` option names as keys)
or plain text (each line the arguments of `score`). Both may mix in one file; blank lines
and lines starting with ``#`` are skipped. Line numbers are the physical lines of the
input, so an error points at the line to fix. Nothing here prints.
"""

from __future__ import annotations

import gc
import json
import shlex
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any, Literal, NamedTuple

from .errors import InputError, WuhuMjError
from .hand import Hand
from .notation import parse_hand
from .options import (
    FLAG_OPTIONS,
    HAND_OPTIONS,
    MONEY_OPTIONS,
    NUMBER_OPTIONS,
    SEAT_OPTIONS,
    TILE_OPTIONS,
    situation_from,
    situation_json,
    win_tile,
)
from .result import Money, Result
from .ruleset import Rules, load_rules
from .situation import SEATS, Situation
from .tiles import Tile

Status = Literal["win", "not_win", "error"]
EXIT_CODES: Mapping[Status, int] = {"win": 0, "not_win": 1, "error": 2}

# Options of `score` that take a value in plain-text lines; the rest are flags.
_VALUE_OPTIONS = frozenset(
    {*SEAT_OPTIONS, *TILE_OPTIONS, *NUMBER_OPTIONS, *MONEY_OPTIONS, *HAND_OPTIONS, "fed", "rules"}
)
_FLAG_NAMES = frozenset({*FLAG_OPTIONS, "json"})
_SHORT = {"-r": "rules"}


@dataclass(frozen=True, slots=True)
class BatchLine:
    """One input line: the hand and its options, or why the line could not be read."""

    line: int
    hand: str = ""
    options: Mapping[str, Any] = field(default_factory=dict)
    error: str = ""


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one line came to. `data` is the `score --json` object (without "line")."""

    line: int
    status: Status
    hand: str
    message: str  # the reason for a win or non-win, the error for a bad line
    winner: int = 0
    discarder: int | None = None
    net: tuple[Money, Money, Money, Money] = (0, 0, 0, 0)
    patterns: tuple[str, ...] = ()
    labels: tuple[str, ...] = ()  # labels of the breakdown items that name a pattern
    data: Mapping[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        if self.status == "error":
            return {"line": self.line, "error": self.message}
        return {"line": self.line, **(self.data or {})}

    def printed(self) -> Outcome:
        """This outcome without its JSON object, once that is written out."""
        return replace(self, data=None)


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


# ---------------------------------------------------------------- reading lines


def parse_line(number: int, text: str) -> BatchLine | None:
    """One physical line; None for a blank line or a comment."""
    stripped = text.strip()
    if not stripped or stripped.startswith("#"):
        return None
    try:
        if stripped.startswith("{"):
            return _json_line(number, stripped)
        return _text_line(number, stripped)
    except InputError as exc:
        return BatchLine(number, error=str(exc))


def parse_lines(lines: Iterable[str], first: int = 1) -> Iterator[BatchLine]:
    for number, text in enumerate(lines, first):
        parsed = parse_line(number, text)
        if parsed is not None:
            yield parsed


def _json_line(number: int, text: str) -> BatchLine:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON at column {exc.colno}: {exc.msg}", "line") from None
    if not isinstance(data, dict):
        raise InputError('a JSON line must be an object with a "hand" key', "line")
    hand = data.pop("hand", None)
    if not isinstance(hand, str):
        raise InputError('needs "hand": a string such as "123m456m789m11p+peng555s"', "line")
    return BatchLine(number, hand, data)


def _text_line(number: int, text: str) -> BatchLine:
    """`score` arguments: the hand and options such as `--from 3 --kong-draw -r wuhu-fan`."""
    try:
        words = shlex.split(text, comments=True)
    except ValueError as exc:
        raise InputError(f"cannot split the line: {exc}", "line") from None
    hand: str | None = None
    options: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        if not word.startswith("-") or word == "-":
            if hand is not None:
                raise InputError(f"a second hand {word!r}; one hand per line", "line")
            hand = word
            continue
        name, eq, value = word.partition("=")
        key = _SHORT.get(name) or name.lstrip("-").replace("-", "_")
        if key in _FLAG_NAMES and not eq:
            options[key] = True
        elif key in _VALUE_OPTIONS:
            if not eq:
                if i >= len(words):
                    raise InputError("needs a value", f"{name}")
                value = words[i]
                i += 1
            if key == "fed":
                options.setdefault("fed", []).append(value)
            else:
                options[key] = value
        else:
            raise InputError("unknown option of score", name)
    if hand is None:
        raise InputError("no hand on this line", "line")
    return BatchLine(number, hand, options)


# ---------------------------------------------------------------- scoring


class LineSetup(NamedTuple):
    """What a batch line's options say: the rule set, the winning tile named by `win`, the
    other options as given, and the situation they make."""

    rules: str
    win: Tile | None
    given: Mapping[str, Any]
    situation: Situation


class Scorer:
    """Scores batch lines; keeps each rule set and situation it has built (a batch repeats them)."""

    def __init__(self, default_rules: str = "wuhu", keep_data: bool = True) -> None:
        self.default_rules = default_rules
        self.keep_data = keep_data
        self._rules: dict[str, Rules] = {}
        self._situations: dict[str, LineSetup] = {}
        from .scoring import score  # deferred: keeps `import wuhu_mj.batch` light

        self._score: Callable[[Hand, Rules, Situation], Result] = score

    def rules(self, name: str) -> Rules:
        found = self._rules.get(name)
        if found is None:
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
                raise InputError(f"expected a rule set name, got {rules_name!r}", "--rules")
            rest.pop("json", None)
            win = win_tile(rest)
            if win is not None:
                del rest["win"]
            found = LineSetup(rules_name, win, rest, situation_from(rest))
            self._situations[key] = found
        return found

    def score_line(self, entry: BatchLine) -> Outcome:
        if entry.error:
            return Outcome(entry.line, "error", entry.hand, entry.error)
        try:
            rules_name, win, options, sit = self.situation(entry.options)
            hand = parse_hand(entry.hand, win)
            result = self._score(hand, self.rules(rules_name), sit)
        except WuhuMjError as exc:
            return Outcome(entry.line, "error", entry.hand, str(exc))
        net = result.net
        data = None
        if self.keep_data:
            given = {**options, "win": win} if win is not None else options
            data = {**result.to_json(), "situation": situation_json(sit, given, hand.winning)}
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


# Patterns that price through other items (压档 raises 支番 and 底) and so have no item of
# their own; the table names them anyway.
_UNPRICED = {"yadang": "压档", "paofeng": "跑风"}


def _pattern_labels(result: Result) -> tuple[str, ...]:
    labels = [i.label for i in result.items if i.key in result.patterns]
    labels += [_UNPRICED[k] for k in result.patterns if k in _UNPRICED]
    return tuple(dict.fromkeys(labels))


def _score_chunk(args: tuple[str, bool, Sequence[BatchLine]]) -> list[Outcome]:
    """Worker entry point for --jobs: one chunk of lines, in order."""
    default_rules, keep_data, entries = args
    with _no_cycle_collection():
        return Scorer(default_rules, keep_data).score_all(entries)


def chunked(entries: Sequence[BatchLine], size: int) -> list[Sequence[BatchLine]]:
    return [entries[i : i + size] for i in range(0, len(entries), size)]


def score_batch(
    entries: Sequence[BatchLine],
    default_rules: str = "wuhu",
    jobs: int = 1,
    keep_data: bool = True,
    chunk_size: int = 2000,
    progress: Callable[[int], None] | None = None,
) -> Iterator[Outcome]:
    """Score every line; outcomes come in input order whatever `jobs` is.

    With jobs > 1 the lines are cut into chunks scored by a process pool (`imap` keeps
    the order). `progress` is told how many lines each finished chunk held.
    """
    chunks = chunked(entries, chunk_size)
    if jobs <= 1 or len(chunks) <= 1:
        with _no_cycle_collection():
            scorer = Scorer(default_rules, keep_data)
            for chunk in chunks:
                yield from scorer.score_all(chunk)
                if progress is not None:
                    progress(len(chunk))
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        work = ((default_rules, keep_data, chunk) for chunk in chunks)
        for done in pool.imap(_score_chunk, work):
            yield from done
            if progress is not None:
                progress(len(done))


@contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Scoring makes no reference cycles, but the cycle collector keeps walking the caches and
    the outcomes so far, which grow with the batch (a third of the scoring time when 100,000
    outcomes are kept).
    Reference counting still frees everything; the collector is back on afterwards."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


# ---------------------------------------------------------------- ledger


def ledger(outcomes: Iterable[Outcome]) -> Ledger:
    """Sum the session: the net per seat over all winning hands (non-wins and errors add 0)."""
    net: dict[int, Money] = dict.fromkeys(SEATS, 0)
    wins_by_seat = dict.fromkeys(SEATS, 0)
    discards_by_seat = dict.fromkeys(SEATS, 0)
    counts = {"win": 0, "not_win": 0, "error": 0}
    for o in outcomes:
        counts[o.status] += 1
        if o.status != "win":
            continue
        for seat, amount in zip(SEATS, o.net, strict=True):
            net[seat] += amount
        wins_by_seat[o.winner] = wins_by_seat.get(o.winner, 0) + 1
        if o.discarder is not None:
            discards_by_seat[o.discarder] = discards_by_seat.get(o.discarder, 0) + 1
    return Ledger(
        net,
        sum(counts.values()),
        counts["win"],
        counts["not_win"],
        counts["error"],
        wins_by_seat,
        discards_by_seat,
    )
