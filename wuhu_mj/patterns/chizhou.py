"""Chizhou 池州 detectors (RULINGS §4)."""

from __future__ import annotations
