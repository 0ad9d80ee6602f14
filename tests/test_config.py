"""Defaults from the config file and the environment (wuhu_mj/doors/cli/config.py): the rule
set, the language, money per point and the width; a flag wins over an environment variable,
which wins over the file; `wuhu-mj config` says where each comes from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

HAND = ["1135789m234678p4m", "--from", "3"]  # Wuhu: 14 points from seat 3 under `wuhu`


def run(config: Path | None, *args: str, **env: str) -> tuple[int, str, str]:
    values: dict[str, str | None] = {
        "WUHU_MJ_CONFIG": str(config) if config else "/nonexistent/wuhu-mj.yaml",
        "WUHU_MJ_RULES": None,
        "WUHU_MJ_LANG": None,
        "WUHU_MJ_UNIT": None,
        "COLUMNS": None,
        **env,
    }
    done = CliRunner(env=values).invoke(cli, list(args))
    return done.exit_code, done.stdout, done.stderr


@pytest.fixture
def config(tmp_path: Path) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text("rules: wuhu-fan\nlang: en\nunit: 2\nwidth: 60\n", encoding="utf-8")
    return path


def scored(config: Path | None, *args: str, **env: str) -> dict[str, object]:
    code, out, err = run(config, "score", *HAND, "--json", *args, **env)
    assert code == 0, err
    data: dict[str, object] = json.loads(out)
    return data


def test_without_a_file_the_built_in_defaults() -> None:
    data = scored(None)
    assert data["rules"] == "wuhu" and data["net"] == {"1": 14, "2": 0, "3": -14, "4": 0}


def test_the_file_sets_the_rule_set_and_the_unit(config: Path) -> None:
    config.write_text("rules: wuhu-315\nunit: 2\n", encoding="utf-8")
    data = scored(config)
    assert data["rules"] == "wuhu-315"
    plain = scored(None, "-r", "wuhu-315")
    assert data["net"] == {k: 2 * v for k, v in plain["net"].items()}  # type: ignore[attr-defined]


def test_the_environment_wins_over_the_file_and_a_flag_over_both(config: Path) -> None:
    env = scored(config, WUHU_MJ_RULES="wuhu", WUHU_MJ_UNIT="3")
    assert (env["rules"], env["net"]) == ("wuhu", {"1": 42, "2": 0, "3": -42, "4": 0})
    flag = scored(config, "-r", "wuhu", "--unit", "1", WUHU_MJ_RULES="wuhu-315", WUHU_MJ_UNIT="3")
    assert (flag["rules"], flag["net"]) == ("wuhu", {"1": 14, "2": 0, "3": -14, "4": 0})


def test_the_file_and_the_environment_set_the_language(config: Path) -> None:
    _, out, _ = run(config, "score", *HAND, "-r", "wuhu")
    assert out.startswith("Rules: wuhu\n")
    _, out, _ = run(config, "score", *HAND, "-r", "wuhu", WUHU_MJ_LANG="zh")
    assert out.startswith("规则：wuhu\n")
    _, out, _ = run(config, "score", *HAND, "-r", "wuhu", "--lang", "zh", WUHU_MJ_LANG="en")
    assert out.startswith("规则：wuhu\n")


def test_batch_and_waits_take_the_same_defaults(config: Path) -> None:
    code, out, _ = run(config, "batch", "-", "--json")
    assert code == 0
    done = CliRunner(
        env={"WUHU_MJ_CONFIG": str(config), "WUHU_MJ_RULES": None, "WUHU_MJ_UNIT": None}
    ).invoke(cli, ["batch", "-", "--json"], input=" ".join(HAND) + "\n")
    first = json.loads(done.stdout.splitlines()[0])
    assert first["rules"] == "wuhu-fan" and first["situation"]["from"] == 3
    code, out, _ = run(config, "waits", "1135789m234678p", "--json", WUHU_MJ_RULES="wuhu-315")
    assert json.loads(out)["rules"] == "wuhu-315"


def test_the_file_sets_the_width(config: Path) -> None:
    config.write_text("width: 40\n", encoding="utf-8")
    _, narrow, _ = run(config, "score", *HAND)
    assert max(len(line) for line in narrow.splitlines()) <= 40
    _, wide, _ = run(config, "score", *HAND, COLUMNS="120")
    assert max(len(line) for line in wide.splitlines()) > 40


def test_config_shows_where_each_value_comes_from(config: Path) -> None:
    code, out, _ = run(config, "config", WUHU_MJ_RULES="anqing")
    assert code == 0
    assert out.splitlines() == [
        f"config file: {config} (read)",
        "rules  anqing  (environment variable WUHU_MJ_RULES)",
        "lang   en  (config file)",
        "unit   2  (config file)",
        "width  60  (config file)",
    ]
    code, out, _ = run(None, "config", "--lang", "zh")
    assert out.splitlines() == [
        "配置文件：/nonexistent/wuhu-mj.yaml（没有这个文件）",
        "rules  wuhu  （默认）",
        "lang   zh  （命令行参数）",
        "unit   1  （默认）",
        "width  按终端宽度  （默认）",
    ]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("rule: wuhu\n", "unknown key 'rule' in the config file (known: rules, lang, unit, width)"),
        ("lang: fr\n", "bad value for lang in the config file: 'fr'"),
        ("width: wide\n", "bad value for width in the config file: 'wide'"),
        ("- rules\n", "the config file must be a mapping of keys to values"),
        ("rules: [\n", "cannot read the config file"),
    ],
)
def test_a_broken_file_is_one_line_naming_it(config: Path, text: str, said: str) -> None:
    config.write_text(text, encoding="utf-8")
    code, out, err = run(config, "score", *HAND, "--lang", "en")
    assert code == 2 and out == ""
    assert err.startswith(f"wuhu-mj: error: {config}: {said}") and err.count("\n") == 1
