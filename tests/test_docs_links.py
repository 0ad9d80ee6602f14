"""README.md and docs/*.md link only to files in the repository (a clone has nothing beside it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def relative_links() -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        for target in LINK.findall(doc.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+://|mailto:", target):
                continue
            found.append((str(doc.relative_to(ROOT)), target))
    return found


def test_there_are_links_to_check() -> None:
    assert len(relative_links()) >= 10


@pytest.mark.parametrize(("doc", "target"), relative_links())
def test_link_resolves_inside_the_repository(doc: str, target: str) -> None:
    path = target.split("#", 1)[0]
    resolved = ((ROOT / doc).parent / path).resolve() if path else ROOT / doc
    assert resolved.is_relative_to(ROOT), f"{doc}: {target} points outside the repository"
    assert resolved.exists(), f"{doc}: {target} does not exist"


def test_no_text_sends_the_reader_outside_the_repository() -> None:
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert "../shared" not in text and "shared/RULINGS" not in text, doc.name
        assert "shared/seeds" not in text, doc.name
