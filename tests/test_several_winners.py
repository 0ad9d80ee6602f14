"""One discard, several winners (一炮多响; docs/rules.md §1, §4, docs/sessions.md): a Chizhou
line with two winners is the two hands scored alone, summed; the first winner after the
discarder deals next (002 执筛子选庄); rule sets whose books forbid it refuse the line, naming
the book's line. The page's part is in test_web_browser.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.session import Header, Session, read_entry, score_session

PLAYERS = ["甲", "乙", "丙", "丁"]

# Seat 2 (乙) discards 9m; seats 3 and 4 both win on it. Seat 4's 清一色 was fed three pengs by
# seat 1 (承包, 002 19.二.1): as if it had won alone, seat 1 pays 3 and the discarder 3.
SMALL = "123p456p789s99m+peng777z+hua4f5f"  # seat 3: 小胡, 1 番
BIG = "456m99m+peng111m@1+peng222m@1+peng333m@1+hua1f2f3f"  # seat 4: 清一色 3, 承包


def score_alone(runner: CliRunner, hand: str, winner: int, dealer: int = 1) -> dict[str, int]:
    args = ["score", "-r", "chizhou", hand, "--winner", str(winner), "--from", "2"]
    result = runner.invoke(cli, [*args, "--dealer", str(dealer), "--json"])
    assert result.exit_code == 0, result.output
    net: dict[str, int] = json.loads(result.stdout)["net"]
    return net


def evening(*lines: str, rules: str = "chizhou", dealer: str = "甲") -> str:
    head = [f"players: {' '.join(PLAYERS)}", f"rules: {rules}", f"dealer: {dealer}"]
    return "\n".join([*head, *lines]) + "\n"


def session_json(runner: CliRunner, text: str) -> tuple[int, dict[str, object], str]:
    result = runner.invoke(cli, ["session", "-", "--json", "--lang", "en"], input=text)
    return result.exit_code, json.loads(result.stdout), result.stderr


@pytest.mark.parametrize(
    "line",
    [
        f"丙,丁 乙 {SMALL} {BIG}",
        f"丁，丙 <- 乙 {BIG} {SMALL}",  # listed out of turn order, with an arrow
        f"3、4 乙 {SMALL} {BIG}",  # seats
        json.dumps(
            {"winners": [{"winner": "丙", "hand": SMALL}, {"winner": 4, "hand": BIG}], "from": "乙"}
        ),
    ],
)
def test_two_winners_are_the_two_hands_alone_summed(runner: CliRunner, line: str) -> None:
    alone = [score_alone(runner, SMALL, 3), score_alone(runner, BIG, 4)]
    code, data, err = session_json(runner, evening(line))
    assert (code, err) == (0, "")
    [hand] = data["hands"]  # type: ignore[misc]
    names = dict(zip("1234", PLAYERS, strict=True))
    summed = {names[s]: alone[0][s] + alone[1][s] for s in "1234"}
    assert summed == {"甲": -3, "乙": -4, "丙": 1, "丁": 6}
    assert hand["net"] == summed
    assert data["net"] == summed
    assert [w["winner"] for w in hand["winners"]] == ["丙", "丁"]  # turn order after 乙
    assert (hand["winner"], hand["from"]) == ("丙", "乙")
    # 002 "遇到一炮多响的时候，就按顺序来，谁在前谁做庄": 丙 sits first after 乙.
    assert data["next"]["dealer"] == "丙"


def test_the_first_winner_after_the_discarder_deals_even_past_the_dealer(
    runner: CliRunner,
) -> None:
    # 丁 discards; 甲 (the dealer) and 丙 win: after 丁 comes 甲, who deals again; with
    # 乙 discarding, 丙 comes first and deals, though 甲 dealt and won too.
    hand_a = "123p456p789s99m+peng777z+hua4f5f"
    hand_c = "456m99m+peng111m+peng222m+peng333m+hua1f2f3f"
    for discarder, following in (("丁", "甲"), ("乙", "丙")):
        code, data, _ = session_json(runner, evening(f"甲,丙 {discarder} {hand_a} {hand_c}"))
        assert code == 0
        assert data["next"]["dealer"] == following  # type: ignore[index]


def test_the_text_output_names_both_winners_and_each_ones_items(runner: CliRunner) -> None:
    text = evening(f"丙,丁 乙 {SMALL} {BIG}")
    zh = runner.invoke(cli, ["session", "-", "--lang", "zh"], input=text)
    assert zh.exit_code == 0
    assert "丙、丁 一炮多响 ← 乙" in zh.stdout
    assert "  丙：小胡 1\n" in zh.stdout and "  丁：清一色 3\n" in zh.stdout
    assert "下一手：庄 丙" in zh.stdout
    en = runner.invoke(cli, ["session", "-", "--lang", "en"], input=text)
    assert "丙, 丁 win ← 乙 (one discard, several winners)" in en.stdout
    assert "Next hand: 丙 deals" in en.stdout


def test_the_library_keeps_each_winners_result() -> None:
    header = Header.create(PLAYERS, rules="chizhou")
    table = Session(header)
    entry = read_entry(f"丁,丙 乙 {BIG} {SMALL}", header, line=1)
    outcome = table.add(entry)  # type: ignore[arg-type]
    assert [w.winner for w in outcome.wins] == [3, 4]
    assert [sum(p.amount for p in w.result.payments) for w in outcome.wins] == [1, 6]
    assert outcome.net == (-3, -4, 1, 6)
    assert table.dealer == 3


@pytest.mark.parametrize(
    ("rules", "source"),
    [
        ("wuhu", "000 三.3 无一炮两响"),
        ("wuhu-315", "000 三.3 无一炮两响"),
        ("wuhu-fan", "001 打法 3 只能有一个成牌"),
        ("anqing", "004 基本玩法 只能自摸胡牌"),
    ],
)
def test_rule_sets_whose_books_forbid_it_refuse_the_line(
    runner: CliRunner, rules: str, source: str
) -> None:
    text = evening("乙,丙 甲 123m456m789m11p+peng555s 123m456m789m11p+peng555s", rules=rules)
    result = runner.invoke(cli, ["session", "-", "--lang", "en"], input=text)
    assert result.exit_code == 2
    said = f"<stdin>:4: error: winner: {rules} does not let one discard have several winners"
    assert f"{said} ({source})\n" in result.stderr
    zh = runner.invoke(cli, ["session", "-", "--lang", "zh"], input=text)
    assert f"{rules} 不许一炮多响（{source}）" in zh.stderr


def test_a_house_rule_turns_it_on(tmp_path: Path, runner: CliRunner) -> None:
    house = tmp_path / "house.yaml"
    house.write_text(
        "extends: wuhu\nseveral_winners: {allowed: true, source: 我们这桌}\n", encoding="utf-8"
    )
    hand = "123m456m789m11p+peng555s"
    text = evening(f"乙,丙 甲 {hand} {hand}", rules=str(house))
    code, data, err = session_json(runner, text)
    assert (code, err) == (0, "")
    one = runner.invoke(cli, ["score", hand, "--winner", "2", "--from", "1", "--json"])
    price = json.loads(one.stdout)["net"]["2"]
    assert data["net"] == {"甲": -2 * price, "乙": price, "丙": price, "丁": 0}
    # Wuhu's rotation with the first winner (乙, after 甲): another seat won, so the next deals.
    assert data["next"]["dealer"] == "乙"  # type: ignore[index]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (f"丙,丁 自摸 {SMALL} {BIG}", "from: several winners need the player who discarded"),
        (f"丙,丁 乙 {SMALL}", "2 winners need 2 hands (WINNER,WINNER DISCARDER HAND HAND), got 1"),
        (
            f"丙,丁 乙 {SMALL} 123p456p789s88m+peng777z+hua6f7f",
            "hand: several winners win on the one tile discarded, got 9m 8m",
        ),
        (f"丙,丁 乙 {SMALL} {BIG} fed=甲=peng", "fed: fed on a line with several winners"),
        (f"丙,丙 乙 {SMALL} {SMALL}", "winner: a winner is named twice"),
        (f"丙,乙 乙 {SMALL} {SMALL}", "--from"),
        ('{"winners": [{"hand": "11m"}], "from": 2}', 'winners: "winners" must be a list'),
        ('{"winners": [{"winner": 3, "hand": "' + SMALL + '"}]}', "from: several winners need"),
    ],
)
def test_bad_lines_say_what_is_wrong(runner: CliRunner, line: str, said: str) -> None:
    result = runner.invoke(cli, ["session", "-", "--lang", "en"], input=evening(line))
    assert result.exit_code == 2, result.output
    assert said in result.stderr


def test_a_winner_whose_hand_is_no_win_is_named() -> None:
    result = score_session(evening(f"丙,丁 乙 123p456p789s99m+peng777z {BIG}"))  # 1 花
    [error] = result.errors
    assert error.not_win
    assert error.said("en").startswith("丙: ")
    assert result.exit_code == 1


def test_batch_takes_the_same_in_its_json_lines(runner: CliRunner, tmp_path: Path) -> None:
    alone = [score_alone(runner, SMALL, 3), score_alone(runner, BIG, 4)]
    line = {
        "winners": [{"winner": 4, "hand": BIG}, {"winner": 3, "hand": SMALL}],
        "from": 2,
        "dealer": 1,
        "rules": "chizhou",
    }
    refused = {**line, "rules": "wuhu"}
    path = tmp_path / "b.jsonl"
    path.write_text(json.dumps(line) + "\n" + json.dumps(refused) + "\n", encoding="utf-8")
    result = runner.invoke(cli, ["batch", str(path), "--json", "--lang", "en"])
    assert result.exit_code == 2
    first, second, ledger = (json.loads(x) for x in result.stdout.splitlines())
    summed = {s: alone[0][s] + alone[1][s] for s in "1234"}
    assert first["net"] == summed == {"1": -3, "2": -4, "3": 1, "4": 6}
    assert [w["net"] for w in first["winners"]] == alone
    assert "000 三.3 无一炮两响" in second["error"]
    assert ledger["ledger"]["net"] == summed
    assert ledger["ledger"]["wins_by_seat"] == {"1": 0, "2": 0, "3": 1, "4": 1}
    assert ledger["ledger"]["discards_by_seat"] == {"1": 0, "2": 1, "3": 0, "4": 0}
    table = runner.invoke(cli, ["batch", str(path), "--lang", "en"], env={"COLUMNS": "120"})
    assert "seats 3, 4 ← seat 2" in table.stdout


def test_score_help_says_how_to_score_a_discard_with_several_winners(runner: CliRunner) -> None:
    for lang, words in (("en", "once per winner"), ("zh", "每个胡家")):
        result = runner.invoke(cli, ["score", "--help", "--lang", lang])
        assert words in " ".join(result.stdout.split())


def test_rules_diff_says_it_in_words_with_each_sides_source(
    tmp_path: Path, runner: CliRunner
) -> None:
    house = tmp_path / "house.yaml"
    house.write_text(
        "extends: wuhu\nseveral_winners: {allowed: true, source: 我们这桌}\n", encoding="utf-8"
    )
    result = runner.invoke(cli, ["rules", "diff", "wuhu", str(house), "--lang", "zh"])
    assert (
        "一炮多响（一张牌几家胡）：wuhu 否（000 三.3 无一炮两响），house 是（我们这桌）"
        in result.stdout
    )
