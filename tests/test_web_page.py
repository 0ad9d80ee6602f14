"""`wuhu-mj page`: the static site, and its Python scorer (Pyodide) in a real Chromium.

The site is built once, served by a plain static host on 127.0.0.1, loaded once, and then
used with the network off.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import site
from wuhu_mj.doors.web.app import create_app
from wuhu_mj.rules.ruleset import builtin_names

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import GenHand, random_hands

pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from starlette.testclient import TestClient
from test_web_api import cli_args, request_for
from web_server import CHROMIUM, CHROMIUM_ARGS
from web_site import build_site, offline_phone, shared_site, static_host

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

RULE_SETS = builtin_names()
SAMPLES = Path(__file__).resolve().parent.parent / "samples"
BOOK_HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}


@pytest.fixture(scope="module")
def host(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with static_host(shared_site(tmp_path_factory)) as url:
        yield url


@pytest.fixture(scope="module")
def offline(host: str) -> Iterator[Any]:
    """A phone that opened the page once, then lost the network and reloaded it."""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        with offline_phone(browser, host) as page:
            yield page
        browser.close()


def cli_score(request: dict[str, Any]) -> str:
    return CliRunner().invoke(cli, cli_args("score", request["hand"], request)).stdout


def test_the_site_has_what_it_needs(tmp_path: Path) -> None:
    built = build_site(tmp_path / "site")
    names = {f.path for f in built.files}
    for needed in (
        "index.html",
        "manifest.webmanifest",
        "pyodide/pyodide.asm.wasm",
        "py/wuhu-mj.zip",
    ):
        assert needed in names
    assert (tmp_path / "site" / "sw.js").is_file()
    # The page's texts, made from the catalog when the site is built.
    messages = (tmp_path / "site" / site.MESSAGES_JS).read_text(encoding="utf-8")
    assert "messages.js" in names and messages == site.messages_js()
    runtime = json.loads((tmp_path / "site" / "runtime.json").read_text())
    assert runtime["version"] == built.version
    assert built.download < 8_000_000  # what a first visit fetches (gzipped files unpacked)


def test_offline_after_one_visit_the_page_scores_a_hand(offline: Any) -> None:
    printed = offline.evaluate("(r) => window.wuhuMj.score(r)", BOOK_HAND)
    assert printed == cli_score(BOOK_HAND)
    assert json.loads(printed)["payments"] == [
        {"from": 3, "to": 1, "amount": 14, "items": json.loads(printed)["payments"][0]["items"]}
    ]


# ------------------------------------------------------------------ the CLI's very text


def score_cases(per_rule_set: int) -> list[dict[str, Any]]:
    """Generated hands under every built-in rule set with each one's own options (wins, hands
    that do not win, and input errors), and requests the CLI refuses."""
    rng = random.Random(21)
    out = []
    for number, rules in enumerate(RULE_SETS):
        for generated in random_hands(per_rule_set, seed=2100 + number):
            out.append(request_for(rules, generated, rng))
    out += [dict(r) for r in REFUSED]
    return out


REFUSED = [
    {"hand": "123x"},
    {"hand": "123m"},
    {"hand": "11111m234p567s99p"},
    {"hand": "1135789m234678p4m", "from": 7},
    {"hand": "1135789m234678p4m", "from": 1},
    {"hand": "1135789m234678p4m", "winner": "x"},
    {"hand": "1135789m234678p4m", "wild": "5m"},
    {"hand": "1135789m234678p4m", "unit": "0"},
    {"hand": "1135789m234678p4m", "kong_draw": True},
    {"hand": "11229m3344p5566s7s", "rules": "anqing"},
    {"hand": "11229m3344p5566s7s", "rules": "anqing", "wild": "9m", "indicator": "8m"},
    {"hand": "11229m3344p5566s7s", "rules": "anqing", "wild": "9m", "from": 2},
    {"hand": "55p+chi123m+peng777m+chi456s+gang2222s+hua1f9f", "rules": "chizhou"},
    {"hand": "1m" * 600},
]


def test_score_is_byte_identical_to_the_cli(offline: Any) -> None:
    requests = score_cases(200)
    printed = offline.evaluate(
        "(rs) => Promise.all(rs.map((r) => window.wuhuMj.score(r)))", requests
    )
    exits = set()
    for request, text in zip(requests, printed, strict=True):
        expected = CliRunner().invoke(cli, cli_args("score", request["hand"], request))
        assert text == expected.stdout, request
        exits.add(expected.exit_code)
    assert exits == {0, 1, 2}


def test_a_rule_set_the_page_does_not_have_is_refused_as_the_api_refuses_it(offline: Any) -> None:
    """The page, like the JSON API, reads no files: `rules` names a built-in rule set (the CLI
    would also look for a file of that name)."""
    request = {"hand": "1135789m234678p4m", "rules": "wuhoo"}
    text = offline.evaluate("(r) => window.wuhuMj.score(r)", request)
    assert text == TestClient(create_app()).post("/api/score", json=request).text + "\n"
    assert "是不是 'wuhu'？" in text  # the JSON's words are Chinese in any language


def test_waits_and_sessions_are_byte_identical_to_the_cli(offline: Any) -> None:
    for rules in RULE_SETS:
        for generated in random_hands(4, seed=7):
            hand = GenHand(generated.concealed[:-1], generated.melds, True, None, 1).notation()
            request = {"hand": hand, "rules": rules, "dealer": 2}
            text = offline.evaluate("(r) => window.wuhuMj.waits(r)", request)
            assert text == CliRunner().invoke(cli, cli_args("waits", hand, request)).stdout
    evenings = [path.read_text(encoding="utf-8") for path in sorted(SAMPLES.glob("session-*"))]
    evenings += [
        "players: 老王 小李 阿强\n",  # a broken header
        "players: 老王 小李 阿强 小红\nrules: nowhere\n",
        "\ufeffplayers: a b c d\r\na 11123456789999m\rb 123m\n荒庄\n",  # a BOM, \r, a bad line
        "players: a b c d\n" + "a 11123456789999m\n" * 3 + "{\n",
    ]
    for text in evenings:
        expected = CliRunner().invoke(cli, ["session", "-", "--json"], input=text.encode())
        assert offline.evaluate("(t) => window.wuhuMj.session(t)", text) == expected.stdout


def test_compare_is_byte_identical_to_the_cli(offline: Any) -> None:
    """`wuhuMj.compare`: `score HAND -r A -r B … --json` (wins, a rule set under which it is no
    win, bad input under one of them)."""
    cases = [
        ({"hand": "1111234555667m8m", "dealer": 2, "from": 3}, ["wuhu", "wuhu-315", "wuhu-fan"]),
        ({"hand": "11234678m23467p5p", "from": 3}, ["wuhu", "chizhou"]),
        ({"hand": "11234678m23467p5p", "from": 3}, ["wuhu", "anqing"]),
        ({"hand": "1135789m234678p4m"}, ["wuhu", "wuhu-315"]),
    ]
    for request, names in cases:
        text = offline.evaluate("(r) => window.wuhuMj.compare(r)", {**request, "rules": names})
        args = cli_args("score", request["hand"], request)
        for name in names:
            args += ["-r", name]
        assert text == CliRunner().invoke(cli, args).stdout, (request, names)
