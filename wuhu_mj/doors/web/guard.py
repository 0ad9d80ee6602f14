"""What `wuhu-mj serve` allows a connection (docs/web.md, "Limits"): how many, how long, how loud.

uvicorn's own settings cover a connection that idles between requests (`timeout_keep_alive`),
the size of a request's head (`h11_max_incomplete_event_size`) and the wait for requests in
progress when the server stops (`timeout_graceful_shutdown`). What they leave open is covered
here, in the HTTP protocol (uvicorn's h11 one) every connection runs:

- **Slow clients.** A request must arrive whole, line, headers and body, within
  REQUEST_SECONDS of its first byte (of the connection's start, for the first request). A
  connection that sends nothing, half a request line or headers without an end is closed then;
  one whose body is late is answered 408 first. An answer the client stops reading is dropped
  REQUEST_SECONDS after it stopped (a connection that never reads would otherwise stay open for
  ever, even once closed: asyncio waits to send what it holds).
- **How many.** At most `cap` connections are open at once, the cap well below the file
  descriptors the process may open. A connection over the cap closes the connection that has
  waited longest without a request being worked on (idle, or still sending one), so idle and
  slow connections cannot shut a phone out; when every connection has a request being worked
  on, the new one is answered 503. uvicorn's `limit_concurrency` is not used: it counts idle
  connections too, so 200 idle connections would turn a phone's request away.
- **How loud.** No traceback: a connection refused is at most one line on stderr, and each
  kind of line at most once every NOTICE_SECONDS (asyncio would log a traceback for every
  accept() that fails for want of file descriptors, thousands a second).
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, ClassVar

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

from ...messages import i18n
from ...messages.errors import InputError
from ...messages.message import Message
from ...output.error_json import error_json
from ...output.safetext import one_line

REQUEST_SECONDS = 10.0  # a request's line, headers and body, from its first byte
KEEP_ALIVE_SECONDS = 5  # an idle connection between two requests (uvicorn's setting)
STOP_SECONDS = 3  # requests in progress when the server stops (Ctrl-C)
HEAD_BYTES = 16 * 1024  # a request line and headers (a phone's are under 2 KiB)
MAX_CONNECTIONS = 512  # four phones open a few each; a load test hundreds
NOTICE_SECONDS = 10.0
LISTEN_QUEUE = 1024  # connections the kernel holds until accepted (a burst of hundreds)


@dataclass(frozen=True)
class Limits:
    """The connection cap, and how many connections are accepted at a time (asyncio takes
    uvicorn's `backlog` for that), sized to the file descriptors available."""

    cap: int
    backlog: int


def limits(most: int = MAX_CONNECTIONS) -> Limits:
    """Raise the soft limit on open files as far as allowed (4096 is plenty), then keep the
    connections well inside it: asyncio accepts up to `backlog` connections in one go before
    any of them is looked at, and the server needs files of its own (the page, rule files).
    The kernel's queue of connections not yet accepted is LISTEN_QUEUE whatever the files."""
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = 4096 if hard == resource.RLIM_INFINITY else min(4096, hard)
        if soft != resource.RLIM_INFINITY and soft < wanted:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
    except (ValueError, OSError):
        soft = 1024
    files = 4096 if soft == resource.RLIM_INFINITY else soft
    backlog = max(4, min(64, files // 8))
    reserve = min(64, files // 8 + 16)
    return Limits(max(4, min(most, files - 3 * backlog - reserve)), backlog)


class Notices:
    """Lines on stderr about refused connections: each kind at most once per NOTICE_SECONDS."""

    def __init__(self) -> None:
        self.last: dict[str, float] = {}

    def say(self, key: str, **values: object) -> None:
        now = time.monotonic()
        if now - self.last.get(key, -NOTICE_SECONDS) < NOTICE_SECONDS:
            return
        self.last[key] = now
        try:
            sys.stderr.write(one_line(i18n.t(key, **values)) + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):  # stderr closed: nobody to tell
            pass


def _late_answer() -> bytes:
    error = InputError(Message("request_too_slow", n=f"{REQUEST_SECONDS:g}"), "request")
    return json.dumps(error_json(error)).encode()


class GuardedProtocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline per request and a cap on connections."""

    cap: ClassVar[int] = MAX_CONNECTIONS
    notices: ClassVar[Notices] = Notices()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        self._deadline: asyncio.TimerHandle | None = None
        self._since = self.loop.time()
        self._owed_request = True  # the first request, from now
        self._owed_reading = False  # an answer the client does not take
        super().connection_made(transport)
        self._update()
        # Connections being closed still count until asyncio lets them go: they are not open.
        if len(self.connections) <= self.cap:
            return
        open_ = [c for c in self.connections if not c.transport.is_closing()]
        if len(open_) <= self.cap:
            return
        waiting = [c for c in open_ if isinstance(c, GuardedProtocol) and c.waiting]
        oldest = min((c for c in waiting if c is not self), key=lambda c: c._since, default=None)
        if oldest is not None:
            oldest.give_up()
        else:
            self._refuse()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        self._owed_request = self.waiting  # bytes came: a request is arriving, or is whole
        self._update()

    def on_response_complete(self) -> None:
        self._since = self.loop.time()
        super().on_response_complete()
        cycle = self.cycle  # a pipelined request may have begun; else idle (keep-alive)
        self._owed_request = cycle is not None and cycle.more_body and not cycle.response_complete
        self._update()

    def pause_writing(self) -> None:
        super().pause_writing()
        self._owed_reading = True  # a client that stops reading its answer is slow too
        self._update()

    def resume_writing(self) -> None:
        super().resume_writing()
        self._owed_reading = False
        self._update()

    @property
    def waiting(self) -> bool:
        """No request of this connection is being worked on: it idles, or is still sending."""
        cycle = self.cycle
        return cycle is None or cycle.response_complete or cycle.more_body

    def _update(self) -> None:
        """The deadline runs while the client owes bytes (a request) or will not take ours
        (an answer it does not read, also on a connection being closed); not while the
        request is worked on, nor between requests (uvicorn's keep-alive timeout)."""
        if self.transport.is_closing():
            owed = self.transport.get_write_buffer_size() > 0
        else:
            owed = self._owed_request or self._owed_reading
        if not owed:
            self._disarm()
        elif self._deadline is None:
            self._deadline = self.loop.call_later(REQUEST_SECONDS, self.give_up)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def give_up(self) -> None:
        """End a connection too slow (or waiting longest, at the cap): a request whose body is
        late is answered 408; an answer the client does not read is dropped."""
        self._deadline = None
        if self.transport.is_closing() or self._owed_reading:
            self.transport.abort()  # close() would wait for the client to read
            return
        cycle = self.cycle
        if cycle is not None and cycle.more_body and not cycle.response_started:
            self._send_plain(408, _late_answer())
        self.transport.close()

    def _refuse(self) -> None:
        client = self.client[0] if self.client else "?"
        self.notices.say("serve_too_many", count=self.cap, client=client)
        error = InputError(Message("too_many_connections"), "request")
        self._send_plain(503, json.dumps(error_json(error)).encode())
        self.transport.close()

    def _send_plain(self, status: int, body: bytes) -> None:
        from .app import SECURITY_HEADERS

        headers = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
            (b"x-wuhu-mj-exit", b"2"),
            *SECURITY_HEADERS,
        ]
        reason = HTTPStatus(status).phrase.encode()
        try:
            out = self.conn.send(h11.Response(status_code=status, headers=headers, reason=reason))
            out = (out or b"") + (self.conn.send(h11.Data(data=body)) or b"")
            out += self.conn.send(h11.EndOfMessage()) or b""
        except h11.LocalProtocolError:  # a response has begun: closing is all there is
            return
        self.transport.write(out)


def protocol(cap: int, notices: Notices) -> type[GuardedProtocol]:
    """The protocol class of one server, with its cap and where its notices go."""
    return type("Protocol", (GuardedProtocol,), {"cap": cap, "notices": notices})


def make_server(
    host: str,
    allow_hosts: Iterable[str] = (),
    most: int = MAX_CONNECTIONS,
    page: str | None = None,
) -> Server:
    """The server `wuhu-mj serve --host HOST --allow-host NAME... [--page DIR]` runs (on a
    socket it binds), with at most `most` connections."""
    from .app import create_app
    from .hosts import HostPolicy

    notices = Notices()
    policy = HostPolicy.of(host, allow_hosts, lambda name: notices.say("serve_foreign_host"))
    sizes = limits(most)
    config = uvicorn.Config(
        create_app(policy, page),
        http=protocol(sizes.cap, notices),
        backlog=sizes.backlog,
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        timeout_graceful_shutdown=STOP_SECONDS,
        h11_max_incomplete_event_size=HEAD_BYTES,
        log_config=None,
        log_level="warning",
        access_log=False,
        server_header=False,
    )
    quiet_uvicorn(notices)
    return Server(config, notices)


class Server(uvicorn.Server):
    """uvicorn's server, with asyncio's own error reports turned into quiet lines."""

    def __init__(self, config: uvicorn.Config, notices: Notices) -> None:
        super().__init__(config)
        self.notices = notices

    async def startup(self, sockets: Any = None) -> None:
        asyncio.get_running_loop().set_exception_handler(self._loop_error)
        await super().startup(sockets)
        for listening in sockets or ():
            listening.listen(LISTEN_QUEUE)  # asyncio's listen() gave the kernel `backlog`

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if isinstance(error, OSError) and "accept" in str(context.get("message", "")):
            self.notices.say("serve_no_files")  # asyncio tries again a second later
        else:
            what = type(error).__name__ if error is not None else str(context.get("message"))
            self.notices.say("serve_failed", what=what)


def quiet_uvicorn(notices: Notices) -> None:
    """uvicorn's log: its warnings (a bad request line, an upgrade it cannot do) are the
    client's affair and already answered; its errors become one line, without traceback."""
    import logging

    class _OneLine(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.levelno >= logging.ERROR:
                error = record.exc_info[1] if record.exc_info else None
                what = type(error).__name__ if error is not None else record.getMessage()
                notices.say("serve_failed", what=what.split("\n")[0])

    for name in ("uvicorn", "asyncio"):
        logger = logging.getLogger(name)
        logger.handlers = [_OneLine()]
        logger.propagate = False
        logger.setLevel(logging.WARNING)
    error_log = logging.getLogger("uvicorn.error")  # (the access log is off: access_log=False)
    error_log.handlers = []
    error_log.propagate = True
