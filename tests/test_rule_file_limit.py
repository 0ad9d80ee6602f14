"""One limit on a rule file's size, RULE_FILE_BYTES, at every door, with one message (issue 28).

Each door is given a house rule of exactly RULE_FILE_BYTES (it is read: the size is not what
refuses it) and one a byte longer (refused with `too large for a rule file (over 64 KiB)`;
exit status 2 on the command line).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import api, browser
from wuhu_mj.doors.web.app import create_app
from wuhu_mj.rules.rulefile import MAX_FILE_BYTES
from wuhu_mj.service import limits

HAND = "11234678m23467p5p"
SAID = "too large for a rule file (over 64 KiB)"
SAID_ZH = "规则文件太大（超过 64 KiB）"


def house(size: int) -> str:
    """A valid house rule of `size` bytes: `extends: wuhu` and a comment padding it out."""
    head = "extends: wuhu\n#"
    return head + "x" * (size - len(head) - 1) + "\n"


def test_one_number() -> None:
    assert limits.RULE_FILE_BYTES == MAX_FILE_BYTES == 64 * 1024
    assert limits.MAX_COMPARE_TEXT_BYTES == limits.RULE_FILE_BYTES
    assert len(house(limits.RULE_FILE_BYTES).encode()) == limits.RULE_FILE_BYTES
    # A request carries the largest rule file, however JSON spells it, with room to spare.
    assert api.MAX_BODY >= 3 * limits.RULE_FILE_BYTES
    widest = json.dumps({"hand": HAND, "rules_yaml": "é" * (limits.RULE_FILE_BYTES // 2)})
    assert len(widest.encode()) < api.MAX_BODY


# ---- the doors: each answers (refused, what it said) ----------------------------------


def cli_score(tmp_path: Path, text: str) -> tuple[bool, str]:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    done = CliRunner().invoke(cli, ["score", HAND, "--rules", str(path), "--lang", "en"])
    return _cli(done.exit_code, done.output)


def cli_batch(tmp_path: Path, text: str) -> tuple[bool, str]:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    lines = tmp_path / "hands.txt"
    lines.write_text(HAND + "\n", encoding="utf-8")
    args = ["batch", str(lines), "--rules", str(path), "--lang", "en"]
    done = CliRunner().invoke(cli, args)
    return _cli(done.exit_code, done.output)


def cli_session(tmp_path: Path, text: str) -> tuple[bool, str]:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    evening = tmp_path / "evening.txt"
    evening.write_text(f"players: a b c d\nrules: {path}\nb 1255m456p234789s3m\n")
    done = CliRunner().invoke(cli, ["session", str(evening), "--lang", "en"])
    return _cli(done.exit_code, done.output)


def _cli(exit_code: int, output: str) -> tuple[bool, str]:
    refused = SAID in " ".join(output.split())  # batch's table wraps its notes
    if refused:
        assert exit_code == 2, output
    return refused, output


def api_score(_: Path, text: str) -> tuple[bool, str]:
    with TestClient(create_app()) as client:
        got = client.post("/api/score", json={"hand": HAND, "rules_yaml": text, "lang": "en"})
    refused = SAID in got.text
    if refused:
        assert (got.status_code, got.headers[api.EXIT_HEADER]) == (400, "2")
        assert got.json()["error"]["message"] == f"house-rules.yaml: {SAID_ZH}"
    return refused, got.text


def page_compare(_: Path, text: str) -> tuple[bool, str]:
    request = {"hand": HAND, "rules": ["wuhu", {"rules_yaml": text}]}
    got = json.loads(browser.call("compare", json.dumps(request), "en"))
    refused = got.get("error", {}).get("said") == SAID
    if refused:
        assert got["exit"] == 2
    return refused, json.dumps(got)


DOORS: dict[str, Callable[[Path, str], tuple[bool, str]]] = {
    "score --rules": cli_score,
    "batch --rules": cli_batch,
    "session": cli_session,
    "API /api/score": api_score,
    "page compare": page_compare,
}


@pytest.mark.parametrize("door", DOORS)
def test_a_rule_file_of_exactly_the_limit_is_read(tmp_path: Path, door: str) -> None:
    refused, said = DOORS[door](tmp_path, house(limits.RULE_FILE_BYTES))
    assert not refused, said
    assert "error" not in said.lower()  # the house rule was read and the hand scored


@pytest.mark.parametrize("door", DOORS)
def test_a_byte_more_is_refused_with_one_message(tmp_path: Path, door: str) -> None:
    refused, said = DOORS[door](tmp_path, house(limits.RULE_FILE_BYTES + 1))
    assert refused, said
