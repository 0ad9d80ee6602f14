"""Score many hands: read batch lines, score them in order, sum a session ledger.

A batch is JSON Lines (one object per hand: ``"hand"`` plus `score` option names as keys)
or plain text (each line the arguments of `score`). Both may mix in one file; blank lines
and lines starting with ``#`` are skipped. Line numbers are the physical lines of the
input, so an error points at the line to fix. Nothing here prints.
"""

from __future__ import annotations

import gc
import itertools
import json
import os
import re
import signal
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from decimal import Decimal
from multiprocessing.pool import AsyncResult
from typing import Any, BinaryIO, Literal

from .errors import InputError, WuhuMjError
from .limits import MAX_LINE_BYTES, MAX_NUMBER_CHARS, check_hand_text, shown
from .options import FLAG_OPTIONS, NUMBER_OPTIONS, SEAT_OPTIONS, TILE_OPTIONS, situation_from
from .result import Result
from .ruleset import Rules, load_rules
from .safetext import one_line
from .situation import SEATS, Situation

Status = Literal["win", "not_win", "error"]
EXIT_CODES: Mapping[Status, int] = {"win": 0, "not_win": 1, "error": 2}

# Options of `score` that take a value in plain-text lines; the rest are flags.
_VALUE_OPTIONS = frozenset({*SEAT_OPTIONS, *TILE_OPTIONS, *NUMBER_OPTIONS, "fed", "rules"})
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
    net: tuple[int, int, int, int] = (0, 0, 0, 0)
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

    net: Mapping[int, int]
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

_BOM = b"\xef\xbb\xbf"
# Blank means these only: \x1c-\x1f are whitespace to str.strip() but are a line's content
# here (the line gets its error, not silence). U+3000 is the space of a Chinese keyboard.
_SPACE = " \t\r\v\f\u3000"


def read_lines(stream: BinaryIO) -> Iterator[tuple[int, str | None]]:
    """(number, text) for each line of `stream`; text None for a line over MAX_LINE_BYTES.

    Only \n ends a line (a lone \r does not), so numbers match `wc -l` and an editor; a
    UTF-8 byte-order mark at the start is dropped; bytes that are not UTF-8 become U+FFFD
    (that line gets an error, the rest are read). A line too long is skipped unread.
    """
    number = 0
    while True:
        raw = stream.readline(MAX_LINE_BYTES + 1)
        if not raw:
            return
        number += 1
        if number == 1 and raw.startswith(_BOM):
            raw = raw[len(_BOM) :]
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            while raw and not raw.endswith(b"\n"):  # the rest of the line, a piece at a time
                raw = stream.readline(MAX_LINE_BYTES)
            yield number, None
            continue
        yield number, raw.decode("utf-8", "replace")


def parse_line(number: int, text: str | None) -> BatchLine | None:
    """One physical line; None for a blank line or a comment. Never raises: whatever is
    wrong with the line becomes its error."""
    if text is None:
        return BatchLine(number, error=f"line: longer than {MAX_LINE_BYTES} bytes")
    stripped = text.strip(_SPACE + "\n")
    if not stripped or stripped.startswith("#"):
        return None
    try:
        if stripped.startswith("{"):
            return _json_line(number, stripped)
        return _text_line(number, stripped)
    except InputError as exc:
        return BatchLine(number, error=one_line(str(exc)))
    except RecursionError:
        return BatchLine(number, error="line: nested too deeply")
    except Exception as exc:  # a line's failure, whatever it is, is that line's error
        return BatchLine(number, error=one_line(f"line: internal error: {type(exc).__name__}"))


def parse_lines(lines: Iterable[str | None], first: int = 1) -> Iterator[BatchLine]:
    for number, text in enumerate(lines, first):
        parsed = parse_line(number, text)
        if parsed is not None:
            yield parsed


def read_batch(stream: BinaryIO) -> Iterator[BatchLine]:
    """The lines of a batch file to score, in order, read one at a time."""
    for number, text in read_lines(stream):
        parsed = parse_line(number, text)
        if parsed is not None:
            yield parsed


class _NumberTooLong(ValueError):
    pass


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_CHARS:
        raise _NumberTooLong(text)
    return int(text)


def _json_constant(name: str) -> Any:
    raise InputError(f"{name} is not a number here", "line")


def _json_line(number: int, text: str) -> BatchLine:
    try:
        # Decimal keeps 2.9 from turning into seat 2 and 1e999 from turning into infinity.
        data = json.loads(
            text, parse_float=Decimal, parse_int=_json_int, parse_constant=_json_constant
        )
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON at column {exc.colno}: {exc.msg}", "line") from None
    except _NumberTooLong:
        raise InputError(f"a number longer than {MAX_NUMBER_CHARS} digits", "line") from None
    if not isinstance(data, dict):
        raise InputError('a JSON line must be an object with a "hand" key', "line")
    hand = data.pop("hand", None)
    if not isinstance(hand, str):
        raise InputError('needs "hand": a string such as "123m456m789m11p+peng555s"', "line")
    return BatchLine(number, hand, data)


# One piece of a text line, shell style: spaces, 'single' and "double" quotes, a backslash
# escape, plain characters, or a quote or backslash left open. A regular expression rather
# than shlex, which builds each word a character at a time (101 s on a 1.6 MB line).
_PIECES = re.compile(
    r"(?P<space>[ \t\r\v\f\u3000]+)"
    r"|'(?P<single>[^']*)'"
    r'|"(?P<double>(?:[^"\\]|\\.)*)"'
    r"|\\(?P<escaped>.)"
    r"""|(?P<plain>[^ \t\r\v\f\u3000'"\\]+)"""
    r"|(?P<open>.)",
    re.DOTALL,
)
_DOUBLE_ESCAPE = re.compile(r'\\(["\\])')


def split_words(text: str) -> list[str]:
    """The words of a text line as a POSIX shell splits them; `#` at a word's start begins
    a comment. Linear in the length of the line."""
    words: list[str] = []
    word: list[str] = []
    in_word = False
    for piece in _PIECES.finditer(text):
        kind = piece.lastgroup
        value = piece.group(kind or 0)
        if kind == "space":
            if in_word:
                words.append("".join(word))
                word, in_word = [], False
            continue
        if kind == "plain" and not in_word and value.startswith("#"):
            return words
        if kind == "open":
            problem = "no escaped character" if value == "\\" else "no closing quotation"
            raise InputError(f"cannot split the line: {problem}", "line")
        if kind == "double":
            value = _DOUBLE_ESCAPE.sub(r"\1", value)
        word.append(value)
        in_word = True
    if in_word:
        words.append("".join(word))
    return words


def _text_line(number: int, text: str) -> BatchLine:
    """`score` arguments: the hand and options such as `--from 3 --kong-draw -r wuhu-fan`."""
    words = split_words(text)
    hand: str | None = None
    options: dict[str, Any] = {}
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        if not word.startswith("-") or word == "-":
            if hand is not None:
                raise InputError(f"a second hand {shown(word)}; one hand per line", "line")
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
            raise InputError("unknown option of score", one_line(name, 40))
    if hand is None:
        raise InputError("no hand on this line", "line")
    return BatchLine(number, hand, options)


# ---------------------------------------------------------------- scoring

# A batch repeats a few rule sets and situations; past this many distinct ones (a generated
# file, a fuzzer) the cache starts again, so memory stays flat on any input.
_CACHE_LIMIT = 1024


class Scorer:
    """Scores batch lines; keeps each rule set and situation it has built (a batch repeats them).

    `unit` is the money per point of lines that do not give their own."""

    def __init__(
        self, default_rules: str = "wuhu", keep_data: bool = True, unit: Decimal | None = None
    ) -> None:
        self.default_rules = default_rules
        self.keep_data = keep_data
        self.unit = unit
        self._rules: dict[str, Rules] = {}
        self._situations: dict[str, Situation] = {}
        from .scoring import score  # deferred: keeps `import wuhu_mj.batch` light

        self._score: Callable[[str, Rules, Situation], Result] = score

    def rules(self, name: str) -> Rules:
        found = self._rules.get(name)
        if found is None:
            if len(self._rules) >= _CACHE_LIMIT:
                self._rules.clear()
            found = self._rules[name] = load_rules(name)
        return found

    def situation(self, options: Mapping[str, Any]) -> Situation:
        # repr keeps true apart from 1 (a dict key would not); the order of keys as written.
        key = repr(options)
        found = self._situations.get(key)
        if found is None:
            if len(self._situations) >= _CACHE_LIMIT:
                self._situations.clear()
            found = self._situations[key] = situation_from(options)
        return found

    def score_line(self, entry: BatchLine) -> Outcome:
        """The line's outcome. Never raises: whatever goes wrong is the line's error."""
        if entry.error:
            return Outcome(entry.line, "error", _hand_shown(entry.hand), entry.error)
        try:
            return self._outcome(entry)
        except WuhuMjError as exc:
            message = str(exc)
        except RecursionError:
            message = "line: nested too deeply"
        except Exception as exc:  # e.g. an overflow deep in the scoring: this line alone fails
            message = f"line: internal error: {type(exc).__name__}"
        return Outcome(entry.line, "error", _hand_shown(entry.hand), one_line(message))

    def _outcome(self, entry: BatchLine) -> Outcome:
        check_hand_text(entry.hand)
        options = dict(entry.options)
        rules_name = options.pop("rules", None) or self.default_rules
        if not isinstance(rules_name, str):
            raise InputError(f"expected a rule set name, got {shown(rules_name)}", "--rules")
        options.pop("json", None)
        if self.unit is not None and options.get("unit") is None:
            options["unit"] = self.unit
        sit = self.situation(options)
        result = self._score(entry.hand, self.rules(rules_name), sit)
        net = result.net
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
            result.to_json() if self.keep_data else None,
        )

    def score_all(self, entries: Iterable[BatchLine]) -> list[Outcome]:
        return [self.score_line(e) for e in entries]


def _hand_shown(text: str) -> str:
    """A bad line's hand as the table shows it: printable and short."""
    return one_line(text, 40)


# Patterns that price through other items (压档 raises 支番 and 底) and so have no item of
# their own; the table names them anyway.
_UNPRICED = {"yadang": "压档", "paofeng": "跑风"}


def _pattern_labels(result: Result) -> tuple[str, ...]:
    labels = [i.label for i in result.items if i.key in result.patterns]
    labels += [_UNPRICED[k] for k in result.patterns if k in _UNPRICED]
    return tuple(dict.fromkeys(labels))


_Work = tuple[str, bool, "Decimal | None", Sequence[BatchLine]]


def _score_chunk(work: _Work) -> list[Outcome]:
    """Worker entry point for --jobs: one chunk of lines, in order."""
    default_rules, keep_data, unit, entries = work
    with _no_cycle_collection():
        return Scorer(default_rules, keep_data, unit).score_all(entries)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops them (no traceback per worker)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every platform
        return os.cpu_count() or 1


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
    unit: Decimal | None = None,
) -> Generator[Outcome, None, None]:
    """Score every line as it is read; outcomes come in input order whatever `jobs` is.

    With jobs > 1 the lines are cut into chunks scored by a process pool: as many workers
    as `jobs`, the usable CPUs and the chunks read so far allow, and no more than two
    chunks per worker read ahead, so memory stays flat on any input. Close the iterator
    (contextlib.closing) to stop the workers early.
    """
    if jobs > 1:
        chunks = chunked(entries, chunk_size)
        ahead = list(itertools.islice(chunks, min(jobs, usable_cpus())))
        if len(ahead) > 1:
            setting = (default_rules, keep_data, unit)
            yield from _pooled(itertools.chain(ahead, chunks), len(ahead), setting)
            return
        entries = itertools.chain.from_iterable(itertools.chain(ahead, chunks))  # no pool
    scorer = Scorer(default_rules, keep_data, unit)
    with _no_cycle_collection():
        for entry in entries:
            yield scorer.score_line(entry)


def _pooled(
    chunks: Iterable[list[BatchLine]], workers: int, setting: tuple[str, bool, Decimal | None]
) -> Iterator[Outcome]:
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    # Started with Ctrl-C ignored, which they inherit: an interrupt reaches the parent alone,
    # even while a worker is still starting up (before its initializer runs).
    previous = _set_interrupt_handler(signal.SIG_IGN)
    try:
        pool = context.Pool(workers, initializer=_ignore_interrupts)
    finally:
        _set_interrupt_handler(previous)
    pending: deque[AsyncResult[list[Outcome]]] = deque()
    try:
        for chunk in chunks:
            pending.append(pool.apply_async(_score_chunk, ((*setting, chunk),)))
            if len(pending) > 2 * workers:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()
        pool.close()
    finally:
        pool.terminate()  # at once on an interrupt or a closed pipe
        pool.join()


def _set_interrupt_handler(handler: Any) -> Any:
    try:
        return signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: leave signals alone
        return handler


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
        self.net = dict.fromkeys(SEATS, 0)
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
