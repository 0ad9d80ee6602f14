"""House rules: `extends:` a built-in plus a few overrides (samples/house-rules/).

Expected numbers follow docs/rules.md §2 (000's price table) with the house's changes:
  支番 (支 + 压档点, halved rounding up on a discard) + 底 + 嘴子 (doubled on a self-draw)
  + 杠, and one more 底 when the payer or the winner is the dealer; 交 is flat.
The winner is seat 1; the dealer is seat 1 (every payer pays the dealer extra) or seat 2.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from tests.helpers import paid, run
from wuhu_mj import load_rules
from wuhu_mj.doors.cli import cli

HOUSE = Path(__file__).parents[1] / "samples" / "house-rules"
ZUIZI10 = str(HOUSE / "zuizi10-jiao80.yaml")
QIANGGANG3 = str(HOUSE / "qianggang3.yaml")

# (hand, rules, options, what seats 2, 3, 4 pay with the dealer at seat 2)
CASES = [
    # 9支卡5自摸，一个四活 (000 八): 14 + 8 + 四活 2×5 = 32, dealer 40 under `wuhu` ...
    ("44446789m22345p5m", "wuhu", {}, {2: 40, 3: 32, 4: 32}),
    # ... 嘴子 10: 14 + 8 + 2×10 = 42, dealer 42 + 8 = 50.
    ("44446789m22345p5m", ZUIZI10, {}, {2: 50, 3: 42, 4: 42}),
    ("44446789m22345p5m", QIANGGANG3, {}, {2: 40, 3: 32, 4: 32}),
    # 10支平胡，明杠，四活 on a discard: 5 + 2 + 2 + 5 = 14 (docs/rules.md §2), house 嘴子 10: 19.
    ("111123m45553p+gang9999m", "wuhu", {"discarder": 3}, {3: 14}),
    ("111123m45553p+gang9999m", ZUIZI10, {"discarder": 3}, {3: 19}),
    ("111123m45553p+gang9999m", ZUIZI10, {"discarder": 2}, {2: 21}),
    # 清一色 is 交: 50 flat from every payer, the dealer too; the house plays 交 at 80.
    ("1112345556789m9m", "wuhu", {}, {2: 50, 3: 50, 4: 50}),
    ("1112345556789m9m", ZUIZI10, {}, {2: 80, 3: 80, 4: 80}),
    ("1112345556789m9m", QIANGGANG3, {}, {2: 50, 3: 50, 4: 50}),
    # 混一色 + 自摸 is 交 in `wuhu` (000 五.6); the house dropped that combination, so it is
    # 12支 + 自摸底 6 + 混一色 2×5 = 28, dealer 34.
    ("111234567789m77z", "wuhu", {}, {2: 50, 3: 50, 4: 50}),
    ("111234567789m77z", ZUIZI10, {}, {2: 80, 3: 80, 4: 80}),
    ("111234567789m77z", QIANGGANG3, {}, {2: 34, 3: 28, 4: 28}),
    # 抢杠: `wuhu` prices it as a discard (8/2 + 2 = 6); the house multiplies by 3.
    ("11234678m23467p5p", "wuhu", {"discarder": 3, "rob_kong": True}, {3: 6}),
    ("11234678m23467p5p", QIANGGANG3, {"discarder": 3, "rob_kong": True}, {3: 18}),
    ("11234678m23467p5p", QIANGGANG3, {"discarder": 2, "rob_kong": True}, {2: 24}),
    ("11234678m23467p5p", ZUIZI10, {"discarder": 3, "rob_kong": True}, {3: 6}),
    # 暗杠 6 in the house (4 in 000): 9支平胡，明杠，暗杠: 5 + 2 + 2 + 6 = 15 (13 in `wuhu`).
    ("55234m786p+gang9999m+angang1111p", "wuhu", {"discarder": 3}, {3: 13}),
    ("55234m786p+gang9999m+angang1111p", QIANGGANG3, {"discarder": 3}, {3: 15}),
]


@pytest.mark.parametrize(("hand", "rules", "options", "expected"), CASES)
def test_house_rule_prices(
    hand: str, rules: str, options: dict[str, object], expected: dict[int, int]
) -> None:
    result = run(hand, rules, dealer=2, **options)
    assert result.winning
    assert paid(result) == expected


def test_house_rules_are_named_after_themselves() -> None:
    assert load_rules(ZUIZI10).name == "wuhu-zuizi10-jiao80"
    assert [Path(f).name for f in load_rules(QIANGGANG3).chain] == ["qianggang3.yaml", "wuhu.yaml"]


def test_house_rule_keeps_everything_it_does_not_change() -> None:
    base, house = load_rules("wuhu").table, load_rules(QIANGGANG3).table
    assert house.prices.kong.gang == base.prices.kong.gang == 2
    assert house.prices.kong.angang == 6
    assert house.zuizi == base.zuizi
    # the list was replaced whole
    assert [c.patterns for c in house.jiao.combinations] == [("gangkai", "yadang")]


def test_house_rule_locations_point_into_the_right_file() -> None:
    house = load_rules(ZUIZI10)
    assert house.where("prices", "zuizi").startswith(f"{house.path}:")
    assert house.where("prices", "di", "discard").split(":")[0].endswith("rules/wuhu.yaml")


def test_rules_show_prints_the_merged_result() -> None:
    result = CliRunner().invoke(cli, ["rules", "show", ZUIZI10])
    assert result.exit_code == 0
    header, _, body = result.stdout.partition("\n")
    assert header.startswith("# wuhu-zuizi10-jiao80: ") and header.endswith("rules/wuhu.yaml")
    merged = yaml.safe_load(body)
    assert merged["name"] == "wuhu-zuizi10-jiao80"
    assert merged["prices"]["zuizi"] == 10
    assert merged["jiao"]["value"] == 80
    assert merged["prices"]["di"] == {
        "discard": 2,
        "discard_yadang": 4,
        "self_draw": 6,
        "self_draw_yadang": 8,
    }
    assert "extends" not in merged


@pytest.mark.parametrize(
    "path", sorted(p for p in HOUSE.glob("*.yaml") if not p.name.endswith("-examples.yaml"))
)
def test_house_samples_validate(path: Path) -> None:
    result = CliRunner().invoke(cli, ["rules", "validate", str(path)])
    assert result.exit_code == 0, result.output


def test_house_rule_on_the_command_line() -> None:
    args = ["score", "11234678m23467p5p", "--from", "3", "--rob-kong", "--dealer", "2"]
    result = CliRunner().invoke(cli, [*args, "--rules", QIANGGANG3, "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["rules"] == "wuhu-qianggang3"
    (payment,) = data["payments"]
    assert (payment["from"], payment["amount"], payment["note"]) == (3, 18, "抢杠 × 3")
    # the robbed seat's discard share (4 + 2) and the multiplier's extra 2 × 6
    paid = [(i["key"], i["points"]) for i in payment["items"]]
    assert paid == [("zhi", 4), ("di", 2), ("rob_kong", 12)]
