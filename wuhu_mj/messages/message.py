"""What the library says to a person, before it is put into words: a catalog id and its values.

The core never writes a sentence. It raises errors and writes notes and reasons as a
`Message` (an id of the catalog, messages/catalog/, and the values to fill in); the edge (the
CLI, the page, JSON) renders it in Chinese or English with `render`. A value may itself be a
Message (a clause inside a sentence), a `Text` (words that come with both languages from a
rule file, such as a pattern's label), a number, or text a person typed, shown as typed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, Literal, NamedTuple, TypeAlias

if TYPE_CHECKING:
    from decimal import Decimal

Language = Literal["zh", "en"]
LANGUAGES: Final[tuple[Language, ...]] = ("zh", "en")


class Text(NamedTuple):
    """Words that arrive in both languages (a rule file's `label` and `label_en`)."""

    zh: str
    en: str

    def __str__(self) -> str:
        return self.zh


class Message:
    """A catalog id and the values its templates name, e.g. Message("seat_outside", seat=5).

    Equal messages render alike; `str()` is the English line (for logs and tracebacks)."""

    __slots__ = ("_hash", "id", "values", "words")

    def __init__(self, id: str, /, **values: object) -> None:
        self.id = id
        self.values = values
        self.words: dict[str, str] | None = None  # rendered, by language (render keeps them)
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        if other is self:
            return True
        return isinstance(other, Message) and other.id == self.id and other.values == self.values

    def __hash__(self) -> int:  # kept: payments are cached by their items, notes included
        found = self._hash
        if found is None:
            found = self._hash = hash((self.id, frozenset(self.values.items())))
        return found

    def __reduce__(self) -> tuple[Callable[[str, dict[str, object]], Message], tuple[Any, ...]]:
        # By id and values, as made: a compiled Message (mypyc) is not made without them.
        return _message, (self.id, self.values)

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.values.items())
        return f"Message({self.id!r}{inner})"

    def __str__(self) -> str:
        return render(self, "en")

    def zh(self) -> str:
        """The Chinese text, as JSON output carries notes and reasons."""
        return render(self, "zh")


def _message(id: str, values: dict[str, object]) -> Message:
    """A Message unpickled (a batch's worker sends its errors and notes back)."""
    return Message(id, **values)


class Joined(NamedTuple):
    """Several values shown as one, joined by the language's list separator (、 or ", ")
    or by `separator` (a catalog id) when given."""

    parts: tuple[Renderable, ...]
    separator: str = "list_sep"


# A string: decimal is imported only where money has fractions (a Decimal is shown below).
Renderable: TypeAlias = "Message | Text | Joined | str | int | Decimal"


def joined(parts: Iterable[Renderable], separator: str = "list_sep") -> Joined:
    return Joined(tuple(parts), separator)


@lru_cache(maxsize=4096)
def kept(id: str, /, **values: object) -> Message:
    """Message(id, **values), the same object for the same id and values: a note the scorer
    writes for hand after hand is put into words once (render keeps what it made)."""
    return Message(id, **values)


# What the core writes where a person reads words: a label, a note, a reason. A plain str is
# shown as it is in both languages (a rulebook citation, tile codes, what a person typed).
Words = Message | Text | Joined | str


def json_words(value: Any) -> Any:
    """`value` with every Message, Text and Joined inside it (lists and mappings too) in
    Chinese: the form JSON output carries. What holds none (numbers, tile codes) is kept."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is list:
        if _all_text(value):  # the usual list: tile codes, melds
            return value
        return [json_words(v) for v in value]
    if kind is dict:
        out = dict(value)
        for key, v in out.items():
            if type(v) not in _PLAIN and not (type(v) is list and _all_text(v)):
                out[key] = json_words(v)
        return out
    if isinstance(value, (Message, Text, Joined)):
        return render(value, "zh")
    return value


def _all_text(values: list[Any]) -> bool:
    return all(isinstance(v, str) for v in values)  # mypyc makes it a loop; all(map()) a call


_PLAIN: Final = frozenset({str, int, bool, type(None)})


_CATALOG: Final[dict[str, tuple[str, str]]] = {}  # the entries put into words so far


def _template(message_id: str, lang: Language) -> str:
    found = _CATALOG.get(message_id)
    if found is None:
        from .catalog import find  # a part of the catalog loads when it is first needed

        found = _CATALOG[message_id] = find(message_id)
    zh, en = found
    return en if lang == "en" else zh


# A count's plural choice in a template: `{n!p:kind|kinds}` is "kind" when the value n is 1,
# else "kinds" (English; Chinese has none). Written as a conversion so that the catalog's
# test of the values each template names reads `n` from it, as from `{n}`.
_PLURAL: Final = re.compile(r"\{(\w+)!p:([^|{}]*)\|([^{}]*)\}")


def plural_forms(template: str, values: dict[str, str]) -> str:
    """`template` with each plural choice made for its count among `values`."""

    def choose(found: re.Match[str]) -> str:
        form = found[2] if values.get(found[1]) == "1" else found[3]
        return form.replace("{", "{{").replace("}", "}}")

    return _PLURAL.sub(choose, template)


def map_text(value: object, change: Callable[[str], str]) -> Any:
    """`value` with `change` applied to every plain text inside it (the values of a Message,
    in turn): e.g. a file's private folder taken out of an error before it is shown."""
    if isinstance(value, Message):
        return Message(value.id, **{k: map_text(v, change) for k, v in value.values.items()})
    if isinstance(value, Joined):
        return Joined(tuple(map_text(p, change) for p in value.parts), value.separator)
    if isinstance(value, str) and not isinstance(value, Text):
        return change(value)
    return value


def render(value: object, lang: Language) -> str:
    """`value` in `lang`: a Message through the catalog (its values rendered in turn)."""
    if isinstance(value, str):
        return value
    if isinstance(value, Text):
        return value.en if lang == "en" else value.zh
    if isinstance(value, Message):
        # A message is put into words once per language: a batch renders the same few
        # hundred notes (kept in the price memo) again and again.
        words = value.words
        if words is None:
            words = value.words = {}
        said = words.get(lang)
        if said is None:
            values = {name: render(v, lang) for name, v in value.values.items()}
            template = _template(value.id, lang)
            if "!p:" in template:
                template = plural_forms(template, values)
            said = words[lang] = template.format_map(values)
        return said
    if isinstance(value, Joined):
        separator = _template(value.separator, lang)
        return separator.join(render(part, lang) for part in value.parts)
    # A Decimal exists only once decimal is imported: a run without fractions never imports it.
    decimal = sys.modules.get("decimal")
    if decimal is not None and isinstance(value, decimal.Decimal):
        # money: plain decimal text, never an exponent (7.5, 14)
        if value == value.to_integral_value():
            return str(int(value))
        return format(value.normalize(), "f")
    return str(value)
