"""What the page shows of an answer: the object the CLI's `--json` prints, with its words in
the page's language.

The numbers are the printed JSON's own (read back from it, exact decimals as printed); the
words — item labels and notes, what each payer's items are called, the reason, liability,
the reading's notes, what a wait is — are rendered from the scorer's records (catalog
messages, a rule file's labels in both languages), never translated back from the Chinese
the JSON carries.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from ...messages.message import Joined, Language, Message, Text, render
from ...scoring.discards import Discards
from ...scoring.money import money_text
from ...scoring.result import Result
from ...scoring.waits import SPECIAL, Waits
from ...service import Scored


def result_words(result: Result, data: dict[str, Any], lang: Language) -> dict[str, Any]:
    """`data` (the result's printed JSON, read back) with the result's words in `lang`."""
    data["reason"] = render(result.reason, lang)
    for shown, item in zip(data["items"], result.items, strict=True):
        shown["label"] = render(item.label, lang)
        if item.note:
            shown["note"] = render(item.note, lang)
    for paid, payment in zip(data["payments"], result.payments, strict=True):
        if payment.note:
            paid["note"] = render(payment.note, lang)
        for shown, item in zip(paid["items"], payment.items, strict=True):
            shown["label"] = render(item.label, lang)
        # The payer's points together, as the page shows them (summed here, exactly).
        paid["points_total"] = money_text(
            sum((Decimal(str(shown["points"])) for shown in paid["items"]), Decimal(0))
        )
    for key, value in result.details.items():
        if key in data:
            data[key] = _details(value, data[key], lang)
    return data


def _details(value: Any, printed: Any, lang: Language) -> Any:
    """A detail of a result in `lang`; what holds no words (money, counts) stays as printed."""
    if isinstance(value, (Message, Text, Joined)):
        return render(value, lang)
    if isinstance(value, Mapping) and isinstance(printed, dict):
        return {k: _details(value[k], v, lang) if k in value else v for k, v in printed.items()}
    if isinstance(value, (list, tuple)) and isinstance(printed, list):
        return [_details(v, p, lang) for v, p in zip(value, printed, strict=True)]
    return printed


def scored(answer: Scored, printed: str, lang: Language) -> dict[str, Any]:
    """What the page shows of `score --json`'s answer (`printed`)."""
    return result_words(answer.result, json.loads(printed), lang)


def waits(found: Waits | Discards, printed: str, lang: Language) -> dict[str, Any]:
    """What the page shows of `waits --json`'s answer: 13 tiles' waits, or 14 tiles' discards."""
    data: dict[str, Any] = json.loads(printed)
    if isinstance(found, Discards):
        for shown, discard in zip(data["discards"], found.discards, strict=True):
            _waits_words(discard.waits, shown, lang)
        return data
    data["note"] = render(found.note, lang)
    return _waits_words(found, data, lang)


def _waits_words(found: Waits, data: dict[str, Any], lang: Language) -> dict[str, Any]:
    for shown, wait in zip(data["waits"], found.waits, strict=True):
        shown["special"] = [render(SPECIAL[key], lang) for key in wait.special]
    return data
