"""`wuhu-mj score HAND -r A -r B ...`: one table, a column per rule set with what each seat
wins or pays, then each item's points side by side, the rows that differ marked ≠; `--json`
the results and the item rows."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from wuhu_mj.doors.cli import cli

CARD_ROOM = "samples/house-rules/card-room-525.yaml"
HAND = ["1111234555667m8m", "--dealer", "2", "--from", "3"]  # 清一色 + 四活, seat 3 discards


def run(*args: str, lang: str = "zh", width: int = 60) -> tuple[int, str, str]:
    env = {"WUHU_MJ_LANG": lang, "COLUMNS": str(width)}
    result = CliRunner().invoke(cli, ["score", *args], env=env)
    return result.exit_code, result.stdout, result.stderr


def seats_part(out: str) -> str:
    """The output up to the item rows: the seats' table and its legend."""
    return re.split(r"\n(?=各套规则下每项的分|Points of each item)", out)[0]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_two_rule_sets_fit_sixty_columns(lang: str) -> None:
    code, out, _ = run(*HAND, "-r", "wuhu", "-r", "wuhu-315", lang=lang)
    assert code == 0
    assert max(cell_len(line) for line in out.splitlines()) <= 60
    out = seats_part(out)
    assert "━" in out  # a table, not stacked blocks
    rows = [
        line.split()
        for line in out.splitlines()
        if line.strip().startswith(("≠", "1", "2", "3", "4", "seat"))
    ]
    numbers = [row[-2:] for row in rows if len(row) > 2 and row[-1].lstrip("+-").isdigit()]
    assert numbers == [["+50", "+40"], ["0", "0"], ["-50", "-40"], ["0", "0"]]


def test_rows_that_differ_are_marked() -> None:
    code, out, _ = run(*HAND, "-r", "wuhu", "-r", "wuhu-315", "-r", "wuhu-fan", "-r", CARD_ROOM)
    assert code == 0
    assert max(cell_len(line) for line in out.splitlines()) <= 60
    lines = seats_part(out).splitlines()
    marked = [line.split()[1] for line in lines if line.strip().startswith("≠ ")]
    assert marked == ["1号（胡）", "3号（放冲）"]
    assert "≠：这一行各套规则不同" in lines
    assert max(cell_len(line) for line in lines) <= 60
    seat3 = next(line for line in lines if "3号（放冲）" in line).split()
    assert seat3[-4:] == ["-50", "-40", "-150", "-70"]
    assert "room-525" in out  # a long name folds after a hyphen


def test_alike_rule_sets_mark_nothing() -> None:
    code, out, _ = run("11234678m23467p5p", "--from", "3", "-r", "wuhu", "-r", CARD_ROOM)
    assert code == 0
    assert "≠" not in out


def test_json_holds_the_results_and_their_item_rows() -> None:
    code, out, _ = run(*HAND, "-r", "wuhu", "-r", CARD_ROOM, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == ["wuhu", "wuhu-card-room-525"]
    results = data["results"]
    assert [d["rules"] for d in results] == ["wuhu", "wuhu-card-room-525"]
    assert [d["net"]["3"] for d in results] == [-50, -70]
    assert all(d["situation"]["from"] == 3 for d in results)
    # The rows side by side: 交 50 under both, 20 for the 四活 beyond it under 525 only.
    assert data["items"] == [
        {"key": "jiao", "label": "全交（清一色）", "points": [50, 50]},
        {"key": "jiao_extra", "label": "交牌另加嘴子", "points": [None, 20]},
    ]


# 四活 self-drawn, seat 2 deals: 13 + 8 + 10 (+ 8) under wuhu; 5 + 4 + 4 (+ 4) under 315.
SIHUO = ["11113567m99m345p2m", "--dealer", "2", "-r", "wuhu", "-r", "wuhu-315"]


@pytest.mark.parametrize("width", [100, 60])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_item_rows_side_by_side(width: int, lang: str) -> None:
    code, out, _ = run(*SIHUO, lang=lang, width=width)
    assert code == 0
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= width
    title = "各套规则下每项的分" if lang == "zh" else "Points of each item"
    at = next(i for i, line in enumerate(lines) if line.startswith(title))
    rows = [line.split() for line in lines[at:] if line.strip().startswith("≠")]
    assert [row[-2:] for row in rows] == [["13", "5"], ["8", "4"], ["10", "4"], ["8", "4"]]
    words = {"zh": ["支番", "底番", "四活", "庄家加底"], "en": ["支", "base", "four", "dealer's"]}
    assert [row[1] for row in rows] == words[lang]


def test_a_row_one_rule_set_lacks_shows_a_dash() -> None:
    code, out, _ = run(*HAND, "-r", "wuhu", "-r", CARD_ROOM, width=100)
    assert code == 0
    row = next(line for line in out.splitlines() if "交牌另加嘴子" in line).split()
    assert row[-2:] == ["—", "20"]
    assert row[0] == "≠"


def test_a_rule_set_under_which_it_is_no_win() -> None:
    code, out, _ = run("11234678m23467p5p", "--from", "3", "-r", "wuhu", "-r", "chizhou")
    assert code == 1
    assert "chizhou：不是胡牌：花不够" in out
    assert "—" in out


def test_bad_input_under_one_rule_set_is_bad_input() -> None:
    code, _, err = run("11234678m23467p5p", "--from", "3", "-r", "wuhu", "-r", "anqing")
    assert code == 2
    assert err.count("\n") == 1 and "--from" in err


def test_one_rule_set_is_the_usual_breakdown() -> None:
    code, out, _ = run(*HAND, "-r", "wuhu")
    assert code == 0
    assert "计分明细" in out and "各套规则" not in out
