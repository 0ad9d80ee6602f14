"""The JSON Schemas (draft 2020-12) of the documents the doors print, written once here and
printed by `wuhu-mj schema NAME`; docs/json.md says what each key means.

Each schema is whole (no reference to another file), so a tool can use it alone. The keys a
variant adds to a scored hand (its details: zhi, wild, hua, ...) are described where they are
known; a variant plugin may add more, so a score document allows other keys.
"""

from __future__ import annotations

from typing import Any, Final

from .version import VERSION

DRAFT: Final = "https://json-schema.org/draft/2020-12/schema"

_STRING = {"type": "string"}
_INT = {"type": "integer"}
_BOOL = {"type": "boolean"}
_SEAT = {"type": "integer", "minimum": 1, "maximum": 4}
_MONEY = {"type": "number", "description": "money: points times the unit, exact"}
_STRINGS = {"type": "array", "items": _STRING}
_TILE = {"type": "string", "pattern": "^[1-9][mps]$|^[1-7]z$|^[1-8]f$"}


def _object(required: dict[str, Any], optional: dict[str, Any] | None = None) -> dict[str, Any]:
    """An object with exactly these keys (the optional ones may be absent)."""
    return {
        "type": "object",
        "required": list(required),
        "properties": {**required, **(optional or {})},
        "additionalProperties": False,
    }


def _by_seat(value: dict[str, Any]) -> dict[str, Any]:
    return _object({str(seat): value for seat in (1, 2, 3, 4)})


_VERSION = {"const": VERSION, "description": "the version of this document's form"}
_ITEM = _object(
    {"key": _STRING, "label": _STRING, "points": _INT},
    {
        "note": _STRING,
        "source": _STRING,
        "applies": {
            "enum": ["dealer", "none", "payer", "each"],
            "description": "absent: every payer pays it",
        },
    },
)
_PAID_ITEM = _object({"key": _STRING, "label": _STRING, "points": _INT}, {"source": _STRING})
_PAYMENT = _object(
    {"from": _SEAT, "to": _SEAT, "amount": _MONEY, "items": {"type": "array", "items": _PAID_ITEM}},
    {"note": _STRING},
)
_SITUATION = _object(
    {
        "winner": _SEAT,
        "dealer": _SEAT,
        "from": {"anyOf": [_SEAT, {"type": "null"}], "description": "null: a self-draw"},
        "win": {"anyOf": [_TILE, {"type": "null"}]},
        "defaults": {
            "type": "array",
            "items": {"enum": ["winner", "dealer", "from", "win"]},
            "uniqueItems": True,
        },
    }
)
_LIABILITY = _object(
    {
        "seat": _SEAT,
        "rule": _STRING,
        "label": _STRING,
        "melds": _STRINGS,
        "why": _STRING,
        "pays": _MONEY,
        "instead_of": {"type": "array", "items": _SEAT},
        "how": _STRING,
        "source": _STRING,
    },
    {"rule_file": _STRING},
)
# A scored hand's details, as the built-in variants write them.
_DETAILS: dict[str, Any] = {
    "zhi": _INT,
    "yadang_point": _INT,
    "waits": {"type": "array", "items": _TILE},
    "waits_note": _STRING,
    "reading": _STRINGS,
    "readings_considered": _INT,
    "wild": _TILE,
    "shape": _STRING,
    "stand_ins": _STRINGS,
    "stand_in_pairs": {"type": "array", "items": _object({"wild": _TILE, "as": _TILE})},
    "win_condition": _STRING,
    "paofeng": _STRING,
    "wilds_held": _INT,
    "hua": _INT,
    "hua_needed": _INT,
    "value": _INT,
    "fan_sum": _INT,
    "laizi": _BOOL,
    "refused_by": _STRING,
    "jiao": _STRING,
    "liability": _STRING,
    "liability_detail": {"type": "array", "items": _LIABILITY},
    "liability_ordinary": {"type": "array", "items": _PAYMENT},
    "house_rules": {
        "type": "array",
        "items": _object({"switch": _STRING, "label": _STRING, "source": _STRING}),
    },
}
_SCORED: dict[str, Any] = {
    "rules": _STRING,
    "hand": _STRING,
    "winning": _BOOL,
    "reason": _STRING,
    "patterns": _STRINGS,
    "items": {"type": "array", "items": _ITEM},
    "payments": {"type": "array", "items": _PAYMENT},
    "net": _by_seat(_MONEY),
    "situation": _SITUATION,
}


def _scored(first: dict[str, Any]) -> dict[str, Any]:
    """A scored hand with the keys `first` before its own; other keys are a variant's."""
    return {
        "type": "object",
        "required": [*first, *_SCORED],
        "properties": {**first, **_SCORED, **_DETAILS},
    }


_CODE = {
    **_STRING,
    "pattern": "^[a-z][a-z0-9_]*$",
    "description": "the message's stable machine name (docs/json.md)",
}
_ERROR = _object(
    {
        "message": {
            **_STRING,
            "description": "in Chinese whatever the language of the run, one line",
        },
        "code": _CODE,
        "exit": {"const": 2},
    },
    {"where": {**_STRING, "description": "the option, `hand`, or FILE:LINE:COL"}},
)
_ERROR_DOCUMENT = _object({"schema": _VERSION, "error": _ERROR})

_PRICE = _object(
    {
        "total": _MONEY,
        "payments": {"type": "array", "items": _object({"from": _SEAT, "amount": _MONEY})},
    },
    {"from": _SEAT},
)
_WAIT = _object(
    {
        "tile": _TILE,
        "name": _STRING,
        "unseen": _INT,
        "special": _STRINGS,
        "special_keys": _STRINGS,
        "patterns": _STRINGS,
        "self_draw": {"anyOf": [_PRICE, {"type": "null"}]},
        "discard": {"anyOf": [_PRICE, {"type": "null"}]},
    }
)
_WAITS_LIST = {"type": "array", "items": _WAIT}
_THIRTEEN = _object(
    {
        "schema": _VERSION,
        "rules": _STRING,
        "hand": _STRING,
        "ready": _BOOL,
        "shanten": _INT,
        "note": _STRING,
        "waits": _WAITS_LIST,
    }
)
_FOURTEEN = _object(
    {
        "schema": _VERSION,
        "rules": _STRING,
        "hand": _STRING,
        "ready": _BOOL,
        "discards": {
            "type": "array",
            "items": _object(
                {
                    "discard": _TILE,
                    "name": _STRING,
                    "ready": _BOOL,
                    "shanten": _INT,
                    "value": _MONEY,
                    "tiles_left": _INT,
                    "waits": _WAITS_LIST,
                }
            ),
        },
    }
)

_COUNTS = _by_seat({"type": "integer", "minimum": 0})
_LEDGER = _object(
    {
        "hands": _INT,
        "wins": _INT,
        "not_wins": _INT,
        "errors": _INT,
        "net": _by_seat(_MONEY),
        "wins_by_seat": _COUNTS,
        "discards_by_seat": _COUNTS,
    }
)
_LINE = {"type": "integer", "minimum": 1, "description": "the line of the input"}

_NAME_MONEY = {"type": "object", "additionalProperties": _MONEY}
_NAME_OR_NULL = {"anyOf": [_STRING, {"type": "null"}]}
_SESSION_PAYMENT = _object(
    {"from": _STRING, "to": _STRING, "due": _MONEY, "amount": _MONEY, "by": _STRING},
    {"note": _STRING},
)
_SESSION_HAND = _object(
    {
        "line": _LINE,
        "hand_number": _INT,
        "dealer": _STRING,
        "streak": _INT,
        "winner": _NAME_OR_NULL,
        "from": _NAME_OR_NULL,
        "draw": _BOOL,
        "hand": _NAME_OR_NULL,
        "patterns": _STRINGS,
        "items": {"type": "array", "items": _ITEM},
        "payments": {"type": "array", "items": _SESSION_PAYMENT},
        "net": _NAME_MONEY,
        "di": {"anyOf": [_INT, {"type": "null"}]},
        "pots": {"anyOf": [_NAME_MONEY, {"type": "null"}]},
        "di_over": _BOOL,
    },
    {
        # One discard, several winners (Chizhou): each winner's hand.
        "winners": {
            "type": "array",
            "items": _object(
                {
                    "winner": _STRING,
                    "hand": _STRING,
                    "patterns": _STRINGS,
                    "items": {"type": "array", "items": _ITEM},
                }
            ),
        }
    },
)
_LINE_ERROR = _object({"line": _LINE, "error": _STRING, "code": _CODE})
_SESSION = _object(
    {
        "schema": _VERSION,
        "players": {"type": "array", "items": _STRING, "minItems": 4, "maxItems": 4},
        "rules": _STRING,
        "unit": _MONEY,
        "hands": {"type": "array", "items": _SESSION_HAND},
        "errors": {"type": "array", "items": _LINE_ERROR},
        "di": {
            "anyOf": [
                {
                    "type": "array",
                    "items": _object({"di": _INT, "over": _BOOL, "result": _NAME_MONEY}),
                },
                {"type": "null"},
            ]
        },
        "cash": _NAME_MONEY,
        "net": _NAME_MONEY,
        "transfers": {
            "type": "array",
            "items": _object({"from": _STRING, "to": _STRING, "amount": _MONEY}),
        },
    },
    {
        "errors_not_listed": _INT,
        "next": _object(
            {
                "dealer": _STRING,
                "streak": _INT,
                "di": {"anyOf": [_INT, {"type": "null"}]},
                "pots": {"anyOf": [_NAME_MONEY, {"type": "null"}]},
                "over": _BOOL,
            }
        ),
    },
)


def _titled(title: str, description: str, body: dict[str, Any]) -> dict[str, Any]:
    return {"$schema": DRAFT, "title": title, "description": description, **body}


SCHEMAS: Final[dict[str, dict[str, Any]]] = {
    "score": _titled(
        "wuhu-mj score --json",
        "A scored hand (also /api/score; `score -r A -r B --json` prints a list of them).",
        _scored({"schema": _VERSION}),
    ),
    "waits": _titled(
        "wuhu-mj waits --json",
        "The waits of 13 tiles, or each discard of 14 and its waits (also /api/waits).",
        {"oneOf": [_THIRTEEN, _FOURTEEN]},
    ),
    "batch": _titled(
        "wuhu-mj batch --json: one line",
        "Each line is one document: a scored hand line, a bad line, or the closing ledger.",
        {
            "oneOf": [
                _scored({"schema": _VERSION, "line": _LINE}),
                _object(
                    {
                        "schema": _VERSION,
                        "line": _LINE,
                        "error": _STRING,
                        "code": _CODE,
                    }
                ),
                _object({"schema": _VERSION, "ledger": _LEDGER}),
            ]
        },
    ),
    "session": _titled(
        "wuhu-mj session --json",
        "An evening: its hands, bad lines, 底 results, totals and settle-up (also /api/session).",
        _SESSION,
    ),
    "error": _titled(
        "wuhu-mj --json: bad input",
        "What any `--json` prints on stdout for bad input (exit 2), and the web API answers.",
        _ERROR_DOCUMENT,
    ),
}
