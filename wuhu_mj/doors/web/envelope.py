"""The envelope every page call answers in (doors/web/browser.py describes it): the work's text,
exit status and view, or bad input as the CLI's `--json` error object with the message in the
page's language. No traceback leaves a call, whatever goes wrong."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ...messages.catalog import find
from ...messages.catalog.page import PAGE
from ...messages.errors import InputError, WuhuMjError
from ...messages.exits import EXIT_BAD_INPUT
from ...messages.message import Language, Message, render
from ...output.error_json import error_json
from ...output.safetext import json_line, one_line
from . import answers

# Work that returns what the CLI prints, its exit status and what the page shows of it.
Work = Callable[[dict[str, Any], Language], tuple[str, int, Any]]


class Columns(Exception):
    """Bad input under one rule set of a comparison, with what the page shows of each."""

    def __init__(self, error: WuhuMjError, columns: list[dict[str, Any]]) -> None:
        super().__init__(error)
        self.error = error
        self.columns = columns


def answer(request: str, work: Work, lang: str) -> str:
    shown: Language = "en" if lang == "en" else "zh"
    try:
        body = request_object(request)
        text, exit_code, seen = work(body, shown)
    except Columns as exc:
        failed = json.loads(failed_text(exc.error, lang))
        return answers.json_text({**failed, "view": exc.columns})
    except WuhuMjError as exc:
        return failed_text(exc, lang)
    except RecursionError:
        return failed_text(WuhuMjError(Message("api_input_too_deep")), lang)
    except Exception as exc:  # the promise is no traceback, whatever goes wrong
        return failed_text(internal(exc), lang)
    envelope: dict[str, Any] = {"exit": exit_code, "text": text + "\n"}
    if seen is not None:
        envelope["view"] = seen
    return answers.json_text(envelope)


def internal(exc: Exception) -> WuhuMjError:
    return WuhuMjError(Message("page_error_internal", kind=type(exc).__name__, why=str(exc)))


def request_object(request: str) -> dict[str, Any]:
    """A request's JSON text as an object (what the API refuses, refused in its words)."""
    from ...service.grammar import read_json

    try:
        data = read_json(request, "request")  # NaN, 1e3: refused as every door refuses them
    except json.JSONDecodeError as exc:
        said = Message("json_invalid", col=exc.colno, why=exc.msg)
        raise InputError(said, "request") from None
    except RecursionError:  # [[[[... a few thousand deep
        raise InputError(Message("json_nested"), "request") from None
    if not isinstance(data, dict):
        raise InputError(Message("page_error_not_object"), "request")
    return data


def failed_text(error: WuhuMjError, lang: str = "zh", place: str | None = None) -> str:
    """The envelope of bad input: the `--json` error object as the CLI prints it, and the
    message in the page's language without its place (`where`: `place` when given, the
    place the CLI names otherwise)."""
    data = error_json(error)
    inner = data["error"]
    assert isinstance(inner, dict)
    shown = shown_error(error, "en" if lang == "en" else "zh", place)
    envelope = {"exit": EXIT_BAD_INPUT, "text": json_line(data) + "\n", "error": shown}
    return answers.json_text(envelope)


def _as_the_page_says_it(message: Message) -> Message:
    """A scorer's error that names command-line flags in its words has a page version,
    `page_said_` and its id (messages/catalog/page.py), naming the page's controls instead."""
    page_id = f"page_said_{message.id}"
    try:
        find(page_id)
    except KeyError:
        return message
    return Message(page_id, **message.values)


def place_name(where: str, lang: Language) -> str:
    """The page's name of the field or control an error's place names (`hand`, `--from`,
    `rules_yaml`, an option's `kong-draw`): the page catalog's `page_place_KEY`, else the
    option's label as the manifest gives it, else "" (a place the page has no control for,
    or a rule file's FILE:LINE:COL, which the page shows as it is)."""
    key = where.removeprefix("--")
    catalog_id = "page_place_" + key.replace("-", "_")
    if catalog_id in PAGE:
        return render(Message(catalog_id), lang)
    from ...service.options import declared
    from .manifest import option_label

    name = key.replace("_", "-")
    found = [spec for spec in declared() if spec.name == name]
    return option_label(found[0])[lang] if found else ""


def shown_error(error: WuhuMjError, lang: Language, place: str | None = None) -> dict[str, str]:
    """An error as the page shows it: the place the CLI names (`where`, as `--json` has it;
    `place` instead when given), the page's name of that place (`place`, when it has one)
    and the message in `lang`, naming the page's controls where the CLI names its flags."""
    message = error.message
    if isinstance(message, Message):
        said = render(_as_the_page_says_it(message), lang)
    else:
        said = str(message)  # a plain text: as the command line writes it
    if place is None:
        where = error_json(error)["error"]
        assert isinstance(where, dict)
        found = where.get("where")
        place = str(found) if found else None
    shown: dict[str, str] = {}
    if place:
        shown["where"] = place
        name = place_name(place, lang)
        if name:
            shown["place"] = name
    shown["said"] = one_line(said)
    return shown
