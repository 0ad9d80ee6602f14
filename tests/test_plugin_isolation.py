"""A broken plugin is skipped, alone (variants/plugins.py): one that fails to import, raises
while it loads (SystemExit(0) and KeyboardInterrupt too), is not a variant, or declares a name
already taken leaves every built-in rule set working in the CLI and the served API, with one
warning line on stderr, and the exit status the command has without it. A plugin is imported
only when it is wanted, so a command that does not want it neither waits for it nor warns.

Each plugin is declared as an installed distribution would declare it: a `*.dist-info`
folder with `entry_points.txt` in a folder put on PYTHONPATH of a fresh process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HAND = "111m222m333m456m55p"
BUILTIN = ("wuhu", "anqing", "chizhou", "wuhu-fan")
# name -> (the entry point's value, the module's text, what its warning says)
BROKEN = {
    "missing": ("no_such_module_for_wuhu_mj:V", None, "ModuleNotFoundError"),
    "raises": ("raises_mj:V", "raise RuntimeError('the table is not set')", "RuntimeError"),
    "exits": ("exits_mj:V", "raise SystemExit(0)", "SystemExit: 0"),
    "interrupts": ("interrupts_mj:V", "raise KeyboardInterrupt", "KeyboardInterrupt"),
    "notvariant": ("notvariant_mj:V", "V = 42", "not a variant"),
    "wuhu": ("dupe_mj:V", "raise RuntimeError('never imported')", "taken by wuhu-mj"),
}


def _site(folder: Path, name: str) -> Path:
    value, module, _ = BROKEN[name]
    dist = folder / f"broken_{name}-1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: broken-{name}\nVersion: 1.0\n", encoding="utf-8"
    )
    (dist / "entry_points.txt").write_text(
        f"[wuhu_mj.variants]\n{name} = {value}\n", encoding="utf-8"
    )
    if module is not None:
        # The module leaves a mark when it is imported, then does what it does.
        mark = folder / "imported"
        text = f"open({str(mark)!r}, 'w').close()\n{module}\n"
        (folder / f"{value.split(':')[0]}.py").write_text(text, encoding="utf-8")
    return folder


def run(site: Path | None, *args: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "WUHU_MJ_LANG": lang, "COLUMNS": "200"}
    if site is not None:
        env["PYTHONPATH"] = str(site)
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=site or None,
    )


@pytest.fixture(scope="module")
def clean() -> dict[str, subprocess.CompletedProcess[str]]:
    """What each built-in rule set answers with no plugin installed."""
    return {name: run(None, "score", HAND, "-r", name, "--json") for name in BUILTIN}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_command_that_does_not_want_the_plugin_never_imports_it(
    tmp_path: Path, name: str, clean: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    site = _site(tmp_path, name)
    for rules in BUILTIN:
        done = run(site, "score", HAND, "-r", rules, "--json")
        before = clean[rules]
        assert (done.returncode, done.stdout, done.stderr) == (
            before.returncode,
            before.stdout,
            before.stderr,
        )
    assert not (site / "imported").exists()


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_rules_list_shows_it_unavailable_with_one_warning(tmp_path: Path, name: str) -> None:
    site = _site(tmp_path, name)
    done = run(site, "rules", "list")
    assert done.returncode == 0
    said = BROKEN[name][2]
    warning = f"wuhu-mj: plugin '{name}' skipped: "
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(warning), done.stderr
    assert said in done.stderr and f"(broken-{name})" in done.stderr
    row = next(
        line
        for line in done.stdout.splitlines()
        if line.startswith(f"{name} ") and "unavailable" in line
    )
    assert f"unavailable (plugin broken-{name})" in row and said in row
    for rules in BUILTIN:
        assert any(line.startswith(rules + " ") for line in done.stdout.splitlines())
    chinese = run(site, "rules", "list", lang="zh")
    assert chinese.stderr.startswith(f"wuhu-mj: 没有用插件 '{name}'：")
    assert chinese.stderr.endswith(f"（broken-{name}）\n") and chinese.stderr.count("\n") == 1
    assert "用不了（插件" in chinese.stdout


@pytest.mark.parametrize("name", ["missing", "exits", "interrupts", "wuhu"])
def test_commands_that_load_every_plugin_still_answer(
    tmp_path: Path, name: str, clean: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    site = _site(tmp_path, name)
    helped = run(site, "score", "--help")
    assert helped.returncode == 0 and "--rules" in helped.stdout
    assert helped.stderr.count("\n") == 1 and "skipped" in helped.stderr
    evening = "players: A B C D\nrules: wuhu\nA 自摸 111m222m333m456m55p\n"
    session = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "session", "-", "--json"],
        input=evening,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(site), "WUHU_MJ_LANG": "en"},
        cwd=site,
    )
    alone = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "session", "-", "--json"],
        input=evening,
        capture_output=True,
        text=True,
        env={**os.environ, "WUHU_MJ_LANG": "en"},
    )
    assert (session.returncode, session.stdout) == (alone.returncode, alone.stdout)
    assert session.stderr.count("\n") == 1 and "skipped" in session.stderr
    # An option no loaded variant has makes every plugin load: still one warning.
    unknown = run(site, "score", HAND, "--no-such-option")
    assert unknown.returncode == 2 and unknown.stderr.count("wuhu-mj: plugin") == 1


def test_a_rule_file_naming_a_skipped_plugin_says_why(tmp_path: Path) -> None:
    site = _site(tmp_path, "raises")
    (site / "house.yaml").write_text("variant: raises\nname: house\n", encoding="utf-8")
    done = run(site, "score", HAND, "-r", "house.yaml")
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 2 and lines[0].startswith("wuhu-mj: plugin 'raises' skipped")
    assert (
        "house.yaml:1:1: variant 'raises' is unavailable: it failed to load: RuntimeError"
        in (lines[1])
    )


@pytest.mark.parametrize("name", ["missing", "exits", "wuhu"])
def test_the_served_api_answers_every_built_in_rule_set(tmp_path: Path, name: str) -> None:
    site = _site(tmp_path, name)
    program = (
        f"import json\nHAND = {HAND!r}\n"
        "from starlette.testclient import TestClient\n"
        "from wuhu_mj.doors.web.app import create_app\n"
        "client = TestClient(create_app())\n"
        "names = [r['name'] for r in client.get('/api/rules').json()['rules']]\n"
        "answers = [client.post('/api/score', json={'hand': HAND, 'rules': r}) for r in names]\n"
        "print(json.dumps([names, [(a.status_code, a.json()) for a in answers]]))\n"
    )
    answers = []
    for path in (site, None):
        env = {**os.environ, "WUHU_MJ_LANG": "en"}
        if path is not None:
            env["PYTHONPATH"] = str(path)
        done = subprocess.run(
            [sys.executable, "-c", program], capture_output=True, text=True, env=env
        )
        assert done.returncode == 0, done.stderr
        answers.append(json.loads(done.stdout))
    assert answers[0] == answers[1]
    names, scored = answers[0]
    assert set(BUILTIN) <= set(names)
    assert scored[names.index("wuhu")][1]["net"] == {"1": 72, "2": -24, "3": -24, "4": -24}
