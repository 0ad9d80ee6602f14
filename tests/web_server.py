"""A real server on 127.0.0.1 in a thread, as `wuhu-mj serve` runs it (its Host check, its
guard on connections, its scorer thread), for the browser and guard tests."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server(page: str | None = None) -> Iterator[str]:
    """The server `wuhu-mj serve` runs (serving the static site `page`, when given), on a
    free loopback port; yields its address."""
    with serving(page=page) as port:
        yield f"http://127.0.0.1:{port}/"


@contextmanager
def serving(
    allow: tuple[str, ...] = (), cap: int | None = None, page: str | None = None
) -> Iterator[int]:
    """The server `wuhu-mj serve` runs (its Host check and connection guard), on a free
    loopback port in a thread; yields the port."""
    from wuhu_mj.doors.web import guard

    server = guard.make_server("127.0.0.1", allow, cap or guard.MAX_CONNECTIONS, page)
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    try:
        yield int(listening.getsockname()[1])
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        listening.close()
