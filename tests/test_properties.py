"""Property tests (hypothesis): invariants over random hands, random text and mutated hands.

- a hand's result does not depend on the order its concealed tiles are written in (the
  winning tile stays last) nor on how tiles and melds are spelled;
- parse → format → parse gives the same hand;
- net results sum to zero, every payment is a positive whole number;
- the reported reading pays the winner at least as much as every other reading;
- the CLI exits 0, 1 or 2 and never prints a traceback;
- random strings and mutated hands raise nothing but the library's own errors.

Kept quick for CI: modest example counts, no deadline (the first call compiles caches).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wuhu_mj import InputError, Result, Situation, WuhuMjError, format_hand, parse_hand, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.notation.tiles import HONOR_BASE, code
from wuhu_mj.rules.ruleset import builtin_names, load_rules
from wuhu_mj.scoring.best import settle
from wuhu_mj.variants import variant_of

# The Wuhu house rules (a check file of worked examples sits beside each preset).
HOUSE = sorted(
    str(p)
    for p in (Path(__file__).parents[1] / "samples" / "house-rules").glob("*.yaml")
    if not p.name.endswith("-examples.yaml") and load_rules(str(p)).variant == "wuhu"
)
WUHU_RULES = ["wuhu", "wuhu-fan", *HOUSE]
RED = 33  # 7z 红中, Wuhu's one honor kind

QUICK = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@dataclass(frozen=True)
class Built:
    """A hand as written: concealed tiles (winning tile last) and melds (kind, tiles, seat)."""

    concealed: tuple[int, ...]
    melds: tuple[tuple[str, tuple[int, ...], int | None], ...]
    bonus: tuple[int, ...] = ()

    @property
    def kongs(self) -> int:
        return sum(1 for kind, _, _ in self.melds if kind in ("gang", "jiagang", "angang"))


@st.composite
def complete_hands(draw: st.DrawFn, kinds: tuple[int, ...] = (*range(27), RED)) -> Built:
    """A pair and four sets (runs or triplets) of `kinds`, some triplets exposed as melds."""
    counts = [0] * 42
    concealed: list[int] = []
    melds: list[tuple[str, tuple[int, ...], int | None]] = []
    pair = draw(st.sampled_from(kinds))
    counts[pair] += 2
    concealed += [pair, pair]
    for _ in range(4):
        runs = [t for t in kinds if t < HONOR_BASE and t % 9 <= 6]
        options = [("run", t) for t in runs if all(counts[t + i] < 4 for i in range(3))]
        options += [("triplet", t) for t in kinds if counts[t] <= 1]
        kind, tile = draw(st.sampled_from(options))
        tiles = [tile, tile + 1, tile + 2] if kind == "run" else [tile] * 3
        for t in tiles:
            counts[t] += 1
        if kind == "run":
            concealed += tiles
            continue
        meld_kinds = ["", "peng"] + (["gang", "jiagang", "angang"] if counts[tile] == 3 else [])
        meld = draw(st.sampled_from(meld_kinds))
        if not meld:
            concealed += tiles
            continue
        if meld != "peng":
            counts[tile] += 1
            tiles.append(tile)
        seat = draw(st.none() | st.integers(2, 4)) if meld != "angang" else None
        melds.append((meld, tuple(tiles), seat))
    order = draw(st.permutations(concealed))
    return Built(tuple(order), tuple(melds))


def spell(built: Built, style: str) -> str:
    """Write a hand: `codes` (1m2m3m), `grouped` (123m), `chinese` (123万 中 碰)."""
    chinese = style == "chinese"
    suit_word = {"m": "万", "p": "筒", "s": "条", "z": "z", "f": "f"} if chinese else None

    def tiles_text(tiles: tuple[int, ...]) -> str:
        out = ""
        run_suit = ""
        for t in tiles:
            c = code(t)
            if chinese and t == RED:
                out += ("," if run_suit else "") + "中"
                run_suit = ""
                continue
            digit, suit = c[0], c[1]
            word = suit_word[suit] if suit_word else suit
            if style == "codes":
                out += digit + word
            elif run_suit == word:
                out = out[: -len(word)] + digit + word
            else:
                out += digit + word
            run_suit = word
        return out

    words = {"peng": "碰", "gang": "杠", "jiagang": "加杠", "angang": "暗杠", "chi": "吃"}
    text = tiles_text(built.concealed)
    for kind, tiles, seat in built.melds:
        text += "+" + (words[kind] if chinese else kind) + tiles_text(tiles)
        text += f"@{seat}" if seat else ""
    if built.bonus:
        text += "+" + ("花" if chinese else "hua") + tiles_text(built.bonus)
    return text


@st.composite
def situations(draw: st.DrawFn, built: Built) -> Situation:
    winner = draw(st.integers(1, 4))
    dealer = draw(st.integers(1, 4))
    discarder = draw(st.none() | st.sampled_from([s for s in (1, 2, 3, 4) if s != winner]))
    kong_draw = discarder is None and built.kongs > 0 and draw(st.booleans())
    rob_kong = discarder is not None and draw(st.booleans())
    return Situation(winner, dealer, discarder, kong_draw=kong_draw, rob_kong=rob_kong)


def fed_by_others(built: Built, sit: Situation) -> Built:
    """A meld cannot be fed by the winner itself (an input error): drop such sources."""
    melds = tuple((k, t, None if seat == sit.winner else seat) for k, t, seat in built.melds)
    return Built(built.concealed, melds, built.bonus)


def total(result: Result) -> int:
    return sum(p.amount for p in result.payments)


# ---- valid Wuhu hands --------------------------------------------------------------------


@QUICK
@given(data=st.data(), rules=st.sampled_from(WUHU_RULES))
def test_order_and_spelling_do_not_change_the_result(data: st.DataObject, rules: str) -> None:
    built = data.draw(complete_hands())
    sit = data.draw(situations(built))
    built = fed_by_others(built, sit)
    reordered = data.draw(st.permutations(built.concealed[:-1]))
    other = Built((*reordered, built.concealed[-1]), built.melds)
    results = [
        score(spell(b, style), rules, sit).to_json()
        for b in (built, other)
        for style in ("codes", "grouped", "chinese")
    ]
    assert all(r == results[0] for r in results[1:])


@QUICK
@given(data=st.data())
def test_parse_format_parse_round_trips(data: st.DataObject) -> None:
    built = data.draw(complete_hands(kinds=tuple(range(34))))
    flowers = data.draw(st.lists(st.integers(34, 41), unique=True, max_size=8))
    built = Built(built.concealed, built.melds, tuple(flowers))
    style = data.draw(st.sampled_from(["codes", "grouped", "chinese"]))
    hand = parse_hand(spell(built, style))
    text = format_hand(hand)
    assert parse_hand(text) == hand
    assert format_hand(parse_hand(text)) == text
    assert hand.winning == built.concealed[-1]


@QUICK
@given(data=st.data(), rules=st.sampled_from(WUHU_RULES))
def test_money_balances_and_the_best_reading_is_reported(data: st.DataObject, rules: str) -> None:
    built = data.draw(complete_hands())
    sit = data.draw(situations(built))
    built = fed_by_others(built, sit)
    result = score(spell(built, "grouped"), rules, sit)
    assert sum(result.net.values()) == 0
    assert all(isinstance(p.amount, int) and p.amount > 0 for p in result.payments)
    assert all(p.payee == sit.winner and p.payer != sit.winner for p in result.payments)
    if not result.winning:
        assert result.payments == () and result.reason
        return
    ruleset = load_rules(rules)
    table = ruleset.table
    variant = variant_of(table)
    prepared = variant.prepare(parse_hand(result.hand), table, sit)
    evaluations = variant.evaluate(prepared, table, sit)
    assert isinstance(evaluations, list) and evaluations
    best = max(sum(p.amount for p in settle(e, prepared, table, sit).payments) for e in evaluations)
    assert total(result) == best


# ---- every built-in rule set, any tiles and options --------------------------------------

SEAT_TEXT = st.sampled_from(["1", "2", "3", "4", "0", "5", "x", ""])
TILE_TEXT = st.sampled_from(["5m", "9p", "1s", "7z", "1z", "4z", "东", "中", "1f", "0m", "x"])


@st.composite
def cli_args(draw: st.DrawFn) -> list[str]:
    """`score` arguments: a real hand or a mangled one, any options with any values."""
    built = draw(complete_hands(kinds=tuple(range(34))))
    if draw(st.booleans()):
        flowers = draw(st.lists(st.integers(34, 41), unique=True, max_size=3))
        built = Built(built.concealed, built.melds, tuple(flowers))
    args = [draw(st.sampled_from([spell(built, "grouped"), spell(built, "chinese")]))]
    args += ["--rules", draw(st.sampled_from([*builtin_names(), *HOUSE]))]
    for option in draw(st.lists(st.sampled_from(list(OPTION_VALUES)), max_size=5, unique=True)):
        values = OPTION_VALUES[option]
        args += [option] if values is None else [option, draw(values)]
    return args


OPTION_VALUES: dict[str, Any] = {
    "--winner": SEAT_TEXT,
    "--dealer": SEAT_TEXT,
    "--from": SEAT_TEXT,
    "--kong-draw": None,
    "--rob-kong": None,
    "--heavenly": None,
    "--earthly": None,
    "--unit": st.sampled_from(["1", "10", "0", "-3", "abc"]),
    "--wild": TILE_TEXT,
    "--indicator": TILE_TEXT,
    "--wild-discarded": None,
    "--streak": st.sampled_from(["0", "1", "2", "3", "7", "-1", "x"]),
    "--fed": st.sampled_from(["3=peng,peng,chi", "2=gang", "5=peng", "3=", "x"]),
}


@settings(QUICK, max_examples=150)
@given(args=cli_args(), as_json=st.booleans())
def test_cli_exit_status_is_0_1_or_2(args: list[str], as_json: bool) -> None:
    english = CliRunner(env={"WUHU_MJ_LANG": "en"})
    result = english.invoke(cli, ["score", *args, *(["--json"] if as_json else [])])
    assert result.exit_code in (0, 1, 2), result.output
    assert "Traceback" not in result.output
    assert "internal error" not in result.output, result.output
    if result.exit_code == 2:
        assert result.stderr.startswith("wuhu-mj: error: ")
        assert result.stderr.count("\n") == 1


# ---- random text and mutated hands -------------------------------------------------------

NOTATION_CHARS = (
    "0123456789mpszf+@, 万筒条饼索东南西北白发中春夏秋冬梅兰竹菊碰杠吃花暗加pengangchihua"
)
TEXT = st.text(alphabet=st.sampled_from(NOTATION_CHARS) | st.characters(), max_size=40)


@QUICK
@given(text=TEXT)
def test_random_text_raises_only_input_errors(text: str) -> None:
    with contextlib.suppress(InputError):
        parse_hand(text)


@QUICK
@given(text=TEXT, rules=st.sampled_from(builtin_names()))
def test_random_text_scores_or_raises_the_librarys_error(text: str, rules: str) -> None:
    with contextlib.suppress(WuhuMjError):
        score(text, rules)


@st.composite
def mutated_hands(draw: st.DrawFn) -> str:
    built = draw(complete_hands(kinds=tuple(range(34))))
    text = list(draw(st.sampled_from([spell(built, "grouped"), spell(built, "chinese")])))
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(text)))
        action = draw(st.sampled_from(["delete", "insert", "replace", "duplicate", "swap"]))
        char = draw(st.sampled_from(NOTATION_CHARS))
        if action == "insert" or not text:
            text.insert(where, char)
        elif action == "delete":
            del text[min(where, len(text) - 1)]
        elif action == "replace":
            text[min(where, len(text) - 1)] = char
        elif action == "duplicate":
            text[where:where] = text[max(0, where - 3) : where]
        else:
            i = min(where, len(text) - 2)
            if i >= 0:
                text[i], text[i + 1] = text[i + 1], text[i]
    return "".join(text)


@settings(QUICK, max_examples=200)
@given(
    hand=mutated_hands(),
    rules=st.sampled_from(builtin_names()),
    discard=st.booleans(),
)
def test_mutated_hands_score_or_raise_the_librarys_error(
    hand: str, rules: str, discard: bool
) -> None:
    try:
        result = score(hand, rules, Situation(discarder=3 if discard else None))
    except WuhuMjError:
        return
    assert sum(result.net.values()) == 0
