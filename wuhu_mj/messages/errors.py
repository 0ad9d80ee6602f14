"""One exception hierarchy; the doors turn it into messages and exit codes, each in one place.

An error carries a Message (a catalog id and its values) and where it happened; `str()` of
an error is its English line, `text(lang)` the line in either language.
"""

from __future__ import annotations

from .message import Language, Message, Text, render


class WuhuMjError(Exception):
    """Base of every error the library raises on purpose."""

    def __init__(self, message: Message | Text, where: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return self.text("en")

    def text(self, lang: Language) -> str:
        """The one line a person reads: `where: message`."""
        said = render(self.message, lang)
        if not self.where:
            return said
        return f"{where_text(self.where, lang)}: {said}"

    def placed(self) -> Message | str:
        """The whole line, `where: message`, as a value to put into words later (a batch
        line's or a worked example's error, shown in the language of the output); an error
        that carries a plain text is its English line."""
        if not isinstance(self.message, Message):
            return str(self)
        if not self.where:
            return self.message
        return Message("error_at", where=where_value(self.where), message=self.message)


class InputError(WuhuMjError):
    """Bad input: notation, tile counts, flags the variant forbids (exit status 2).
    `where` names the input: "hand", "line", "--from", "line 7", ..."""

    def __init__(self, message: Message | Text, where: str = "hand") -> None:
        super().__init__(message, where)


class RuleFileError(WuhuMjError):
    """A rule file that cannot be used (exit status 2); `where` is FILE:LINE:COL or FILE."""


def where_value(where: str) -> Message | str:
    """The place an error names as a value: the words `hand`, `line` and `sample` as
    catalog messages, anything else as written."""
    from .catalog import entries

    return Message(f"where_{where}") if f"where_{where}" in entries() else where


def where_text(where: str, lang: Language) -> str:
    """The place an error names, in `lang`: the words `hand`, `line` and `sample` are
    translated; an option (`--from`), a line number or a file is shown as written."""
    if lang == "zh":
        from .catalog import entries

        found = entries().get(f"where_{where}")
        if found is not None:
            return found[0]
    return where


# The codes of errors that carry no catalog message: a command-line usage error (click's own
# words, held as its text) and an error worded as plain text.
USAGE_CODE = "usage"
UNWORDED_CODE = "unworded"


def code_of(message: object) -> str:
    """The stable machine name of an error's message: its catalog id (wuhu_mj/messages/catalog/;
    docs/json.md), the inner message's for a message that only places another."""
    if isinstance(message, Message):
        inner = message.values.get("message") if message.id == "error_at" else None
        return code_of(inner) if isinstance(inner, Message) else message.id
    return UNWORDED_CODE


def error_code(error: Exception | str) -> str:
    """The `code` beside an error's `message` in JSON: a library error's message id, else
    `usage` (a command-line usage error, which the doors hold as its text)."""
    if isinstance(error, WuhuMjError):
        return code_of(error.message)
    return USAGE_CODE if isinstance(error, str) else UNWORDED_CODE
