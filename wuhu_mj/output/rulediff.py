"""`wuhu-mj rules diff A B` in words: one line per difference (three when it does not fit the
terminal), in the chosen language.

An entry's label is the rule file's own, in that language (`label`, `label_en`), as a
breakdown shows it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from ..messages.catalog import entries
from ..messages.i18n import english, t
from ..messages.message import Text, render
from ..rules.compiled.label import english_of
from ..rules.diff import Difference, Side
from ..rules.rulefile import RuleData
from ..rules.ruleset import Rules


def lines(left: Rules, right: Rules, found: Sequence[Difference], width: int) -> list[str]:
    """The heading and one line per difference (what, each side's value and source); a
    difference wider than `width` columns takes three lines: what, then each side indented."""
    from rich.cells import cell_len

    a, b = left.name, right.name
    if not found:
        return [t("diff_same", a=a, b=b)]
    out = [
        t("diff_head_one", a=a, b=b) if len(found) == 1 else t("diff_head", a=a, b=b, n=len(found))
    ]
    for diff in found:
        what = describe(diff.path, left, right)
        sa, sb = _side(diff.left, left, diff.path), _side(diff.right, right, diff.path)
        line = t("diff_line", what=what, a=a, sa=sa, b=b, sb=sb)
        if cell_len(line) <= width:
            out.append(line)
        else:
            out += [t("diff_what", what=what), f"  {a} {sa}", f"  {b} {sb}"]
    return out


def describe(path: tuple[str, ...], left: Rules, right: Rules) -> str:
    """A rule-file key in plain words (the dotted key when no words are known)."""
    for message_id in entries():
        if not message_id.startswith(_KEY):
            continue
        pattern = tuple(message_id[len(_KEY) :].split("."))
        if len(pattern) == len(path) and all(
            p in ("*", k) for p, k in zip(pattern, path, strict=True)
        ):
            return t(message_id, name=_name(path, pattern, left, right), key=path[-1])
    return ".".join(path)


_KEY = "rules_key:"


def _name(path: tuple[str, ...], pattern: tuple[str, ...], *sides: Rules) -> str:
    """The label of the entry the first "*" stands for, from either side, or its key."""
    if "*" not in pattern:
        return ""
    end = pattern.index("*") + 1
    for rules in sides:
        node: Any = rules.data
        for key in path[:end]:
            node = node.get(key) if isinstance(node, Mapping) else None
        if isinstance(node, Mapping) and isinstance(node.get("label"), str):
            return _label(node, rules, path[:end])
    return path[end - 1]


def _label(entry: Mapping[str, Any], rules: Rules, path: tuple[str, ...]) -> str:
    """An entry's `label` in the language in force: its `label_en` in English when the file
    that wrote the label gives one (a house file's renamed label keeps its own words)."""
    chinese = str(entry["label"])
    data = RuleData(rules.name, rules.path, rules.chain, rules.data, rules.locations)
    words = Text(chinese, english_of(data, entry, path, "label", chinese))
    return render(words, "en" if english() else "zh")


def _side(side: Side, rules: Rules, path: tuple[str, ...]) -> str:
    if not side.written:
        return t("diff_unset")
    return t("diff_side", value=value_text(side.value, rules, path), source=side.source)


def value_text(value: Any, rules: Rules, path: tuple[str, ...]) -> str:
    """A value as people say it: yes/no, words for choices, an entry by its label, lists
    joined (`path`: where `rules` wrote it)."""
    if isinstance(value, bool):
        return t("diff_yes") if value else t("diff_no")
    if value is None:
        return t("diff_none")
    if isinstance(value, str):
        if f"rules_value:{value}" in entries():
            return t(f"rules_value:{value}")
        return pattern_label(value, rules)
    if isinstance(value, float):
        return str(Decimal(str(value)).normalize())
    if isinstance(value, Mapping):
        if isinstance(value.get("patterns"), list):  # a 交 combination: its label, else
            if isinstance(value.get("label"), str):  # its patterns' labels
                return _label(value, rules, path)
            return "+".join(pattern_label(str(p), rules) for p in value["patterns"])
        if isinstance(value.get("label"), str):  # an entry only one side has
            return _label(value, rules, path)
        pairs = (f"{key}={value_text(item, rules, (*path, key))}" for key, item in value.items())
        return t("list_sep").join(pairs) or t("diff_none")
    if isinstance(value, list):
        items = (value_text(item, rules, (*path, str(n))) for n, item in enumerate(value))
        return t("list_sep").join(items) or t("diff_none")
    return str(value)


# Where a rule file names its patterns, with their labels: the sections whose entries are
# patterns (a 嘴子, a direct 交, a 番, an Anqing point, a liability rule).
_PATTERN_SECTIONS = (
    ("zuizi",),
    ("jiao", "direct"),
    ("fan", "patterns"),
    ("points",),
    ("liability", "rules"),
)


def pattern_label(key: str, rules: Rules) -> str:
    """A pattern's key (`hunyise`) as its label in the language in force (混一色, "one suit
    with honors"), from the section that defines it or the file's `labels:` (压档); an
    unknown key as written."""
    for section in _PATTERN_SECTIONS:
        node: Any = rules.data
        for part in section:
            node = node.get(part) if isinstance(node, Mapping) else None
        entry = node.get(key) if isinstance(node, Mapping) else None
        if isinstance(entry, Mapping) and isinstance(entry.get("label"), str):
            return _label(entry, rules, (*section, key))
    labels = rules.data.get("labels")
    if isinstance(labels, Mapping) and isinstance(labels.get(key), str):
        en = labels.get(f"{key}_en")
        words = Text(labels[key], en if isinstance(en, str) else labels[key])
        return render(words, "en" if english() else "zh")
    return key
