"""Reading batch input: physical lines, each turned into a hand and its options or an error.

A batch is JSON Lines (one object per hand: ``"hand"`` plus `score` option names as keys)
or plain text (each line the arguments of `score`). Both may mix in one file; blank lines
and lines starting with ``#`` are skipped. Line numbers are the physical lines of the
input, as `wc -l` and an editor count them, so an error points at the line to fix.
Every line is read within a size limit and parsed in linear time.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from enum import Enum
from typing import Any, BinaryIO, Final, NamedTuple

from ...messages.errors import InputError, WuhuMjError
from ...messages.message import Message
from ...notation.records import record
from ...output.safetext import one_line
from ...service.grammar import read_json
from ...service.limits import MAX_LINE_BYTES, shown
from ...service.options import FLAG_KINDS, declared, did_you_mean, short_option, spec_of
from .announced import announced


class BatchLine(NamedTuple):
    """One input line: the hand and its options, or why the line could not be read."""

    line: int
    hand: str = ""
    options: Mapping[str, Any] = {}  # shared, never changed: options are only read
    error: WuhuMjError | None = None
    # The other winners when one discard had several (一炮多响): (hand, options) each.
    also: tuple[tuple[str, Mapping[str, Any]], ...] = ()


_BOM: Final = b"\xef\xbb\xbf"
# Blank means these only: \x1c-\x1f are whitespace to str.strip() but are a line's content
# here (the line gets its error, not silence). U+3000 is the space of a Chinese keyboard.
_SPACE: Final = " \t\r\v\f\u3000"


# A line this long is no batch line gone wrong but something else (a device, a binary): the
# reading stops there, and says so on that line.
MAX_SKIPPED_BYTES: Final = 64 * 1024 * 1024


class Unread(Enum):
    """A line not read: longer than MAX_LINE_BYTES, or so long that reading stops there."""

    TOO_LONG = "too long"
    ENDLESS = "endless"


def read_lines(stream: BinaryIO) -> Iterator[tuple[int, str | Unread]]:
    """(number, text) for each line of `stream`; Unread.TOO_LONG for a line over
    MAX_LINE_BYTES, Unread.ENDLESS (and no more lines) for one over MAX_SKIPPED_BYTES.

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
            skipped = len(raw)
            while raw and not raw.endswith(b"\n"):  # the rest of the line, a piece at a time
                if skipped > MAX_SKIPPED_BYTES:  # not a batch file (/dev/zero): stop here
                    yield number, Unread.ENDLESS
                    return
                raw = stream.readline(MAX_LINE_BYTES)
                skipped += len(raw)
            yield number, Unread.TOO_LONG
            continue
        yield number, raw.decode("utf-8", "replace")


def parse_line(number: int, text: str | Unread) -> BatchLine | None:
    """One physical line; None for a blank line or a comment. Never raises: whatever is
    wrong with the line becomes its error."""
    if text is Unread.TOO_LONG:
        return BatchLine(number, error=_line_error("line_too_long_bytes", limit=MAX_LINE_BYTES))
    if text is Unread.ENDLESS:
        limit = MAX_SKIPPED_BYTES // (1024 * 1024)
        return BatchLine(number, error=_line_error("line_endless", limit=limit))
    stripped = text.strip(_SPACE + "\n")
    if not stripped or stripped.startswith("#"):
        return None
    try:
        if stripped.startswith("{"):
            return _json_line(number, stripped)
        return _text_line(number, stripped)
    except InputError as exc:
        return BatchLine(number, error=exc)
    except RecursionError:
        return BatchLine(number, error=_line_error("nested_too_deeply"))
    except Exception as exc:  # a line's failure, whatever it is, is that line's error
        return BatchLine(number, error=_line_error("line_internal_error", kind=type(exc).__name__))


def _line_error(message_id: str, **values: object) -> InputError:
    return InputError(Message(message_id, **values), "line")


def parse_lines(lines: Iterable[str | Unread], first: int = 1) -> Iterator[BatchLine]:
    for number, text in enumerate(lines, first):
        parsed = parse_line(number, text)
        if parsed is not None:
            yield parsed


def read_batch(stream: BinaryIO, waiting: Callable[[], None] | None = None) -> Iterator[BatchLine]:
    """The lines of a batch file to score, in order, read one at a time. `waiting` is called
    before each read that may have to wait for the input (a pipe that has nothing yet): the
    output written so far is flushed then, so answers flow while the input still arrives."""
    if waiting is not None:
        stream = announced(stream, waiting)
    for number, text in read_lines(stream):
        parsed = parse_line(number, text)
        if parsed is not None:
            yield parsed


def _json_line(number: int, text: str) -> BatchLine:
    try:
        # The service's JSON (service/grammar.py): 2.9 stays 2.9 (no seat 2), and NaN,
        # Infinity, 1e999 and 5000-digit integers are errors naming their column.
        data = read_json(text, "line")
    except json.JSONDecodeError as exc:
        said = Message("json_invalid", col=exc.colno, why=exc.msg)
        raise InputError(said, "line") from None
    if not isinstance(data, dict):
        raise InputError(Message("json_line_not_object"), "line")
    if "winners" in data:
        return _several_line(number, data)
    hand = data.pop("hand", None)
    if not isinstance(hand, str):
        raise InputError(Message("json_line_no_hand"), "line")
    return record(BatchLine, (number, hand, data, None, ()))


def _several_line(number: int, data: dict[str, Any]) -> BatchLine:
    """`{"winners": [{"winner", "hand", ...}, ...], "from", ...}`: one discard, several winners
    (docs/batch.md); keys beside `winners` are every winner's, those inside one winner's own."""
    listed = data.pop("winners")
    if "hand" in data or "winner" in data:
        raise InputError(Message("several_winners_json"), "winners")
    wins: list[tuple[str, dict[str, Any]]] = []
    for won in listed if isinstance(listed, list) else [None]:
        if not isinstance(won, dict) or not isinstance(won.get("hand"), str) or "winner" not in won:
            raise InputError(Message("several_winners_json"), "winners")
        own = {k: v for k, v in won.items() if k != "hand"}
        wins.append((won["hand"], {**data, **own}))
    if not wins:
        raise InputError(Message("several_winners_json"), "winners")
    (hand, options), *also = wins
    return BatchLine(number, hand, options, also=tuple(also))


# One piece of a text line, shell style: spaces, 'single' and "double" quotes, a backslash
# escape, plain characters, or a quote or backslash left open. A regular expression rather
# than shlex, which builds each word a character at a time (101 s on a 1.6 MB line).
_PIECES: Final = re.compile(
    r"(?P<space>[ \t\r\v\f\u3000]+)"
    r"|'(?P<single>[^']*)'"
    r'|"(?P<double>(?:[^"\\]|\\.)*)"'
    r"|\\(?P<escaped>.)"
    r"""|(?P<plain>[^ \t\r\v\f\u3000'"\\]+)"""
    r"|(?P<open>.)",
    re.DOTALL,
)
_DOUBLE_ESCAPE: Final = re.compile(r'\\(["\\])')


# What makes a line more than words between spaces (" "): another space, a quote, an escape,
# a comment.
_NOT_PLAIN: Final = re.compile(r"['\"\\#\t\r\v\f\u3000]")


def split_words(text: str) -> list[str]:
    """The words of a text line as a POSIX shell splits them; `#` at a word's start begins
    a comment. Linear in the length of the line."""
    if not _NOT_PLAIN.search(text):  # the usual line: words and spaces
        return [word for word in text.split(" ") if word]
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
            problem = Message("split_no_escaped" if value == "\\" else "split_no_closing")
            raise InputError(Message("line_cannot_split", why=problem), "line")
        if kind == "double":
            value = _DOUBLE_ESCAPE.sub(r"\1", value)
        word.append(value)
        in_word = True
    if in_word:
        words.append("".join(word))
    return words


def _option_names() -> list[str]:
    return [spec.name for spec in declared()]


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
                raise InputError(Message("line_second_hand", word=shown(word)), "line")
            hand = word
            continue
        name, eq, value = word.partition("=")
        # The options declared now: a one-letter flag (-r), else a name (--from, -from).
        spec = (None if name.startswith("--") else short_option(name)) or spec_of(name.lstrip("-"))
        key = spec.key if spec is not None else ""
        if spec is None or (spec.kind in FLAG_KINDS and eq):
            said = Message("line_unknown_option", hint=did_you_mean(name, _option_names()))
            raise InputError(said, one_line(name, 40))
        if spec.kind in FLAG_KINDS:
            options[key] = True
        else:
            if not eq:
                if i >= len(words):
                    raise InputError(Message("option_needs_value"), name)
                value = words[i]
                i += 1
            if spec.kind == "fed":  # given once per seat
                options.setdefault(key, []).append(value)
            else:
                options[key] = value
    if hand is None:
        raise InputError(Message("line_no_hand"), "line")
    return record(BatchLine, (number, hand, options, None, ()))
