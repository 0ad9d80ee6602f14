"""Batch as a stream: line numbers as `wc -l` counts them, one answer per hand line whatever
the line holds, output before the input ends, the ledger at the end, --unit, hands counted."""

from __future__ import annotations

import io
import json
import os
import shlex
import tracemalloc
from collections.abc import Iterator
from decimal import Decimal

import pytest
from click.testing import CliRunner
from rich.console import Console

from wuhu_mj.doors.batch.input import MAX_SKIPPED_BYTES, Unread
from wuhu_mj.doors.batch.run import (
    BatchLine,
    Scorer,
    Tally,
    parse_line,
    read_batch,
    read_lines,
    score_batch,
    split_words,
    write_json_lines,
)
from wuhu_mj.doors.cli import cli
from wuhu_mj.output.batch import BatchTable
from wuhu_mj.output.lines import LineWriter
from wuhu_mj.output.safetext import json_line
from wuhu_mj.service.limits import MAX_LINE_BYTES

pytestmark = pytest.mark.usefixtures("english")  # the messages checked are English

# Hand-checked (rules/wuhu.yaml; tests/test_batch.py): HAND_A off seat 3 pays 8 to seat 1
# (the dealer): 8支 / 2 = 4 + 底 2 + dealer 底 2. HAND_T (通天, 9支) off seat 2:
# 9 / 2 = 5 + 底 2 + 通天 5 + dealer 底 2 = 14.
HAND_A = "11234678m23467p5p"
HAND_T = "123m456m789m11p+peng555s"


def lines_of(data: bytes) -> list[tuple[int, str | Unread]]:
    return list(read_lines(io.BytesIO(data)))


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"a\nb\n", [(1, "a\n"), (2, "b\n")]),
        (b"a\nb", [(1, "a\n"), (2, "b")]),  # no newline at the end: still a line
        (b"a\r\nb\r\n", [(1, "a\r\n"), (2, "b\r\n")]),
        (b"a\rb\nc\n", [(1, "a\rb\n"), (2, "c\n")]),  # a lone \r ends no line
        (b"\xef\xbb\xbfa\nb\n", [(1, "a\n"), (2, "b\n")]),  # the BOM is dropped
        (b"a\n\xef\xbb\xbfb\n", [(1, "a\n"), (2, "\ufeffb\n")]),  # only at the start
        (b"\xff\xfe\n", [(1, "\ufffd\ufffd\n")]),  # not UTF-8: the line is kept, marked
        (b"a\x0bb\x0cc\x1cd\x1d\xc2\x85\n", [(1, "a\x0bb\x0cc\x1cd\x1d\x85\n")]),
    ],
)
def test_only_newline_ends_a_line(data: bytes, expected: list[tuple[int, str]]) -> None:
    assert lines_of(data) == expected


def test_a_line_too_long_is_skipped_unread_and_counted() -> None:
    data = b"a\n" + b"x" * (3 * MAX_LINE_BYTES) + b"\nb\n" + b"y" * MAX_LINE_BYTES + b"\n"
    too_long = Unread.TOO_LONG
    assert lines_of(data) == [
        (1, "a\n"),
        (2, too_long),
        (3, "b\n"),
        (4, "y" * MAX_LINE_BYTES + "\n"),
    ]
    (entry,) = [e for e in read_batch(io.BytesIO(data)) if e.line == 2]
    assert str(entry.error) == f"line: longer than {MAX_LINE_BYTES} bytes"


class Zeros(io.RawIOBase):
    """/dev/zero, anywhere: an endless line of NULs."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray) -> int:  # type: ignore[override]
        buffer[:] = bytes(len(buffer))
        return len(buffer)


def test_an_endless_line_ends_the_reading() -> None:
    (entry,) = read_batch(io.BufferedReader(Zeros()))
    limit = MAX_SKIPPED_BYTES // (1024 * 1024)
    assert (entry.line, entry.hand) == (1, "")
    assert str(entry.error) == f"line: longer than {limit} MiB; nothing after it is read"


def test_a_file_of_only_a_bom_is_empty() -> None:
    assert lines_of(b"\xef\xbb\xbf") == [(1, "")]
    assert numbered(b"\xef\xbb\xbf") == []


def numbered(data: bytes) -> list[int]:
    return [e.line for e in read_batch(io.BytesIO(data))]


def test_line_numbers_match_wc_l() -> None:
    data = b"\xef\xbb\xbf# c\n\n  \t\nx\ry\n\x1c\x1d\x1e\x1f\n\r\n" + HAND_A.encode() + b"\r\n"
    assert data.count(b"\n") == 7  # what `wc -l` says
    assert numbered(data) == [4, 5, 7]  # blank lines and the comment are not hands


@pytest.mark.parametrize(
    "text",
    [
        "\x1c\x1d\x1e\x1f",  # whitespace to str.strip(), not blank to a person
        "\x00",
        "\x1b[31m",
        "\u2028",
        "\ufeff" + HAND_A,
        "[" * 60_000,  # deeper than the JSON parser recurses
        "{" + '"a":[' * 30_000,
        '{"hand": "' + HAND_A + '", "from": ' + "[" * 50_000,
        "-" * 60_000,
        "'" + "a" * 60_000,
    ],
)
def test_every_hand_line_gets_one_answer(text: str) -> None:
    entry = parse_line(9, text)
    assert entry is not None
    outcome = Scorer().score_line(entry)
    assert (outcome.line, outcome.status) == (9, "error")
    shown = outcome.to_json()["error"]  # the line a script reads; the table prints the same
    assert "\n" not in shown and "\x1b" not in shown
    assert len(shown) <= 300


PLAIN = "write it as a plain decimal"


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ({"unit": "1e999"}, "line: the number 1e999 at column 46 has an exponent; " + PLAIN),
        ({"winner": "Infinity"}, "line: Infinity at column 48 is not a number here"),
        ({"winner": "NaN"}, "line: NaN at column 48 is not a number here"),
        ({"unit": "-Infinity"}, "line: -Infinity at column 46 is not a number here"),
        ({"winner": "2.9"}, "--winner: expected a seat 1-4 (in ASCII digits), got 2.9"),
        ({"winner": "true"}, "--winner: expected a seat 1-4 (in ASCII digits), got True"),
        ({"winner": "1" + "0" * 5000}, "line: a number longer than 20 digits at column 48"),
        ({"from": "1e400"}, "line: the number 1e400 at column 46 has an exponent; " + PLAIN),
        ({"unit": "1" + "0" * 4299}, "line: a number longer than 20 digits at column 46"),
        (
            {"streak": "2.00000000000000000001"},
            "--streak: expected a whole number, got 2.00000000000000000001",
        ),
        ({"streak": "-1"}, "--streak: -1 is not in 0-99"),
        ({"kong_draw": "1"}, "--kong_draw: expected true or false, got 1"),
        ({"rules": "5"}, "--rules: expected a rule set name, got 5"),
        ({"fed": "2.9"}, "--fed: expected SEAT=MELDS or a list of them, got 2.9"),
    ],
)
def test_json_values_that_broke_a_batch(line: dict[str, str], error: str) -> None:
    fields = ", ".join(f'"{k}": {v}' for k, v in line.items())
    entry = parse_line(1, f'{{"hand": "{HAND_T}", {fields}}}')
    assert entry is not None
    outcome = Scorer().score_line(entry)
    assert (outcome.status, str(outcome.message)) == ("error", error)


@pytest.mark.parametrize(
    "text",
    [
        'a "b c" d',
        "a 'b\\c' d",
        "a\\ b",
        'a "x\\"y" z',
        'a "x\\ny"',
        "abc d # comment",
        "x ''",
        '""',
        "'#' b",
        "a\tb\rc",
        "-r wuhu-fan --from=3 " + HAND_A,
    ],
)
def test_words_split_as_shlex_does(text: str) -> None:
    assert split_words(text) == shlex.split(text, comments=True)


@pytest.mark.parametrize(
    ("text", "problem"),
    [("a 'b", "no closing quotation"), ('a "b\\"', "no closing quotation"), ("a\\", "no escaped")],
)
def test_unfinished_quotes(text: str, problem: str) -> None:
    entry = parse_line(1, text)
    assert entry is not None
    assert str(entry.error).startswith(f"line: cannot split the line: {problem}")


def test_full_width_space_separates_words() -> None:
    # Unlike shlex: a Chinese keyboard's space, \v and \f separate words too.
    assert split_words(f"{HAND_A}\u3000--from\x0b3") == [HAND_A, "--from", "3"]


def test_outcomes_stream_before_the_input_ends() -> None:
    """The first outcome comes out while the input still has lines to give."""
    pulled: list[int] = []

    def lines() -> Iterator[BatchLine]:
        for n in range(1, 10_000):
            pulled.append(n)
            yield BatchLine(n, HAND_A, {"from": 3})

    outcomes = score_batch(lines())
    first = next(outcomes)
    assert first.line == 1
    assert len(pulled) == 1
    outcomes.close()


def test_the_json_loop_counts_writes_and_ticks_every_n_hands() -> None:
    """write_json_lines (batch --json's loop): every outcome counted and written, in order,
    and the progress callback called at each multiple of `every` only."""
    lines = [BatchLine(n, HAND_A if n % 4 else "bad", {"from": 3}) for n in range(1, 12)]
    tally, stream = Tally(), io.StringIO()
    ticks: list[int] = []
    out = LineWriter(stream)
    write_json_lines(score_batch(iter(lines), keep_data=True), tally, out, 5, ticks.append)
    out.flush()
    written = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [w["line"] for w in written] == list(range(1, 12))
    assert ["error" in w for w in written] == [n % 4 == 0 for n in range(1, 12)]
    assert ticks == [5, 10]
    assert (tally.hands, tally.counts["error"]) == (11, 2)


def test_unit_is_the_default_money_per_point() -> None:
    scorer = Scorer(unit=Decimal(5))
    own = scorer.score_line(BatchLine(1, HAND_A, {"from": 3, "unit": 2}))
    default = scorer.score_line(BatchLine(2, HAND_A, {"from": 3}))
    assert own.net == (16, 0, -16, 0)  # the line's own unit wins
    assert default.net == (40, 0, -40, 0)
    half = Scorer(unit=Decimal("0.5")).score_line(BatchLine(3, HAND_T, {"from": 2}))
    assert half.net == (7, -7, 0, 0)  # 14 points at 0.5


def test_decimal_money_in_the_json_ledger(runner: CliRunner) -> None:
    code, out = run(runner, f"{HAND_T} --from 2\n{HAND_A} --from 3\n", "--json", "--unit", "0.25")
    assert code == 0
    assert out[-1].startswith(
        '{"schema": 1, "ledger": {"hands": 2, "wins": 2, "not_wins": 0, "errors": 0,'
    )
    assert '"net": {"1": 5.5, "2": -3.5, "3": -2, "4": 0}' in out[-1]  # (14 + 8) / 4


def run(runner: CliRunner, text: str, *args: str) -> tuple[int, list[str]]:
    result = runner.invoke(cli, ["batch", *args, "-"], input=text.encode())
    return result.exit_code, result.stdout.splitlines()


def test_json_ends_with_the_ledger(runner: CliRunner) -> None:
    text = f"{HAND_A} --from 3\n# note\n\n{HAND_T} --from 2\nbad\n"
    code, out = run(runner, text, "--json", "--unit", "3")
    assert code == 2
    assert len(out) == 4  # three hands and the ledger
    rows = [json.loads(line) for line in out]
    assert [r.get("line") for r in rows] == [1, 4, 5, None]
    assert rows[0]["net"] == {"1": 24, "2": 0, "3": -24, "4": 0}
    assert rows[-1] == {
        "schema": 1,
        "ledger": {
            "hands": 3,
            "wins": 2,
            "not_wins": 0,
            "errors": 1,
            "net": {"1": 24 + 42, "2": -42, "3": -24, "4": 0},
            "wins_by_seat": {"1": 2, "2": 0, "3": 0, "4": 0},
            "discards_by_seat": {"1": 0, "2": 1, "3": 1, "4": 0},
        },
    }


@pytest.mark.parametrize(
    ("unit", "error"),
    [
        ("0", "money per point must be more than 0, got '0'"),
        ("nan", "money per point must be a finite number, got 'nan'"),
        ("inf", "money per point must be a finite number, got 'inf'"),
        ("1" + "0" * 4299, "money per point above 1,000,000,000 is not a table stake"),
        ("x", "expected an amount such as 1 or 0.5 (ASCII digits and a point), got 'x'"),
    ],
)
def test_bad_unit_is_refused_before_reading(runner: CliRunner, unit: str, error: str) -> None:
    result = runner.invoke(cli, ["batch", "--unit", unit, "-"], input=b"never read\n")
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: error: --unit: {error}\n"
    assert result.stdout == ""


def test_table_counts_hands_not_lines(runner: CliRunner) -> None:
    text = f"# evening\n\n{HAND_A} --from 3\n# second round\n{HAND_T} --from 2\nbad\n"
    code, out = run(runner, text, "--rows", "2")
    assert code == 2
    numbers = [line.split()[0] for line in out if line.strip()[:1].isdigit()]
    assert numbers[:2] == ["1", "2"]  # hands 1 and 2 sit on lines 3 and 5
    assert "1 more hands not listed (see --rows)" in out


def test_table_names_the_line_of_a_bad_hand() -> None:
    code, out = run(
        CliRunner(env={"COLUMNS": "200"}), f"# c\n{HAND_A} --from 3\nbad\n", "--rows", "5"
    )
    assert code == 2
    assert any("line 3: hand: unexpected character 'b' at 1" in line for line in out)


def traced_peak(lines: int, as_json: bool) -> int:
    """The batch command's loops (write_json_lines, the table's), the output thrown away."""
    data = "".join(f"{HAND_A} --from {2 + n % 3}\n" for n in range(lines)).encode()
    tally = Tally()
    table = BatchTable(100, Console(file=io.StringIO(), width=100))
    with open(os.devnull, "w", encoding="utf-8") as nowhere:
        tracemalloc.start()
        try:
            outcomes = score_batch(read_batch(io.BytesIO(data)), keep_data=as_json)
            if as_json:
                write_json_lines(outcomes, tally, LineWriter(nowhere), 1000, lambda _: None)
            else:
                for outcome in outcomes:
                    tally.add(outcome)
                    table.add(tally.hands, outcome)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
    assert tally.hands == lines
    return peak


@pytest.mark.parametrize("as_json", [True, False])
def test_memory_does_not_grow_with_the_input(as_json: bool) -> None:
    """Nothing is kept per line: five times the lines, about the same peak (traced bytes)."""
    small = traced_peak(1000, as_json)
    large = traced_peak(5000, as_json)
    assert large < small + 100_000


def test_json_lines_escape_what_json_leaves_raw() -> None:
    line = json_line({"a": "\x1b\x7f\x9b\u2028\u2029\x85万", "b": Decimal("0.5"), "c": Decimal(3)})
    assert line == '{"a": "\\u001b\\u007f\\u009b\\u2028\\u2029\\u0085万", "b": 0.5, "c": 3}'
    assert len(line.splitlines()) == 1


def test_rows_0_is_the_ledger_alone(runner: CliRunner) -> None:
    code, out = run(runner, f"{HAND_A} --from 3\n{HAND_T} --from 2\n", "--rows", "0")
    assert code == 0
    assert out[0] == "Session ledger"
    assert not any("not listed" in line for line in out)
