"""The page's manifest (doors/web/manifest.py) and the calls that keep the page's JavaScript free of
the scorer's facts: an evening's text, a hand line, an import read, a sum of money."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wuhu_mj.doors.session.model import DRAW_WORDS, SELF_DRAW_WORDS
from wuhu_mj.doors.session.parse import HEADER_KEYS
from wuhu_mj.doors.web import browser
from wuhu_mj.doors.web.manifest import DRAW_WORD, SELF_DRAW_WORD, manifest
from wuhu_mj.service import limits
from wuhu_mj.service.options import declared
from wuhu_mj.service.pipeline import DEFAULT_RULES

PLAYERS = ["老王", "小李", "阿强", "小红"]


def envelope(name: str, payload: Any, lang: str = "zh") -> dict[str, Any]:
    text = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
    found: dict[str, Any] = json.loads(browser.call(name, text, lang))
    return found


def test_the_manifest_holds_each_fact_from_its_place() -> None:
    made = manifest()
    assert made["default_rules"] == DEFAULT_RULES
    assert made["session"]["header_keys"] == HEADER_KEYS
    assert SELF_DRAW_WORD in SELF_DRAW_WORDS and DRAW_WORD in DRAW_WORDS
    assert made["limits"]["import_hands"] == limits.PAGE_IMPORT_HANDS
    assert made["limits"]["rules_file_bytes"] == limits.RULE_FILE_BYTES
    assert made["money"]["places"] == limits.UNIT_PLACES
    assert [o["name"] for o in made["options"]] == [spec.name for spec in declared()]
    names = [r["name"] for r in made["rules"]]
    assert DEFAULT_RULES in names and "anqing" in names
    kong = next(o for o in made["options"] if o["name"] == "kong-draw")
    assert kong["label"] == {"zh": "杠开", "en": "Kong draw"}
    assert kong["words"] == ["杠开"] and kong["kind"] == "flag"


def test_the_notation_part_is_view_data_only() -> None:
    """The rules of tapping (hand size, copies, chi starts, a meld's tiles) are next_taps'."""
    notation = manifest()["notation"]
    assert set(notation) == {"melds", "order", "faces"}
    assert notation["melds"] == ["peng", "gang", "jiagang", "angang", "chi"]


def test_the_page_call_and_the_api_give_the_same_manifest() -> None:
    pytest.importorskip("starlette", reason="the web extra is not installed")
    from starlette.testclient import TestClient

    from wuhu_mj.doors.web.app import create_app

    answer = envelope("manifest", "")
    assert answer["exit"] == 0 and json.loads(answer["text"]) == answer["view"]
    with TestClient(create_app()) as client:
        served = client.get("/api/manifest")
    assert served.status_code == 200
    assert served.json() == answer["view"] == json.loads(json.dumps(manifest()))


def test_an_evening_is_written_and_read_back_by_python() -> None:
    header = {
        "players": PLAYERS,
        "rules": "anqing",
        "unit": " 0.5 ",
        "dealer": 2,
        "pot": "",
        "pots": "3",
        "streak": "",
    }
    lines = ["老王 小李 1135789m234678p4m 钻=5p", "荒庄"]
    written = envelope("evening_text", {"header": header, "lines": lines})
    text = written["text"]
    assert text == (
        "players: 老王 小李 阿强 小红\nrules: anqing\nunit: 0.5\ndealer: 小李\npots: 3\n"
        "老王 小李 1135789m234678p4m 钻=5p\n荒庄\n"
    )
    assert written["view"]["first"] == 6
    read = envelope("read_evening", {"text": text, "players": ["东", "南", "西", "北"]})
    assert read["view"] == {"header": {**header, "unit": "0.5"}, "lines": lines}
    scored = envelope("evening", {"header": header, "lines": lines})
    assert scored["first"] == 6
    assert scored["text"] == envelope("session", text)["text"]


def test_an_import_that_is_no_evening_reads_as_none() -> None:
    read = envelope("read_evening", {"text": "hello\nworld", "players": PLAYERS})
    assert read["exit"] == 1 and "view" not in read
    bad = envelope("read_evening", {"text": '{"session": [', "players": PLAYERS})
    assert "view" not in bad


def test_a_hand_line_uses_each_options_session_word() -> None:
    one = {
        "winner": 1,
        "from": 3,
        "hand": "1135789m234678p4m",
        "flags": ["kong-draw", "wild-discarded"],
        "values": {"wild": "5p", "fed": ["2=peng,chi"]},
    }
    line = envelope("hand_line", {"players": PLAYERS, "wins": [one]})["text"].strip()
    assert line == "老王 阿强 1135789m234678p4m 杠开 打过钻 钻=5p fed=小李=peng,chi"
    self_drawn = {**one, "from": None, "flags": [], "values": {}}
    line = envelope("hand_line", {"players": PLAYERS, "wins": [self_drawn]})["text"]
    assert line.strip() == "老王 自摸 1135789m234678p4m"
    two = [{**one, "flags": [], "values": {}}, {**one, "winner": 2, "hand": "11m"}]
    line = envelope("hand_line", {"players": PLAYERS, "wins": two, "from": 3})["text"]
    options = "杠开 打过钻 钻=5p fed=小李=peng,chi"
    assert line.strip() == f"老王,小李 阿强 1135789m234678p4m 11m {options}"


def test_money_is_summed_exactly_in_python() -> None:
    summed = envelope("money_sum", {"amounts": ["0.000031", "0.000031", "0.000031"]})
    assert summed["text"] == "0.000093\n"
    assert envelope("money_sum", {"amounts": ["7.5", "7.5", 1]})["text"] == "16\n"
    for bad in (["x"], [True], "12", ["NaN"]):
        refused = envelope("money_sum", {"amounts": bad})
        assert refused["exit"] == 2 and refused["error"]["where"] == "amounts"


def test_a_payers_points_are_summed_in_python() -> None:
    request = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3, "unit": "0.000031"}
    answer = envelope("score", request)
    paid = answer["view"]["payments"][0]
    assert paid["points_total"] == "14" and paid["amount"] == 0.000434
    assert "points_total" not in answer["text"]  # the CLI's JSON is untouched


def test_the_built_site_holds_the_manifest(tmp_path: Path) -> None:
    """`wuhu-mj page` writes the manifest beside the page (a fake Pyodide runtime will do),
    and the service worker keeps it."""
    from wuhu_mj.doors.web import pyodide, site
    from wuhu_mj.doors.web.manifest import MANIFEST_JSON

    runtime = tmp_path / "fake-pyodide"
    runtime.mkdir()
    for name in pyodide.FILES:
        (runtime / name).write_bytes(f"not really {name}\n".encode())
    (runtime / "package.json").write_text('{"version": "0.0-test"}', encoding="utf-8")
    built = site.build(str(tmp_path / "site"), str(runtime))
    written = json.loads((built.folder / MANIFEST_JSON).read_text(encoding="utf-8"))
    assert written == json.loads(json.dumps(manifest()))
    assert MANIFEST_JSON in {f.path for f in built.files}
    assert "LIMITS" not in (built.folder / site.MESSAGES_JS).read_text(encoding="utf-8")
