"""南陵 (docs/nanling.md; rules/nanling.yaml): the wild before the flipped tile, the gates
(self-draw, 缺一门, one of nine patterns), every item, 庄分, the switches, and every door
(score, batch, session, waits, check, rules, the web API).

Every expected number is worked out by hand from rules/nanling.yaml: 平胡 2, 硬/软顶九 20/10,
清一色顶九 100, 清一色 20, 混一色 10, 风一色 100, 硬/软独一支 20/10, 跑风 3, 星子归位 1, 星子胡 1,
无百搭 1, 九支 2, 四核/双四核/三四核 1/2/3, 杠上开花 1, 打一/二/三星子 15/45/100, each paid by
each of the three others; 庄分 5 between the dealer and the winner. Winner seat 1 unless given.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import run
from wuhu_mj import Result, load_rules
from wuhu_mj.messages.errors import InputError
from wuhu_mj.messages.message import render
from wuhu_mj.notation.text import parse_tile

ROOT = Path(__file__).resolve().parent.parent
RULES = "nanling"


def t(text: str) -> int:
    return parse_tile(text)


def items_of(result: Result) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in result.items:
        out[item.key] = out.get(item.key, 0) + item.points
    return out


def net_of(result: Result) -> list[int]:
    return [int(result.net[s]) for s in (1, 2, 3, 4)]


# hand, options (tiles as codes), items per payer (庄分 included), net of seats 1-4
CASES: list[tuple[str, dict[str, Any], dict[str, int], list[int]]] = [
    (
        "234m567m888m111z5m5m",
        {"wild": "7z", "dealer": 2},
        {"pinghu": 2, "hunyise": 10, "wubaida": 1, "jiuzhi": 2, "zhuangfen": 5},
        [50, -20, -15, -15],
    ),
    (
        "123m345m678m999m5m1p",
        {"indicator": "2p", "dealer": 1},
        {"pinghu": 2, "qingyise_dingjiu": 100, "xingzi_hu": 1, "jiuzhi": 2, "zhuangfen": 5},
        [330, -110, -110, -110],
    ),
    (
        "123456789p11z46s5s",
        {"wild": "7z", "dealer": 2},
        {
            "pinghu": 2,
            "ying_dingjiu": 20,
            "ying_duyizhi": 20,
            "wubaida": 1,
            "jiuzhi": 2,
            "zhuangfen": 5,
        },
        [140, -50, -45, -45],
    ),
    (
        "1234s6789s111z55z7z",
        {"indicator": "6z", "dealer": 3},
        {
            "pinghu": 2,
            "ruan_dingjiu": 10,
            "hunyise": 10,
            "ruan_duyizhi": 10,
            "xingzi_hu": 1,
            "jiuzhi": 2,
            "zhuangfen": 5,
        },
        [110, -35, -40, -35],
    ),
    (
        "123m456m789m111z9s5p",
        {"indicator": "1s", "dealer": 2},
        {"pinghu": 2, "ying_dingjiu": 20, "paofeng": 3, "jiuzhi": 2, "zhuangfen": 5},
        [86, -32, -27, -27],
    ),
    # 跑风 drawing a second 星子: the two 星子 are the pair.
    (
        "123m456m789m111z9s9s",
        {"wild": "9s", "dealer": 2},
        {"pinghu": 2, "ying_dingjiu": 20, "paofeng": 3, "hunyise": 10, "jiuzhi": 2, "zhuangfen": 5},
        [116, -42, -37, -37],
    ),
    (
        "123m789m46m111z99p5m",
        {"indicator": "6m", "dealer": 1},
        {
            "pinghu": 2,
            "ruan_dingjiu": 10,
            "ruan_duyizhi": 10,
            "xingzi_guiwei": 1,
            "xingzi_hu": 1,
            "jiuzhi": 2,
            "zhuangfen": 5,
        },
        [93, -31, -31, -31],
    ),
    (
        "234m678m22p456p99p1z",
        {"wild": "1z", "opening_wilds": 3, "dealer": 4},
        {"pinghu": 2, "xingzi_hu": 1, "da_san_xingzi": 100, "zhuangfen": 5},
        [314, -103, -103, -108],
    ),
    (
        "222m234m555m567m9m9m",
        {"wild": "7z", "dealer": 3},
        {"pinghu": 2, "qingyise": 20, "wubaida": 1, "jiuzhi": 2, "shuang_sihe": 2, "zhuangfen": 5},
        [86, -27, -32, -27],
    ),
    # 三四核: four 2m, 3m and 4m held (222 333 444 234m 55m); 清一色 20.
    (
        "2222m3333m4444m5m5m",
        {"wild": "7z", "dealer": 2},
        {"pinghu": 2, "qingyise": 20, "wubaida": 1, "jiuzhi": 2, "san_sihe": 3, "zhuangfen": 5},
        [89, -33, -28, -28],
    ),
    (
        "222z333z55z66z6z+angang1111z",
        {"indicator": "1p", "kong_draw": True, "dealer": 1},
        {"pinghu": 2, "fengyise": 100, "wubaida": 1, "gangkai": 1, "zhuangfen": 5},
        [327, -109, -109, -109],
    ),
    # A 星子 held plays the 2m of 123 456 789m, 1 and 9 natural: 软顶九 10, 九支 (9 万).
    (
        "13456789m111z9p7z9p",
        {"wild": "7z", "dealer": 2},
        {"pinghu": 2, "ruan_dingjiu": 10, "jiuzhi": 2, "zhuangfen": 5},
        [47, -19, -14, -14],
    ),
]


@pytest.mark.parametrize(("hand", "options", "items", "net"), CASES)
def test_items_and_nets(
    hand: str, options: dict[str, Any], items: dict[str, int], net: list[int]
) -> None:
    given = {k: t(v) if k in ("wild", "indicator") else v for k, v in options.items()}
    result = run(hand, RULES, **given)
    assert result.winning, render(result.reason, "en")
    assert items_of(result) == items
    assert net_of(result) == net
    assert sum(net) == 0


@pytest.mark.parametrize(
    ("indicator", "wild"),
    [("2p", "1p"), ("1m", "9m"), ("1z", "4z"), ("4z", "3z"), ("7z", "5z"), ("6z", "7z")],
)
def test_the_wild_is_the_tile_before_the_flipped_one(indicator: str, wild: str) -> None:
    """l.339 这张牌的上一个数: each suit wraps (翻 1 → 9), 东南西北 and 中发白 are cycles."""
    table = load_rules(RULES).table
    assert table.indicated[t(indicator)] == t(wild)  # type: ignore[attr-defined]


def test_anqing_still_takes_the_next_tile() -> None:
    table = load_rules("anqing").table
    assert table.following[t("2p")] == t("3p")  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("hand", "options", "reason"),
    [
        ("123456789m11p46s5s", {"wild": "7z"}, "one must be missing (缺一门"),
        ("234m678m22p456p99p1z", {"wild": "1z"}, "none of the patterns a win needs"),
        ("123456789p11z46s7s", {"wild": "7z"}, "not four sets and a pair"),
        # 九支 needs nine of one suit: eight 万 with the pair of 筒 is none of the nine.
        ("234m567m88m456p11z1z", {"wild": "5s"}, "none of the patterns"),
    ],
)
def test_no_win(hand: str, options: dict[str, Any], reason: str) -> None:
    given = {k: t(v) for k, v in options.items()}
    result = run(hand, RULES, **given)
    assert not result.winning
    assert reason in render(result.reason, "en")


def test_a_wild_may_not_be_the_1_of_dingjiu() -> None:
    """l.350: 软顶九 may hold 星子, but not as its 1 or 9."""
    result = run("23456789p11z456s7z", RULES, wild=t("7z"), dealer=2)
    assert items_of(result) == {"pinghu": 2, "xingzi_hu": 1, "jiuzhi": 2, "zhuangfen": 5}


def house(tmp_path: Path, text: str) -> str:
    path = tmp_path / "house.yaml"
    path.write_text("extends: nanling\n" + text, encoding="utf-8")
    return str(path)


def test_only_qing_hun(tmp_path: Path) -> None:
    rules = house(tmp_path, "switches: {only_qing_hun: true}\n")
    assert run("234m567m888m111z5m5m", rules, wild=t("7z")).winning  # 混一色
    no = run("123456789p11z46s5s", rules, wild=t("7z"))  # 顶九 + 独一支, not 清/混
    assert not no.winning
    assert "one suit" in render(no.reason, "en")


def test_without_dingjiu_and_with_a_dealer_of_ten(tmp_path: Path) -> None:
    text = "switches: {dingjiu: false}\nitems:\n  zhuangfen: {points: 10}\n"
    rules = house(tmp_path, text)
    result = run("123456789p11z46s5s", rules, wild=t("7z"), dealer=2)
    # No 顶九; 硬独一支 still opens the win. 2 + 20 + 1 + 2 = 25, the dealer 10 more.
    assert items_of(result) == {
        "pinghu": 2,
        "ying_duyizhi": 20,
        "wubaida": 1,
        "jiuzhi": 2,
        "zhuangfen": 10,
    }
    assert net_of(result) == [85, -35, -25, -25]


def test_switches_that_keep_the_win_but_not_the_points(tmp_path: Path) -> None:
    rules = house(tmp_path, "switches: {fengyise: false, daxingzi: false}\n")
    feng = run("222z333z55z66z6z+angang1111z", rules, indicator=t("1p"), dealer=2)
    assert "fengyise" not in items_of(feng) and feng.winning
    opened = run("234m678m22p456p99p1z", rules, wild=t("1z"), opening_wilds=1, dealer=2)
    assert opened.winning and "da_yi_xingzi" not in items_of(opened)


def test_hailao_scores_only_where_the_room_turns_it_on(tmp_path: Path) -> None:
    """l.115 海底捞 (off by default): 不勾选则只能胡但不加分."""
    hand = "234m567m888m111z5m5m"
    assert "hailao" not in items_of(run(hand, RULES, wild=t("7z"), last_four=True))
    rules = house(tmp_path, "switches: {hailao: true}\n")
    result = run(hand, rules, wild=t("7z"), last_four=True)
    assert items_of(result)["hailao"] == 1
    assert net_of(result) == [63, -21, -21, -21]  # (2 + 10 + 1 + 2 + 1 + 庄分 5) each


@pytest.mark.parametrize(
    ("options", "where"),
    [
        ({}, "--wild"),
        ({"wild": "7z", "indicator": "1z"}, "--indicator"),
        ({"wild": "7z", "opening_wilds": 4}, "--opening-wilds"),
    ],
)
def test_bad_options(options: dict[str, Any], where: str) -> None:
    given = {k: t(v) if isinstance(v, str) else v for k, v in options.items()}
    with pytest.raises(InputError) as caught:
        run("234m567m888m111z5m5m", RULES, **given)
    assert caught.value.where == where


def test_every_item_cites_its_rule_file_line() -> None:
    """Random hands with wilds: nets sum to zero, each item's source is the rule file's."""
    table = load_rules(RULES).table
    items = table.items  # type: ignore[attr-defined]
    sources = {key: getattr(items, key).source for key in type(items).__annotations__}
    rng = random.Random(29)
    scored = 0
    for _ in range(300):
        hand, options = random_hand(rng)
        try:
            result = run(hand, RULES, **options)
        except InputError:
            continue
        assert sum(net_of(result)) == 0
        if result.winning:
            scored += 1
            for item in result.items:
                assert item.source == sources[item.key], item
                assert item.source.startswith("dahhu config_WHMJ.lua ")
    assert scored > 60


def random_hand(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """Four sets and a pair of two suits and the honors, some tiles turned into the wild."""
    suits = rng.sample("mps", 2)
    held: dict[str, int] = {}
    tiles: list[str] = []
    while len(tiles) < 12:
        kind = rng.choice([*suits, "z"])
        if kind == "z":
            group = [f"{rng.randint(1, 7)}z"] * 3
        else:
            n = rng.randint(1, 9)
            if n <= 7 and rng.random() < 0.6:
                group = [f"{n + i}{kind}" for i in range(3)]
            else:
                group = [f"{n}{kind}"] * 3
        if all(held.get(x, 0) + group.count(x) <= 4 for x in group):
            for x in group:
                held[x] = held.get(x, 0) + 1
            tiles += group
    while True:
        pair = f"{rng.randint(1, 9)}{suits[0]}"
        if held.get(pair, 0) <= 2:
            tiles += [pair, pair]
            break
    wild = f"{rng.randint(1, 7)}z" if rng.random() < 0.3 else f"{rng.randint(1, 9)}{suits[1]}"
    for i in range(len(tiles)):
        if rng.random() < 0.1 and tiles.count(wild) < 4:
            tiles[i] = wild
    if any(tiles.count(x) > 4 for x in tiles):
        return "234m567m888m111z5m5m", {"wild": t("7z")}
    rng.shuffle(tiles)
    options: dict[str, Any] = {
        "wild": t(wild),
        "winner": rng.randint(1, 4),
        "dealer": rng.randint(1, 4),
    }
    if rng.random() < 0.2:
        options["opening_wilds"] = rng.randint(1, 3)
    return "".join(tiles), options


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "60"}
    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        capture_output=True,
        text=True,
        check=False,
        input=stdin,
        env=env,
    )


def test_rules_list_and_show_in_both_languages() -> None:
    zh = cli("rules", "list").stdout
    en = cli("--lang", "en", "rules", "list").stdout
    assert "nanling" in zh and "南陵麻将" in zh
    assert "Nanling, 136 tiles with a wild" in " ".join(en.split())
    shown = cli("rules", "show", "nanling").stdout
    assert "direction: previous" in shown and "dahhu config_WHMJ.lua 392" in shown
    assert "needs_one_of" in shown and "que_yi_men" in shown


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_score_fits_60_columns(lang: str) -> None:
    done = cli("--lang", lang, "score", "1234s6789s111z55z7z", "-r", RULES, "--indicator", "6z")
    assert done.returncode == 0, done.stderr
    from rich.cells import cell_len

    assert all(cell_len(line) <= 60 for line in done.stdout.splitlines())
    assert ("软独一支" if lang == "zh" else "1-9 (soft)") in done.stdout


def test_refusals_exit_2_with_one_line() -> None:
    discard = cli("score", "234m567m888m111z5m5m", "-r", RULES, "--wild", "7z", "--from", "2")
    assert discard.returncode == 2 and len(discard.stderr.strip().splitlines()) == 1
    flower = cli("score", "234m567m888m111z5m5m+hua1f", "-r", RULES, "--wild", "7z")
    assert flower.returncode == 2
    no_wild = cli("score", "234m567m888m111z5m5m", "-r", RULES)
    assert no_wild.returncode == 2 and "--wild" in no_wild.stderr
    no_win = cli("score", "123456789m11p46s5s", "-r", RULES, "--wild", "7z")
    assert no_win.returncode == 1


def test_batch() -> None:
    lines = [
        json.dumps({"hand": "234m567m888m111z5m5m", "rules": RULES, "wild": "7z", "dealer": 2}),
        json.dumps(
            {"hand": "234m678m22p456p99p1z", "rules": RULES, "wild": "1z", "opening-wilds": 2}
        ),
    ]
    done = cli("batch", "-", "--json", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    nets = [a["net"] for a in answers if "net" in a][:2]
    assert nets[0] == {"1": 50, "2": -20, "3": -15, "4": -15}
    assert nets[1] == {"1": 159, "2": -53, "3": -53, "4": -53}


def test_session_winner_deals_and_a_draw_passes_the_deal() -> None:
    done = cli("--lang", "en", "session", str(ROOT / "samples" / "session-nanling.txt"), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [h["dealer"] for h in data["hands"]] == ["老张", "老张", "老李", "老王"]
    assert data["net"] == {"老张": -13, "老李": 97, "老王": 4, "老赵": -88}


def test_waits_13_and_14_tiles() -> None:
    done = cli("waits", "123456789p11z46s", "-r", RULES, "--wild", "7z", "--json")
    assert done.returncode == 0, done.stderr
    waits = {w["tile"]: w for w in json.loads(done.stdout)["waits"]}
    assert sorted(waits) == ["5s", "7z"]
    assert "ying_duyizhi" in waits["5s"]["patterns"]
    assert waits["5s"]["self_draw"]["total"] == 150  # 45 each, the dealer (seat 1) wins: +5
    assert "ruan_duyizhi" in waits["7z"]["patterns"]
    fourteen = cli("waits", "123456789p11z46s5s", "-r", RULES, "--wild", "7z")
    assert fourteen.returncode == 0, fourteen.stderr


def test_check_runs_the_worked_examples() -> None:
    done = cli("--lang", "en", "check", str(ROOT / "samples" / "nanling-examples.yaml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "examples: 14, 14 as recorded" in done.stdout


def test_the_web_api_scores_nanling() -> None:
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    client = TestClient(create_app())
    hand = {"hand": "234m567m888m111z5m5m", "rules": RULES, "wild": "7z", "dealer": 2}
    answer = client.post("/api/score", json=hand).json()
    assert answer["net"] == {"1": 50, "2": -20, "3": -15, "4": -15}
    refused = client.post("/api/score", json={**hand, "from": 3})
    assert refused.status_code == 400 or "error" in refused.json()
