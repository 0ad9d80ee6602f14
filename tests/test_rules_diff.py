"""`wuhu-mj rules diff A B`: what differs between two rule sets, one line per difference in
plain words (Chinese or English) with each side's value and source; exit 0 alike, 1 not."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj import load_rules
from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.diff import differences

ROOT = Path(__file__).resolve().parents[1]
HOUSE = Path("samples") / "house-rules"

WUHU_315 = """\
wuhu and wuhu-315 differ in 14 places:
支番 factor on a discard: wuhu 0.5 (000 五.2), wuhu-315 0.2 (315 表（0.2 / 0.4 × 支）)
支番 factor on a self-draw: wuhu 1 (000 五.2), wuhu-315 0.4 (315 表（0.2 / 0.4 × 支）)
底 on a discard: wuhu 2 (000 七), wuhu-315 1 (315 表)
底 on a discard with 压档: wuhu 4 (000 七), wuhu-315 2 (315 表)
底 on a self-draw: wuhu 6 (000 七), wuhu-315 3 (315 表)
底 on a self-draw with 压档: wuhu 8 (000 七), wuhu-315 4 (315 表)
each 嘴子: wuhu 5 (wuhu.yaml:48), wuhu-315 2 (wuhu-315.yaml:32)
exposed kong: wuhu 2 (000 七), wuhu-315 1 (315 服务器)
added kong: wuhu 2 (000 七), wuhu-315 1 (315 服务器)
concealed kong: wuhu 4 (000 七), wuhu-315 2 (315 服务器)
price of a 交: wuhu 50 (000 五.1), wuhu-315 30 (315 服务器 getTotalFan)
each 嘴子 beyond the 交 adds: wuhu 0 (000 五.1), wuhu-315 10 (315 服务器 getTotalFan)
a self-drawn 交 adds: wuhu 0 (000 五.1), wuhu-315 10 (315 服务器 getTotalFan（自摸交 +10）)
points in each 底 pot: wuhu 50 (wuhu.yaml:204), wuhu-315 30 (wuhu-315.yaml:58)
"""


def run(*args: str, lang: str = "en", columns: int = 200) -> tuple[int, str]:
    env = {"WUHU_MJ_LANG": lang, "COLUMNS": str(columns)}
    result = CliRunner().invoke(cli, ["rules", "diff", *args], env=env)
    return result.exit_code, result.stdout


def test_wuhu_and_315_differ_in_their_prices_and_nothing_else() -> None:
    code, out = run("wuhu", "wuhu-315")
    assert code == 1
    assert out == WUHU_315
    keys = [".".join(d.path) for d in differences(load_rules("wuhu"), load_rules("wuhu-315"))]
    assert all(k.startswith(("prices.", "jiao.", "session.pot")) for k in keys)


def test_in_chinese() -> None:
    code, out = run("wuhu", "wuhu-315", lang="zh")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "wuhu 与 wuhu-315 有 14 处不同："
    assert lines[3] == "底（平胡）：wuhu 2（000 七），wuhu-315 1（315 表）"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_at_60_columns_a_wide_difference_takes_three_lines(lang: str) -> None:
    from rich.cells import cell_len

    code, out = run("wuhu", "wuhu-315", lang=lang, columns=60)
    assert code == 1
    assert max(cell_len(line) for line in out.splitlines()) <= 60
    if lang == "en":
        at = out.splitlines().index("a self-drawn 交 adds:")
        assert out.splitlines()[at + 1 : at + 3] == [
            "  wuhu 0 (000 五.1)",
            "  wuhu-315 10 (315 服务器 getTotalFan（自摸交 +10）)",
        ]
        assert "exposed kong: wuhu 2 (000 七), wuhu-315 1 (315 服务器)" in out.splitlines()


@pytest.mark.parametrize("name", ["wuhu", "wuhu-fan", "anqing", "chizhou"])
def test_a_rule_set_and_itself_are_alike(name: str) -> None:
    assert run(name, name) == (0, f"{name} and {name} score alike\n")


def test_a_house_rule_that_only_renames_is_alike(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("extends: wuhu\nname: mine\ndescription: 我们这桌\nlabels: {zhi: 支}\n")
    assert run("wuhu", str(path)) == (0, "wuhu and mine score alike\n")


def test_a_preset_shows_its_switches_and_their_sources() -> None:
    code, out = run("wuhu", "samples/house-rules/card-room-525.yaml", lang="zh")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "wuhu 与 wuhu-card-room-525 有 7 处不同："
    assert (
        "交叠加：wuhu 否（000 五.1 全交给50），"
        "wuhu-card-room-525 是（525 服务器 CountHuType（每个交另算））"
    ) in lines
    # a value the house file changed under its parent's citation is cited by its own line
    assert (
        "交外每个嘴子另加：wuhu 0（000 五.1），"
        "wuhu-card-room-525 20（samples/house-rules/card-room-525.yaml:23）"
    ) in lines
    assert (
        "包牌「三对包牌」：倍数：wuhu 没写，"
        "wuhu-card-room-525 3（525 服务器 checkBaoThreePeng（包牌 ×3））"
    ) in lines
    assert (
        "什么算听牌：wuhu 还能来的牌（docs/rules.md §2），"
        "wuhu-card-room-525 按牌型，四张都在手的也算（525 服务器 isKa/isBian（getCanHuCardList））"
        in lines
    )


def test_sanjiafu() -> None:
    code, out = run("wuhu", "samples/house-rules/sanjiafu.yaml")
    assert (code, out) == (
        1,
        "wuhu and wuhu-sanjiafu differ in one place:\n"
        "who pays on a discard: wuhu the discarder alone (001 打法 3),"
        " wuhu-sanjiafu all three, each its own price (jsmjServer wh_playrule_sjf（三家付）)\n",
    )


def test_bad_names_are_bad_input() -> None:
    code, _ = run("wuhu", "nosuch")
    assert code == 2
    result = CliRunner().invoke(cli, ["rules", "diff", "wuhu"])
    assert result.exit_code == 2


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("zh", "  wuhu 混一色自摸、杠开压档（wuhu.yaml:69）"),
        ("en", "  wuhu one suit with honors, self-drawn, 杠开 with 压档 (wuhu.yaml:69)"),
    ],
)
def test_patterns_are_named_by_their_labels(lang: str, shown: str) -> None:
    # A 交 combination by its label, not its keys (`hunyise+zimo`), in the chosen language.
    args = ["--lang", lang, "rules", "diff", "wuhu", str(ROOT / HOUSE / "qianggang3.yaml")]
    done = CliRunner(env={"COLUMNS": "100"}).invoke(cli, args)
    assert shown in done.stdout.splitlines(), done.stdout
    assert "hunyise" not in done.stdout and "+zimo" not in done.stdout


def test_a_list_of_pattern_keys_is_a_list_of_labels() -> None:
    args = ["rules", "diff", "chizhou", str(ROOT / HOUSE / "chizhou-qingyang.yaml")]
    done = CliRunner(env={"COLUMNS": "200"}).invoke(cli, ["--lang", "zh", *args])
    assert "清一色、混一色、字一色、对对胡、大吊车" in done.stdout
    assert "qingyise" not in done.stdout


def test_a_built_in_file_is_named_by_its_rule_set_wherever_it_is_installed() -> None:
    from wuhu_mj.rules.diff import shown_place
    from wuhu_mj.variants import rule_folders

    for folder in rule_folders():  # an installed package: an absolute site-packages path
        absolute = os.path.join(os.path.realpath(folder), "wuhu.yaml")
        assert shown_place(f"{absolute}:200") == "wuhu.yaml:200"
    assert shown_place("samples/house-rules/qianggang3.yaml:13") == (
        "samples/house-rules/qianggang3.yaml:13"
    )


def test_a_combination_without_a_label_joins_its_patterns_labels(tmp_path: Path) -> None:
    house = tmp_path / "c.yaml"
    house.write_text(
        "extends: wuhu\njiao:\n  combinations:\n    - {patterns: [qingyise, yadang]}\n"
    )
    for lang, shown in (("zh", "清一色+压档"), ("en", "one suit+closed wait (压档)")):
        done = CliRunner().invoke(cli, ["--lang", lang, "rules", "diff", "wuhu", str(house)])
        assert f"  c {shown} (" in done.stdout or f"  c {shown}（" in done.stdout, done.stdout
