"""Turn `score` option values (from the command line or a batch line) into a Situation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InputError
from .hand import MELD_KINDS
from .limits import MAX_STREAK, parse_unit, shown, whole_number
from .notation import parse_tile
from .safetext import one_line
from .situation import Situation

SEAT_OPTIONS = {"winner": "winner", "dealer": "dealer", "from": "discarder"}
FLAG_OPTIONS = {
    "kong_draw": "kong_draw",
    "rob_kong": "rob_kong",
    "heavenly": "heavenly",
    "earthly": "earthly",
    "wild_discarded": "wild_discarded",
}
TILE_OPTIONS = ("wild", "indicator")
NUMBER_OPTIONS = ("unit", "streak")
ALL_OPTIONS = (
    *SEAT_OPTIONS,
    *FLAG_OPTIONS,
    *TILE_OPTIONS,
    *NUMBER_OPTIONS,
    "fed",
    "rules",
    "json",
)


def _unit(value: Any) -> int:
    unit = parse_unit(value)
    if unit != unit.to_integral_value():
        raise InputError("money per point must be a whole number", where="--unit")
    return int(unit)


FED_MARKS = ("nohua", "laizi")


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
                    f"unknown meld {shown(kind)} (known: {known}, each optionally :m/:p/:s/:z;"
                    f" marks: {marks})",
                    "--fed",
                )
        if not kinds:
            raise InputError(f"no melds listed for seat {seat}", "--fed")
        fed[seat] = fed.get(seat, ()) + kinds
    return tuple(sorted(fed.items()))


def situation_from(options: Mapping[str, Any]) -> Situation:
    """Build a Situation from option names as `score` spells them (`from`, `kong_draw`, ...).

    Unknown names are input errors; hyphens and underscores are interchangeable.
    """
    kwargs: dict[str, Any] = {}
    for raw_name, value in options.items():
        name = raw_name.replace("-", "_")
        if value is None or name in ("rules", "json", "hand"):
            continue
        if name in SEAT_OPTIONS:
            kwargs[SEAT_OPTIONS[name]] = whole_number(raw_name, value)
        elif name in FLAG_OPTIONS:
            if not isinstance(value, bool):
                raise InputError(f"expected true or false, got {shown(value)}", f"--{raw_name}")
            kwargs[FLAG_OPTIONS[name]] = value
        elif name in TILE_OPTIONS:
            try:
                kwargs[name] = parse_tile(str(value))
            except InputError:
                raise InputError(
                    f"not a tile: {shown(value)} (write e.g. 5m, 7z, 东)", f"--{raw_name}"
                ) from None
        elif name == "unit":
            kwargs["unit"] = _unit(value)
        elif name == "streak":
            kwargs["streak"] = whole_number(raw_name, value, 0, MAX_STREAK)
        elif name == "fed":
            if value:
                kwargs["fed"] = parse_fed(value)
        else:
            known = ", ".join(o.replace("_", "-") for o in ALL_OPTIONS)
            raise InputError(
                f"unknown option (known: {known})", where=f"--{one_line(raw_name, 40)}"
            )
    return Situation(**kwargs)
