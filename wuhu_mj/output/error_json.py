"""The JSON object `--json` prints for bad input, and the web API answers: built in one place.

{"error": {"message": ..., "where": ... (when known), "exit": 2}}, its message in English like
the rest of the JSON (data for scripts), every text one printable line.
"""

from __future__ import annotations

import re

from ..messages.errors import InputError
from .safetext import one_line

_FILE_PLACE = re.compile(r"(.+?:\d+:\d+): (.*)", re.S)


def error_json(error: Exception | str) -> dict[str, object]:
    """The object for `error` (an InputError names its place; a rule file's error starts
    with FILE:LINE:COL)."""
    message, where = str(error), None
    if isinstance(error, InputError):
        message, where = str(error.args[0]), error.where
    elif (place := _FILE_PLACE.fullmatch(message)) is not None:
        where, message = place[1], place[2]
    data: dict[str, object] = {"message": one_line(message)}
    if where:
        data["where"] = one_line(where)
    data["exit"] = 2
    return {"error": data}
