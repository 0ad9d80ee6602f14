"""Fixtures shared by the tests (the helpers of the test tables are in helpers.py)."""

from __future__ import annotations

import os

import pytest
from click.testing import CliRunner

# The tests run with no config file and none of its environment variables (doors/cli/config.py): a
# developer's own ~/.config/wuhu-mj/config.yaml or WUHU_MJ_RULES must not change what they see.
# Subprocesses inherit this.
os.environ["WUHU_MJ_CONFIG"] = os.devnull + ".wuhu-mj-tests-have-no-config"
for _name in ("WUHU_MJ_RULES", "WUHU_MJ_UNIT"):
    os.environ.pop(_name, None)


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages in English (the default is Chinese): for tests that check English text."""
    monkeypatch.setenv("WUHU_MJ_LANG", "en")
