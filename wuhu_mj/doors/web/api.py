"""The JSON API: each endpoint calls the library exactly as the CLI command of the same name.

`POST /api/score` takes the keys of a `batch` JSON line and answers with the very text that
`wuhu-mj score --json` prints; `POST /api/waits` likewise for `waits --json`. The CLI's exit
status travels in the `X-Wuhu-Mj-Exit` header (0 a win / ready, 1 not, 2 bad input).
Bad input is a 4xx answer with the object `--json` prints for it (`{"error": {"message": ...,
"where": ..., "exit": 2}}`), never a 500 or a traceback, and never Python's own words. The
library's work runs in one scorer thread, one request at a time, with a time limit (offload.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from ...messages.errors import WuhuMjError
from ...messages.i18n import error_text
from ...messages.message import Language, Message
from ...output.error_json import error_json
from ...output.safetext import json_line, one_line
from ...rules.ruleset import builtin_names
from ...service.grammar import read_json
from ...service.limits import API_BODY_BYTES
from . import offload, rulesource
from .answers import describe, json_text, rules_check, score_answer, session_answer, waits_answer

MAX_BODY = API_BODY_BYTES  # bytes in one request: room for the largest rule file (limits.py)
EXIT_HEADER = "X-Wuhu-Mj-Exit"


class ApiError(WuhuMjError):
    """A request the API refuses, with its HTTP status."""

    def __init__(self, status: int, message: Message) -> None:
        super().__init__(message)
        self.status = status


def error_response(status: int, error: WuhuMjError, lang: Language | None = None) -> Response:
    """The answer to bad input: what `--json` prints for it (errors.error_json; its message
    in Chinese, as every text of the JSON is). A request that names its language
    (`"lang": "zh"|"en"`) also gets `"text"`: the line the CLI writes on stderr in that
    language, without its prefix."""
    data = error_json(error)
    inner = data["error"]
    if lang is not None and isinstance(inner, dict):
        inner["text"] = one_line(error_text(error, lang))  # as the CLI prints its line
    body = json_line(data)
    return Response(body, status, headers={EXIT_HEADER: "2"}, media_type="application/json")


def refusal(status: int, message_id: str, **values: object) -> Response:
    """An answer refusing the request with a message of the catalog."""
    return error_response(status, ApiError(status, Message(message_id, **values)))


def language_of(body: dict[str, Any]) -> Language | None:
    """The `lang` a request names for its error texts (zh or en), taken out of its keys."""
    lang = body.pop("lang", None)
    if lang is None:
        return None
    if lang == "zh" or lang == "en":
        return "zh" if lang == "zh" else "en"
    raise ApiError(400, Message("api_bad_lang", got=repr(lang)))


def answer(text: str, exit_code: int) -> Response:
    return Response(text, media_type="application/json", headers={EXIT_HEADER: str(exit_code)})


async def read_object(request: Request) -> dict[str, Any]:
    """The request body as a JSON object, refused past MAX_BODY bytes without reading on."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise ApiError(413, Message("api_too_large", kib=MAX_BODY // 1024))
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise ApiError(413, Message("api_too_large", kib=MAX_BODY // 1024))
    try:
        # The service's JSON (service/grammar.py): NaN, Infinity, exponents and integers of
        # more than 20 digits are errors naming their place, as in a batch or session line.
        data = read_json(bytes(body).decode("utf-8"), "request")
    except UnicodeDecodeError as exc:
        raise ApiError(400, Message("api_not_utf8", byte=exc.start)) from None
    except json.JSONDecodeError as exc:
        said = Message("api_bad_json", line=exc.lineno, col=exc.colno, why=exc.msg)
        raise ApiError(400, said) from None
    except RecursionError:
        raise ApiError(400, Message("api_json_too_deep")) from None
    if not isinstance(data, dict):
        raise ApiError(400, Message("api_not_object"))
    try:
        # JSON may spell half a UTF-16 pair (\ud800), which no answer could carry back.
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        half = exc.object[exc.start : exc.end].encode("unicode_escape").decode("ascii")
        raise ApiError(400, Message("api_half_pair", half=half)) from None
    return data


def guarded(
    work: Callable[[dict[str, Any]], tuple[str, int]], quick: bool = False
) -> Callable[..., Any]:
    """An endpoint: read the JSON object, do `work`, turn every failure into a 4xx JSON answer
    (503 past the time limit). `quick`: a request that sends no rule file's text is quick
    work (offload.py), ahead of the rest."""

    async def endpoint(request: Request) -> Response:
        lang = None
        try:
            body = await read_object(request)
            lang = language_of(body)
            ahead = quick and "rules_yaml" not in body
            text, exit_code = await offload.run(work, body, quick=ahead)
        except ClientDisconnect:
            return Response(status_code=400)  # nobody to answer
        except offload.TooSlow as exc:
            return error_response(503, exc, lang)
        except ApiError as exc:
            return error_response(exc.status, exc, lang)
        except WuhuMjError as exc:
            return error_response(400, exc, lang)
        except RecursionError:
            return error_response(400, ApiError(400, Message("api_input_too_deep")), lang)
        except Exception as exc:  # the promise is no traceback and none of Python's words
            said = Message("api_internal_error", kind=type(exc).__name__)
            return error_response(400, ApiError(400, said), lang)
        return answer(text, exit_code)

    return endpoint


async def rules_list(request: Request) -> Response:
    """GET /api/rules: every built-in rule set, described."""
    try:
        data = await offload.run(_every_builtin, None, quick=True)  # nothing sent to work on
    except offload.TooSlow as exc:
        return error_response(503, exc)
    except WuhuMjError as exc:  # a broken built-in file: say so instead of failing
        return error_response(500, exc)
    return answer(json_text({"rules": data}), 0)


async def manifest(request: Request) -> Response:
    """GET /api/manifest: the page's manifest (doors/web/manifest.py), as the page's Python
    gives it."""
    from .manifest import manifest as whole

    try:
        data = await offload.run(lambda _: whole(), None, quick=True)  # nothing sent
    except offload.TooSlow as exc:
        return error_response(503, exc)
    except WuhuMjError as exc:  # a broken built-in file: say so instead of failing
        return error_response(500, exc)
    return answer(json_text(data), 0)


def _every_builtin(_: None) -> list[dict[str, Any]]:
    return [describe(rulesource.builtin(name)) for name in builtin_names()]


async def page_call(request: Request) -> Response:
    """POST /api/page: `{"call": NAME, "payload": TEXT, "lang": "zh"|"en"}`, answered by
    doors/web/browser.py as the static page's in-browser scorer answers it (a JSON envelope with
    the CLI's text, or for "qr" an SVG), so the page works the same served from here."""
    from . import browser

    try:
        body = await read_object(request)
    except ApiError as exc:
        return error_response(exc.status, exc)
    except WuhuMjError as exc:  # a number the service's JSON refuses (NaN, 1e3)
        return error_response(400, exc)
    name, payload, lang = body.get("call"), body.get("payload", ""), body.get("lang", "zh")
    if not isinstance(name, str) or not isinstance(payload, str) or lang not in ("zh", "en"):
        return refusal(400, "api_page_call")
    kind = "image/svg+xml" if name == "qr" else "application/json"
    quick = _quick_call(name, payload)
    try:
        text = await offload.run(lambda _: browser.call(name, payload, lang), None, quick=quick)
    except offload.TooSlow as exc:  # the envelope of any refusal (the page shows its words)
        return Response("" if name == "qr" else browser.failed(exc, lang), 503, media_type=kind)
    return Response(text, media_type=kind)


def _quick_call(name: str, payload: str) -> bool:
    """A hand scored (or its waits found) under a built-in rule set, or the list of built-in
    rule sets: quick work (offload.py). A payload naming `rules_yaml` sends a rule file's
    text; JSON can spell that key only as it is or with a backslash escape, so a payload
    with either is not taken for quick."""
    if name == "rules":
        return payload == ""
    return name in ("score", "waits") and "rules_yaml" not in payload and "\\" not in payload


score_endpoint = guarded(score_answer, quick=True)
waits_endpoint = guarded(waits_answer, quick=True)
rules_check_endpoint = guarded(rules_check)
session_endpoint = guarded(session_answer)
