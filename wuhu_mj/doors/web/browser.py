"""The scorer as the page calls it: plain functions, text in and text out, no web server.

The static page (`wuhu-mj page`) runs these in the browser, in Pyodide; `serve` runs them
behind `POST /api/page`. Each takes what a door of the CLI reads (a `batch` JSON line, a
session's text) and returns one JSON envelope:

    {"exit": 0 | 1 | 2,          the CLI's exit status
     "text": "...\\n",           exactly what `score --json` (`waits --json`, `session --json`,
                                  `score -r A -r B --json`) prints on stdout for the same input,
                                  final newline included
     "view": {...},               score, waits, compare: what the page shows — the object `text`
                                  holds, its words (labels, notes, reasons) in the page's
                                  language, rendered from the scorer's records (doors/web/view.py),
                                  each payment with its points together (`points_total`)
     "error": {"where", "place", "said"},  bad input (exit 2): the place the CLI names
                                  (`--from`, `hand`, `house-rules.yaml:3:3`), the page's name
                                  of it (`place`, when the page has a control or field for it:
                                  envelope.place_name) and the message in the page's language,
                                  without the place
     "errors": [...]}             session: each bad or not-winning line: {"line", "not_win",
                                  "where" (the place its message names, when it names one),
                                  "said" (the message, or a not-a-win's reason, in the page's
                                  language)}

Answers come from the one pipeline (service/) and the JSON API's request reading
(doors/web/answers.py), a session's by wuhu_mj.doors.session.door (the path `wuhu-mj session`
takes), bad input from output.error_json: the page shows the CLI's numbers by construction. Nothing
here imports starlette, click or rich (the page ships without them).
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeGuard

from ...messages import i18n
from ...messages.errors import InputError, RuleFileError, WuhuMjError
from ...messages.message import Language, Message, render
from ...output.safetext import json_line, one_line
from . import answers, pause, rulesource, view
from .envelope import Columns, answer, failed_text, internal, request_object, shown_error
from .eveningcalls import evening_text, hand_line, hand_text, money_sum, read_evening, rename_player

if TYPE_CHECKING:
    from ...service import Scored
    from ..session.model import LineError

# What `wuhu-mj session - --json` calls its input in messages (`<stdin>:3`).
SESSION_SOURCE = "<stdin>"


def score(request: str, lang: str = "zh") -> str:
    """`score --json` for a `batch` JSON line (its keys: hand, rules or rules_yaml, options)."""
    return answer(request, _score, lang)


def waits(request: str, lang: str = "zh") -> str:
    """`waits --json` for a `batch` JSON line of 13 tiles (or 14: the discards)."""
    return answer(request, _waits, lang)


def compare(request: str, lang: str = "zh") -> str:
    """`score -r A -r B ... --json` for a `batch` JSON line whose `rules` lists the rule sets:
    built-in names, or `{"rules_yaml": TEXT}` for a house-rule file. `view` has a column per
    rule set, each the result as the page shows it or `{"rules", "error"}`; bad input under
    any rule set is bad input (exit 2), as on the command line."""
    return answer(request, _compare, lang)


def rules(request: str = "", lang: str = "zh") -> str:
    """What the page draws a rule set from: "" for every built-in rule set (as GET /api/rules),
    or `{"rules_yaml": TEXT}` for a house-rule file, checked (as POST /api/rules). Each
    description has the rule set's description in both languages and its option `controls`
    (name, kind, help in both languages), from the option registry."""
    from ...rules.ruleset import builtin_names

    def described(body: dict[str, Any], _: Language) -> tuple[str, int, Any]:
        if not body:
            data = [answers.describe(rulesource.builtin(name)) for name in builtin_names()]
            return answers.json_text({"rules": data}), 0, None
        text, exit_code = answers.rules_check(body)
        return answers.json_text({"rules": [json.loads(text)]}), exit_code, None

    return answer(request or "{}", described, lang)


def session(text: str, lang: str = "zh", rules_yaml: str | None = None) -> str:
    """`session --json` for a session's text (the text form, JSON Lines, or both mixed), read
    as `wuhu-mj session - --json` reads its standard input (doors/session/door.py, the same path).
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
        return failed_text(exc, lang, exc.place)
    except WuhuMjError as exc:
        return failed_text(exc, lang)
    out = [json_head(table)]
    errors: list[dict[str, Any]] = []
    first = True
    try:
        for item in table.play(entries):
            pause.between()  # serve's quick work, between two hands (pause.py)
            if isinstance(item, LineError):
                errors.append(_line_error(item, language))
                continue
            out.append(json_hand(item, first))
            first = False
    except WuhuMjError as exc:  # the input grew too large while reading: as the CLI stops
        envelope = json.loads(failed_text(exc, lang))
        envelope["text"] = "".join(out) + envelope["text"]
        return answers.json_text(envelope)
    result = table.result()
    out.append(json_tail(result))
    envelope = {"exit": result.exit_code, "text": "".join(out), "errors": errors}
    return answers.json_text(envelope)


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
        body = request_object(payload)
        text, house = body.get("text"), body.get("rules_yaml")
        if not isinstance(text, str) or not isinstance(house, str):
            raise InputError(Message("page_error_house_session"), "request")
    except WuhuMjError as exc:
        return failed_text(exc, lang)
    return session(text, lang, house)


def warm_up() -> None:
    """What the static page's worker runs once before its memory snapshot (scorer-worker.js):
    a score, waits under a rule set with a wild tile and a session, so that a restored
    interpreter has nothing left to import or compile."""
    call("score", '{"hand": "1135789m234678p4m", "from": 3}', "zh")
    call("waits", '{"hand": "1135789m234678p", "rules": "anqing", "wild": "9m"}', "en")
    call("session", "players: a b c d\na 11123456789999m\n", "zh")
    call("next_taps", '{"hand": {"tiles": ["1m"], "melds": [{"kind": "chi", "tile": "2p"}]}}', "zh")
    # The page's other calls' modules, imported only: the manifest lists the plugins, which
    # are found after the snapshot (variants/plugins.py hold).
    from . import evening, manifest, tapped  # noqa: F401


def manifest(request: str = "", lang: str = "zh") -> str:
    """The page's manifest (doors/web/manifest.py): `text` its JSON, `view` the object."""

    def made(_: dict[str, Any], __: Language) -> tuple[str, int, Any]:
        from .manifest import manifest as whole

        data = whole()
        return answers.json_text(data), 0, data

    return answer("{}", made, lang)


def evening(request: str, lang: str = "zh") -> str:
    """session() for an evening as the page keeps it: `{"header": {...}, "lines": [...],
    "extra": [...], "rules_yaml"?: TEXT}` (doors/web/evening.py writes its text); the envelope
    also has `first`, the line number of its first hand line."""
    from .evening import evening_text

    try:
        body = request_object(request)
        text, first = evening_text(body)
        house = body.get("rules_yaml")
        if house is not None and not isinstance(house, str):
            raise InputError(Message("page_error_evening"), "rules_yaml")
    except WuhuMjError as exc:
        return failed_text(exc, lang)
    envelope = json.loads(session(text, lang, house))
    return answers.json_text({**envelope, "first": first})


def next_taps(request: str, lang: str = "zh") -> str:
    """`{"hand": TAPPED}`: the tapped hand's notation (`text`) and what the keyboard may do
    next with it (`view`: doors/web/tapped.py next_taps), asked after every tap."""

    def made(body: dict[str, Any], shown: Language) -> tuple[str, int, Any]:
        from .tapped import next_taps as taps

        text, seen = taps(body.get("hand"), shown)
        return text, 0, seen

    return answer(request, made, lang)


CALLS: dict[str, Callable[[str, str], str]] = {
    "manifest": manifest,
    "evening": evening,
    "evening_text": evening_text,
    "hand_line": hand_line,
    "read_evening": read_evening,
    "rename_player": rename_player,
    "money_sum": money_sum,
    "hand_text": hand_text,
    "next_taps": next_taps,
    "score": score,
    "waits": waits,
    "compare": compare,
    "rules": rules,
    "session": session,
    "session_house": house_session,
}


def call(name: str, payload: str, lang: str = "zh") -> str:
    """One of CALLS by name (what `serve`'s /api/page and the page's worker dispatch on)."""
    if name == "qr":
        return qr_svg(payload)
    found = CALLS.get(name)
    lang = lang if lang in i18n.LANGUAGES else "zh"
    if found is None:
        known = ", ".join([*CALLS, "qr"])
        unknown = Message("page_error_unknown_call", name=one_line(name, 40), known=known)
        return failed_text(InputError(unknown, "call"), lang)
    try:
        return found(payload, lang)
    except RecursionError:
        return failed_text(WuhuMjError(Message("api_input_too_deep")), lang)
    except Exception as exc:  # the promise is no traceback, whatever goes wrong
        return failed_text(internal(exc), lang)


# ------------------------------------------------------------------ the answers


def _score(body: dict[str, Any], lang: Language) -> tuple[str, int, Any]:
    from ...service import Pipeline

    hand, rules_, options = answers.hand_request(_written(body))
    scored = Pipeline().score(hand, options, rules_)
    printed = json_line(scored.to_json())
    return printed, scored.exit_code, view.scored(scored, printed, lang)


def _waits(body: dict[str, Any], lang: Language) -> tuple[str, int, Any]:
    from ...service import Pipeline

    hand, rules_, options = answers.hand_request(_written(body))
    found = Pipeline().waits(hand, options, rules_)
    printed = json_line(found.to_json())
    return printed, 0 if found.ready else 1, view.waits(found, printed, lang)


def _compare(body: dict[str, Any], lang: Language) -> tuple[str, int, Any]:
    """Each rule set in turn, as `score -r A -r B --json` scores them; the first bad input is
    the answer's error (the CLI stops there), the page's view has every column. The answer's
    text and exit status are written as the CLI's are (service/compare.py)."""
    from ...service import Pipeline
    from ...service.compare import Compared

    listed = body.pop("rules", None)
    body = _written(body)
    if "rules_yaml" in body or not _rule_list(listed):
        raise InputError(Message("page_error_compare_rules"), "rules")
    _within_limits(listed)
    pipeline = Pipeline()
    scored_all: list[Scored] = []
    columns: list[dict[str, Any]] = []
    failed: WuhuMjError | None = None
    for named in listed:
        pause.between()  # serve's quick work, between two rule sets (pause.py)
        one = {**body, **({"rules": named} if isinstance(named, str) else named)}
        try:
            hand, rules_, options = answers.hand_request(one)
            scored = pipeline.score(hand, options, rules_)
        except WuhuMjError as exc:
            failed = failed or exc
            name = named if isinstance(named, str) else rulesource.UPLOADED_FILE
            columns.append({"rules": name, "error": shown_error(exc, lang)})
            continue
        scored_all.append(scored)
        columns.append(view.scored(scored, scored.json_text(), lang))
    if failed is not None:
        raise Columns(failed, columns)
    from ...output.compare_rows import compared_json

    return compared_json(scored_all), Compared(tuple(scored_all)).exit_code, columns


def _written(body: dict[str, Any]) -> dict[str, Any]:
    """A request whose `hand` is the page's tapped hand (an object: doors/web/tapped.py), with
    the hand written in the notation; any other request as it is."""
    if isinstance(body.get("hand"), dict):
        from .tapped import tapped_text

        return {**body, "hand": tapped_text(body["hand"])}
    return body


def _rule_list(listed: object) -> TypeGuard[list[str | dict[str, str]]]:
    """Two or more rule sets: built-in names, or `{"rules_yaml": TEXT}`."""
    if not isinstance(listed, list) or len(listed) < 2:
        return False
    return all(_one_rule_set(item) for item in listed)


def _within_limits(listed: list[str | dict[str, str]]) -> None:
    """At most MAX_COMPARE_RULES rule sets, each house-rule text at most RULE_FILE_BYTES (the
    message any door gives for a rule file too large) and all of them at most
    MAX_COMPARE_TEXT_BYTES together: checked before any is compiled."""
    from ...service.limits import MAX_COMPARE_RULES, MAX_COMPARE_TEXT_BYTES, RULE_FILE_BYTES

    if len(listed) > MAX_COMPARE_RULES:
        said = Message("page_error_compare_many", cap=MAX_COMPARE_RULES, count=len(listed))
        raise InputError(said, "rules")
    sizes = [
        len(item["rules_yaml"].encode("utf-8", "surrogatepass"))
        for item in listed
        if isinstance(item, dict)
    ]
    if any(one > RULE_FILE_BYTES for one in sizes):
        said = Message("rules_too_large", size=RULE_FILE_BYTES // 1024)
        raise RuleFileError(said, rulesource.UPLOADED_FILE)
    size = sum(sizes)
    if size > MAX_COMPARE_TEXT_BYTES:
        kib = -(-size // 1024)  # rounded up: one byte over the cap is not "64 KiB"
        said = Message("page_error_compare_bytes", cap=MAX_COMPARE_TEXT_BYTES // 1024, kib=kib)
        raise InputError(said, "rules")


def _one_rule_set(item: object) -> bool:
    if isinstance(item, dict):
        return set(item) == {"rules_yaml"} and isinstance(item["rules_yaml"], str)
    return isinstance(item, str)


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


def failed(error: WuhuMjError, lang: str = "zh") -> str:
    """The envelope of an error met outside these calls (`serve`'s time limit)."""
    return failed_text(error, lang)
