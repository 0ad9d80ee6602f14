"""The Starlette application: the JSON API under /api/ and the page from static/ (or from a
site built by `wuhu-mj page`).

Everything the page uses ships in static/ (its texts, messages.js, are made from the catalog
when asked for) and the Content-Security-Policy allows nothing
but this server, so the page works on a table's Wi-Fi with no internet; no other page may
show it in a frame (clickjacking). `wuhu-mj serve` also checks each request's Host (hosts.py).
"""

from __future__ import annotations

import os
from pathlib import Path

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ...variants import load_all
from . import api
from .hosts import HostCheck, HostPolicy
from .site import MESSAGES_JS, messages_js
from .sitefolder import read_manifest

STATIC = os.path.join(os.path.dirname(__file__), "static")

# 'wasm-unsafe-eval': a page built by `wuhu-mj page` runs Pyodide (WebAssembly) in a worker.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:;"
        b" frame-ancestors 'none'",
    ),
    (b"x-frame-options", b"DENY"),  # frame-ancestors for browsers that predate it
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class _Headers:
    """Adds the security headers to every answer (pages, files and API alike)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


async def _http_error(request: Request, exc: Exception) -> Response:
    """404, 405 and the like as the API's JSON error (the page's files keep plain text)."""
    status = exc.status_code if isinstance(exc, HTTPException) else 400
    detail = exc.detail if isinstance(exc, HTTPException) else "bad request"
    if request.url.path.startswith("/api/"):
        return api.refusal(status, "api_http_error", detail=detail)
    return Response(detail, status_code=status, media_type="text/plain")


def create_app(hosts: HostPolicy | None = None, page: str | None = None) -> Starlette:
    """The whole server: API routes first, then the page's files (static/, or the folder of
    a site `wuhu-mj page` built, which then scores in the browser). With `hosts`, a request
    for any other host is refused (serve passes it; a test client names no real host)."""
    # Every plugin is loaded (or skipped) before the first request: the registry a server
    # answers from is whole, and never changes under a request.
    load_all()
    endpoints = [
        ("/api/score", "POST", api.score_endpoint),
        ("/api/waits", "POST", api.waits_endpoint),
        ("/api/rules", "GET", api.rules_list),
        ("/api/manifest", "GET", api.manifest),
        ("/api/rules", "POST", api.rules_check_endpoint),
        ("/api/session", "POST", api.session_endpoint),
        ("/api/page", "POST", api.page_call),
    ]
    allowed: dict[str, list[str]] = {}
    for path, method, _ in endpoints:
        allowed.setdefault(path, []).append(method)

    async def unknown(request: Request) -> Response:
        path = request.url.path
        if path in allowed:
            methods = " or ".join(allowed[path])
            return api.refusal(
                405, "api_wrong_method", path=path, methods=methods, method=request.method
            )
        return api.refusal(404, "api_no_endpoint", path=path)

    every = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
    routes: list[BaseRoute] = [
        Route(path, call, methods=[method]) for path, method, call in endpoints
    ]
    routes.append(Route("/api/{rest:path}", unknown, methods=every))
    if page is None:  # a built site has its own (the same, made when it was built)
        routes.append(Route(f"/{MESSAGES_JS}", _messages, methods=["GET", "HEAD"]))
    files = StaticFiles(directory=STATIC, html=True) if page is None else _SiteFiles(page)
    routes.append(Mount("/", files, name="static"))
    middleware = [Middleware(_Headers)]
    if hosts is not None:
        middleware.append(Middleware(HostCheck, policy=hosts))
    return Starlette(
        routes=routes,
        middleware=middleware,
        exception_handlers={HTTPException: _http_error, Exception: _crash},
    )


class _SiteFiles(StaticFiles):
    """A site `wuhu-mj page` built: only the files it wrote (its manifest lists them), never
    what is kept beside them in the folder — a `.git` with a remote's credentials, notes."""

    def __init__(self, folder: str) -> None:
        super().__init__(directory=folder, html=True)
        listed, _ = read_manifest(Path(folder))  # a site built before manifests: all its files
        self.listed = {os.path.normpath(path) for path in listed} if listed else None

    async def get_response(self, path: str, scope: Scope) -> Response:
        wanted = "index.html" if path in ("", ".") else path
        if self.listed is not None and wanted not in self.listed:
            raise HTTPException(status_code=404)
        return await super().get_response(path, scope)


async def _messages(request: Request) -> Response:
    """The page's texts, made from the catalog (site.messages_js), as `page` writes them."""
    return Response(messages_js(), media_type="text/javascript; charset=utf-8")


async def _crash(request: Request, exc: Exception) -> Response:
    """A failure no endpoint caught (a bug): one JSON line, never a traceback."""
    return api.refusal(500, "api_internal_error", kind=type(exc).__name__)
