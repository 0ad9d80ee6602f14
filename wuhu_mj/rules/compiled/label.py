"""Labels: words of a rule file a person reads, in Chinese, with their English beside them.

A field typed `Label` (`label`, `description`, each key of `labels:`) is written in Chinese and
may have its English in the key of the same name with `_en` added (`label_en`, `zhi_en`); it is
decoded into a `Text` (messages/message.py). The English counts only when the file that wrote
it is the one that wrote the Chinese, or one that extends it: a house file that renames an item
without giving the English shows its own words in both languages, never the parent's English,
which may describe something else (docs/house-rules.md).
"""

from collections.abc import Mapping
from typing import Any, Final

from ...messages.message import Text
from ..rulefile import RuleData

ENGLISH: Final = "_en"
Label = Text  # the type of a Label field: decode.shape_of knows it as the kind "label"


def english_of(
    rules: RuleData, raw: Mapping[str, Any], path: tuple[str, ...], name: str, chinese: str
) -> str:
    """The English of the Label `name` written at `path` (its Chinese: `chinese`)."""
    english = raw.get(name + ENGLISH)
    if not isinstance(english, str):  # not written (a value of another kind: decode refuses it)
        return chinese
    written = rules.locations.get((*path, name))
    translated = rules.locations.get((*path, name + ENGLISH))
    chain = rules.chain
    if written is None or translated is None or written.file == translated.file:
        return english
    if written.file not in chain or translated.file not in chain:
        return english
    renamed = chain.index(written.file) < chain.index(translated.file)
    return chinese if renamed else english  # renamed by a file later in the chain: its words
