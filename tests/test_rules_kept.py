"""Rule sets kept for the life of a process: given again only while reading the files again
would give the same rule set (every byte the files hold, the file each name leads to, the
working directory paths are shown from, the variants compiled with)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wuhu_mj import RuleFileError, load_rules, score
from wuhu_mj.variants import register, unregister

HAND = "123m456m789m11p+peng555s"  # 通天: one 嘴子


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)


def write(name: str, text: str) -> None:
    Path(name).write_text(text, encoding="utf-8")


def test_an_unchanged_rule_set_is_the_one_loaded_before() -> None:
    write("house.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    first = load_rules("house.yaml")
    assert load_rules("house.yaml") is first
    assert load_rules("wuhu") is load_rules("wuhu")


def test_an_edit_that_keeps_size_and_time_is_read_again() -> None:
    """The bytes are compared, not a time stamp or a size."""
    write("house.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    stamp = os.stat("house.yaml")
    assert load_rules("house.yaml").table.prices.zuizi == 7
    write("house.yaml", "extends: wuhu\nprices: {zuizi: 9}\n")
    os.utime("house.yaml", ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert load_rules("house.yaml").table.prices.zuizi == 9


def test_a_changed_parent_is_read_again() -> None:
    write("parent.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    write("house.yaml", "extends: parent.yaml\n")
    first = score(HAND, load_rules("house.yaml")).net[1]
    write("parent.yaml", "extends: wuhu\nprices: {zuizi: 100}\n")
    second = score(HAND, load_rules("house.yaml")).net[1]
    assert (first, second) == (105, 663)


def test_a_grandparent_two_links_up_is_checked_too() -> None:
    write("base.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    write("parent.yaml", "extends: base.yaml\n")
    write("house.yaml", "extends: parent.yaml\n")
    assert load_rules("house.yaml").table.prices.zuizi == 7
    write("base.yaml", "extends: wuhu\nprices: {zuizi: 8}\n")
    assert load_rules("house.yaml").table.prices.zuizi == 8


def test_a_switched_symlink_is_read_again() -> None:
    """The rule file itself, and a parent through `extends:`, each a symlink switched to
    another file: the new file is read, and messages name it."""
    write("p1.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    write("p2.yaml", "extends: wuhu\nprices: {zuizi: 100}\n")
    os.symlink("p1.yaml", "cur.yaml")
    assert load_rules("cur.yaml").table.prices.zuizi == 7
    assert load_rules("cur.yaml").path == "p1.yaml"
    os.remove("cur.yaml")
    os.symlink("p2.yaml", "cur.yaml")
    assert load_rules("cur.yaml").table.prices.zuizi == 100
    assert load_rules("cur.yaml").path == "p2.yaml"
    write("table.yaml", "extends: cur.yaml\n")
    assert load_rules("table.yaml").chain[:2] == ("table.yaml", "p2.yaml")
    os.remove("cur.yaml")
    os.symlink("p1.yaml", "cur.yaml")
    assert load_rules("table.yaml").table.prices.zuizi == 7
    assert load_rules("table.yaml").chain[:2] == ("table.yaml", "p1.yaml")


def test_a_symlink_switched_to_an_identical_copy_names_the_copy() -> None:
    """Same bytes, another file: the rule set's path (cited in every FILE:LINE:COL) follows."""
    write("a.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    write("b.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    os.symlink("a.yaml", "cur.yaml")
    assert load_rules("cur.yaml").where("prices", "zuizi") == "a.yaml:2:10"
    os.remove("cur.yaml")
    os.symlink("b.yaml", "cur.yaml")
    assert load_rules("cur.yaml").where("prices", "zuizi") == "b.yaml:2:10"


def test_a_removed_file_is_an_error_again(tmp_path: Path) -> None:
    write("house.yaml", "extends: wuhu\n")
    load_rules("house.yaml")
    os.remove("house.yaml")
    with pytest.raises(RuleFileError, match=r"^house.yaml: no such rule file$"):
        load_rules("house.yaml")


def test_a_broken_file_is_not_kept() -> None:
    write("house.yaml", "extends: wuhu\nprices: {zuizi: 7.5}\n")
    with pytest.raises(RuleFileError, match=r"must be a whole number, not 7\.5$"):
        load_rules("house.yaml")
    write("house.yaml", "extends: wuhu\nprices: {zuizi: 7}\n")
    assert load_rules("house.yaml").table.prices.zuizi == 7


def test_paths_are_shown_from_the_working_directory_of_the_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "sub").mkdir()
    write("sub/house.yaml", "extends: wuhu\n")
    assert load_rules(str(tmp_path / "sub" / "house.yaml")).path == "sub/house.yaml"
    monkeypatch.chdir(tmp_path / "sub")
    assert load_rules(str(tmp_path / "sub" / "house.yaml")).path == "house.yaml"


def test_a_variant_registered_since_compiles_again() -> None:
    write("house.yaml", "extends: wuhu\n")
    first = load_rules("house.yaml")
    from wuhu_mj.variants import variant_named

    register(variant_named("wuhu"))  # the same object again: a change of the registry
    try:
        assert load_rules("house.yaml") is not first
    finally:
        unregister("nothing-of-that-name")
