"""setuptools' build backend, asking for mypyc when a compiled build is requested.

`WUHU_MJ_COMPILE=1 pip install .` builds the scoring hot path as C extensions with mypyc
(setup.py names the modules); without it, and for editable installs always, the package is
pure Python. Only the build requirements differ, so the default install needs no compiler.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import (  # noqa: F401  (the hooks this backend passes through)
    build_sdist,
    get_requires_for_build_sdist,
    prepare_metadata_for_build_wheel,
)

# mypyc type-checks what the compiled modules import, so their typed dependencies too.
COMPILER_REQUIRES = ["mypy>=1.10", "types-PyYAML", "fastjsonschema>=2.19"]


def compile_requested() -> bool:
    return os.environ.get("WUHU_MJ_COMPILE", "") == "1"


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    extra = COMPILER_REQUIRES if compile_requested() else []
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *extra]


def build_wheel(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    return _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)


# Compiled modules next to the sources would shadow every later edit: an editable install is
# never compiled. Each editable hook says so before setup.py runs.


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    os.environ["WUHU_MJ_EDITABLE"] = "1"
    return list(_setuptools.get_requires_for_build_editable(config_settings))


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: dict[str, Any] | None = None
) -> str:
    os.environ["WUHU_MJ_EDITABLE"] = "1"
    return _setuptools.prepare_metadata_for_build_editable(metadata_directory, config_settings)


def build_editable(
    wheel_directory: str,
    config_settings: dict[str, Any] | None = None,
    metadata_directory: str | None = None,
) -> str:
    os.environ["WUHU_MJ_EDITABLE"] = "1"
    return _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
