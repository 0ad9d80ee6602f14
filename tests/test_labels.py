"""Labels in both languages: `label`/`label_en` (and `description`, each key of `labels:`)
decoded into Text; a house file's own words are never shown with its parent's English
(docs/house-rules.md, "Labels in two languages")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from wuhu_mj import load_rules
from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.errors import RuleFileError
from wuhu_mj.messages.message import Text, render
from wuhu_mj.scoring.best import score

ROOT = Path(__file__).resolve().parents[1]
SIHUO = "44446789m22345p5m"  # 9支卡5自摸, one 四活 (000 八)


def _write(path: Path, data: dict[str, Any]) -> str:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_built_in_labels_have_their_english() -> None:
    wuhu = load_rules("wuhu").table
    assert wuhu.zuizi["sihuo"].label == Text("四活", "four of a kind in sets (四活)")
    assert wuhu.labels.zhi == Text("支番", "支 points")
    assert wuhu.description.en.startswith("Wuhu, 000's price table")
    fan = load_rules("wuhu-fan").table  # extends wuhu and renames 四活 with its own English
    assert fan.zuizi["sihuo"].label == Text("四核", "four of a kind in sets (四核)")


@pytest.mark.parametrize(
    "path", sorted([*ROOT.glob("rules/*.yaml"), *ROOT.glob("samples/house-rules/*.yaml")])
)
def test_every_label_in_the_shipped_files_has_english_beside_it(path: Path) -> None:
    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in ("label", "description"):
                if key in node:
                    assert f"{key}_en" in node, (path.name, node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    walk(data)
    labels = data.get("labels") or {}
    assert all(f"{k}_en" in labels for k in labels if not k.endswith("_en")), path.name


def test_a_house_label_without_english_is_its_own_words_in_both(tmp_path: Path) -> None:
    house = _write(
        tmp_path / "house.yaml", {"extends": "wuhu", "zuizi": {"sihuo": {"label": "四核"}}}
    )
    label = load_rules(house).table.zuizi["sihuo"].label
    assert label == Text("四核", "四核")  # not wuhu's "four of a kind in sets (四活)"
    item = next(i for i in score(SIHUO, house).items if i.key == "sihuo")
    assert (render(item.label, "zh"), render(item.label, "en")) == ("四核", "四核")


def test_a_house_label_with_english(tmp_path: Path) -> None:
    data = {"extends": "wuhu", "labels": {"dealer": "庄家加两底", "dealer_en": "two extra 底"}}
    table = load_rules(_write(tmp_path / "house.yaml", data)).table
    assert table.labels.dealer == Text("庄家加两底", "two extra 底")
    assert table.labels.zhi == Text("支番", "支 points")  # the parent's, untouched


def test_a_house_file_may_give_english_to_its_parents_label(tmp_path: Path) -> None:
    parent = _write(tmp_path / "parent.yaml", {"extends": "wuhu", "labels": {"dealer": "庄加"}})
    child = _write(tmp_path / "child.yaml", {"extends": parent, "labels": {"dealer_en": "extra"}})
    assert load_rules(parent).table.labels.dealer == Text("庄加", "庄加")
    assert load_rules(child).table.labels.dealer == Text("庄加", "extra")


def test_english_written_before_a_rename_does_not_count(tmp_path: Path) -> None:
    base = {"extends": "wuhu", "labels": {"dealer": "庄加", "dealer_en": "dealer extra"}}
    parent = _write(tmp_path / "parent.yaml", base)
    child = _write(tmp_path / "child.yaml", {"extends": parent, "labels": {"dealer": "庄家加三底"}})
    assert load_rules(child).table.labels.dealer == Text("庄家加三底", "庄家加三底")


def test_english_alone_is_an_error(tmp_path: Path) -> None:
    data = {"extends": "wuhu", "zuizi": {"pengpenghu": {"label_en": "all triplets"}}}
    path = _write(tmp_path / "house.yaml", data)
    with pytest.raises(RuleFileError) as caught:
        load_rules(path)
    assert str(caught.value).endswith(
        "'zuizi.pengpenghu.label_en' is the English of 'label', which is missing"
    )


def test_english_must_be_text_and_is_spelled_right(tmp_path: Path) -> None:
    bad = _write(tmp_path / "bad.yaml", {"extends": "wuhu", "labels": {"zhi_en": 3}})
    with pytest.raises(RuleFileError, match=r"'labels.zhi_en' must be text, not 3"):
        load_rules(bad)
    typo = _write(tmp_path / "typo.yaml", {"extends": "wuhu", "labels": {"zhi_eng": "x"}})
    with pytest.raises(RuleFileError, match=r"did you mean 'zhi_en'\?"):
        load_rules(typo)


def test_the_schema_lists_the_english_keys() -> None:
    result = CliRunner().invoke(cli, ["rules", "schema", "wuhu"])
    schema = json.loads(result.output)
    assert "description_en" in schema["properties"]
    labels = schema["properties"]["labels"]["properties"]
    assert labels["zhi_en"] == {"type": "string"}


def test_english_breakdown_shows_the_house_words(tmp_path: Path) -> None:
    house = _write(
        tmp_path / "house.yaml", {"extends": "wuhu", "zuizi": {"sihuo": {"label": "四核"}}}
    )
    out = CliRunner().invoke(cli, ["score", SIHUO, "--rules", house, "--lang", "en"]).output
    assert "四核" in out and "(四活)" not in out
