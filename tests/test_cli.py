"""The command line through click's CliRunner: output, JSON, exit codes, one-line errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")


def invoke(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_score_table_shows_breakdown_payments_and_sources(runner: CliRunner) -> None:
    args = ("score", "1135789m234678p4m", "--from", "3", "--dealer", "3", "--lang", "zh")
    code, out, _ = invoke(runner, *args)
    assert code == 0
    for text in ("支番", "底番", "压档", "庄家加底", "3号（庄、放冲）", "净额", "依据", "000 五.2"):
        assert text in out
    assert "14" in out  # (8+4)/2 + 4 + 4: the dealer discarded


def test_score_json_object(runner: CliRunner) -> None:
    code, out, _ = invoke(runner, "score", "1135789m234678p4m", "--from", "3", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == "wuhu"
    assert data["hand"] == "1135789m234678p4m"
    assert data["winning"] is True
    assert data["patterns"] == ["yadang"]
    assert [i["key"] for i in data["items"]] == ["zhi", "di", "dealer"]
    # The winner deals (the default), so 庄家加底 is in the discarder's share: 6 + 4 + 4.
    paid = [(i["key"], i["points"]) for i in data["payments"][0]["items"]]
    assert paid == [("zhi", 6), ("di", 4), ("dealer", 4)]
    assert {k: v for k, v in data["payments"][0].items() if k != "items"} == {
        "from": 3,
        "to": 1,
        "amount": 14,
    }
    assert data["net"] == {"1": 14, "2": 0, "3": -14, "4": 0}
    assert data["zhi"] == 8 and data["yadang_point"] == 4


def test_python_dash_m_entry_point() -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "score", "11234678m23467p5p", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["net"]["1"] == 60  # self-draw by the dealer: 3 × (14 + 6)


def test_not_a_win_exits_1_with_reason(runner: CliRunner) -> None:
    code, out, _ = invoke(runner, "score", "123m456m123p456p11s", "--lang", "zh")
    assert code == 1
    assert "不够八支" in out
    code, out, _ = invoke(runner, "score", "123m456m123p456p11s")
    assert code == 1
    assert "Not a win: not 八支: the longest suit has 6 tiles, 8 needed" in out
    code, out, _ = invoke(runner, "score", "123m456m123p456p11s", "--json")
    assert code == 1
    assert json.loads(out)["winning"] is False


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["score", "123m456m789m11p+pong555s"], "hand: unknown meld 'pong555s' at 17"),
        (["score", "11111m456m789m11p"], "hand: 5 copies of 1m"),
        (
            ["score", "123456789m11p555z"],
            "hand: 5z at 14 is not in the wuhu deck (112 tiles: 1-9m 1-9p 1-9s 7z)",
        ),
        (["score", "123456789m11p+chi123s"], "hand: the wuhu rules have no chi melds"),
        (["score", "123456789m11p555s", "--from", "1"], "--from: the winner cannot discard"),
        (["score", "123456789m11p555s", "--winner", "5"], "--winner: seat 5 is outside 1-4"),
        (["score", "123456789m11p555s", "--winner", "x"], "--winner: expected a seat 1-4"),
        (["score", "123456789m11p555s", "--kong-draw"], "--kong-draw: a win on a kong's"),
        (["score", "123456789m11p555s", "--rob-kong"], "--rob-kong: robbing a kong needs --from"),
        (["score", "123456789m11p555s", "--heavenly", "--dealer", "2"], "--heavenly: 天胡"),
        (["score", "123456789m11p555s", "--earthly"], "--earthly: 地胡"),
        (["score", "123456789m11p555s", "--wild", "5m"], "--wild: these rules have no use"),
        (["score", "123456789m11p555s", "--rules", "nosuch"], "no built-in rule set 'nosuch'"),
        (
            ["score", "123456789m11p555s", "--rules", "missing.yaml"],
            "missing.yaml: no such rule file",
        ),
        (["score", "123456789m11p555s", "--unit", "0"], "--unit: money per point"),
        (["score", "123456789m11p555s", "--bogus"], "--bogus"),
        (["score"], "Missing argument 'HAND...'"),
    ],
)
def test_bad_input_exits_2_with_one_line(runner: CliRunner, args: list[str], message: str) -> None:
    code, out, err = invoke(runner, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("wuhu-mj: error: ")
    assert message in err


def test_rules_list_and_show(runner: CliRunner) -> None:
    code, out, _ = invoke(runner, "rules", "list")
    assert code == 0
    assert "wuhu " in out and "wuhu-fan" in out
    code, out, _ = invoke(runner, "rules", "show", "wuhu-fan")
    assert code == 0
    assert "wuhu-fan.yaml <- " in out
    assert "zuizi: 20" in out and "zhi_multiplier:" in out


def test_every_command_has_help(runner: CliRunner) -> None:
    for args in (["--help"], ["score", "--help"], ["check", "--help"], ["rules", "--help"]):
        code, out, _ = invoke(runner, *args)
        assert code == 0 and "Usage" in out


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("en", "scor", "No such command 'scor'. Did you mean 'score'?"),
        ("zh", "sesion", "没有这个命令 'sesion'。 是不是 'session'？"),
        ("en", "zzz", "No such command 'zzz'.\n"),
    ],
)
def test_a_mistyped_command_names_the_one_meant(lang: str, typed: str, said: str) -> None:
    result = CliRunner().invoke(cli, ["--lang", lang, typed, "x"])
    assert result.exit_code == 2
    assert said in result.stderr
