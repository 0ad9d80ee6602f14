"""The scorer as the page calls it: plain functions, text in and text out, no web server.

The static page (`wuhu-mj page`) runs these in the browser, in Pyodide; `serve` runs them
behind `POST /api/page`. Each takes what a door of the CLI reads (a `batch` JSON line, a
session's text) and returns one JSON envelope:

    {"exit": 0 | 1 | 2,          the CLI's exit status
     "text": "...\\n",           exactly what `score --json` (`waits --json`, `session --json`)
                                  prints on stdout for the same input, final newline included
     "error": {"where", "said"},  bad input (exit 2): the place the message names and the
                                  message in the page's language, without the place
     "errors": [...],             session: each bad or not-winning line: {"line", "not_win",
                                  "where" (the place its message names, when it names one),
                                  "said" (the message, or a not-a-win's reason, in the page's
                                  language)}
     "words": {"中文": "English"}} lang "en": the scorer's Chinese texts in the answer
                                  (labels, notes, reasons), as `--lang en` prints them

Answers are made by wuhu_mj.web.answers, the functions the JSON API calls, a session's by
wuhu_mj.session.door, the path `wuhu-mj session` takes, and bad input by output.error_json: the
page shows the CLI's numbers by construction. Nothing here imports
starlette, click or rich (the page ships without them).
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..messages import i18n
from ..messages.errors import InputError, WuhuMjError
from ..messages.message import Language, Message, render
from ..output.error_json import error_json
from ..output.safetext import json_line, one_line
from . import answers, rulesource

if TYPE_CHECKING:
    from ..session.model import LineError

# Keys of an answer whose texts are the scorer's Chinese words (translated for lang "en").
_WORDY_KEYS = frozenset({"reason", "label", "note", "liability", "win_condition", "special"})


def score(request: str, lang: str = "zh") -> str:
    """`score --json` for a `batch` JSON line (its keys: hand, rules or rules_yaml, options)."""
    return _answer(request, answers.score_answer, lang)


def waits(request: str, lang: str = "zh") -> str:
    """`waits --json` for a `batch` JSON line of 13 tiles."""
    return _answer(request, answers.waits_answer, lang)


def rules(request: str = "", lang: str = "zh") -> str:
    """What the page draws a rule set from: "" for every built-in rule set (as GET /api/rules),
    or `{"rules_yaml": TEXT}` for a house-rule file, checked (as POST /api/rules). Each
    description also says of which kind each option is (`kinds`: seat, flag, tile, count,
    money, fed), so the page builds its controls from the declarations."""
    from ..rules.ruleset import builtin_names
    from ..service.options import declared

    kinds = {spec.name: spec.kind for spec in declared()}

    def described(body: dict[str, Any]) -> tuple[str, int]:
        if not body:
            data = [answers.describe(rulesource.builtin(name)) for name in builtin_names()]
            return answers.json_text({"rules": data, "kinds": kinds}), 0
        text, exit_code = answers.rules_check(body)
        return answers.json_text({"rules": [json.loads(text)], "kinds": kinds}), exit_code

    envelope = json.loads(_answer(request or "{}", described, "zh"))
    if envelope["exit"] == 0 and lang == "en":  # each description as `rules list` has it
        listed = json.loads(envelope["text"])["rules"]
        envelope["words"] = {r["description"]: r["description_en"] for r in listed}
    elif envelope["exit"] != 0:
        return _answer(request or "{}", described, lang)
    return answers.json_text(envelope)


def session(text: str, lang: str = "zh", rules_yaml: str | None = None) -> str:
    """`session --json` for a session's text (the text form, JSON Lines, or both mixed), read
    as `wuhu-mj session - --json` reads its standard input (session/door.py, the same path).
    With `rules_yaml`, a header `rules: house-rules.yaml` names that text (checked as the API
    checks a sent rule file), as if the file lay beside the session."""
    from ..session.door import STDIN, json_hand, json_head, json_tail, start, text_lines
    from ..session.model import LineError, SessionInputError

    language: Language = "en" if lang == "en" else "zh"

    def rules(name: str) -> str:
        if rules_yaml is None or name != rulesource.UPLOADED_FILE:
            return name
        return rulesource.uploaded(rules_yaml)[1]

    try:
        table, entries = start(text_lines(text), STDIN, rules)
    except SessionInputError as exc:
        return _failed(exc, lang, exc.place)
    except WuhuMjError as exc:
        return _failed(exc, lang)
    out = [json_head(table)]
    errors: list[dict[str, Any]] = []
    words: dict[str, str] = {}
    first = True
    for item in table.play(entries):
        if isinstance(item, LineError):
            errors.append(_line_error(item, language))
            continue
        out.append(json_hand(item, first))
        first = False
        if language == "en":
            words.update(item.words())
    result = table.result()
    out.append(json_tail(result))
    envelope: dict[str, Any] = {"exit": result.exit_code, "text": "".join(out), "errors": errors}
    if language == "en":
        envelope["words"] = dict(sorted(words.items()))
    return answers.json_text(envelope)


def localize(texts: str, lang: str = "en") -> str:
    """The scorer's texts (a JSON list) in `lang`, as the CLI prints them in that language."""
    words = json.loads(texts)
    i18n.set_language(lang)
    try:
        return answers.json_text([i18n.localize(str(w)) for w in words])
    finally:
        i18n.set_language(None)


def qr_svg(text: str) -> str:
    """A QR code of `text` (a link) as SVG, for the page's export; "" when segno is missing
    or the text is too long for a QR code."""
    try:
        import segno
    except ImportError:
        return ""
    try:
        code = segno.make(text, error="l", micro=False)
    except segno.DataOverflowError:
        return ""
    out = io.BytesIO()
    code.save(out, kind="svg", scale=4, border=2, xmldecl=False, svgns=True, omitsize=True)
    return out.getvalue().decode("utf-8")


def house_session(payload: str, lang: str = "zh") -> str:
    """session() for `{"text": ..., "rules_yaml": ...}`: an evening under a house rule."""
    try:
        body = _object(payload)
        text, house = body.get("text"), body.get("rules_yaml")
        if not isinstance(text, str) or not isinstance(house, str):
            raise InputError(Message("request_needs_text_and_rules"), "request")
    except WuhuMjError as exc:
        return _failed(exc, lang)
    return session(text, lang, house)


CALLS: dict[str, Callable[[str, str], str]] = {
    "score": score,
    "waits": waits,
    "rules": rules,
    "session": session,
    "session_house": house_session,
    "localize": localize,
}


def call(name: str, payload: str, lang: str = "zh") -> str:
    """One of CALLS by name (what `serve`'s /api/page and the page's worker dispatch on)."""
    if name == "qr":
        return qr_svg(payload)
    found = CALLS.get(name)
    lang = lang if lang in i18n.LANGUAGES else "zh"
    if found is None:
        known = ", ".join([*CALLS, "qr"])
        unknown = f"unknown call '{one_line(name, 40)}' (known: {known})"
        return _failed(InputError(unknown, "call"), lang)
    try:
        return found(payload, lang)
    except RecursionError:
        return _failed("the input is nested too deeply", lang)
    except Exception as exc:  # the promise is no traceback, whatever goes wrong
        return _failed(f"internal error: {type(exc).__name__}: {exc}", lang)


# ------------------------------------------------------------------ the envelope


def _answer(request: str, work: Callable[[dict[str, Any]], tuple[str, int]], lang: str) -> str:
    try:
        body = _object(request)
        text, exit_code = work(body)
    except WuhuMjError as exc:
        return _failed(exc, lang)
    except RecursionError:
        return _failed("the input is nested too deeply", lang)
    except Exception as exc:  # the promise is no traceback, whatever goes wrong
        return _failed(f"internal error: {type(exc).__name__}: {exc}", lang)
    printed = text + "\n"
    envelope = {"exit": exit_code, "text": printed}
    return answers.json_text(_with_words(envelope, printed, lang == "en"))


def _object(request: str) -> dict[str, Any]:
    """A request's JSON text as an object (what the API refuses, refused in its words)."""
    try:
        data = json.loads(request)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON at column {exc.colno}: {exc.msg}", "request") from None
    if not isinstance(data, dict):
        raise InputError("the request must be a JSON object, as a batch line is", "request")
    return data


def _failed(error: Exception | str, lang: str = "zh", place: str | None = None) -> str:
    """The envelope of bad input: the `--json` error object as the CLI prints it, and the
    message in the page's language without its place (`where`: `place` when given, the
    place the CLI names otherwise)."""
    data = error_json(error)
    inner = data["error"]
    assert isinstance(inner, dict)
    i18n.set_language(lang)
    try:
        if isinstance(error, WuhuMjError) and not isinstance(error.message, str):
            said = render(error.message, "en" if lang == "en" else "zh")
        elif isinstance(error, InputError):
            said = i18n.localize(str(error.args[0]))
        elif isinstance(error, WuhuMjError):
            said = i18n.rule_file_text(str(inner["message"]))
        else:
            said = i18n.localize(str(error))
    finally:
        i18n.set_language(None)
    where = place if place is not None else inner.get("where")
    shown = {"where": where, "said": one_line(said)} if where else {"said": one_line(said)}
    return answers.json_text({"exit": 2, "text": json_line(data) + "\n", "error": shown})


def _with_words(envelope: dict[str, Any], printed: str, english: bool) -> dict[str, Any]:
    """`words`: each Chinese text of the answer in English (for lang "en")."""
    if not english:
        return envelope
    found: set[str] = set()
    _collect(json.loads(printed), found, False)
    for error in envelope.get("errors", []):
        found.discard(error.get("said", ""))
    i18n.set_language("en")
    try:
        envelope["words"] = {text: i18n.localize(text) for text in sorted(found)}
    finally:
        i18n.set_language(None)
    return envelope


def _collect(value: Any, found: set[str], wordy: bool) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _collect(inner, found, key in _WORDY_KEYS)
    elif isinstance(value, list):
        for inner in value:
            _collect(inner, found, wordy)
    elif wordy and isinstance(value, str) and not value.isascii():
        found.add(value)


# ------------------------------------------------------------------ sessions


def _line_error(error: LineError, lang: Language) -> dict[str, Any]:
    """A bad (or not winning) line for the page: its number, the place its message names
    (`hand`, `winner`, ...; none for the line as a whole) and the message in the page's
    language without the place (for a hand that is no win, its reason)."""
    where = {"where": error.where} if error.where else {}
    return {
        "line": error.line,
        "not_win": error.not_win,
        **where,
        "said": render(error.message, lang),
    }
