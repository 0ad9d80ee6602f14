"""The `serve` class of benchmarks/robust.py: `wuhu-mj serve` on 127.0.0.1 under load and
attack (issue 22). It starts the real command and measures what a phone at the table would see:

- hundreds of valid requests at once: every one answered, how fast;
- 200 connections that send nothing, slow clients (half a request line, headers without an
  end, a body that never comes, a body one byte a second) and a 56 KiB house-rule file sent at
  the same moment: a normal /api/score still answers within 1 s; a foreign Host gets 421; the
  slow connections are closed by the server's deadline;
- the server limited to 256 open files with 300 idle connections: a hand is still scored, and
  stderr holds no traceback.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import resource
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from robust_run import Failed

SCORE = json.dumps({"hand": "1135789m234678p4m", "from": 3, "dealer": 3}).encode()
RULE_TEXT = "extends: wuhu\n" + "".join(f"k{n:05}: 1\n" for n in range(5800))  # 56 KiB
UPLOAD = json.dumps({"rules_yaml": RULE_TEXT}).encode()
DEADLINE = 10.0  # wuhu_mj/doors/web/guard.py REQUEST_SECONDS


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """`wuhu-mj serve` in a process of its own, its stderr collected."""

    def __init__(self, files: int | None = None) -> None:
        self.port = free_port()

        def limits() -> None:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            if files is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

        self.process = subprocess.Popen(
            [sys.executable, "-m", "wuhu_mj", "serve", "--port", str(self.port), "--lang", "en"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            preexec_fn=limits,
        )
        self.err = bytearray()
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()
        deadline = time.monotonic() + 30
        while True:
            try:
                if self.request("GET", "/api/rules")[0] == 200:
                    return
            except OSError:
                pass
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.stop()
                raise Failed(f"serve did not start: {bytes(self.err)[:300]!r}")
            time.sleep(0.1)

    def _drain(self) -> None:
        assert self.process.stderr is not None
        while chunk := self.process.stderr.read(4096):
            self.err += chunk

    def request(
        self, method: str, path: str, body: bytes | None = None, host: str | None = None
    ) -> tuple[int, float]:
        """(status, seconds) of one request on a connection of its own."""
        started = time.monotonic()
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            headers = {"Host": host} if host else {}
            connection.request(method, path, body=body, headers=headers)
            answer = connection.getresponse()
            answer.read()
            return answer.status, time.monotonic() - started
        finally:
            connection.close()

    def connect(self, sent: bytes = b"") -> socket.socket:
        client = socket.create_connection(("127.0.0.1", self.port), timeout=30)
        if sent:
            client.sendall(sent)
        return client

    def stop(self) -> tuple[int | None, bytes]:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.reader.join(timeout=5)
        return self.process.returncode, bytes(self.err)


def at_once(count: int, work: Callable[[], Any]) -> list[Any]:
    """`work` in `count` threads released together; their results."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = work()
        except OSError as exc:
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def closed_by_server(client: socket.socket) -> bool:
    client.settimeout(0.5)
    try:
        while client.recv(65536):
            pass
        return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except (TimeoutError, OSError):
        return False


def class_serve(args: Any) -> str:
    """The figures docs/web.md quotes; fails where a phone would be let down."""
    notes = []
    server = Server()
    clients: list[socket.socket] = []
    try:
        count = args.requests
        answers = at_once(count, lambda: server.request("POST", "/api/score", SCORE))
        bad = [a for a in answers if not (isinstance(a, tuple) and a[0] == 200)]
        if bad:
            raise Failed(f"{len(bad)} of {count} concurrent requests failed: {bad[:3]}")
        times = sorted(a[1] for a in answers)
        notes.append(
            f"{count} at once: all 200, median {statistics.median(times) * 1000:.0f} ms,"
            f" slowest {times[-1] * 1000:.0f} ms"
        )

        clients += [server.connect() for _ in range(200)]
        head = b"POST /api/score HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        kinds = [
            b"POST /api/sc",  # half a request line
            head + b"X-More: yes\r\n",  # headers without an end
            head + b"Content-Length: 100\r\n\r\n{",  # a body that never comes
            head + b"Content-Length: 1000\r\n\r\n",  # a body a byte a second
        ]
        slow = [server.connect(kinds[n % 4]) for n in range(20)]
        clients += slow
        trickles = slow[3::4]
        stop_trickle = threading.Event()

        def drip() -> None:
            while not stop_trickle.wait(1.0):
                for trickle in trickles:
                    with contextlib.suppress(OSError):
                        trickle.send(b" ")

        dripping = threading.Thread(target=drip, daemon=True)
        dripping.start()
        upload: list[tuple[int, float]] = []
        sender = threading.Thread(
            target=lambda: upload.append(server.request("POST", "/api/rules", UPLOAD))
        )
        sender.start()
        scored = [server.request("POST", "/api/score", SCORE) for _ in range(5)]
        sender.join()
        worst = max(t for _, t in scored)
        if any(status != 200 for status, _ in scored) or worst > 1.0:
            raise Failed(f"under load a hand was answered {scored}")
        if not upload or upload[0][0] != 400:
            raise Failed(f"the 56 KiB upload: {upload}")
        foreign = server.request("POST", "/api/score", SCORE, host="evil.example")[0]
        if foreign != 421:
            raise Failed(f"a foreign Host got {foreign}")
        notes.append(
            f"200 idle + 20 slow + a {len(RULE_TEXT) // 1024} KiB upload"
            f" ({upload[0][1] * 1000:.0f} ms): a hand in {worst * 1000:.0f} ms at most;"
            " foreign Host 421"
        )
        time.sleep(DEADLINE + 1.5)
        stop_trickle.set()
        still = [c for c in clients if not closed_by_server(c)]
        if still:
            raise Failed(f"{len(still)} idle or slow connections still open after {DEADLINE} s")
        notes.append(f"all {len(clients)} closed within {DEADLINE:g} s")
    finally:
        for client in clients:
            client.close()
        code, err = server.stop()
    if code != 130 or b"Traceback" in err:
        raise Failed(f"serve ended with {code}: {err[:300]!r}")
    notes.append(few_files())
    return "; ".join(notes)


def few_files() -> str:
    """`ulimit -n 256` and 300 connections that send nothing (the issue's case)."""
    server = Server(files=256)
    clients = []
    try:
        for _ in range(300):
            clients.append(server.connect())
        status, seconds = server.request("POST", "/api/score", SCORE)
    finally:
        for client in clients:
            client.close()
        code, err = server.stop()
    if status != 200 or seconds > 1.0 or code != 130:
        raise Failed(f"with 256 files: {status} in {seconds:.2f} s, exit {code}")
    if b"Traceback" in err or err.count(b"\n") > 2:
        raise Failed(f"with 256 files, stderr: {err[:300]!r}")
    lines = err.count(b"\n")
    return f"ulimit -n 256 + 300 idle: a hand in {seconds * 1000:.0f} ms, {lines} stderr lines"


if __name__ == "__main__":  # pragma: no cover - run through robust.py -k serve
    os.execv(sys.executable, [sys.executable, "benchmarks/robust.py", "-k", "serve"])
