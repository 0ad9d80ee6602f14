"""Reading a session: the header and hand lines, text and JSON Lines (docs/sessions.md)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from wuhu_mj.doors.session import DrawEntry, HandEntry, Header, LineError, load, read_entry
from wuhu_mj.doors.session import parse as session_parse
from wuhu_mj.messages.errors import InputError
from wuhu_mj.messages.message import Message

HEADER = Header.create(["老王", "小李", "阿强", "小红"])
HAND = "11234678m23467p5p"


@pytest.mark.parametrize(
    ("line", "winner", "discarder", "dealer", "options"),
    [
        (f"小李 {HAND}", 2, None, None, {}),
        (f"小李 自摸 {HAND}", 2, None, None, {}),
        (f"2 zimo {HAND}", 2, None, None, {}),
        (f"小李 老王 {HAND}", 2, 1, None, {}),
        (f"小李 <- 老王 {HAND}", 2, 1, None, {}),
        (f"小李 胡 老王 {HAND}", 2, 1, None, {}),
        (f"小李 胡 {HAND}", 2, None, None, {}),
        (f"小李 ← 1 {HAND}", 2, 1, None, {}),
        (f"4 < 3 {HAND}", 4, 3, None, {}),
        (f"小李 {HAND} --from 老王", 2, 1, None, {}),
        (f"小李 {HAND}+gang1111s 杠开", 2, None, None, {"kong_draw": True}),
        (f"小李 {HAND} —kong-draw", 2, None, None, {"kong_draw": True}),  # a phone's dash
        (f"小李 老王 {HAND} rob-kong", 2, 1, None, {"rob_kong": True}),
        (f"小李 {HAND} 庄 阿强", 2, None, 3, {}),
        (f"小李 {HAND} dealer=3", 2, None, 3, {}),
        (f"小李 {HAND} 钻 5m 打过钻", 2, None, None, {"wild": "5m", "wild_discarded": True}),
        (f"小李 {HAND} --indicator=4m", 2, None, None, {"indicator": "4m"}),
        (f"小李 {HAND} 胡张 5p", 2, None, None, {"win": "5p"}),
        (f"小李 {HAND} fed 小红=peng,chi", 2, None, None, {"fed": ["4=peng,chi"]}),
        (f"小李 {HAND}  # a comment", 2, None, None, {}),
        (f'{{"hand": "{HAND}", "winner": "小李", "from": 1}}', 2, 1, None, {}),
        (f'{{"hand": "{HAND}", "winner": 2, "kong_draw": true, "dealer": "小红"}}', 2, None, 4,
         {"kong_draw": True}),
    ],
)  # fmt: skip
def test_hand_lines(
    line: str, winner: int, discarder: int | None, dealer: int | None, options: dict[str, Any]
) -> None:
    entry = read_entry(line, HEADER, 7)
    assert isinstance(entry, HandEntry), entry
    assert (entry.line, entry.winner, entry.discarder, entry.dealer) == (
        7,
        winner,
        discarder,
        dealer,
    )
    assert dict(entry.options) == options
    assert entry.hand.startswith(HAND)


@pytest.mark.parametrize(
    ("line", "dealer"),
    [("荒庄", None), ("draw", None), ("流局 # 没牌了", None), ("荒 庄 小红", 4),
     ('{"draw": true}', None), ('{"draw": true, "dealer": 2}', 2)],
)  # fmt: skip
def test_draw_lines(line: str, dealer: int | None) -> None:
    assert read_entry(line, HEADER, 3) == DrawEntry(3, dealer)


@pytest.mark.parametrize("line", ["", "   ", "# only a comment"])
def test_blank_lines(line: str) -> None:
    assert read_entry(line, HEADER, 1) is None


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("老五 123m", "winner: no player '老五' (did you mean 老王? players: 老王 小李 阿强 小红,"),
        ("小季 123m", "winner: no player '小季' (players: 老王 小李 阿强 小红, or seats 1-4)"),
        ("小李", "no hand on this line (WINNER [DISCARDER] HAND [options])"),
        ("小李 老王", "no hand on this line (WINNER [DISCARDER] HAND [options])"),
        (f"小李 {HAND} --jump", "unknown option '--jump' (see docs/sessions.md)"),
        (
            f"小李 {HAND} --kong-darw",
            "unknown option '--kong-darw' (did you mean '--kong-draw'?) (see docs/sessions.md)",
        ),
        (f"小李 {HAND} unit 2", "unit: belongs to the header, not to a hand"),
        (f"小李 {HAND} 钻", "钻: needs a value"),
        ("rules: wuhu", "header lines go before the first hand"),
        ("荒庄 小红", "a draw takes only 'dealer PLAYER', not '小红'"),
        ('{"hand": 5}', 'needs "hand" (a string) and "winner", or "draw": true'),
        (f'{{"hand": "{HAND}"}}', 'needs "winner": a name or seat'),
        (f'{{"hand": "{HAND}", "winner": 2, "unit": 3}}', 'unknown key "unit"'),
        ('{"hand": ', "invalid JSON at column 9"),
        ("[1]", "winner: no player '[1]'"),
    ],
)
def test_bad_lines(line: str, message: str) -> None:
    entry = read_entry(line, HEADER, 9)
    assert isinstance(entry, LineError)
    assert entry.line == 9
    assert entry.said("en").startswith(message), entry


def test_text_header() -> None:
    source = load(
        "# 周五\nplayers: 老王, 小李，阿强、小红\nrules: anqing\nunit: 0.5\n庄：小红\n"
        "连庄: 2\n\n小李 " + HAND + "\n"
    )
    assert source.header == Header(
        ("老王", "小李", "阿强", "小红"), "anqing", Decimal("0.5"), 4, None, None, 2
    )
    assert [e.line for e in source.entries if not isinstance(e, LineError)] == [8]


def test_json_header() -> None:
    text = (
        '{"session": {"players": ["a", "b", "c", "d"], "rules": "wuhu", "unit": "0.5",'
        ' "dealer": "c", "pot": 30, "pots": 2}}\n{"draw": true}\n'
    )
    source = load(text)
    assert source.header == Header(("a", "b", "c", "d"), "wuhu", Decimal("0.5"), 3, 30, 2)
    assert list(source.entries) == [DrawEntry(2)]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rules: wuhu\n小李 123m", "line 2: the header needs 'players: NAME NAME NAME NAME' first"),
        ("players: a b c\n", "line 1: players: four names in seat order, got 3"),
        ("players: a b c a\n", "line 1: players: each name once"),
        ("players: a b 3 d\n", "line 1: players: '3' cannot be a name"),
        ("players: a b 荒庄 d\n", "line 1: players: '荒庄' is a word of the hand lines"),
        ("players: a b c d\nunit: -1\n", "line 2: unit: money per point must be more than 0"),
        ("players: a b c d\nunit: abc\n", "line 2: unit: expected an amount such as 1 or 0.5"),
        ("players: a b c d\ndealer: e\n", "line 2: dealer: no player 'e'"),
        ("players: a b c d\npots: 0\n", "line 2: pots: expected a whole number ≥ 1, got '0'"),
        ("players: a b c d\nrules: wuhu\nrules: anqing\n", "line 3: rules: given twice"),
        ('{"session": {"players": ["a"]}}', "line 1: players: four names in seat order, got 1"),
        (
            '{"session": {"players": ["a", "b", "c", "d"], "x": 1}}',
            'line 1: unknown header key "x"',
        ),
    ],
)
def test_bad_headers(text: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        load(text)
    assert str(caught.value).startswith(message), str(caught.value)


def test_long_lines_and_large_inputs(monkeypatch: pytest.MonkeyPatch) -> None:
    source = load(["players: a b c d", "x" * 1001, "荒庄"])
    entries = list(source.entries)
    assert entries[0] == LineError(2, Message("line_too_long", size="1,000"))
    assert entries[1] == DrawEntry(3)
    monkeypatch.setattr(session_parse, "MAX_INPUT_CHARS", 40)
    source = load(["players: a b c d", "荒庄", "荒庄", "draw " * 10, "荒庄"])
    with pytest.raises(session_parse.InputTooLarge, match="input too large"):
        list(source.entries)


def test_lines_are_read_lazily() -> None:
    read: list[int] = []

    def lines() -> Any:
        for n, text in enumerate(["players: a b c d", "荒庄", "荒庄", "荒庄"], 1):
            read.append(n)
            yield text

    entries = load(lines()).entries
    assert read == [1, 2]  # the header ends at the first hand line
    next(entries)
    assert read == [1, 2]
    next(entries)
    assert read == [1, 2, 3]
