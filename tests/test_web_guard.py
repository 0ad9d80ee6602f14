"""`wuhu-mj serve` under attack (issue 22): another page's Host, frames, idle and slow
connections, more connections than file descriptors, slow work, Python's own words."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
from click.testing import CliRunner
from starlette.applications import Starlette
from starlette.routing import Route
from starlette.testclient import TestClient
from web_server import free_port, serving

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.web import api, guard, offload
from wuhu_mj.doors.web.app import create_app
from wuhu_mj.doors.web.hosts import HostPolicy, allowed, split_host

HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}


# ---- Host --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("localhost:8765", "localhost"),
        ("LOCALHOST.", "localhost"),
        ("192.168.1.23:8765", "192.168.1.23"),
        ("[::1]:8765", "::1"),
        ("[::1]", "::1"),
        ("evil.example", "evil.example"),
        ("a:b:c", None),
        ("evil.example:80x", None),
        ("[::1", None),
        ("", None),
    ],
)
def test_the_name_in_a_host_header(header: str, name: str | None) -> None:
    assert split_host(header) == name


@pytest.mark.parametrize(
    ("host", "local", "ok"),
    [
        ("localhost", "127.0.0.1", True),
        ("127.0.0.1", "127.0.0.1", True),
        ("127.0.0.2", "127.0.0.1", True),  # loopback
        ("::1", "::1", True),
        ("192.168.1.23", "192.168.1.23", True),  # the address the request came to
        ("192.168.1.23", "::ffff:192.168.1.23", True),  # on a dual-stack socket
        ("192.168.1.24", "192.168.1.23", False),
        ("laptop.local", "192.168.1.23", True),  # --allow-host
        ("evil.example", "127.0.0.1", False),
        ("127.0.0.1.evil.example", "127.0.0.1", False),
    ],
)
def test_which_hosts_are_answered(host: str, local: str, ok: bool) -> None:
    assert allowed(host, local, HostPolicy.of("0.0.0.0", ["laptop.local"])) is ok


@pytest.fixture(scope="module")
def guarded_client() -> TestClient:
    return TestClient(create_app(HostPolicy.of("127.0.0.1", ["laptop.local"])))


@pytest.mark.parametrize("path", ["/api/score", "/api/rules", "/"])
def test_a_foreign_host_gets_421(guarded_client: TestClient, path: str) -> None:
    answer = guarded_client.request(
        "POST" if path == "/api/score" else "GET",
        f"http://evil.example:8765{path}",
        json=HAND if path == "/api/score" else None,
    )
    assert answer.status_code == 421
    assert answer.headers[api.EXIT_HEADER] == "2"
    assert answer.json()["error"] == {
        "message": "本服务器不接受名字 'evil.example'（wuhu-mj serve --allow-host 名字 可以放行）",
        "where": "Host",
        "exit": 2,
        "code": "host_foreign",
    }
    assert "frame-ancestors 'none'" in answer.headers["content-security-policy"]


@pytest.mark.parametrize(
    "base", ["http://127.0.0.1:8765", "http://localhost", "http://laptop.local"]
)
def test_the_servers_own_names_are_answered(guarded_client: TestClient, base: str) -> None:
    answer = guarded_client.post(f"{base}/api/score", json=HAND)
    assert answer.status_code == 200
    assert answer.json()["winning"] is True


def test_a_request_without_a_host_gets_400() -> None:
    with serving() as port, socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(b"GET /api/rules HTTP/1.0\r\n\r\n")
        reply = receive_all(client)
    assert reply.startswith(b"HTTP/1.1 400 ")
    assert b'"where": "Host"' in reply


@pytest.mark.parametrize("path", ["/", "/api/rules", "/app.js"])
def test_no_frames_and_no_sniffing(guarded_client: TestClient, path: str) -> None:
    headers = guarded_client.get(f"http://localhost{path}").headers
    assert headers["content-security-policy"] == (
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:;"
        " frame-ancestors 'none'"
    )
    assert headers["x-frame-options"] == "DENY"
    assert headers["x-content-type-options"] == "nosniff"


def test_allow_host_takes_names_only(runner: CliRunner) -> None:
    result = runner.invoke(cli, ["serve", "--allow-host", "evil example", "--lang", "en"])
    assert result.exit_code == 2
    assert result.stderr == (
        "wuhu-mj: error: Invalid value for '--allow-host': not a host name or address: evil"
        " example (write e.g. laptop.local or 192.168.1.23)\n"
    )


# ---- Python's own words --------------------------------------------------------------------


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


def test_a_5000_digit_integer_is_our_one_line(client: TestClient) -> None:
    body = '{"hand": "1135789m234678p4m", "from": 1' + "0" * 5000 + "}"
    answer = client.post("/api/score", content=body)
    assert answer.status_code == 400
    assert answer.json()["error"] == {
        "message": "第 39 列的数字超过 20 位",
        "where": "request",
        "exit": 2,
        "code": "json_number_too_long",
    }


NAN_RULES = "extends: wuhu\nprices:\n  zhi_multiplier:\n    discard: .nan\n"


@pytest.mark.parametrize(
    ("endpoint", "body"),
    [
        ("/api/rules", {"rules_yaml": NAN_RULES}),
        ("/api/score", {**HAND, "rules_yaml": NAN_RULES}),
        ("/api/rules", {"rules_yaml": NAN_RULES.replace(".nan", "-.inf"), "lang": "zh"}),
    ],
)
def test_a_nan_multiplier_is_refused_with_its_place(
    client: TestClient, endpoint: str, body: dict[str, Any]
) -> None:
    answer = client.post(endpoint, json=body)
    assert answer.status_code == 400
    error = answer.json()["error"]
    written = ".nan" if ".nan" in body["rules_yaml"] else "-.inf"
    assert error["where"] == "house-rules.yaml:4:5"
    assert error["message"] == f"'prices.zhi_multiplier.discard' 应是有限的数，而不是 {written}"
    if "lang" in body:
        assert error["text"] == (
            "house-rules.yaml:4:5: 'prices.zhi_multiplier.discard' 应是有限的数，而不是 -.inf"
        )


def test_a_name_that_does_not_show_is_refused_by_the_api(client: TestClient) -> None:
    body = {"session": {"players": ["a", "a\u200b", "b", "c"]}, "hands": [], "lang": "zh"}
    answer = client.post("/api/session", json=body)
    assert answer.status_code == 400
    assert answer.json()["error"]["text"] == (
        "第1行: players: 'a\\u200b' 含有看不见的字符 U+200B；请重新输入这个名字"
    )


def test_a_request_in_another_language_leaves_the_servers_own(client: TestClient) -> None:
    from wuhu_mj.messages import i18n

    i18n.set_language("en")  # as `serve --lang en` does
    try:
        answer = client.post("/api/score", json={"hand": "1m", "lang": "zh"})
        assert answer.json()["error"]["text"].startswith("手牌")
        assert i18n.chosen() == "en"
    finally:
        i18n.set_language(None)


def test_an_unexpected_failure_does_not_quote_python() -> None:
    def boom(body: dict[str, Any]) -> tuple[str, int]:
        raise ValueError("Exceeds the limit (4300 digits) for integer string conversion")

    app = Starlette(routes=[Route("/boom", api.guarded(boom), methods=["POST"])])
    answer = TestClient(app).post("/boom", json={})
    error = answer.json()["error"]
    assert (error["message"], error["code"]) == ("内部错误：ValueError", "api_internal_error")


# ---- slow work -------------------------------------------------------------------------


def test_work_past_its_time_limit_is_503_and_work_queued_behind_it_is_dropped() -> None:
    import asyncio

    ran: list[str] = []

    def slow(name: str) -> str:
        time.sleep(0.5)
        ran.append(name)
        return name

    async def both() -> list[Any]:
        first = offload.run(slow, "first", seconds=0.1)
        second = offload.run(slow, "second", seconds=0.1)
        return list(await asyncio.gather(first, second, return_exceptions=True))

    results = asyncio.run(both())
    assert [type(r) for r in results] == [offload.TooSlow, offload.TooSlow]
    assert str(results[0]) == "the server did not finish this request within 0.1 s; try again"
    time.sleep(0.8)
    assert ran == ["first"]  # the second never ran
    assert asyncio.run(offload.run(str.upper, "next")) == "NEXT"  # the scorer goes on


# ---- connections -------------------------------------------------------------------------


def receive_all(client: socket.socket, timeout: float = 30) -> bytes:
    client.settimeout(timeout)
    data = b""
    while chunk := client.recv(65536):
        data += chunk
    return data


def post(port: int, body: Any, path: str = "/api/score", host: str | None = None) -> Any:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=json.dumps(body).encode(), method="POST"
    )
    if host is not None:
        request.add_header("Host", host)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as refused:
        return refused.code, json.load(refused)


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(guard, "REQUEST_SECONDS", 1.0)


@pytest.mark.parametrize(
    "sent",
    [
        b"",  # nothing
        b"POST /api/sc",  # half a request line
        b"POST /api/score HTTP/1.1\r\nHost: 127.0.0.1\r\nX-More: yes\r\n",  # no end of headers
    ],
    ids=["nothing", "half a line", "headers without an end"],
)
@pytest.mark.usefixtures("quick")
def test_a_slow_request_is_closed(sent: bytes) -> None:
    with serving() as port, socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(sent)
        assert receive_all(client) == b""  # closed by the server, after its deadline


@pytest.mark.usefixtures("quick")
def test_a_body_that_never_arrives_is_answered_408() -> None:
    head = b"POST /api/score HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n"
    with serving() as port, socket.create_connection(("127.0.0.1", port)) as client:
        client.sendall(head + b'{"hand": ')
        reply = receive_all(client)
    assert reply.startswith(b"HTTP/1.1 408 Request Timeout\r\n")
    assert b"x-frame-options: DENY" in reply
    body = json.loads(reply.partition(b"\r\n\r\n")[2])
    assert body == {
        "schema": 1,
        "error": {
            "message": "请求没有在 1 秒内收完",
            "where": "request",
            "exit": 2,
            "code": "request_too_slow",
        },
    }


@pytest.mark.usefixtures("quick")
def test_an_answer_never_read_is_dropped() -> None:
    """A client that asks for a big answer and never reads it is cut off, not kept for ever."""
    hands = [{"hand": "11234678m23467p5p", "winner": 1, "from": 3}] * 900
    body = json.dumps({"session": {"players": ["a", "b", "c", "d"]}, "hands": hands}).encode()
    head = (
        "POST /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    with serving() as port:
        client = socket.socket()
        client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        client.connect(("127.0.0.1", port))
        for _ in range(12):  # 7 MB of answers: more than the kernel holds (4 MB)
            client.sendall(head.encode() + body)
        time.sleep(8)  # answered as fast as the scorer goes; then unread past the deadline
        received, reset = 0, False
        client.settimeout(10)
        try:
            while chunk := client.recv(65536):
                received += len(chunk)
        except ConnectionResetError:
            reset = True
        client.close()
    assert reset or received < 12 * 576_000  # the rest was dropped


@pytest.fixture
def idle() -> Iterator[list[socket.socket]]:
    sockets: list[socket.socket] = []
    yield sockets
    for one in sockets:
        one.close()


def test_under_200_idle_connections_and_an_upload_a_hand_is_scored(
    idle: list[socket.socket],
) -> None:
    upload = {"rules_yaml": "extends: wuhu\n" + "".join(f"k{n:05}: 1\n" for n in range(5800))}
    assert len(upload["rules_yaml"]) > 56 * 1024
    with serving() as port:
        idle += [socket.create_connection(("127.0.0.1", port)) for _ in range(200)]
        status, refused = post(port, upload, "/api/rules")
        assert status == 400
        assert refused["error"]["where"] == "house-rules.yaml:2:1"
        status, scored = post(port, HAND)
        assert (status, scored["winning"]) == (200, True)
        assert post(port, HAND, host="evil.example")[0] == 421


def test_over_the_cap_the_longest_idle_connection_makes_room(
    idle: list[socket.socket],
) -> None:
    with serving(cap=4) as port:
        idle += [socket.create_connection(("127.0.0.1", port)) for _ in range(4)]
        time.sleep(0.2)
        status, scored = post(port, HAND)
        assert (status, scored["winning"]) == (200, True)
        assert idle[0].recv(10) == b""  # the first idle one was closed for it


def test_a_burst_over_the_cap_keeps_the_cap(idle: list[socket.socket]) -> None:
    """Fifty connections at once (accepted together): all but the newest few are closed."""
    with serving(cap=8) as port:
        idle += [socket.create_connection(("127.0.0.1", port)) for _ in range(50)]
        deadline = time.monotonic() + 5  # well before the idle ones' own deadline (10 s)
        while True:
            still = [one for one in idle if not closed_now(one)]
            if len(still) <= 8 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert len(still) <= 8
        assert post(port, HAND)[0] == 200


def closed_now(client: socket.socket) -> bool:
    client.setblocking(False)
    try:
        return client.recv(1) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_NOFILE, /proc")
def test_more_connections_than_file_descriptors_is_quiet() -> None:
    """The issue's case: `ulimit -n 256` and 300 connections that send nothing."""
    port = free_port()

    def few_files() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    server = subprocess.Popen(
        [sys.executable, "-m", "wuhu_mj", "serve", "--port", str(port), "--lang", "en"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=few_files,
    )
    sockets: list[socket.socket] = []
    try:
        wait_for(port)
        for _ in range(300):
            sockets.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        status, scored = post(port, HAND)
        assert (status, scored["winning"]) == (200, True)
        server.send_signal(signal.SIGINT)
        _, err = server.communicate(timeout=30)
    finally:
        for one in sockets:
            one.close()
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 130
    assert b"Traceback" not in err
    assert err.count(b"\n") <= 2, err[:500]


def wait_for(port: int) -> None:
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rules", timeout=5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def test_every_address_is_warned_about() -> None:
    port = free_port()
    args = ["serve", "--host", "0.0.0.0", "--port", str(port), "--no-qr", "--lang", "en"]
    server = subprocess.Popen(
        [sys.executable, "-m", "wuhu_mj", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        wait_for(port)
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=30)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 130
    assert out.startswith("wuhu-mj: open http://")
    assert err == (
        "wuhu-mj: warning: anyone on this network can open this page (there is no password);"
        " do this only on a network you trust\n"
    )
