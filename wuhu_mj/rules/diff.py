"""What differs between two rule sets (`wuhu-mj rules diff A B`), after `extends:`.

Both merged rule files are walked key by key; a list is one value (a list replaces its
parent's whole). Words are left out: a rule set's name, description and source, the
`labels:` and `sources:` sections, and an entry's own `label` and `source`: they change how
a result reads, not what it pays. Each difference carries both values and, for each side,
where the rule comes from: the rulebook source the rule file gives for that key (an entry's
`source`, or its `sources:` line), else FILE:LINE where the value was written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from .citation import shown_place
from .ruleset import Rules

# Keys that are words, not rules: anywhere (an entry's own) and at the top of a file.
_WORDS = frozenset({"label", "label_en", "source", "description", "description_en"})
_TOP_WORDS = frozenset({"name", "labels", "sources", "extends"})

# Where a value's rulebook source is, when the rule file gives one: the `sources:` keys tried
# for a key path (by its first two parts, or its first), or the entry's own `source`.
_SOURCES: dict[tuple[str, ...], tuple[str, ...]] = {
    ("prices", "zhi_multiplier"): ("zhi",),
    ("prices", "di"): ("di",),
    ("prices", "dealer_extra_di"): ("dealer",),
    ("prices", "dealer_extra"): ("dealer",),
    ("prices", "streak"): ("streak",),
    ("prices", "streak_step"): ("streak",),
    ("prices", "kong"): ("kong",),
    ("kong",): ("kong",),
    ("jiao", "value"): ("jiao",),
    ("jiao", "per_extra_zuizi"): ("jiao",),
    ("jiao", "self_draw_bonus"): ("jiao_self_draw", "jiao"),
    ("jiao", "zuizi_needed"): ("jiao",),
    ("win", "min_hua"): ("hua",),
    ("fan", "cap"): ("value",),
    ("fan", "none"): ("xiaohu",),
}
# Sections whose entries carry their own `source` (zuizi.sihuo.source ...), by path length.
_ENTRIES = {
    ("zuizi",): 2,
    ("jiao", "direct"): 3,
    ("fan", "patterns"): 3,
    ("points",): 2,
    ("switches",): 2,
    ("liability", "rules"): 3,
    ("several_winners",): 1,
}


class Side(NamedTuple):
    """One rule set's value of a key (None when it does not write it) and its source."""

    value: Any
    source: str
    written: bool = True


class Difference(NamedTuple):
    path: tuple[str, ...]
    left: Side
    right: Side


def differences(left: Rules, right: Rules) -> list[Difference]:
    """Every key whose value differs between the two merged rule sets, in file order."""
    out: list[Difference] = []
    for path in _paths(left.data, right.data, ()):
        a, b = _value(left.data, path), _value(right.data, path)
        if not _equal(a, b):
            out.append(Difference(path, _side(left, path, a), _side(right, path, b)))
    return out


def _equal(a: Any, b: Any) -> bool:
    """Equal as rules: 1 and 1.0 are one number; true is not 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return bool(a == b)


_MISSING = object()


def _value(data: Mapping[str, Any], path: tuple[str, ...]) -> Any:
    node: Any = data
    for key in path:
        if not isinstance(node, Mapping) or key not in node:
            return _MISSING
        node = node[key]
    return node


def _paths(a: Any, b: Any, path: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The leaf key paths of either side (a mapping's keys in the order written, the left
    side's first); a list, a scalar or a key one side lacks is a leaf."""
    if not (isinstance(a, Mapping) and isinstance(b, Mapping)):
        return [path]
    out: list[tuple[str, ...]] = []
    for key in dict.fromkeys([*a, *b]):
        if key in _WORDS or (not path and key in _TOP_WORDS):
            continue
        out += _paths(a.get(key, _MISSING), b.get(key, _MISSING), (*path, key))
    return out


def _side(rules: Rules, path: tuple[str, ...], value: Any) -> Side:
    if value is _MISSING:
        return Side(None, "", written=False)
    return Side(value, source_of(rules, path))


def source_of(rules: Rules, path: tuple[str, ...]) -> str:
    """Where the rule at `path` comes from: the rulebook source the file that wrote the value
    gives for it, else FILE:LINE where the value was written (a house file that changes a
    value under its parent's citation is cited by its own line)."""
    written = rules.where(*path)
    file = written.rsplit(":", 2)[0]
    for section, depth in _ENTRIES.items():
        if path[: len(section)] == section and len(path) >= depth:
            cited = _cited(rules, (*path[:depth], "source"), file)
            if cited:
                return cited
    for size in (2, 1):
        for key in _SOURCES.get(path[:size], ()):
            cited = _cited(rules, ("sources", key), file)
            if cited:
                return cited
    return shown_place(written.rsplit(":", 1)[0])  # FILE:LINE


def _cited(rules: Rules, path: tuple[str, ...], file: str) -> str:
    """The text at `path` when the same file wrote it, else ""."""
    cited = _value(rules.data, path)
    if not isinstance(cited, str) or not cited or rules.where(*path).rsplit(":", 2)[0] != file:
        return ""
    return cited


__all__ = ["Difference", "Side", "differences", "shown_place", "source_of"]
