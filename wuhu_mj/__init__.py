"""wuhu-mj: hand scorer for the mahjong of Anhui (Wuhu, Anqing, Chizhou and their neighbours:
Hefei, Lujiang, Wuwei, Nanling, Ma'anshan)."""

# The one place the version is written: pyproject.toml reads it from here (without importing),
# and `wuhu-mj --version` prints it.
__version__ = "0.1.0"

from .doors import startup  # noqa: F401  (first: Ctrl-C while the command starts is quiet)
from .messages.errors import InputError, RuleFileError, WuhuMjError
from .notation.text import format_hand, parse_hand
from .rules.ruleset import Rules, load_rules
from .scoring.best import score
from .scoring.result import Item, Payment, Result
from .scoring.situation import Situation

__all__ = [
    "InputError",
    "Item",
    "Payment",
    "Result",
    "RuleFileError",
    "Rules",
    "Situation",
    "WuhuMjError",
    "format_hand",
    "load_rules",
    "parse_hand",
    "score",
]
