"""The package's shape: its import graph has no cycles, and every module reads in one sitting."""

from __future__ import annotations

import ast
import importlib.util
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "wuhu_mj"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every wuhu_mj module `path` imports, at the top or inside a function."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("wuhu_mj"))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            if not target.startswith("wuhu_mj"):
                continue
            # `from . import x` imports the module x (its package is already loaded).
            named = [f"{target}.{a.name}" for a in node.names]
            modules = [m for m in named if m in MODULES]
            found.update(modules if len(modules) == len(named) else [target, *modules])
    return {m for m in found if m in MODULES and m != name}


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def graph() -> dict[str, set[str]]:
    return {name: imports_of(path) for name, path in MODULES.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str]:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return []


def test_the_import_graph_has_no_cycles() -> None:
    assert find_cycle(graph()) == []


def test_the_cycle_finder_finds_one() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_every_module_reads_in_one_sitting() -> None:
    long = {
        name: n for name, path in MODULES.items() if (n := len(path.read_text().splitlines())) > 400
    }
    assert long == {}


def test_every_package_is_found_by_the_build() -> None:
    """pyproject.toml finds the packages (`packages.find`): every folder of modules is a
    package (has an __init__.py), so a new one is in the wheel without another edit."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["setuptools"]["packages"]["find"]["include"] == ["wuhu_mj*"]
    folders = {p.parent for p in PACKAGE.rglob("*.py")}
    assert {f for f in folders if not (f / "__init__.py").exists()} == set()


# The one default rule set is rules/rulefile.py's DEFAULT_RULES; "wuhu" written elsewhere is
# the variant's own name (its package, its registration) or a question about it.
NAMES_THE_VARIANT = {"rules/price_grid.py", "variants/plugins.py"}


def test_the_default_rule_set_is_written_once() -> None:
    written = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative.startswith(("variants/wuhu/", "messages/catalog/")) or (
            relative in NAMES_THE_VARIANT
        ):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        written += [
            f"{relative}:{node.lineno}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and node.value == "wuhu"
            and id(node) not in docstrings
        ]
    assert [place.partition(":")[0] for place in written] == ["rules/rulefile.py"], written


def compiled_modules() -> list[Path]:
    """The modules setup.py has mypyc compile."""
    spec = importlib.util.spec_from_file_location("wuhu_mj_setup", PACKAGE.parent / "setup.py")
    assert spec is not None and spec.loader is not None
    setup = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup)
    return [PACKAGE.parent / name for name in setup._modules()]


CONSTANT = re.compile(r"_?[A-Z][A-Z0-9_]*")


def unfinal_constants(source: str) -> list[str]:
    """The module-level constants (NAMES_IN_CAPITALS) of `source` not annotated Final, as
    "line name"."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, annotation = node.targets[0], ""
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, annotation = node.target, ast.unparse(node.annotation)
        else:
            continue
        if not isinstance(target, ast.Name) or not CONSTANT.fullmatch(target.id):
            continue
        if annotation.startswith(("Final", "TypeAlias")):
            continue
        value = node.value
        if isinstance(value, ast.Call) and ast.unparse(value.func) in ("TypeVar", "NewType"):
            continue
        found.append(f"{node.lineno} {target.id}")
    return found


def test_compiled_modules_keep_their_constants_final() -> None:
    """mypyc keeps a Final in a C variable; any other module-level name is looked up in the
    module's dictionary at every use (docs/speed.md, "The compiled build")."""
    modules = compiled_modules()
    assert len(modules) > 50
    found = [
        f"{path.relative_to(PACKAGE)}:{constant}"
        for path in modules
        for constant in unfinal_constants(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_an_unfinal_constant_is_found() -> None:
    source = "LIMIT = 3\nKEPT: Final = 4\nNAMED: dict[str, int] = {}\nlower = 5\nT = TypeVar('T')\n"
    assert unfinal_constants(source) == ["1 LIMIT", "3 NAMED"]
