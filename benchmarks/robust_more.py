"""The classes of benchmarks/robust.py that issue 22 added besides `serve` (robust_serve.py):
what reaches the terminal, output that must not shrink or fail, signals with workers, and
rule files and session inputs. Each runs the real command, as robust.py's others do."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from robust_run import Failed, clean, one_line_error, wuhu_mj

HAND = ["1135789m234678p4m", "--from", "3"]
LINES = [
    "11234678m23467p5p --from 3",
    '{"hand": "55234m786p+gang9999m+angang1111p", "from": 2}',
    "11234678m23446p5p --winner 2 --dealer 2",
    "123m456m123p456p11s --from 2",
]


def class_terminal(_: Any) -> str:
    """Names that would spoof the terminal, a header in another encoding, labels with bidi."""
    for name in ("老\u202e王", "老\x00王", "老\x07王", "老王\u2066", "a\u200b"):
        text = f"players: a {name} b c\na b 11234678m23467p5p\n"
        one_line_error(wuhu_mj("session", "-", data=text.encode()))
        header = json.dumps({"session": {"players": ["a", name, "b", "c"]}}) + "\n"
        run = wuhu_mj("session", "-", "--json", data=header.encode())
        one_line_error(run)
        clean(run.out)
    gbk = "players: 小李 老王 阿强 小红\n小李 老王 11234678m23467p5p\n".encode("gbk")
    run = wuhu_mj("session", "-", data=gbk)
    one_line_error(run)
    if b"not UTF-8" not in run.err:
        raise Failed(f"a GBK header: {run.err!r}")
    with tempfile.TemporaryDirectory() as folder:
        rules = Path(folder) / "bidi.yaml"
        rules.write_text('extends: wuhu\nlabels:\n  zhi: "\\u202e支番"\n', encoding="utf-8")
        text = f"players: a b c d\nrules: {rules}\nb c 11234678m23467p5p\n".encode()
        for mode in ([], ["--json"]):
            run = wuhu_mj("session", "-", *mode, data=text)
            if run.code != 0:
                raise Failed(f"bidi label: exit {run.code} {run.err[:200]!r}")
            clean(run.out)
    return "5 names refused (text and JSON), a GBK header refused, bidi labels escaped"


def class_shrink(_: Any) -> str:
    """COLUMNS that is no width, and closed stdout, stderr and stdin."""
    sample = str(Path(__file__).resolve().parent.parent / "samples" / "session.txt")
    commands = [["score", *HAND], ["waits", "11234678m234467p"], ["batch", sample]]
    commands.append(["rules", "list"])
    for args in commands:
        wide = wuhu_mj(*args, env={"COLUMNS": "80"})
        for columns in ("0", "1"):
            narrow = wuhu_mj(*args, env={"COLUMNS": columns})
            if narrow.out != wide.out or narrow.code != wide.code:
                shown = f"{len(narrow.out)} bytes, not {len(wide.out)}"
                raise Failed(f"COLUMNS={columns} {args[0]}: {shown}")
    cases = [((1,), [*HAND], 0), ((1,), ["1m"], 2), ((2,), [*HAND], 0), ((2,), ["1m"], 2)]
    for fds, hand, code in cases:
        done = closed(fds, "score", *hand)
        if done.returncode != code or b"Traceback" in done.stderr:
            raise Failed(f"score {hand[0]} with fd {fds} closed: exit {done.returncode}")
    for args in (["batch", "-", "--json"], ["session", "-"]):
        done = closed((0,), *args)
        if done.returncode != 2 or done.stderr.count(b"\n") != 1 or b"internal" in done.stderr:
            raise Failed(f"{args[0]} <&-: exit {done.returncode} {done.stderr[:200]!r}")
    return "COLUMNS=0 and 1 print what 80 does; >&- and 2>&- keep 0 and 2; <&- is one line"


def closed(fds: tuple[int, ...], *args: str) -> subprocess.CompletedProcess[bytes]:
    def close() -> None:
        for fd in fds:
            os.close(fd)

    return subprocess.run(
        [sys.executable, "-m", "wuhu_mj", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        preexec_fn=close,
        timeout=60,
    )


def _group(leader: int) -> list[int]:
    live = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if int(fields[2]) == leader and fields[0] != "Z":
            live.append(int(stat.parent.name))
    return live


def class_signals(args: Any) -> str:
    """batch --jobs 2 killed by SIGTERM, SIGHUP, SIGKILL; Ctrl-C while starting."""
    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "big.txt"
        big.write_text("\n".join(LINES * 50_000) + "\n", encoding="utf-8")
        seen = []
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGKILL):
            process = subprocess.Popen(
                [sys.executable, "-m", "wuhu_mj", "batch", "--jobs", "2", "--json", str(big)],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                start_new_session=True,
            )
            time.sleep(1.5)
            workers = len(_group(process.pid)) - 1
            process.send_signal(sig)
            _, err = process.communicate(timeout=20)
            deadline = time.monotonic() + 5
            while _group(process.pid) and time.monotonic() < deadline:
                time.sleep(0.05)
            left = _group(process.pid)
            for pid in left:
                os.kill(pid, signal.SIGKILL)
            if left or err.count(b"\n") > 1 or b"Traceback" in err:
                raise Failed(f"{sig.name}: {len(left)} left, stderr {err[:200]!r}")
            seen.append(f"{sig.name} ({workers} other processes)")
    quiet = python = 0
    attempts = args.tries * 10
    for attempt in range(attempts):
        delay = 0.1 * attempt / max(1, attempts - 1)  # 0 to 100 ms
        process = subprocess.Popen(
            [sys.executable, "-m", "wuhu_mj", "batch", "--jobs", "2", "--json", "-"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=20)
        ours = [line for line in err.splitlines() if b"/wuhu_mj/" in line]
        # Still loading the module that takes Ctrl-C (the package's first line), or in its
        # first lines, before it has taken it.
        first = (
            b"/wuhu_mj/__init__.py",
            b"/wuhu_mj/doors/__init__.py",
            b"/wuhu_mj/doors/startup.py",
        )
        loading = b"from .doors import startup" in err and all(
            any(name in line for name in first) for line in ours
        )
        if process.returncode in (130, -2) and err.count(b"\n") <= 1 and b"Trace" not in err:
            quiet += 1
        elif not ours or loading:  # before any of ours ran: Python's own start-up
            python += 1
        else:
            said = f"exit {process.returncode} {err[-300:]!r}"
            raise Failed(f"Ctrl-C at {delay * 1000:.0f} ms: {said}")
    return (
        f"{', '.join(seen)}: nothing left, nothing printed; Ctrl-C at 0-100 ms: {quiet} of"
        f" {attempts} quiet, {python} in Python's own start-up (its fatal error or traceback,"
        " before wuhu-mj has taken Ctrl-C)"
    )


def class_inputs(args: Any) -> str:
    """NaN in a rule file, 20,000 unknown keys, a deep header, millions of draws, a FIFO."""
    notes = []
    with tempfile.TemporaryDirectory() as folder:
        nan = Path(folder) / "nan.yaml"
        nan.write_text("extends: wuhu\nprices:\n  zhi_multiplier:\n    discard: .nan\n")
        for command in (["rules", "validate", str(nan)], ["score", *HAND, "-r", str(nan)]):
            run = wuhu_mj(*command)
            one_line_error(run)
            if b"nan.yaml:4:5" not in run.err:
                raise Failed(f"{command[0]}: {run.err!r}")
        run = wuhu_mj("score", *HAND, "-r", str(nan), "--json")
        if json.loads(run.out)["error"]["where"] != f"{nan}:4:5":
            raise Failed(f"score --json: {run.out[:200]!r}")
        many = Path(folder) / "many.yaml"
        many.write_text("extends: wuhu\n" + "".join(f"zz{n:05}xy: 1\n" for n in range(20_000)))
        run = wuhu_mj("rules", "validate", str(many))
        one_line_error(run)
        size = many.stat().st_size // 1000
        notes.append(f"20,000 unknown keys ({size} KB) in {run.seconds:.2f} s")
        fifo = Path(folder) / "pipe.yaml"
        os.mkfifo(fifo)
        one_line_error(wuhu_mj("check", str(fifo), timeout=10))
    deep = '{"session": ' + "[" * 5000 + "]" * 5000 + "}\n"
    one_line_error(wuhu_mj("session", "-", data=deep.encode()))
    twice = b"players: a b c d\nb c 11234678m23467p5p from d\n"
    run = wuhu_mj("session", "-", data=twice)
    if run.code != 2 or b"already named" not in run.err:
        raise Failed(f"discarder and from: {run.err!r}")
    peaks = []
    header = "players: a b c d\nrules: wuhu-fan\n"
    most = (10_000_000 - len(header)) // 2  # what fits in a session's 10,000,000 characters
    for draws in (min(most, args.draws) // 5, min(most, args.draws)):
        text = header + "荒\n" * draws
        run = wuhu_mj("session", "-", data=text.encode(), timeout=600, keep_output=False)
        if run.code != 0:
            raise Failed(f"{draws} draws: exit {run.code} {run.err[:200]!r}")
        peaks.append((run.peak_mb, run.seconds))
    (small, _), (big, seconds) = peaks
    if big > small + 5:
        raise Failed(f"draws: peak {small:.0f} MB -> {big:.0f} MB")
    notes.append(
        f"{min(most, args.draws):,} draw lines: peak {big:.0f} MB ({small:.0f} MB at a fifth),"
        f" {seconds:.0f} s"
    )
    return "; ".join(notes) + "; NaN, a 5,000-deep header, a FIFO, from twice: one line each"
