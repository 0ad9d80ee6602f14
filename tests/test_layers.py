"""The layers are a contract (DESIGN.md "The kit is the plugin API"), read from the source
with `ast` (imports inside functions count too):

- a variant, built in (wuhu_mj/variants/NAME/) or a plugin (tests/plugin/), imports nothing
  of wuhu_mj but the kit (`wuhu_mj.kit` and its submodules), besides its own modules;
- the stages come in the order of STAGES, and no package imports a later one, but for the
  exceptions listed in KNOWN with the reason each is there (a listed one that is gone fails
  too, so that the list only shrinks).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "wuhu_mj"
# The pipeline's stages, first to last, as folders of wuhu_mj/ (a stage inside another is
# its own stage: a module belongs to the longest that holds it); the doors come last, after
# the stages they call. wuhu_mj/__init__.py, __main__.py and doors/startup.py are the entry,
# above all.
STAGES = (
    "messages",
    "messages/schemas",  # the JSON documents' shapes and version: data, importing nothing of ours
    "notation",
    "notation/reading",
    "rules",
    "scoring",
    "kit",
    "variants",
    "service",
    "output",
    "doors/checks",
    "doors/batch",
    "doors/session",
    "doors/web",
    "doors/cli",
)
ENTRY = ("__init__.py", "__main__.py", "doors/__init__.py", "doors/startup.py")
# The built-in variants: each is a package of variants/ and imports only the kit.
BUILT_IN_VARIANTS = (
    "wuhu",
    "anqing",
    "chizhou",
    "hefei",
    "lujiang",
    "wuwei",
    "nanling",
    "maanshan",
)
# (importing module, the later stage it imports): why it is so today.
KNOWN = {
    ("rules/ruleset.py", "variants"): "a rule set is compiled by the variant its file names",
    ("rules/maketables.py", "variants"): "the build compiles each built-in rule set as load_rules",
    ("rules/price_grid.py", "variants"): "a price grid is priced by the rule set's variant",
    ("rules/price_grid.py", "scoring"): "it prices hands with the scorer's records",
    ("rules/price_grid.py", "doors/checks"): "it reads a worked example's facts like `check` does",
    ("scoring/result.py", "output"): "a result's texts are made one line (output/safetext.py)",
    ("scoring/best.py", "variants"): "the scorer asks the registry for a table's variant",
    ("scoring/waits.py", "variants"): "waits asks the registry for a table's variant",
    ("scoring/liability/finders.py", "variants"): "a liability rule names a pattern: its "
    "detector is the registry's",
    ("service/limits.py", "output"): "a value shown in a message is cut to one line "
    "(output/safetext.py)",
    ("service/options.py", "output"): "an option name shown in a message is cut to one line",
    ("output/batch.py", "doors/batch"): "the batch table renders doors/batch/run.py's records",
    ("output/breakdown.py", "doors/checks"): (
        "`check`'s report renders doors/checks/run.py's records"
    ),
}


def imported(path: Path, package_root: Path = PACKAGE) -> Iterator[str]:
    """The dotted names of the modules `path` imports (relative ones resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    relative = path.relative_to(package_root.parent).with_suffix("").parts
    here = list(relative[:-1])  # the package a relative import starts from
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            if module == "wuhu_mj":  # `from wuhu_mj import kit`: each name is a package
                yield from (f"{module}.{alias.name}" for alias in node.names)
            else:
                yield module


def past_the_kit(path: Path, own: str, package_root: Path) -> list[str]:
    """What a variant's module imports of wuhu_mj other than the kit and its own package."""
    wrong = []
    for name in imported(path, package_root):
        if name == own or name.startswith(own + "."):
            continue
        of_wuhu_mj = name == "wuhu_mj" or name.startswith("wuhu_mj.")
        if of_wuhu_mj and not (name == "wuhu_mj.kit" or name.startswith("wuhu_mj.kit.")):
            wrong.append(name)
    return sorted(set(wrong))


def stage_of(parts: tuple[str, ...] | list[str]) -> str | None:
    """The stage holding a module given by its parts below wuhu_mj/ (the longest one)."""
    held = [s for s in STAGES if tuple(parts[: s.count("/") + 1]) == tuple(s.split("/"))]
    return max(held, key=len) if held else None


def stage_edges() -> dict[tuple[str, str], str]:
    """(module, stage it imports) for every import of a later stage, with the target."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        stage = stage_of(relative.parts)
        if relative.as_posix() in ENTRY or stage is None:
            continue
        for name in imported(path):
            parts = name.split(".")
            if parts[0] != "wuhu_mj" or len(parts) < 2:
                continue
            target = stage_of(parts[1:])
            if target is not None and STAGES.index(target) > STAGES.index(stage):
                found[(relative.as_posix(), target)] = name
    return found


def test_every_stage_is_listed() -> None:
    """Every package is a stage or inside one; every stage is a package; nothing else sits at
    the top of wuhu_mj/ but the entry."""
    packages = {p.parent.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("__init__.py")} - {
        "."
    }
    assert set(STAGES) <= packages
    assert all(stage_of(p.split("/")) for p in packages - {"doors"})
    modules = {p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")}
    assert all(stage_of(m.split("/")) for m in modules - set(ENTRY))


def test_the_top_has_at_most_twelve_entries() -> None:
    # What a build leaves (byte code, mypyc's extension modules) is not the layout.
    built = {".so", ".pyd", ".pyc"}
    top = [p.name for p in PACKAGE.iterdir() if p.name != "__pycache__" and p.suffix not in built]
    assert len(top) <= 12, sorted(top)


def test_no_package_imports_a_later_stage() -> None:
    edges = stage_edges()
    unexpected = {edge: name for edge, name in edges.items() if edge not in KNOWN}
    assert not unexpected, f"a later stage imported (fix it, or list it in KNOWN): {unexpected}"
    gone = sorted(set(KNOWN) - set(edges))
    assert not gone, f"no longer so: take these out of KNOWN: {gone}"


def test_every_built_in_variant_imports_only_the_kit() -> None:
    variants = [p for p in (PACKAGE / "variants").iterdir() if (p / "__init__.py").is_file()]
    assert {p.name for p in variants} == set(BUILT_IN_VARIANTS)
    for folder in variants:
        for path in sorted(folder.rglob("*.py")):
            wrong = past_the_kit(path, f"wuhu_mj.variants.{folder.name}", PACKAGE)
            assert not wrong, f"{path.relative_to(ROOT)} reaches past the kit: {wrong}"


def test_the_test_plugin_imports_only_the_kit() -> None:
    plugin = ROOT / "tests" / "plugin" / "pengpeng_mj"
    for path in sorted(plugin.rglob("*.py")):
        assert not past_the_kit(path, "pengpeng_mj", plugin.parent)


def test_the_check_sees_a_variant_reaching_past_the_kit(tmp_path: Path) -> None:
    folder = tmp_path / "wuhu_mj" / "variants" / "sample"
    folder.mkdir(parents=True)
    module = folder / "price.py"
    module.write_text(
        "from ...kit import Hand\n"
        "from .table import SampleTable\n"
        "def later():\n"
        "    from ...scoring.result import Item\n"
        "    import wuhu_mj.notation.tiles\n",
        encoding="utf-8",
    )
    found = past_the_kit(module, "wuhu_mj.variants.sample", tmp_path / "wuhu_mj")
    assert found == ["wuhu_mj.notation.tiles", "wuhu_mj.scoring.result"]


# The neighbours' games by the names a file would use for them (issue 29: no file outside the
# variant names it, but the registry of built-in variants).
GAME_NAMES = {
    "hefei": ("hefei", "合肥"),
    "lujiang": ("lujiang", "庐江"),
    "wuwei": ("wuwei", "无为"),
    "nanling": ("nanling", "南陵"),
    "maanshan": ("maanshan", "马鞍山", "Ma'anshan"),
}


def test_no_module_outside_a_game_names_it() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if relative in ("__init__.py", "variants/plugins.py"):  # the package's docstring, BUILTIN
            continue
        text = path.read_text(encoding="utf-8")
        for game, names in GAME_NAMES.items():
            if relative.startswith(f"variants/{game}/"):
                continue
            found += [f"{relative}: {name}" for name in names if name in text]
    assert found == []
