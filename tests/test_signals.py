"""Signals and pipes, on a real process: Ctrl-C ends a batch with one line and exit 130
(workers included), while starting up with nothing; workers die with their parent whatever
kills it; a closed pipe ends quietly, a stderr that cannot be written changes nothing, --jobs
never starts more workers than CPUs or chunks."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import wuhu_mj.doors.batch.workers as workers_module
from wuhu_mj.doors.batch.run import BatchLine, score_batch

pytestmark = [
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and /dev/full"),
    pytest.mark.usefixtures("english"),  # the messages checked are English
]

LINES = [
    "11234678m23467p5p --from 3",
    '{"hand": "55234m786p+gang9999m+angang1111p", "from": 2}',
    "11234678m23446p5p --winner 2 --dealer 2",
    "123m456m123p456p11s --from 2",
]


@pytest.fixture(scope="module")
def big_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("batch") / "big.txt"
    path.write_text("\n".join(LINES * 50_000) + "\n", encoding="utf-8")
    return path


def _as_in_a_terminal() -> None:
    # A shell starts a background job (`pytest ... &`, CI runners) with Ctrl-C ignored, and
    # children inherit that; a command in a terminal's foreground has the default.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def wuhu_mj(*args: str, **kwargs: object) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "wuhu_mj", *args]
    return subprocess.Popen(command, preexec_fn=_as_in_a_terminal, **kwargs)  # type: ignore[call-overload]


def big_batch(big_file: Path, jobs: str, **kwargs: object) -> subprocess.Popen[bytes]:
    """`batch --jobs JOBS --json` over the big file, its output dropped, its stderr kept."""
    return wuhu_mj(
        "batch", "--jobs", jobs, "--json", str(big_file),
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs,
    )  # fmt: skip


@pytest.mark.parametrize(("jobs", "whole_group"), [("4", False), ("4", True), ("1", True)])
def test_ctrl_c_stops_a_batch(big_file: Path, jobs: str, whole_group: bool) -> None:
    """SIGINT to the process (or to its group, as a terminal's Ctrl-C sends it)."""
    process = big_batch(big_file, jobs, start_new_session=True)
    time.sleep(2)  # started, workers running
    assert process.poll() is None
    sent = time.monotonic()
    if whole_group:
        os.killpg(process.pid, signal.SIGINT)
    else:
        process.send_signal(signal.SIGINT)
    try:
        _, err = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    waited = time.monotonic() - sent
    assert process.returncode == 130
    assert err == b"wuhu-mj: interrupted\n"
    assert waited < 5  # a second or so is the promise; CI machines are slow and shared
    # No worker left behind (multiprocessing's resource tracker takes a moment to notice).
    deadline = time.monotonic() + 5
    while live_processes_in_group(process.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert live_processes_in_group(process.pid) == []


def live_processes_in_group(group: int) -> list[int]:
    """Processes of the group still running (zombies are dead, only not yet reaped by init)."""
    if not Path("/proc/self/stat").exists():
        return []
    live = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:  # gone meanwhile
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            live.append(int(stat.parent.name))
    return live


@pytest.mark.parametrize(
    ("args", "first_line"),
    [(["--json"], b'{"schema": 1, "line": 1,'), (["--rows", "100000"], b"Hands")],
)
def test_closed_pipe_ends_quietly(big_file: Path, args: list[str], first_line: bytes) -> None:
    process = wuhu_mj("batch", *args, str(big_file), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    first = process.stdout.readline()
    process.stdout.close()  # as `| head -1` does
    assert process.wait(timeout=30) == 0
    assert process.stderr is not None
    assert process.stderr.read() == b""
    assert first.startswith(first_line)


def test_answers_flow_while_the_input_pauses() -> None:
    """Output is written in blocks, and flushed whenever the input has nothing more yet:
    `tail -f log | wuhu-mj batch - --json` answers each line as it comes."""
    process = wuhu_mj(
        "batch", "-", "--json", stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        for number, line in enumerate(LINES[:2], 1):
            process.stdin.write(line.encode() + b"\n")
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 20)
            assert ready, "no answer while the input stays open"
            assert process.stdout.readline().startswith(b'{"schema": 1, "line": %d,' % number)
        process.stdin.close()
        rest = process.stdout.read()
    finally:
        if process.poll() is None:
            process.kill()
    assert process.wait(timeout=30) == 0
    assert rest.startswith(b'{"schema": 1, "ledger": {"hands": 2,')


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize(("args", "code"), [(["score", "1m"], 2), (["score", "x", "-r", "no"], 2)])
def test_unwritable_stderr_keeps_the_exit_status(args: list[str], code: int) -> None:
    with open("/dev/full", "wb") as full:
        process = wuhu_mj(*args, stdout=subprocess.DEVNULL, stderr=full)
        assert process.wait(timeout=30) == code


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
def test_unwritable_stdout_is_an_error() -> None:
    with open("/dev/full", "wb") as full:
        process = wuhu_mj("score", "123m456m789m11p+peng555s", stdout=full, stderr=subprocess.PIPE)
        _, err = process.communicate(timeout=30)
    assert process.returncode == 2
    assert err == b"wuhu-mj: error: cannot write or read: No space left on device\n"


def test_workers_capped_by_cpus_and_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[int] = []

    def pooled(func, items, workers):  # type: ignore[no-untyped-def]
        started.append(workers)
        return iter(())

    monkeypatch.setattr(workers_module, "ordered_map", pooled)
    monkeypatch.setattr(workers_module, "usable_cpus", lambda: 3)
    lines = [BatchLine(n, "11234678m23467p5p", {"from": 3}) for n in range(1, 8)]
    list(score_batch(lines, jobs=500, chunk_size=3))  # 3 chunks, 3 CPUs
    list(score_batch(lines, jobs=500, chunk_size=4))  # 2 chunks
    list(score_batch(lines, jobs=2, chunk_size=1))  # 7 chunks, 2 asked for
    assert started == [3, 2, 2]


def test_one_cpu_scores_every_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers_module, "usable_cpus", lambda: 1)
    lines = [BatchLine(n, "11234678m23467p5p", {"from": 3}) for n in range(1, 8)]
    outcomes = list(score_batch(lines, jobs=4, chunk_size=2))
    assert [o.line for o in outcomes] == list(range(1, 8))


@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc")
def test_a_worker_that_dies_is_one_error(big_file: Path) -> None:
    process = big_batch(big_file, "2")
    time.sleep(2)
    children = [p for p in Path("/proc").glob("[0-9]*") if _parent(p) == process.pid]
    workers = [p for p in children if b"spawn_main" in (p / "cmdline").read_bytes()]
    if not workers:
        process.kill()
        pytest.skip("one CPU: no worker was started")
    os.kill(int(workers[0].name), signal.SIGKILL)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 2
    assert err == b"wuhu-mj: error: a worker process stopped unexpectedly (out of memory?)\n"


def _parent(proc: Path) -> int:
    try:
        return int((proc / "stat").read_text().rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return -1


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGKILL], ids=str)
def test_workers_die_with_their_parent(big_file: Path, sig: signal.Signals) -> None:
    """The parent alone gets the signal (kill PID, not the group): its workers end too,
    and nobody prints a traceback."""
    process = big_batch(big_file, "2", start_new_session=True)
    time.sleep(2)
    workers = [p for p in live_processes_in_group(process.pid) if p != process.pid]
    process.send_signal(sig)
    try:
        _, err = process.communicate(timeout=10)
        deadline = time.monotonic() + 5
        while live_processes_in_group(process.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert live_processes_in_group(process.pid) == []
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == -sig
    assert err.count(b"\n") <= 1 and b"Traceback" not in err, err[:300]
    if not workers:
        pytest.skip("one CPU: no worker was started")


def _python(code: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, timeout=30, preexec_fn=_as_in_a_terminal
    )


@pytest.mark.parametrize("how", ["wuhu-mj", "-m"])
def test_ctrl_c_while_starting_is_quiet(how: str) -> None:
    """SIGINT while the package is still being imported (the first 100 ms or so)."""
    argv0 = "/usr/bin/wuhu-mj" if how == "wuhu-mj" else "-m"
    code = (
        f"import sys; sys.argv[0] = {argv0!r}; import wuhu_mj, os, signal, time;"
        " os.kill(os.getpid(), signal.SIGINT); time.sleep(10); print('not stopped')"
    )
    done = _python(code)
    assert (done.returncode, done.stdout, done.stderr) == (130, b"", b"")


def test_importing_the_library_leaves_ctrl_c_alone() -> None:
    code = (
        "import signal, wuhu_mj, wuhu_mj.doors.cli;"
        " print(signal.getsignal(signal.SIGINT) is signal.default_int_handler)"
    )
    done = _python(code)
    assert done.stdout == b"True\n"
