"""The static site (`wuhu-mj page`) built once for the browser tests, and a plain static host
for it on 127.0.0.1 (Python's http.server: no compression, no special headers).

The Pyodide runtime comes from WUHU_MJ_PYODIDE (an unpacked or packed npm package
`pyodide`) when set, else from the build's cache or `npm pack` (doors/web/pyodide.py). When none
can be had, the tests that need the site are skipped with the reason.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from wuhu_mj.doors.web import site
from wuhu_mj.messages.errors import InputError

_BUILT: dict[str, Path] = {}  # one build per test run, shared by the test modules


def build_site(folder: Path) -> site.Site:
    """The site in `folder`, or a skip saying why it cannot be built here."""
    try:
        return site.build(str(folder), os.environ.get("WUHU_MJ_PYODIDE") or None)
    except InputError as exc:
        pytest.skip(f"the static page cannot be built here: {exc}")


def shared_site(factory: pytest.TempPathFactory) -> Path:
    """The folder of the site built once for this test run."""
    if "site" not in _BUILT:
        folder = factory.mktemp("site")
        build_site(folder)
        _BUILT["site"] = folder
    return _BUILT["site"]


PHONE = {"width": 360, "height": 640}
KEPT = """async () => {
  const version = (await window.wuhuMj.ready).version;
  return Boolean(await (await caches.open(`wuhu-mj-${version}`)).match("py/snapshot.bin"));
}"""


def phone_context(browser: Any) -> Any:
    """A touch phone at 360×640."""
    return browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )


@contextmanager
def offline_phone(browser: Any, url: str) -> Iterator[Any]:
    """A phone that opened the page once, then lost the network and reloaded it; the page
    is checked for script errors and for requests to any other server."""
    context = phone_context(browser)
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors: list[str] = []
    outside: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    context.on("request", lambda r: None if r.url.startswith(url) else outside.append(r.url))
    page.goto(url)
    page.wait_for_selector("body[data-ready=yes]")
    assert page.evaluate("window.wuhuMj.ready")["mode"] == "python"
    # Once idle, the first visit keeps a snapshot of the started interpreter (the worker,
    # scorer-worker.js): the later visits, these tests', start from it.
    deadline = time.monotonic() + 120
    while not page.evaluate(KEPT) and time.monotonic() < deadline:
        time.sleep(0.5)
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready=yes]")
    timings = page.evaluate("window.wuhuMj.ready")["timings"]
    assert timings["snapshot"] is True, timings  # snapshotRefused: why it was not restored
    try:
        yield page
    finally:
        context.close()
    assert errors == [], errors
    assert outside == [], outside


def screenshots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("WUHU_MJ_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def static_host(folder: Path) -> Iterator[str]:
    """`python -m http.server -d FOLDER` on a free loopback port; yields its address."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def settled(page: Any) -> None:
    """Wait until the taps made so far have had the scorer's answer (editing.js queues each
    behind `next_taps`, and `document.body.dataset.tapping` is set while any waits)."""
    page.wait_for_function("() => !document.body.dataset.tapping")


# Controls smaller than a finger, controls something else lies over, and anything pinned
# (position: fixed) over the page. The hand's own tiles (small, in a strip that scrolls) are
# not counted: a tap on one only asks what to do with it.
FIND_SMALL_OR_COVERED = """([touch, keyWidth]) => {
  const out = [];
  const seen = (el) => { const r = el.getBoundingClientRect(); return r.width && r.height; };
  const name = (el) => el.id || el.textContent;
  const controls = 'button, select, input, label.button, a.button';
  for (const el of document.querySelectorAll(controls)) {
    if (!seen(el) || el.closest('#hand-tiles')) continue;
    const r = el.getBoundingClientRect();
    const wide = el.classList.contains('key') ? keyWidth : touch;
    if (r.width < wide - 0.5 || r.height < touch - 0.5) {
      out.push(`small ${name(el)} ${r.width}x${r.height}`);
    }
    el.scrollIntoView({ block: 'center' });
    const b = el.getBoundingClientRect();
    const top = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    const mine = top === el || el.contains(top) || (el.labels && [...el.labels].includes(top));
    if (top && !mine) out.push(`covered ${name(el)} by ${top.id || top.className}`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (getComputedStyle(el).position === 'fixed' && seen(el)) out.push(`fixed ${el.id}`);
  }
  return out;
}"""
