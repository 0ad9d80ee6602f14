"""Turn `score` option values (from the command line or a batch line) into a Situation.

Every option is declared once (situation.OptionSpec): the shared ones in situation.py, each
variant's own in its module; the names below are made from those declarations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..messages.errors import InputError
from ..notation.hand import MELD_KINDS
from ..notation.text import parse_tile
from ..notation.tiles import Tile, code
from ..output.safetext import one_line
from ..rules.compiled.names import FED_MARKS
from ..scoring.money import parse_unit
from ..scoring.result import Result
from ..scoring.situation import SHARED_OPTIONS, OptionSpec, Situation
from ..variants import REGISTRY
from .limits import MAX_COUNT, shown, whole_number


def declared() -> tuple[OptionSpec, ...]:
    """Every option of `score`: the shared ones, then each variant's own."""
    own = {spec.name: spec for v in REGISTRY.values() for spec in v.own_options}
    return (*SHARED_OPTIONS[:-1], *own.values(), SHARED_OPTIONS[-1])


def _specs() -> dict[str, OptionSpec]:
    """The declared options by Python name (a variant registered later adds its own)."""
    return {spec.key: spec for spec in declared()}


_BUILT_IN = _specs()
# Option names by how their value is read (batch.py reads plain-text lines with these).
SEAT_OPTIONS = tuple(k for k, s in _BUILT_IN.items() if s.kind == "seat")
FLAG_OPTIONS = tuple(k for k, s in _BUILT_IN.items() if s.kind == "flag")
TILE_OPTIONS = tuple(k for k, s in _BUILT_IN.items() if s.kind == "tile")
NUMBER_OPTIONS = tuple(k for k, s in _BUILT_IN.items() if s.kind == "count")
MONEY_OPTIONS = tuple(k for k, s in _BUILT_IN.items() if s.kind == "money")
HAND_OPTIONS = ("win",)  # options about the hand's tiles, read with the hand (win_tile)
ALL_OPTIONS = (*(s.name for s in _BUILT_IN.values()), *HAND_OPTIONS, "rules", "json")


def parse_fed(values: Any) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """`3=peng,peng,chi`: melds the winner fed to seat 3, in the order they were made."""
    if not isinstance(values, (str, list, tuple)):
        raise InputError(f"expected SEAT=MELDS or a list of them, got {shown(values)}", "--fed")
    items = [values] if isinstance(values, str) else list(values)
    fed: dict[int, tuple[str, ...]] = {}
    for text in items:
        seat_text, sep, melds = str(text).partition("=")
        if not sep or not seat_text.strip().isascii() or not seat_text.strip().isdigit():
            raise InputError(
                f"expected SEAT=meld,meld,... (e.g. 3=peng,chi), got {shown(text)}", "--fed"
            )
        seat = int(seat_text)
        kinds = tuple(k.strip() for k in melds.split(",") if k.strip())
        for kind in kinds:
            # A meld may name its suit (`chi:s`); FED_MARKS say what the fed seat's own hand
            # is like, for Chizhou's reverse liability (docs/liability.md).
            meld, _, suit = kind.partition(":")
            if kind in FED_MARKS:
                continue
            if meld not in MELD_KINDS or suit not in ("", "m", "p", "s", "z"):
                known = ", ".join(MELD_KINDS)
                marks = ", ".join(FED_MARKS)
                raise InputError(
                    f"unknown meld '{one_line(kind, 40)}' (known: {known}, each optionally"
                    f" :m/:p/:s/:z; marks: {marks})",
                    "--fed",
                )
        if not kinds:
            raise InputError(f"no melds listed for seat {seat}", "--fed")
        fed[seat] = fed.get(seat, ()) + kinds
    return tuple(sorted(fed.items()))


def _value(spec: OptionSpec, raw_name: str, value: Any) -> Any:
    if spec.kind == "seat":
        return whole_number(raw_name, value)  # the seat's range is checked with the others
    if spec.kind == "count":
        return whole_number(raw_name, value, 0, MAX_COUNT)
    if spec.kind == "money":
        return parse_unit(value, f"--{raw_name}")
    if spec.kind == "flag":
        if not isinstance(value, bool):
            raise InputError(f"expected true or false, got {shown(value)}", f"--{raw_name}")
        return value
    if spec.kind == "tile":
        try:
            return parse_tile(str(value))
        except InputError:
            raise InputError(
                f"not a tile: {shown(value)} (write e.g. 5m, 7z, 东)", f"--{raw_name}"
            ) from None
    return parse_fed(value) if value else None


def situation_from(options: Mapping[str, Any]) -> Situation:
    """Build a Situation from option names as `score` spells them (`from`, `kong_draw`, ...).

    Unknown names are input errors; hyphens and underscores are interchangeable.
    """
    kwargs: dict[str, Any] = {}
    extra: dict[str, object] = {}
    specs = _specs()
    for raw_name, value in options.items():
        name = raw_name.replace("-", "_")
        if value is None or name in ("rules", "json", "hand", *HAND_OPTIONS):
            continue
        spec = specs.get(name)
        if spec is None:
            known = ", ".join((*(s.name for s in specs.values()), *HAND_OPTIONS, "rules", "json"))
            where = f"--{one_line(raw_name, 40)}"
            raise InputError(f"unknown option (known: {known})", where)
        parsed = _value(spec, raw_name, value)
        if parsed is None:
            continue
        if spec.field:
            kwargs[spec.field] = parsed
        elif not (spec.kind in ("flag", "count") and not parsed):
            # A flag set to false or a count of 0 is no option given, as for the shared ones.
            extra[spec.name] = parsed
    return _situation(kwargs, extra)


def situation(**values: Any) -> Situation:
    """A Situation from values already typed (seats and counts as ints, tiles as Tile
    numbers): the shared options by Situation field name (`discarder=3`), a variant's own
    by name with _ for - (`wild=4`, `wild_discarded=True`)."""
    kwargs: dict[str, Any] = {}
    extra: dict[str, object] = {}
    for name, value in values.items():
        if name in Situation._fields:
            kwargs[name] = value
            continue
        spec = _specs().get(name)
        if spec is None or spec.field:
            raise TypeError(f"no option {name!r}")
        if value is not None and not (spec.kind in ("flag", "count") and not value):
            extra[spec.name] = value
    return _situation(kwargs, extra)


def _situation(kwargs: dict[str, Any], extra: dict[str, object]) -> Situation:
    if extra:
        order = [s.name for s in declared()]
        kwargs["extra"] = tuple(sorted(extra.items(), key=lambda item: order.index(item[0])))
    return Situation(**kwargs)


def win_tile(options: Mapping[str, Any]) -> Tile | None:
    """The tile `--win` names (the hand's winning tile), or None: then the last tile wins."""
    value = options.get("win")
    if value is None:
        return None
    try:
        return parse_tile(str(value))
    except InputError:
        raise InputError(f"not a tile: {shown(value)} (write e.g. 4m, 四万, 中)", "--win") from None


def situation_json(
    sit: Situation, given: Mapping[str, Any], winning: Tile | None
) -> dict[str, Any]:
    """Who won, who dealt, who discarded and on which tile, as scored; `defaults` names the
    ones taken by default because they were not given (docs/breakdown.md)."""
    names = {name.replace("-", "_") for name, value in given.items() if value is not None}
    data: dict[str, Any] = {
        "winner": sit.winner,
        "dealer": sit.dealer,
        "from": sit.discarder,
        "win": code(winning) if winning is not None else None,
    }
    data["defaults"] = [name for name in data if name not in names]
    return data


def score_json(result: Result, situation: dict[str, Any]) -> dict[str, Any]:
    """The object `score --json` prints, a `batch --json` line holds and /api/score answers:
    the result and the situation it was scored in (situation_json)."""
    return {**result.to_json(), "situation": situation}
