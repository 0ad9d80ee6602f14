"""Which `Host` a request may name (docs/web.md, "Limits"): the defence against DNS rebinding.

A web page elsewhere can point a name of its own (evil.example) at this computer's address; the
phone's browser then sends that page's requests here with `Host: evil.example`. So a request is
answered only when its Host names this server:

- `localhost` or a loopback address (127.0.0.1, [::1]);
- the address the server was started on (`--host`), or, whatever it was started on, the very
  address the request arrived at (the one the page printed: http://192.168.1.23:8765/);
- a name given with `--allow-host` (a name the table's router gives this computer).

An address written as digits cannot be rebound: only a name can. Any other Host is answered 421
(Misdirected Request), a request without one 400, both with the API's JSON error.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from starlette.types import ASGIApp, Receive, Scope, Send

from ...messages.errors import InputError
from ...messages.message import Message
from ...output.safetext import one_line
from .api import error_response

LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain"})
# The address a wildcard --host names: no request arrives at it, so it is no host name.
EVERY_ADDRESS = frozenset({"0.0.0.0", "::", ""})


@dataclass(frozen=True)
class HostPolicy:
    """The names this server answers to (besides loopback and the address a request came to),
    and what to do when one is refused (serve prints a line)."""

    names: frozenset[str] = frozenset()
    refused: Callable[[str], None] = field(default=lambda host: None, compare=False)

    @classmethod
    def of(
        cls, bound: str, extra: Iterable[str], refused: Callable[[str], None] | None = None
    ) -> HostPolicy:
        names = {normal_name(name) for name in extra}
        if bound not in EVERY_ADDRESS:
            names.add(normal_name(bound))
        return cls(frozenset(names), refused or (lambda host: None))


def normal_name(name: str) -> str:
    """A host name as compared: lower case, no trailing dot, no brackets round an IPv6 address."""
    name = name.strip().lower().rstrip(".")
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    return name


def split_host(header: str) -> str | None:
    """The name in a Host header without its port (`[::1]:8765` → `::1`); None if malformed."""
    header = header.strip()
    if header.startswith("["):
        end = header.find("]")
        rest = header[end + 1 :]
        if end < 0 or (rest and not _is_port(rest)):
            return None
        return normal_name(header[1:end])
    name, colon, port = header.rpartition(":")
    if not colon:
        name = header
    elif not _is_port(colon + port) or ":" in name:
        return None
    return normal_name(name) if name else None


def _is_port(text: str) -> bool:
    return text.startswith(":") and text[1:].isascii() and text[1:].isdigit() and len(text) <= 6


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        address = ipaddress.ip_address(text.partition("%")[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped  # ::ffff:192.168.1.23 on a dual-stack socket
    return address


def allowed(host: str, local: str | None, policy: HostPolicy) -> bool:
    """Whether a request naming `host` (without port) that arrived at address `local` is ours."""
    if host in LOCAL_NAMES or host in policy.names:
        return True
    address = _address(host)
    if address is None:
        return False
    if address.is_loopback:
        return True
    arrived = None if local is None else _address(local)
    return arrived is not None and address == arrived


class HostCheck:
    """ASGI middleware: answers 421 (or 400) before the app sees a request for another host."""

    def __init__(self, app: ASGIApp, policy: HostPolicy) -> None:
        self.app = app
        self.policy = policy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        values = [v for k, v in scope.get("headers", ()) if k == b"host"]
        header = values[0].decode("latin-1") if len(values) == 1 else None
        host = None if header is None else split_host(header)
        server = scope.get("server")
        local = str(server[0]) if server else None
        if host is not None and allowed(host, local, self.policy):
            await self.app(scope, receive, send)
            return
        if host is None:
            refusal = InputError(Message("host_missing"), "Host")
            answer = error_response(400, refusal)
        else:
            self.policy.refused(host)
            refusal = InputError(Message("host_foreign", name=one_line(host, 60)), "Host")
            answer = error_response(421, refusal)
        await answer(scope, receive, send)
