"""庐江 (docs/lujiang.md; rules/lujiang.yaml): the deck, the gates (缺一门, 八支), every item
in 分, payments, and every door (score, batch, session, waits, check, rules, the web API).

Every expected number is worked out by hand from rules/lujiang.yaml: 平胡 1, 混一色 2, 明杠 1
and 暗杠 2 per kong, 清一色 10, 对对胡 2, 压当 1 (卡/边/单调 on the only wait), 不求人 1, 顶九
2, 断幺 2, 幺九头 2, 八支 1 per tile of the longest suit from the 8th on, 豹子 1 per concealed
triplet, 五同 1 per tile of one number from the 5th on, 明四合 1, 暗四合 2, 杠上开花 10. A
discard is paid by the discarder, a self-draw by each of the three. Winner seat 1 unless given.
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

ROOT = Path(__file__).resolve().parent.parent
RULES = "lujiang"


def items_of(result: Result) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in result.items:
        out[item.key] = out.get(item.key, 0) + item.points
    return out


def net_of(result: Result) -> list[int]:
    return [int(result.net[s]) for s in (1, 2, 3, 4)]


# hand, options, items (分 per payer, before who pays), net of seats 1-4
CASES: list[tuple[str, dict[str, Any], dict[str, int], list[int]]] = [
    # 111 222 333 456m 99p on the dealer's 9p: the triplets' reading (豹子 3) beats the runs';
    # 9p is the only wait (单调): 压当.
    (
        "111222333m456m9p9p",
        {"discarder": 4, "dealer": 4},
        {"pinghu": 1, "yadang": 1, "menqing": 1, "yaojiutou": 2, "bazhi": 5, "baozi": 3},
        [13, 0, 0, -13],
    ),
    # The same self-drawn: each of the three pays 13, the dealer no more than the others.
    (
        "111222333m456m9p9p",
        {"dealer": 3},
        {"pinghu": 1, "yadang": 1, "menqing": 1, "yaojiutou": 2, "bazhi": 5, "baozi": 3},
        [39, -13, -13, -13],
    ),
    # 123 456 789m 55p 77p on seat 3's 7p: the triplet the discard completes lies in the hand,
    # a 豹子 (docs/lujiang.md); 55p/77p wait on either (双碰): no 压当.
    (
        "123m456m789m55p77p7p",
        {"discarder": 3},
        {"pinghu": 1, "menqing": 1, "dingjiu": 2, "bazhi": 2, "baozi": 1},
        [7, 0, -7, 0],
    ),
    # 碰 2m, 234 567m 88m 456p on seat 2's 6p: 明四合 (222 碰 + 234), no 不求人, 断幺.
    (
        "234m567m88m45p6p+peng222m",
        {"discarder": 2},
        {"pinghu": 1, "duanyao": 2, "bazhi": 4, "ming_sihe": 1},
        [8, -8, 0, 0],
    ),
    # 明杠 9m, 123 78m 55p 777p on seat 3's 6m: 9m is held four times, so 6m is the only
    # wait, but closes 678 at its low end (neither 卡 nor 12-3 / 89-7 边): no 压当.
    (
        "123m78m55p777p6m+gang9999m",
        {"discarder": 3},
        {"pinghu": 1, "minggang": 1, "bazhi": 3, "baozi": 1},
        [6, 0, -6, 0],
    ),
    # 清一色 self-drawn on a concealed kong's replacement: 123 123 789m 11m + 暗杠 5555m
    # (1112233789m waits on 1m or 4m). 八支: 11 + 4 = 15 tiles, 15 - 7 = 8.
    (
        "123m123m789m11m+angang5555m",
        {"kong_draw": True},
        {
            "pinghu": 1,
            "angang": 2,
            "qingyise": 10,
            "menqing": 1,
            "yaojiutou": 2,
            "bazhi": 8,
            "gangkai": 10,
        },
        [102, -34, -34, -34],
    ),
]


@pytest.mark.parametrize(("hand", "options", "items", "net"), CASES)
def test_items_and_nets(
    hand: str, options: dict[str, Any], items: dict[str, int], net: list[int]
) -> None:
    result = run(hand, RULES, **options)
    assert result.winning, render(result.reason, "en")
    assert items_of(result) == items
    assert net_of(result) == net
    assert sum(net) == 0


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        ("123m456p789s11m23m4m", "all three suits"),  # 缺一门
        ("123m456m777z123p5p5p", "not 八支"),  # 6 万, 5 筒
        ("11335577m224466p", "no seven pairs"),  # 七对 never wins
        ("22334455m667p88p8p", "not a pair and four sets"),
    ],
)
def test_no_win(hand: str, reason: str) -> None:
    result = run(hand, RULES)
    assert not result.winning
    assert reason in render(result.reason, "en")


def test_the_missing_suit_reason_names_its_source() -> None:
    result = run("123m456p789s11m23m4m", RULES)
    assert "dahhu config_HFLJ.lua 75" in render(result.reason, "zh")


def test_the_deck_is_108_suited_tiles_and_4_red_dragons() -> None:
    with pytest.raises(InputError) as caught:
        run("123m456m789m1z1z234p", RULES)
    assert "lujiang deck (112 tiles: 1-9m 1-9p 1-9s 7z)" in str(caught.value)
    assert len(load_rules(RULES).table.tiles.playable) == 28
    with pytest.raises(InputError):
        run("456m789m11p234p+chi123m", RULES)  # no chi


def test_one_discard_has_one_winner(tmp_path: Path) -> None:
    table = load_rules(RULES).table
    assert table.several_winners is not None and not table.several_winners.allowed
    path = tmp_path / "two.txt"
    hand = "123m567m789m55p34p5p"
    path.write_text(
        f"players: A B C D\nrules: lujiang\ndealer: A\n\nB,C <- D {hand} {hand}\n",
        encoding="utf-8",
    )
    done = cli("--lang", "en", "session", str(path))
    assert done.returncode == 2
    assert "dahhu config_HFLJ.lua 81" in done.stderr


def test_every_item_cites_its_rule_file_line() -> None:
    """Random hands: nets sum to zero, each item's source is the rule file's for its key."""
    table = load_rules(RULES).table
    sources = {key: getattr(table.items, key).source for key in table.items.__annotations__}
    rng = random.Random(29)
    scored = 0
    for _ in range(400):
        hand, options = random_hand(rng)
        try:
            result = run(hand, RULES, **options)
        except InputError:
            continue
        assert sum(net_of(result)) == 0
        if result.winning:
            scored += 1
            total = sum(i.points for i in result.items)
            paid = sum(p.amount for p in result.payments)
            assert paid == total * (1 if "discarder" in options else 3)
            for item in result.items:
                assert item.source == sources[item.key], item
                assert item.source.startswith("dahhu config_HFLJ.lua ")
    assert scored > 150


def random_hand(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A pair and four sets of one or two suits (some melded, now and then 红中), most of
    them of one suit."""
    main, other = rng.sample("mps", 2)
    parts: list[str] = []
    melds: list[str] = []
    held: dict[str, int] = {}

    def take(tiles: list[str]) -> bool:
        if any(held.get(t, 0) + tiles.count(t) > 4 for t in tiles):
            return False
        for t in tiles:
            held[t] = held.get(t, 0) + 1
        return True

    while len(parts) + len(melds) < 4:
        roll = rng.random()
        suit = main if roll < 0.7 else other if roll < 0.95 else "z"
        n = 7 if suit == "z" else rng.randint(1, 9)
        if suit != "z" and rng.random() < 0.55 and n <= 7:
            group = [f"{n}{suit}", f"{n + 1}{suit}", f"{n + 2}{suit}"]
        else:
            group = [f"{n}{suit}"] * 3
        if not take(group):
            continue
        if group[0] == group[1] and rng.random() < 0.3:
            kind = rng.choice(["peng", "gang", "angang", "jiagang"])
            if kind != "peng" and not take([group[0]]):
                continue
            melds.append(f"+{kind}{group[0] * (3 if kind == 'peng' else 4)}")
        else:
            parts.append("".join(group))
    while True:
        pair = f"{rng.randint(1, 9)}{main}"
        if take([pair, pair]):
            break
    concealed = [parts[i][j : j + 2] for i in range(len(parts)) for j in range(0, 6, 2)]
    concealed += [pair, pair]
    rng.shuffle(concealed)
    options: dict[str, Any] = {"winner": rng.randint(1, 4), "dealer": rng.randint(1, 4)}
    if rng.random() < 0.5:
        options["discarder"] = rng.choice([s for s in (1, 2, 3, 4) if s != options["winner"]])
    elif rng.random() < 0.2:
        options["kong_draw"] = True
    return "".join(concealed) + "".join(melds), options


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
    assert "lujiang\n" in zh and "庐江麻将" in zh
    assert "Lujiang, 108 suited tiles and 4 red dragons" in " ".join(en.split())
    shown = cli("rules", "show", "lujiang").stdout
    assert "gates:" in shown and "que_yi_men:" in shown and "min_tiles: 8" in shown
    assert "dahhu config_HFLJ.lua 105" in shown and "bazhi_from: 8" in shown


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_score_fits_60_columns(lang: str) -> None:
    done = cli("--lang", lang, "score", "345p68p123m99p7p+angang2222p", "-r", RULES, "--kong-draw")
    assert done.returncode == 0
    from rich.cells import cell_len

    assert all(cell_len(line) <= 60 for line in done.stdout.splitlines())
    assert ("杠上开花" if lang == "zh" else "win on a kong's replacement") in done.stdout
    assert ("压当" if lang == "zh" else "closed wait") in done.stdout


def test_batch() -> None:
    lines = [
        json.dumps({"hand": "123m567m789m55p34p5p", "rules": RULES}),
        json.dumps({"hand": "123m567m789m66p35p4p", "rules": RULES, "from": 3}),
        json.dumps({"hand": "123m456p789s11m23m4m", "rules": RULES}),
    ]
    done = cli("batch", "-", "--json", stdin="\n".join(lines) + "\n")
    assert done.returncode in (0, 1), done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert answers[0]["net"] == {"1": 12, "2": -4, "3": -4, "4": -4}
    assert answers[1]["net"] == {"1": 5, "2": 0, "3": -5, "4": 0}
    assert answers[2]["winning"] is False


def test_session_passes_the_deal_unless_the_dealer_wins() -> None:
    done = cli("--lang", "en", "session", str(ROOT / "samples" / "session-lujiang.txt"), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [h["dealer"] for h in data["hands"]] == ["老张", "老张", "老李", "老王"]
    assert data["net"] == {"老张": 0, "老李": -11, "老王": 27, "老赵": -16}


def test_waits_13_and_14_tiles() -> None:
    done = cli("waits", "123m567m789m66p35p", "-r", RULES, "--json")
    assert done.returncode == 0, done.stderr
    waits = json.loads(done.stdout)["waits"]
    assert [w["tile"] for w in waits] == ["4p"]
    assert "yadang" in waits[0]["patterns"]
    assert waits[0]["self_draw"]["total"] == 15 and waits[0]["discard"]["total"] == 5
    # 23p waits on 1p or 4p, but with 6 万 and 5 筒 neither reaches 八支: no wait wins.
    gated = json.loads(cli("waits", "123456m23p55p777z", "-r", RULES, "--json").stdout)
    assert gated["waits"] == []
    fourteen = cli("waits", "123m567m789m66p35p4p", "-r", RULES)
    assert fourteen.returncode == 0, fourteen.stderr


def test_check_runs_the_worked_examples() -> None:
    done = cli("check", str(ROOT / "samples" / "lujiang-examples.yaml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "14 个例子，14 个与记录相符" in done.stdout


def test_the_web_api_scores_lujiang() -> None:
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    client = TestClient(create_app())
    hand = {"hand": "123m567m789m55p34p5p", "rules": RULES}
    answer = client.post("/api/score", json=hand).json()
    assert answer["net"] == {"1": 12, "2": -4, "3": -4, "4": -4}
    refused = client.post("/api/score", json={**hand, "hand": "123m567m789m1z1z34p5p"})
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert (error["code"], error["where"]) == ("tile_not_in_deck_at", "hand")
    deck = "这副牌 112 张：1-9m 1-9p 1-9s 7z"
    assert error["message"] == f"第 13 个字符的 1z：lujiang 的牌里没有这张（{deck}）"


def test_a_house_rule_moves_the_gate(tmp_path: Path) -> None:
    """`gates.ba_zhi.min_tiles` is a number of the rule file like any other."""
    hand = "123m456m77m345p67p8p"  # 8 万, 6 筒
    assert items_of(run(hand, RULES))["bazhi"] == 1
    path = tmp_path / "lujiang-nine.yaml"
    path.write_text(
        'extends: lujiang\ngates:\n  ba_zhi: {min_tiles: 9, source: "house rule"}\n',
        encoding="utf-8",
    )
    refused = run(hand, str(path))
    assert not refused.winning
    assert "9 needed" in render(refused.reason, "en")
