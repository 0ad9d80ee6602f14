"""Fixtures shared by the tests (the helpers of the test tables are in helpers.py)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def english(monkeypatch: pytest.MonkeyPatch) -> None:
    """Messages in English (the default is Chinese): for tests that check English text."""
    monkeypatch.setenv("WUHU_MJ_LANG", "en")
