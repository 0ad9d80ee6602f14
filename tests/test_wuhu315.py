"""The "315" price system (rules/wuhu-315.yaml; docs/rules.md §2 "The 315 price system").

The first table is the Wuhu app's public `rules_315` table, cell by cell: 支 (and 压档点) ×
平 (discard) / 自摸 (self-draw) × (non-dealer payer, dealer payer). Each cell is priced by the
scorer from its facts alone; the two cells the table got wrong (docs/rules.md §2: `12支压7`,
`12支压8`, self-draw, non-dealer: printed 14, formula 12) are listed as typos and must stay 12.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tests.helpers import paid, run
from wuhu_mj.doors.checks.run import check_file

# key: (平 闲, 平 庄, 自摸 闲, 自摸 庄), as the public table prints them.
TABLE_315 = {
    "8支": (3, 4, 6, 9), "9支": (3, 4, 7, 10), "10支": (3, 4, 7, 10), "11支": (3, 4, 7, 10),
    "12支": (3, 4, 8, 11), "13支": (4, 5, 8, 11), "14支": (4, 5, 9, 12),
    "8支压2": (4, 6, 8, 12), "8支压3": (4, 6, 8, 12), "8支压4": (4, 6, 9, 13),
    "8支压5": (5, 7, 9, 13), "8支压6": (5, 7, 10, 14), "8支压7": (5, 7, 10, 14),
    "8支压8": (5, 7, 10, 14),
    "9支压2": (4, 6, 8, 12), "9支压3": (4, 6, 9, 13), "9支压4": (5, 7, 9, 13),
    "9支压5": (5, 7, 10, 14), "9支压6": (5, 7, 10, 14), "9支压7": (5, 7, 10, 14),
    "9支压8": (5, 7, 11, 15),
    "10支压2": (4, 6, 9, 13), "10支压3": (5, 7, 9, 13), "10支压4": (5, 7, 10, 14),
    "10支压5": (5, 7, 10, 14), "10支压6": (5, 7, 10, 14), "10支压7": (5, 7, 11, 15),
    "10支压8": (6, 8, 11, 15),
    "11支压2": (5, 7, 9, 13), "11支压3": (5, 7, 10, 14), "11支压4": (5, 7, 10, 14),
    "11支压5": (5, 7, 10, 14), "11支压6": (5, 7, 11, 15), "11支压7": (6, 8, 11, 15),
    "11支压8": (6, 8, 12, 16),
    "12支压2": (5, 7, 10, 14), "12支压3": (5, 7, 10, 14), "12支压4": (5, 7, 10, 14),
    "12支压5": (5, 7, 11, 15), "12支压6": (6, 8, 11, 15), "12支压7": (6, 8, 14, 16),
    "12支压8": (6, 8, 14, 16),
    "13支压2": (5, 7, 10, 14), "13支压3": (5, 7, 10, 14), "13支压4": (5, 7, 11, 15),
    "13支压5": (6, 8, 11, 15), "13支压6": (6, 8, 12, 16), "13支压7": (6, 8, 12, 16),
    "13支压8": (6, 8, 12, 16),
    "14支压2": (5, 7, 10, 14), "14支压3": (5, 7, 11, 15), "14支压4": (6, 8, 11, 15),
    "14支压5": (6, 8, 12, 16), "14支压6": (6, 8, 12, 16), "14支压7": (6, 8, 12, 16),
    "14支压8": (6, 8, 13, 17),
}  # fmt: skip
# The table's typos: (key, win) -> what the formula gives (non-dealer, dealer).
TYPOS = {("12支压7", "self_draw"): (12, 16), ("12支压8", "self_draw"): (12, 16)}


def _facts(key: str) -> tuple[int, int]:
    zhi, _, yadang = key.partition("支压")
    return int(zhi.removesuffix("支")), int(yadang or 0)


def test_every_cell_of_the_public_table(tmp_path: Path) -> None:
    """All 56 × 2 cells, priced from their facts through the worked-example checker."""
    examples = []
    for key, (d_plain, d_dealer, s_plain, s_dealer) in TABLE_315.items():
        zhi, yadang = _facts(key)
        for win, printed in (("discard", [d_plain, d_dealer]), ("self_draw", [s_plain, s_dealer])):
            typo = TYPOS.get((key, win))
            examples.append(
                {
                    "name": f"{key} {win}",
                    "hand": None,
                    "win": win,
                    "features": {"zhi": zhi, "yadang": yadang},
                    "printed": list(typo) if typo else printed,
                    "expect": "cannot_be_dealt",
                }
            )
    path = tmp_path / "table.yaml"
    path.write_text(yaml.safe_dump({"rules": "wuhu-315", "examples": examples}), "utf-8")
    checks = check_file(str(path))
    assert len(checks) == 112
    wrong = [(c.name, c.printed, c.computed) for c in checks if c.computed != c.printed]
    assert wrong == []
    # And the typos really differ from what the table printed.
    for (key, win), formula in TYPOS.items():
        printed = TABLE_315[key][2:] if win == "self_draw" else TABLE_315[key][:2]
        assert printed != formula


@pytest.mark.parametrize(
    ("hand", "situation", "expected"),
    [
        # Must show (issue 14): 8支 discard 3, dealer 4; self-draw 6, dealer 9.
        ("11234678m23467p5p", {"dealer": 2, "discarder": 3}, {3: 3}),
        ("11234678m23467p5p", {"dealer": 2, "discarder": 2}, {2: 4}),
        ("11234678m23467p5p", {"dealer": 2}, {2: 9, 3: 6, 4: 6}),
        # The winner deals: every payer adds one more 底 (3 on a self-draw).
        ("11234678m23467p5p", {"dealer": 1}, {2: 9, 3: 9, 4: 9}),
        # 8支压4: Z 12 → round(2.4) = 2 + 底 2 = 4 / 6; self-draw round(4.8) = 5 + 4 = 9 / 13.
        ("1135789m234678p4m", {"dealer": 2, "discarder": 3}, {3: 4}),
        ("1135789m234678p4m", {"dealer": 2, "discarder": 2}, {2: 6}),
        ("1135789m234678p4m", {"dealer": 2}, {2: 13, 3: 9, 4: 9}),
        # edge 压档 12→3: 8支压3, Z 11 → round(2.2) = 2 + 2 = 4; self-draw round(4.4) = 4 + 4 = 8.
        ("1255789m234p678s3m", {"dealer": 2, "discarder": 3}, {3: 4}),
        ("1255789m234p678s3m", {"dealer": 2}, {2: 12, 3: 8, 4: 8}),
        # trap 1333m + 2m: two waits, not 压档. 11支: round(2.2) = 2 + 1 = 3.
        ("1333m456m888m111p2m", {"dealer": 2, "discarder": 3}, {3: 3}),
        # 四活, 12支: discard round(2.4) = 2 + 1 + 2 = 5; self-draw 5 + 3 + 2×2 = 12, dealer 15.
        ("111123m456m999m55p", {"dealer": 2, "discarder": 3}, {3: 5}),
        ("111123m456m999m55p", {"dealer": 2}, {2: 15, 3: 12, 4: 12}),
        # 拉活 is no 四活: 8支 discard 2 + 1 = 3.
        ("22m123m234m456p789s", {"dealer": 2, "discarder": 3}, {3: 3}),
        # 杠开 is never doubled; 暗杠 2: round(3.2) = 3 + 3 + 2 + 2 = 10, dealer 13.
        ("11234678m67p5p+angang2222p", {"dealer": 2, "kong_draw": True}, {2: 13, 3: 10, 4: 10}),
        # 明杠 1 on a discard: 9支 (55 234 + 9999m) round(1.8) = 2 + 1 + 1 + 暗杠 2 = 6.
        ("55234m786p+gang9999m+angang1111p", {"dealer": 2, "discarder": 3}, {3: 6}),
        # 交 (清一色) 30 flat on a discard, for the dealer too; self-drawn 30 + 10.
        ("2223344667788m5m", {"dealer": 2, "discarder": 2}, {2: 30}),
        ("2223344667788m5m", {"dealer": 2}, {2: 40, 3: 40, 4: 40}),
        # 清一色 + 通天: 30 + 10 for the 嘴子 over; self-drawn + 10 more.
        ("123456789m234m55m", {"dealer": 2, "discarder": 3}, {3: 40}),
        ("123456789m234m55m", {"dealer": 2}, {2: 50, 3: 50, 4: 50}),
        # 对对胡 + 混一色: two 嘴子 make 交 (30); self-drawn, 混一色自摸 makes it
        # and 对对胡 is over.
        ("111333555m777z99m", {"dealer": 2, "discarder": 3}, {3: 30}),
        ("111333555m777z99m", {"dealer": 2}, {2: 50, 3: 50, 4: 50}),
        # 杠开 + 压档 is 交; a 杠开 交 gets no self-draw 10.
        ("1135789m678p4m+angang2222p", {"dealer": 2, "kong_draw": True}, {2: 30, 3: 30, 4: 30}),
        # 双四活 (111122223m) is 交 by itself: 30 on a discard.
        ("111122223m456p99p", {"dealer": 2, "discarder": 3}, {3: 30}),
    ],
)
def test_prices(hand: str, situation: dict[str, object], expected: dict[int, int]) -> None:
    assert paid(run(hand, "wuhu-315", **situation)) == expected


@pytest.mark.parametrize(
    ("multiplier", "points"),
    [
        # A house rule can say any factor: 8支压4 (Z 12) on a discard.
        (0.5, 6),  # wuhu's halving
        (1, 12),  # whole
        (0.25, 3),  # exactly 3.0
        (0.125, 2),  # 1.5 rounds half up to 2
        (0.3, 4),  # 3.6 → 4
    ],
)
def test_zhi_multiplier_is_a_rule_file_power(
    tmp_path: Path, multiplier: float, points: int
) -> None:
    house = tmp_path / "house.yaml"
    house.write_text(
        f"extends: wuhu\nname: house\nprices:\n  zhi_multiplier: {{discard: {multiplier}}}\n",
        "utf-8",
    )
    result = run("1135789m234678p4m", str(house), dealer=2, discarder=3)
    assert next(i.points for i in result.items if i.key == "zhi") == points


def test_sample_file_agrees() -> None:
    checks = check_file(str(Path(__file__).parent.parent / "samples" / "wuhu-315-examples.yaml"))
    assert len(checks) >= 33 and all(c.matches for c in checks)
    typos = [c.name for c in checks if c.verdict == "disagrees"]
    assert typos == ["12支压7 自摸", "12支压8 自摸"]
