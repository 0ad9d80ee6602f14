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
  queued behind sessions, comparisons and sent rule files, and long work lets it in at its
  safe points (pause.py: between two hands of a session, two rule sets of a compare), so
  whatever one client sends, a hand waits at most for one step of other work.

The thread is a daemon: Ctrl-C stops the server at once, whatever it is working on.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from ...messages.errors import WuhuMjError
from ...messages.message import Message
from . import pause

WORK_SECONDS = 10.0

_Arg = TypeVar("_Arg")
_Result = TypeVar("_Result")


class TooSlow(WuhuMjError):
    """A request the scorer did not answer within its time limit."""

    def __init__(self, seconds: float) -> None:
        super().__init__(Message("server_too_slow", n=f"{seconds:g}"))
        self.seconds = seconds


# The scorer's two lines: it takes the next job from QUICK while that has one.
QUICK, SLOW = 0, 1

_Job = tuple[Callable[[Any], Any], Any, Future[Any]]


class _Scorer:
    def __init__(self) -> None:
        self.ready = threading.Condition()
        self.lines: tuple[deque[_Job], deque[_Job]] = (deque(), deque())
        self.thread = threading.Thread(target=self._work, name="wuhu-mj-scorer", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        while True:
            job = self._next(quick_only=False)
            assert job is not None
            self._do(job)

    def _next(self, quick_only: bool) -> _Job | None:
        """The next job, quick ones first; None when only quick ones are asked and none waits."""
        with self.ready:
            while True:
                if self.lines[QUICK]:
                    return self.lines[QUICK].popleft()
                if quick_only:
                    return None
                if self.lines[SLOW]:
                    return self.lines[SLOW].popleft()
                self.ready.wait()

    def _do(self, job: _Job) -> None:
        func, arg, future = job
        if not future.set_running_or_notify_cancel():
            return  # its request has been answered already (too slow)
        try:
            future.set_result(func(arg))
        except Exception as exc:  # the request's own failure, raised again in its task
            future.set_exception(exc)

    def quick_now(self) -> None:
        """At a safe point of long work (pause.py), in this scorer's thread: the quick work
        waiting, done now."""
        if threading.current_thread() is not self.thread:
            return
        while (job := self._next(quick_only=True)) is not None:
            self._do(job)

    def submit(self, func: Callable[[_Arg], _Result], arg: _Arg, line: int) -> Future[_Result]:
        future: Future[_Result] = Future()
        with self.ready:
            self.lines[line].append((func, arg, future))
            self.ready.notify()
        return future


_scorer: _Scorer | None = None
_started = threading.Lock()


def _the_scorer() -> _Scorer:
    global _scorer
    with _started:
        if _scorer is None:
            _scorer = _Scorer()
            pause.hook = _scorer.quick_now
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
