"""The core says everything through the catalog (messages/catalog/).

- No string literal in notation/ (with its reading/), rules/, variants/, scoring/ or doors/checks/
  holds Chinese, except the few data words that are no message (the tile and meld names a hand is
  written and read with) and the options' help texts, which the option declarations own.
- Every catalog id the code names exists in both languages with the same values, and the
  values a literal `Message(...)` passes are the ones its templates name.
- Every entry of the core's parts (errors, file_errors, notes) is used by some code.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from wuhu_mj.messages.catalog import entries

ROOT = Path(__file__).resolve().parents[1] / "wuhu_mj"
CORE = ("notation", "rules", "variants", "scoring", "doors/checks")  # notation/ holds reading/
CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")

# Data words, not messages: what a hand is written with (tile, suit and meld names in Chinese,
# full-width forms) and the meld names an error quotes. Keyed by file and the name they are
# bound to.
DATA_WORDS = {
    "notation/tiles.py": {"SUIT_NAMES", "HONOR_NAMES", "FLOWER_NAMES", "_NUMERALS"},
    "notation/text.py": {
        "_SUIT_WORDS",
        "_SINGLE_CHARS",
        "_MELD_WORDS",
        "_DIGITS",
        "_SKIPPED",
        "SPACES",  # the spaces a hand may hold, U+3000 among them
        "_STOPS",
        "known",  # the meld words `unknown meld` lists: what a person may type
    },
    "notation/hand.py": {"MELD_LABELS"},
}
# The options' declarations (name, kind, help): their help texts are converted with the
# option registry, not here.
OWNED_ELSEWHERE = {"OptionSpec"}


def core_files() -> list[Path]:
    return sorted(p for d in CORE for p in (ROOT / d).rglob("*.py"))


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _bound_name(statement: ast.stmt) -> str:
    """The name a statement binds or changes: `X = ...`, `X[k] = ...`, `X.update(...)`."""
    targets: list[ast.expr] = []
    if isinstance(statement, ast.Assign):
        targets = list(statement.targets)
    elif isinstance(statement, (ast.AnnAssign, ast.AugAssign)):
        targets = [statement.target]
    elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        targets = [statement.value.func]
    for target in targets:
        while isinstance(target, (ast.Subscript, ast.Attribute)):
            target = target.value
        if isinstance(target, ast.Name):
            return target.id
    return ""


def chinese_literals(path: Path) -> Iterator[tuple[int, str, str]]:
    """(line, the name it is bound to, text) of each string literal holding Chinese."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in docs or not CJK.search(node.value):
            continue
        owner: ast.AST | None = node
        bound, elsewhere = "", False
        while owner is not None:
            if isinstance(owner, ast.Call) and getattr(owner.func, "id", "") in OWNED_ELSEWHERE:
                elsewhere = True
            if isinstance(owner, ast.stmt):
                bound = _bound_name(owner)
                break
            owner = parents.get(id(owner))
        if not elsewhere:
            yield node.lineno, bound, node.value


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_chinese_text_outside_the_catalog(path: Path) -> None:
    allowed = DATA_WORDS.get(str(path.relative_to(ROOT)), set())
    found = [(line, text) for line, bound, text in chinese_literals(path) if bound not in allowed]
    assert found == [], f"{path.relative_to(ROOT)}: Chinese text outside the catalog"


def message_calls(path: Path) -> Iterator[tuple[int, str, set[str] | None]]:
    """(line, id, the values passed or None when they cannot be read) of each catalog id the
    code names: `Message("id", ...)`, `kept("id", ...)` and a `joined(..., "separator id")`."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        if name in ("Message", "kept") and node.args and isinstance(node.args[0], ast.Constant):
            keys = {k.arg for k in node.keywords}
            yield node.lineno, str(node.args[0].value), None if None in keys else keys  # type: ignore[misc]
        elif name == "joined" and len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
            yield node.lineno, str(node.args[1].value), set()


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def all_files() -> list[Path]:
    return sorted(ROOT.rglob("*.py"))


def test_every_message_the_code_names_is_in_the_catalog_in_both_languages() -> None:
    catalog = entries()
    problems = []
    for path in all_files():
        for line, message_id, passed in message_calls(path):
            where = f"{path.relative_to(ROOT)}:{line}"
            if message_id not in catalog:
                problems.append(f"{where}: no catalog entry {message_id!r}")
                continue
            zh, en = catalog[message_id]
            if fields(zh) != fields(en):
                problems.append(f"{where}: {message_id!r} names other values in each language")
            if passed is not None and passed != fields(en):
                problems.append(f"{where}: {message_id!r} is given {sorted(passed)}")
    assert problems == []


@pytest.mark.parametrize("part", ["errors", "file_errors", "notes"])
def test_every_entry_of_the_cores_parts_is_used(part: str) -> None:
    import importlib

    table = getattr(importlib.import_module(f"wuhu_mj.messages.catalog.{part}"), part.upper())
    named = {message_id for path in all_files() for _, message_id, _ in message_calls(path)}
    unused = sorted(set(table) - named)
    assert unused == []


@pytest.mark.parametrize("part", ["errors", "file_errors", "notes"])
def test_both_languages_name_the_same_values(part: str) -> None:
    import importlib

    table = getattr(importlib.import_module(f"wuhu_mj.messages.catalog.{part}"), part.upper())
    assert [i for i, (zh, en) in table.items() if fields(zh) != fields(en)] == []
    # An English text has no Chinese sentence: only the game's words (docs/languages.md).
    runs = {r for _, en in table.values() for r in re.findall(r"[\u4e00-\u9fff]{6,}", en)}
    assert runs == set()
