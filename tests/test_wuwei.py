"""无为 (docs/wuwei.md; rules/wuwei.yaml): the 112-tile deck, every item, 对子起番, 喜牌 kongs
paid by each seat, 连庄分, 三家出分 and its 谁放炮谁出分 switch, and every door (score, batch,
session, waits, check, rules, the web API).

Every expected number is worked out by hand from rules/wuwei.yaml: 平胡 1 + 压档 1, 一条龙 1,
缺一色 1, 混一色 5, 清一色 10, 十老/十小 1, 全老/全小 5 (in place of 十老/十小), 不动手 1, 对对胡 5,
杠上开花 5, 天胡 5, 五同 1 +1 per more, 八支 1 +1 per more; × 2 with 3 对子 (a pair 1, 豹子 2,
four held 4, 碰 1, 明杠 3, 暗杠 4); 喜牌 明杠 5 / 暗杠 10 from each seat; 连庄分 1 per 连庄
between the dealer and the winner. Winner seat 1 unless given.
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

ROOT = Path(__file__).resolve().parent.parent
RULES = "wuwei"


def items_of(result: Result) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in result.items:
        out[item.key] = out.get(item.key, 0) + item.points
    return out


def net_of(result: Result) -> list[int]:
    return [int(result.net[s]) for s in (1, 2, 3, 4)]


# hand, options, items (points per payer), net of seats 1-4
CASES: list[tuple[str, dict[str, Any], dict[str, int], list[int]]] = [
    # 平胡 only: all three pay a discard.
    ("234m678p34s99s5s+peng777m", {"discarder": 3, "dealer": 2}, {"hu": 1}, [3, -1, -1, -1]),
    # 卡 2m (压档), 一条龙, 缺一色, 不动手, nine 万 (八支 2); the dealer's 连庄 1.
    (
        "13m456m789m22p567p2m",
        {"discarder": 3, "dealer": 1, "streak": 1},
        {
            "hu": 1,
            "yadang": 1,
            "tongtian": 1,
            "queyise": 1,
            "budongshou": 1,
            "bazhi": 2,
            "lianzhuang": 1,
        },
        [24, -8, -8, -8],
    ),
    # 边 3p (12p waits 3p only) is 压档 too; 56789m 55s 678s are ten tiles of 5-9: 十老.
    (
        "12p456m789m55s678s3p",
        {"discarder": 2, "dealer": 4},
        {"hu": 1, "yadang": 1, "budongshou": 1, "shilao": 1},
        [12, -4, -4, -4],
    ),
    # Eight 5s (五同 4), 十小, 对子 9 (× 2), 喜牌暗杠 10, 连庄 2.
    (
        "555m555p55s23s4s+angang7777z",
        {"discarder": 3, "dealer": 1, "streak": 2},
        {
            "hu": 1,
            "budongshou": 1,
            "wutong": 4,
            "shixiao": 1,
            "duizi": 7,
            "xipai": 10,
            "lianzhuang": 2,
        },
        [78, -26, -26, -26],
    ),
    # 清一色 对对胡 self-drawn: fourteen 万 (八支 7), four 豹子 and a pair (× 2).
    (
        "111m333m555m77m99m7m",
        {"dealer": 2},
        {
            "hu": 1,
            "qingyise": 10,
            "budongshou": 1,
            "duiduihu": 5,
            "bazhi": 7,
            "duizi": 24,
        },
        [144, -48, -48, -48],
    ),
    # 混一色 with a 碰 of 红中; 1p held three times is a 豹子: 3 对子 (× 2).
    (
        "123p456p78p11p9p+peng777z",
        {"discarder": 2, "dealer": 2},
        {"hu": 1, "tongtian": 1, "hunyise": 5, "bazhi": 4, "duizi": 11},
        [66, -22, -22, -22],
    ),
    # 杠上开花 with a 明杠 (3 对子) and a 碰.
    (
        "234m567m8p8p+gang9999s+peng111p",
        {"kong_draw": True, "dealer": 2},
        {"hu": 1, "gangkai": 5, "duizi": 6},
        [36, -12, -12, -12],
    ),
    # 天胡 with 十小.
    (
        "123m456m789p11s23s4s",
        {"heavenly": True},
        {"hu": 1, "tianhu": 5, "budongshou": 1, "shixiao": 1},
        [24, -8, -8, -8],
    ),
    # 全老 in place of 十老; the dealer discards with 连庄 2.
    (
        "567m789m678p789s5s5s",
        {"discarder": 4, "dealer": 4, "streak": 2},
        {"hu": 1, "quanlao": 5, "budongshou": 1, "lianzhuang": 2},
        [23, -7, -7, -9],
    ),
    # 六同, 十老 and 十小 together, 卡 2p self-drawn, 对子 3 (× 2), 连庄 1.
    (
        "555m13p55p456s789s2p",
        {"dealer": 1, "streak": 1},
        {
            "hu": 1,
            "yadang": 1,
            "budongshou": 1,
            "wutong": 2,
            "shilao": 1,
            "shixiao": 1,
            "duizi": 7,
            "lianzhuang": 1,
        },
        [45, -15, -15, -15],
    ),
    # 全小, 缺一色, five 2s, nine 万, 对子 7 (× 2); the dealer pays 连庄 3 more.
    (
        "123m234m345m11p22p2p",
        {"dealer": 2, "streak": 3},
        {
            "hu": 1,
            "queyise": 1,
            "budongshou": 1,
            "wutong": 1,
            "bazhi": 2,
            "quanxiao": 5,
            "duizi": 11,
            "lianzhuang": 3,
        },
        [69, -25, -22, -22],
    ),
    # Four 5m held and not konged count 4 对子 (as an 暗杠): × 2.
    (
        "5555m67m234p11s78s9s",
        {"discarder": 3, "dealer": 2},
        {"hu": 1, "budongshou": 1, "duizi": 2},
        [12, -4, -4, -4],
    ),
    # A non-dealer win while the dealer has 连庄 2: the dealer pays 2 more.
    (
        "234m678p34s99s5s+peng777m",
        {"discarder": 3, "dealer": 4, "streak": 2},
        {"hu": 1, "lianzhuang": 2},
        [5, -1, -1, -3],
    ),
]


@pytest.mark.parametrize(("hand", "options", "items", "net"), CASES)
def test_items_and_nets(
    hand: str, options: dict[str, Any], items: dict[str, int], net: list[int]
) -> None:
    result = run(hand, RULES, **options)
    assert result.winning
    assert items_of(result) == items
    assert net_of(result) == net
    assert sum(net) == 0


def test_the_discarder_alone_pays_with_the_switch_but_xipai_is_from_each() -> None:
    plain = run("13m456m789m22p567p2m", "wuwei-fangpao", discarder=3, dealer=2, streak=1)
    assert net_of(plain) == [7, 0, -7, 0]
    kong = run("123m456m11p45p6p+jiagang7777z", "wuwei-fangpao", discarder=2, dealer=3)
    assert items_of(kong) == {"hu": 1, "queyise": 1, "duizi": 2, "xipai": 5}
    assert net_of(kong) == [19, -9, -5, -5]
    # Under the default 一家放炮，三家出分 each of the three pays all 9.
    assert net_of(run("123m456m11p45p6p+jiagang7777z", RULES, discarder=2)) == [27, -9, -9, -9]
    # A self-draw is paid by all three either way.
    assert net_of(run("123m456m11p45p6p+jiagang7777z", "wuwei-fangpao")) == [27, -9, -9, -9]


def test_room_options_as_house_rules(tmp_path: Path) -> None:
    hand, options = "555m13p55p456s789s2p", {"dealer": 1, "streak": 1}
    path = tmp_path / "no-wutong-laoxiao.yaml"
    path.write_text(
        "extends: wuwei\nswitches: {wutong: {value: false}, laoxiao: {value: false}}\n",
        encoding="utf-8",
    )
    # 平胡 1 + 压档 1 + 不动手 1 = 3, × 2 = 6, + 连庄 1.
    assert items_of(run(hand, str(path), **options)) == {
        "hu": 1,
        "yadang": 1,
        "budongshou": 1,
        "duizi": 3,
        "lianzhuang": 1,
    }
    four = tmp_path / "sidui.yaml"
    four.write_text("extends: wuwei\nduizi: {needed: 4}\n", encoding="utf-8")  # 四对起番 (l.44)
    assert "duizi" not in items_of(run(hand, str(four), **options))  # 3 对子 only
    # Four 5m held count 4 (as an 暗杠), the pair 1: 5 对子, doubled even from four.
    held_four = run("5555m67m234p11s78s9s", str(four), discarder=3)
    assert items_of(held_four)["duizi"] == 2
    zhuangdi = tmp_path / "zhuangdi.yaml"
    zhuangdi.write_text("extends: wuwei\ndealer: {zhuangdi: {points: 2}}\n", encoding="utf-8")
    result = run("234m678p34s99s5s+peng777m", str(zhuangdi), discarder=3, dealer=4)
    assert items_of(result) == {"hu": 1, "zhuangdi": 2}
    assert net_of(result) == [5, -1, -1, -3]


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        ("123m456m789m12p45p6p", "not a pair and four sets"),
        ("11335577m224466p", "not a pair and four sets"),  # no 七对 in 无为
    ],
)
def test_no_win(hand: str, reason: str) -> None:
    result = run(hand, RULES)
    assert not result.winning
    from wuhu_mj.messages.message import render

    assert reason in render(result.reason, "en")


@pytest.mark.parametrize("tile", ["1z", "4z", "5z", "6z"])
def test_the_deck_has_only_the_red_dragon(tile: str) -> None:
    with pytest.raises(InputError) as caught:
        run(f"123m456m789m{tile}{tile}45p6p", RULES)
    assert "is not in the wuwei deck (112 tiles: 1-9m 1-9p 1-9s 7z)" in str(caught.value)
    assert len(load_rules(RULES).table.tiles.playable) == 28


def test_no_chi() -> None:
    with pytest.raises(InputError):
        run("456m789m11p45p6p+chi123m", RULES)


def test_every_item_cites_its_rule_file_line() -> None:
    """Random hands: nets sum to zero, each item's source is its rule-file line."""
    table = load_rules(RULES).table
    sources = {"hu": table.hu.source, "duizi": table.duizi.source}
    sources |= {key: entry.source for key, entry in table.patterns.items()}
    sources |= {key: getattr(table.counters, key).source for key in table.counters.__annotations__}
    sources |= {"lianzhuang": table.dealer.lianzhuang.source}
    xipai = {table.xipai.exposed.source, table.xipai.concealed.source}
    rng = random.Random(29)
    scored = 0
    for _ in range(400):
        hand, options = random_hand(rng)
        for rules in (RULES, "wuwei-fangpao"):
            try:
                result = run(hand, rules, **options)
            except InputError:
                continue
            assert sum(net_of(result)) == 0
            if result.winning:
                scored += 1
                for item in result.items:
                    if item.key == "xipai":
                        assert item.source in xipai
                    else:
                        assert item.source == sources[item.key], item
                    assert item.source.startswith("dahhu config_WHMJ.lua ")
    assert scored > 500


def random_hand(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A pair and four sets of the deck (some melded, 红中 among them)."""
    main = rng.choice("mps")
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
        suit = main if rng.random() < 0.6 else rng.choice("mps")
        n = rng.randint(1, 9)
        if rng.random() < 0.1:
            group = ["7z"] * 3
        elif rng.random() < 0.5 and n <= 7:
            group = [f"{n}{suit}", f"{n + 1}{suit}", f"{n + 2}{suit}"]
        else:
            group = [f"{n}{suit}"] * 3
        if not take(group):
            continue
        if group[0] == group[1] and rng.random() < 0.35:
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
    if rng.random() < 0.4:
        options["streak"] = rng.randint(1, 3)
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
    assert "wuwei\n" in zh and "无为麻将" in zh and "wuwei-fangpao" in zh
    assert "Wuwei, 112 tiles with four red dragons" in " ".join(en.split())
    shown = cli("rules", "show", "wuwei").stdout
    assert "dahhu config_WHMJ.lua 325" in shown and "start: 5" in shown  # 五同
    assert "needed: 3" in shown  # 三对起番
    assert "discarder_pays:" in shown and "honors:" in shown


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_score_fits_60_columns(lang: str) -> None:
    done = cli(
        "--lang",
        "en" if lang == "en" else "zh",
        "score",
        "555m555p55s23s4s+angang7777z",
        "-r",
        RULES,
        "--from",
        "3",
        "--streak",
        "2",
    )
    assert done.returncode == 0, done.stderr
    from rich.cells import cell_len

    assert all(cell_len(line) <= 60 for line in done.stdout.splitlines())
    assert ("喜牌暗杠" if lang == "zh" else "concealed red dragon kong") in done.stdout
    assert ("对子起番" if lang == "zh" else "pairs doubling") in done.stdout


def test_batch() -> None:
    lines = [
        json.dumps({"hand": "13m456m789m22p567p2m", "rules": RULES, "from": 3, "streak": 1}),
        json.dumps({"hand": "13m456m789m22p567p2m", "rules": "wuwei-fangpao", "from": 3}),
    ]
    done = cli("batch", "-", "--json", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    nets = [a["net"] for a in answers if "net" in a][:2]
    assert nets[0] == {"1": 24, "2": -8, "3": -8, "4": -8}
    assert nets[1] == {"1": 7, "2": 0, "3": -7, "4": 0}


def test_session_keeps_the_dealer_and_the_lianzhuang_count() -> None:
    done = cli("--lang", "en", "session", str(ROOT / "samples" / "session-wuwei.txt"), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    hands = data["hands"]
    # The winner deals; after a draw the seat after the dealer (l.269-270).
    assert [h["dealer"] for h in hands] == ["老张", "老李", "老李", "老王", "老赵", "老赵"]
    assert [h["streak"] for h in hands] == [0, 0, 1, 0, 0, 1]
    assert data["net"] == {"老张": -59, "老李": -27, "老王": -59, "老赵": 145}


def test_session_refuses_several_winners() -> None:
    hands = "234m678p34s99s5s+peng777m 13m456m789m22p567p5s"
    text = f"players: 甲 乙 丙 丁\nrules: wuwei\n乙,丙 甲 {hands}\n"
    done = cli("--lang", "en", "session", "-", stdin=text)
    assert done.returncode == 2
    assert "config_WHMJ.lua 268" in done.stderr


def test_waits_13_and_14_tiles() -> None:
    done = cli("waits", "13m456m789m22p567p", "-r", RULES, "--json")
    assert done.returncode == 0, done.stderr
    waits = json.loads(done.stdout)["waits"]
    assert [w["tile"] for w in waits] == ["2m"]
    assert "yadang" in waits[0]["patterns"]
    assert waits[0]["discard"]["total"] == 21  # 7 from each of the three
    fourteen = cli("waits", "13m456m789m22p567p7z", "-r", RULES, "--json")
    assert fourteen.returncode == 0, fourteen.stderr
    assert "7z" in fourteen.stdout
    refused = cli("waits", "13m456m789m22p567p1z", "-r", RULES)
    assert refused.returncode == 2 and "wuwei" in refused.stderr


def test_check_runs_the_worked_examples() -> None:
    done = cli("--lang", "en", "check", str(ROOT / "samples" / "wuwei-examples.yaml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "examples: 13, 13 as recorded" in done.stdout


def test_the_web_api_scores_wuwei() -> None:
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    client = TestClient(create_app())
    hand = {"hand": "13m456m789m22p567p2m", "rules": RULES, "from": 3, "streak": 1}
    answer = client.post("/api/score", json=hand).json()
    assert answer["net"] == {"1": 24, "2": -8, "3": -8, "4": -8}
    refused = client.post("/api/score", json={**hand, "hand": "13m456m789m22p567p1z"})
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert (error["code"], error["where"]) == ("tile_not_in_deck_at", "hand")
    assert (
        error["message"]
        == "第 19 个字符的 1z：wuwei 的牌里没有这张（这副牌 112 张：1-9m 1-9p 1-9s 7z）"
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("counters: {shilao: {low: 9, high: 5}}\n", ":2:21: low 9 is above high 5"),
        ("xipai: {tiles: [5z]}\n", ":2:9: 5z is not in these rules' deck"),
    ],
)
def test_a_house_rule_that_cannot_be_played_is_refused(
    tmp_path: Path, text: str, said: str
) -> None:
    path = tmp_path / "house.yaml"
    path.write_text("extends: wuwei\n" + text, encoding="utf-8")
    done = cli("--lang", "en", "rules", "validate", str(path))
    assert done.returncode == 2
    assert said in done.stderr
