"""Read and validate a `check` file (samples/*-examples.yaml; format: docs/examples-format.md).

A check file is validated like a rule file before anything is scored: an unknown key (with
the closest known one), a value of the wrong kind or outside its choices is one error,
`FILE:LINE:COL: message`, exit status 2. A misspelt `printed:` or `win: discardd` must not
be read as "no numbers" or "a self-draw".
"""

from __future__ import annotations

import difflib
import os
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..messages.errors import InputError
from ..service.options import declared

# A check file is a page of worked examples; anything this large is not one.
SIZE_LIMIT = 1024 * 1024

TOP_KEYS = ("rules", "source", "examples")
EXAMPLE_KEYS = (
    "name",
    "book",
    "hand",
    "printed",
    "expect",
    "why",
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


def read_sample_file(path: str) -> SampleFile:
    """The file's examples, every key and value checked; InputError at FILE:LINE:COL."""
    from ..rules.yamltext import parse

    text = _read_text(path)
    if not any(line.strip() and not line.lstrip().startswith("#") for line in text.splitlines()):
        raise InputError("the check file is empty", f"{path}:1:1")
    try:
        data, locations = parse(text, path)
    except Exception as exc:  # RuleFileError: the YAML itself is broken
        raise InputError(_after_place(str(exc)), _place(str(exc), path)) from None

    def where(*keys: str) -> str:
        loc = locations.get(tuple(keys)) or locations.get(())
        return f"{loc.file}:{loc.line}:{loc.column}" if loc else f"{path}:1:1"

    if not isinstance(data, dict) or "examples" not in data:
        # Said without quoting the file: it may be some other file given by mistake.
        raise InputError("a check file is a mapping with 'rules:' and 'examples:'", where())
    _known_keys(data, TOP_KEYS, "", where, ())
    _text(data, "rules", where, ())
    examples = data.get("examples")
    if not isinstance(examples, list) or not examples:
        raise InputError("'examples' must be a list of examples", where("examples"))
    for i, example in enumerate(examples):
        _check_example(example, where, ("examples", str(i)))
    return SampleFile(path, str(data.get("rules", "wuhu")), tuple(examples))


def _read_text(path: str) -> str:
    # Opened without waiting (a FIFO with no writer would hang the open), then refused unless
    # it is a plain file, as rule files are.
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise InputError(f"cannot read the file: {exc.strerror}", path) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise InputError("not a plain file (a FIFO, a device or a folder?)", path)
    with open(fd, "rb") as handle:
        try:
            raw = handle.read(SIZE_LIMIT + 1)
        except OSError as exc:
            raise InputError(f"cannot read the file: {exc.strerror}", path) from None
    if len(raw) > SIZE_LIMIT:
        raise InputError(f"a check file must be at most {SIZE_LIMIT // 1024} KiB", path)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start + 1})", path) from None


def _place(message: str, path: str) -> str:
    head, sep, _ = message.partition(": ")
    return head if sep else path


def _after_place(message: str) -> str:
    return message.partition(": ")[2] or message


def _known_keys(
    data: Mapping[str, Any], known: Sequence[str], what: str, where: Any, path: tuple[str, ...]
) -> None:
    for key in data:
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1, cutoff=0.6)
            if close:
                message = f"unknown key '{key}'{what} (did you mean '{close[0]}'?)"
            else:
                message = f"unknown key '{key}'{what} (known: {', '.join(known)})"
            raise InputError(message, where(*path, key))


def _choice(
    value: Any, key: str, choices: Sequence[str], where: Any, path: tuple[str, ...]
) -> None:
    if value in choices:
        return
    close = difflib.get_close_matches(str(value), choices, n=1, cutoff=0.6)
    message = f"'{key}' must be one of {', '.join(choices)}, not {value!r}"
    if close:
        message = f"{message}; did you mean '{close[0]}'?"
    raise InputError(message, where(*path, key))


def _text(data: Mapping[str, Any], key: str, where: Any, path: tuple[str, ...]) -> None:
    if key in data and not isinstance(data[key], str):
        raise InputError(f"'{key}' must be text", where(*path, key))


def _check_example(example: Any, where: Any, path: tuple[str, ...]) -> None:
    if not isinstance(example, dict):
        raise InputError("an example is a mapping of keys (name, hand, printed, …)", where(*path))
    _known_keys(example, EXAMPLE_KEYS, " in an example", where, path)
    if not isinstance(example.get("name"), str):
        raise InputError("an example needs 'name:' (text)", where(*path))
    for key in ("book", "why", "rules"):
        _text(example, key, where, path)
    printed = example.get("printed")
    if not isinstance(printed, list) or not all(_whole(v) for v in printed):
        raise InputError(
            "'printed' must be a list of whole numbers (the book's numbers)",
            where(*path, "printed") if "printed" in example else where(*path),
        )
    for key, choices in (("expect", VERDICTS), ("measure", MEASURES), ("win", WINS)):
        if key in example:
            _choice(example[key], key, choices, where, path)
    hand = example.get("hand", ...)
    if hand is ...:
        raise InputError(
            "an example needs 'hand:' (a hand, or null with 'features:')", where(*path)
        )
    if hand is None:
        if not isinstance(example.get("features"), dict):
            raise InputError("'hand: null' needs 'features:' (a mapping)", where(*path, "hand"))
        _known_keys(example["features"], FEATURES, " in 'features'", where, (*path, "features"))
    elif not isinstance(hand, str):
        raise InputError("'hand' must be a hand in wuhu-mj notation", where(*path, "hand"))
    elif "features" in example:
        raise InputError("'features' is only for 'hand: null'", where(*path, "features"))
    items = example.get("items")
    if example.get("measure") == "items":
        if not isinstance(items, list) or not items or not all(isinstance(i, str) for i in items):
            raise InputError("'measure: items' needs 'items:', a list of item keys", where(*path))
    elif "items" in example:
        raise InputError("'items' is only for 'measure: items'", where(*path, "items"))
    flags = example.get("flags", [])
    if not isinstance(flags, list):
        raise InputError("'flags' must be a list", where(*path, "flags"))
    for i, flag in enumerate(flags):
        name = flag.replace("_", "-") if isinstance(flag, str) else flag
        _choice(name, "flags", _flags(), lambda *_, i=i: where(*path, "flags", str(i)), ())
    options = example.get("options", {})
    if not isinstance(options, dict):
        raise InputError("'options' must be a mapping of score options", where(*path, "options"))
    _known_keys(options, _options(), " in 'options'", where, (*path, "options"))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _flags() -> tuple[str, ...]:
    """The options an example may name under `flags:` (read when a file is checked)."""
    return tuple(s.name for s in declared() if s.kind == "flag")


def _options() -> tuple[str, ...]:
    """The options an example may give under `options:`: every option of a scored hand but
    the rule set (the file names it) and JSON output."""
    return tuple(s.name for s in declared() if s.kind not in ("rules", "json"))
