"""`wuhu-mj rules diff A B` in words: one line per difference, in the chosen language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from ..messages.catalog import entries
from ..messages.i18n import localize, t
from ..rules.diff import Difference, Side
from ..rules.ruleset import Rules


def lines(left: Rules, right: Rules, found: Sequence[Difference]) -> list[str]:
    """The heading and one line per difference (what, each side's value and source)."""
    a, b = left.name, right.name
    if not found:
        return [t("diff_same", a=a, b=b)]
    out = [
        t("diff_head_one", a=a, b=b) if len(found) == 1 else t("diff_head", a=a, b=b, n=len(found))
    ]
    for diff in found:
        what = describe(diff.path, left, right)
        out.append(t("diff_line", what=what, a=a, sa=_side(diff.left), b=b, sb=_side(diff.right)))
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
            name = _name(path, pattern, left.data, right.data)
            return t(message_id, name=localize(name), key=path[-1])
    return ".".join(path)


_KEY = "rules_key:"


def _name(path: tuple[str, ...], pattern: tuple[str, ...], *sides: Mapping[str, Any]) -> str:
    """The label of the entry the first "*" stands for, from either side, or its key."""
    if "*" not in pattern:
        return ""
    end = pattern.index("*") + 1
    for data in sides:
        node: Any = data
        for key in path[:end]:
            node = node.get(key) if isinstance(node, Mapping) else None
        if isinstance(node, Mapping) and isinstance(node.get("label"), str):
            return str(node["label"])
    return path[end - 1]


def _side(side: Side) -> str:
    if not side.written:
        return t("diff_unset")
    return t("diff_side", value=value_text(side.value), source=side.source)


def value_text(value: Any) -> str:
    """A value as people say it: yes/no, words for choices, lists joined."""
    if isinstance(value, bool):
        return t("diff_yes") if value else t("diff_no")
    if value is None:
        return t("diff_none")
    if isinstance(value, str):
        return t(f"rules_value:{value}") if f"rules_value:{value}" in entries() else value
    if isinstance(value, float):
        return str(Decimal(str(value)).normalize())
    if isinstance(value, Mapping):
        if isinstance(value.get("patterns"), list):  # a 交 combination
            return "+".join(map(str, value["patterns"]))
        if "label" in value:  # an entry only one side has
            return localize(str(value["label"]))
        pairs = (f"{key}={value_text(item)}" for key, item in value.items())
        return t("list_sep").join(pairs) or t("diff_none")
    if isinstance(value, list):
        return t("list_sep").join(value_text(item) for item in value) or t("diff_none")
    return str(value)
