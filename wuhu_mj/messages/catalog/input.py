"""Errors in what a door reads: options and their values, batch and session lines, requests
to the web API, money per point, limits."""

from __future__ import annotations

INPUT: dict[str, tuple[str, str]] = {
    "waits_no_win_tile": ("听牌没有胡的那张可指明", "waits has no winning tile to name"),
}
