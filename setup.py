"""The optional compiled build (docs/speed.md, "The compiled build").

Everything about the distribution is in pyproject.toml; this file only adds the extension
modules: the hot stages compiled with mypyc (it ships with mypy, a build requirement) when a
C compiler and Python's headers are there. Otherwise, or when asked, the package installs as
pure Python, the same code:

- `WUHU_MJ_PURE=1`: the pure package, whatever is installed;
- `WUHU_MJ_COMPILE=1`: compiled or fail (an editable install too, which is pure otherwise:
  the extension modules would sit beside the sources and shadow every edit).

The pure package is the reference, and the one the page runs in Pyodide.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).parent

# The hot path (docs/speed.md): hand text to Hand, readings, the variants' evaluate and
# price, payout and liability, and the parts of rules/compiled the scorer reads; then what
# every request and batch line passes through: the pipeline, the batch's reading and
# scoring of lines, messages put into words, and JSON lines written. A folder or one module;
# notation/ holds reading/.
COMPILED = (
    "notation",
    "scoring",
    "variants",
    "rules/compiled",
    "kit",
    "service",
    "doors/batch",
    "messages/message.py",
    "output/safetext.py",
    "output/lines.py",
)
# Left pure, each for a reason:
LEFT_PURE = {
    # The kit's classes a plugin subclasses (an interpreted class cannot inherit from a
    # compiled one): PlainOptions and the hooks, the Records of counters and gates. Its
    # functions (detectors, tile sets, wild options) are compiled.
    "kit/__init__.py": "the kit's names, re-exported for plugins",
    "kit/contract.py": "PlainOptions, SessionHooks: plugins subclass them",
    "kit/counters.py": "Records (Ladder, Span, PairWeights)",
    "kit/gates.py": "Records (QueYiMen, BaZhi, Gates)",
    # Record builds its fields from annotations in __init_subclass__ and keeps them in the
    # instance's __dict__; a compiled class has neither. The modules made of Records (the
    # rule tables) stay pure with it: they are data, read by attribute.
    "rules/compiled/record.py": "metaprogramming",
    "rules/compiled/common.py": "Records (RuleTable, TileSet)",
    "rules/compiled/liability.py": "Records",
    "rules/compiled/session.py": "Records",
    # A NamedTuple with comparisons of its own, held in the tables made at build time.
    "rules/compiled/exact.py": "a NamedTuple held in tables",
    # Run by the build itself, from the sources, before anything is compiled.
    "notation/reading/makesuits.py": "runs at build time",
    # Written, a float that keeps its text: a compiled class cannot subclass float.
    "service/grammar.py": "a float subclass",
    # The --jobs worker pool: run once a batch, not once a line (tests stand in for its
    # functions, which compiled callers would call directly).
    "doors/batch/workers.py": "once a batch",
    # A subclass of io.RawIOBase: compiled, Python 3.13 refuses the type at import.
    "doors/batch/announced.py": "subclasses io.RawIOBase",
}


# In every variant's package, built-in or new: its table is made of Records, and its object
# subclasses the kit's PlainOptions, which stays pure (a plugin subclasses it too; an
# interpreted class cannot inherit from a compiled one).
VARIANT_PURE = {"table.py": "Records", "__init__.py": "subclasses the kit"}


def _variant_part(name: str) -> str:
    """The file name of a module of a variant's package (variants/NAME/FILE), else ""."""
    parts = name.split("/")
    return parts[2] if len(parts) == 3 and parts[0] == "variants" else ""


def _modules() -> list[str]:
    found = []
    for stage in COMPILED:
        where = ROOT / "wuhu_mj" / stage
        for path in [where] if where.is_file() else sorted(where.rglob("*.py")):
            name = path.relative_to(ROOT / "wuhu_mj").as_posix()
            if name not in LEFT_PURE and _variant_part(name) not in VARIANT_PURE:
                found.append(path.relative_to(ROOT).as_posix())
    return found


def _why_pure() -> str | None:
    """Why this build is pure (None: compile)."""
    if os.environ.get("WUHU_MJ_PURE") == "1":
        return "WUHU_MJ_PURE=1"
    if "editable_wheel" in sys.argv and os.environ.get("WUHU_MJ_COMPILE") != "1":
        return "an editable install (WUHU_MJ_COMPILE=1 compiles it)"
    try:
        import mypyc.build  # noqa: F401
    except ImportError:
        return "mypyc is not installed (it comes with mypy)"
    return cannot_compile()


def cannot_compile() -> str | None:
    """Why this Python cannot compile the package (None: it can). .ci/compiled asks too."""
    if sys.implementation.name != "cpython":
        return f"mypyc compiles for CPython only, not {sys.implementation.name}"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()
    if not compiler or shutil.which(compiler[0]) is None:
        return f"no C compiler ({' '.join(compiler) or 'CC'} not found)"
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").is_file():
        return f"no Python headers ({include}/Python.h; e.g. apt-get install python3-dev)"
    return None


# The commands that build code; the others (metadata, sdist) need no compiling.
BUILDS = {"bdist_wheel", "editable_wheel", "build", "build_ext", "install", "develop"}


def _ext_modules() -> list[object]:
    if not BUILDS.intersection(sys.argv[1:]):
        return []
    why = _why_pure()
    if why is not None:
        if os.environ.get("WUHU_MJ_COMPILE") == "1" and os.environ.get("WUHU_MJ_PURE") != "1":
            sys.exit(f"wuhu-mj: WUHU_MJ_COMPILE=1, but cannot compile: {why}")
        print(f"wuhu-mj: pure Python build: {why}", file=sys.stderr)
        return []
    from mypyc.build import mypycify

    print("wuhu-mj: compiling the hot stages with mypyc", file=sys.stderr)
    return list(mypycify(_modules(), opt_level="3"))


# The built-in rule sets' tables (wuhu_mj/rules/tables.py), made from the rule files by every
# build: beside the built modules, or in the sources for an editable install (whose package is
# the sources). A run reads them only while they match the rule files' bytes.
TABLES = ("wuhu_mj", "rules", "builtin_tables.bin")
# The suit facts (wuhu_mj/notation/reading/suitsplits.py), made the same way; a run maps them
# only while they were made from suitsplits.py as it is.
SUIT_FACTS = ("wuhu_mj", "notation", "reading", "suit_facts.bin")


def make_tables(target: Path) -> None:
    """Run wuhu_mj.rules.maketables from these sources (PyYAML is a build requirement)."""
    print(f"wuhu-mj: making the built-in rule sets' tables: {target}", file=sys.stderr)
    _run_module("wuhu_mj.rules.maketables", target)


def make_suit_facts(target: Path) -> None:
    """Run wuhu_mj.notation.reading.makesuits from these sources (a few seconds)."""
    print(f"wuhu-mj: making the suit facts: {target}", file=sys.stderr)
    _run_module("wuhu_mj.notation.reading.makesuits", target)


# Runs a module of these sources with the package read from its .py files only: an extension
# module left beside them by an earlier compiled build (an editable one) would be imported
# first, and may be older than the source it was made from.
_FROM_SOURCES = """
import importlib.machinery, os, runpy, sys
root, module = os.path.realpath(sys.argv[1]), sys.argv[2]
def sources_only(path):
    real = os.path.realpath(path or os.getcwd())
    if real != root and not real.startswith(root + os.sep):
        raise ImportError(path)  # not this tree: the usual finders take it
    return importlib.machinery.FileFinder(path, (importlib.machinery.SourceFileLoader, [".py"]))
sys.path_hooks.insert(0, sources_only)
sys.path_importer_cache.clear()
sys.argv = [module, *sys.argv[3:]]
runpy.run_module(module, run_name="__main__", alter_sys=True)
"""


def _run_module(module: str, target: Path) -> None:
    import subprocess

    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    )
    command = [sys.executable, "-c", _FROM_SOURCES, str(ROOT), module, str(target)]
    subprocess.run(command, cwd=ROOT, env=env, check=True)


if __name__ == "__main__":  # as setuptools' build backend runs it; not when .ci/compiled reads it
    # Imported here: .ci/compiled asks cannot_compile() of a fresh venv, which has no
    # setuptools from Python 3.12 on (the build's isolated environment has it).
    from setuptools import setup
    from setuptools.command.build_py import build_py

    class BuildPy(build_py):
        def run(self) -> None:
            super().run()
            base = ROOT if self.editable_mode else Path(self.build_lib)
            make_tables(base.joinpath(*TABLES))
            make_suit_facts(base.joinpath(*SUIT_FACTS))

        def get_outputs(self, include_bytecode: bool = True) -> list[str]:  # type: ignore[override]
            outputs = list(super().get_outputs(include_bytecode))
            if not self.editable_mode:
                built = Path(self.build_lib)
                outputs += [str(built.joinpath(*made)) for made in (TABLES, SUIT_FACTS)]
            return outputs

    setup(ext_modules=_ext_modules(), cmdclass={"build_py": BuildPy})
