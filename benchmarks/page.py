"""How heavy and how quick the static page is (`wuhu-mj page`), in Debian's Chromium at
360×640: not a test, a measurement (docs/web.md has its figures).

    python benchmarks/page.py                     # build the site, measure, print a table
    python benchmarks/page.py --site DIR -n 7     # a site already built, 7 cached loads

- First visit: the bytes the host sent (a plain `http.server`, which compresses nothing:
  the service worker fetches the large files gzipped), and the time until the page scores.
- Cached load (the network off, as at a table with no signal): the time from navigation to
  the tile keyboard on the screen, and to the first hand scored (`window.wuhuMj.score`
  called as soon as the keyboard shows). Medians of -n loads.
- For a browser without a service worker (plain http on a LAN): the bytes of the files it
  loads, raw and gzipped (what a host that compresses sends).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from playwright.sync_api import sync_playwright  # noqa: E402
from web_server import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from wuhu_mj.doors.web import site  # noqa: E402

BOOK_HAND = {"hand": "1135789m234678p4m", "from": 3, "dealer": 3}
MARK = "(name) => performance.getEntriesByName(name)[0]?.startTime ?? null"
KEPT = """async () => {
  const version = (await window.wuhuMj.ready).version;
  return Boolean(await (await caches.open(`wuhu-mj-${version}`)).match("py/snapshot.bin"));
}"""


class Counting(http.server.SimpleHTTPRequestHandler):
    """A static host that counts the bytes of each file it sends."""

    sent: ClassVar[list[tuple[str, int]]] = []

    def copyfile(self, source: Any, outputfile: Any) -> None:
        before = source.tell()
        shutil.copyfileobj(source, outputfile)
        self.sent.append((self.path, source.tell() - before))

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(folder: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(Counting, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def mb(size: float) -> str:
    return f"{size / 1_000_000:.2f} MB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", help="a site built by `wuhu-mj page` (default: build one)")
    parser.add_argument("--pyodide", help="as `wuhu-mj page --pyodide`")
    parser.add_argument("-n", type=int, default=5, help="cached loads to time (default 5)")
    args = parser.parse_args()
    work = tempfile.TemporaryDirectory(prefix="wuhu-mj-bench-")
    folder = Path(args.site) if args.site else Path(work.name) / "site"
    if not args.site:
        site.build(str(folder), args.pyodide)
    server, url = serve(folder)
    rows: list[tuple[str, str]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 360, "height": 640}, is_mobile=True,
                                      has_touch=True)  # fmt: skip
        page = context.new_page()
        page.set_default_timeout(120_000)
        Counting.sent.clear()
        started = time.perf_counter()
        page.goto(url)
        page.wait_for_selector("body[data-ready=yes]")
        first = time.perf_counter() - started
        sent = sum(size for _, size in Counting.sent)
        rows.append(("first visit: bytes sent by the host", mb(sent)))
        rows.append(("first visit: until the page scores", f"{first:.2f} s"))
        # The worker keeps a snapshot of the started interpreter once the page has been idle.
        deadline = time.monotonic() + 120
        while not page.evaluate(KEPT) and time.monotonic() < deadline:
            time.sleep(0.5)
        context.set_offline(True)
        pickers, scores, runtimes, imports = [], [], [], []
        for _ in range(args.n):
            page.reload()
            page.wait_for_selector("body[data-picker=yes]")
            scored = page.evaluate("(r) => window.wuhuMj.score(r).then(() => performance.now())",
                                   BOOK_HAND)  # fmt: skip
            pickers.append(page.evaluate(MARK, "wuhu-mj-picker"))
            scores.append(scored)
            timings = page.evaluate("window.wuhuMj.ready")["timings"]
            runtimes.append(timings["runtime"])
            imports.append(timings["imported"] - timings["runtime"])
        median = statistics.median
        rows.append(("cached load, offline: keyboard shown", f"{median(pickers):.0f} ms"))
        rows.append(("cached load, offline: first score", f"{median(scores):.0f} ms"))
        rows.append(("  of which: Python started (worker)", f"{median(runtimes):.0f} ms"))
        rows.append(("  of which: the package unpacked", f"{median(imports):.0f} ms"))
        browser.close()
    server.shutdown()
    raw = packed = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix != ".gz"):
        if path.name == "sw.js" or "pyodide/" in path.as_posix() or path.suffix != ".map":
            data = path.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, 6))
    rows.append(("without a service worker: files, raw", mb(raw)))
    rows.append(("without a service worker: gzipped by the host", mb(packed)))
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    work.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
