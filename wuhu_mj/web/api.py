"""The JSON API: each endpoint calls the library exactly as the CLI command of the same name.

`POST /api/score` takes the keys of a `batch` JSON line and answers with the very text that
`wuhu-mj score --json` prints; `POST /api/waits` likewise for `waits --json`. The CLI's exit
status travels in the `X-Wuhu-Mj-Exit` header (0 a win / ready, 1 not, 2 bad input).
Bad input is a 4xx answer with the object `--json` prints for it (`{"error": {"message": ...,
"where": ..., "exit": 2}}`), never a 500 or a traceback. Requests are handled one at a time
on the event loop: scoring takes milliseconds, and the library is not written for threads.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from ..messages.errors import WuhuMjError
from ..output.error_json import error_json
from ..output.safetext import json_line, one_line
from ..rules.ruleset import builtin_names
from . import rulesource
from .answers import describe, json_text, rules_check, score_answer, session_answer, waits_answer

MAX_BODY = 64 * 1024  # bytes in one request: a hand is tens of bytes, a rule file a few KiB
EXIT_HEADER = "X-Wuhu-Mj-Exit"


class ApiError(Exception):
    """A request the API refuses, with its HTTP status."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def error_response(status: int, error: Exception | str, lang: str | None = None) -> Response:
    """The answer to bad input: what `--json` prints for it (errors.error_json; its message
    in English, as the JSON is). A request that names its language (`"lang": "zh"|"en"`) also
    gets `"text"`: the line the CLI writes on stderr in that language, without its prefix."""
    data = error_json(error)
    inner = data["error"]
    if lang is not None and isinstance(inner, dict):
        inner["text"] = one_line(_in_language(error, lang))  # as the CLI prints its line
    body = json_line(data)
    return Response(body, status, headers={EXIT_HEADER: "2"}, media_type="application/json")


def _in_language(error: Exception | str, lang: str) -> str:
    from ..messages import i18n
    from ..messages.i18n import error_text

    if not isinstance(error, WuhuMjError):
        return str(error)
    i18n.set_language(lang)  # requests are handled one at a time (see above)
    try:
        return error_text(error)
    finally:
        i18n.set_language(None)


def language_of(body: dict[str, Any]) -> str | None:
    """The `lang` a request names for its error texts (zh or en), taken out of its keys."""
    lang = body.pop("lang", None)
    if lang is None:
        return None
    if lang not in ("zh", "en"):
        raise ApiError(400, f'"lang" is zh or en, not {lang!r}')
    return str(lang)


def answer(text: str, exit_code: int) -> Response:
    return Response(text, media_type="application/json", headers={EXIT_HEADER: str(exit_code)})


async def read_object(request: Request) -> dict[str, Any]:
    """The request body as a JSON object, refused past MAX_BODY bytes without reading on."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise ApiError(413, f"the request is larger than {MAX_BODY // 1024} KiB")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise ApiError(413, f"the request is larger than {MAX_BODY // 1024} KiB")
    try:
        data = json.loads(bytes(body).decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ApiError(400, f"the request is not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        where = f"line {exc.lineno} column {exc.colno}"
        raise ApiError(400, f"invalid JSON at {where}: {exc.msg}") from None
    except RecursionError:
        raise ApiError(400, "the JSON is nested too deeply") from None
    if not isinstance(data, dict):
        raise ApiError(400, 'the request must be a JSON object such as {"hand": "..."}')
    try:
        # JSON may spell half a UTF-16 pair (\ud800), which no answer could carry back.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        half = exc.object[exc.start : exc.end].encode("unicode_escape").decode("ascii")
        raise ApiError(400, f"the request holds half a UTF-16 pair ({half}), not text") from None
    return data


def guarded(work: Callable[[dict[str, Any]], tuple[str, int]]) -> Callable[..., Any]:
    """An endpoint: read the JSON object, do `work`, turn every failure into a 4xx JSON answer."""

    async def endpoint(request: Request) -> Response:
        lang = None
        try:
            body = await read_object(request)
            lang = language_of(body)
            text, exit_code = work(body)
        except ApiError as exc:
            return error_response(exc.status, str(exc), lang)
        except WuhuMjError as exc:
            return error_response(400, exc, lang)
        except RecursionError:
            return error_response(400, "the input is nested too deeply", lang)
        except Exception as exc:  # the promise is no traceback, whatever goes wrong
            return error_response(400, f"internal error: {type(exc).__name__}: {exc}", lang)
        return answer(text, exit_code)

    return endpoint


async def rules_list(request: Request) -> Response:
    """GET /api/rules: every built-in rule set, described."""
    try:
        data = [describe(rulesource.builtin(name)) for name in builtin_names()]
    except WuhuMjError as exc:  # a broken built-in file: say so instead of failing
        return error_response(500, str(exc))
    return answer(json_text({"rules": data}), 0)


async def page_call(request: Request) -> Response:
    """POST /api/page: `{"call": NAME, "payload": TEXT, "lang": "zh"|"en"}`, answered by
    web/browser.py as the static page's in-browser scorer answers it (a JSON envelope with
    the CLI's text, or for "qr" an SVG), so the page works the same served from here."""
    from . import browser

    try:
        body = await read_object(request)
    except ApiError as exc:
        return error_response(exc.status, str(exc))
    name, payload, lang = body.get("call"), body.get("payload", ""), body.get("lang", "zh")
    if not isinstance(name, str) or not isinstance(payload, str) or lang not in ("zh", "en"):
        return error_response(400, 'expected {"call": NAME, "payload": TEXT, "lang": "zh"|"en"}')
    text = browser.call(name, payload, lang)
    kind = "image/svg+xml" if name == "qr" else "application/json"
    return Response(text, media_type=kind)


score_endpoint = guarded(score_answer)
waits_endpoint = guarded(waits_answer)
rules_check_endpoint = guarded(rules_check)
session_endpoint = guarded(session_answer)
