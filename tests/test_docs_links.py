"""README.md and docs/*.md link only to files in the repository (a clone has nothing beside it).
README's links are absolute, to the repository pyproject.toml names (PyPI shows README with
nothing beside it); each still names a file this repository has."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover  (3.10: pytest brings tomli)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
IMAGE = re.compile(r'<img src="([^"]+)"')
REPOSITORY = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "urls"
]["Repository"]
# How README names a file of the repository, and an image of it, on the repository's host.
IN_REPOSITORY = (f"{REPOSITORY}/blob/main/", f"{REPOSITORY}/tree/main/")
RAW = REPOSITORY.replace("https://github.com/", "https://raw.githubusercontent.com/") + "/main/"


def _targets(doc: Path) -> list[str]:
    text = doc.read_text(encoding="utf-8")
    return LINK.findall(text) + IMAGE.findall(text)


def relative_links() -> list[tuple[str, str]]:
    found = []
    for doc in DOCS:
        for target in _targets(doc):
            for prefix in (*IN_REPOSITORY, RAW):
                if doc.name == "README.md" and target.startswith(prefix):
                    target = target.removeprefix(prefix)
            if re.match(r"[a-z]+://|mailto:", target):
                continue
            found.append((str(doc.relative_to(ROOT)), target))
    return found


def test_readme_links_are_absolute_for_pypi() -> None:
    relative = [
        target
        for target in _targets(ROOT / "README.md")
        if not re.match(r"[a-z]+://|mailto:|#", target)
    ]
    assert relative == [], "README is shown on PyPI without its files: link to the repository"
    named = [t for t in _targets(ROOT / "README.md") if t.startswith((*IN_REPOSITORY, RAW))]
    assert len(named) >= 10


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


# ---- every file a comment or a doc names exists -------------------------------------------

TRACKED = [
    path
    for folder in ("wuhu_mj", "docs", "rules", "samples", "benchmarks", "tests", ".ci")
    for path in sorted((ROOT / folder).rglob("*"))
    if path.is_file()
    and path.suffix in {".py", ".md", ".yaml", ".js", ".html", ".toml", ".css", ""}
    and "__pycache__" not in path.parts
    and "egg-info" not in str(path)
] + [ROOT / "README.md", ROOT / "pyproject.toml"]
# A file named with a folder the repository has (wuhu_mj/scoring/waits.py, docs/web.md), or
# a module by its bare name (payout.py).
ROOTS = ("wuhu_mj", "docs", "rules", "samples", "benchmarks", "tests")
NAMED = re.compile(
    r"(?<![\w./-])((?:[\w-]+/)*[\w-]+\.(?:py|md|yaml|js|html|toml|css))(?![\w/-])"
    r"|(?<![\w./-])((?:" + "|".join(ROOTS) + r")/(?:[\w-]+/)*)(?=[\s`),.;:]|$)"
)


def _exists(named: str, where: Path) -> bool:
    """Named from the repository's top, the package's, a folder above the naming file, or
    (a module's bare name, a plugin's file) as the end of some file's path."""
    bases = [ROOT, ROOT / "wuhu_mj", *where.parents]
    if any((base / named).exists() for base in bases):
        return True
    return any(str(path).endswith("/" + named) for path in _ALL_FILES)


_ALL_FILES = [
    path
    for folder in (*ROOTS, "rules")
    for path in (ROOT / folder).rglob("*")
    if "__pycache__" not in path.parts and "egg-info" not in str(path)
]


def named_files() -> list[tuple[str, int, str]]:
    found = []
    for path in TRACKED:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in NAMED.finditer(line):
                named = match.group(1) or match.group(2)
                first = named.split("/")[0]
                # Examples a person writes (mine.yaml, rules/NAME.yaml) are not files of ours.
                if "/" not in named and not named.endswith(".py"):
                    continue
                if "/" in named and first not in ROOTS and not named.endswith(".py"):
                    continue
                if any(c.isupper() for c in named) or "://" in line:
                    continue
                found.append((str(path.relative_to(ROOT)), number, named))
    return found


def test_there_are_named_files_to_check() -> None:
    assert len(named_files()) >= 200


def test_every_file_a_comment_or_doc_names_exists() -> None:
    missing = [
        f"{doc}:{number}: {named}"
        for doc, number, named in named_files()
        if not _exists(named, ROOT / doc)
    ]
    assert missing == []


def test_nothing_cites_a_file_outside_the_repository() -> None:
    for path in TRACKED:
        text = path.read_text(encoding="utf-8")
        if path.name == "test_docs_links.py":
            continue
        assert "RULINGS" not in text, path
        assert "shared/seeds" not in text, path
