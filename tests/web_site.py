"""The static site (`wuhu-mj page`) built once for the browser tests, and a plain static host
for it on 127.0.0.1 (Python's http.server: no compression, no special headers).

The Pyodide runtime comes from WUHU_MJ_PYODIDE (an unpacked or packed npm package
`pyodide`) when set, else from the build's cache or `npm pack` (web/pyodide.py). When none
can be had, the tests that need the site are skipped with the reason.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from wuhu_mj.messages.errors import InputError
from wuhu_mj.web import site


def build_site(folder: Path) -> site.Site:
    """The site in `folder`, or a skip saying why it cannot be built here."""
    try:
        return site.build(str(folder), os.environ.get("WUHU_MJ_PYODIDE") or None)
    except InputError as exc:
        pytest.skip(f"the static page cannot be built here: {exc}")


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
