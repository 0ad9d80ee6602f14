"""Anqing 安庆 detectors (RULINGS §3)."""

from __future__ import annotations
