"""The command's start (wuhu_mj/doors/startup.py): the garbage collector is paused while the
command starts and resumes once it is built; imported as a library, nothing is paused."""

from __future__ import annotations

import gc
import subprocess
import sys

from click.testing import CliRunner

from wuhu_mj.doors import startup
from wuhu_mj.doors.cli import cli

_SHOW = "import gc; print(gc.isenabled(), gc.get_freeze_count() > 0)"


def _python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_command_starts_without_collecting_then_collects() -> None:
    code = "import sys; sys.argv[0] = 'wuhu-mj'; import gc; from wuhu_mj.doors import startup; "
    code += "print(gc.isenabled()); startup.started(); " + _SHOW
    assert _python(code).split() == ["False", "True", "True"]


def test_a_library_import_pauses_nothing() -> None:
    code = "import wuhu_mj; from wuhu_mj.doors import startup; startup.started(); " + _SHOW
    assert _python(code).split() == ["True", "False"]


def test_a_command_resumes_collecting_once_it_is_built(runner: CliRunner) -> None:
    # As the command would be: paused by startup.py; the command itself resumes collecting.
    gc.disable()
    startup._paused = True
    try:
        result = runner.invoke(cli, ["score", "123m456m789m11p555s", "--json"])
        assert result.exit_code == 0, result.output
        assert gc.isenabled() and not startup._paused
    finally:
        gc.unfreeze()
        gc.enable()
        startup._paused = False


def test_whoever_paused_collecting_resumes_it() -> None:
    # Paused by someone else (a program that imports the CLI): the command leaves it so.
    gc.disable()
    try:
        startup.started()
        assert not gc.isenabled()
    finally:
        gc.enable()
