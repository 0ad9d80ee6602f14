"""What a published package carries (wheel and sdist built from a copy of this tree with the
setuptools that [build-system] asks for): the licence in both, the type marker in the wheel, the
docs, samples, rules and changelog in the sdist, and one version everywhere."""

from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

import wuhu_mj
from wuhu_mj.doors.cli import cli
from wuhu_mj.service.build import compiled

ROOT = Path(__file__).resolve().parent.parent
SKIP = shutil.ignore_patterns(
    ".git", ".venv*", ".cache*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"
)
BUILD = """
import sys
from setuptools import build_meta
out = sys.argv[1]
sdist, wheel = build_meta.build_sdist(out), build_meta.build_wheel(out)
print("BUILT", sdist, wheel)
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    work = tmp_path_factory.mktemp("package")
    source, out = work / "source", work / "dist"
    shutil.copytree(ROOT, source, symlinks=True, ignore=SKIP)
    out.mkdir()
    # The pure build (setup.py): what is checked here is the same in the compiled one, which
    # .ci/run builds and tests on its own.
    done = subprocess.run(
        [sys.executable, "-c", BUILD, str(out)],
        cwd=source,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "WUHU_MJ_PURE": "1"},
    )
    assert done.returncode == 0, done.stderr[-2000:]
    sdist, wheel = next(ln for ln in done.stdout.splitlines() if ln.startswith("BUILT")).split()[1:]
    return out / sdist, out / wheel


def sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as tar:
        return {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as zipped:
        return set(zipped.namelist())


def test_the_wheel_carries_the_licence_the_type_marker_and_the_rule_files(
    built: tuple[Path, Path],
) -> None:
    names = wheel_names(built[1])
    info = f"wuhu_mj-{wuhu_mj.__version__}.dist-info"
    assert f"{info}/licenses/LICENSE" in names
    assert "wuhu_mj/py.typed" in names
    assert "wuhu_mj/rules/builtin/wuhu.yaml" in names
    # What the build makes (setup.py): the rule sets' tables and the suit facts.
    assert "wuhu_mj/rules/builtin_tables.bin" in names
    assert "wuhu_mj/notation/reading/suit_facts.bin" in names
    # WUHU_MJ_PURE=1: no extension module, a wheel for every platform.
    assert not any(name.endswith((".so", ".pyd")) for name in names), names
    assert built[1].name.endswith("-py3-none-any.whl")


def test_the_sdist_carries_docs_samples_rules_changelog_and_licence(
    built: tuple[Path, Path],
) -> None:
    names = sdist_names(built[0])
    for wanted in (
        "LICENSE",
        "CHANGELOG.md",
        "README.md",
        "docs/rules.md",
        "docs/img/page-score.png",
        "samples/wuhu-000-examples.yaml",
        "rules/wuhu.yaml",
        "tests/test_package.py",
        "wuhu_mj/py.typed",
        "web-tools/package.json",  # the page's JavaScript checks, with their pinned lockfile
        "web-tools/package-lock.json",
    ):
        assert wanted in names, wanted
    assert not any("__pycache__" in name for name in names)
    assert not any("node_modules" in name for name in names)
    made = ("wuhu_mj/rules/builtin_tables.bin", "wuhu_mj/notation/reading/suit_facts.bin")
    assert not names.intersection(made)  # every build makes them again


def test_one_version_in_the_metadata_the_module_and_the_command(
    built: tuple[Path, Path],
) -> None:
    with zipfile.ZipFile(built[1]) as zipped:
        info = f"wuhu_mj-{wuhu_mj.__version__}.dist-info/METADATA"
        metadata = email.message_from_bytes(zipped.read(info))
    assert metadata["Version"] == wuhu_mj.__version__
    assert metadata["License-Expression"] == "MIT"
    assert "Topic :: Games/Entertainment :: Board Games" in metadata.get_all("Classifier")
    assert "Natural Language :: Chinese (Simplified)" in metadata.get_all("Classifier")
    for flag in ("--version", "-V"):
        shown = CliRunner().invoke(cli, [flag, "--lang", "en"])
        assert shown.exit_code == 0
        build = "compiled with mypyc" if compiled() else "pure Python"
        assert shown.stdout == f"wuhu-mj, version {wuhu_mj.__version__} ({build})\n"


def test_the_licence_is_the_mit_text() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "WITHOUT WARRANTY OF ANY KIND" in text
