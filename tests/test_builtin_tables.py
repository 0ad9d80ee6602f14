"""The built-in rule sets' tables made at build time (rules/tables.py, rules/maketables.py):
what they give is what reading and compiling the YAML gives, and whenever they cannot say so
(no file, a stale digest, a file of another format, a house rule's own file) the YAML is read."""

from __future__ import annotations

import marshal
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest

from wuhu_mj import load_rules, score
from wuhu_mj.rules import maketables, ruleset, tables
from wuhu_mj.rules.compiled.record import Record
from wuhu_mj.rules.rulefile import BUILTIN_FOLDER, Read, builtin_names, read_rules
from wuhu_mj.variants import compile_table, rule_folders

NAMES = builtin_names([BUILTIN_FOLDER])
HAND = "123m456m789m11p+peng555s"


def same(a: Any, b: Any) -> bool:
    """Equal, of the same types all the way down, derived fields of records included."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Record):
        return same(dict(vars(a)), dict(vars(b)))
    if isinstance(a, (dict, MappingProxyType)):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


@pytest.fixture
def made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Tables made now into a file of the test's own, used in place of the package's; the rule
    sets kept by earlier loads forgotten, and the working directory elsewhere (paths in
    messages are shown from it)."""
    target = tmp_path / "tables.bin"
    assert maketables.main([str(target)]) == 0
    monkeypatch.setattr(tables, "TABLES_FILE", str(target))
    monkeypatch.setattr(tables, "_loaded", {})
    monkeypatch.setattr(ruleset, "_KEPT", {})
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return target


def from_yaml(name: str) -> tuple[tuple[Read, ...], ruleset.Rules]:
    reads: list[Read] = []
    raw = read_rules(name, rule_folders(name), reads)
    return tuple(reads), ruleset.Rules(*raw, compile_table(raw))


def test_every_builtin_rule_set_is_in_the_tables() -> None:
    assert len(NAMES) >= 10
    sets = marshal.loads(maketables.make())["sets"]
    assert sorted(sets) == NAMES


@pytest.mark.parametrize("name", NAMES)
def test_the_tables_give_what_the_yaml_gives(made: Path, name: str) -> None:
    found = tables.load_builtin(name, rule_folders(name), lambda word: True)
    assert found is not None
    reads, raw, table = found
    yaml_reads, rules = from_yaml(name)
    assert reads == yaml_reads
    assert same(ruleset.Rules(*raw, table), rules)
    assert same(load_rules(name), rules)


def test_the_tables_are_used_for_a_builtin_name(
    made: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(name: str) -> Any:
        raise AssertionError(f"{name}: the YAML was read")

    monkeypatch.setattr(ruleset, "_read_and_compile", refuse)
    assert load_rules("wuhu").name == "wuhu"
    assert load_rules("wuhu-315").chain[-1].endswith("wuhu.yaml")


def write_sets(target: Path, change: Any) -> None:
    whole = marshal.loads(target.read_bytes())
    whole["sets"] = {name: change(name, entry) for name, entry in whole["sets"].items()}
    target.write_bytes(marshal.dumps(whole))


def stale(name: str, entry: Any) -> Any:
    files, body = entry
    looked_up, file_name, size, _ = files[-1]  # the file furthest up the chain
    return (*files[:-1], (looked_up, file_name, size, bytes(32))), body


@pytest.mark.parametrize("name", ["wuhu", "wuhu-315"])
def test_a_stale_digest_reads_the_yaml(made: Path, name: str) -> None:
    write_sets(made, stale)
    assert tables.load_builtin(name, rule_folders(name), lambda word: True) is None
    assert same(load_rules(name), from_yaml(name)[1])


def test_a_missing_file_reads_the_yaml(made: Path) -> None:
    made.unlink()
    assert not tables.holds("wuhu")
    assert same(load_rules("wuhu"), from_yaml("wuhu")[1])


@pytest.mark.parametrize("content", [b"", b"not marshal", marshal.dumps({"format": -1})])
def test_a_file_it_cannot_read_reads_the_yaml(made: Path, content: bytes) -> None:
    made.write_bytes(content)
    assert not tables.holds("wuhu")
    assert same(load_rules("wuhu"), from_yaml("wuhu")[1])


def test_a_variant_a_plugin_replaced_reads_the_yaml(made: Path) -> None:
    assert tables.load_builtin("wuhu", rule_folders("wuhu"), lambda word: False) is None


def test_a_house_rule_reads_its_own_file(made: Path) -> None:
    Path("house.yaml").write_text("extends: wuhu\nprices: {zuizi: 7}\n", encoding="utf-8")
    assert not tables.holds("house.yaml")
    rules = load_rules("house.yaml")
    assert rules.table.prices.zuizi == 7
    assert rules.chain[0] == "house.yaml"
    assert rules.where("prices", "zuizi") == "house.yaml:2:10"
    assert same(rules, from_yaml("house.yaml")[1])
    assert score(HAND, rules).net[1] == 105


def test_paths_are_shown_from_the_working_directory(
    made: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(Path(BUILTIN_FOLDER).resolve())
    rules = load_rules("wuhu-315")
    assert rules.path == "wuhu-315.yaml"
    assert same(rules, from_yaml("wuhu-315")[1])


def test_a_table_holds_only_what_it_can_give_back() -> None:
    with pytest.raises(TypeError):
        tables.encode(object())
    for value in [("m", "p", "s"), ("t", ()), ((1, "x"), ("d",)), frozenset({"m"}), [1, (2,)]]:
        assert same(tables.decode(marshal.loads(marshal.dumps(tables.encode(value)))), value)
