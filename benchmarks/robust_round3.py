"""Classes of benchmarks/robust.py for issue 27 that run without a browser:

- `pty`: `batch --json FILE > out.jsonl` typed at a terminal (a real pseudo-terminal, through
  tests/ptyrun.py), `--jobs 1` and `--jobs 2`, and `| less` and `2> log`: every line in the
  file or pipe, nothing left on the screen but what stderr drew and erased;
- `catalog`: an installed copy whose click catalog (`wuhu_mj_click.mo`) is empty, 1-3 bytes,
  cut or garbage: `--help`, a wrong option and a hand each answer as with no catalog;
- `compare`: `wuhu-mj serve` sent the issue's compare of 1,100 house-rule texts, three at
  once, then two dozen compares at the caps, house-rule files and long sessions from one
  client: nothing is 500, and a plain hand sent meanwhile is answered within a second.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from robust_run import Failed
from robust_serve import SCORE, Server, at_once

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the pty harness the test suite uses

HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}
MIXED = [
    "11234678m23467p5p --from 3",
    '{"hand": "55234m786p+gang9999m+angang1111p", "from": 2}',
    "11234678m23446p5p --winner 2 --dealer 2",
    "123m456m123p456p11s --from 2",
]


def class_pty(args: Any) -> str:
    from ptyrun import run, screen

    from wuhu_mj.doors.cli.batch import PROGRESS_BYTES

    lines = args.pty_lines
    notes = []
    with tempfile.TemporaryDirectory() as directory:
        source = Path(directory) / "hands.txt"
        padding = "# " + "-" * 60 + "\n"  # past PROGRESS_BYTES with few hands
        text = "".join(padding + MIXED[n % 4] + "\n" for n in range(lines))
        source.write_text(text, encoding="utf-8")
        big = source.stat().st_size >= PROGRESS_BYTES  # a bar is drawn
        for layout, stdout, stderr, jobs in [
            ("> file", "file", "tty", "1"),
            ("> file", "file", "tty", "2"),
            ("| less", "pipe", "tty", "1"),
            ("2> log", "tty", "file", "1"),
        ]:
            command = ["batch", "--json", "--jobs", jobs, str(source)]
            began = time.monotonic()
            got = run(command, stdout=stdout, stderr=stderr, timeout=max(60, lines / 200))
            seconds = time.monotonic() - began
            kept = (got.stdout if stdout != "tty" else got.terminal).count(b"\n")
            leaked = stdout != "tty" and b'{"line": ' in got.terminal  # (screen() is slow on it)
            left = "" if stdout == "tty" else "leaked" if leaked else screen(got.terminal)
            said = got.stderr if stderr != "tty" else b""
            if got.code != 1 or kept != lines + 1 or left or said:
                raise Failed(
                    f"batch --json --jobs {jobs} {layout}: exit {got.code}, {kept} of"
                    f" {lines + 1} lines, screen {left[:80]!r}, stderr {said[:80]!r}"
                )
            drawn = stderr == "tty" and stdout != "tty" and big
            if drawn != (b"\x1b[?25l" in got.terminal):  # rich hides the cursor for its bar
                raise Failed(f"batch --json {layout}: progress bar drawn: {not drawn}")
            notes.append(f"--jobs {jobs} {layout} {kept} lines {seconds:.1f} s")
    return f"{lines} hands: " + ", ".join(notes)


def class_catalog(_: Any) -> str:
    import wuhu_mj
    from wuhu_mj.messages.mofile import MO_PATH

    package = Path(wuhu_mj.__file__).parent
    good = Path(MO_PATH).read_bytes()
    contents = {
        "empty": b"",
        "1 byte": good[:1],
        "2 bytes": good[:2],
        "3 bytes": good[:3],
        "cut in half": good[: len(good) // 2],
        "garbage": b"\x95\x04\x12\xde" + b"\xff" * 100,
    }
    with tempfile.TemporaryDirectory() as directory:
        site = Path(directory) / "site"
        shutil.copytree(package, site / "wuhu_mj")
        catalog = site / Path(MO_PATH).relative_to(package.parent)
        env = {"PYTHONPATH": str(site), "WUHU_MJ_LANG": "zh", "PATH": "/usr/bin:/bin"}

        def wuhu_mj_copy(*words: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(
                [sys.executable, "-m", "wuhu_mj", *words], cwd=directory, env=env,
                capture_output=True, text=True, timeout=60, check=False,
            )  # fmt: skip

        catalog.unlink()
        missing = [wuhu_mj_copy(*words) for words in COMMANDS]
        for name, content in contents.items():
            catalog.write_bytes(content)
            for words, expected in zip(COMMANDS, missing, strict=True):
                got = wuhu_mj_copy(*words)
                same = (got.returncode, got.stdout, got.stderr) == (
                    expected.returncode, expected.stdout, expected.stderr,
                )  # fmt: skip
                if not same or "Traceback" in got.stderr or "内部错误" in got.stderr:
                    raise Failed(f"{name} catalog, {' '.join(words)}: {got.stderr[:200]!r}")
    return f"{len(contents)} unreadable catalogs x {len(COMMANDS)} commands as with none"


COMMANDS = [["--help"], ["score", "--nope"]]


def house(name: str, size: int) -> dict[str, str]:
    text = f"extends: wuhu\nname: {name}\n"
    return {"rules_yaml": text + "#" + "-" * max(size - len(text) - 2, 0) + "\n"}


def at_caps(name: str) -> list[dict[str, str]]:
    """Eight house rules never seen before, 16 KB in all: a compare at its caps."""
    return [house(f"c{name}-{i}", 2_000) for i in range(8)]


def page(payload: dict[str, Any]) -> bytes:
    return json.dumps({"call": "compare", "payload": json.dumps(payload), "lang": "en"}).encode()


def class_compare(_: Any) -> str:
    notes = []
    server = Server()
    try:
        issue = page({**HAND, "rules": [house(f"h{n}", 0) for n in range(1_100)]})
        answers = at_once(3, lambda: server.request("POST", "/api/page", issue))
        if any(not isinstance(a, tuple) or a[0] != 200 or a[1] > 2 for a in answers):
            raise Failed(f"three compares of 1,100 house rules: {answers}")
        worst = max(seconds for _, seconds in answers)
        notes.append(f"3 x 1,100 house rules refused in {worst * 1000:.0f} ms at most")

        stamp = time.monotonic_ns()
        heavy = [("/api/page", page({**HAND, "rules": at_caps(f"{stamp}-{n}")})) for n in range(24)]
        heavy += [
            ("/api/score", json.dumps({**HAND, **house(f"s{stamp}-{n}", 30_000)}).encode())
            for n in range(6)
        ]
        evening = "players: a b c d\n" + "a b 11234678m23467p5p\n" * 2_000
        heavy += [("/api/page", json.dumps({"call": "session", "payload": evening}).encode())] * 3
        statuses: list[Any] = []
        senders = [
            threading.Thread(target=lambda p=p, b=b: statuses.append(server.request("POST", p, b)))
            for p, b in heavy
        ]
        for sender in senders:
            sender.start()
        time.sleep(0.5)
        hands = [server.request("POST", "/api/score", SCORE) for _ in range(3)]
        for sender in senders:
            sender.join()
        codes = sorted({s[0] for s in statuses})
        slowest = max(t for _, t in hands)
        if any(status != 200 for status, _ in hands) or slowest > 1.0 or set(codes) - {200, 503}:
            raise Failed(f"hands {hands}; the heavy requests got {codes}")
        busy = max(t for _, t in statuses)
        notes.append(
            f"24 compares at the caps + 6 house-rule files + 3 sessions of 2,000 hands"
            f" ({busy:.1f} s of work, answered {codes}): 3 hands in {slowest * 1000:.0f} ms at most"
        )
    finally:
        code, err = server.stop()
    if code != 130 or b"Traceback" in err:
        raise Failed(f"serve ended with {code}: {err[:300]!r}")
    return "; ".join(notes)
