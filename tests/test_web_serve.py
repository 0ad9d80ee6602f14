"""`wuhu-mj serve` as a person starts and stops it."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed")
from click.testing import CliRunner
from web_server import free_port

from wuhu_mj.doors.cli import cli
from wuhu_mj.doors.cli.serve import address_to_open


def test_serve_answers_and_ends_quietly_on_ctrl_c() -> None:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "wuhu_mj", "serve", "--port", str(port), "--lang", "en"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As at a terminal, even when the tests run where Ctrl-C is ignored (a background job).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rules") as answer:
                    rules = json.load(answer)["rules"]
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.1)
        assert "wuhu" in [r["name"] for r in rules]
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=20)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 130
    assert out.splitlines()[0] == f"wuhu-mj: open http://127.0.0.1:{port}/"
    assert err == ""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "wuhu-mj: error: port {port} is in use (another wuhu-mj serve?); pick another with"
         " --port"),
        ("zh", "wuhu-mj: 错误：端口 {port} 已被占用（另一个 wuhu-mj serve？）；用 --port 换一个"),
    ],
)  # fmt: skip
def test_a_port_in_use_is_one_line(lang: str, said: str) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner(env={"WUHU_MJ_LANG": lang}).invoke(cli, ["serve", "--port", str(port)])
    assert result.exit_code == 2
    assert result.stderr == said.format(port=port) + "\n"


@pytest.mark.parametrize(
    ("host", "port", "shown"),
    [
        ("127.0.0.1", 8765, "http://127.0.0.1:8765/"),
        ("192.168.1.5", 80, "http://192.168.1.5:80/"),
        ("::1", 8765, "http://[::1]:8765/"),
    ],
)
def test_the_address_to_open(host: str, port: int, shown: str) -> None:
    assert address_to_open(host, port) == shown


def test_every_address_shows_one_a_phone_can_open() -> None:
    shown = address_to_open("0.0.0.0", 8765)
    assert shown.startswith("http://") and shown.endswith(":8765/")
    assert "0.0.0.0" not in shown


def test_the_address_as_a_qr_code(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("segno", reason="segno (part of the web extra) is not installed")
    from wuhu_mj.doors.cli.serve import print_qr

    print_qr("http://192.168.1.23:8765/")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) >= 10  # a version-1 code is 21 modules, two to a line, with its border
    assert len({len(line) for line in lines}) == 1  # a square of equal lines
    assert all(set(line) <= set("█▀▄ ") for line in lines)
