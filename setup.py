"""Extension modules for a compiled build (`WUHU_MJ_COMPILE=1 pip install .`); see
build_backend/wuhu_build.py. Everything else about the package is in pyproject.toml."""

from __future__ import annotations

import os
import sys

from setuptools import setup

# The hot path of scoring a hand, compiled with mypyc. Left out: the CLI and renderers (run
# once per command), batch.py (its records cross process boundaries by pickling under --jobs),
# and modules that load or validate rule files (run once per rule set).
COMPILED = [
    "wuhu_mj/tiles.py",
    "wuhu_mj/hand.py",
    "wuhu_mj/notation.py",
    "wuhu_mj/readings.py",
    "wuhu_mj/suittable.py",
    "wuhu_mj/handview.py",
    "wuhu_mj/variants/__init__.py",
    "wuhu_mj/variants/wuhu.py",
    "wuhu_mj/evaluation.py",
    "wuhu_mj/result.py",
    "wuhu_mj/situation.py",
    "wuhu_mj/tileset.py",
    "wuhu_mj/payout.py",
    "wuhu_mj/liability.py",
    "wuhu_mj/scoring.py",
    "wuhu_mj/options.py",
]


def extensions() -> list[object]:
    if os.environ.get("WUHU_MJ_COMPILE") != "1" or os.environ.get("WUHU_MJ_EDITABLE") == "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        # Asking for the build requirements runs this file before mypyc is installed.
        print("wuhu-mj: mypyc is not installed; building pure Python", file=sys.stderr)
        return []
    return list(mypycify(COMPILED, opt_level="3"))


setup(ext_modules=extensions())
