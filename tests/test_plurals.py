"""English messages that count take a plural form (`{n!p:kind|kinds}` in the catalog); the
batch table names a bad line once ("line 3: …", not "line 3: line: …")."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.messages.catalog import entries
from wuhu_mj.messages.catalog.page import PAGE
from wuhu_mj.messages.message import Message, render


@pytest.mark.parametrize(
    ("message", "en", "zh"),
    [
        (Message("waits_summary", kinds=1, left=4), "1 kind of tile, 4 left", "听 1 种，共剩 4 张"),
        (Message("waits_summary", kinds=2, left=8), "2 kinds of tile, 8 left", None),
        (
            Message("ledger_summary", hands=1, wins=1, not_wins=0, errors=0),
            "1 hand: 1 win, 0 hands not won, 0 bad input",
            "共 1 手：胡 1，不成胡 0，输入错误 0",
        ),
        (
            Message("ledger_summary", hands=3, wins=2, not_wins=1, errors=0),
            "3 hands: 2 wins, 1 hand not won, 0 bad input",
            "共 3 手：胡 2，不成胡 1，输入错误 0",
        ),
        (Message("kongs", n=1), "1 kong", "1 杠"),
        (Message("kongs", n=2), "2 kongs", "2 杠"),
        (Message("diff_head", a="x", b="y", n=1), "x and y differ in 1 place:", None),
        (Message("fed_winner", seat=3, n=1), "seat 3 fed the winner 1 meld", None),
        (Message("hand_size", counts="万 1", total=1, what="w"), "万 1 = 1 tile; w", None),
    ],
)
def test_a_count_of_one_is_singular(message: Message, en: str, zh: str | None) -> None:
    assert render(message, "en") == en
    if zh is not None:
        assert render(message, "zh") == zh


def test_the_plural_form_is_only_in_parts_the_page_does_not_format() -> None:
    # The page's own texts are filled in by its JavaScript, which knows only {name}.
    assert not [k for k, (zh, en) in PAGE.items() if "!p:" in zh + en]
    assert not [k for k, (zh, en) in entries().items() if "!p:" in zh]  # English only


def test_a_hand_of_one_tile_is_one_tile() -> None:
    done = CliRunner().invoke(cli, ["--lang", "en", "score", "1m"])
    assert done.exit_code == 2 and "= 1 tile;" in done.stderr


def test_the_waits_summary_with_one_kind() -> None:
    done = CliRunner().invoke(cli, ["--lang", "en", "waits", "1135789m234678p"])
    assert done.exit_code == 0 and "1 kind of tile" in done.stdout


def test_a_bad_batch_line_is_named_once() -> None:
    text = "1135789m234678p4m --from 3\n1135789m234678p4m 123m --from 3\n"
    for lang, said in (("en", "line 2: a second hand '123m'"), ("zh", "第 2 行：第二手牌 '123m'")):
        done = CliRunner(env={"COLUMNS": "200"}).invoke(cli, ["--lang", lang, "batch", "-"], text)
        assert said in done.stdout, done.stdout
        assert "line 2: line:" not in done.stdout and "行：行" not in done.stdout


def test_chizhou_flowers_are_named_in_the_plural() -> None:
    args = ["--lang", "en", "score", "-r", "chizhou", "123m456p789s55s34m5m+hua1f2f"]
    done = CliRunner().invoke(cli, [*args, "--from", "3", "--rob-kong"])
    assert done.exit_code == 0 and "flowers 1f 2f 2" in done.stdout
