"""The words of a session hand line and the keys of a JSON hand: made from the option
registry (service/options.py) when a line is read, so a variant's own options and their Chinese
words (钻 5p, 幸运牌 5m) are known as soon as it is registered."""

from __future__ import annotations

from ...service.options import declared


def flag_words() -> dict[str, str]:
    """A hand line's flags, without their dashes, and their Chinese words: the option each
    names (`杠开` → kong_draw), from the options declared now (service/options.py)."""
    words: dict[str, str] = {}
    for spec in declared():
        if spec.session == "line" and spec.kind == "flag":
            words.update(dict.fromkeys((spec.name, *spec.words), spec.key))
    return words


def value_words() -> dict[str, str]:
    """A hand line's options that take a value (`钻 5p`, `from 老王`), by name and word."""
    words: dict[str, str] = {}
    for spec in declared():
        if spec.session == "line" and spec.kind != "flag":
            words.update(dict.fromkeys((spec.key, spec.name, *spec.words), spec.key))
    return words


def header_words() -> frozenset[str]:
    """Options the header gives (unit, streak, the rule set), which a hand line may not."""
    specs = [spec for spec in declared() if spec.session == "header"]
    return frozenset([*(s.name for s in specs), *(s.short.lstrip("-") for s in specs if s.short)])


def json_hand_keys() -> frozenset[str]:
    """Keys of a JSON hand object: the hand, and what `score` takes as in a batch line."""
    keys = {spec.key for spec in declared() if spec.session in ("line", "seat")}
    return frozenset({"hand", *keys})
