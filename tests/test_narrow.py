"""A phone's terminal: at 60 and 40 columns nothing is cut with "…" and no line is wider."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parent.parent
LIABLE = ["score", "2399m4m+peng111m@2+peng555m@3+peng777m@4", "--from", "4", "--dealer", "2"]
COMMANDS = [
    ["score", "1135789m234678p4m", "--from", "3", "--dealer", "3"],
    LIABLE,
    ["score", "-r", "anqing", "11229m3344p5566s7s", "--indicator", "8m"],
    ["score", "123456m123456p11s"],
    ["batch", "samples/session.txt"],
    ["waits", "1135789m234678p"],
    ["waits", "11234678m234467p"],
    ["rules", "list"],
    # The 000 examples quote the book with its own "…"; the chizhou file has none.
    ["check", "samples/chizhou-examples.yaml"],
]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("width", [60, 40])
@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(a[:2]))
def test_nothing_is_cut_or_too_wide(
    args: list[str], width: int, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    result = CliRunner(env={"COLUMNS": str(width)}).invoke(cli, [*args, "--lang", lang])
    assert result.exit_code in (0, 1), result.output
    lines = result.stdout.splitlines()
    assert lines
    assert [line for line in lines if cell_len(line) > width] == []
    assert "…" not in result.stdout


@pytest.mark.parametrize("width", [60, 40])
def test_liability_reason_is_shown_whole(width: int) -> None:
    result = CliRunner(env={"COLUMNS": str(width)}).invoke(cli, [*LIABLE, "--lang", "zh"])
    joined = "".join(line.strip() for line in result.stdout.splitlines())
    reason = (
        "4号包（清一色/混一色报警，000 报警 1）：胡家对下 3 口万，不是一家打的，谁出冲谁包"
        "［+peng111m@2 +peng555m@3 +peng777m@4］；4号一人付三家，共 150（不包牌时：4号付 50）"
    )
    assert reason.replace(" ", "") in joined.replace(" ", "")
    assert "清一色/混一色报警（4号一人付三家）" in joined.replace(" ", "")


def test_wide_terminal_keeps_tables() -> None:
    result = CliRunner(env={"COLUMNS": "100"}).invoke(cli, ["batch", "samples/session.txt"])
    assert "━━━" in result.stdout  # a table, not the stacked form
    narrow = CliRunner(env={"COLUMNS": "40"}).invoke(cli, ["batch", "samples/session.txt"])
    assert "• 1" in narrow.stdout  # one block per hand


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("command", [[], ["score"], ["waits"], ["batch"], ["check"], ["rules"]])
def test_help_fits_sixty_columns(command: list[str], lang: str) -> None:
    # Chinese has no spaces to break at: the help is wrapped between characters, each two
    # columns wide. (click never makes help narrower than 50 columns.)
    result = CliRunner().invoke(cli, [*command, "--help", "--lang", lang], terminal_width=60)
    assert result.exit_code == 0
    assert [line for line in result.output.splitlines() if cell_len(line) > 60] == []
