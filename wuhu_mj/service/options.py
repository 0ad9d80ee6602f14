"""The option registry: every option of a scored hand, declared once, read when it is used.

The shared options are declared in scoring/situation.py, each variant declares its own
(`own_options`), and the keys of a request that are not about how the hand was won (the
winning tile, the rule set, JSON output) are declared here. Every door asks this module at
the time of use, so a variant registered at any time is known everywhere at once: the CLI's
flags and help, batch and API keys, session words, the page's controls, the fuzzer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any, Final

from ..messages.errors import InputError
from ..messages.message import Message
from ..notation.hand import MELD_KINDS
from ..notation.text import parse_tile
from ..notation.tiles import Tile, code
from ..rules.compiled.names import FED_MARKS
from ..rules.rulefile import DEFAULT_RULES
from ..scoring.result import Result
from ..scoring.situation import SHARED_OPTIONS, OptionSpec, Situation
from ..variants import everything_loaded, load_all, loaded_variants, registry_version
from .grammar import parse_unit, seat, trim, whole_number
from .limits import MAX_COUNT, shown

# Keys of a request beside the options of the situation: the winning tile, the rule set, and
# JSON output (the command line's --json; a batch line may carry it too).
REQUEST_OPTIONS: Final = (
    OptionSpec("win", "win", Message("help_option_win"), metavar="TILE", words=("胡张",)),
    OptionSpec(
        "rules",
        "rules",
        Message("help_option_rules"),
        metavar="NAME|PATH",
        default=DEFAULT_RULES,
        session="header",
        short="-r",
    ),
    OptionSpec("json", "json", Message("help_option_json"), session="none"),
)
# Kinds whose value is the presence of the option (a text line gives them no value).
FLAG_KINDS: Final = frozenset({"flag", "json"})
# Kinds that set no field of the Situation.
REQUEST_KINDS: Final = frozenset({"win", "rules", "json"})


def declared(everything: bool = True) -> tuple[OptionSpec, ...]:
    """Every option, in the order help and messages list them: the shared ones, each
    registered variant's own, `fed`, then the request's keys. Not `everything`: the options
    of the variants loaded so far (a plugin is loaded when it is wanted: variants/)."""
    if everything:
        load_all()
    return _declared(registry_version())


@lru_cache(maxsize=4)
def _declared(version: int) -> tuple[OptionSpec, ...]:
    own = {spec.name: spec for v in loaded_variants() for spec in v.own_options}
    return (*SHARED_OPTIONS[:-1], *own.values(), SHARED_OPTIONS[-1], *REQUEST_OPTIONS)


def by_key() -> Mapping[str, OptionSpec]:
    """The declared options by Python name (`kong_draw`): made again when the registry
    changes (kept in a dict, which a batch's every option reads faster than a cache call)."""
    version = registry_version()
    found = _BY_KEY.get(version)
    if found is None:
        _BY_KEY.clear()
        found = _BY_KEY[version] = {spec.key: spec for spec in _declared(version)}
    return found


_BY_KEY: Final[dict[int, Mapping[str, OptionSpec]]] = {}


def spec_of(name: str) -> OptionSpec | None:
    """The option a key names, hyphens and underscores alike (`kong-draw`, `kong_draw`):
    one of a loaded variant, else of any (a plugin's option loads the plugins)."""
    found = by_key().get(name.replace("-", "_"))
    if found is None and not everything_loaded():
        load_all()
        found = by_key().get(name.replace("-", "_"))
    return found


def short_option(flag: str) -> OptionSpec | None:
    """The option a one-letter flag names (`-r`)."""
    return next((spec for spec in declared(False) if spec.short and spec.short == flag), None)


def unknown_option(raw_name: str) -> InputError:
    known = ", ".join(spec.name for spec in declared())
    return InputError(Message("unknown_option", known=known), f"--{shown_name(raw_name)}")


def did_you_mean(typed: str, known: Iterable[str]) -> Message | str:
    """ " (did you mean --from?)" for `--form`: the closest of `known` (option names without
    dashes), written with the dashes the person typed; "" when none is close."""
    import difflib  # only on this error path

    bare = typed.lstrip("-")
    close = difflib.get_close_matches(bare, list(known), n=1)
    if not close:
        return ""
    return Message("line_did_you_mean", close=typed[: len(typed) - len(bare)] + close[0])


def shown_name(name: str) -> str:
    from ..output.safetext import one_line

    return one_line(name, 40)


def parse_fed(values: Any) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """`3=peng,peng,chi`: melds the winner fed to seat 3, in the order they were made."""
    if not isinstance(values, (str, list, tuple)):
        raise InputError(Message("fed_not_text", got=shown(values)), "--fed")
    items = [values] if isinstance(values, str) else list(values)
    fed: dict[int, tuple[str, ...]] = {}
    for text in items:
        seat_text, sep, melds = str(text).partition("=")
        if not sep or not trim(seat_text):
            raise InputError(Message("fed_bad_item", got=shown(text)), "--fed")
        fed_seat = seat(seat_text, "--fed")
        kinds = tuple(trim(k) for k in melds.split(",") if trim(k))
        for kind in kinds:
            # A meld may name its suit (`chi:s`); FED_MARKS say what the fed seat's own hand
            # is like, for Chizhou's reverse liability (docs/liability.md).
            meld, _, suit = kind.partition(":")
            if kind in FED_MARKS:
                continue
            if meld not in MELD_KINDS or suit not in ("", "m", "p", "s", "z"):
                known = ", ".join(MELD_KINDS)
                marks = ", ".join(FED_MARKS)
                said = Message("fed_unknown_meld", name=shown_name(kind), known=known, marks=marks)
                raise InputError(said, "--fed")
        if not kinds:
            raise InputError(Message("fed_no_melds", seat=fed_seat), "--fed")
        fed[fed_seat] = fed.get(fed_seat, ()) + kinds
    return tuple(sorted(fed.items()))


def _value(spec: OptionSpec, raw_name: str, value: Any) -> Any:
    if spec.kind == "seat":
        return seat(value, f"--{raw_name}")
    if spec.kind == "count":
        return whole_number(raw_name, value, 0, MAX_COUNT)
    if spec.kind == "money":
        return parse_unit(value, f"--{raw_name}")
    if spec.kind == "flag":
        if not isinstance(value, bool):
            raise InputError(Message("not_true_false", got=shown(value)), f"--{raw_name}")
        return value
    if spec.kind == "tile":
        try:
            return parse_tile(str(value))
        except InputError:
            said = Message("option_not_a_tile", got=shown(value))
            raise InputError(said, f"--{raw_name}") from None
    return parse_fed(value) if value else None


def situation_from(options: Mapping[str, Any]) -> Situation:
    """A Situation from option names as any door spells them (`from`, `kong_draw`, ...).

    Unknown names are input errors; hyphens and underscores are interchangeable; the
    request's own keys (win, rules, json) are left to the caller."""
    kwargs: dict[str, Any] = {}
    extra: dict[str, object] = {}
    for raw_name, value in options.items():
        if value is None:
            continue
        spec = spec_of(raw_name)
        if spec is None:
            raise unknown_option(raw_name)
        if spec.kind in REQUEST_KINDS:
            continue
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
        spec = spec_of(name)
        if spec is None or spec.field or spec.kind in REQUEST_KINDS:
            raise TypeError(f"no option {name!r}")
        if value is not None and not (spec.kind in ("flag", "count") and not value):
            extra[spec.name] = value
    return _situation(kwargs, extra)


def _situation(kwargs: dict[str, Any], extra: dict[str, object]) -> Situation:
    if extra:
        order = [s.name for s in declared(False)]  # the options' variants are loaded
        kwargs["extra"] = tuple(sorted(extra.items(), key=lambda item: order.index(item[0])))
    return Situation(**kwargs)


def win_tile(options: Mapping[str, Any]) -> Tile | None:
    """The tile `win` names (the hand's winning tile), or None: then the last tile wins."""
    value = options.get("win")
    if value is None:
        return None
    try:
        return parse_tile(str(value))
    except InputError:
        raise InputError(Message("win_not_a_tile", got=shown(value)), "--win") from None


def situation_json(sit: Situation, given: Iterable[str], winning: Tile | None) -> dict[str, Any]:
    """Who won, who dealt, who discarded and on which tile, as scored; `defaults` names the
    ones taken by default because they were not given (docs/breakdown.md)."""
    names = {name.replace("-", "_") for name in given}
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
