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
  wait for it or time out in turn;
- quick work goes ahead of the rest: a hand under a built-in rule set (milliseconds) is not
  queued behind sessions, comparisons and sent rule files (each bounded to well under a
  second), so whatever one client sends, it waits at most for the one piece of work under way.

The thread is a daemon: Ctrl-C stops the server at once, whatever it is working on.
"""

from __future__ import annotations

import asyncio
import itertools
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


# The scorer's two lines; the scorer takes the next job from QUICK while it has one.
QUICK, SLOW = 0, 1


class _Scorer:
    def __init__(self) -> None:
        # (line, number, job): the number keeps each line first come, first served and
        # decides every tie, so jobs themselves are never compared.
        self.jobs: queue.PriorityQueue[
            tuple[int, int, tuple[Callable[[Any], Any], Any, Future[Any]]]
        ] = queue.PriorityQueue()
        self.numbers = itertools.count()
        self.thread = threading.Thread(target=self._work, name="wuhu-mj-scorer", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        while True:
            _, _, (func, arg, future) = self.jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # its request has been answered already (too slow)
            try:
                future.set_result(func(arg))
            except Exception as exc:  # the request's own failure, raised again in its task
                future.set_exception(exc)

    def submit(self, func: Callable[[_Arg], _Result], arg: _Arg, line: int) -> Future[_Result]:
        future: Future[_Result] = Future()
        self.jobs.put((line, next(self.numbers), (func, arg, future)))
        return future


_scorer: _Scorer | None = None
_started = threading.Lock()


def _the_scorer() -> _Scorer:
    global _scorer
    with _started:
        if _scorer is None:
            _scorer = _Scorer()
        return _scorer


async def run(
    func: Callable[[_Arg], _Result],
    arg: _Arg,
    seconds: float | None = None,
    *,
    quick: bool = False,
) -> _Result:
    """func(arg) in the scorer thread, ahead of the slow work when `quick`; TooSlow when it
    has no answer within `seconds` (WORK_SECONDS when None)."""
    limit = WORK_SECONDS if seconds is None else seconds
    future = _the_scorer().submit(func, arg, QUICK if quick else SLOW)
    try:
        # On time out, wait_for cancels the wrapper and the wrapper `future`: a call still
        # queued is dropped; a running one cannot be stopped, and its answer is let go.
        return await asyncio.wait_for(asyncio.wrap_future(future), limit)
    except asyncio.TimeoutError:
        raise TooSlow(limit) from None
