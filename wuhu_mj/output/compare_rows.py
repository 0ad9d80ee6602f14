"""The item rows of `score -r A -r B …`: each item of the breakdown with its points under each
rule set side by side, so "why 13 under one and 31 under the other" is answered row by row.

A row is an item's key and its occurrence (two 四活 are two rows); it is named by the first
rule set that has it (its label there; another rule set may call it otherwise, 四核). A rule
set without the row, or under which the hand is no win, has None there (`—` in the table).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..messages.message import Words, json_words
from ..scoring.result import Result

if TYPE_CHECKING:
    from ..service.pipeline import Scored


class ItemRow(NamedTuple):
    key: str
    label: Words
    points: tuple[int | None, ...]  # one per rule set, in the order given


def item_rows(results: Sequence[Result]) -> list[ItemRow]:
    """Every row of every result, in the order first met, with each result's points."""
    order: dict[tuple[str, int], Words] = {}
    found: list[dict[tuple[str, int], int]] = []
    for result in results:
        seen: dict[str, int] = {}
        points: dict[tuple[str, int], int] = {}
        for item in result.items if result.winning else ():
            n = seen.get(item.key, 0)
            seen[item.key] = n + 1
            order.setdefault((item.key, n), item.label)
            points[item.key, n] = item.points
        found.append(points)
    return [
        ItemRow(key, label, tuple(points.get((key, n)) for points in found))
        for (key, n), label in order.items()
    ]


def rows_json(results: Sequence[Result]) -> list[dict[str, Any]]:
    """The rows as `score -r A -r B --json` carries them: key, label (Chinese), points (a
    list, one per rule set, null where the rule set has no such row)."""
    return [
        {"key": row.key, "label": json_words(row.label), "points": list(row.points)}
        for row in item_rows(results)
    ]


def compared_json(scored: Sequence[Scored]) -> str:
    """The line `score -r A -r B --json` prints (and the page's compare answers): the rule
    sets' names, each result as `score --json` prints it, and the item rows side by side."""
    from .safetext import json_line

    results = [s.result for s in scored]
    names = json_line([result.rules for result in results])
    texts = ", ".join([s.json_text() for s in scored])
    return f'{{"rules": {names}, "results": [{texts}], "items": {json_line(rows_json(results))}}}'
