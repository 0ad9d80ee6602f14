"""Wuhu liability 包牌 (docs/rules.md §2): every case with real numbers.

Seats: winner 1, dealer 2 unless a row says otherwise. `paid` maps each paying seat to what
it pays. Prices (docs/rules.md §2): `wuhu` 9支 discard = 9/2→5 + 底 2 = 7 (dealer +2); 交 50 per
share; `wuhu-fan` 交 100 (+50 per spare 嘴子), 9支 discard = 5 + 底 4 = 9.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.helpers import paid, run
from wuhu_mj import InputError, RuleFileError, Situation, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.message import render

SANDUI = "45m99p6m+peng111m@3+peng777m@3+peng555s@3"  # 9支, three melds from seat 3
SANDUI_TWO = "45m99p6m+peng111m@3+peng777m@2+peng555s@3"  # only two from seat 3
QING_ONE = "2399m4m+peng111m@3+peng555m@3+peng777m@3"  # 清一色 (交), all fed by 3
QING_MIXED = "2399m4m+peng111m@2+peng555m@3+peng777m@4"  # 清一色, three feeders
HUN_JIAO = "22m99m2m+peng111m@2+peng555m@3+peng777z@4"  # 混一色 + 对对胡 = 交
HUN_PLAIN = "2399m4m+peng111m@2+peng555m@3+peng777z@3"  # 混一色 alone: 交 only on self-draw
SIDUI = "9m9m+peng111m@2+peng333m@3+peng555m@2+peng777m@4"  # 清一色对对胡, 4th from 4
SIDUI_PLAIN = "9m9m+peng111m@2+peng333m@3+peng555m@2+peng777p@4"  # 对对胡 only, not 交
BAZHI = "1277p3p+angang1111m+gang9999m@3+peng555p@4"  # two 万 kongs, then a 筒 peng fed
BAZHI_EARLY = "1277p3p+peng555p@4+angang1111m+gang9999m@3"  # the 筒 peng came first
SIHE = "34678s99m5s+peng333s@2+peng444s@3"  # 333s+444s pengs, 双四活
SIHE_FAR = "34678s99m5s+peng333s@2+peng666s@3"  # 双四活, pengs 3 apart: no 报警


CASES: list[tuple[str, str, str, dict[str, Any], dict[int, int], str | None]] = [
    # id, rules, hand, situation, paid, deciding rule
    ("sandui-discard", "wuhu", SANDUI, {"discarder": 4}, {3: 7}, "sandui_baopai"),
    ("sandui-dealer", "wuhu", SANDUI, {"discarder": 4, "dealer": 3}, {3: 9}, "sandui_baopai"),
    ("sandui-self-discards", "wuhu", SANDUI, {"discarder": 3}, {3: 7}, "sandui_baopai"),
    ("sandui-self-draw", "wuhu", SANDUI, {}, {2: 21, 3: 15, 4: 15}, None),
    ("two-melds", "wuhu", SANDUI_TWO, {"discarder": 4}, {4: 7}, None),
    ("sandui-fan-not-jiao", "wuhu-fan", SANDUI, {"discarder": 4}, {4: 9}, None),
    ("sandui-fan-jiao", "wuhu-fan", QING_ONE, {"discarder": 4}, {3: 300}, "sandui_baopai"),
    ("sandui-fan-self-draw", "wuhu-fan", QING_ONE, {}, {3: 300}, "sandui_baopai"),
    # wuhu: 三对包牌 decides before 报警 on a discard; on a self-draw it changes nothing.
    ("qing-one-discard", "wuhu", QING_ONE, {"discarder": 4}, {3: 50}, "sandui_baopai"),
    ("qing-one-self-draw", "wuhu", QING_ONE, {}, {3: 150}, "yise_baojing_feeder"),
    ("qing-mixed-discard", "wuhu", QING_MIXED, {"discarder": 4}, {4: 150}, "yise_baojing"),
    ("qing-mixed-self-draw", "wuhu", QING_MIXED, {}, {2: 50, 3: 50, 4: 50}, None),
    ("qing-mixed-fan", "wuhu-fan", QING_MIXED, {"discarder": 4}, {4: 300}, "yise_baojing"),
    ("qing-mixed-fan-draw", "wuhu-fan", QING_MIXED, {}, {2: 100, 3: 100, 4: 100}, None),
    ("hun-jiao", "wuhu", HUN_JIAO, {"discarder": 3}, {3: 150}, "yise_baojing"),
    ("hun-jiao-fan", "wuhu-fan", HUN_JIAO, {"discarder": 3}, {3: 300}, "yise_baojing"),
    ("hun-not-jiao", "wuhu", HUN_PLAIN, {"discarder": 4}, {4: 13}, None),
    # 混一色 + 自摸 is 交 in `wuhu`; 3 fed two of the three melds, so no single feeder: ordinary.
    ("hun-self-draw", "wuhu", HUN_PLAIN, {}, {2: 50, 3: 50, 4: 50}, None),
    ("sidui-fan", "wuhu-fan", SIDUI, {"discarder": 3}, {4: 450}, "sidui_zhuanbao"),
    ("sidui-fan-draw", "wuhu-fan", SIDUI, {}, {4: 450}, "sidui_zhuanbao"),
    ("sidui-fan-not-jiao", "wuhu-fan", SIDUI_PLAIN, {"discarder": 3}, {3: 30}, None),
    ("sidui-wuhu", "wuhu", SIDUI, {"discarder": 3}, {3: 150}, "yise_baojing"),
    ("bazhi", "wuhu", BAZHI, {"discarder": 2}, {2: 150}, "shuang_bazhi_baojing"),
    ("bazhi-fan", "wuhu-fan", BAZHI, {"discarder": 4}, {4: 300}, "shuang_bazhi_baojing"),
    ("bazhi-early", "wuhu", BAZHI_EARLY, {"discarder": 2}, {2: 50}, None),
    ("bazhi-self-draw", "wuhu", BAZHI, {}, {2: 50, 3: 50, 4: 50}, None),
    ("sihe", "wuhu", SIHE, {"discarder": 4}, {4: 150}, "shuang_sihe_baojing"),
    ("sihe-fan", "wuhu-fan", SIHE, {"discarder": 4}, {4: 300}, "shuang_sihe_baojing"),
    ("sihe-far", "wuhu", SIHE_FAR, {"discarder": 4}, {4: 50}, None),
    ("sihe-self-draw", "wuhu", SIHE, {}, {2: 50, 3: 50, 4: 50}, None),
    # wuhu-fan 抢杠: "pays for all" replaces the ×3 (three shares, not nine).
    (
        "fan-rob-kong",
        "wuhu-fan",
        QING_MIXED,
        {"discarder": 4, "rob_kong": True},
        {4: 300},
        "yise_baojing",
    ),
]


@pytest.mark.parametrize(
    ("rules", "hand", "situation", "expected", "rule"),
    [pytest.param(*c[1:], id=c[0]) for c in CASES],
)
def test_wuhu_liability(
    rules: str, hand: str, situation: dict[str, Any], expected: dict[int, int], rule: str | None
) -> None:
    result = run(hand, rules, winner=1, dealer=situation.pop("dealer", 2), **situation)
    assert result.winning
    assert paid(result) == expected
    assert sum(result.net.values()) == 0
    detail = result.details.get("liability_detail")
    if rule is None:
        assert "liability" not in result.details
    else:
        assert detail is not None and detail[0]["rule"] == rule
        assert result.details["liability"]


def test_breakdown_names_seat_melds_rule_and_source() -> None:
    result = run(QING_MIXED, "wuhu", winner=1, dealer=2, discarder=4)
    (detail,) = result.details["liability_detail"]
    assert detail["seat"] == 4
    assert detail["melds"] == ["+peng111m@2", "+peng555m@3", "+peng777m@4"]
    assert detail["source"] == "000 报警 1"
    assert "rules/wuhu.yaml:" in detail["rule_file"]  # relative in a checkout, absolute installed
    assert detail["pays"] == 150 and detail["instead_of"] == [2, 3, 4]
    line = render(result.details["liability"], "zh")
    assert "4号" in line and "000 报警 1" in line


def test_pays_for_all_keeps_each_seats_own_price() -> None:
    """Not 交 never pays for all in the built-in files; a house rule shows the per-seat prices."""
    # 三对包牌 paying for all on any hand: the dealer's share keeps its extra 底.
    result = score(SANDUI, _house({"sandui_baopai": {"pays": "for_all"}}), Situation(1, 2, 4))
    # discard price 7 for seats 3 and 4, the dealer's 9: 3号 pays 7 + 9 + 7.
    assert paid(result) == {3: 23}


def _house(rules: dict[str, Any], tmp: Path | None = None, **top: Any) -> str:
    import tempfile

    directory = tmp or Path(tempfile.mkdtemp())
    path = directory / "house.yaml"
    body = {"extends": "wuhu", "name": "house", "liability": {"rules": rules, **top}}
    path.write_text(json.dumps(body, ensure_ascii=False), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("override", "expected"),
    [
        ({"rules": {"sandui_baopai": {"enabled": False}}}, {4: 7}),
        ({"rules": {}, "enabled": False}, {4: 7}),
        ({"rules": {"sandui_baopai": {"min_melds": 4}}}, {4: 7}),
        ({"rules": {}}, {3: 7}),
    ],
    ids=["rule-off", "all-off", "threshold-4", "unchanged"],
)
def test_house_rule_switches(
    tmp_path: Path, override: dict[str, Any], expected: dict[int, int]
) -> None:
    top = {k: v for k, v in override.items() if k != "rules"}
    rules = _house(override["rules"], tmp_path, **top)
    assert paid(score(SANDUI, rules, Situation(1, 2, 4))) == expected


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"find": "nobody"}, "nobody"),
        ({"pays": "everyone"}, "everyone"),
        ({"liable": "dealer"}, "dealer"),
    ],
)
def test_bad_liability_rule_is_a_rule_file_error(
    tmp_path: Path, entry: dict[str, Any], message: str
) -> None:
    rules = _house({"sandui_baopai": entry}, tmp_path)
    with pytest.raises(RuleFileError, match=message) as info:
        score(SANDUI, rules, Situation(1, 2, 4))
    assert "wuhu.yaml:" in str(info.value) or "house.yaml:" in str(info.value)


@pytest.mark.parametrize(
    ("hand", "situation", "message"),
    [
        ("45m99p6m+peng111m@1+peng777m@3+peng555s@3", {}, "winner cannot feed"),
        ("1277p3p+angang1111m@3+gang9999m@3+peng555p@4", {}, "concealed kong"),
    ],
)
def test_bad_sources_are_input_errors(hand: str, situation: dict[str, Any], message: str) -> None:
    with pytest.raises(InputError, match=message):
        run(hand, "wuhu", winner=1, dealer=2, discarder=4, **situation)


def test_cli_json_and_table(runner: CliRunner) -> None:
    args = ["score", QING_MIXED, "--winner", "1", "--dealer", "2", "--from", "4"]
    out = runner.invoke(cli, [*args, "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    (payment,) = data["payments"]
    assert (payment["from"], payment["to"], payment["amount"]) == (4, 1, 150)
    assert sum(i["points"] for i in payment["items"]) == 150
    assert data["liability_detail"][0]["rule"] == "yise_baojing"
    table = runner.invoke(cli, args)
    assert table.exit_code == 0 and "包牌" in table.output


def test_fed_is_not_a_wuhu_option(runner: CliRunner) -> None:
    out = runner.invoke(cli, ["score", SANDUI, "--fed", "3=peng,peng,peng"])
    assert out.exit_code == 2


FEWEST_MELDS = [
    ("wuhu", "sandui_baopai", 3),
    ("wuhu", "yise_baojing", 3),
    ("wuhu", "shuang_bazhi_baojing", 3),  # two kongs, then a meld of another suit
    ("wuhu", "shuang_sihe_baojing", 2),
    ("wuhu-fan", "sidui_zhuanbao", 4),
    ("anqing", "shunbao", 3),
    ("anqing", "fanbao", 0),  # reads --fed, not the winner's melds
    ("chizhou", "laizi_chengbao", 3),
]


@pytest.mark.parametrize(("rules", "key", "fewest"), FEWEST_MELDS)
def test_each_rule_knows_the_fewest_melds_a_hit_needs(rules: str, key: str, fewest: int) -> None:
    from wuhu_mj import load_rules

    section = load_rules(rules).table.liability_rules
    assert section is not None
    assert {s.key: s.fewest_melds for s in section.specs}[key] == fewest
