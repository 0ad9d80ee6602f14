"""The option lists of docs/sessions.md and docs/examples-format.md, generated from the option
registry (every variant's options, a plugin's too once it is installed): the text between a
`<!-- options: NAME -->` line and `<!-- end options -->` is written by this file, never by
hand. The test fails on a stale block; to write them again:

    WUHU_MJ_WRITE_REFERENCE=1 python -m pytest -q tests/test_option_tables.py
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

from wuhu_mj.messages.message import render
from wuhu_mj.scoring.situation import OptionSpec
from wuhu_mj.service.options import declared

ROOT = Path(__file__).resolve().parent.parent
# What a session line writes after an option that takes a value, by the option's kind.
VALUE_WORD = {"seat": "P", "tile": "T", "count": "N", "money": "X", "fed": "P=MELDS", "win": "T"}
BLOCK = re.compile(
    r"(<!-- options: (?P<name>[a-z-]+) -->\n)(?P<body>.*?)(<!-- end options -->)", re.S
)


def _help(spec: OptionSpec) -> str:
    text = " ".join(render(spec.help, "en").split())
    return text.replace("|", "\\|")


def _typed(spec: OptionSpec, name: str) -> str:
    value = VALUE_WORD.get(spec.kind, "")
    return f"{name} {value}" if value else name


def session_line() -> str:
    """The options a session hand line takes after its hand (the discarder is said before the
    hand, so `from` is not among them), then the ones that belong to the header."""
    out = ["| option | also | meaning (its `--help`) |", "| --- | --- | --- |"]
    for spec in declared():
        if spec.session != "line" or spec.name == "from":
            continue
        also = ", ".join(f"`{_typed(spec, word)}`" for word in spec.words)
        out.append(f"| `{_typed(spec, spec.name)}` | {also} | {_help(spec)} |")
    header = [f"`{spec.name}`" for spec in declared() if spec.session == "header"]
    out += ["", f"{_listed(header)} belong to the header, not to a hand."]
    return "\n".join(out) + "\n"


def check_flags() -> str:
    """What a check file's example may name under `flags:` and under `options:`."""
    flags = [f"`{s.name}`" for s in declared() if s.kind == "flag"]
    others = [f"`{s.name}`" for s in declared() if s.kind not in ("flag", "rules", "json")]
    return (
        f"- `flags:` lists options that are switched on: {_listed(flags)} (`kong_draw` is read as"
        " `kong-draw`).\n"
        f"- `options:` gives other options of `score` by name: {_listed(others)}, and the flags"
        " above.\n"
    )


def _listed(words: list[str]) -> str:
    return ", ".join(words[:-1]) + f" and {words[-1]}" if len(words) > 1 else "".join(words)


BLOCKS: dict[str, Callable[[], str]] = {"session-line": session_line, "check-flags": check_flags}
FILES = ("docs/sessions.md", "docs/examples-format.md")


def regenerated(text: str) -> str:
    def fill(match: re.Match[str]) -> str:
        return match.group(1) + BLOCKS[match.group("name")]() + match.group(4)

    return BLOCK.sub(fill, text)


def test_the_option_tables_are_current() -> None:
    stale = []
    for name in FILES:
        path = ROOT / name
        text = path.read_text(encoding="utf-8")
        assert BLOCK.search(text), f"{name} has no generated option block"
        wanted = regenerated(text)
        if os.environ.get("WUHU_MJ_WRITE_REFERENCE"):
            path.write_text(wanted, encoding="utf-8")
        elif wanted != text:
            stale.append(name)
    assert stale == [], f"stale: {stale}; WUHU_MJ_WRITE_REFERENCE=1 writes them again"


def test_every_block_is_known_and_a_stale_one_is_caught() -> None:
    for name in FILES:
        for match in BLOCK.finditer((ROOT / name).read_text(encoding="utf-8")):
            assert match.group("name") in BLOCKS
    text = "x\n<!-- options: session-line -->\n| `kong-draw` | old |\n<!-- end options -->\n"
    fresh = regenerated(text)
    assert fresh != text and "`杠开`" in fresh and "Won on a kong's replacement tile" in fresh
    assert regenerated(fresh) == fresh
