"""Each neighbouring game on the offline page (`wuhu-mj page`, Pyodide in a real Chromium,
the network off after one visit): its worked examples (samples/GAME-examples.yaml) scored by
the page byte for byte as the CLI scores them, and its first plain example tapped in on the phone:
the rule set picked, the tiles on the keyboard, the dealer and who won from whom, and the
money the page shows is what the CLI's JSON pays.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from wuhu_mj.doors.cli import cli
from wuhu_mj.rules.ruleset import builtin_names

pytest.importorskip("playwright.sync_api", reason="browser tests skipped: no Playwright")
from playwright.sync_api import sync_playwright
from test_web_api import cli_args
from test_web_thumbs import Taps
from web_server import CHROMIUM, CHROMIUM_ARGS
from web_site import offline_phone, shared_site, static_host

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM}", allow_module_level=True)

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
# The games of the neighbouring towns (docs/rules.md §4a on), each a built-in variant with
# its own worked examples.
GAMES = [g for g in ("hefei", "maanshan", "wuwei", "nanling", "lujiang") if g in builtin_names()]
TILE_GROUP = re.compile(r"(\d+)([mpsz])")
PAID = re.compile(r"(\d)号 → (\d)号 (\S+)")


def examples(game: str) -> tuple[str, list[dict[str, Any]]]:
    data = yaml.safe_load((SAMPLES / f"{game}-examples.yaml").read_text(encoding="utf-8"))
    return str(data.get("rules", game)), [e for e in data["examples"] if e.get("hand")]


def request_of(example: dict[str, Any], rules: str) -> dict[str, Any]:
    """The example as `wuhu-mj check` scores it: seat 1 wins, seat 2 deals, a discard is
    seat 3's, unless the example's options say otherwise (doors/checks/run.py)."""
    request: dict[str, Any] = {"hand": example["hand"], "rules": rules, "winner": 1, "dealer": 2}
    request.update({str(flag).replace("-", "_"): True for flag in example.get("flags") or []})
    options = example.get("options") or {}
    request.update({str(key).replace("-", "_"): value for key, value in options.items()})
    if example.get("win", "self_draw") == "discard":
        request.setdefault("from", 3)
    return request


@pytest.fixture(scope="module")
def offline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with static_host(shared_site(tmp_path_factory)) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        with offline_phone(browser, url) as page:
            yield page
        browser.close()


def test_every_neighbouring_game_is_here() -> None:
    assert GAMES, "no neighbouring game among the built-in rule sets"
    for game in GAMES:
        assert (SAMPLES / f"{game}-examples.yaml").is_file(), game


@pytest.mark.parametrize("game", GAMES)
def test_the_page_scores_every_example_as_the_cli(offline: Any, game: str) -> None:
    rules, found = examples(game)
    requests = [request_of(e, rules) for e in found]
    printed = offline.evaluate(
        "(rs) => Promise.all(rs.map((r) => window.wuhuMj.score(r)))", requests
    )
    for request, text in zip(requests, printed, strict=True):
        expected = CliRunner().invoke(cli, cli_args("score", request["hand"], request))
        assert text == expected.stdout, request
        assert json.loads(text)["rules"] == rules


@pytest.mark.parametrize("game", GAMES)
def test_a_plain_example_tapped_in_on_the_phone(offline: Any, game: str) -> None:
    rules, found = examples(game)
    plain = {"hand", "rules", "winner", "dealer", "from"}
    picked = {"wild", "indicator"}  # a tile picked from the option's list
    # The first example held in the hand alone (no meld to say who fed), with no option the
    # phone would need more than a pick from a list for.
    first = next(
        e for e in found if "+" not in e["hand"] and set(request_of(e, rules)) <= plain | picked
    )
    request = request_of(first, rules)
    page = offline
    page.select_option("#rules-select", rules)
    page.tap("#clear")  # the hand of the game before
    tap = Taps(page)
    groups = TILE_GROUP.findall(first["hand"])
    tap.tiles(" ".join(f"{digit}{suit}" for digits, suit in groups for digit in digits))
    for name in picked & set(request):
        page.select_option(f"#opt-{name}", str(request[name]))
    tap(f"#dealer [data-seat='{request['dealer']}']")
    if page.locator("#who-grid").count():
        tap.who(request["winner"], request.get("from"))
    else:  # self-draw only: one row of winners
        tap(f"#winners [data-winner='{request['winner']}']")
    page.wait_for_selector("#result[data-state=win]")
    shown = [" ".join(p.split()) for p in page.locator("#result .money .pay").all_inner_texts()]
    matches = [PAID.fullmatch(line) for line in shown]
    seen = sorted((int(m[1]), int(m[2]), float(m[3])) for m in matches if m is not None)
    assert len(seen) == len(shown), shown
    expected = CliRunner().invoke(cli, cli_args("score", request["hand"], request))
    paid = json.loads(expected.stdout)["payments"]
    assert seen == sorted((p["from"], p["to"], float(p["amount"])) for p in paid), shown
