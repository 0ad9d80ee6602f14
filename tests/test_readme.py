"""README's examples are real: each `$ wuhu-mj ...` block prints exactly what README shows."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```\n\$ wuhu-mj (.+?)\n(.*?)```", re.S)


def examples() -> list[tuple[str, str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = [(m.group(1), m.group(2)) for m in BLOCK.finditer(text)]
    # The validate example shows a user's own broken file, which does not ship.
    return [(cmd, out) for cmd, out in found if "mine.yaml" not in cmd]


def test_readme_has_examples() -> None:
    assert len(examples()) >= 8


@pytest.mark.parametrize(("command", "shown"), examples(), ids=[c for c, _ in examples()])
def test_readme_example_output(command: str, shown: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    result = CliRunner(env={"COLUMNS": "100", "WUHU_MJ_LANG": "zh"}).invoke(
        cli, shlex.split(command)
    )
    # Trailing spaces (rich pads table rows) are not kept in the README.
    printed = "\n".join(line.rstrip() for line in result.stdout.rstrip().split("\n"))
    assert printed == shown.rstrip()
