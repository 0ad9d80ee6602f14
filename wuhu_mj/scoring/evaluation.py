"""The record a variant returns for one reading it can price."""

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..messages.message import Words
from ..notation.reading.readings import Reading
from .result import Item, Price


class Evaluation(NamedTuple):
    """One priced reading: the price per payer, the breakdown and what to report."""

    price: Price
    items: tuple[Item, ...]
    patterns: tuple[str, ...]
    reading: Reading | None
    details: Mapping[str, Any] = {}


class NotAWin(NamedTuple):
    """Valid input that the rules do not let win, with the reason in words."""

    reason: Words
    details: Mapping[str, Any] = {}
