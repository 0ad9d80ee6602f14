"""`rules show` prints a Wuhu rule set's price grid (wuhu_mj/rules/price_grid.py), priced by the
variant itself. Checked against the Wuhu app's two public tables (docs/rules.md, "The 315
price system"): `rules_315` for `wuhu-315` and `rules_525` for `wuhu` (000's prices), each
with the cells where the table breaks its own formula.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.test_wuhu315 import TABLE_315
from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.price_grid import price_grid
from wuhu_mj.rules.ruleset import load_rules

# key: (平 闲, 平 庄, 自摸 闲, 自摸 庄), as the app's `rules_525` table prints them.
TABLE_525 = {
    "8支": (6, 8, 14, 20), "9支": (7, 9, 15, 21), "10支": (7, 9, 16, 22), "11支": (8, 10, 17, 23),
    "12支": (8, 10, 18, 24), "13支": (9, 11, 19, 25), "14支": (9, 11, 20, 26),
    "8支压2": (9, 13, 18, 26), "8支压3": (10, 14, 19, 27), "8支压4": (10, 14, 20, 28),
    "8支压5": (11, 15, 21, 29), "8支压6": (11, 15, 22, 30), "8支压7": (12, 16, 23, 31),
    "8支压8": (12, 16, 24, 32),
    "9支压2": (10, 14, 19, 27), "9支压3": (10, 14, 20, 28), "9支压4": (11, 15, 21, 29),
    "9支压5": (11, 15, 22, 30), "9支压6": (11, 15, 23, 31), "9支压7": (12, 16, 24, 32),
    "9支压8": (13, 17, 25, 33),
    "10支压2": (10, 14, 20, 28), "10支压3": (11, 15, 21, 29), "10支压4": (11, 15, 22, 30),
    "10支压5": (12, 16, 23, 31), "10支压6": (12, 16, 24, 32), "10支压7": (13, 17, 25, 33),
    "10支压8": (13, 17, 26, 34),
    "11支压2": (11, 15, 21, 29), "11支压3": (11, 15, 22, 30), "11支压4": (12, 16, 23, 31),
    "11支压5": (12, 16, 24, 32), "11支压6": (13, 17, 25, 33), "11支压7": (13, 17, 26, 34),
    "11支压8": (14, 18, 27, 35),
    "12支压2": (11, 15, 22, 30), "12支压3": (12, 16, 23, 31), "12支压4": (12, 16, 24, 32),
    "12支压5": (13, 17, 25, 33), "12支压6": (13, 17, 26, 34), "12支压7": (14, 18, 27, 35),
    "12支压8": (14, 18, 28, 36),
    "13支压2": (12, 16, 23, 31), "13支压3": (13, 17, 24, 32), "13支压4": (13, 17, 25, 33),
    "13支压5": (13, 17, 26, 34), "13支压6": (14, 18, 27, 35), "13支压7": (14, 18, 28, 36),
    "13支压8": (15, 19, 29, 37),
    "14支压2": (12, 16, 24, 32), "14支压3": (13, 17, 25, 33), "14支压4": (13, 17, 26, 34),
    "14支压5": (14, 18, 27, 35), "14支压6": (14, 18, 28, 36), "14支压7": (15, 19, 29, 37),
    "14支压8": (15, 19, 30, 38),
}  # fmt: skip

# Cells where a table breaks its own formula, and what the formula (the rule file) gives.
TYPOS_315 = {"12支压7": (6, 8, 12, 16), "12支压8": (6, 8, 12, 16)}
# 9支压6: (9 + 6) / 2 = 7.5 → 8, + 底 4 = 12 (printed 11); 13支压3: (13 + 3) / 2 = 8 + 4 = 12
# (printed 13); the dealer column is 4 more in both, and both self-draw cells agree.
TYPOS_525 = {"9支压6": (12, 16, 23, 31), "13支压3": (12, 16, 24, 32)}


def _grid(rules: str) -> dict[str, tuple[object, ...]]:
    return {
        f"{row.zhi}支" + (f"压{row.yadang}" if row.yadang else ""): (*row.discard, *row.self_draw)
        for row in price_grid(load_rules(rules))
    }


@pytest.mark.parametrize(
    ("rules", "table", "typos"),
    [("wuhu-315", TABLE_315, TYPOS_315), ("wuhu", TABLE_525, TYPOS_525)],
)
def test_grid_is_the_public_table_but_its_typos(
    rules: str, table: dict[str, tuple[int, ...]], typos: dict[str, tuple[int, ...]]
) -> None:
    grid = _grid(rules)
    assert list(grid) == list(table)  # the same 56 rows, in the table's order
    differ = {key: grid[key] for key in table if grid[key] != table[key]}
    assert differ == typos


def test_grid_only_for_wuhu_rule_sets() -> None:
    assert price_grid(load_rules("anqing")) == []
    assert price_grid(load_rules("chizhou")) == []


def test_rules_show_prints_the_grid_as_comments(tmp_path: Path) -> None:
    out = CliRunner().invoke(cli, ["rules", "show", "wuhu-315"]).output
    assert "# 8支              3 / 4       6 / 9" in out
    assert "# 8支压2           4 / 6      8 / 12" in out
    assert out.count("支") >= 56
    # The output is still a rule file.
    shown = tmp_path / "shown.yaml"
    shown.write_text(out, "utf-8")
    assert CliRunner().invoke(cli, ["rules", "validate", str(shown)]).exit_code == 0
    english = CliRunner().invoke(cli, ["rules", "show", "wuhu", "--lang", "en"]).output
    assert "non-dealer / dealer" in english and "# 8支              6 / 8     14 / 20" in english
