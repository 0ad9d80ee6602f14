"""`wuhu-mj rules schema`: the JSON Schema an editor uses, made from the typed tables."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.ruleset import builtin_names, load_rules

# These tests check the English messages (the default language is Chinese).
pytestmark = pytest.mark.usefixtures("english")

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted((ROOT / "rules").glob("*.yaml")) + sorted(
    p
    for p in (ROOT / "samples" / "house-rules").glob("*.yaml")
    if not p.name.endswith("-examples.yaml")  # a preset's check file sits beside it
)


def schema_for(name: str | None = None) -> dict[str, Any]:
    result = CliRunner().invoke(cli, ["rules", "schema", *([name] if name else [])])
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    jsonschema.Draft202012Validator.check_schema(found)
    return found


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_rule_file_fits_its_schema_and_the_general_one(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    variant = load_rules(str(path)).variant
    jsonschema.validate(data, schema_for(variant))
    jsonschema.validate(data, schema_for())


@pytest.mark.parametrize("name", builtin_names())
def test_a_rule_set_name_gives_its_variant_schema(name: str) -> None:
    assert schema_for(name) == schema_for(load_rules(name).variant)


@pytest.mark.parametrize(
    ("broken", "variant"),
    [
        ({"extends": "wuhu", "prices": {"zuizii": 10}}, "wuhu"),  # misspelt key
        ({"extends": "wuhu", "prices": {"zuizi": 5.5}}, "wuhu"),  # not a whole number
        ({"extends": "wuhu", "zuizi": {"sihuoo": {}}}, "wuhu"),  # unknown pattern
        ({"extends": "wuhu", "tiles": {"honors": ["8z"]}}, "wuhu"),  # not a tile
        ({"extends": "wuhu", "options": ["from", "from"]}, "wuhu"),  # listed twice
        ({"extends": "wuhu", "jiao": {"combinations": [{"label": "x"}]}}, "wuhu"),  # no patterns
        ({"extends": "anqing", "wilds": {"max_suits": 4}}, "anqing"),
        ({"extends": "chizhou", "fan": {"cap": 0}}, "chizhou"),
        ({"extends": "chizhou", "liability": {"combine": "any"}}, "chizhou"),
    ],
)
def test_a_broken_rule_file_fails_its_schema(broken: dict[str, Any], variant: str) -> None:
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema_for(variant))


def test_an_unknown_name_is_the_usual_error() -> None:
    result = CliRunner().invoke(cli, ["rules", "schema", "wuhuu"])
    assert result.exit_code == 2
    assert "did you mean 'wuhu'?" in result.stderr
