"""Broken rule files of every kind: one line, FILE:LINE:COL: message, exit status 2.

Each case writes one or more files into a temporary directory (the working directory, so
paths print short) and loads `house.yaml`.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj import RuleFileError, load_rules, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.ruleset import MAX_EXTENDS, builtin_names
from wuhu_mj.variants import known_patterns

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")

KNOWN_PATTERNS = ", ".join(known_patterns())
WUHU_OPTIONS = "earthly, fed, from, heavenly, kong-draw, rob-kong"
WUHU_YAML = (Path(__file__).parents[1] / "rules" / "wuhu.yaml").read_text(encoding="utf-8")
WUHU_DI_LINE = WUHU_YAML.splitlines().index("  di:                          # 底番 (000 七)") + 1
MESSAGE = re.compile(r"^[^\n:]+\.ya?ml:\d+:\d+: [^\n]+$")


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test in its own directory (paths print short)."""
    monkeypatch.chdir(tmp_path)


def write(files: dict[str, str]) -> None:
    for name, text in files.items():
        Path(name).write_text(text, encoding="utf-8")


def error_of(files: dict[str, str], load: str = "house.yaml") -> str:
    write(files)
    with pytest.raises(RuleFileError) as caught:
        load_rules(load)
    return str(caught.value)


# (case id, files, the exact message)
BROKEN: list[tuple[str, dict[str, str], str]] = [
    (
        "unknown top-level key",
        {"house.yaml": "extends: wuhu\nprics:\n  zuizi: 10\n"},
        "house.yaml:2:1: unknown key 'prics' (did you mean 'prices'?)",
    ),
    (
        "unknown nested key",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizii: 10\n"},
        "house.yaml:3:3: unknown key 'zuizii' in 'prices' (did you mean 'zuizi'?)",
    ),
    (
        "unknown key with nothing close lists the known ones",
        {"house.yaml": "extends: wuhu\nwin:\n  foo: 1\n"},
        "house.yaml:3:3: unknown key 'foo' in 'win' (known: min_zhi, waits_need_min_zhi)",
    ),
    (
        "unknown key in a pattern entry",
        {"house.yaml": "extends: wuhu\nzuizi:\n  sihuo: {points: 10, doubles: false}\n"},
        "house.yaml:3:23: unknown key 'doubles' in 'zuizi.sihuo' "
        "(known: doubles_on_self_draw, label, label_en, points, source)",
    ),
    (
        "text where a number goes",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizi: ten\n"},
        "house.yaml:3:3: 'prices.zuizi' must be a whole number, not 'ten'",
    ),
    (
        "a fraction where a whole number goes",
        {"house.yaml": "extends: wuhu\njiao:\n  value: 62.5\n"},
        "house.yaml:3:3: 'jiao.value' must be a whole number, not 62.5",
    ),
    (
        "yes/no is text under YAML 1.2",
        {"house.yaml": "extends: wuhu\nprices:\n  di: {discard: yes}\n"},
        "house.yaml:3:8: 'prices.di.discard' must be a whole number, not 'yes'",
    ),
    (
        "true where a number goes",
        {"house.yaml": "extends: wuhu\nprices:\n  di: {discard: true}\n"},
        "house.yaml:3:8: 'prices.di.discard' must be a whole number, not True",
    ),
    (
        "base-60 is text under YAML 1.2",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizi: 1:30\n"},
        "house.yaml:3:3: 'prices.zuizi' must be a whole number, not '1:30'",
    ),
    (
        "a Python tag",
        {"house.yaml": "extends: wuhu\nprices: !!python/object/new:dict {}\n"},
        "house.yaml:2:9: tags (such as !!str or !!python/...) are not allowed",
    ),
    (
        "a plain tag",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizi: !!int 5\n"},
        "house.yaml:3:10: tags (such as !!str or !!python/...) are not allowed",
    ),
    (
        "an anchor",
        {"house.yaml": "extends: wuhu\nprices:\n  kong: &k {gang: 2}\n"},
        "house.yaml:3:9: anchors and aliases (&name, *name) are not allowed",
    ),
    (
        "a control character",
        {"house.yaml": "extends: wuhu\nname: a\x00b\n"},
        "house.yaml:2:8: control character U+0000 is not allowed",
    ),
    (
        "a control character written as an escape",
        {"house.yaml": 'extends: wuhu\nname: "a\\0b"\n'},
        "house.yaml:2:7: control character U+0000 is not allowed",
    ),
    (
        "a YAML 1.1 directive changes nothing",
        {"house.yaml": "%YAML 1.1\n---\nextends: wuhu\nprices: {zuizi: 1:30}\n"},
        "house.yaml:4:10: 'prices.zuizi' must be a whole number, not '1:30'",
    ),
    (
        "two documents",
        {"house.yaml": "extends: wuhu\n---\nname: x\n"},
        "house.yaml:2:1: a rule file is one YAML document (remove the second '---')",
    ),
    (
        "a file reached by extends that is not a rule file",
        {"house.yaml": "extends: secret.yaml\n", "secret.yaml": "password: hunter2\n"},
        "secret.yaml:1:1: not a rule file (it has no 'variant' or 'extends' key)",
    ),
    (
        "a broken file reached by extends is not quoted",
        {"house.yaml": "extends: secret.yaml\n", "secret.yaml": "a: b\n  c: hunter2\n"},
        "secret.yaml:2:4: invalid YAML",
    ),
    (
        "a number where true/false goes",
        {"house.yaml": "extends: wuhu\ntiles:\n  chi: 1\n"},
        "house.yaml:3:3: 'tiles.chi' must be true or false, not 1",
    ),
    (
        "a number where a mapping goes",
        {"house.yaml": "extends: wuhu\nprices:\n  kong: 2\n"},
        "house.yaml:3:3: 'prices.kong' must be a mapping of keys to values, not 2",
    ),
    (
        "missing value",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizi:\n"},
        "house.yaml:3:3: 'prices.zuizi' has no value; it must be a whole number",
    ),
    (
        "negative price",
        {"house.yaml": "extends: wuhu\nprices:\n  di: {discard: -1}\n"},
        "house.yaml:3:8: 'prices.di.discard' must be at least 0, not -1",
    ),
    (
        "a multiplier of 0",
        {"house.yaml": "extends: wuhu\nprices:\n  rob_kong_multiplier: 0\n"},
        "house.yaml:3:3: 'prices.rob_kong_multiplier' must be at least 1, not 0",
    ),
    (
        "八支 above a hand's size",
        {"house.yaml": "extends: wuhu\nwin:\n  min_zhi: 15\n"},
        "house.yaml:3:3: 'win.min_zhi' must be at most 14, not 15",
    ),
    (
        "unknown pattern as a mapping key",
        {"house.yaml": "extends: wuhu\nzuizi:\n  sihuoo: {label: 四活}\n"},
        f"house.yaml:3:3: unknown pattern 'sihuoo' in 'zuizi' "
        f"(did you mean 'sihuo'? known: {KNOWN_PATTERNS})",
    ),
    (
        "unknown pattern in a list",
        {
            "house.yaml": "extends: wuhu\njiao:\n  combinations:\n"
            "    - {patterns: [hunyise, zimoo], label: 混一色自摸}\n"
        },
        f"house.yaml:4:28: unknown pattern 'zimoo' in 'jiao.combinations[0].patterns' "
        f"(did you mean 'zimo'? known: {KNOWN_PATTERNS})",
    ),
    (
        "unknown pattern with nothing close",
        {"house.yaml": "extends: wuhu\njiao:\n  direct:\n    qixiaodui: {label: 七对}\n"},
        f"house.yaml:4:5: unknown pattern 'qixiaodui' in 'jiao.direct' (known: {KNOWN_PATTERNS})",
    ),
    (
        "unknown pattern consumed",
        {"house.yaml": "extends: wuhu\njiao:\n  direct:\n    shuang_sihuo: {consumes: [sihou]}\n"},
        f"house.yaml:4:31: unknown pattern 'sihou' in 'jiao.direct.shuang_sihuo.consumes' "
        f"(did you mean 'sihuo'? known: {KNOWN_PATTERNS})",
    ),
    (
        "a combination without patterns",
        {"house.yaml": "extends: wuhu\njiao:\n  combinations:\n    - {label: 空}\n"},
        "house.yaml:4:7: missing key 'patterns' in 'jiao.combinations[0]'",
    ),
    (
        "a combination with an empty list",
        {"house.yaml": "extends: wuhu\njiao:\n  combinations:\n    - {patterns: []}\n"},
        "house.yaml:4:8: 'jiao.combinations[0].patterns' needs at least 1 entry",
    ),
    (
        "unknown option",
        {"house.yaml": "extends: wuhu\noptions: [from, kong-drwa]\n"},
        f"house.yaml:2:17: unknown option 'kong-drwa' in 'options' "
        f"(did you mean 'kong-draw'? known: {WUHU_OPTIONS})",
    ),
    (
        "an empty section is no way to switch it off",
        {"house.yaml": "extends: wuhu\nliability:\n"},
        "house.yaml:2:1: 'liability' has no value; it must be a mapping of keys to values",
    ),
    (
        "an option of another variant",
        {"house.yaml": "extends: wuhu\noptions: [from, wild]\n"},
        f"house.yaml:2:17: unknown option 'wild' in 'options' (known: {WUHU_OPTIONS})",
    ),
    (
        "an option listed twice",
        {"house.yaml": "extends: wuhu\noptions: [from, kong-draw, from]\n"},
        "house.yaml:2:28: 'options' lists 'from' twice",
    ),
    (
        "not a tile",
        {"house.yaml": "extends: wuhu\ntiles:\n  honors: [8z]\n"},
        "house.yaml:3:12: 'tiles.honors[0]' is not a tile: '8z' "
        "(write 1m-9m, 1p-9p, 1s-9s, 1z-7z or 1f-8f)",
    ),
    (
        "not a tile as an alias",
        {"house.yaml": "extends: wuhu\ntiles:\n  aliases: {1z: 7z, 5z: red}\n"},
        "house.yaml:3:21: 'tiles.aliases.5z' is not a tile: 'red' "
        "(write 1m-9m, 1p-9p, 1s-9s, 1z-7z or 1f-8f)",
    ),
    (
        "unknown variant",
        {"house.yaml": "extends: wuhu\nvariant: wuhuu\n"},
        "house.yaml:2:1: unknown variant 'wuhuu' "
        "(did you mean 'wuhu'? known: anqing, chizhou, hefei, lujiang, maanshan, nanling, wuhu, "
        "wuwei)",
    ),
    (
        "a file without extends misses required keys",
        {"house.yaml": "name: mine\nvariant: wuhu\noptions: []\n"},
        "house.yaml:1:1: missing key 'tiles'",
    ),
    (
        "a file without a variant",
        {"house.yaml": "name: mine\n"},
        "house.yaml:1:1: missing key 'variant'",
    ),
    (
        "a required key missing inside a section",
        {"house.yaml": WUHU_YAML.replace("    self_draw_yadang: 8\n", "")},
        f"house.yaml:{WUHU_DI_LINE}:3: missing key 'self_draw_yadang' in 'prices.di'",
    ),
    (
        "extends an unknown built-in",
        {"house.yaml": "extends: wuh\n"},
        "house.yaml:1:1: bad 'extends': no built-in rule set 'wuh' "
        f"(did you mean 'wuhu'? known: {', '.join(builtin_names())}; "
        "a house rule is a rule file whose name ends in .yaml)",
    ),
    (
        "extends a missing file",
        {"house.yaml": "# mine\nextends: ./nothere.yaml\n"},
        "house.yaml:2:1: bad 'extends': ./nothere.yaml: no such rule file",
    ),
    (
        "extends a list",
        {"house.yaml": "extends: [wuhu, wuhu-fan]\n"},
        "house.yaml:1:1: 'extends' names one rule set (a built-in name such as 'wuhu', "
        "or a path ending in .yaml), not ['wuhu', 'wuhu-fan']",
    ),
    (
        "extends nothing",
        {"house.yaml": "extends:\nname: x\n"},
        "house.yaml:1:1: 'extends' names one rule set (a built-in name such as 'wuhu', "
        "or a path ending in .yaml), not nothing",
    ),
    (
        "extends itself",
        {"house.yaml": "extends: house.yaml\n"},
        "house.yaml:1:1: 'extends' makes a cycle: house.yaml -> house.yaml",
    ),
    (
        "a cycle of two files",
        {"house.yaml": "extends: other.yaml\n", "other.yaml": "\n\nextends: ./house.yaml\n"},
        "other.yaml:3:1: 'extends' makes a cycle: house.yaml -> other.yaml -> house.yaml",
    ),
    (
        "the bad key is reported in the file of the chain that wrote it",
        {
            "house.yaml": "extends: table.yaml\nprices:\n  zuizi: 10\n",
            "table.yaml": "extends: wuhu\njiao:\n  value: 80\n  vaule: 90\n",
        },
        "table.yaml:4:3: unknown key 'vaule' in 'jiao' (did you mean 'value'?)",
    ),
    (
        "a child's override is reported in the child",
        {
            "house.yaml": "extends: table.yaml\njiao:\n  value: lots\n",
            "table.yaml": "extends: wuhu\njiao:\n  value: 80\n",
        },
        "house.yaml:3:3: 'jiao.value' must be a whole number, not 'lots'",
    ),
    (
        "Anqing: a point rule with neither points nor steps",
        {
            "house.yaml": "extends: anqing\npoints:\n"
            "  feng: {points: 2}\n  hunyise: {label: 混一色}\n"
        },
        "house.yaml:4:3: 'points.hunyise' needs 'points' or 'steps'",
    ),
    (
        "Anqing: 打缺 allows at most 3 suits",
        {"house.yaml": "extends: anqing-daque\nwilds:\n  max_suits: 4\n"},
        "house.yaml:3:3: 'wilds.max_suits' must be at most 3, not 4",
    ),
    (
        "Anqing: a wild cycle with a bad tile",
        {"house.yaml": "extends: anqing\nwilds:\n  wild_order: [[1z, 2z, 3z, 0z]]\n"},
        "house.yaml:3:29: 'wilds.wild_order[0][3]' is not a tile: '0z' "
        "(write 1m-9m, 1p-9p, 1s-9s, 1z-7z or 1f-8f)",
    ),
    (
        "Anqing: 连庄 needs at least one value",
        {"house.yaml": "extends: anqing\nprices: {streak: []}\n"},
        "house.yaml:2:10: 'prices.streak' needs at least 1 entry",
    ),
    (
        "Chizhou: misspelt 花 source",
        {"house.yaml": "extends: chizhou\nhua: {flowers: 2}\n"},
        "house.yaml:2:7: unknown key 'flowers' in 'hua' (did you mean 'flower'?)",
    ),
    (
        "Chizhou: a 番 pattern without a value",
        {"house.yaml": "extends: chizhou\nfan:\n  patterns:\n    tianhu: {label: 天胡}\n"},
        "house.yaml:4:5: missing key 'fan' in 'fan.patterns.tianhu'",
    ),
    (
        "Chizhou: a cap of 0",
        {"house.yaml": "extends: chizhou\nfan: {cap: 0}\n"},
        "house.yaml:2:7: 'fan.cap' must be at least 1, not 0",
    ),
    (
        "liability: unknown finder",
        {
            "house.yaml": "extends: wuhu\nliability:\n  rules:\n"
            "    sandui_baopai: {find: one_feder}\n"
        },
        "house.yaml:4:21: unknown liability finder 'one_feder' (did you mean 'one_feeder'? "
        "known: adjacent_pengs, fourth_meld, kongs_then_fed, one_feeder, one_suit_alarm, "
        "winner_fed)",
    ),
    (
        "liability: a new rule without find",
        {"house.yaml": "extends: wuhu\nliability:\n  rules:\n    mine: {pays: for_all}\n"},
        "house.yaml:4:5: missing key 'find' in 'liability.rules.mine'",
    ),
    (
        "liability: shares missing a case",
        {
            "house.yaml": "extends: chizhou\nliability:\n  rules:\n    fanbao:\n      tiers:\n"
            "        - {melds: 4, shares: {other_discards: 2, self_draw: 6}}\n"
        },
        "house.yaml:6:22: missing key 'liable_discards' in "
        "'liability.rules.fanbao.tiers[0].shares'",
    ),
    (
        "liability: unknown way to combine",
        {"house.yaml": "extends: anqing\nliability: {combine: any}\n"},
        "house.yaml:2:13: unknown way to combine liability rules 'any' (known: all, first)",
    ),
    (
        "liability: a misspelt win type",
        {
            "house.yaml": "extends: wuhu\nliability:\n  rules:\n"
            "    shuang_bazhi_baojing: {wins: [discard, selfdraw]}\n"
        },
        "house.yaml:4:44: unknown win type 'selfdraw' in "
        "'liability.rules.shuang_bazhi_baojing.wins' (did you mean 'self_draw'? "
        "known: discard, self_draw)",
    ),
    (
        "invalid YAML",
        {"house.yaml": "extends: wuhu\n  bad: indentation\n"},
        "house.yaml:2:6: invalid YAML: mapping values are not allowed in this context",
    ),
    (
        "a key written twice",
        {"house.yaml": "extends: wuhu\nprices:\n  zuizi: 10\n  zuizi: 20\n"},
        "house.yaml:4:3: key 'zuizi' appears twice",
    ),
    ("an empty file", {"house.yaml": "# nothing yet\n"}, "house.yaml:1:1: the rule file is empty"),
    (
        "a list instead of a mapping",
        {"house.yaml": "- extends: wuhu\n"},
        "house.yaml:1:1: a rule file is a mapping of keys to values",
    ),
    (
        "a key that is not a name",
        {"house.yaml": "extends: wuhu\n[a, b]: 1\n"},
        "house.yaml:2:1: a key must be a name, not ['a', 'b']",
    ),
]


@pytest.mark.parametrize(
    ("files", "message"), [(f, m) for _, f, m in BROKEN], ids=[i for i, _, _ in BROKEN]
)
def test_broken_rule_file_gives_one_precise_line(files: dict[str, str], message: str) -> None:
    got = error_of(files)
    assert got == message
    assert MESSAGE.match(got), got


def test_not_utf8(tmp_path: Path) -> None:
    Path("house.yaml").write_bytes(b"extends: wuhu\nname: \xff\n")
    with pytest.raises(RuleFileError, match=r"^house.yaml: cannot read: not UTF-8 text"):
        load_rules("house.yaml")


@pytest.mark.parametrize(("_id", "files", "message"), BROKEN[:6] + BROKEN[-12:-4])
def test_cli_score_and_validate_report_the_same_line(
    _id: str, files: dict[str, str], message: str
) -> None:
    write(files)
    runner = CliRunner()
    result = runner.invoke(cli, ["score", "11234678m23467p5p", "--rules", "house.yaml"])
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: error: {message}\n"
    assert result.stdout == ""
    result = runner.invoke(cli, ["rules", "validate", "house.yaml"])
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: error: {message}\n"  # the prefix every error has


def test_validate_many_files_reports_each(tmp_path: Path) -> None:
    write(
        {
            "good.yaml": "extends: wuhu\nprices: {zuizi: 10}\n",
            "bad.yaml": "extends: wuhu\nprices: {zuizi: -1}\n",
            "worse.yaml": "extends: wuhu-fan\njiao: {valeu: 1}\n",
        }
    )
    result = CliRunner().invoke(cli, ["rules", "validate", "good.yaml", "bad.yaml", "worse.yaml"])
    assert result.exit_code == 2
    assert re.fullmatch(
        r"good.yaml: ok \(good, variant wuhu, extends \S*rules/wuhu.yaml\)\n", result.stdout
    )
    assert result.stderr.splitlines() == [
        "wuhu-mj: error: bad.yaml:2:10: 'prices.zuizi' must be at least 0, not -1",
        "wuhu-mj: error: worse.yaml:2:8: unknown key 'valeu' in 'jiao' (did you mean 'value'?)",
    ]


def test_validate_all_good_exits_0() -> None:
    result = CliRunner().invoke(cli, ["rules", "validate", *builtin_names()])
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == len(builtin_names())


@pytest.mark.parametrize("name", builtin_names())
def test_every_builtin_rule_file_validates(name: str) -> None:
    assert load_rules(name).table.variant in (
        "wuhu",
        "anqing",
        "chizhou",
        "hefei",
        "lujiang",
        "wuwei",
        "nanling",
        "maanshan",
    )


# ---- strict reading ------------------------------------------------------------------------


def test_zuizi_fraction_and_base60_get_the_same_line_from_validate_and_score() -> None:
    runner = CliRunner()
    for value in ("5.0", "1:30"):
        write({"house.yaml": f"extends: wuhu\nprices:\n  zuizi: {value}\n"})
        shown = value if value == "1:30" else "5.0"
        quoted = f"'{shown}'" if value == "1:30" else shown
        message = f"house.yaml:3:3: 'prices.zuizi' must be a whole number, not {quoted}"
        scored = runner.invoke(cli, ["score", "11234678m23467p5p", "--rules", "house.yaml"])
        assert (scored.exit_code, scored.stderr) == (2, f"wuhu-mj: error: {message}\n")
        checked = runner.invoke(cli, ["rules", "validate", "house.yaml"])
        assert (checked.exit_code, checked.stderr) == (2, f"wuhu-mj: error: {message}\n")


def test_alias_bomb_is_refused_at_once() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 30)]
    write({"house.yaml": "extends: wuhu\n" + "\n".join(lines) + "\n"})
    start = time.perf_counter()
    with pytest.raises(RuleFileError, match=r"^house.yaml:2:\d+: anchors and aliases"):
        load_rules("house.yaml")
    assert time.perf_counter() - start < 1.0


def test_deep_nesting_is_refused() -> None:
    write({"house.yaml": "extends: wuhu\nname: " + "[" * 100 + "]" * 100 + "\n"})
    with pytest.raises(RuleFileError, match=r"^house.yaml:2:\d+: nested more than 24 levels"):
        load_rules("house.yaml")


def test_a_huge_file_is_refused() -> None:
    write({"house.yaml": "extends: wuhu\n" + "# filler\n" * 30000})
    with pytest.raises(RuleFileError, match=r"^house.yaml: too large for a rule file"):
        load_rules("house.yaml")


def test_a_long_extends_chain_is_refused() -> None:
    files = {f"r{i}.yaml": f"extends: r{i + 1}.yaml\n" for i in range(MAX_EXTENDS + 2)}
    files[f"r{MAX_EXTENDS + 2}.yaml"] = "extends: wuhu\n"
    write(files)
    with pytest.raises(RuleFileError, match=r"goes more than 16 files deep$"):
        load_rules("r0.yaml")


def test_extends_of_a_system_file_does_not_echo_it(tmp_path: Path) -> None:
    secret = tmp_path / "shadow"
    secret.write_text("root:$6$secrethash:19000:0:99999:7:::\n", encoding="utf-8")
    write({"house.yaml": f"extends: {secret}\n"})
    message = error_of({})
    assert "secrethash" not in message and "root" not in message
    assert message.endswith("not a rule file (it has no 'variant' or 'extends' key)")


# ---- no cache: what is scored is what is on disk --------------------------------------------


def test_a_switched_symlink_scores_the_new_prices(tmp_path: Path) -> None:
    """issue 11: table.yaml extends cur.yaml, a symlink switched from p1 to p2."""
    write(
        {
            "p1.yaml": "extends: wuhu\nprices: {zuizi: 7}\n",
            "p2.yaml": "extends: wuhu\nprices: {zuizi: 100}\n",
            "table.yaml": "extends: cur.yaml\n",
        }
    )
    hand = "123m456m789m11p+peng555s"
    os.symlink("p1.yaml", "cur.yaml")
    first = score(hand, load_rules("table.yaml")).net[1]
    os.remove("cur.yaml")
    os.symlink("p2.yaml", "cur.yaml")
    second = score(hand, load_rules("table.yaml")).net[1]
    assert (first, second) == (105, 663)
    runner = CliRunner()
    result = runner.invoke(cli, ["score", hand, "--rules", "table.yaml", "--json"])
    assert result.exit_code == 0 and '"1": 663' in result.stdout


def test_editing_a_file_validates_it_again() -> None:
    write({"house.yaml": "extends: wuhu\nprices: {zuizi: 7}\n"})
    assert load_rules("house.yaml").table.prices.zuizi == 7
    write({"house.yaml": "extends: wuhu\nprices: {zuizi: 7.5}\n"})
    with pytest.raises(RuleFileError, match=r"must be a whole number, not 7\.5$"):
        load_rules("house.yaml")


def test_no_cache_directory_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    write({"house.yaml": "extends: wuhu\nprices: {zuizi: 9}\n"})
    assert score("11234678m23467p5p", load_rules("house.yaml")).winning
    assert not (tmp_path / "cache").exists()
