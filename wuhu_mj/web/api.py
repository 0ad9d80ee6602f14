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
from collections.abc import Callable, Mapping
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from ..messages.errors import InputError, WuhuMjError
from ..output.error_json import error_json
from ..output.safetext import json_line, one_line
from ..rules.ruleset import Rules, builtin_names
from ..service.options import situation_from
from . import rulesource

MAX_BODY = 64 * 1024  # bytes in one request: a hand is tens of bytes, a rule file a few KiB
EXIT_HEADER = "X-Wuhu-Mj-Exit"
# Keys of a request that say which rules to use; every other key but "hand" is an option.
RULE_KEYS = ("rules", "rules_yaml")


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


def json_text(data: Any) -> str:
    """JSON as the CLI's --json prints it (one line, non-ASCII kept)."""
    return json.dumps(data, ensure_ascii=False)


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


def rules_of(body: dict[str, Any]) -> Rules:
    """The rule set a request names (built-in `rules`, default wuhu) or sends (`rules_yaml`)."""
    name = body.pop("rules", None)
    text = body.pop("rules_yaml", None)
    if text is not None:
        if name is not None:
            raise InputError("give either rules (a built-in name) or rules_yaml, not both", "rules")
        return rulesource.uploaded(text)[0]
    return rulesource.builtin("wuhu" if name is None else name)


def _check_types(options: Mapping[str, Any]) -> None:
    for key, value in options.items():
        plain = isinstance(value, (bool, int, float, str))
        if key == "fed":
            plain = isinstance(value, str) or (
                isinstance(value, list) and all(isinstance(v, str) for v in value)
            )
        if not plain and value is not None:
            raise InputError(f"expected a number, a word or true/false, got {value!r}", key)


def hand_request(body: dict[str, Any]) -> tuple[str, Rules, dict[str, Any]]:
    """A batch JSON line's keys: the hand's text, the rules, and `score`'s options by name."""
    from ..service.limits import check_hand_text

    text = body.pop("hand", None)
    if not isinstance(text, str):
        raise InputError('needs "hand": a string such as "123m456m789m11p+peng555s"', "line")
    check_hand_text(text)  # as score, waits and batch do
    rules = rules_of(body)
    body.pop("json", None)  # a batch line may carry it; the answer is JSON anyway
    _check_types(body)
    return text, rules, body


def score_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `score --json` prints for these keys (read as `batch` reads a line), and its exit
    status."""
    from ..notation.text import parse_hand
    from ..scoring.best import score
    from ..service.options import score_json, situation_json, win_tile

    text, rules, options = hand_request(body)
    win = win_tile(options)
    options.pop("win", None)
    situation = situation_from(options)
    hand = parse_hand(text, win)
    result = score(hand, rules, situation)
    given = {**options, "win": win} if win is not None else options
    facts = situation_json(situation, given, hand.winning)
    return json_line(score_json(result, facts)), 0 if result.winning else 1


def waits_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `waits --json` prints for these keys, and its exit status."""
    from ..scoring.waits import find_waits

    text, rules, options = hand_request(body)
    found = find_waits(text, rules, situation_from(options))
    return json_line(found.to_json()), 0 if found.ready else 1


def describe(rules: Rules) -> dict[str, Any]:
    """What the page needs to draw a rule set, read from the rule file as written: its tiles,
    bonus tiles, melds, the options it takes, and whether a session under it keeps 底 pots
    (`pot`: points per pot, or null)."""
    from ..notation.tiles import code, is_flower, parse_code
    from ..session import session_rules

    suits = [str(suit) for suit in rules.get("tiles", "suits")]
    honors = [parse_code(str(tile)) for tile in rules.get("tiles", "honors")]
    playable = [f"{n}{suit}" for suit in "mps" if suit in suits for n in range(1, 10)]
    playable += [code(tile) for tile in sorted(honors) if not is_flower(tile)]
    try:
        pot = session_rules(rules).pot
        sessions = True
    except InputError:
        pot, sessions = None, False
    return {
        "name": rules.name,
        "description": str(rules.data.get("description", "")),
        "variant": rules.variant,
        "options": [str(o) for o in rules.get("options")],
        "tiles": playable,
        "bonus": [code(parse_code(str(tile))) for tile in rules.get("tiles", "bonus")],
        "melds": [
            "peng",
            "gang",
            "angang",
            "jiagang",
            *(["chi"] if rules.get("tiles", "chi") else []),
        ],
        "sessions": sessions,
        "pot": pot,
    }


def session_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `session --json` prints for a whole session sent as one JSON object:
    `{"session": {header}, "hands": [hand objects, {"draw": true}, ...]}`. The hands become
    the JSON Lines form (line 1 the header, hand i line i + 2, as in the answer's "line").
    The header names a built-in rule set or sends a house-rule file as `rules_yaml`."""
    from ..session import score_session

    unknown = sorted(set(body) - {"session", "hands"})
    if unknown:
        raise InputError(f'unknown key "{unknown[0]}" (known: session, hands)', "request")
    header = body.get("session")
    hands = body.get("hands", [])
    if not isinstance(header, dict):
        raise InputError('needs "session": an object with "players" (four names)', "request")
    if not isinstance(hands, list) or not all(isinstance(h, dict) for h in hands):
        raise InputError('"hands" must be a list of objects', "request")
    header = dict(header)
    text = header.pop("rules_yaml", None)
    if text is not None:
        if "rules" in header:
            raise InputError("give either rules (a built-in name) or rules_yaml, not both", "rules")
        header["rules"] = rulesource.uploaded(text)[1]  # the private copy's path
    else:
        rulesource.builtin(header.get("rules", "wuhu"))  # a built-in name, never a path
    lines = [json_text({"session": header}), *(json_text(hand) for hand in hands)]
    result = score_session(lines)
    return json_text(result.to_json()), result.exit_code


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


def rules_check(body: dict[str, Any]) -> tuple[str, int]:
    """POST /api/rules: a house-rule file's text (rules_yaml) validated and described."""
    if set(body) - set(RULE_KEYS):
        unknown = ", ".join(sorted(set(body) - set(RULE_KEYS)))
        raise InputError(f"unknown keys {unknown} (known: rules, rules_yaml)", "request")
    return json_text(describe(rules_of(body))), 0


async def rules_list(request: Request) -> Response:
    """GET /api/rules: every built-in rule set, described."""
    try:
        data = [describe(rulesource.builtin(name)) for name in builtin_names()]
    except WuhuMjError as exc:  # a broken built-in file: say so instead of failing
        return error_response(500, str(exc))
    return answer(json_text({"rules": data}), 0)


score_endpoint = guarded(score_answer)
waits_endpoint = guarded(waits_answer)
rules_check_endpoint = guarded(rules_check)
session_endpoint = guarded(session_answer)
