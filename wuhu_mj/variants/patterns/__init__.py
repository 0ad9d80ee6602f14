"""Pattern detectors, registered under the names rule files use (registry.py).

Importing this package registers every detector: common.py (shared), wuhu.py, anqing.py.
"""

from __future__ import annotations

from . import anqing, common, wuhu  # noqa: F401  (registers the detectors)
from .registry import REGISTRY, Detector, PatternInput, detect, known_patterns, register

__all__ = ["REGISTRY", "Detector", "PatternInput", "detect", "known_patterns", "register"]
