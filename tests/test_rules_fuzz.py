"""A short run of the fuzz script (benchmarks/fuzz.py) in CI: no input may crash the scorer.

The full run (10,000 inputs and 2,000 mutated rule files) is recorded in docs/house-rules.md.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

FUZZ = Path(__file__).parents[1] / "benchmarks" / "fuzz.py"


def test_fuzz_finds_no_crash(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("wuhu_fuzz", FUZZ)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    status = module.main(["-n", "300", "--rule-files", "150", "--seed", "7"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "crashes: 0 (0 distinct)" in out
