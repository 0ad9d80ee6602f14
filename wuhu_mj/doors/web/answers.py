"""What the JSON API answers, without a web server: each request's keys in, the very text the
CLI's `--json` prints out, with its exit status. The Starlette app (api.py) and the page's
in-browser Python both call these.

A request has the keys of a `batch` JSON line (`hand`, the options of `score`, `rules` for a
built-in rule set or `rules_yaml` for a rule file's text); a session is `{"session": {header},
"hands": [...]}`. Bad input raises WuhuMjError; the caller turns it into the `--json` error
object.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

from ...messages.errors import InputError
from ...messages.message import Message
from ...output.safetext import escape_json, json_line
from ...rules.ruleset import Rules
from ...service import Pipeline
from ...service.pipeline import DEFAULT_RULES
from . import pause, rulesource

# Keys of a request that say which rules to use; every other key but "hand" is an option.
RULE_KEYS = ("rules", "rules_yaml")


def json_text(data: Any) -> str:
    """JSON as the CLI's --json prints it (one line, non-ASCII kept, nothing a terminal would
    obey)."""
    return escape_json(json.dumps(data, ensure_ascii=False))


def rules_of(body: dict[str, Any]) -> Rules:
    """The rule set a request names (built-in `rules`, else DEFAULT_RULES) or sends
    (`rules_yaml`)."""
    name = body.pop("rules", None)
    text = body.pop("rules_yaml", None)
    if text is not None:
        if name is not None:
            raise InputError(Message("web_rules_or_yaml"), "rules")
        return rulesource.uploaded(text)[0]
    return rulesource.builtin(DEFAULT_RULES if name is None else name)


def _check_types(options: Mapping[str, Any]) -> None:
    for key, value in options.items():
        plain = isinstance(value, (bool, int, float, str))
        if key == "fed":
            plain = isinstance(value, str) or (
                isinstance(value, list) and all(isinstance(v, str) for v in value)
            )
        if not plain and value is not None:
            raise InputError(Message("web_bad_value", got=repr(value)), key)


def hand_request(body: dict[str, Any]) -> tuple[str, Rules, dict[str, Any]]:
    """A batch JSON line's keys: the hand's text, the rules, and `score`'s options by name."""
    text = body.pop("hand", None)
    if not isinstance(text, str):
        raise InputError(Message("json_line_no_hand"), "line")
    rules = rules_of(body)
    _check_types(body)
    return text, rules, body


def score_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `score --json` prints for these keys (read as `batch` reads a line), and its exit
    status."""
    text, rules, options = hand_request(body)
    scored = Pipeline().score(text, options, rules)
    return scored.json_text(), scored.exit_code


def waits_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `waits --json` prints for these keys (13 tiles or 14), and its exit status."""
    text, rules, options = hand_request(body)
    found = Pipeline().waits(text, options, rules)
    return json_line(found.to_json()), 0 if found.ready else 1


def controls(rules: Rules) -> list[dict[str, Any]]:
    """The page's control for each option the rule set takes, from the option registry: its
    name, how its value is read (seat, flag, tile, count, money, fed) and its help in both
    languages."""
    from ...messages.message import render
    from ...service.options import spec_of

    out = []
    for name in rules.get("options"):
        spec = spec_of(str(name))
        if spec is not None:
            help_text = {lang: render(spec.help, lang) for lang in ("zh", "en")}
            out.append({"name": spec.name, "kind": spec.kind, "help": help_text})
    return out


def describe(rules: Rules) -> dict[str, Any]:
    """What the page needs to draw a rule set, read from the rule file as written: its tiles,
    bonus tiles, melds, the options it takes, whether a session under it keeps 底 pots
    (`pot`: points per pot, or null) and whether one discard may have several winners."""
    from ...notation.tiles import code, is_flower, parse_code
    from ..session import session_rules

    suits = [str(suit) for suit in rules.get("tiles", "suits")]
    honors = [parse_code(str(tile)) for tile in rules.get("tiles", "honors")]
    playable = [f"{n}{suit}" for suit in "mps" if suit in suits for n in range(1, 10)]
    playable += [code(tile) for tile in sorted(honors) if not is_flower(tile)]
    several = rules.table.several_winners
    try:
        pot = session_rules(rules).pot
        sessions = True
    except InputError:
        pot, sessions = None, False
    return {
        "name": rules.name,
        "description": rules.table.description.zh,
        "description_en": rules.table.description.en,
        "variant": rules.variant,
        "options": [str(o) for o in rules.get("options")],
        "controls": controls(rules),
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
        # One discard may have several winners (一炮多响): the page offers to add another.
        "several_winners": several is not None and several.allowed,
    }


def session_answer(body: dict[str, Any]) -> tuple[str, int]:
    """What `session --json` prints for a whole session sent as one JSON object:
    `{"session": {header}, "hands": [hand objects, {"draw": true}, ...]}`. The hands become
    the JSON Lines form (line 1 the header, hand i line i + 2, as in the answer's "line").
    The header names a built-in rule set or sends a house-rule file as `rules_yaml`."""
    from ..session import score_session

    unknown = sorted(set(body) - {"session", "hands"})
    if unknown:
        raise InputError(Message("web_unknown_key", key=unknown[0]), "request")
    header = body.get("session")
    hands = body.get("hands", [])
    if not isinstance(header, dict):
        raise InputError(Message("web_needs_session"), "request")
    if not isinstance(hands, list) or not all(isinstance(h, dict) for h in hands):
        raise InputError(Message("web_hands_not_list"), "request")
    header = dict(header)
    text = header.pop("rules_yaml", None)
    if text is not None:
        if "rules" in header:
            raise InputError(Message("web_rules_or_yaml"), "rules")
        header["rules"] = rulesource.uploaded(text)[1]  # the private copy's path
    else:
        rulesource.builtin(header.get("rules", DEFAULT_RULES))  # a built-in name, never a path
    lines = [json_text({"session": header}), *(json_text(hand) for hand in hands)]
    result = score_session(_with_pauses(lines))
    return json_line(result.to_json()), result.exit_code


def _with_pauses(lines: list[str]) -> Iterator[str]:
    """The lines, serve's quick work let in before each (pause.py): the session reads a line
    when it has done with the one before."""
    for line in lines:
        pause.between()
        yield line


def rules_check(body: dict[str, Any]) -> tuple[str, int]:
    """POST /api/rules: a house-rule file's text (rules_yaml) validated and described."""
    if set(body) - set(RULE_KEYS):
        unknown = ", ".join(sorted(set(body) - set(RULE_KEYS)))
        raise InputError(Message("web_unknown_keys", keys=unknown), "request")
    return json_text(describe(rules_of(body))), 0
