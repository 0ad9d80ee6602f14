"""What a command loads is what it uses: `score --json` reads no web, session, batch or waits
code, no rich, no JSON decoder, no importlib.metadata and no translation of click's words, and of
the catalog only the part its words are in. (How long starting takes is measured by
benchmarks/bench.py, not tested.)"""

from __future__ import annotations

import json
import subprocess
import sys

from wuhu_mj.messages.catalog import entries, find

SHOW_MODULES = """
import sys
from wuhu_mj.doors.cli import main
sys.argv = ["wuhu-mj", *sys.argv[1:]]
try:
    main()
finally:
    sys.stdout.write("\\n" + " ".join(sorted(sys.modules)) + "\\n")
"""


def modules_of(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", SHOW_MODULES, *args], capture_output=True, text=True, check=False
    )
    return set(done.stdout.splitlines()[-1].split())


def loaded_by_click() -> set[str]:
    """What importing click loads on this Python (3.10's uuid, which click imports, loads
    platform, subprocess and signal): not the command's to avoid."""
    done = subprocess.run(
        [sys.executable, "-c", "import sys, click; print(' '.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
    )
    return set(done.stdout.split())


def test_score_json_loads_only_what_it_uses() -> None:
    loaded = modules_of("score", "--json", "11234678m23467p5p", "--from", "3")
    loaded -= loaded_by_click()
    assert "wuhu_mj.scoring.best" in loaded  # it did score
    for unused in (
        "rich",
        "json.decoder",
        "importlib.metadata",
        "dataclasses",
        "locale",  # gettext's: click's own words are read only to show help
        "signal",  # its enums are built only when stopping
        "pathlib",  # with urllib.parse and ipaddress, ~3.5 ms: paths are strings (rulefile.py)
        "wuhu_mj.output.error_json",
        "wuhu_mj.doors.web",
        "wuhu_mj.doors.session",
        "wuhu_mj.doors.batch",
        "wuhu_mj.scoring.waits",
        "wuhu_mj.rules.compiled.schema",
        "wuhu_mj.variants.anqing.table",
        "wuhu_mj.messages.catalog.help",
    ):
        assert unused not in loaded, unused
    assert "wuhu_mj.messages.catalog.notes" in loaded


def test_score_json_reads_a_builtin_rule_set_from_its_tables() -> None:
    """The built-in tables made by the build (rules/tables.py) need no YAML, and scoring for a
    whole unit no decimal; unicodedata only explains an error. A failure here after editing a
    rule file: `pip install -e .` (or `python -m wuhu_mj.rules.maketables`) makes the tables
    again."""
    for unit in ((), ("--unit", "2")):
        loaded = modules_of("score", "--json", "11234678m23467p5p", "--from", "3", *unit)
        loaded -= loaded_by_click()
        assert "wuhu_mj.rules.tables" in loaded  # it did look at the tables
        for unused in ("yaml", "wuhu_mj.rules.yamltext", "decimal", "unicodedata"):
            assert unused not in loaded, unused


def test_a_score_s_json_is_written_whole() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wuhu_mj", "score", "--json", "11234678m23467p5p", "--from", "3"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["reason"] == "胡牌"


def test_the_catalog_found_part_by_part_is_the_whole_catalog() -> None:
    every = entries()
    assert all(find(message_id) == entry for message_id, entry in every.items())
