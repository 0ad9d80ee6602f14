"""The server's compare (issue 27): at most MAX_COMPARE_RULES rule sets and
MAX_COMPARE_TEXT_BYTES of house-rule text, refused before anything is compiled; work past the
time limit is 503 (never 500); a plain hand is answered within a second whatever one client
sends meanwhile."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import urllib.error
import urllib.request
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")
from starlette.testclient import TestClient
from web_server import serving

from wuhu_mj.doors.web import browser, offload, pause, rulesource
from wuhu_mj.doors.web.answers import session_answer
from wuhu_mj.doors.web.app import create_app
from wuhu_mj.messages.errors import InputError
from wuhu_mj.messages.message import Message
from wuhu_mj.service.limits import MAX_COMPARE_RULES, MAX_COMPARE_TEXT_BYTES

HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}
WUHU_SETS = ["wuhu", "wuhu-315", "wuhu-fan"]


def compare(rules: list[Any], lang: str = "en") -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(browser.compare(json.dumps({**HAND, "rules": rules}), lang))
    return answer


def house(name: str, size: int = 0) -> dict[str, str]:
    """A valid house rule of at least `size` UTF-8 bytes (a comment in Chinese makes it up)."""
    text = f"extends: wuhu\nname: {name}\n"
    short = size - len(text.encode())
    if short == 1:
        text += "\n"
    elif short >= 2:
        wide, narrow = divmod(short - 2, 3)
        text += "#" + "中" * wide + "-" * narrow + "\n"
    return {"rules_yaml": text}


def test_house_texts_are_the_size_asked() -> None:
    for size in (0, 40, 41, 42, 43, 1000, 32 * 1024):
        text = house("h", size)["rules_yaml"]
        assert len(text.encode()) == max(size, len(house("h")["rules_yaml"].encode()))


@pytest.fixture
def nothing_compiled(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(text: object) -> Any:
        raise AssertionError("a house rule was compiled")

    monkeypatch.setattr(rulesource, "uploaded", refuse)


# The page's name of the `rules` place, beside the message (envelope.place_name).
PLACE = {"zh": "规则", "en": "Rules"}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", f'"rules" lists at most {MAX_COMPARE_RULES} rule sets (this one lists 9)'),
        ("zh", f'"rules" 最多列 {MAX_COMPARE_RULES} 套规则（这里列了 9 套）'),
    ],
)
def test_a_compare_lists_at_most_eight_rule_sets(lang: str, said: str) -> None:
    at_cap = compare((WUHU_SETS * 3)[:MAX_COMPARE_RULES], lang)
    assert (at_cap["exit"], len(at_cap["view"])) == (0, MAX_COMPARE_RULES)
    over = compare((WUHU_SETS * 3)[: MAX_COMPARE_RULES + 1], lang)
    assert over["exit"] == 2
    assert over["error"] == {"where": "rules", "place": PLACE[lang], "said": said}
    assert "view" not in over


@pytest.mark.usefixtures("nothing_compiled")
def test_too_many_house_rules_are_refused_before_any_is_compiled() -> None:
    """The issue's request: 1,100 house-rule texts (it held the scorer 5.9 s)."""
    answer = compare([house(f"h{i}") for i in range(1_100)])
    assert answer["error"]["said"] == '"rules" lists at most 8 rule sets (this one lists 1100)'


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "the house-rule texts of one comparison total at most 64 KiB (these are 65 KiB)"),
        ("zh", "一次比较里的自定义规则文字合计最多 64 KiB（这里有 65 KiB）"),
    ],
)
def test_the_house_rule_texts_of_a_compare_total_at_most_64_kib(lang: str, said: str) -> None:
    half = MAX_COMPARE_TEXT_BYTES // 2
    at_cap = compare([house("a", half), house("b", MAX_COMPARE_TEXT_BYTES - half)], lang)
    assert (at_cap["exit"], len(at_cap["view"])) == (0, 2)
    over = compare([house("c", half), house("d", MAX_COMPARE_TEXT_BYTES - half + 1)], lang)
    assert (over["exit"], over["error"]) == (
        2,
        {"where": "rules", "place": PLACE[lang], "said": said},
    )


@pytest.mark.usefixtures("nothing_compiled")
def test_the_size_is_checked_before_any_is_compiled() -> None:
    answer = compare(["wuhu", house("a", 40_000), house("b", 40_000)])
    assert answer["error"]["said"].endswith("(these are 79 KiB)")


# ---- served ----------------------------------------------------------------------------


def page_call(client: TestClient, call: str, payload: str) -> Any:
    return client.post("/api/page", json={"call": call, "payload": payload, "lang": "en"})


def test_the_served_compare_is_held_to_the_same_caps() -> None:
    rules = [house(f"h{i}") for i in range(200)]
    answer = page_call(TestClient(create_app()), "compare", json.dumps({**HAND, "rules": rules}))
    assert answer.status_code == 200
    assert (
        answer.json()["error"]["said"] == '"rules" lists at most 8 rule sets (this one lists 200)'
    )


@pytest.fixture
def short_limit(monkeypatch: pytest.MonkeyPatch) -> float:
    monkeypatch.setattr(offload, "WORK_SECONDS", 0.2)
    return 0.2


@pytest.mark.usefixtures("short_limit")
def test_a_compare_past_the_time_limit_is_503(monkeypatch: pytest.MonkeyPatch) -> None:
    """It was 500 "internal error: TooSlow"; the page gets the envelope it shows any refusal by."""

    def slow(payload: str, lang: str) -> str:
        time.sleep(0.6)
        return browser.failed(InputError(Message("page_error_compare_rules")), lang)

    monkeypatch.setitem(browser.CALLS, "compare", slow)
    answer = page_call(TestClient(create_app()), "compare", json.dumps({**HAND, "rules": []}))
    assert answer.status_code == 503
    envelope = answer.json()
    assert envelope["exit"] == 2
    assert envelope["error"] == {
        "said": "the server did not finish this request within 0.2 s; try again"
    }
    time.sleep(0.6)  # the slow call ends before the next test's work


@pytest.mark.usefixtures("short_limit")
def test_a_qr_code_past_the_time_limit_is_503_without_a_picture(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(browser, "qr_svg", lambda text: time.sleep(0.6) or "<svg/>")
    answer = page_call(TestClient(create_app()), "qr", "https://example.org/")
    assert (answer.status_code, answer.text) == (503, "")
    time.sleep(0.6)


@pytest.mark.parametrize(
    ("call", "payload", "quick"),
    [
        ("score", json.dumps(HAND), True),
        ("waits", json.dumps({"hand": "11234678m234467p"}), True),
        ("rules", "", True),
        ("score", json.dumps({**HAND, "rules_yaml": "extends: wuhu\n"}), False),
        ("score", json.dumps(HAND).replace('"hand"', '"rules\\u005fyaml"'), False),
        ("rules", json.dumps({"rules_yaml": "extends: wuhu\n"}), False),
        ("compare", json.dumps({**HAND, "rules": WUHU_SETS}), False),
        ("session", "players: a b c d\n", False),
        ("qr", "https://example.org/", False),
    ],
)
def test_which_page_calls_go_ahead(
    monkeypatch: pytest.MonkeyPatch, call: str, payload: str, quick: bool
) -> None:
    seen: list[bool] = []
    original = offload.run

    async def watched(func: Any, arg: Any, seconds: Any = None, *, quick: bool = False) -> Any:
        seen.append(quick)
        return await original(func, arg, seconds, quick=quick)

    monkeypatch.setattr(offload, "run", watched)
    assert page_call(TestClient(create_app()), call, payload).status_code == 200
    assert seen == [quick]


def post(port: int, path: str, body: Any) -> tuple[int, float]:
    """Status and seconds taken."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(), method="POST"
    )
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            answer.read()
            status = answer.status
    except urllib.error.HTTPError as refused:
        status = refused.code
    return status, time.monotonic() - started


def test_quick_work_is_done_at_a_safe_point_of_long_work() -> None:
    """A hand sent while a long piece of work runs is answered at its next safe point."""
    done: list[str] = []

    def long(_: None) -> None:
        for _ in range(20):
            time.sleep(0.05)
            pause.between()
        done.append("long")

    async def both() -> float:
        running = asyncio.ensure_future(offload.run(long, None))
        await asyncio.sleep(0.2)
        sent = time.monotonic()
        await offload.run(done.append, "quick", quick=True)
        waited = time.monotonic() - sent
        await running
        return waited

    waited = asyncio.run(both())
    assert done == ["quick", "long"]
    assert waited < 0.5
    pause.between()  # outside the scorer thread: nothing


def test_long_work_has_a_safe_point_per_hand_and_per_rule_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[None] = []
    monkeypatch.setattr(pause, "hook", lambda: calls.append(None))
    browser.session("players: a b c d\n" + "a b 11234678m23467p5p\n" * 50)
    assert len(calls) >= 50
    calls.clear()
    hand = {"hand": "11234678m23467p5p", "winner": 1, "from": 2}
    session_answer({"session": {"players": list("abcd")}, "hands": [hand] * 50})
    assert len(calls) >= 50
    calls.clear()
    compare(WUHU_SETS)
    assert len(calls) == len(WUHU_SETS)


def test_a_plain_hand_is_answered_within_a_second_whatever_one_client_sends() -> None:
    """One client sends a dozen comparisons at the caps (eight house rules each, none seen
    before), house-rule files with its hands and sessions of 1,000-2,000 hands, all at once; a hand
    under a built-in rule set, sent after them, is answered within a second."""
    stamp = time.monotonic_ns()
    heavy: list[tuple[str, Any]] = []
    for n in range(12):
        rules = [house(f"c{stamp}-{n}-{i}", 2_000) for i in range(MAX_COMPARE_RULES)]
        payload = json.dumps({**HAND, "rules": rules})
        heavy.append(("/api/page", {"call": "compare", "payload": payload, "lang": "en"}))
    for n in range(6):
        heavy.append(("/api/score", {**HAND, **house(f"s{stamp}-{n}", 30_000)}))
    evening = "players: a b c d\n" + "a b 11234678m23467p5p\n" * 2_000
    heavy += [("/api/page", {"call": "session", "payload": evening, "lang": "en"})] * 3
    hands = [{"hand": "11234678m23467p5p", "winner": 1, "from": 2}] * 1_000  # in 64 KiB
    heavy += [("/api/session", {"session": {"players": list("abcd")}, "hands": hands})] * 3
    statuses: list[int] = []
    with serving() as port:
        assert post(port, "/api/score", HAND)[0] == 200  # the rule set is loaded
        senders = [
            threading.Thread(target=lambda p=path, b=body: statuses.append(post(port, p, b)[0]))
            for path, body in heavy
        ]
        for sender in senders:
            sender.start()
        time.sleep(0.5)  # all sent and waiting for the scorer
        status, seconds = post(port, "/api/score", HAND)
        for sender in senders:
            sender.join(timeout=60)
    assert status == 200
    assert seconds < 1.0, seconds
    assert len(statuses) == len(heavy)
    assert set(statuses) <= {200, 503}  # answered, or too slow: never 500
