"""Shared helpers of the tests: score a hand with typed options, who paid what, every command
path, and the Chinese words docs/languages.md says English output keeps."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import click

from wuhu_mj import Result, score
from wuhu_mj.doors.cli import cli
from wuhu_mj.service.options import situation


def run(hand: str, rules: str = "wuhu", **options: Any) -> Result:
    """Score with keyword options named as in Situation (discarder= for --from), a variant's
    own options by name (wild=, streak=)."""
    return score(hand, rules, situation(**options))


def paid(result: Result) -> dict[int, int]:
    """Amount each paying seat pays."""
    out: dict[int, int] = {}
    for p in result.payments:
        out[p.payer] = out.get(p.payer, 0) + p.amount
    return out


def commands() -> list[list[str]]:
    """Every command path: [], [score], [rules, list], …"""
    out: list[list[str]] = [[]]
    ctx = click.Context(cli)
    for name in cli.list_commands(ctx):
        command = cli.get_command(ctx, name)
        out.append([name])
        if isinstance(command, click.Group):
            out += [[name, sub] for sub in command.list_commands(ctx)]
    return out


def kept_words() -> list[str]:
    """The words docs/languages.md says English output keeps (the game's words, the table's,
    place names): its bold lists under 'What counts as "in English"'."""
    text = (Path(__file__).resolve().parents[1] / "docs" / "languages.md").read_text("utf-8")
    section = text.split('## What counts as "in English"', 1)[1].split("\n## ", 1)[0]
    return [w.strip() for bold in re.findall(r"\*\*(.+?)\*\*", section) for w in bold.split(",")]
