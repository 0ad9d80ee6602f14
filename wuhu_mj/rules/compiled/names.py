"""Specs for the names a rule file may use: the words the code knows are passed to `decode`
by kind (patterns from the detectors, options and variants from the variant registry), so
the tables import nothing above them."""

from __future__ import annotations

from typing import Final

from ...messages.message import Message
from .decode import Spec

MELD_KINDS: Final = ("peng", "gang", "jiagang", "angang", "chi")
FED_MARKS: Final = ("nohua", "laizi")

PATTERN: Final = Spec(
    names="pattern", what=Message("what_pattern")
)  # a str: one of the detectors' names
UNIQUE: Final = Spec(unique=True)  # a list: no entry twice
