"""The JSON API against the CLI: /api/score answers with the very text `score --json` prints.

Hands come from benchmarks/handgen.py and are scored under all six built-in rule sets with
each variant's own options, so wins, non-wins and input errors are all compared.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed")
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import api
from wuhu_mj.doors.web.app import create_app
from wuhu_mj.messages.errors import where_text
from wuhu_mj.rules.ruleset import builtin_names

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from handgen import GenHand, random_hands

RULE_SETS = builtin_names()  # wuhu, wuhu-fan, wuhu-315, anqing (three), chizhou
HANDS_PER_RULE_SET = 50  # 350 hands in all
TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)]


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


def said(response: Any) -> str:
    """An error answer's words as the CLI's one line has them: the place, then the message."""
    error = response.json()["error"]
    return f"{error['where']}: {error['message']}" if error.get("where") else error["message"]


def cli_args(command: str, hand: str, request: dict[str, Any]) -> list[str]:
    """A batch line's keys as the command's arguments."""
    args = [command, hand, "--json"]
    for key, value in request.items():
        if key == "hand":
            continue
        option = "--" + key.replace("_", "-")
        if value is True:
            args.append(option)
        else:
            args += [option, str(value)]
    return args


def request_for(rules: str, generated: GenHand, rng: random.Random) -> dict[str, Any]:
    """The hand with options the rule set takes (and now and then one it refuses)."""
    hand = generated.notation()
    request: dict[str, Any] = {"hand": hand, "rules": rules, "dealer": generated.dealer}
    variant = rules.split("-")[0]
    if variant in ("wuhu", "chizhou") and generated.discarder is not None:
        request["from"] = generated.discarder
    if variant == "wuhu" and generated.discarder is None and "gang" in hand and rng.random() < 0.5:
        request["kong_draw"] = True
    if variant == "anqing" and rng.random() < 0.7:
        request["wild"] = rng.choice(TILES)
    if variant == "nanling" and rng.random() < 0.9:
        request["wild"] = rng.choice(TILES)
    if variant == "chizhou" and rng.random() < 0.6:
        request["hand"] = hand + "+hua" + "".join(rng.sample(["1f", "2f", "3f", "6z"], 2))
    if rng.random() < 0.05:
        request["winner"] = rng.choice([2, 3, 4])
    if rng.random() < 0.1:
        request["unit"] = rng.choice(["0.5", "2", "0.2"])  # money per point: decimals too
    return request


def cases() -> list[tuple[str, dict[str, Any]]]:
    rng = random.Random(16)
    out = []
    for number, rules in enumerate(RULE_SETS):
        for generated in random_hands(HANDS_PER_RULE_SET, seed=100 + number):
            out.append((rules, request_for(rules, generated, rng)))
    return out


def compare(client: TestClient, command: str, request: dict[str, Any]) -> tuple[int, Any]:
    """Asserts the API says what the CLI says; returns the exit status and the JSON."""
    cli_result = CliRunner().invoke(cli, cli_args(command, request["hand"], request))
    response = client.post(f"/api/{command}", json=request)
    exit_code = int(response.headers[api.EXIT_HEADER])
    assert exit_code == cli_result.exit_code, (request, cli_result.stderr)
    if exit_code == 2:
        assert response.status_code == 400
        assert response.text == cli_result.stdout.rstrip("\n")  # the --json error object
        return exit_code, None
    assert response.status_code == 200
    assert response.text == cli_result.stdout.rstrip("\n")
    return exit_code, response.json()


def test_score_equals_the_cli_on_hands_of_every_rule_set(client: TestClient) -> None:
    seen: dict[str, set[int]] = {rules: set() for rules in RULE_SETS}
    for rules, request in cases():
        exit_code, _ = compare(client, "score", request)
        seen[rules].add(exit_code)
    assert sum(len(codes) for codes in seen.values()) > len(RULE_SETS)  # not all one kind
    assert all(0 in codes for rules, codes in seen.items() if rules != "anqing-daque")


@pytest.mark.parametrize("rules", ["wuhu", "wuhu-fan", "anqing", "chizhou"])
def test_waits_equals_the_cli(client: TestClient, rules: str) -> None:
    for generated in random_hands(6, seed=7):
        # The generated hand less its winning tile: 13 tiles and the melds.
        text = GenHand(generated.concealed[:-1], generated.melds, True, None, 1).notation()
        compare(client, "waits", {"hand": text, "rules": rules, "dealer": 2})


def test_a_hand_too_long_is_refused_as_the_cli_refuses_it(client: TestClient) -> None:
    request = {"hand": "1m" * 2000}
    compare(client, "score", request)
    compare(client, "waits", request)


def test_the_book_example(client: TestClient) -> None:
    """README's first example: seat 3 deals and discards 4m, and pays 14."""
    response = client.post("/api/score", json={"hand": "1135789m234678p4m", "from": 3, "dealer": 3})
    assert response.status_code == 200
    assert response.headers[api.EXIT_HEADER] == "0"
    [payment] = response.json()["payments"]
    assert (payment["from"], payment["to"], payment["amount"]) == (3, 1, 14)
    if "items" in payment:  # the per-payer breakdown adds up to what is paid
        assert sum(item["points"] for item in payment["items"]) == 14


def test_a_hand_that_does_not_win_is_200_with_exit_1(client: TestClient) -> None:
    response = client.post("/api/score", json={"hand": "123456m123456p11s"})
    assert (response.status_code, response.headers[api.EXIT_HEADER]) == (200, "1")
    assert response.json()["winning"] is False
    assert "八支" in response.json()["reason"]


def test_rules_lists_every_built_in_rule_set(client: TestClient) -> None:
    response = client.get("/api/rules")
    assert response.status_code == 200
    described = {r["name"]: r for r in response.json()["rules"]}
    assert sorted(described) == builtin_names()
    assert described["wuhu"]["tiles"][-1] == "7z" and len(described["wuhu"]["tiles"]) == 28
    assert "chi" not in described["wuhu"]["melds"]
    assert described["chizhou"]["bonus"][-1] == "6z" and "6z" not in described["chizhou"]["tiles"]
    assert "from" not in described["anqing"]["options"]
    assert "wild" in described["anqing"]["options"]


HOUSE = "extends: wuhu\nname: our-table\nprices:\n  zuizi: 10\n"


def test_an_uploaded_house_rule_is_used(client: TestClient) -> None:
    request = {"hand": "111123m456m999m55p", "dealer": 2, "rules_yaml": HOUSE}
    response = client.post("/api/score", json=request)
    assert response.status_code == 200
    data = response.json()
    assert data["rules"] == "our-table"
    assert client.post("/api/rules", json={"rules_yaml": HOUSE}).json()["name"] == "our-table"


BAD = [
    # (what, body, status, words in the message (Chinese, as every text of the JSON),
    #  words in the `text` of the same request with "lang": "en")
    ("bad notation", {"hand": "123x"}, 400, "hand: 第 4 个字符 'x' 看不懂",
     "hand: unexpected character 'x' at 4"),
    ("too few tiles", {"hand": "123m"}, 400, "胡牌要 14 张", "a winning hand has 14"),
    ("a fifth copy", {"hand": "11111m234p567s99p"}, 400, "1m 有 5 张", "5 copies of 1m"),
    ("bad seat", {"hand": "1135789m234678p4m", "from": 7}, 400, "--from: 座位 7 不在 1-4 之内",
     "outside 1-4"),
    ("seat not a number", {"hand": "1135789m234678p4m", "winner": "x"}, 400, "应写座位 1-4",
     "a seat 1-4"),
    ("hand not a string", {"hand": 123}, 400, '要有 "hand"', 'needs "hand"'),
    ("no hand", {"from": 3}, 400, '要有 "hand"', 'needs "hand"'),
    ("flag not a bool", {"hand": "1135789m234678p4m", "kong_draw": 1}, 400, "应写 true 或 false",
     "true or false"),
    ("a list for a seat", {"hand": "1135789m234678p4m", "from": [3]}, 400, "from: 应是数字",
     "from: expected a number"),
    ("an object for fed", {"hand": "1135789m234678p4m", "fed": {"3": 1}}, 400, "fed: 应是数字",
     "fed: expected a number"),
    ("unknown option", {"hand": "1135789m234678p4m", "frm": 3}, 400, "--frm: 不认识的选项",
     "unknown option"),
    ("an option the rules refuse", {"hand": "1135789m234678p4m", "wild": "5m"}, 400,
     "--wild: 这套规则用不到这个选项", "--wild: these rules have no use"),
    ("unknown rules", {"hand": "1135789m234678p4m", "rules": "wuhoo"}, 400, "是不是 'wuhu'？",
     "did you mean 'wuhu'"),
    ("a path as rules", {"hand": "1135789m234678p4m", "rules": "rules/wuhu.yaml"}, 400,
     "没有叫 'rules/wuhu.yaml' 的内置规则", "no built"),
    ("an absolute path", {"hand": "1135789m234678p4m", "rules": "/etc/passwd"}, 400,
     "没有叫 '/etc/passwd' 的内置规则", "no built"),
    ("rules not a string", {"hand": "1135789m234678p4m", "rules": ["wuhu"]}, 400, "应写规则名",
     "rule set name"),
    ("both kinds of rules", {"hand": "1m", "rules": "wuhu", "rules_yaml": HOUSE}, 400,
     "只能给一个", "not both"),
    ("broken house rule", {"hand": "1m", "rules_yaml": "extends: wuhu\nprices:\n  zuizii: 3\n"},
     400, "house-rules.yaml:3:3: 不认识的键 'zuizii'",
     "house-rules.yaml:3:3: unknown key 'zuizii'"),
    ("house rule extends a path", {"hand": "1m", "rules_yaml": "extends: ../../etc/x.yaml\n"},
     400, "house-rules.yaml:1:10: 发来的规则文件只能 extends 内置规则",
     "house-rules.yaml:1:10: a rule file sent here may extend only a built-in"),
    ("house rule with aliases", {"hand": "1m", "rules_yaml": "a: &x [1]\nb: *x\n"}, 400,
     "不接受锚点和别名", "anchors and aliases"),
    ("house rule not YAML", {"hand": "1m", "rules_yaml": "a: [1"}, 400, "YAML 格式错误",
     "invalid YAML"),
    ("house rule not text", {"hand": "1m", "rules_yaml": 5}, 400, "rules_yaml: 应是规则文件的文字",
     "rules_yaml: expected the text of a rule file"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("what", "body", "status", "words", "english"), BAD, ids=[b[0] for b in BAD]
)
def test_bad_input_is_a_4xx_json_error(
    client: TestClient, what: str, body: dict[str, Any], status: int, words: str, english: str
) -> None:
    response = client.post("/api/score", json=body)
    assert response.status_code == status, response.text
    assert response.headers[api.EXIT_HEADER] == "2"
    assert words in said(response)
    assert "text" not in response.json()["error"]
    # Named in English, the same request gets the same object, and `text` in English
    named = client.post("/api/score", json={**body, "lang": "en"})
    assert named.status_code == status
    error = named.json()["error"]
    assert english in error.pop("text")
    assert error == response.json()["error"]


RAW = [  # refused before a "lang" could be read: the (Chinese) message only
    ("not JSON", b"hand=123m", 400, "第 1 行第 1 列的 JSON 有错"),
    ("not an object", b'["123m"]', 400, "请求必须是 JSON 对象"),
    ("not UTF-8", b'{"hand": "\xff"}', 400, "请求不是 UTF-8 文字（第 10 字节）"),
    ("nested too deeply", b"[" * 100_00, 400, "JSON 嵌套太深"),
    ("half a UTF-16 pair", b'{"hand": "\\ud800"}', 400, "半个 UTF-16 代理对（\\ud800）"),
    ("too large", b'{"hand": "' + b"1" * (api.MAX_BODY) + b'"}', 413, "请求超过 196 KiB"),
]


@pytest.mark.parametrize(("what", "body", "status", "words"), RAW, ids=[r[0] for r in RAW])
def test_bad_bodies(client: TestClient, what: str, body: bytes, status: int, words: str) -> None:
    response = client.post("/api/score", content=body)
    assert response.status_code == status
    assert words in said(response)


def test_too_large_without_a_length_is_refused_while_reading(client: TestClient) -> None:
    def chunks() -> Any:
        for _ in range(api.MAX_BODY // 8192 + 4):
            yield b" " * 8192

    response = client.post("/api/score", content=chunks())
    assert response.status_code == 413


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("GET", "/api/score", 405), ("GET", "/api/nothing", 404), ("DELETE", "/api/rules", 405)],
)
def test_unknown_endpoints_and_methods(
    client: TestClient, method: str, path: str, status: int
) -> None:
    response = client.request(method, path)
    assert response.status_code == status
    assert "message" in response.json()["error"]


def test_the_page_is_served_with_no_outside_sources(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-security-policy"].startswith("default-src 'self'")
    for name in ("app.js", "style.css"):
        text = client.get(f"/{name}").text
        assert "http://" not in text and "https://" not in text, name
    assert "http" not in page.text.replace("http-equiv", "")


def test_serve_without_the_extra_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn now fails
    result = CliRunner().invoke(cli, ["serve"])
    assert result.exit_code == 2
    assert "pip install 'wuhu-mj[web]'" in result.stderr


def test_json_lines_of_a_batch_are_the_api_answers(client: TestClient) -> None:
    """A batch JSON line posted as it is gets what `batch --json` printed for it."""
    lines = [json.dumps(request) for _, request in cases()[::25]]
    out = CliRunner().invoke(cli, ["batch", "-", "--json"], input="\n".join(lines) + "\n")
    answers = [a for a in out.stdout.splitlines() if "ledger" not in json.loads(a)]
    for line, printed in zip(lines, answers, strict=True):
        expected = json.loads(printed)
        del expected["line"]
        code = expected.pop("code", None)  # a batch error line's; the API's error is an object
        response = client.post("/api/score", content=line.encode())
        if "error" in expected:
            # both in Chinese, the place too in the batch line's ("手牌: ...")
            error = response.json()["error"]
            place = f"{where_text(error['where'], 'zh')}: " if error.get("where") else ""
            assert (place + error["message"], error["code"]) == (expected["error"], code)
        else:
            assert response.json() == expected


PLAYERS = ["老王", "小李", "阿强", "小红"]
SESSIONS = [
    # (rules, header extras, hands)
    ("wuhu", {"pot": 50, "pots": 2}, [
        {"hand": "11234678m23467p5p", "winner": "小李"},
        {"hand": "11234678m23467p5p", "winner": "小李"},
        {"hand": "11234678m23467p5p", "winner": "小红"},
        {"draw": True},
        {"hand": "11123456789999m", "winner": "老王"},
        {"hand": "11234678m23467p5p", "winner": "阿强", "from": "小红"},
    ]),
    ("wuhu-fan", {"unit": "0.5"}, [
        {"hand": "1135789m234678p4m", "winner": 1, "from": 3},
        {"hand": "123m", "winner": 2},  # a bad line: reported, the rest still scored
        {"hand": "111123m456m999m55p", "winner": 2},
    ]),
    ("anqing", {}, [
        {"hand": "11229m3344p5566s7s", "winner": "老王", "indicator": "8m"},
        {"hand": "11229m3344p5566s7s", "winner": "老王", "indicator": "8m"},
        {"draw": True},
        {"hand": "11229m3344p5566s7s", "winner": "小红", "wild": "9m"},
    ]),
    ("chizhou", {}, [
        {"hand": "55p+chi123m+peng777m+chi456s+gang2222s+hua1f", "winner": 2, "kong_draw": True},
        {"hand": "123456m123456p11s", "winner": 3},  # not a win: exit 1
    ]),
]  # fmt: skip


@pytest.mark.parametrize(("rules", "extra", "hands"), SESSIONS, ids=[s[0] for s in SESSIONS])
def test_session_equals_the_cli(
    client: TestClient,
    tmp_path: Path,
    rules: str,
    extra: dict[str, Any],
    hands: list[dict[str, Any]],
) -> None:
    header = {"players": PLAYERS, "rules": rules, **extra}
    lines = [json.dumps({"session": header}, ensure_ascii=False)]
    lines += [json.dumps(hand, ensure_ascii=False) for hand in hands]
    source = tmp_path / "evening.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    printed = CliRunner().invoke(cli, ["session", str(source), "--json"])
    response = client.post("/api/session", json={"session": header, "hands": hands})
    assert response.status_code == 200
    assert response.headers[api.EXIT_HEADER] == str(printed.exit_code)
    assert response.text == printed.stdout.rstrip("\n")
    assert sum(response.json()["net"].values()) == 0


def test_session_hand_lines_match_the_hands_sent(client: TestClient) -> None:
    """Hand i of the request is line i + 2 in the answer (line 1 is the header)."""
    _, extra, hands = SESSIONS[1]
    body = {"session": {"players": PLAYERS, "rules": "wuhu-fan", **extra}, "hands": hands}
    data = client.post("/api/session", json=body).json()
    assert [h["line"] for h in data["hands"]] == [2, 4]
    assert data["errors"][0]["line"] == 3 and "14" in data["errors"][0]["error"]
    assert data["unit"] == 0.5


BAD_SESSIONS = [
    # (what, body, words in the (Chinese) message, in the `text` asked for in English)
    ("no header", {"hands": []}, '需要 "session"', 'needs "session"'),
    ("header not an object", {"session": ["a"], "hands": []}, '需要 "session"', 'needs "session"'),
    ("three players", {"session": {"players": PLAYERS[:3]}}, "按座位顺序写四个名字",
     "four names in seat order"),
    ("hands not a list", {"session": {"players": PLAYERS}, "hands": {"a": 1}},
     '"hands" 应是对象的列表', "list of objects"),
    ("a text hand", {"session": {"players": PLAYERS}, "hands": ["老王 123m"]},
     '"hands" 应是对象的列表', "list of objects"),
    ("a path as rules", {"session": {"players": PLAYERS, "rules": "x.yaml"}},
     "rules: 没有叫 'x.yaml' 的内置规则", "no built-in"),
    ("unknown key", {"session": {"players": PLAYERS}, "hand": []}, '不认识的键 "hand"',
     'unknown key "hand"'),
    ("pots without pots", {"session": {"players": PLAYERS, "rules": "anqing", "pot": 5}},
     "anqing 不打底：去掉 pot/pots", "anqing plays without 底 pots"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("what", "body", "words", "english"), BAD_SESSIONS, ids=[b[0] for b in BAD_SESSIONS]
)
def test_bad_sessions(
    client: TestClient, what: str, body: dict[str, Any], words: str, english: str
) -> None:
    response = client.post("/api/session", json=body)
    assert response.status_code == 400
    assert words in said(response)
    named = client.post("/api/session", json={**body, "lang": "en"})
    assert named.status_code == 400
    error = named.json()["error"]
    assert english in error.pop("text")
    assert error == response.json()["error"]  # the message stays Chinese


ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=12)  # half pairs too
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | ANY_TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)
HANDS = st.sampled_from(["1135789m234678p4m", "1135789m234678p", "11229m3344p5566s7s", "123m"])
KEYS = st.sampled_from(
    ["hand", "rules", "rules_yaml", "from", "winner", "dealer", "kong_draw", "wild", "fed", "unit"]
)


@settings(max_examples=400, deadline=None)
@given(
    endpoint=st.sampled_from(["score", "waits", "session", "rules"]),
    body=st.dictionaries(KEYS, JSON_VALUES | HANDS, max_size=5) | JSON_VALUES,
)
def test_no_request_gets_a_500(client: TestClient, endpoint: str, body: Any) -> None:
    # json.dumps writes NaN and Infinity as Python reads them back: the server sees them too.
    response = client.post(f"/api/{endpoint}", content=json.dumps(body))
    assert response.status_code in (200, 400), response.text
    data = response.json()
    if response.status_code == 400:
        assert response.headers[api.EXIT_HEADER] == "2"
        message = data["error"]["message"]
        assert isinstance(message, str) and message
        assert data["error"]["code"] != "api_internal_error", (body, message)
        assert not message.startswith("内部错误"), (body, message)


def test_a_session_under_an_uploaded_house_rule(client: TestClient) -> None:
    """四活 on a self-draw is 嘴子 ×2: under HOUSE (zuizi 10) the session pays 10 more per
    payer than under wuhu (zuizi 5), and the rule set is named as the file says."""
    hands = [{"hand": "111123m456m999m55p", "winner": 1}]
    paid = {}
    for rules in ({"rules": "wuhu"}, {"rules_yaml": HOUSE}):
        body = {"session": {"players": PLAYERS, **rules}, "hands": hands}
        response = client.post("/api/session", json=body)
        assert response.status_code == 200, response.text
        data = response.json()
        paid[data["rules"]] = [p["due"] for p in data["hands"][0]["payments"]]
    assert [b - a for a, b in zip(paid["wuhu"], paid["our-table"], strict=True)] == [10, 10, 10]


def test_a_broken_house_rule_in_a_session_names_the_file_alone(client: TestClient) -> None:
    body = {"session": {"players": PLAYERS, "rules_yaml": "extends: wuhu\nprices: {zuizii: 1}\n"}}
    response = client.post("/api/session", json=body)
    assert response.status_code == 400
    assert said(response).startswith("house-rules.yaml:2:")


@pytest.mark.parametrize(
    ("lang", "prefix"), [("zh", "wuhu-mj: 错误："), ("en", "wuhu-mj: error: ")]
)
@pytest.mark.parametrize(
    "request_",
    [
        {"hand": "1135789m234678p4m", "from": 1},
        {"hand": "123m"},
        {"hand": "1135789m234678p4m", "rules": "anqing"},
    ],
)
def test_an_error_in_the_pages_language_is_the_clis_line(
    client: TestClient, lang: str, prefix: str, request_: dict[str, Any]
) -> None:
    """With "lang", the error answer adds "text": what the CLI says on stderr in that language;
    the rest is still the --json error object."""
    printed = CliRunner().invoke(
        cli, [*cli_args("score", request_["hand"], request_), "--lang", lang]
    )
    response = client.post("/api/score", json={**request_, "lang": lang})
    assert response.status_code == 400
    data = response.json()
    text = data["error"].pop("text")
    assert printed.stderr == f"{prefix}{text}\n"
    assert data == json.loads(printed.stdout)


def test_an_unknown_language_is_refused(client: TestClient) -> None:
    response = client.post("/api/score", json={"hand": "1135789m234678p4m", "lang": "fr"})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error == {
        "message": "\"lang\" 只能是 zh 或 en，而不是 'fr'",
        "code": "api_bad_lang",
        "exit": 2,
    }
