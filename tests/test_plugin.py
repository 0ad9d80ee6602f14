"""A variant is a plugin: a separate distribution (tests/plugin/: its own pyproject.toml, one
module, one rule file with English labels, one option), installed and found through the
entry-point group `wuhu_mj.variants`, is known to every door of wuhu-mj without a change to
any file of the package: `rules list`, `score` (both languages, `--help` too), `batch`,
`session`, `waits`, `rules schema`, `check` and the web API (docs/new-variant.md).

The distribution is installed with pip into a folder of its own, and every command runs in a
fresh process with that folder on PYTHONPATH, as it would after `pip install pengpeng-mj`.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PLUGIN = ROOT / "tests" / "plugin"
HAND = "111m222p333s44z555m"  # four triplets and a pair: 2 + 4 × 3 = 14


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The plugin installed into a folder of its own (no build isolation: setuptools comes
    with the test extra, so this works offline)."""
    folder = tmp_path_factory.mktemp("site")
    build = tmp_path_factory.mktemp("build")
    source = build / "pengpeng-mj"  # a copy: a build writes its metadata beside the source
    shutil.copytree(PLUGIN, source, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-cache-dir",
            "--target",
            str(folder),
            str(source),
        ],
        capture_output=True,
        text=True,
        cwd=build,  # the build's leftovers go here, not into tests/plugin
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    assert done.returncode == 0, done.stderr
    assert (folder / "pengpeng_mj" / "pengpeng.yaml").exists()
    return folder


def wuhu(
    site: Path, *args: str, stdin: str | None = None, lang: str = "en"
) -> subprocess.CompletedProcess[str]:
    """`wuhu-mj ARGS` in a fresh process that has the plugin installed."""
    env = {**os.environ, "PYTHONPATH": str(site), "WUHU_MJ_LANG": lang, "COLUMNS": "100"}
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd=site.parent,  # not the repository: nothing of tests/ is importable
    )


def test_without_the_plugin_nothing_knows_it() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "score", HAND, "-r", "pengpeng"],
        capture_output=True,
        text=True,
        env={**os.environ, "WUHU_MJ_LANG": "en"},
    )
    assert done.returncode == 2 and "no built-in rule set" in done.stderr


def test_rules_list_and_validate(site: Path) -> None:
    listed = wuhu(site, "rules", "list")
    assert listed.returncode == 0
    assert "pengpeng" in listed.stdout and "3 for each triplet" in listed.stdout
    assert "pengpeng" in wuhu(site, "rules", "validate", "pengpeng").stdout


@pytest.mark.parametrize(
    ("args", "net1"),
    [
        ([], 42),  # self-drawn: everyone pays 14
        (["--from", "3"], 14),
        (["--from", "3", "--lucky", "5m"], 19),  # + 5 on the lucky tile
        (["--from", "3", "--lucky", "1m"], 14),
    ],
)
def test_score_json(site: Path, args: list[str], net1: int) -> None:
    done = wuhu(site, "score", HAND, "-r", "pengpeng", *args, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert (data["rules"], data["net"]["1"], data["patterns"]) == ("pengpeng", net1, ["pengpeng"])


def test_score_in_both_languages(site: Path) -> None:
    english = wuhu(site, "score", HAND, "-r", "pengpeng", "--from", "3", "--lucky", "5m")
    assert english.returncode == 0, english.stderr
    assert "triplet" in english.stdout and "lucky tile 5m" in english.stdout
    chinese = wuhu(site, "score", HAND, "-r", "pengpeng", "--lucky", "5m", lang="zh")
    assert "刻子" in chinese.stdout and "幸运牌 5m" in chinese.stdout


def test_its_option_is_a_flag_with_help_in_both_languages(site: Path) -> None:
    english = wuhu(site, "score", "--help")
    assert "--lucky TILE" in english.stdout and "Pengpeng: the lucky tile." in english.stdout
    assert "碰碰：幸运牌。" in wuhu(site, "score", "--help", lang="zh").stdout
    assert "--lucky" in wuhu(site, "waits", "--help").stdout


def test_an_option_its_rules_do_not_allow_is_refused(site: Path) -> None:
    done = wuhu(site, "score", HAND, "-r", "pengpeng", "--kong-draw")
    assert done.returncode == 2
    assert "--kong-draw: these rules have no use for this option" in done.stderr


def test_batch(site: Path) -> None:
    lines = [
        json.dumps({"hand": HAND, "rules": "pengpeng"}),
        json.dumps({"hand": HAND, "rules": "pengpeng", "from": 3, "lucky": "5m"}),
        f"{HAND} -r pengpeng --from 3 --lucky 5m",  # a text line: its flag is known too
        "123m456p789s11z245m -r pengpeng",  # not a win
    ]
    done = wuhu(site, "batch", "-", "--json", stdin="\n".join(lines) + "\n")
    assert done.returncode == 1, done.stderr  # one line is no win
    *rows, ledger = [json.loads(row) for row in done.stdout.splitlines()]
    assert ledger["ledger"]["hands"] == 4
    assert [row.get("net", {}).get("1") for row in rows] == [42, 19, 19, 0]


def test_session(site: Path) -> None:
    evening = "players: A B C D\nrules: pengpeng\nB C 111m222p333s44z555m 幸运牌 5m\nC 自摸 " + HAND
    done = wuhu(site, "session", "-", "--json", stdin=evening + "\n")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [h["dealer"] for h in data["hands"]] == ["A", "B"]  # the winner deals next
    assert data["net"] == {"A": -14, "B": 5, "C": 23, "D": -14}


def test_waits(site: Path) -> None:
    done = wuhu(site, "waits", "111m222p333s44z55m", "-r", "pengpeng", "--json")
    assert done.returncode == 0, done.stderr
    assert [w["tile"] for w in json.loads(done.stdout)["waits"]] == ["5m", "4z"]


def test_rules_schema(site: Path) -> None:
    done = wuhu(site, "rules", "schema", "pengpeng")
    assert done.returncode == 0, done.stderr
    schema = json.loads(done.stdout)
    assert {"prices", "labels"} <= set(schema["properties"])
    every = json.loads(wuhu(site, "rules", "schema").stdout)
    assert any(p["properties"]["variant"]["enum"] == ["pengpeng"] for p in every["anyOf"])


def test_check(site: Path) -> None:
    examples = site.parent / "pengpeng-examples.yaml"
    examples.write_text(
        "rules: pengpeng\nexamples:\n"
        "  - name: four triplets, discarded\n"
        "    hand: 111m222p333s44z555m\n    win: discard\n    printed: [14, 14]\n",
        encoding="utf-8",
    )
    done = wuhu(site, "check", str(examples))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "examples: 1, 1 as recorded" in done.stdout


def test_web_api(site: Path) -> None:
    program = (
        "import json\n"
        "from starlette.testclient import TestClient\n"
        "from wuhu_mj.doors.web.app import create_app\n"
        "client = TestClient(create_app())\n"
        "rules = client.get('/api/rules').json()['rules']\n"
        "print(json.dumps([r['name'] for r in rules]))\n"
        "answer = client.post('/api/score', json={'hand': '111m222p333s44z555m',"
        " 'rules': 'pengpeng', 'from': 3, 'lucky': '5m'})\n"
        "print(answer.status_code, answer.json()['net']['1'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(site)},
        cwd=site.parent,
    )
    assert done.returncode == 0, done.stderr
    names, answer = done.stdout.splitlines()
    assert "pengpeng" in json.loads(names)
    assert answer == "200 19"
