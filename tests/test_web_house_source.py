"""A house rule sent to `serve` or the page is named as its sender knows it: an item's
`source` says `house-rules.yaml:LINE`, never the path of the server's private copy (which
differs from run to run and shows the server's folders). Issue 28."""

from __future__ import annotations

import json
from pathlib import Path

from starlette.testclient import TestClient

from wuhu_mj.doors.web import browser, rulesource
from wuhu_mj.doors.web.app import create_app

ROOT = Path(__file__).resolve().parent.parent
HOUSE = (ROOT / "samples" / "house-rules" / "zuizi10-jiao80.yaml").read_text(encoding="utf-8")
# 对对胡, which the house rule prices (at its line 12)
HAND = "88s+gang4444p@2+jiagang6666p@3+gang3333s@3+jiagang9999m@4"


def sources(answer: dict[str, object]) -> set[str]:
    """Every item's source in a `score --json` object."""
    items = answer["items"]
    assert isinstance(items, list)
    return {str(item["source"]) for item in items}


def test_the_api_names_the_sent_file_not_its_copy() -> None:
    with TestClient(create_app()) as client:
        answers = [
            client.post("/api/score", json={"hand": HAND, "from": 3, "rules_yaml": HOUSE}).json()
            for _ in range(2)
        ]
    assert answers[0] == answers[1]
    house = {s for s in sources(answers[0]) if "house-rules" in s}
    assert house and all(s.startswith(f"{rulesource.UPLOADED_FILE}:") for s in house)
    assert "wuhu-mj-web-" not in json.dumps(answers[0])


def test_the_page_and_a_session_name_it_so_too() -> None:
    scored = json.loads(
        browser.score(json.dumps({"hand": HAND, "from": 3, "rules_yaml": HOUSE}), "en")
    )
    assert "wuhu-mj-web-" not in scored["text"]
    assert f'"source": "{rulesource.UPLOADED_FILE}:12"' in scored["text"]
    evening = f"players: a b c d\nrules: {rulesource.UPLOADED_FILE}\na 胡 c {HAND}\n"
    played = json.loads(browser.session(evening, "en", HOUSE))
    assert played["exit"] == 0, played
    assert "wuhu-mj-web-" not in played["text"]
    assert f'"source": "{rulesource.UPLOADED_FILE}:12"' in played["text"]


def test_a_broken_sent_file_is_named_so() -> None:
    said = json.loads(browser.rules(json.dumps({"rules_yaml": HOUSE + "bogus: 1\n"}), "en"))
    assert said["exit"] == 2
    assert said["error"]["where"].startswith(f"{rulesource.UPLOADED_FILE}:")
