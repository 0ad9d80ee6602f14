"""A page build stops between steps (doors/web/stopping.py), and a Ctrl-C in the middle of reading
the message catalog leaves it whole (messages/catalog): each was found by sending a build
SIGTERM and Ctrl-C at random moments (benchmarks/robust_page.py), which used to end in a
traceback ("KeyError: 'interrupted'"), an internal error from zipfile, or a second
interruption after the first was reported."""

from __future__ import annotations

import importlib
import os
import signal
import sys

import pytest

from wuhu_mj.doors.web import stopping
from wuhu_mj.messages import catalog

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.mark.parametrize("sent", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_the_build_at_its_next_step(sent: signal.Signals) -> None:
    reached = []
    with pytest.raises(KeyboardInterrupt), stopping.stops_between_steps():
        os.kill(os.getpid(), sent)
        reached.append("after the signal")  # a step is not interrupted half-way
        stopping.step()
        reached.append("after the step")
    assert reached == ["after the signal"]
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_DFL  # put back
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_signal_after_the_last_step_is_still_reported() -> None:
    with pytest.raises(KeyboardInterrupt), stopping.stops_between_steps():
        os.kill(os.getpid(), signal.SIGTERM)


def test_a_wait_is_interrupted_at_once() -> None:
    reached = []
    with (
        pytest.raises(KeyboardInterrupt),
        stopping.stops_between_steps(),
        stopping.interruptible(),
    ):
        os.kill(os.getpid(), signal.SIGTERM)
        reached.append("the wait went on")
    assert reached == []


def test_no_build_in_progress_no_stop() -> None:
    stopping.step()  # imported as a library: nothing was asked


def test_the_catalog_survives_an_interrupted_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog, "_found", {})
    monkeypatch.setattr(catalog, "_unread", list(catalog.PARTS))
    real = importlib.import_module
    holding = next(
        p
        for p in catalog.PARTS
        if "interrupted" in getattr(real(f"{catalog.__name__}.{p}"), p.upper())
    )
    interrupted = []

    def interrupting(name: str, package: str | None = None) -> object:
        if not interrupted and name.endswith("." + holding):
            interrupted.append(name)
            raise KeyboardInterrupt
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", interrupting)
    with pytest.raises(KeyboardInterrupt):
        catalog.find("interrupted")
    assert catalog.find("interrupted") == catalog.entries()["interrupted"]
