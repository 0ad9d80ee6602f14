"""Money in decimals (issue 12, point 9): `--unit 0.5` is exact in `score`, `batch` and the
ledger; JSON keeps whole amounts whole and writes fractions as exact decimal numbers."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj import InputError, Situation, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.scoring.money import dumps, money_text
from wuhu_mj.service.grammar import parse_unit

SEVEN = "11123456m789p55p7m"  # 7 points from seat 3 (dealer 2): 支番 (9+1)/2 = 5, 底 2
SEVEN_ARGS = [SEVEN, "--from", "3", "--dealer", "2"]


@pytest.mark.parametrize(
    ("given", "unit"),
    [
        ("1", 1),
        ("10", 10),
        ("0.5", Decimal("0.5")),
        ("0.50", Decimal("0.5")),
        ("2.0", 2),
        (" 0.25 ", Decimal("0.25")),
        (".5", Decimal("0.5")),
        (0.1, Decimal("0.1")),  # a JSON number in a batch line
        (3, 3),
        ("1000000000", 10**9),
        ("0.000001", Decimal("0.000001")),
    ],
)
def test_units_read(given: Any, unit: int | Decimal) -> None:
    read = parse_unit(given)
    assert read == unit and type(read) is type(unit)


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ("nan", "must be a finite number"),
        ("NaN", "must be a finite number"),
        ("Infinity", "must be a finite number"),
        ("-inf", "must be a finite number"),
        ("-1", "must be more than 0"),
        ("0", "must be more than 0"),
        ("0.0", "must be more than 0"),
        ("1000000001", "above 1,000,000,000"),
        ("1e10", "expected an amount such as 1 or 0.5"),
        ("1e3", "expected an amount such as 1 or 0.5"),
        ("1_000", "expected an amount such as 1 or 0.5"),
        ("+1", "expected an amount such as 1 or 0.5"),
        ("\u0663", "expected an amount such as 1 or 0.5"),
        ("\uff11", "expected an amount such as 1 or 0.5"),
        ("\x1c1", "expected an amount such as 1 or 0.5"),
        ("0.0000001", "at most 6 decimal places"),
        ("abc", "expected an amount such as 1 or 0.5"),
        ("", "expected an amount such as 1 or 0.5"),
        (True, "expected an amount such as 1 or 0.5"),
    ],
)
def test_bad_units_are_one_clear_line(given: Any, message: str) -> None:
    with pytest.raises(InputError, match=message) as caught:
        parse_unit(given)
    assert caught.value.where == "--unit" and "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("unit", "amount", "text"),
    [
        (1, 7, "7"),
        (2, 14, "14"),
        (Decimal("0.5"), Decimal("3.5"), "3.5"),
        (Decimal("0.1"), Decimal("0.7"), "0.7"),  # 7 * 0.1 is 0.7000000000000001 as floats
        (Decimal("0.2"), Decimal("1.4"), "1.4"),
        (Decimal("1.5"), Decimal("10.5"), "10.5"),
    ],
)
def test_score_amounts_are_exact(unit: int | Decimal, amount: Decimal, text: str) -> None:
    result = score(SEVEN, "wuhu", Situation(discarder=3, dealer=2, unit=unit))
    (payment,) = result.payments
    assert payment.amount == amount and money_text(payment.amount) == text
    assert result.net[1] == amount and result.net[3] == -amount


def test_whole_amounts_stay_ints() -> None:
    result = score(SEVEN, "wuhu", Situation(discarder=3, dealer=1, unit=Decimal("0.5")))
    (payment,) = result.payments  # 7 points + 庄家加底 2 (the winner deals) = 9; × 0.5
    assert payment.amount == Decimal("4.5")
    even = score(
        "111222m345m67m99p8m", "wuhu", Situation(discarder=3, dealer=2, unit=Decimal("0.5"))
    )
    assert even.payments[0].amount == 4 and type(even.payments[0].amount) is int


@pytest.mark.parametrize(
    ("unit", "shown"),
    [
        ("0.5", '"amount": 3.5'),
        ("0.1", '"amount": 0.7'),
        ("2", '"amount": 14'),
        ("1.0", '"amount": 7,'),
    ],
)
def test_json_numbers_have_exact_decimal_text(unit: str, shown: str) -> None:
    out = CliRunner().invoke(cli, ["score", *SEVEN_ARGS, "--unit", unit, "--json"])
    assert out.exit_code == 0, out.output
    assert shown in out.stdout
    data = json.loads(out.stdout)
    assert data["net"]["3"] == -data["net"]["1"]


def test_whole_sums_of_fractions_are_whole() -> None:
    """0.5-point hands add up to 7.0: written 7 (a table's ledger, a note), never 7.000000."""
    assert money_text(Decimal("7.0")) == "7" and money_text(Decimal("-15.00")) == "-15"
    line = f"{SEVEN} --from 3 --dealer 2 --unit 0.5\n"
    out = CliRunner(env={"COLUMNS": "100"}).invoke(cli, ["batch", "-"], input=line * 2)
    assert "+7 " in out.stdout and "-7 " in out.stdout and "000000" not in out.stdout


def test_dumps_writes_decimals_as_numbers() -> None:
    data = {"a": Decimal("7.50"), "b": Decimal("14.0"), "c": [Decimal("-0.5")], "d": "x"}
    assert dumps(data) == '{"a": 7.5, "b": 14, "c": [-0.5], "d": "x"}'


def test_table_shows_the_money_row() -> None:
    out = CliRunner(env={"COLUMNS": "100"}).invoke(cli, ["score", *SEVEN_ARGS, "--unit", "0.5"])
    assert out.exit_code == 0
    assert "合计（分）" in out.stdout and "每分 0.5" in out.stdout
    assert "3.5" in out.stdout and "-3.5" in out.stdout


@pytest.mark.parametrize("unit", ["nan", "inf", "-2", "0", "1e12", "x"])
def test_cli_rejects_bad_units(unit: str) -> None:
    out = CliRunner().invoke(cli, ["score", *SEVEN_ARGS, "--unit", unit])
    assert out.exit_code == 2
    assert out.stderr.count("\n") == 1 and "--unit" in out.stderr


def test_batch_lines_and_ledger_are_exact(tmp_path: Any) -> None:
    lines = [
        json.dumps({"hand": SEVEN, "from": 3, "dealer": 2, "unit": 0.1}),
        f"{SEVEN} --from 3 --dealer 2 --unit 0.2",
        json.dumps({"hand": SEVEN, "from": 3, "dealer": 2, "unit": "0.5"}),
        json.dumps({"hand": SEVEN, "from": 3, "dealer": 2, "unit": "nan"}),
    ]
    path = tmp_path / "session.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["batch", str(path), "--json"])
    assert out.exit_code == 2
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["payments"][0]["amount"] for r in rows[:3]] == [0.7, 1.4, 3.5]
    assert '"amount": 0.7,' in out.stdout.splitlines()[0]
    assert rows[3]["error"] == "--unit: 每分的钱应是有限的数，而不是 'nan'"  # Chinese, as JSON is
    table = CliRunner(env={"COLUMNS": "120"}).invoke(cli, ["batch", str(path)])
    # the ledger: 0.7 + 1.4 + 3.5 = 5.6 exactly (floats would sum to 5.6000000000000005)
    assert "+5.6" in table.stdout and "-5.6" in table.stdout
