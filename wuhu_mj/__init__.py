"""wuhu-mj: hand scorer for the mahjong of Anhui (Wuhu, Anqing, Chizhou)."""

from .errors import InputError, RuleFileError, WuhuMjError
from .notation import format_hand, parse_hand
from .result import Item, Payment, Result
from .ruleset import Rules, load_rules
from .scoring import score
from .situation import Situation

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
__version__ = "0.1.0"
