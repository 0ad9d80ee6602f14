"""Batch scoring: both line formats, bad lines, the session ledger, order with --jobs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.batch.run import BatchLine, Scorer, ledger, parse_line, parse_lines, score_batch
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import render

# Hand-checked Wuhu prices (rules/wuhu.yaml, 000's table); dealer is seat 1 throughout.
#  A 8支 discard, waits 5p/8p (not 压档): 8/2 = 4 + 底 2, dealer wins so + 底 2 = 8.
#  B 9支, 明杠 + 暗杠, winner 1 is the dealer, seat 2 discards:
#    9/2 = 5 + 底 2 + 杠 2 + 4 + dealer 底 2 = 15.
#  C A's tiles self-drawn: 支 8 + 底 6 + dealer 底 6 = 20 from each of 2, 3, 4.
#  D A's tiles won by seat 2 off seat 4, no dealer involved: 4 + 2 = 6.
HAND_A = "11234678m23467p5p"
HAND_B = "55234m786p+gang9999m+angang1111p"
SESSION = f"""# a session: two formats, a comment and a blank line
{HAND_A} --from 3

{{"hand": "{HAND_B}", "from": 2}}
{HAND_A}
{{"hand": "{HAND_A}", "winner": 2, "from": 4, "rules": "wuhu"}}
"""


@pytest.mark.parametrize(
    ("text", "hand", "options"),
    [
        (f"{HAND_A} --from 3", HAND_A, {"from": "3"}),
        (f"{HAND_A} --from=3 --winner 2", HAND_A, {"from": "3", "winner": "2"}),
        (f"--kong-draw {HAND_B}", HAND_B, {"kong_draw": True}),
        (
            f"{HAND_A} -r wuhu-fan --rob-kong --from 2",
            HAND_A,
            {"rules": "wuhu-fan", "rob_kong": True, "from": "2"},
        ),
        (f"{HAND_A} --fed 3=peng --fed 2=peng,peng", HAND_A, {"fed": ["3=peng", "2=peng,peng"]}),
        (f"{HAND_A}   # trailing comment", HAND_A, {}),
        (
            f'{{"hand": "{HAND_A}", "from": 3, "kong_draw": false}}',
            HAND_A,
            {"from": 3, "kong_draw": False},
        ),
        (
            f'{{"hand": "{HAND_A}", "rules": "wuhu-fan", "fed": ["3=peng"]}}',
            HAND_A,
            {"rules": "wuhu-fan", "fed": ["3=peng"]},
        ),
    ],
)
def test_parse_line(text: str, hand: str, options: dict[str, Any]) -> None:
    line = parse_line(7, text)
    assert line == BatchLine(7, hand, options)


@pytest.mark.parametrize("text", ["", "   ", "# comment", "  # indented comment"])
def test_skipped_lines(text: str) -> None:
    assert parse_line(1, text) is None


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ('{"hand": ', "line: invalid JSON at column 9: Expecting value"),
        ('{"from": 3}', 'line: needs "hand": a string such as "123m456m789m11p+peng555s"'),
        ("[1, 2]", "line: a second hand '2]'; one hand per line"),  # read as a text line
        (f"{HAND_A} {HAND_B}", f"line: a second hand '{HAND_B}'; one hand per line"),
        (f"{HAND_A} --colour red", "--colour: unknown option of score"),
        (f"{HAND_A} --form 3", "--form: unknown option of score (did you mean '--from'?)"),
        (
            f"{HAND_A} -kong-darw",
            "-kong-darw: unknown option of score (did you mean '-kong-draw'?)",
        ),
        (f"{HAND_A} --from", "--from: needs a value"),
        ("--from 3", "line: no hand on this line"),
        (f"{HAND_A} 'unclosed", "line: cannot split the line: no closing quotation"),
    ],
)
def test_bad_lines_are_reported(text: str, error: str) -> None:
    line = parse_line(3, text)
    assert line is not None
    assert str(line.error) == error
    outcome = Scorer().score_line(line)
    assert (outcome.status, outcome.message) == ("error", error)


def test_both_formats_score_like_score() -> None:
    outcomes = Scorer().score_all(parse_lines(SESSION.splitlines()))
    assert [o.line for o in outcomes] == [2, 4, 5, 6]
    assert [o.status for o in outcomes] == ["win"] * 4
    assert [o.net for o in outcomes] == [
        (8, 0, -8, 0),
        (15, -15, 0, 0),
        (60, -20, -20, -20),
        (0, 6, 0, -6),
    ]


def test_ledger_sums_the_session() -> None:
    session = ledger(Scorer().score_all(parse_lines(SESSION.splitlines())))
    assert dict(session.net) == {1: 83, 2: -29, 3: -28, 4: -26}
    assert sum(session.net.values()) == 0
    assert dict(session.wins_by_seat) == {1: 3, 2: 1, 3: 0, 4: 0}
    assert dict(session.discards_by_seat) == {1: 0, 2: 1, 3: 1, 4: 1}
    assert (session.hands, session.wins, session.not_wins, session.errors) == (4, 4, 0, 0)
    assert session.exit_code == 0


def test_ledger_ignores_non_wins_and_errors() -> None:
    lines = [f"{HAND_A} --from 3", "11123456789m11p7z", "bad", f"{HAND_A} --from 1"]
    session = ledger(Scorer().score_all(parse_lines(lines)))
    assert dict(session.net) == {1: 8, 2: 0, 3: -8, 4: 0}
    assert (session.hands, session.wins, session.not_wins, session.errors) == (4, 1, 1, 2)
    assert session.exit_code == 2


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "session.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_cli_json_lines_in_order_with_errors(tmp_path: Path, runner: CliRunner) -> None:
    text = SESSION + "bad\n11123456789m11p7z\n"
    result = runner.invoke(cli, ["batch", "--json", write(tmp_path, text)])
    assert result.exit_code == 2
    *rows, last = [json.loads(line) for line in result.output.splitlines()]
    assert [r["line"] for r in rows] == [2, 4, 5, 6, 7, 8]
    assert last["ledger"]["hands"] == 6
    assert (last["ledger"]["wins"], last["ledger"]["not_wins"], last["ledger"]["errors"]) == (
        4,
        1,
        1,
    )
    assert rows[4] == {
        "schema": 1,
        "line": 7,
        "error": "手牌: 第 1 个字符 'b' 看不懂",  # Chinese, as every text of the JSON
        "code": "hand_unexpected_character",
    }
    assert rows[5]["winning"] is False
    single = runner.invoke(cli, ["score", "--json", HAND_A, "--from", "3"])
    assert rows[0] == {"line": 2, **json.loads(single.output)}


@pytest.mark.parametrize(
    ("lines", "status"),
    [
        ([HAND_A, HAND_B], 0),
        ([HAND_A, "11123456789m11p7z"], 1),  # not a win (no pair + 4 sets)
        ([HAND_A, "11123456789m11p7z", "1m"], 2),  # bad input wins over not-a-win
        ([HAND_A, f"{HAND_A} --wild 5m"], 2),  # an option Wuhu has no use for
    ],
)
def test_cli_exit_status(tmp_path: Path, runner: CliRunner, lines: list[str], status: int) -> None:
    result = runner.invoke(cli, ["batch", "--json", write(tmp_path, "\n".join(lines))])
    assert result.exit_code == status


def test_cli_stdin_and_default_rules(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["batch", "--json", "-r", "wuhu-fan", "-"], input=HAND_A + "\n")
    assert result.exit_code == 0
    first, last = result.output.splitlines()
    assert json.loads(first)["rules"] == "wuhu-fan"
    assert json.loads(last)["ledger"]["net"] == json.loads(first)["net"]  # one hand: its net


def test_cli_table_and_ledger(tmp_path: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["batch", write(tmp_path, SESSION)])
    assert result.exit_code == 0
    out = result.output
    assert "本场结算" in out
    assert "共 4 手：胡 4，不成胡 0，输入错误 0" in out
    ledger_rows = [line.split() for line in out.splitlines() if line.strip().startswith("1号")]
    assert ledger_rows[-1][:2] == ["1号", "+83"]


def test_jobs_keep_input_order() -> None:
    hands = [f"{HAND_A} --from {seat}" for seat in (2, 3, 4)] * 5 + ["bad", HAND_B]
    entries = list(parse_lines(hands))
    serial = [o.to_json() for o in score_batch(entries, jobs=1)]
    pooled = [o.to_json() for o in score_batch(entries, jobs=2, chunk_size=3)]
    assert pooled == serial
    assert [o["line"] for o in pooled] == list(range(1, len(hands) + 1))


def test_cli_jobs(tmp_path: Path, runner: CliRunner) -> None:
    text = "\n".join(f"{HAND_A} --from {2 + i % 3}" for i in range(30))
    one = runner.invoke(cli, ["batch", "--json", write(tmp_path, text)])
    two = runner.invoke(cli, ["batch", "--json", "--jobs", "2", write(tmp_path, text)])
    assert one.exit_code == two.exit_code == 0
    assert one.output == two.output


def test_table_names_patterns_without_items() -> None:
    # 压档 has no item of its own (it raises 支番 and 底); the table still names it.
    (outcome,) = Scorer().score_all(parse_lines(["11234678m23446p5p --winner 2 --dealer 2"]))
    assert [render(label, "zh") for label in outcome.labels] == ["压档"]
    assert outcome.net == (-29, 87, -29, -29)  # 8 + 5 + 8 = 21, dealer wins: + 8 = 29 each


def test_cached_situations_keep_true_apart_from_1() -> None:
    """The scorer caches situations by the options written; `1` is no flag even after `true`."""
    scorer = Scorer()
    hand = "123m456m789m11p+gang5555s"
    drawn = scorer.score_line(BatchLine(1, hand, {"kong_draw": True}))
    wrong = scorer.score_line(BatchLine(2, hand, {"kong_draw": 1}))
    assert drawn.status == "win"
    assert wrong.status == "error"
    assert "expected true or false" in wrong.message
