"""Whole processes through the doors, for bench.py: `batch --json` end to end (against the
`mahjong` script and the floor script), start-up, `/api/score` with one client, `session`,
and the memory of a long batch. Every input is random and distinct; every figure comes from
fresh processes.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from handgen import GenHand, random_hand  # noqa: E402


def wuhu_mj_command(python: str | None = None) -> list[str]:
    """The `wuhu-mj` command of this Python, or of `python` (a virtual environment's, holding
    the other build): its console script, as installed."""
    python = python or sys.executable
    script = Path(python).parent / "wuhu-mj"
    return [str(script)] if script.exists() else [python, "-m", "wuhu_mj"]


class Run(NamedTuple):
    wall: float
    cpu: float
    max_rss_mb: float


def timed_run(command: list[str]) -> Run:
    """Wall time, CPU time and peak memory of one process, its output dropped. The peak comes
    from GNU time when there is one: a process started straight from this one would count
    this one's memory too (the kernel keeps the high-water mark across the exec)."""
    timer = shutil.which("time", path="/usr/bin:/bin") if sys.platform == "linux" else None
    with tempfile.NamedTemporaryFile("r") as report:
        if timer is not None:
            command = [timer, "-q", "-o", report.name, "-f", "%M", *command]
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode not in (0, 1):
            raise RuntimeError(f"{command} exited {process.returncode}")
        peak_kb = int(report.read().split()[-1]) if timer is not None else usage.ru_maxrss
    if sys.platform == "darwin":
        peak_kb //= 1024
    return Run(wall, usage.ru_utime + usage.ru_stime, peak_kb / 1024)


def batch_lines(count: int, seed: int) -> list[str]:
    """`count` distinct random winning Wuhu hands as batch text lines."""
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:
        hand = random_hand(rng)
        options = hand.options()
        line = hand.notation()
        if "from" in options:
            line += f" --from {options['from']}"
        seen.setdefault(f"{line} --dealer {options['dealer']}")
    return list(seen)


# ---------------------------------------------------------------- batch end to end


def bench_batch_files(
    sizes: Sequence[int], rounds: int, seed: int, compiled: str | None = None
) -> list[dict[str, float]]:
    """`wuhu-mj batch --json FILE`, the mahjong script and the floor script on the same
    lines, alternated; the median of `rounds` (one round past 50,000 lines). `compiled`: the
    Python of the other build, run as a fourth side ("compiled")."""
    sides = {
        "ours": [*wuhu_mj_command(), "batch", "--json"],
        "theirs": [sys.executable, str(HERE / "mahjong_batch.py")],
        "floor": [sys.executable, str(HERE / "floor_batch.py")],
    }
    if compiled:
        sides["compiled"] = [*wuhu_mj_command(compiled), "batch", "--json"]
    out = []
    with tempfile.TemporaryDirectory() as folder:
        for size in sizes:
            path = Path(folder) / f"lines{size}.txt"
            path.write_text("\n".join(batch_lines(size, seed + size)) + "\n", encoding="utf-8")
            runs: dict[str, list[Run]] = {side: [] for side in sides}
            for _ in range(rounds if size <= 50000 else 1):
                for side, command in sides.items():
                    runs[side].append(timed_run([*command, str(path)]))
            row: dict[str, float] = {"size": size}
            for side, found in runs.items():
                row[f"{side}_wall"] = statistics.median(r.wall for r in found)
                row[f"{side}_cpu"] = statistics.median(r.cpu for r in found)
                row[f"{side}_rss"] = max(r.max_rss_mb for r in found)
            out.append(row)
    return out


def bench_memory(lines: int, seed: int) -> Run:
    """`batch --json` over `lines` distinct random hands: its peak resident memory."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.txt"
        path.write_text("\n".join(batch_lines(lines, seed)) + "\n", encoding="utf-8")
        return timed_run([*wuhu_mj_command(), "batch", "--json", str(path)])


# ---------------------------------------------------------------- start-up


def bench_startup(runs: int, compiled: str | None = None) -> dict[str, float]:
    """Median wall and CPU time of fresh processes: `score --json HAND` and the bare imports
    (`compiled`: the other build's Python too, keys "compiled" and "compiled_base": each build
    against `import click, yaml` under its own Python, whose site may load more or less
    before either starts). Byte-code is written first,
    as `pip install` does (this project's development setting may have
    PYTHONDONTWRITEBYTECODE)."""
    hand = ["score", "--json", "11234678m23467p5p", "--from", "3"]
    commands = {
        "ours": [*wuhu_mj_command(), *hand],
        "base": [sys.executable, "-c", "import click, yaml"],
    }
    if compiled:
        commands["compiled"] = [*wuhu_mj_command(compiled), *hand]
        commands["compiled_base"] = [compiled, "-c", "import click, yaml"]
    for python in {sys.executable, compiled or sys.executable}:
        write = "import compileall, os, wuhu_mj; compileall.compile_dir(os.path.dirname("
        write += "wuhu_mj.__file__), quiet=1)"
        subprocess.run([python, "-c", write], check=True, cwd=HERE)  # not a checkout's
    found: dict[str, list[Run]] = {key: [] for key in commands}
    for command in commands.values():
        timed_run(command)
    for _ in range(runs):
        for key, command in commands.items():
            found[key].append(timed_run(command))
    out = {key: statistics.median(r.wall for r in runs_) for key, runs_ in found.items()}
    for key, runs_ in found.items():
        out[key + "_cpu"] = statistics.median(r.cpu for r in runs_)
    return out


# ---------------------------------------------------------------- /api/score


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def api_bodies(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:
        hand = random_hand(rng)
        options = hand.options()
        options.pop("rules")
        seen.setdefault(json.dumps({"hand": hand.notation(), **options}))
    return list(seen)


_LUA = """
bodies = {}
for line in io.lines("%s") do bodies[#bodies + 1] = line end
i = 0
request = function()
  i = i %% #bodies + 1
  return wrk.format("POST", "/api/score", {["Content-Type"] = "application/json"}, bodies[i])
end
"""


def bench_api(seconds: float, seed: int) -> dict[str, Any]:
    """A fresh `wuhu-mj serve`, one client on 127.0.0.1 with keep-alive sending distinct
    random hands in turn for `seconds` (wrk -t1 -c1 when installed, else http.client)."""
    port = _free_port()
    server = subprocess.Popen(
        [*wuhu_mj_command(), "serve", "--no-qr", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"{url}/api/rules", timeout=5).read()
                break
            except OSError:
                time.sleep(0.1)
        bodies = api_bodies(4000, seed)
        before = _cpu_seconds(server.pid)
        if shutil.which("wrk"):
            client, requests = "wrk -t1 -c1", _wrk(url, bodies, seconds)
        else:
            client, requests = "http.client", _http_client(port, bodies, seconds)
        after = _cpu_seconds(server.pid)
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)
    cpu = None if before is None or after is None else (after - before) / requests
    return {"client": client, "rps": requests / seconds, "server_cpu": cpu}


def _wrk(url: str, bodies: list[str], seconds: float) -> int:
    with tempfile.TemporaryDirectory() as folder:
        lines = Path(folder) / "bodies.txt"
        lines.write_text("\n".join(bodies) + "\n", encoding="utf-8")
        script = Path(folder) / "score.lua"
        script.write_text(_LUA % lines, encoding="utf-8")
        command = ["wrk", "-t1", "-c1", f"-d{seconds:g}s", "-s", str(script), url]
        out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise RuntimeError(out)
    return int(next(line for line in out.splitlines() if "requests in" in line).split()[0])


def _http_client(port: int, bodies: list[str], seconds: float) -> int:
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port)
    headers = {"Content-Type": "application/json"}
    done = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        connection.request("POST", "/api/score", bodies[done % len(bodies)], headers)
        answer = connection.getresponse()
        answer.read()
        if answer.status != 200:
            raise RuntimeError(f"/api/score answered {answer.status}")
        done += 1
    return done


# ---------------------------------------------------------------- session


def evening(hands: int, seed: int) -> str:
    """A session text of `hands` random winning Wuhu hands (a random winner, self-drawn or
    on a random seat's discard)."""
    rng = random.Random(seed)
    lines = ["players: A B C D", "rules: wuhu"]
    for _ in range(hands):
        hand: GenHand = random_hand(rng)
        winner = rng.randint(1, 4)
        discarder = rng.choice([s for s in (1, 2, 3, 4) if s != winner] + [0, 0])
        lines.append(f"{winner} {discarder or '自摸'} {hand.notation()}")
    return "\n".join(lines) + "\n"


def bench_session(hands: int, rounds: int, seed: int) -> dict[str, float]:
    """`wuhu-mj session FILE --json` over an evening of `hands` random hands: hands per
    second of the whole process, the median of `rounds` evenings."""
    runs = []
    with tempfile.TemporaryDirectory() as folder:
        for r in range(rounds):
            path = Path(folder) / f"evening{r}.txt"
            path.write_text(evening(hands, seed + r), encoding="utf-8")
            runs.append(timed_run([*wuhu_mj_command(), "session", str(path), "--json"]))
    wall = statistics.median(r.wall for r in runs)
    cpu = statistics.median(r.cpu for r in runs)
    return {"hands": hands, "wall": wall, "cpu": cpu, "per_second": hands / cpu}
