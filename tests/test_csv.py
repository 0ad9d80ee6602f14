"""`session --csv` and `batch --csv` (wuhu_mj/output/csvrows.py): the stdlib csv module, the
page's columns for a session, the table's for a batch, formula-like cells kept as text."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parent.parent


def rows(*args: str, text: str | None = None) -> tuple[int, list[list[str]]]:
    done = CliRunner().invoke(cli, [*args, "--lang", "en"], input=text)
    return done.exit_code, list(csv.reader(io.StringIO(done.stdout)))


def test_a_session_as_the_page_exports_it() -> None:
    code, table = rows("session", str(ROOT / "samples" / "session-wuhu.txt"), "--csv")
    assert code == 0
    assert table[0] == [
        "hand", "dealer", "winner", "discarder", "tiles", "老王", "小李", "阿强", "小红",
        "line (wuhu-mj session)",
    ]  # fmt: skip
    assert table[2] == [""] * 9 + ["players: 老王 小李 阿强 小红"]
    hands = [row for row in table[1:] if row[0].isdigit()]
    assert [row[:9] for row in hands[:1]] == [
        ["1", "老王", "小李", "Self", "11234678m234675p", "-20", "48", "-14", "-14"]
    ]
    assert hands[3][:9] == ["4", "阿强", "Draw", "", "", "0", "0", "0", "0"]
    assert hands[5][:4] == ["6", "小红", "阿强", "小红"]
    assert table[-1] == ["total", "", "", "", "", "108", "38", "-98", "-48", ""]  # as --json
    assert all(len(row) == 10 for row in table)


def test_a_line_that_looks_like_a_formula_stays_text() -> None:
    text = "players: a b c d\nrules: wuhu\n=HYPERLINK(1)\nb 11234678m23467p5p\n"
    code, table = rows("session", "-", "--csv", text=text)
    assert code == 2  # the bad line
    assert table[3] == [""] * 9 + ["'=HYPERLINK(1)"]
    assert table[4][:9] == ["1", "a", "b", "Self", "11234678m234675p", "-20", "48", "-14", "-14"]


def test_a_batch_as_its_table() -> None:
    text = "1135789m234678p4m --from 3\nbad\n11234678m23467p5p\n"
    code, table = rows("batch", "-", "--csv", text=text)
    assert code == 2
    assert table == [
        ["No.", "Hand", "Winner", "#1", "#2", "#3", "#4", "Note"],
        ["1", "1135789m234678p4m", "seat 1 ← seat 3", "14", "0", "-14", "0",
         "closed wait (压档)"],
        ["2", "bad", "", "", "", "", "", "line 2: hand: unexpected character 'b' at 1"],
        ["3", "11234678m234675p", "seat 1 self-drawn", "60", "-20", "-20", "-20", ""],
        ["total", "", "", "74", "-20", "-34", "-20", ""],
    ]  # fmt: skip


def test_csv_and_json_are_one_or_the_other() -> None:
    for command in (["batch", "-"], ["session", "-"]):
        done = CliRunner().invoke(cli, [*command, "--csv", "--json", "--lang", "en"], input="")
        assert done.exit_code == 2
        assert done.stderr == "wuhu-mj: error: --csv and --json cannot be given together\n"
