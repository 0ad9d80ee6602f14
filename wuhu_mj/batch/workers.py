"""Run a function over items in worker processes, results in input order, safe to interrupt.

Not multiprocessing.Pool: its terminate() could hang on Ctrl-C (its feeder threads and the
locks the workers hold), and its imap reads the whole input ahead. Here each worker has its
own pipe and at most one item at a time; items go round the workers in turn and results are
read back in the same turn, so order is kept, memory is bounded by one item per worker,
and stopping is killing the workers: no thread, no shared lock.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from ..messages.errors import WuhuMjError

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
        for _ in range(workers):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(func, theirs), daemon=True)
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


_END: Any = object()


def _send(pipe: Any, item: Any) -> None:
    try:
        pipe.send(item)
    except OSError:  # not the CLI's stdout: a worker that died must not read as `| head`
        raise WuhuMjError("a worker process stopped unexpectedly (out of memory?)") from None


def _receive(pipe: Any) -> Any:
    try:
        kind, value = pipe.recv()
    except (EOFError, OSError):
        raise WuhuMjError("a worker process stopped unexpectedly (out of memory?)") from None
    if kind == "error":
        raise WuhuMjError(f"a worker process failed: {value}")
    return value


def _serve(func: Callable[[Any], Any], pipe: Any) -> None:
    """A worker: items in, results out, until the pipe closes or the parent kills it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            item = pipe.recv()
        except EOFError:
            return
        try:
            pipe.send(("ok", func(item)))
        except Exception as exc:  # reported by the parent as one line
            pipe.send(("error", f"{type(exc).__name__}: {exc}"))


def _set_interrupt_handler(handler: Any) -> Any:
    try:
        return signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: leave signals alone
        return handler
