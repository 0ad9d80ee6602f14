"""YAML text to plain data, strictly, with the FILE:LINE:COL of every key and list entry.

A rule file is data a stranger may hand you, so it is read with YAML 1.2's plain meanings and
nothing else: `1:30` is text (not 90), `yes`/`on` are text (only true/false are booleans),
`012` is twelve. Tags (`!!python/object`, `!!str`), anchors and aliases, more than one
document, nesting deeper than `MAX_DEPTH` and control characters are refused with one line.
PyYAML (its C parser when built with libyaml) only tokenises; the values are made here.
"""

from __future__ import annotations

import re
from typing import Any, Final

import yaml

from ..messages.errors import RuleFileError
from ..messages.message import Message
from .location import KeyPath, Location

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment,unused-ignore]

MAX_DEPTH: Final = 24  # the deepest built-in key path is 7 levels
MAX_NUMBER_CHARS: Final = 20
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1032-tag-resolution), plain scalars only.
_NULL: Final = frozenset({"", "~", "null", "Null", "NULL"})
_TRUE: Final = frozenset({"true", "True", "TRUE"})
_FALSE: Final = frozenset({"false", "False", "FALSE"})
_INT: Final = re.compile(r"[-+]?[0-9]+")
_OCT: Final = re.compile(r"0o[0-7]+")
_HEX: Final = re.compile(r"0x[0-9a-fA-F]+")
_FLOAT: Final = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?")
_INF: Final = re.compile(r"[-+]?\.(inf|Inf|INF)")
_NAN: Final = frozenset({".nan", ".NaN", ".NAN"})
_NUMBER_START: Final = frozenset("+-.0123456789")  # how every number pattern above begins


def plain_value(text: str) -> Any:
    """The value of a plain (unquoted) scalar under the YAML 1.2 core schema."""
    if text in _NULL:
        return None
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    if text[0] not in _NUMBER_START:  # most values are words: no number pattern can match
        return text
    if _INT.fullmatch(text):
        return int(text)
    if _OCT.fullmatch(text):
        return int(text[2:], 8)
    if _HEX.fullmatch(text):
        return int(text[2:], 16)
    if _FLOAT.fullmatch(text):
        return float(text)
    if _INF.fullmatch(text):
        return float("-inf") if text[0] == "-" else float("inf")
    if text in _NAN:
        return float("nan")
    return text


class _Reader:
    """Builds the data from PyYAML's events, refusing what a rule file has no use for."""

    def __init__(self, text: str, file: str, quote: bool) -> None:
        self.events = yaml.parse(text, Loader=_Loader)
        self.file = file
        self.quote = quote  # False for a file reached by `extends:`: quote none of its text
        self.locations: dict[KeyPath, Location] = {}

    def where(self, event: Any) -> Location:
        mark = event.start_mark
        return Location(self.file, mark.line + 1, mark.column + 1)

    def fail(self, event: Any, message: Message, quiet: Message | None = None) -> RuleFileError:
        shown = message if self.quote or quiet is None else quiet
        return RuleFileError(shown, str(self.where(event)))

    def check(self, event: Any) -> None:
        if getattr(event, "anchor", None) is not None or isinstance(event, yaml.AliasEvent):
            raise self.fail(event, Message("yaml_anchor"))
        tag = getattr(event, "tag", None)
        if tag is not None:
            raise self.fail(event, Message("yaml_tag"))

    def scalar(self, event: Any) -> Any:
        text: str = event.value
        bad = _CONTROL.search(text)
        if bad is not None:  # written as an escape ("\0"): the text itself was checked
            raise self.fail(event, Message("yaml_control", code=f"{ord(bad.group()):04X}"))
        if not event.implicit[0]:
            return text
        if len(text) > MAX_NUMBER_CHARS and any(p.fullmatch(text) for p in (_INT, _OCT, _HEX)):
            # int() refuses a decimal of over 4300 digits, and a long hex number fails later
            # when an error message quotes it
            raise self.fail(event, Message("yaml_long_number", size=MAX_NUMBER_CHARS))
        return plain_value(text)

    def document(self) -> Any:
        events = self.events
        next(events)  # StreamStart
        start = next(events)
        if isinstance(start, yaml.StreamEndEvent):
            raise RuleFileError(Message("yaml_empty"), f"{self.file}:1:1")
        root = next(events)
        data = self.node(root, (), 1)
        next(events)  # DocumentEnd
        after = next(events)
        if not isinstance(after, yaml.StreamEndEvent):
            raise self.fail(after, Message("yaml_two_documents"))
        return data

    def node(self, event: Any, path: KeyPath, depth: int) -> Any:
        self.check(event)
        if path not in self.locations:  # a mapping's value: its key's position is kept
            self.locations[path] = self.where(event)
        if depth > MAX_DEPTH:
            raise self.fail(event, Message("yaml_too_deep", depth=MAX_DEPTH))
        if isinstance(event, yaml.ScalarEvent):
            return self.scalar(event)
        if isinstance(event, yaml.SequenceStartEvent):
            items: list[Any] = []
            for item in self.events:
                if isinstance(item, yaml.SequenceEndEvent):
                    return items
                items.append(self.node(item, (*path, str(len(items))), depth + 1))
        if isinstance(event, yaml.MappingStartEvent):
            return self.mapping(path, depth)
        raise self.fail(event, Message("yaml_unexpected"))  # pragma: no cover - PyYAML's grammar

    def mapping(self, path: KeyPath, depth: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key_event in self.events:
            if isinstance(key_event, yaml.MappingEndEvent):
                return result
            self.check(key_event)
            where = self.where(key_event)
            if isinstance(key_event, yaml.ScalarEvent):
                key = self.scalar(key_event)
            else:
                key = self.node(key_event, ("\0key",), depth + 1)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                raise self.fail(
                    key_event, Message("yaml_bad_key", got=repr(key)), Message("yaml_bad_key_quiet")
                )
            key = str(key)
            if key in result:
                raise self.fail(
                    key_event, Message("yaml_key_twice", key=key), Message("yaml_key_twice_quiet")
                )
            value_event = next(self.events)
            at = (*path, key)
            self.locations[at] = where
            result[key] = self.node(value_event, at, depth + 1)
        raise RuleFileError(Message("yaml_invalid"), self.file)  # pragma: no cover


def parse(text: str, file: str, quote: bool = True) -> tuple[Any, dict[KeyPath, Location]]:
    """The data of `text` and the position of every key path; errors name FILE:LINE:COL.
    With `quote` false (a file reached by `extends:`), no message repeats the file's text."""
    bad = _CONTROL.search(text)
    if bad is not None:
        line = text.count("\n", 0, bad.start()) + 1
        column = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
        control = Message("yaml_control", code=f"{ord(bad.group()):04X}")
        raise RuleFileError(control, f"{file}:{line}:{column}")
    reader = _Reader(text, file, quote)
    try:
        data = reader.document()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else file
        why = Message("yaml_invalid_why", why=str(exc.problem or exc.context))
        raise RuleFileError(why if quote else Message("yaml_invalid"), where) from None
    except yaml.YAMLError as exc:
        why = Message("yaml_invalid_why", why=str(exc))
        raise RuleFileError(why if quote else Message("yaml_invalid"), file) from None
    kept = {path: at for path, at in reader.locations.items() if path[:1] != ("\0key",)}
    return data, kept
