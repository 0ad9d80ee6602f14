"""The house-rule presets in samples/house-rules/ (docs/house-rules.md) and the table of issue
20: the same hands under `wuhu` and under the card-room server's readings.

Winner seat 1, dealer seat 2. Each row: what the paying seats pay under `wuhu` and under the
preset, and the house choice behind the difference.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parents[1]
HOUSE = ROOT / "samples" / "house-rules"
CARD_ROOM = "samples/house-rules/card-room-525.yaml"
SANJIAFU = "samples/house-rules/sanjiafu.yaml"
QINGYANG = "samples/house-rules/chizhou-qingyang.yaml"


def pays(hand: str, rules: str, *options: str) -> dict[int, int]:
    args = ["score", hand, "-r", rules, "--winner", "1", "--dealer", "2", *options, "--json"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    return {p["from"]: p["amount"] for p in json.loads(result.stdout)["payments"]}


@pytest.mark.parametrize(
    ("hand", "options", "preset", "wuhu", "house"),
    [
        # 三家付: on a discard all three pay, each their own price.
        ("11234678m23467p5p", ["--from", "3"], SANJIAFU, {3: 6}, {2: 8, 3: 6, 4: 6}),
        # 三家付 as 000 七 reads it: the discarder pays at the dealer's rate.
        (
            "12334567p55m234s8p",
            ["--from", "2", "--dealer", "4"],
            SANJIAFU,
            {2: 7},
            {2: 7, 3: 7, 4: 9},
        ),
        (
            "12334567p55m234s8p",
            ["--from", "2", "--dealer", "4"],
            "samples/house-rules/sanjiafu-dealer-rate.yaml",
            {2: 7},
            {2: 9, 3: 7, 4: 9},
        ),
        # 杠后开花 doubled on a self-draw (000 四, 七, 八) or not (000 五.3).
        (
            "1123467m999p8m+gang5555s",
            ["--kong-draw"],
            "samples/house-rules/gangkai-doubled.yaml",
            {2: 27, 3: 21, 4: 21},
            {2: 32, 3: 26, 4: 26},
        ),
        # 清一色 + 四活: a 嘴子 left over beyond the 交 adds 20 ...
        ("1111234555667m8m", ["--from", "3"], CARD_ROOM, {3: 50}, {3: 70}),
        # ... and a self-drawn 交 adds 20.
        ("1111234555667m8m", [], CARD_ROOM, {2: 50, 3: 50, 4: 50}, {2: 90, 3: 90, 4: 90}),
        # 清一色 + 双四活: 交 stacking, each reason for 交 is another 交.
        ("1111222235578m9m", ["--from", "3"], CARD_ROOM, {3: 50}, {3: 100}),
        # All four 2p are out: an exhausted wait still counts as a wait (no 压档).
        ("2344556p5p+peng222p+peng777m", ["--from", "3"], CARD_ROOM, {3: 17}, {3: 13}),
        # 三对包牌: the feeder pays three times, for everyone.
        ("99m23p4p+peng111m@3+peng555m@3+peng777s@3", ["--from", "4"], CARD_ROOM, {3: 6}, {3: 18}),
    ],
)
def test_the_issue_table(
    hand: str, options: list[str], preset: str, wuhu: dict[int, int], house: dict[int, int]
) -> None:
    assert pays(hand, "wuhu", *options) == wuhu
    assert pays(hand, preset, *options) == house


# Each preset and the source its comments cite for the reading it plays.
PRESETS = {
    "card-room-525.yaml": "jsmjServer",
    "sanjiafu.yaml": "jsmjServer",
    "chizhou-qingyang.yaml": "青阳",
    "sanjiafu-dealer-rate.yaml": "000 七",
    "gangkai-doubled.yaml": "杠上开花（10）",
}


@pytest.mark.parametrize("name", PRESETS)
def test_a_preset_extends_a_builtin_names_its_source_and_has_examples(name: str) -> None:
    path = HOUSE / name
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    assert data["extends"] in ("wuhu", "chizhou")
    comments = "\n".join(line for line in text.splitlines() if line.startswith("#"))
    assert PRESETS[name] in comments
    examples = path.with_name(path.stem + "-examples.yaml")
    assert yaml.safe_load(examples.read_text(encoding="utf-8"))["rules"] == name
    result = CliRunner().invoke(cli, ["check", str(examples)])
    assert result.exit_code == 0, result.output


def test_the_qingyang_preset() -> None:
    assert pays("123456789m111m55m", QINGYANG, "--from", "3") == {3: 3}
    result = CliRunner().invoke(cli, ["score", "123456789m111m55m", "-r", "chizhou", "--from", "3"])
    assert result.exit_code == 1  # 花不够


def test_a_check_file_names_its_rules_relative_to_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`rules: card-room-525.yaml` in a check file is the preset beside it, wherever the
    command runs."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["check", str(HOUSE / "card-room-525-examples.yaml")])
    assert result.exit_code == 0, result.output
