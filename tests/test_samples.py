"""The rulebooks' worked examples, through `wuhu-mj check` and the library."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.checks.run import check_file
from wuhu_mj.doors.cli import cli

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
WUHU = [SAMPLES / "wuhu-000-examples.yaml", SAMPLES / "wuhu-001-examples.yaml"]


CHECK_FILES = sorted(SAMPLES.glob("*-examples.yaml")) + sorted(
    (SAMPLES / "house-rules").glob("*-examples.yaml")  # each beside its preset
)


@pytest.mark.parametrize("path", CHECK_FILES, ids=lambda p: p.name)
def test_every_verdict_matches_the_file(path: Path) -> None:
    checks = check_file(str(path))
    assert checks
    assert [c.name for c in checks if not c.matches] == []


def test_000_has_eleven_agreements_and_four_explained_differences() -> None:
    checks = check_file(str(WUHU[0]))
    assert len(checks) == 15
    verdicts = [c.verdict for c in checks]
    assert verdicts.count("agrees") == 11
    assert verdicts.count("disagrees") == 2
    assert verdicts.count("cannot_be_dealt") == 2
    by_name = {c.name: c for c in checks}
    assert by_name["10支平胡，1个明杠，1个四活"].computed == (14, 16)
    assert by_name["10支自摸，一个四活"].computed == (26, 32)
    assert by_name["11支卡8自摸，1个暗杠，杠上开花"].computed == (50, 50)
    assert by_name["10支卡8平胡，混一色"].computed == (18, 22)
    assert by_name["8支卡5平胡"].computed == (11, 15)


def test_001_all_five_agree() -> None:
    checks = check_file(str(WUHU[1]))
    assert [c.computed for c in checks] == [(13, 19), (8, 12), (11, 17), (16, 24), (20, 30)]


def test_check_command(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["check", *map(str, WUHU)])
    assert result.exit_code == 0
    assert "20 个例子，20 个与记录相符" in result.stdout


def test_check_exits_1_when_a_recorded_verdict_is_wrong(tmp_path: Path, runner: CliRunner) -> None:
    sample = tmp_path / "wrong.yaml"
    sample.write_text(
        "rules: wuhu\nexamples:\n"
        "  - name: 8支平胡\n    hand: 11234678m23467p5p\n    win: discard\n"
        "    printed: [7, 8]\n    expect: agrees\n",
        encoding="utf-8",
    )
    result = runner.invoke(cli, ["check", str(sample)])
    assert result.exit_code == 1
    assert "不一致" in result.stdout
