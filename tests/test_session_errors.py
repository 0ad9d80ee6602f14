"""A session's errors: each one line in Chinese and in English, said from its data (a catalog
message, the place it names, its line); a bad line as a LineError; the CLI and the page read
a session and write its `--json` text by one path (doors/session/door.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.session import (
    HandEntry,
    LineError,
    NotAWinError,
    SessionInputError,
    load,
    read_entry,
)
from wuhu_mj.doors.session.door import json_hand, json_head, json_tail, start, text_lines
from wuhu_mj.doors.web import browser
from wuhu_mj.messages.message import Message

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
HAND = "11234678m23467p5p"  # 8支平胡
H = "players: a b c d\n"


def stderr(text: str, lang: str) -> tuple[int, str]:
    done = CliRunner().invoke(cli, ["session", "-", "--lang", lang], input=text)
    return done.exit_code, done.stderr


# A bad hand line: the rest is scored; `wuhu-mj: <stdin>:2: 错误: ...` (where: message).
BAD_LINES = [
    (
        "b c 123m",
        "hand",
        "手牌: 万 3, 筒 0, 条 0 = 共 3 张；胡牌要 14 张",
        "hand: 万 3, 筒 0, 条 0 = 3 tiles; a winning hand has 14",
    ),
    (
        f"e c {HAND}",
        "winner",
        "winner: 没有玩家 'e'（玩家：a b c d，或座位 1-4）",
        "winner: no player 'e' (players: a b c d, or seats 1-4)",
    ),
    (
        "b",
        "",
        "这一行没有手牌（WINNER [DISCARDER] HAND [选项]）",
        "no hand on this line (WINNER [DISCARDER] HAND [options])",
    ),
    ("b <-", "", "谁放冲？写 WINNER <- 玩家 HAND", "who discarded? write WINNER <- PLAYER HAND"),
    (
        f"b {HAND} --jump",
        "",
        "不认识的选项 '--jump'（见 docs/sessions.md）",
        "unknown option '--jump' (see docs/sessions.md)",
    ),
    (
        f"b {HAND} unit 2",
        "unit",
        "unit: 写在开头，不写在某一手",
        "unit: belongs to the header, not to a hand",
    ),
    (f"b {HAND} 钻", "钻", "钻: 要给一个值", "钻: needs a value"),
    (
        f"b c {HAND} from d",
        "from",
        "from: 这一行已经写了放冲的人",
        "from: the discarder is already named on this line",
    ),
    (
        f"b 自摸 {HAND} from d",
        "from",
        "from: 自摸没有放冲的人",
        "from: a self-draw (自摸) has no discarder",
    ),
    ("b c c", "", "'c' 是玩家，不是手牌", "'c' is a player, not a hand"),
    (
        "荒庄 c",
        "",
        "流局只能带 'dealer 玩家'，不能带 'c'",
        "a draw takes only 'dealer PLAYER', not 'c'",
    ),
    (
        '{"hand": 5}',
        "",
        '要有 "hand"（字符串）和 "winner"，或 "draw": true',
        'needs "hand" (a string) and "winner", or "draw": true',
    ),
    (f'{{"hand": "{HAND}"}}', "", '要有 "winner"：名字或座位', 'needs "winner": a name or seat'),
    (
        '{"draw": true, "winner": 1}',
        "",
        '流局只能带 "dealer"，不能带 "winner"',
        'a draw takes only "dealer", not "winner"',
    ),
    (
        f"b c {HAND} fed x",
        "fed",
        "fed: 应写 玩家=副露,副露（如 小红=peng,chi），而不是 'x'",
        "fed: expected PLAYER=meld,meld (e.g. 小红=peng,chi), got 'x'",
    ),
    (
        f"b c {HAND} dealer e",
        "dealer",
        "dealer: 没有玩家 'e'（玩家：a b c d，或座位 1-4）",
        "dealer: no player 'e' (players: a b c d, or seats 1-4)",
    ),
    (
        "x" * 1001,
        "",
        "这一行太长（超过 1,000 个字符）",
        "line too long (more than 1,000 characters)",
    ),
]


@pytest.mark.parametrize(("line", "where", "chinese", "english"), BAD_LINES)
def test_a_bad_line_in_both_languages(line: str, where: str, chinese: str, english: str) -> None:
    for lang, said, what in (("zh", chinese, "错误"), ("en", english, "error")):
        code, err = stderr(H + line + "\n", lang)
        assert (code, err) == (2, f"wuhu-mj: <stdin>:2: {what}: {said}\n")
    table, entries = start(text_lines(H + line + "\n"), "<stdin>")
    [error] = list(table.play(entries))
    assert isinstance(error, LineError) and (error.line, error.where) == (2, where)
    assert isinstance(error.message, Message) and not error.not_win
    assert (error.said("zh"), error.said("en")) == (chinese, english)
    # --json: in Chinese whatever the language of the run, as every text of the JSON
    assert error.to_json() == {"line": 2, "error": chinese, "code": error.message.id}


# A broken header stops the session: `wuhu-mj: 错误：<stdin>:LINE: place: message`.
BAD_HEADERS = [
    (
        "players: a b c\n",
        "<stdin>:1: players: 按座位顺序写四个名字，这里有 3 个",
        "<stdin>:1: players: four names in seat order, got 3",
    ),
    (
        "players: a b c a\n",
        "<stdin>:1: players: 每个名字只能写一次",
        "<stdin>:1: players: each name once",
    ),
    (
        "players: a b 3 d\n",
        "<stdin>:1: players: '3' 不能做名字（不能是座位号，不能以 '-' 开头，不能有 #）",
        "<stdin>:1: players: '3' cannot be a name (no seat numbers, '-' at the start or #)",
    ),
    (
        "players: a b 荒庄 d\n",
        "<stdin>:1: players: '荒庄' 是牌局行里的词，不能做名字",
        "<stdin>:1: players: '荒庄' is a word of the hand lines, not a name",
    ),
    (
        "players: a b c\u200b d\n",
        "<stdin>:1: players: 'c\\u200b' 含有看不见的字符 U+200B；请重新输入这个名字",
        "<stdin>:1: players: 'c\\u200b' holds U+200B, a character that does not show; type the"
        " name again",
    ),
    (
        H + "unit: -1\n",
        "<stdin>:2: unit: 每分的钱应大于 0，而不是 '-1'",
        "<stdin>:2: unit: money per point must be more than 0, got '-1'",
    ),
    (
        H + "dealer: e\n",
        "<stdin>:2: dealer: 没有玩家 'e'（玩家：a b c d，或座位 1-4）",
        "<stdin>:2: dealer: no player 'e' (players: a b c d, or seats 1-4)",
    ),
    (
        H + "pots: 0\n",
        "<stdin>:2: pots: 应写不小于 1 的整数，而不是 '0'",
        "<stdin>:2: pots: expected a whole number ≥ 1, got '0'",
    ),
    (
        H + "rules: wuhu\nrules: anqing\n",
        "<stdin>:3: rules: 写了两次",
        "<stdin>:3: rules: given twice",
    ),
    (
        "rules: wuhu\nb 123m\n",
        "<stdin>:2: 开头先要写 'players: NAME NAME NAME NAME'",
        "<stdin>:2: the header needs 'players: NAME NAME NAME NAME' first",
    ),
    (
        "# nothing\n",
        "<stdin>: 输入末尾: 开头先要写 'players: NAME NAME NAME NAME'",
        "<stdin>: the end of the input: the header needs 'players: NAME NAME NAME NAME' first",
    ),
    (
        '{"session": {"players": ["a", "b", "c", "d"], "x": 1}}\n',
        '<stdin>:1: 不认识的开头键 "x"（认识的：dealer, players, pot, pots, rules, streak, unit）',
        '<stdin>:1: unknown header key "x" (known: dealer, players, pot, pots, rules, streak,'
        " unit)",
    ),
    (
        '{"session": 5}\n',
        '<stdin>:1: "session" 应是带 "players" 的对象',
        '<stdin>:1: "session" must be an object with "players"',
    ),
    (
        '{"session": {"players": "abcd"}}\n',
        '<stdin>:1: "players"：四个名字的列表',
        '<stdin>:1: "players": a list of four names',
    ),
    (
        H + '{"session": {"players": ["a", "b", "c", "d"]}}\n',
        "<stdin>:2: 第二个开头",
        "<stdin>:2: a second header",
    ),
    (
        H + '{"hand": \n',
        "<stdin>:2: 第 9 列的 JSON 有错：Expecting value",
        "<stdin>:2: invalid JSON at column 9: Expecting value",
    ),
    (
        H + "rules: anqing\npot: 20\n",
        "<stdin>: header: anqing 不打底：去掉 pot/pots",
        "<stdin>: header: anqing plays without 底 pots: drop pot/pots",
    ),
    (
        H + "streak: 2\n",
        "<stdin>: header: wuhu 不记连庄：去掉 streak",
        "<stdin>: header: wuhu keeps no 连庄 count: drop streak",
    ),
]


@pytest.mark.parametrize(("text", "chinese", "english"), BAD_HEADERS)
def test_a_broken_header_in_both_languages(text: str, chinese: str, english: str) -> None:
    assert stderr(text, "zh") == (2, f"wuhu-mj: 错误：{chinese}\n")
    assert stderr(text, "en") == (2, f"wuhu-mj: error: {english}\n")


def test_a_broken_header_keeps_its_line_and_place_as_data() -> None:
    with pytest.raises(SessionInputError) as caught:
        load(H + "unit: 0\n")
    error = caught.value
    assert (error.line, error.place, error.where) == (2, "unit", "line 2: unit")
    assert error.message == Message("unit_not_positive_got", got="'0'")
    assert str(error) == "line 2: unit: money per point must be more than 0, got '0'"
    assert error.text("zh") == "第2行: unit: 每分的钱应大于 0，而不是 '0'"
    named = error.named("FILE")
    assert (named.where, named.text("zh")) == (
        "FILE:2: unit",
        "FILE:2: unit: 每分的钱应大于 0，而不是 '0'",
    )
    # --json: the place as data, the message without it (as `unit` always was), in Chinese
    # in either language; the line on stderr in the run's
    for lang, said in (
        ("zh", "wuhu-mj: 错误：<stdin>:1: players: 按座位顺序写四个名字，这里有 3 个\n"),
        ("en", "wuhu-mj: error: <stdin>:1: players: four names in seat order, got 3\n"),
    ):
        done = CliRunner().invoke(
            cli, ["--lang", lang, "session", "-", "--json"], input="players: a b c\n"
        )
        assert json.loads(done.stdout) == {
            "schema": 1,
            "error": {
                "message": "按座位顺序写四个名字，这里有 3 个",
                "where": "<stdin>:1: players",
                "code": "players_not_four",
                "exit": 2,
            },
        }
        assert (done.exit_code, done.stderr) == (2, said)


def test_the_table_errors_name_their_line() -> None:
    text = H + "pots: 1\npot: 5\n" + f"b {HAND}\nb {HAND}\n"
    assert stderr(text, "zh") == (
        2,
        "wuhu-mj: <stdin>:5: 错误: 最后一底（共 1 底）已打完，不能再记\n",
    )
    assert stderr(text, "en") == (
        2,
        "wuhu-mj: <stdin>:5: error: the last 底 (of 1) is over; no more hands\n",
    )


def test_not_a_win_keeps_the_reason_as_data() -> None:
    text = H + "rules: chizhou\nb 1255m456p234789s3m\n"
    assert stderr(text, "zh") == (
        1,
        "wuhu-mj: <stdin>:3: 不成胡: 花不够：只有 0 花（无），自摸至少要 2 花\n",
    )
    english = (
        "wuhu-mj: <stdin>:3: not a win: not enough hua: 0 (none); self-draw needs at least 2\n"
    )
    assert stderr(text, "en") == (1, english)
    table, entries = start(text_lines(text), "<stdin>")
    [error] = list(table.play(entries))
    assert isinstance(error, LineError) and error.not_win and error.where == ""
    assert isinstance(error.message, Message) and error.message.id == "reason_not_enough_hua"
    # JSON: in Chinese as every text of the JSON (and a result's reason) is
    assert error.to_json() == {
        "line": 3,
        "error": "不成胡：花不够：只有 0 花（无），自摸至少要 2 花",
        "code": "hand_not_a_win",
    }
    entry = read_entry("b 1255m456p234789s3m", table.header, 9)
    assert isinstance(entry, HandEntry)
    with pytest.raises(NotAWinError) as caught:
        table.add(entry)
    assert caught.value.reason == error.message and caught.value.line == 9
    assert str(caught.value).startswith("line 9: not a win: not enough hua")


def test_payment_notes_name_the_players_in_both_languages() -> None:
    text = "players: 甲 乙 丙 丁\npot: 5\n甲 丁 45m99p6m+peng111m@3+peng777m@3+peng555s@3\n"
    done = CliRunner().invoke(cli, ["session", "-", "--lang", "zh"], input=text)
    assert "  丙 → 甲 5 底（三对包牌（丙代放冲的丁付），托底：应付 9）\n" in done.stdout
    done = CliRunner().invoke(cli, ["session", "-", "--lang", "en"], input=text)
    note = "three-melds liability (丙 pays for 丁, the discarder), 托底: 9 due"
    assert f"  丙 → 甲 5 底 ({note})\n" in done.stdout
    assert "seat" not in done.stdout and "号" not in done.stdout


# ------------------------------------------------------------------ one path for every door

EVENINGS = [
    H + f"b c {HAND}\nb c 123m\nb 1255m456p234789s3m\n荒庄\nc {HAND} dealer 2\n",
    "\ufeff" + H.replace("\n", "\r\n") + "rules: chizhou\r\nb 1255m456p234789s3m+hua123f\r\n",
    H + "x" * 5000 + "\n" + f"b c {HAND}\n",
    H + "rules: chizhou\nb 1255m456p234789s3m\n",
    "players: a b c\n",
    "# nothing\n",
    H + "rules: nosuch\n",
    H + "rules: anqing\npot: 20\n",
]


@pytest.mark.parametrize("text", EVENINGS)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_cli_and_the_page_read_and_write_alike(text: str, lang: str) -> None:
    done = CliRunner().invoke(cli, ["session", "-", "--json", "--lang", lang], input=text)
    page: dict[str, Any] = json.loads(browser.call("session", text, lang))
    assert (page["text"], page["exit"]) == (done.stdout, done.exit_code)
    # Each bad line the CLI reports is one of the page's, in the same words.
    lines = done.stderr.splitlines()
    if page["exit"] == 2 and "error" in page:
        assert len(lines) == 1 and lines[0].endswith(page["error"]["said"])
        return
    assert len(lines) == len(page["errors"])
    for line, error in zip(lines, page["errors"], strict=True):
        assert line.startswith(f"wuhu-mj: <stdin>:{error['line']}: ")
        assert line.endswith(error["said"])
        if "where" in error:
            assert f": {error['where']}: " in line or error["where"] == "hand"


def test_the_page_gets_the_errors_as_data() -> None:
    text = H + f"b c 123m\ne c {HAND}\nb 1255m456p234789s3m\n"
    page = json.loads(browser.call("session", H + "rules: chizhou\n" + text[len(H) :], "en"))
    assert page["errors"] == [
        {
            "line": 3,
            "not_win": False,
            "where": "hand",
            "said": "万 3, 筒 0, 条 0 = 3 tiles; a winning hand has 14",
        },
        {
            "line": 4,
            "not_win": False,
            "where": "winner",
            "said": "no player 'e' (players: a b c d, or seats 1-4)",
        },
        {
            "line": 5,
            "not_win": True,
            "said": "not enough hua: 0 (none); self-draw needs at least 2",
        },
    ]
    broken = json.loads(browser.call("session", "players: a b c\n", "zh"))
    assert broken["error"] == {
        "where": "players",
        "place": "玩家",
        "said": "按座位顺序写四个名字，这里有 3 个",
    }


def test_the_json_text_is_written_in_pieces() -> None:
    table, entries = start(text_lines(H + f"b c {HAND}\nb {HAND}\n"), "<stdin>")
    pieces = [json_head(table)]
    for n, outcome in enumerate(table.play(entries)):
        assert not isinstance(outcome, LineError)
        pieces.append(json_hand(outcome, n == 0))
    pieces.append(json_tail(table.result()))
    data = json.loads("".join(pieces))
    assert [h["line"] for h in data["hands"]] == [2, 3] and "".join(pieces).endswith("}\n")


# An evening with every kind of line: bad lines, not a win, 托底, 交, a liable seat's note.
EVERYTHING = """players: 老王 小李 阿强 小红
pot: 5
阿强 11123456789999m
老王 小红 45m99p6m+peng111m@3+peng777m@3+peng555s@3
阿强 小红 123m
老五 小红 11234678m23467p5p
小李 1123456m2346789p
阿强 11234678m23467p5p --jump
荒庄
"""


@pytest.mark.parametrize("sample", [*sorted(SAMPLES.glob("session*")), None], ids=str)
def test_english_output_has_no_chinese_sentence(sample: Path | None) -> None:
    """Chinese in `--lang en` output is names, tiles and the game's own words only
    (docs/languages.md): no run of more than five Chinese characters once those are out."""
    text = EVERYTHING if sample is None else sample.read_text(encoding="utf-8")
    done = CliRunner().invoke(cli, ["session", "-", "--lang", "en"], input=text)
    shown = done.stdout + done.stderr
    players = re.search(r"(?:players|玩家)[:：]\s*(.*)|\"players\": \[(.*?)\]", text)
    names = re.findall(r"[^\s,，、\"\[\]]+", players[1] or players[2]) if players else []
    for word in sorted([*names, *GAME_WORDS], key=len, reverse=True):
        shown = shown.replace(word, " ")
    assert re.findall(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]{6,}", shown) == []
    if sample is None:
        assert "托底: 7 due)" in done.stdout and "cash (交)" in done.stdout
        assert "阿强 pays for 小红, the discarder" in done.stdout
        assert "not a win: not 八支" in done.stderr


GAME_WORDS = ["托底", "交", "全交", "底", "连庄", "自摸", "八支", "支", "压档", "嘴子", "番", "花"]
GAME_WORDS += ["万", "筒", "条", "东", "南", "西", "北", "中", "发", "白"]
