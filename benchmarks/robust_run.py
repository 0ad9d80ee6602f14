"""Running the command for benchmarks/robust.py: in a fresh process under a memory cap and a
time limit, with its own peak memory, and the checks every class makes on what it printed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass

MEMORY_CAP = 1 << 30  # bytes of address space a run may take (a bomb fails, not the machine)


class Failed(Exception):
    pass


@dataclass
class Run:
    code: int | None  # None: killed at the time limit
    out: bytes
    err: bytes
    seconds: float
    peak_mb: float


def wuhu_mj(
    *args: str,
    data: bytes = b"",
    env: dict[str, str] | None = None,
    timeout: float = 30,
    stderr_path: str | None = None,
    keep_output: bool = True,
) -> Run:
    """Run the command under a memory cap; `peak_mb` is its own peak (not its workers')."""
    err_file = open(stderr_path, "wb") if stderr_path else None  # noqa: SIM115
    peak_file = tempfile.NamedTemporaryFile(suffix=".peak", delete=False)  # noqa: SIM115
    peak_file.close()
    started = time.monotonic()
    process = subprocess.Popen(
        [sys.executable, "-c", BOOT, str(MEMORY_CAP), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=err_file or subprocess.PIPE,
        env={**os.environ, **(env or {}), "ROBUST_PEAK_FILE": peak_file.name},
        start_new_session=True,
    )
    out, err = bytearray(), bytearray()
    readers = [threading.Thread(target=_drain, args=(process.stdout, out, keep_output))]
    if err_file is None:
        readers.append(threading.Thread(target=_drain, args=(process.stderr, err, True)))
    readers.append(threading.Thread(target=_feed, args=(process.stdin, data)))
    for reader in readers:
        reader.start()
    code, peak = _wait(process, started + timeout)
    for reader in readers:
        reader.join()
    if err_file:
        err_file.close()
    with open(peak_file.name) as reported:
        text = reported.read().strip()
    os.unlink(peak_file.name)
    if text.isdigit():
        peak = int(text) / 1024
    return Run(code, bytes(out), bytes(err), time.monotonic() - started, peak)


# The command under a memory cap it sets itself, reporting its own peak at exit: VmHWM is
# the peak of this program alone (ru_maxrss from wait4 would count the pages of this script,
# which the child had between fork and exec).
BOOT = """
import atexit, os, resource, runpy, sys
cap = int(sys.argv.pop(1))
resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

def peak():
    try:
        with open("/proc/self/status") as status:
            found = [line.split()[1] for line in status if line.startswith("VmHWM:")]
        with open(os.environ["ROBUST_PEAK_FILE"], "w") as out:
            out.write(found[0])
    except (OSError, IndexError, KeyError):
        pass

atexit.register(peak)
sys.argv[0] = "wuhu-mj"
runpy.run_module("wuhu_mj", run_name="__main__")
"""


def _drain(stream: object, into: bytearray, keep: bool) -> None:
    while chunk := stream.read(65536):  # type: ignore[attr-defined]
        if keep:
            into += chunk
        else:
            into[:] = chunk[-1:]  # only whether anything came


def _feed(stream: object, data: bytes) -> None:
    try:
        stream.write(data)  # type: ignore[attr-defined]
        stream.close()  # type: ignore[attr-defined]
    except OSError:  # the command stopped reading: that is its right
        pass


def _wait(process: subprocess.Popen[bytes], deadline: float) -> tuple[int | None, float]:
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return process.returncode, usage.ru_maxrss / 1024
        if time.monotonic() > deadline:
            os.killpg(process.pid, signal.SIGKILL)
            _, _, usage = os.wait4(process.pid, 0)
            process.returncode = -9
            return None, usage.ru_maxrss / 1024
        time.sleep(0.01)


def one_line_error(run: Run, code: int = 2, *, secret: bytes = b"") -> None:
    """Exit `code`, one printable line on stderr, no "internal error", no secret quoted."""
    if run.code is None:
        raise Failed(f"still running after {run.seconds:.1f} s")
    if run.code != code:
        raise Failed(f"exit {run.code}, expected {code}: {run.err[:200]!r}")
    if run.err.count(b"\n") != 1 or not run.err.endswith(b"\n"):
        raise Failed(f"stderr is not one line: {run.err[:300]!r}")
    clean(run.err)
    if b"internal error" in run.err:
        raise Failed(f"internal error: {run.err[:200]!r}")
    if secret and secret in run.err:
        raise Failed(f"quotes another file: {run.err[:200]!r}")


def clean(text: bytes) -> None:
    """No control character but the line ends, no escape sequence."""
    decoded = text.decode("utf-8", "replace")
    bad = [c for c in decoded if (ord(c) < 32 and c != "\n") or 0x7F <= ord(c) < 0xA0]
    if bad or "\u2028" in decoded or "\u202e" in decoded:
        raise Failed(f"control characters printed: {text[:200]!r}")
