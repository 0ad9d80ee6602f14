"""CSV cells a spreadsheet shows as text (wuhu_mj/output/csvcell.py): a name, hand or line that
starts like a formula gets a quote in front; numbers, and text that is a plain number, do not.
The page's CSV follows the same rule (tests/test_web_storage.py compares the two)."""

from __future__ import annotations

import ast
import csv
import io
from decimal import Decimal
from pathlib import Path

import pytest

import wuhu_mj
from wuhu_mj.output.csvcell import guard_cell

Cell = str | int | float | Decimal | None
# (what the cell holds, what is written)
CELLS: list[tuple[Cell, str]] = [
    ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
    ("@SUM(1)", "'@SUM(1)"),
    ("+1+1", "'+1+1"),
    ("-1+2", "'-1+2"),
    ("-x", "'-x"),
    ("\t=1", "'\t=1"),
    ("\r=1", "'\r=1"),
    ("'=1", "''=1"),  # a quote already there: one more, so the import's one off gives it back
    ("''+x", "'''+x"),
    ("'abc", "'abc"),  # a quote before plain text is no formula: left alone
    ("-14", "-14"),  # text that is a plain number: the spreadsheet's number, nothing runs
    ("-2.5", "-2.5"),
    ("+14", "'+14"),
    ("-", "'-"),
    ("老王", "老王"),
    ("老王 小李 1135789m234678p4m", "老王 小李 1135789m234678p4m"),
    ("a=1", "a=1"),  # only the start counts
    ("", ""),
    (None, ""),
    (-14, "-14"),
    (-2.5, "-2.5"),
    (0, "0"),
    (Decimal("-12.5"), "-12.5"),
]


@pytest.mark.parametrize(("value", "written"), CELLS)
def test_a_cell_that_starts_like_a_formula_is_text(value: Cell, written: str) -> None:
    assert guard_cell(value) == written


def test_a_guarded_row_reads_back_as_written_with_one_quote_off() -> None:
    names = ["@SUM(1)", "+1+1", "x", "-y"]
    out = io.StringIO()
    cells: list[Cell] = [*names, -14, "=1"]
    csv.writer(out).writerow([guard_cell(n) for n in cells])
    row = next(csv.reader(io.StringIO(out.getvalue())))
    assert row == ["'@SUM(1)", "'+1+1", "x", "'-y", "-14", "'=1"]
    unquoted = [c[1:] if c.startswith("'") and c.lstrip("'")[:1] in "=+-@\t\r" else c for c in row]
    assert unquoted == [*names, "-14", "=1"]


def test_every_module_that_writes_csv_guards_its_cells() -> None:
    """A module of the package that imports csv imports csvcell too (the CLI's `--csv`, when
    a command has one, writes its cells through guard_cell)."""
    package = Path(wuhu_mj.__file__).parent
    writers = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                imported.add(node.module or "")
                imported.update(f"{node.module}.{alias.name}" for alias in node.names)
        if "csv" in imported:
            writers.append(path.name)
            assert any(name.endswith("csvcell") for name in imported), path
    assert "csvcell.py" not in writers  # the guard itself needs no csv module
