"""Run a function over items in worker processes, results in input order, safe to interrupt.

Not multiprocessing.Pool: its terminate() could hang on Ctrl-C (its feeder threads and the
locks the workers hold), and its imap reads the whole input ahead. Here each worker has its
own pipe and at most one item at a time; items go round the workers in turn and results are
read back in the same turn, so order is kept, memory is bounded by one item per worker,
and stopping is killing the workers: no thread, no shared lock.

Workers die with their parent, however it ends (Ctrl-C, SIGTERM, SIGHUP, SIGKILL): on Linux the
kernel kills them (PR_SET_PDEATHSIG), elsewhere each notices within half a second that its
parent has gone. They never print: their stderr is /dev/null from the start (a worker cut off
while starting up would print Python's traceback), and what goes wrong in one is reported by
the parent, in one line.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Final, TypeVar

from ...messages.errors import WuhuMjError
from ...messages.message import Message

_Item = TypeVar("_Item")
_Result = TypeVar("_Result")


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on every platform
        return os.cpu_count() or 1


def ordered_map(
    func: Callable[[_Item], _Result], items: Iterable[_Item], workers: int
) -> Iterator[_Result]:
    """func(item) for each item, computed by `workers` processes, yielded in order.

    `func` must be a module-level function (workers are spawned, not forked). Closing the
    iterator, or an exception such as KeyboardInterrupt while it runs, kills the workers.
    """
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    # Started with Ctrl-C ignored, which they inherit: an interrupt reaches the parent alone,
    # even while a worker is still starting up.
    previous = _set_interrupt_handler(signal.SIG_IGN)
    processes, pipes = [], []
    try:
        with _stderr_to_null():  # what the workers inherit; the parent's own is back after
            for _ in range(workers):
                ours, theirs = context.Pipe()
                process = context.Process(
                    target=_serve, args=(func, theirs, os.getpid()), daemon=True
                )
                process.start()
                theirs.close()
                processes.append(process)
                pipes.append(ours)
    finally:
        _set_interrupt_handler(previous)
    try:
        source = iter(items)
        busy = 0
        for pipe, item in zip(pipes, source, strict=False):  # one item to each worker
            _send(pipe, item)
            busy += 1
        turn = 0
        while busy:
            pipe = pipes[turn]
            result = _receive(pipe)
            busy -= 1
            following = next(source, _END)
            if following is not _END:
                _send(pipe, following)
                busy += 1
            yield result
            turn = (turn + 1) % len(pipes)
    finally:
        for process in processes:
            with contextlib.suppress(OSError):
                process.kill()
        for process in processes:
            process.join()
        for pipe in pipes:
            pipe.close()


_END: Final[Any] = object()


def _send(pipe: Any, item: Any) -> None:
    try:
        pipe.send(item)
    except OSError:  # not the CLI's stdout: a worker that died must not read as `| head`
        raise WuhuMjError(Message("worker_stopped")) from None


def _receive(pipe: Any) -> Any:
    try:
        kind, value = pipe.recv()
    except (EOFError, OSError):
        raise WuhuMjError(Message("worker_stopped")) from None
    if kind == "error":
        raise WuhuMjError(Message("worker_failed", why=value))
    return value


@contextlib.contextmanager
def _stderr_to_null() -> Iterator[None]:
    """Descriptor 2 on /dev/null for as long as the block runs (the workers started in it keep
    it)."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all: the workers inherit none either
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def _serve(func: Callable[[Any], Any], pipe: Any, parent: int) -> None:
    """A worker: items in, results out, until the pipe closes or the parent is gone. It ends
    quietly whatever happens (os._exit: no traceback, no cleanup of the parent's things)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _die_with(parent)
    try:
        while True:
            item = pipe.recv()
            try:
                answer = ("ok", func(item))
            except Exception as exc:  # reported by the parent as one line
                answer = ("error", f"{type(exc).__name__}: {exc}")
            pipe.send(answer)
    except BaseException:  # the parent closed the pipe or has gone (EOFError, OSError)
        os._exit(0)


def _die_with(parent: int) -> None:
    """End this process when `parent` ends, even by SIGKILL."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)  # Linux: the kernel does it
    except (OSError, AttributeError):  # not Linux: the watcher below does it
        pass
    if os.getppid() != parent:  # the parent ended before that was set
        os._exit(0)
    threading.Thread(target=_watch, args=(parent,), daemon=True).start()


_PR_SET_PDEATHSIG: Final = 1


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def _set_interrupt_handler(handler: Any) -> Any:
    try:
        return signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: leave signals alone
        return handler
