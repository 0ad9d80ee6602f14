"""One grammar for seats, money per point and the spaces inside a hand (docs/input.md), applied
by the service (service/grammar.py) on every door: `score`, a batch text line, a batch JSON
line, a session header and hand line, and /api/score. Each refusal is one line, the same words
on every door (only the place before them differs), in Chinese and in English."""

from __future__ import annotations

import json
import shlex
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.batch.input import parse_line
from wuhu_mj.doors.batch.run import Scorer
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.errors import InputError, error_code
from wuhu_mj.service import grammar

HAND = "1135789m234678p4m"  # seat 1 wins on 4m; a win off any other seat's discard
PLAYERS = "players: A B C D\n"
PREFIX = {"en": "wuhu-mj: error: ", "zh": "wuhu-mj: 错误："}
SEAT = {
    "en": "expected a seat 1-4 (in ASCII digits), got {got}",
    "zh": "应写座位 1-4（半角数字），而不是 {got}",
}
AMOUNT = {
    "en": "expected an amount such as 1 or 0.5 (ASCII digits and a point), got {got}",
    "zh": "应写金额，如 1 或 0.5（半角数字和小数点），而不是 {got}",
}
FINITE = {
    "en": "money per point must be a finite number, got {got}",
    "zh": "每分的钱应是有限的数，而不是 {got}",
}
SEPARATOR = {
    "en": "U+{code} at 9 cannot separate tiles (only spaces and commas can)",
    "zh": "第 9 个字符 U+{code} 不能分隔牌（只可用空格或逗号）",
}
LANGS = ("en", "zh")


def _one_line(text: str) -> str:
    assert text.endswith("\n") and text.count("\n") == 1, text
    return text[:-1]


def _invoke(lang: str, args: list[str], stdin: str | bytes | None = None) -> Any:
    return CliRunner().invoke(cli, args, input=stdin, env={"WUHU_MJ_LANG": lang})


# ---- each door: the one line it gives for a hand and its options (values as text)
def by_score(lang: str, hand: str, options: dict[str, str]) -> str:
    args = ["score", hand]
    for name, value in options.items():
        args += [f"--{name}", value]
    result = _invoke(lang, args)
    assert result.exit_code == 2 and result.stdout == ""
    line = _one_line(result.stderr)
    assert line.startswith(PREFIX[lang])
    return line[len(PREFIX[lang]) :]


def _batch(lang: str, line: str) -> str:
    """A batch line's error: as `batch --json` writes it (in Chinese whatever the language),
    as the table says it (in `lang`)."""
    entry = parse_line(1, line)
    assert entry is not None
    outcome = Scorer().score_line(entry)
    assert outcome.status == "error" and outcome.error is not None
    result = _invoke(lang, ["batch", "-", "--json"], (line + "\n").encode())
    assert result.exit_code == 2
    assert json.loads(result.stdout.splitlines()[0]) == {
        "schema": 1,
        "line": 1,
        "error": outcome.error.text("zh"),
        "code": error_code(outcome.error),
    }
    said = outcome.error.text("zh" if lang == "zh" else "en")
    assert "\n" not in said
    return said


def by_batch_text(lang: str, hand: str, options: dict[str, str]) -> str:
    words = [shlex.quote(hand)]
    for name, value in options.items():
        words += [f"--{name}", shlex.quote(value)]
    return _batch(lang, " ".join(words))


def by_batch_json(lang: str, hand: str, options: dict[str, str]) -> str:
    return _batch(lang, json.dumps({"hand": hand, **options}))


def by_session_line(lang: str, hand: str, options: dict[str, str]) -> str:
    """A session hand line: A wins; `from` is the discarder's word, other options follow."""
    rest = " ".join(f"{name} {value}" for name, value in options.items() if name != "from")
    line = f"A {options.get('from', 'C')} {hand} {rest}".rstrip()
    result = _invoke(lang, ["session", "-"], PLAYERS + line + "\n")
    assert result.exit_code == 2
    said = _one_line(result.stderr)
    where = "error" if lang == "en" else "错误"
    assert said.startswith(f"wuhu-mj: <stdin>:2: {where}: ")
    return said


def by_session_header(lang: str, key: str, value: str) -> str:
    result = _invoke(lang, ["session", "-"], f"{PLAYERS}{key}: {value}\nA C {HAND}\n")
    assert result.exit_code == 2 and result.stdout == ""
    said = _one_line(result.stderr)
    assert said.startswith(PREFIX[lang] + "<stdin>:2: ")
    return said


@pytest.fixture(scope="module")
def client() -> Any:
    pytest.importorskip("starlette", reason="the web extra is not installed")
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    return TestClient(create_app())


def by_api(client: Any, lang: str, hand: str, options: dict[str, Any]) -> str:
    answer = client.post("/api/score", json={"hand": hand, **options, "lang": lang})
    assert answer.status_code == 400 and answer.headers["X-Wuhu-Mj-Exit"] == "2"
    text = answer.json()["error"]["text"]
    assert isinstance(text, str) and "\n" not in text
    return text


DOORS = (by_score, by_batch_text, by_batch_json, by_session_line)


def every_door(client: Any, lang: str, hand: str, options: dict[str, str]) -> list[str]:
    """The line each door gives; a session hand line takes no unit (its header does)."""
    doors = [door for door in DOORS if "unit" not in options or door is not by_session_line]
    return [door(lang, hand, options) for door in doors] + [by_api(client, lang, hand, options)]


# ---- seats: 1-4 in ASCII digits
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("seat", "got"),
    [
        ("+1", "'+1'"),
        ("\x1c4", "'\\x1c4'"),
        ("\u0663", "'\u0663'"),  # ٣, an Arabic-Indic digit
        ("\uff13", "'\uff13'"),  # ３, full-width
        ("-2", "'-2'"),
        ("3.0", "'3.0'"),
    ],
)
def test_a_seat_is_ascii_digits_on_every_door(client: Any, lang: str, seat: str, got: str) -> None:
    said = SEAT[lang].format(got=got)
    for line in every_door(client, lang, HAND, {"from": seat}):
        assert line.endswith(f"from: {said}"), line
    assert by_session_header(lang, "dealer", seat).endswith(f"dealer: {said}")


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_out_of_range_on_every_door(client: Any, lang: str) -> None:
    said = {"en": "seat 5 is outside 1-4", "zh": "座位 5 不在 1-4 之内"}[lang]
    for line in every_door(client, lang, HAND, {"from": "5"}):
        assert line.endswith(f"from: {said}"), line
    assert by_session_header(lang, "dealer", "5").endswith(f"dealer: {said}")


def test_a_seat_in_json_is_an_integer(client: Any) -> None:
    assert by_batch_json("en", HAND, {"from": 3.0}) == f"--from: {SEAT['en'].format(got='3.0')}"  # type: ignore[dict-item]
    line = by_api(client, "en", HAND, {"from": True})
    assert line == f"--from: {SEAT['en'].format(got='True')}"
    session = '{"hand": "%s", "winner": "A", "from": 3.0}' % HAND  # noqa: UP031
    result = _invoke("en", ["session", "-"], PLAYERS + session + "\n")
    assert result.stderr.endswith(f"from: {SEAT['en'].format(got='3.0')}\n")


@pytest.mark.parametrize("seat", ["3", " 3", "3 ", "03", "\t3\u3000"])
def test_seats_that_are_seats(seat: str) -> None:
    assert grammar.seat(seat, "--from") == 3
    result = CliRunner().invoke(cli, ["score", HAND, "--from", seat, "--json"])
    assert result.exit_code == 0 and json.loads(result.stdout)["situation"]["from"] == 3


def test_fed_seats_follow_the_seat_rule() -> None:
    said = SEAT["en"].format(got="'+3'")
    assert by_score("en", HAND, {"from": "3", "fed": "+3=peng"}) == f"--fed: {said}"
    assert by_batch_text("en", HAND, {"from": "3", "fed": "+3=peng"}) == f"--fed: {said}"


# ---- money per point: a plain decimal
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("unit", "said"),
    [
        ("1_000", AMOUNT),
        ("\u0663", AMOUNT),  # ٣
        ("\uff11", AMOUNT),  # １
        ("1e3", AMOUNT),
        ("+1", AMOUNT),
        ("0x10", AMOUNT),
        ("\x1c1", AMOUNT),
        ("nan", FINITE),
        ("inf", FINITE),
        ("-Infinity", FINITE),
    ],
)
def test_a_unit_is_a_plain_decimal_on_every_door(
    client: Any, lang: str, unit: str, said: dict[str, str]
) -> None:
    message = said[lang].format(got=repr(unit).replace("\x1c", "\\x1c"))
    for line in every_door(client, lang, HAND, {"from": "3", "unit": unit}):
        assert line.endswith(f"unit: {message}"), line
    assert by_session_header(lang, "unit", unit).endswith(f"unit: {message}")


@pytest.mark.parametrize(
    ("unit", "said"),
    [
        ("0.0000001", "money per point has at most 6 decimal places"),
        ("1000000001", "money per point above 1,000,000,000 is not a table stake"),
        ("-1", "money per point must be more than 0, got '-1'"),
        ("0", "money per point must be more than 0, got '0'"),
    ],
)
def test_the_limits_of_a_unit_are_the_same_everywhere(client: Any, unit: str, said: str) -> None:
    for line in every_door(client, "en", HAND, {"from": "3", "unit": unit}):
        assert line.endswith(f"unit: {said}"), line
    assert by_session_header("en", "unit", unit).endswith(f"unit: {said}")


@pytest.mark.parametrize("unit", ["0.5", ".5", "0.50", " 0.5 ", "0.000001"])
def test_units_that_are_amounts(client: Any, unit: str) -> None:
    scored = CliRunner().invoke(cli, ["score", HAND, "--from", "3", "--unit", unit, "--json"])
    assert scored.exit_code == 0
    amount = json.loads(scored.stdout)["payments"][0]["amount"]
    answer = client.post("/api/score", json={"hand": HAND, "from": 3, "unit": unit})
    assert answer.status_code == 200 and answer.json()["payments"][0]["amount"] == amount
    session = _invoke("en", ["session", "-", "--json"], f"{PLAYERS}unit: {unit}\nA C {HAND}\n")
    assert session.exit_code == 0


# ---- numbers in JSON: NaN, Infinity, exponents and long integers, with their place
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("number", "en", "zh"),
    [
        ("NaN", "NaN at column {col} is not a number here", "第 {col} 列的 NaN 在这里不算数"),
        ("-Infinity", "-Infinity at column {col} is not a number here", "第 {col} 列的 -Infinity"),
        ("1e3", "the number 1e3 at column {col} has an exponent", "第 {col} 列的数 1e3 带指数"),
        ("1" + "0" * 30, "a number longer than 20 digits at column {col}", "第 {col} 列的数字"),
    ],
)
def test_json_numbers_are_refused_with_their_column(
    client: Any, lang: str, number: str, en: str, zh: str
) -> None:
    line = '{"hand": "%s", "from": 3, "unit": %s}' % (HAND, number)  # noqa: UP031
    said = (en if lang == "en" else zh).format(col=line.index(number) + 1)
    assert said in _batch(lang, line)
    # The API refuses it before it reads "lang": its answer has the message only (Chinese, as
    # every text of the JSON), no `text`, as for any request that is not JSON it can read.
    answer = client.post("/api/score", content=line)
    chinese = zh.format(col=line.index(number) + 1)
    assert answer.status_code == 400 and answer.json()["error"]["message"].startswith(chinese)
    assert "text" not in answer.json()["error"]
    session = '{"hand": "%s", "winner": "A", "from": "C", "unit": %s}' % (HAND, number)  # noqa: UP031
    said = (en if lang == "en" else zh).format(col=session.index(number) + 1)
    result = _invoke(lang, ["session", "-"], PLAYERS + f"A C {HAND}\n" + session + "\n")
    assert said in _one_line(result.stderr)
    header = '{"session": {"players": ["A", "B", "C", "D"], "unit": %s}}' % number  # noqa: UP031
    said = (en if lang == "en" else zh).format(col=header.index(number) + 1)
    result = _invoke(lang, ["session", "-"], header + "\n")
    assert result.exit_code == 2 and said in _one_line(result.stderr)


def test_a_multi_line_request_names_the_line() -> None:
    with pytest.raises(InputError, match="NaN at line 3 column 10 is not a number here"):
        grammar.read_json('{\n "a": 1,\n "unit": NaN\n}', "request")


# ---- inside a hand: spaces and commas only
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("char", ["\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\u2028", "\u2003"])
def test_separators_inside_a_hand_are_refused_with_their_place(
    client: Any, lang: str, char: str
) -> None:
    hand = HAND[:8] + char + HAND[8:]
    said = SEPARATOR[lang].format(code=f"{ord(char):04X}")
    for line in every_door(client, lang, hand, {"from": "3"}):
        assert line.endswith(said), line


@pytest.mark.parametrize(
    "hand",
    [
        "1135789m 234678p 4m",
        "1135789m,234678p，4m",
        "1135789m\u3000234678p\xa04m",
        "一一三五七八九万二三四六七八筒四万",  # Chinese numerals and suit words stay hand text
        "１１３５７８９ｍ２３４６７８ｐ４ｍ",  # full-width, as Chinese input methods type it
    ],
)
def test_hands_written_as_documented_are_read(client: Any, hand: str) -> None:
    result = CliRunner().invoke(cli, ["score", hand, "--from", "3", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["hand"] == "1135789m234678p4m"
    assert client.post("/api/score", json={"hand": hand, "from": 3}).status_code == 200
    line = json.dumps({"hand": hand, "from": 3})
    entry = parse_line(1, line)
    assert entry is not None and Scorer().score_line(entry).status == "win"


def test_a_seat_after_at_is_ascii() -> None:
    hand = "11357m234678p4m+peng999m@\u0663"
    assert by_score("en", hand, {"from": "3"}) == "hand: '@' at 25 needs a seat 1-4"


def test_lines_end_only_at_line_breaks() -> None:
    assert grammar.lines("a\x1cb\r\nc\rd\ne\x85f\n") == ["a\x1cb", "c", "d", "e\x85f"]
    assert grammar.words(" a\x1cb\u3000c\td ") == ["a\x1cb", "c", "d"]


@pytest.mark.parametrize("value", ["\xb2", "\u0663", "+1", "1e3", "nan", "\x1c1"])
def test_session_counts_are_ascii_whole_numbers(value: str) -> None:
    said = by_session_header("en", "pot", value)  # ² was an internal error (int() refused it)
    assert said.endswith(f"pot: expected a whole number ≥ 1, got {value!r}")
