"""`--win TILE` (issue 12, point 2) and the situation header and JSON (point 3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj import InputError, format_hand, parse_hand
from wuhu_mj.doors.cli import cli
from wuhu_mj.notation.text import parse_tile

SORTED = "11345789m234678p"  # typed sorted; really won on 4m (README's first example)


def invoke(*args: str) -> tuple[int, str, str]:
    out = CliRunner(env={"COLUMNS": "100"}).invoke(cli, list(args))
    return out.exit_code, out.stdout, out.stderr


def paid(stdout: str) -> list[tuple[int, int]]:
    return [(p["from"], p["amount"]) for p in json.loads(stdout)["payments"]]


@pytest.mark.parametrize(
    ("win", "expected"),
    [
        (None, [(3, 8)]),  # the last tile, 8p: no 压档, 4 + 2 + 2
        ("8p", [(3, 8)]),
        ("4m", [(3, 14)]),  # 压档 on 4m: 6 + 4 + 4 (issue 12: 14, not 8)
        ("四万", [(3, 14)]),
        ("2p", [(3, 8)]),
    ],
)
def test_win_names_the_winning_tile(win: str | None, expected: list[tuple[int, int]]) -> None:
    args = ["score", SORTED, "--from", "3", "--dealer", "3", "--json"]
    code, out, _ = invoke(*args, *(["--win", win] if win else []))
    assert code == 0 and paid(out) == expected


@pytest.mark.parametrize(
    "typed",
    ["1135789m234678p4m", "4m1135789m234678p", "11345789m234678p", "8p7p6p4p3p2p9m8m7m5m4m3m1m1m"],
)
def test_any_order_gives_the_same_hand(typed: str) -> None:
    hand = parse_hand(typed, parse_tile("4m"))
    assert format_hand(hand) == "1135789m234678p4m"


@pytest.mark.parametrize(
    ("hand", "win", "message"),
    [
        (SORTED, "5s", "the winning tile 5s is not among the concealed tiles (11345789m234678p)"),
        ("123456789m11p+peng555s", "5s", "the winning tile 5s is not among the concealed tiles"),
        (SORTED, "9z", "not a tile: '9z'"),
        (SORTED, "4", "not a tile: '4'"),
        (SORTED, "4m5m", "not a tile"),
    ],
)
@pytest.mark.usefixtures("english")  # the messages checked are the English ones
def test_a_win_tile_not_held_is_exit_2(hand: str, win: str, message: str) -> None:
    code, out, err = invoke("score", hand, "--win", win)
    assert code == 2 and out == ""
    assert err.startswith("wuhu-mj: error: --win: ") and err.count("\n") == 1
    assert message in err


def test_library_error_names_the_option() -> None:
    with pytest.raises(InputError) as caught:
        parse_hand(SORTED, parse_tile("9s"))
    assert caught.value.where == "--win"


def test_header_names_the_tile_first_and_marks_the_last_tile_default() -> None:
    code, out, _ = invoke("score", SORTED, "--from", "3", "--dealer", "3")
    assert code == 0
    lines = out.splitlines()
    assert lines[1] == "胡 🀠 8p 八筒（最后一张）"
    assert lines[2] == "胡家 1号（默认） · 庄 3号 · 放冲 3号"
    code, out, _ = invoke("score", SORTED, "--from", "3", "--dealer", "3", "--win", "4m")
    assert out.splitlines()[1] == "胡 🀊 4m 四万"


@pytest.mark.parametrize(
    ("args", "line"),
    [
        ([], "胡家 1号（默认） · 庄 1号（默认） · 自摸（没有 --from）"),
        (["--winner", "2", "--dealer", "1"], "胡家 2号 · 庄 1号 · 自摸（没有 --from）"),
        (["--winner", "1"], "胡家 1号 · 庄 1号（默认） · 自摸（没有 --from）"),
        (
            ["--from", "4", "--rob-kong", "-r", "wuhu-fan"],
            "胡家 1号（默认） · 庄 1号（默认） · 放冲 4号（抢杠）",
        ),
    ],
)
def test_header_marks_defaults(args: list[str], line: str) -> None:
    code, out, _ = invoke("score", "11234678m23467p5p", *args)
    assert code == 0 and out.splitlines()[2] == line


@pytest.mark.parametrize(
    ("args", "situation"),
    [
        (
            [],
            {
                "winner": 1,
                "dealer": 1,
                "from": None,
                "win": "5p",
                "defaults": ["winner", "dealer", "from", "win"],
            },
        ),
        (
            ["--from", "3", "--dealer", "3", "--win", "4p"],
            {"winner": 1, "dealer": 3, "from": 3, "win": "4p", "defaults": ["winner"]},
        ),
        (
            ["--winner", "2", "--dealer", "1", "--from", "1"],
            {"winner": 2, "dealer": 1, "from": 1, "win": "5p", "defaults": ["win"]},
        ),
    ],
)
def test_json_situation(args: list[str], situation: dict[str, object]) -> None:
    code, out, _ = invoke("score", "11234678m23467p5p", *args, "--json")
    assert code == 0
    assert json.loads(out)["situation"] == situation


def test_a_non_win_still_says_the_situation() -> None:
    code, out, _ = invoke("score", "11234678m23469p7p", "--win", "2m", "--json")
    assert code == 1
    data = json.loads(out)
    assert data["winning"] is False and data["situation"]["win"] == "2m"


def test_batch_takes_win_as_a_key_and_an_option(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    lines = [
        json.dumps({"hand": SORTED, "from": 3, "dealer": 3, "win": "4m"}),
        f"{SORTED} --from 3 --dealer 3 --win 4m",
        f"{SORTED} --from 3 --dealer 3",
        json.dumps({"hand": SORTED, "win": "5s"}),
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = CliRunner().invoke(cli, ["batch", str(path), "--json"])
    *rows, ledger = [json.loads(line) for line in out.stdout.splitlines()]
    assert ledger["ledger"]["hands"] == 4
    assert [r.get("payments", [{}])[0].get("amount") for r in rows] == [14, 14, 8, None]
    assert rows[0]["situation"]["win"] == "4m" and "win" not in rows[0]["situation"]["defaults"]
    assert rows[2]["situation"]["defaults"] == ["winner", "win"]
    assert rows[3]["error"] == f"--win: 胡的那张 5s 不在手里的牌中（{SORTED}）"
