"""The JSON object `--json` prints for bad input, and the web API answers: built in one place.

{"schema": 1, "error": {"message": ..., "where": ... (when known), "code": ..., "exit": 2}}, its
message in Chinese like every text of the JSON whatever the language of the run, so that a
script reads the same JSON under any `--lang` or WUHU_MJ_LANG (the web API adds `text` in the
request's language); every text one printable line; `code` is the message's stable machine
name (messages/errors.py: error_code; docs/json.md).
"""

from __future__ import annotations

import re

from ..messages.errors import InputError, RuleFileError, WuhuMjError, error_code
from ..messages.exits import EXIT_BAD_INPUT
from ..messages.message import render
from ..messages.schemas import document
from .safetext import one_line

_LINE_AND_COLUMN = re.compile(r".+:\d+:\d+")


def error_json(error: Exception | str) -> dict[str, object]:
    """The object for `error`, from the error's own data: an input error's place (an option, a
    line), a rule file's FILE:LINE:COL (a rule file named without a line stays in the message,
    which names it); any other error of the library is its one line in Chinese, `where: message`
    (an ApiError, a rule file named without a line); anything else is its one line as it is."""
    message = error.text("zh") if isinstance(error, WuhuMjError) else str(error)
    where = ""
    if isinstance(error, InputError) or (
        isinstance(error, RuleFileError) and _LINE_AND_COLUMN.fullmatch(error.where)
    ):
        message, where = render(error.message, "zh"), error.where
    data: dict[str, object] = {"message": one_line(message)}
    if where:
        data["where"] = one_line(where)
    data["code"] = error_code(error)
    data["exit"] = EXIT_BAD_INPUT
    return document({"error": data})
