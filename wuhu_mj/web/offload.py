"""The library's work off the event loop: one scorer thread, and a time limit per request.

Scoring a hand takes milliseconds, but a session of a thousand hands or a house-rule file near
the size limit takes longer, and on the event loop it would hold up every other connection
(the loop also reads requests, answers the page's files and closes slow connections). So every
call into the library runs in one thread of its own, in the order the requests came:

- one thread, not several: the library keeps per-rule-set memos and the uploaded rule files'
  cache, written for one caller at a time;
- a request waits at most WORK_SECONDS for its answer, queueing included, then is answered 503.
  A request still queued by then is dropped without being worked on; one already running
  finishes in the background (every input is bounded, so it ends), and the requests behind it
  wait for it or time out in turn.

The thread is a daemon: Ctrl-C stops the server at once, whatever it is working on.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from ..messages.errors import WuhuMjError
from ..messages.message import Message

WORK_SECONDS = 10.0

_Arg = TypeVar("_Arg")
_Result = TypeVar("_Result")


class TooSlow(WuhuMjError):
    """A request the scorer did not answer within its time limit."""

    def __init__(self, seconds: float) -> None:
        super().__init__(Message("server_too_slow", n=f"{seconds:g}"))
        self.seconds = seconds


class _Scorer:
    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[tuple[Callable[[Any], Any], Any, Future[Any]]] = (
            queue.SimpleQueue()
        )
        self.thread = threading.Thread(target=self._work, name="wuhu-mj-scorer", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        while True:
            func, arg, future = self.jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # its request has been answered already (too slow)
            try:
                future.set_result(func(arg))
            except Exception as exc:  # the request's own failure, raised again in its task
                future.set_exception(exc)

    def submit(self, func: Callable[[_Arg], _Result], arg: _Arg) -> Future[_Result]:
        future: Future[_Result] = Future()
        self.jobs.put((func, arg, future))
        return future


_scorer: _Scorer | None = None
_started = threading.Lock()


def _the_scorer() -> _Scorer:
    global _scorer
    with _started:
        if _scorer is None:
            _scorer = _Scorer()
        return _scorer


async def run(func: Callable[[_Arg], _Result], arg: _Arg, seconds: float = WORK_SECONDS) -> _Result:
    """func(arg) in the scorer thread; TooSlow when it has no answer within `seconds`."""
    future = _the_scorer().submit(func, arg)
    try:
        # On time out, wait_for cancels the wrapper and the wrapper `future`: a call still
        # queued is dropped; a running one cannot be stopped, and its answer is let go.
        return await asyncio.wait_for(asyncio.wrap_future(future), seconds)
    except asyncio.TimeoutError:
        raise TooSlow(seconds) from None
