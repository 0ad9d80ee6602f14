"""`check` files are validated like rule files: FILE:LINE:COL, one line, exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.checks.file import SIZE_LIMIT
from wuhu_mj.doors.cli import cli

ROOT = Path(__file__).resolve().parent.parent
GOOD = """\
rules: wuhu
examples:
  - name: dealer discards
    hand: 1135789m234678p4m
    printed: [10, 14]
    win: discard
"""


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (GOOD.replace("win: discard", "win: discardd"),
         "6:5: 'win' must be one of self_draw, discard, not 'discardd'; did you mean 'discard'?"),
        (GOOD.replace("printed:", "printd:"),
         "5:5: unknown key 'printd' in an example (did you mean 'printed'?)"),
        (GOOD.replace("rules: wuhu", "rule: wuhu"),
         "1:1: unknown key 'rule' (did you mean 'rules'?)"),
        (GOOD.replace("[10, 14]", "[10, ten]"),
         "5:5: 'printed' must be a list of whole numbers (the book's numbers)"),
        (GOOD + "    expect: agree\n",
         "7:5: 'expect' must be one of agrees, disagrees, cannot_be_dealt, not 'agree';"
         " did you mean 'agrees'?"),
        (GOOD + "    flags: [kong-drw]\n",
         "7:13: 'flags' must be one of kong-draw, rob-kong, heavenly, earthly, wild-discarded,"
         " last-four, not 'kong-drw'; did you mean 'kong-draw'?"),
        (GOOD + "    options: {dealr: 3}\n",
         "7:15: unknown key 'dealr' in 'options' (did you mean 'dealer'?)"),
        (GOOD + "    measure: items\n",
         "3:5: 'measure: items' needs 'items:', a list of item keys"),
        (GOOD.replace("hand: 1135789m234678p4m", "hand: null"),
         "4:5: 'hand: null' needs 'features:' (a mapping)"),
        ("rules: wuhu\nexamples: []\n", "2:1: 'examples' must be a list of examples"),
        ("rules: wuhu\nexamples:\n  - name: [x\n",
         "4:1: invalid YAML: did not find expected ',' or ']'"),
        ("# nothing\n", "1:1: the check file is empty"),
        (GOOD + "    why_eng: A reason.\n",
         "7:5: unknown key 'why_eng' in an example (did you mean 'why_en'?)"),
        (GOOD + "    name_en: [8]\n", "7:5: 'name_en' must be text"),
    ],
)  # fmt: skip
def test_bad_check_file_is_one_line_exit_2(text: str, message: str, tmp_path: Path) -> None:
    path = tmp_path / "mine-examples.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", "en"])
    assert result.exit_code == 2
    assert result.stderr == result.output
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"wuhu-mj: error: {path}:{message}")


def test_good_check_file_scores(tmp_path: Path) -> None:
    path = tmp_path / "mine-examples.yaml"
    # (8+4)/2 + 4 = 10 from a non-dealer, + 4 when the dealer pays: docs/rules.md §2, 000 五.2.
    path.write_text(GOOD, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 0, result.output


def test_chinese_message_keeps_the_place(tmp_path: Path) -> None:
    path = tmp_path / "mine-examples.yaml"
    path.write_text(GOOD.replace("win: discard", "win: discardd"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", "zh"])
    assert result.stderr == (
        f"wuhu-mj: 错误：{path}:6:5: 'win' 应是 self_draw, discard 之一，而不是 'discardd'；"
        "是不是 'discard'？\n"
    )


def test_size_limit(tmp_path: Path) -> None:
    path = tmp_path / "big-examples.yaml"
    path.write_bytes(b"#" * (SIZE_LIMIT + 1))
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", "en"])
    assert result.exit_code == 2
    assert result.stderr == f"wuhu-mj: error: {path}: a check file must be at most 1024 KiB\n"


def test_dev_zero_is_not_read() -> None:
    result = CliRunner().invoke(cli, ["check", "/dev/zero", "--lang", "en"])
    assert result.exit_code == 2
    assert "not a plain file (a FIFO, a device or a folder?)" in result.stderr


def test_every_shipped_check_file_is_valid() -> None:
    from wuhu_mj.doors.checks.file import read_sample_file

    files = sorted((ROOT / "samples").glob("*-examples.yaml"))
    files += sorted((ROOT / "samples" / "house-rules").glob("*-examples.yaml"))
    assert len(files) >= 12
    for path in files:
        assert read_sample_file(str(path)).examples


BOTH = """\
rules: wuhu
examples:
  - name: 8支卡4胡
    name_en: 8 支, closed wait on 4
    hand: 1135789m234678p4m
    printed: [10, 14]
    win: discard
    why: 书上的数对。
    why_en: The book's numbers are right.
  - name: 只有中文
    hand: 1135789m234678p4m
    printed: [10, 14]
    win: discard
"""


@pytest.mark.parametrize(
    ("lang", "shown", "not_shown"),
    [
        ("zh", ["8支卡4胡", "[1] 8支卡4胡：书上的数对。", "只有中文"], ["closed wait", "book's"]),
        (
            "en",
            ["8 支, closed wait on 4", "[1] 8 支, closed wait on 4: The book's numbers are right.",
             "只有中文"],
            ["8支卡4胡", "书上"],
        ),
    ],
)  # fmt: skip
def test_each_language_shows_the_files_own_words(
    lang: str, shown: list[str], not_shown: list[str], tmp_path: Path
) -> None:
    """`name`/`why` in Chinese, `name_en`/`why_en` in English; one language only: in both."""
    path = tmp_path / "mine-examples.yaml"
    path.write_text(BOTH, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path), "--lang", lang], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert all(text in result.stdout for text in shown), result.stdout
    assert not any(text in result.stdout for text in not_shown), result.stdout
