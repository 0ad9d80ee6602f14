"""The one pipeline: a hand's text, its options and a rule set in; a scored result, or the
waits, out. Every door calls it: the CLI's `score` and `waits`, each batch line, each hand of
a session, the web API and the page.

What a request means is decided here once: the hand's size limit, which key names the rule
set and which the winning tile, the defaults of what was not given (seat 1 wins and deals,
the last tile typed wins, 1 per point), money per point, and which options were given (the
output marks the rest as defaults).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from ..messages.errors import InputError
from ..messages.exits import EXIT_NOT_WIN, EXIT_WIN
from ..messages.message import Message
from ..messages.schemas import PREFIX, document
from ..notation.records import record
from ..notation.text import parse_hand
from ..notation.tiles import Tile
from ..rules.deck import TileNotInDeck
from ..rules.rulefile import DEFAULT_RULES as DEFAULT_RULES  # the doors read it here too
from ..rules.ruleset import Rules, load_rules
from ..scoring.money import Money
from ..scoring.result import Result
from ..scoring.situation import Situation
from .limits import check_hand_text, shown
from .options import score_json, situation_from, situation_json, spec_of, win_tile

if TYPE_CHECKING:  # `waits` imports them when asked: `score` does not load them
    from ..scoring.discards import Discards
    from ..scoring.waits import Waits

# A batch or a server sees a few rule sets and situations again and again; past this many
# distinct ones (a generated file, a fuzzer) the memo starts again, so memory stays flat.
MEMO_LIMIT: Final = 1024


class Scored(NamedTuple):
    """A scored hand: the result, the situation it was scored in, and that situation as the
    JSON shows it (with the options taken by default)."""

    result: Result
    situation: Situation
    facts: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """The object `score --json` prints (and /api/score): a document (messages/schemas/)."""
        return document(score_json(self.result, self.facts))

    def json_text(self) -> str:
        """That object as the doors print it (json_line's text), written once from the result."""
        return "{" + PREFIX + self.json_members() + "}"

    def json_members(self) -> str:
        """Its members without the braces or the schema version (a batch line puts its own
        version and "line" before them)."""
        return self.result.json_members({"situation": self.facts})

    @property
    def exit_code(self) -> int:
        return EXIT_WIN if self.result.winning else EXIT_NOT_WIN


class Setup(NamedTuple):
    """What a request's options say: the rule set named (None: the pipeline's), the winning
    tile named by `win`, the names of the options given, and the situation they make."""

    rules: str | None
    win: Tile | None
    given: tuple[str, ...]
    situation: Situation


class Pipeline:
    """Scores requests; keeps the rule sets and situations it has built (a batch, a session or
    a server repeats them). `unit` is the money per point of requests that give none."""

    def __init__(self, default_rules: str = DEFAULT_RULES, unit: Money | None = None) -> None:
        self.default_rules = default_rules
        self.unit = unit
        self._rules: dict[str, Rules] = {}
        self._setups: dict[object, Setup] = {}
        from ..scoring.best import score  # deferred: `import wuhu_mj.service` stays light

        self._score = score

    def rules(self, name: str | None = None) -> Rules:
        found = self._rules.get(name or self.default_rules)
        if found is None:
            if len(self._rules) >= MEMO_LIMIT:
                self._rules.clear()
            found = self._rules[name or self.default_rules] = load_rules(name or self.default_rules)
        return found

    def setup(self, options: Mapping[str, Any]) -> Setup:
        """What `options` say, kept by the options as written, in the order written: by
        their names and values when every value is text (a batch's text lines), else by
        their repr (which keeps true apart from 1, as a dict key would not)."""
        key = _setup_key(options)
        found = self._setups.get(key)
        if found is None:
            found = self._setup(options)
            if len(self._setups) >= MEMO_LIMIT:
                self._setups.clear()
            self._setups[key] = found
        return found

    def _setup(self, options: Mapping[str, Any]) -> Setup:
        rest: dict[str, Any] = {}
        rules_name: str | None = None
        for name, value in options.items():
            spec = spec_of(name)
            if spec is not None and spec.kind == "rules":
                if value and not isinstance(value, str):
                    raise InputError(Message("rules_not_a_name", got=shown(value)), "--rules")
                rules_name = value or None
            elif spec is None or spec.kind != "json":
                rest[name] = value
        win = win_tile(rest)
        rest.pop("win", None)
        if self.unit is not None and rest.get("unit") is None:
            rest["unit"] = self.unit
        given = [name for name, value in rest.items() if value is not None]
        if win is not None:
            given.append("win")
        return Setup(rules_name, win, tuple(given), situation_from(rest))

    def score(
        self, hand: str, options: Mapping[str, Any], rules: Rules | str | None = None
    ) -> Scored:
        """Score `hand` under `options` (keys as any door spells them: `from`, `kong_draw`,
        `rules`, `win` ...) and `rules` (a rule set, or its name; else the one the options
        name, else the pipeline's)."""
        check_hand_text(hand)
        named, win, given, situation = self.setup(options)
        parsed = parse_hand(hand, win)
        ruleset = rules if isinstance(rules, Rules) else self.rules(rules or named)
        try:
            result = self._score(parsed, ruleset, situation)
        except TileNotInDeck as exc:  # named where the text has it
            raise exc.located(hand) from None
        situation_shown = situation_json(situation, given, parsed.winning)
        return record(Scored, (result, situation, situation_shown))

    def waits(
        self, hand: str, options: Mapping[str, Any], rules: Rules | str | None = None
    ) -> Waits | Discards:
        """What `hand` waits on (13 tiles) or which tile to discard (14 tiles)."""
        check_hand_text(hand)
        named, win, _, situation = self.setup(options)
        if win is not None:
            raise InputError(Message("waits_no_win_tile"), "--win")
        from ..scoring.discards import waits_or_discards

        ruleset = rules if isinstance(rules, Rules) else self.rules(rules or named)
        try:
            return waits_or_discards(hand, ruleset, situation)
        except TileNotInDeck as exc:
            raise exc.located(hand) from None


def _setup_key(options: Mapping[str, Any]) -> object:
    written: list[str] = []
    for name, value in options.items():
        if type(value) is not str:
            return repr(options)
        written.append(name)
        written.append(value)
    return tuple(written)


def score(hand: str, options: Mapping[str, Any], rules: Rules | str | None = None) -> Scored:
    """One hand through a pipeline of its own (see Pipeline.score)."""
    return Pipeline().score(hand, options, rules)


def waits(
    hand: str, options: Mapping[str, Any], rules: Rules | str | None = None
) -> Waits | Discards:
    """One hand's waits through a pipeline of its own (see Pipeline.waits)."""
    return Pipeline().waits(hand, options, rules)
