"""The deck a rule file declares (`tiles.numbers`, with `suits` and `honors`): a hand holding a
tile the deck lacks is refused (exit 2) naming the deck and where the text has the tile;
`waits` offers only the deck's tiles; a bad `numbers` is a rule-file error at its line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from wuhu_mj import InputError, load_rules
from wuhu_mj.service.pipeline import Pipeline

SHORT = """\
extends: wuhu
name: wuhu-short
tiles:
  numbers: [2, 3, 4, 5, 6, 7, 8]
"""


@pytest.fixture
def short(tmp_path: Path) -> Path:
    path = tmp_path / "short.yaml"
    path.write_text(SHORT, encoding="utf-8")
    return path


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args], capture_output=True, text=True, check=False
    )


def test_numbers_make_the_deck(short: Path) -> None:
    tiles = load_rules(str(short)).table.tiles
    assert tiles.numbers == (2, 3, 4, 5, 6, 7, 8)
    assert len(tiles.playable) == 22  # 7 numbers x 3 suits + 红中
    assert load_rules("wuhu").table.tiles.numbers == (1, 2, 3, 4, 5, 6, 7, 8, 9)


@pytest.mark.parametrize(
    ("hand", "lang", "line"),
    [
        (
            "123567m234p23455s",
            "en",
            "hand: 1m at 1 is not in the wuhu-short deck (88 tiles: 2-8m 2-8p 2-8s 7z)",
        ),
        (
            "234567m234p55s+peng999p",
            "en",
            "hand: 9p at 20 is not in the wuhu-short deck (88 tiles: 2-8m 2-8p 2-8s 7z)",
        ),
        (
            "234567m234p2345s 9s",
            "zh",
            "手牌: 第 18 个字符的 9s：wuhu-short 的牌里没有这张（这副牌 88 张：2-8m 2-8p 2-8s 7z）",
        ),
    ],
)
def test_a_tile_the_deck_lacks_is_refused_with_its_position(
    short: Path, hand: str, lang: str, line: str
) -> None:
    done = cli("--lang", lang, "score", hand, "-r", str(short))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.strip().endswith(line)
    assert len(done.stderr.strip().splitlines()) == 1


def test_the_same_hand_scores_under_the_full_deck() -> None:
    done = cli("score", "123567m234p23455s", "--json")
    assert done.returncode in (0, 1)


def test_waits_offer_only_the_decks_tiles(short: Path) -> None:
    full = json.loads(cli("waits", "23456678m234p55s", "--json").stdout)
    cut = json.loads(cli("waits", "23456678m234p55s", "--json", "-r", str(short)).stdout)
    assert sorted(w["tile"] for w in full["waits"]) == ["1m", "4m", "7m"]
    assert sorted(w["tile"] for w in cut["waits"]) == ["4m", "7m"]


def test_waits_refuse_a_tile_the_deck_lacks(short: Path) -> None:
    done = cli("--lang", "en", "waits", "12345678m234p55s", "-r", str(short))
    assert done.returncode == 2
    assert "1m at 1 is not in the wuhu-short deck" in done.stderr


def test_the_library_error_without_text_names_the_deck(short: Path) -> None:
    from wuhu_mj import score

    with pytest.raises(InputError) as caught:
        score("123567m234p23455s", load_rules(str(short)))
    assert (
        str(caught.value) == "hand: 1m is not in the wuhu-short deck (88 tiles: 2-8m 2-8p 2-8s 7z)"
    )
    with pytest.raises(InputError) as placed:
        Pipeline().score("5m 123567m234p2345s", {}, load_rules(str(short)))
    assert "1m at 4 is not" in str(placed.value)


@pytest.mark.parametrize(
    ("numbers", "said"),
    [
        ("[2, 10]", "'tiles.numbers[1]' must be at most 9"),
        ("[0]", "'tiles.numbers[0]' must be at least 1"),
        ("[]", "'tiles.numbers'"),
        ("[3, 3]", "'tiles.numbers'"),
    ],
)
def test_bad_numbers_are_a_rule_file_error(tmp_path: Path, numbers: str, said: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(f"extends: wuhu\ntiles:\n  numbers: {numbers}\n", encoding="utf-8")
    done = cli("--lang", "en", "rules", "validate", str(path))
    assert done.returncode == 2
    assert f"{path}:3:" in done.stderr
    assert said in done.stderr
