"""Turn `score` option values (from the command line or a batch line) into a Situation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InputError
from .hand import MELD_KINDS
from .money import parse_unit
from .notation import parse_tile
from .situation import Situation
from .tiles import Tile, code

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
HAND_OPTIONS = ("win",)  # options about the hand's tiles, read with the hand (win_tile)
ALL_OPTIONS = (
    *SEAT_OPTIONS,
    *FLAG_OPTIONS,
    *TILE_OPTIONS,
    *NUMBER_OPTIONS,
    *HAND_OPTIONS,
    "fed",
    "rules",
    "json",
)


def _int(name: str, value: Any) -> int:
    if isinstance(value, bool):
        raise InputError(f"expected a whole number, got {value!r}", where=f"--{name}")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise InputError(f"expected a whole number, got {value!r}", where=f"--{name}") from None


FED_MARKS = ("nohua", "laizi")


def parse_fed(values: list[str] | tuple[str, ...] | str) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """`3=peng,peng,chi`: melds the winner fed to seat 3, in the order they were made."""
    items = [values] if isinstance(values, str) else list(values)
    fed: dict[int, tuple[str, ...]] = {}
    for text in items:
        seat_text, sep, melds = str(text).partition("=")
        if not sep or not seat_text.strip().isdigit():
            raise InputError(
                f"expected SEAT=meld,meld,... (e.g. 3=peng,chi), got {text!r}", "--fed"
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
                    f"unknown meld '{kind}' (known: {known}, each optionally :m/:p/:s/:z;"
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
        if value is None or name in ("rules", "json", "hand", *HAND_OPTIONS):
            continue
        if name in SEAT_OPTIONS:
            kwargs[SEAT_OPTIONS[name]] = _int(raw_name, value)
        elif name in FLAG_OPTIONS:
            if not isinstance(value, bool):
                raise InputError(f"expected true or false, got {value!r}", f"--{raw_name}")
            kwargs[FLAG_OPTIONS[name]] = value
        elif name in TILE_OPTIONS:
            try:
                kwargs[name] = parse_tile(str(value))
            except InputError:
                raise InputError(
                    f"not a tile: {value!r} (write e.g. 5m, 7z, 东)", f"--{raw_name}"
                ) from None
        elif name == "unit":
            kwargs["unit"] = parse_unit(value, f"--{raw_name}")
        elif name in NUMBER_OPTIONS:
            kwargs[name] = _int(raw_name, value)
        elif name == "fed":
            if value:
                kwargs["fed"] = parse_fed(value)
        else:
            known = ", ".join(o.replace("_", "-") for o in ALL_OPTIONS)
            raise InputError(f"unknown option (known: {known})", where=f"--{raw_name}")
    return Situation(**kwargs)


def win_tile(options: Mapping[str, Any]) -> Tile | None:
    """The tile `--win` names (the hand's winning tile), or None: then the last tile wins."""
    value = options.get("win")
    if value is None:
        return None
    try:
        return parse_tile(str(value))
    except InputError:
        raise InputError(f"not a tile: {value!r} (write e.g. 4m, 四万, 中)", "--win") from None


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
