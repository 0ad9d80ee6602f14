"""Nothing lost, nothing hung: every case of issues 15 and 22, run against the real command.

    python benchmarks/robust.py              # every class (about two minutes)
    python benchmarks/robust.py -k interrupt # classes whose name has "interrupt"
    python benchmarks/robust.py --tries 10   # Ctrl-C ten times (the issue's 10 of 10)
    python benchmarks/robust.py -k inputs --draws 5000000   # a session of 5 million draws

Each class runs `python -m wuhu_mj` in a fresh process, under a memory cap and a time
limit so that a regression fails here instead of filling the machine, and checks what a
user would see: the exit status, one line on stderr, nothing quoted from another file, no
control character, no "internal error". The script prints one line per class, the
measured figures (seconds, peak memory), and exits 1 if any class failed.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from robust_more import class_inputs, class_shrink, class_signals, class_terminal
from robust_page import class_page
from robust_round3 import class_catalog, class_compare, class_pty
from robust_run import Failed, clean, one_line_error, wuhu_mj
from robust_serve import class_serve

HAND = "123m456m789m11p+peng555s"  # 通天: a win
READY = "123m456m789m1p+peng555s"  # waits on 1p
GOOD = json.dumps({"hand": HAND, "from": 2})
MIXED = [
    "11234678m23467p5p --from 3",
    '{"hand": "55234m786p+gang9999m+angang1111p", "from": 2}',
    "11234678m23446p5p --winner 2 --dealer 2",
    "123m456m123p456p11s --from 2",
]

# ---- classes -----------------------------------------------------------------------------

Lines = list[tuple[bytes, str]]  # raw line, what it must come to: "win" or "error"


def odd_lines() -> Lines:
    return [
        (b'{"hand": "%s", "unit": 1e999}' % HAND.encode(), "error"),
        (b'{"hand": "%s", "winner": Infinity}' % HAND.encode(), "error"),
        (b'{"hand": "%s", "winner": NaN}' % HAND.encode(), "error"),
        (b'{"hand": "%s", "winner": 2.9}' % HAND.encode(), "error"),
        (b'{"hand": "%s", "from": 1%s}' % (HAND.encode(), b"0" * 5000), "error"),
        (b'{"hand": "%s", "unit": 1%s}' % (HAND.encode(), b"0" * 4299), "error"),
        (b"%s --unit 1%s" % (HAND.encode(), b"0" * 4299), "error"),
        (b"[" * 100_000, "error"),  # over the line limit
        (b"[" * 60_000, "error"),  # under it: deeper than json recurses
        (b'{"a":' * 20_000, "error"),
        (b"\x1c\x1d\x1e\x1f", "error"),
        (b"\x1c", "error"),
        (b"%s\r--from 2" % HAND.encode(), "win"),  # a lone \r is a space, no line break
        (b"%s --from 2\r" % HAND.encode(), "win"),  # \r\n is
        (b"\xff\xfe%s" % HAND.encode(), "error"),
        (b"\x1b[2J\x1b[31m", "error"),
        (b"%s \xe2\x80\xa8 --from 2" % HAND.encode(), "error"),  # U+2028
        (b"\x00", "error"),
        (b"'" + b"a" * 60_000, "error"),
        (b"-" * 60_000, "error"),
        ("１２３m".encode(), "error"),
    ]


def class_bad_lines(_: argparse.Namespace) -> str:
    """Each odd line is its own error, between good lines; numbers match `wc -l`."""
    body = [b"\xef\xbb\xbf" + GOOD.encode(), b"# comment", b"", b"\t"]
    expected = [(1, "win")]
    for raw, result in odd_lines():
        body.append(raw)
        expected.append((len(body), result))
        body.append(GOOD.encode())
        expected.append((len(body), "win"))
    data = b"\n".join(body) + b"\n"
    assert data.count(b"\n") == len(body)
    run = wuhu_mj("batch", "--json", "-", data=data)
    if run.code != 2 or run.err:
        raise Failed(f"exit {run.code}, stderr {run.err[:200]!r}")
    clean(run.out)
    *rows, last = [json.loads(line) for line in run.out.splitlines()]
    got = [(r["line"], "error" if "error" in r else "win" if r["winning"] else "not") for r in rows]
    if got != expected:
        wrong = [(g, e) for g, e in zip(got, expected, strict=False) if g != e][:3]
        raise Failed(f"{len(got)} answers for {len(expected)} hand lines; first wrong {wrong}")
    if any("internal error" in r.get("error", "") for r in rows):
        raise Failed("a line's error is an internal error")
    if last.get("ledger", {}).get("hands") != len(expected):
        raise Failed(f"ledger {last}")
    return f"{len(expected)} hand lines, {len(expected)} answers and the ledger"


def class_units(_: argparse.Namespace) -> str:
    """`--unit 1` and 4299 zeros: refused before anything is printed, everywhere."""
    unit = "1" + "0" * 4299
    for args in (["score", HAND], ["waits", READY], ["batch", "-"]):
        run = wuhu_mj(*args, "--unit", unit, data=GOOD.encode() + b"\n")
        one_line_error(run)
        if run.out:
            raise Failed(f"{args[0]} printed before refusing: {run.out[:100]!r}")
    for value in ("nan", "inf", "-1", "0", "1e999"):
        one_line_error(wuhu_mj("score", HAND, "--unit", value))
    return "score, waits, batch"


def class_numbers(_: argparse.Namespace) -> str:
    """Seats, streak and --fed that are not what they look like."""
    cases = [
        ("--winner", "2.9"),
        ("--winner", "1" + "0" * 5000),
        ("--from", "99999999999999999999"),
        ("--streak", "100000"),
        ("--fed", "³=peng"),
        ("--fed", "3=" + "peng," * 10_000),
    ]
    for option, value in cases:
        one_line_error(wuhu_mj("score", HAND, option, value))
    one_line_error(wuhu_mj("score", "1m" * 5000))
    return f"{len(cases) + 1} refused in one line"


def class_interrupt(args: argparse.Namespace) -> str:
    """Ctrl-C on `batch --jobs 4`: exit 130 within 2 s, one line, no worker left."""
    with tempfile.TemporaryDirectory() as directory:
        big = Path(directory) / "big.txt"
        big.write_text("\n".join(MIXED * 50_000) + "\n", encoding="utf-8")
        times = []
        for attempt in range(args.tries):
            process = subprocess.Popen(
                [sys.executable, "-m", "wuhu_mj", "batch", "--jobs", "4", "--json", str(big)],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                start_new_session=True,
                # As in a terminal's foreground: a background job starts with Ctrl-C ignored.
                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
            )
            time.sleep(1.0 + 0.3 * (attempt % 4))
            sent = time.monotonic()
            if attempt % 2:
                os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl-C does
            else:
                process.send_signal(signal.SIGINT)
            try:
                _, err = process.communicate(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.communicate()
                raise Failed(f"try {attempt + 1}: still running 10 s after Ctrl-C") from None
            waited = time.monotonic() - sent
            if process.returncode != 130 or err != b"wuhu-mj: interrupted\n" or waited > 2:
                raise Failed(
                    f"try {attempt + 1}: exit {process.returncode} after {waited:.2f} s, {err!r}"
                )
            times.append(waited)
    return f"{len(times)}/{args.tries} exit 130, slowest {max(times):.2f} s"


def class_jobs(_: argparse.Namespace) -> str:
    """`--jobs 500` on a three-chunk file starts no more workers than CPUs."""
    data = ("\n".join(MIXED * 1500) + "\n").encode()
    run = wuhu_mj("batch", "--jobs", "500", "--json", "-", data=data, timeout=60)
    answers = run.out.count(b"\n")
    if run.code != 1 or answers != 6001:
        raise Failed(f"exit {run.code}, {answers} lines, {run.err[:200]!r}")
    if run.seconds > 20:
        raise Failed(f"{run.seconds:.1f} s")
    return f"{run.seconds:.1f} s"


def class_long_lines(_: argparse.Namespace) -> str:
    """A 10 MB line and a 1.6 MB line of words: one error each, in seconds."""
    words = (b"abc " * 400_000)[:1_600_000]
    data = b"x" * 10_000_000 + b"\n" + words + b"\n" + GOOD.encode() + b"\n"
    run = wuhu_mj("batch", "--json", "-", data=data, timeout=30)
    rows = [json.loads(line) for line in run.out.splitlines()]
    if run.code != 2 or [r.get("line") for r in rows] != [1, 2, 3, None]:
        raise Failed(f"exit {run.code}, {rows[:3]}")
    if run.seconds > 10:
        raise Failed(f"{run.seconds:.1f} s")
    split = wuhu_mj("batch", "--json", "-", data=(HAND + " " + "x " * 30_000 + "\n").encode())
    if split.seconds > 10 or split.code != 2:
        raise Failed(f"a 60 kB line of words: exit {split.code} after {split.seconds:.1f} s")
    endless = wuhu_mj("batch", "--json", "/dev/zero", timeout=10)
    if endless.code != 2 or endless.out.count(b"\n") != 2:
        raise Failed(f"batch /dev/zero: exit {endless.code}, {endless.out[:200]!r}")
    return f"{run.seconds:.1f} s for 11.6 MB; /dev/zero {endless.seconds:.1f} s"


def class_rule_files(_: argparse.Namespace) -> str:
    """Alias bombs, huge and endless files, NUL, 5000-digit numbers, long extends chains,
    another file's contents, escapes in names and labels. Every case is tried; all that
    fail are listed."""
    problems: list[str] = []
    seen: list[str] = []

    def expect_error(label: str, rules: str, secret: bytes = b"", within: float = 5) -> None:
        run = wuhu_mj("score", HAND, "--rules", rules, timeout=within + 5)
        try:
            one_line_error(run, secret=secret)
            if run.seconds > within:
                raise Failed(f"{run.seconds:.1f} s")
        except Failed as exc:
            problems.append(f"{label}: {exc}")
        else:
            seen.append(f"{label} {run.seconds:.2f} s")

    with tempfile.TemporaryDirectory() as directory:
        folder = Path(directory)
        bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
            f"{chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]\n"
            for i in range(9)
        )
        (folder / "bomb.yaml").write_text(bomb)
        expect_error(f"{len(bomb)}-byte alias bomb", str(folder / "bomb.yaml"), within=1)
        secret = b"root:$6$do-not-print-this$:19000:0:99999:7:::"
        (folder / "shadow").write_bytes(secret + b"\n")
        (folder / "ext.yaml").write_text(f"extends: {folder / 'shadow'}\n")
        expect_error("extends a secret", str(folder / "ext.yaml"), secret)
        expect_error("a secret as rules", str(folder / "shadow"), secret)
        (folder / "nul.yaml").write_bytes(b"extends: wuhu\nname: a\x00b\n")
        expect_error("NUL", str(folder / "nul.yaml"))
        (folder / "digits.yaml").write_text("extends: wuhu\nprices:\n  zuizi: 1" + "0" * 5000)
        expect_error("5000 digits", str(folder / "digits.yaml"))
        for n in range(1200):
            parent = f"c{n + 1}.yaml" if n < 1199 else "wuhu"
            (folder / f"c{n}.yaml").write_text(f"extends: {parent}\n")
        expect_error("1200-file extends chain", str(folder / "c0.yaml"))
        with open(folder / "huge.yaml", "wb") as huge:
            huge.write(b"extends: wuhu\n" + b"# padding\n" * 5_000_000)
        expect_error("50 MB rule file", str(folder / "huge.yaml"))
        expect_error("/dev/zero", "/dev/zero")
        if Path("/proc/self/environ").exists():
            expect_error("/proc/self/environ", "/proc/self/environ")
        run = wuhu_mj("check", "/dev/zero", timeout=10)
        try:
            one_line_error(run)
        except Failed as exc:
            problems.append(f"check /dev/zero: {exc}")
        (folder / "hex.yaml").write_text("extends: wuhu\nprices:\n  zuizi: 0x" + "f" * 5000)
        expect_error("5000 hex digits", str(folder / "hex.yaml"))
        (folder / "esc.yaml").write_text('extends: wuhu\nname: "\\e]0;owned\\a\\e[31m"\n')
        expect_error("escape sequences", str(folder / "esc.yaml"))
        (folder / "bidi.yaml").write_text(
            'extends: wuhu\nname: "\\u202eevil"\nzuizi:\n  tongtian: {label: "\\u202e通天"}\n'
        )
        run = wuhu_mj("score", HAND, "--rules", str(folder / "bidi.yaml"))
        try:
            if run.code != 0:
                raise Failed(f"exit {run.code} {run.err[:200]!r}")
            clean(run.out)
        except Failed as exc:
            problems.append(f"a bidi override in a name and label: {exc}")
    if problems:
        raise Failed("; ".join(problems))
    return "; ".join(seen)


def class_output(_: argparse.Namespace) -> str:
    """A closed pipe, stderr on /dev/full, output while the input is still coming."""
    process = subprocess.Popen(
        [sys.executable, "-m", "wuhu_mj", "batch", "--json", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdin and process.stdout and process.stderr
    process.stdin.write(GOOD.encode() + b"\n")
    process.stdin.flush()
    first = process.stdout.readline()  # before stdin is closed: it streams
    if not first.startswith(b'{"schema": 1, "line": 1,'):
        raise Failed(f"first answer {first[:80]!r}")
    process.stdout.close()  # `| head -1`
    try:
        for _ in range(2000):
            process.stdin.write(GOOD.encode() + b"\n")
        process.stdin.close()
    except OSError:
        pass  # it has ended already
    if process.wait(timeout=30) != 0 or process.stderr.read():
        raise Failed(f"closed pipe: exit {process.returncode}")
    for args in (["score", HAND], ["waits", READY], ["batch", "--rows", "9999", "-"]):
        process = subprocess.Popen(
            [sys.executable, "-m", "wuhu_mj", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert process.stdin and process.stdout and process.stderr
        process.stdin.write((GOOD + "\n").encode())  # batch answers only once it has a line
        process.stdin.flush()
        process.stdout.readline()
        process.stdout.close()
        try:
            process.stdin.write((GOOD + "\n").encode() * 5000)
            process.stdin.close()
        except OSError:
            pass
        if process.wait(timeout=30) != 0 or process.stderr.read():
            raise Failed(f"{args[0]} | head -1: exit {process.returncode}")
    if Path("/dev/full").exists():
        run = wuhu_mj("score", "1m", stderr_path="/dev/full")
        if run.code != 2:
            raise Failed(f"stderr on /dev/full: exit {run.code}")
    return "streams; | head -1 exits 0; /dev/full keeps 2"


def class_messages(_: argparse.Namespace) -> str:
    """One line whatever the output encoding."""
    ascii_env = {"PYTHONIOENCODING": "ascii", "WUHU_MJ_LANG": "zh"}
    one_line_error(wuhu_mj("score", "一万x", env=ascii_env))
    one_line_error(wuhu_mj("score", HAND, "--rules", "无此规则", env=ascii_env))
    good = wuhu_mj("score", HAND, env=ascii_env)
    table = wuhu_mj("batch", "-", data=GOOD.encode() + b"\n", env=ascii_env)
    if good.code != 0 or good.err or table.code != 0 or table.err:
        raise Failed(f"ASCII output: exit {good.code}/{table.code} {good.err[:200]!r}")
    return "PYTHONIOENCODING=ascii"


def class_memory(args: argparse.Namespace) -> str:
    """`batch --json` keeps flat: the peak on N lines is that on N/5, give or take."""
    peaks = []
    for lines in (args.lines // 5, args.lines):
        data = ("\n".join(MIXED * (lines // 4)) + "\n").encode()
        for mode in (["--json"], []):
            run = wuhu_mj("batch", *mode, "-", data=data, timeout=300, keep_output=False)
            if run.code != 1:
                raise Failed(f"exit {run.code} {run.err[:200]!r}")
            peaks.append(run.peak_mb)
    small_json, small_table, big_json, big_table = peaks
    if max(big_json, big_table) > 100 or big_json > small_json + 5 or big_table > small_table + 5:
        raise Failed(f"peaks {peaks} MB")
    return (
        f"peak {big_json:.0f} MB (--json) / {big_table:.0f} MB (table) on {args.lines} lines,"
        f" {small_json:.0f} / {small_table:.0f} MB on {args.lines // 5}"
    )


CLASSES: dict[str, Callable[[argparse.Namespace], str]] = {
    "bad lines": class_bad_lines,
    "units": class_units,
    "numbers": class_numbers,
    "long lines": class_long_lines,
    "rule files": class_rule_files,
    "output": class_output,
    "messages": class_messages,
    "jobs": class_jobs,
    "interrupt": class_interrupt,
    "memory": class_memory,
    "serve": class_serve,  # robust_serve.py
    "terminal": class_terminal,  # robust_more.py, as the three below
    "shrink": class_shrink,
    "signals": class_signals,
    "inputs": class_inputs,
    "pty": class_pty,  # robust_round3.py, as the two below (issue 27)
    "catalog": class_catalog,
    "compare": class_compare,
    "page": class_page,  # robust_page.py
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-k", default="", help="run the classes whose name contains this")
    parser.add_argument("--tries", type=int, default=3, help="Ctrl-C attempts")
    parser.add_argument("--lines", type=int, default=50_000, help="lines for the memory class")
    parser.add_argument("--requests", type=int, default=300, help="requests at once (serve)")
    parser.add_argument("--draws", type=int, default=1_000_000, help="draw lines (inputs)")
    parser.add_argument("--pty-lines", type=int, default=5_000, help="batch lines (pty)")
    args = parser.parse_args(argv)
    os.environ["WUHU_MJ_LANG"] = "en"  # the messages checked are the English ones
    failed = 0
    started = time.monotonic()
    for name, check in CLASSES.items():
        if args.k not in name:
            continue
        began = time.monotonic()
        try:
            note = check(args)
            status = "ok"
        except Failed as exc:
            note, status = str(exc), "FAILED"
            failed += 1
        print(f"{status:6} {name:11} {time.monotonic() - began:5.1f} s  {note}", flush=True)
    print(f"robust: {failed} failed, {time.monotonic() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
