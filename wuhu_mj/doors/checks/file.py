"""Read and validate a `check` file (samples/*-examples.yaml; format: docs/examples-format.md).

A check file is validated like a rule file before anything is scored: an unknown key (with
the closest known one), a value of the wrong kind or outside its choices is one error,
`FILE:LINE:COL: message`, exit status 2. A misspelt `printed:` or `win: discardd` must not
be read as "no numbers" or "a self-draw". The words a person reads, an example's title and
its reason, come in both languages as a rule file's labels do: `name` and `why` in Chinese,
`name_en` and `why_en` in English.
"""

from __future__ import annotations

import difflib
import os
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...messages.errors import InputError, RuleFileError
from ...messages.message import Message
from ...rules.rulefile import DEFAULT_RULES
from ...service.options import declared

# A check file is a page of worked examples; anything this large is not one.
SIZE_LIMIT = 1024 * 1024

TOP_KEYS = ("rules", "source", "examples")
EXAMPLE_KEYS = (
    "name",
    "name_en",
    "book",
    "hand",
    "printed",
    "expect",
    "why",
    "why_en",
    "measure",
    "items",
    "win",
    "flags",
    "options",
    "rules",
    "features",
)
VERDICTS = ("agrees", "disagrees", "cannot_be_dealt")
MEASURES = ("payers", "payer", "items", "price", "net")
WINS = ("self_draw", "discard")
FEATURES = ("zhi", "yadang", "zuizi", "kongs", "patterns", "fans", "direct")


@dataclass(frozen=True)
class SampleFile:
    path: str
    rules: str
    examples: tuple[Mapping[str, Any], ...]


def read_sample_file(path: str, given: bytes | None = None) -> SampleFile:
    """The file's examples, every key and value checked; InputError at FILE:LINE:COL.
    `given`: the file's bytes, read already (standard input; `path` names it in messages)."""
    from ...rules.yamltext import parse

    text = _read_text(path) if given is None else _decoded(given, path)
    if not any(line.strip() and not line.lstrip().startswith("#") for line in text.splitlines()):
        raise InputError(Message("check_empty"), f"{path}:1:1")
    try:
        data, locations = parse(text, path)
    except RuleFileError as exc:  # the YAML itself is broken
        raise InputError(exc.message, exc.where or path) from None

    def where(*keys: str) -> str:
        loc = locations.get(tuple(keys)) or locations.get(())
        return f"{loc.file}:{loc.line}:{loc.column}" if loc else f"{path}:1:1"

    if not isinstance(data, dict) or "examples" not in data:
        # Said without quoting the file: it may be some other file given by mistake.
        raise InputError(Message("check_not_a_mapping"), where())
    _known_keys(data, TOP_KEYS, "", where, ())
    _text(data, "rules", where, ())
    examples = data.get("examples")
    if not isinstance(examples, list) or not examples:
        raise InputError(Message("check_examples_list"), where("examples"))
    for i, example in enumerate(examples):
        _check_example(example, where, ("examples", str(i)))
    return SampleFile(path, str(data.get("rules", DEFAULT_RULES)), tuple(examples))


def _read_text(path: str) -> str:
    # Opened without waiting (a FIFO with no writer would hang the open), then refused unless
    # it is a plain file, as rule files are.
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise InputError(Message("check_cannot_read", why=str(exc.strerror)), path) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise InputError(Message("check_not_a_plain_file"), path)
    with open(fd, "rb") as handle:
        try:
            raw = handle.read(SIZE_LIMIT + 1)
        except OSError as exc:
            said = Message("check_cannot_read", why=str(exc.strerror))
            raise InputError(said, path) from None
    return _decoded(raw, path)


def _decoded(raw: bytes, path: str) -> str:
    if len(raw) > SIZE_LIMIT:
        raise InputError(Message("check_too_large", size=SIZE_LIMIT // 1024), path)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(Message("check_not_utf8", pos=exc.start + 1), path) from None


def _known_keys(
    data: Mapping[str, Any],
    known: Sequence[str],
    inside: str | Message,
    where: Any,
    path: tuple[str, ...],
) -> None:
    for key in data:
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1, cutoff=0.6)
            if close:
                hint = Message("rule_hint_close", close=close[0])
            else:
                hint = Message("rule_hint_known", known=", ".join(known))
            unknown = Message("rule_unknown_key", key=key, inside=inside, hint=hint)
            raise InputError(unknown, where(*path, key))


def _choice(
    value: Any, key: str, choices: Sequence[str], where: Any, path: tuple[str, ...]
) -> None:
    if value in choices:
        return
    close = difflib.get_close_matches(str(value), choices, n=1, cutoff=0.6)
    listed, got = ", ".join(choices), repr(value)
    if close:
        message = Message(
            "check_not_one_of_close", key=key, choices=listed, got=got, close=close[0]
        )
    else:
        message = Message("check_not_one_of", key=key, choices=listed, got=got)
    raise InputError(message, where(*path, key))


def _text(data: Mapping[str, Any], key: str, where: Any, path: tuple[str, ...]) -> None:
    if key in data and not isinstance(data[key], str):
        raise InputError(Message("check_text", key=key), where(*path, key))


def _check_example(example: Any, where: Any, path: tuple[str, ...]) -> None:
    if not isinstance(example, dict):
        raise InputError(Message("check_example_mapping"), where(*path))
    _known_keys(example, EXAMPLE_KEYS, Message("check_in_example"), where, path)
    if not isinstance(example.get("name"), str):
        raise InputError(Message("check_example_name"), where(*path))
    for key in ("name_en", "book", "why", "why_en", "rules"):
        _text(example, key, where, path)
    printed = example.get("printed")
    if not isinstance(printed, list) or not all(_whole(v) for v in printed):
        raise InputError(
            Message("check_printed"),
            where(*path, "printed") if "printed" in example else where(*path),
        )
    for key, choices in (("expect", VERDICTS), ("measure", MEASURES), ("win", WINS)):
        if key in example:
            _choice(example[key], key, choices, where, path)
    hand = example.get("hand", ...)
    if hand is ...:
        raise InputError(Message("check_example_hand"), where(*path))
    if hand is None:
        if not isinstance(example.get("features"), dict):
            raise InputError(Message("check_null_hand"), where(*path, "hand"))
        inside = Message("rule_inside", path="features")
        _known_keys(example["features"], FEATURES, inside, where, (*path, "features"))
    elif not isinstance(hand, str):
        raise InputError(Message("check_hand_text"), where(*path, "hand"))
    elif "features" in example:
        raise InputError(Message("check_features_only"), where(*path, "features"))
    items = example.get("items")
    if example.get("measure") == "items":
        if not isinstance(items, list) or not items or not all(isinstance(i, str) for i in items):
            raise InputError(Message("check_items_needed"), where(*path))
    elif "items" in example:
        raise InputError(Message("check_items_only"), where(*path, "items"))
    flags = example.get("flags", [])
    if not isinstance(flags, list):
        raise InputError(Message("check_flags_list"), where(*path, "flags"))
    for i, flag in enumerate(flags):
        name = flag.replace("_", "-") if isinstance(flag, str) else flag
        _choice(name, "flags", _flags(), lambda *_, i=i: where(*path, "flags", str(i)), ())
    options = example.get("options", {})
    if not isinstance(options, dict):
        raise InputError(Message("check_options_mapping"), where(*path, "options"))
    inside = Message("rule_inside", path="options")
    _known_keys(options, _options(), inside, where, (*path, "options"))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _flags() -> tuple[str, ...]:
    """The options an example may name under `flags:` (read when a file is checked)."""
    return tuple(s.name for s in declared() if s.kind == "flag")


def _options() -> tuple[str, ...]:
    """The options an example may give under `options:`: every option of a scored hand but
    the rule set (the file names it) and JSON output."""
    return tuple(s.name for s in declared() if s.kind not in ("rules", "json"))
