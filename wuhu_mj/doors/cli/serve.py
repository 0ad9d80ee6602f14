"""The `serve` command (registered lazily on the main group in doors/cli/__init__.py): the
phone page."""

from __future__ import annotations

import errno
import os
import re
import socket

import click

from ...messages import i18n
from ...messages.message import Message
from ...output.safetext import printable
from .words import Command, Option

EVERY_ADDRESS = ("0.0.0.0", "::", "")


def address_to_open(host: str, port: int) -> str:
    """The address a person types or scans: this machine's Wi-Fi address when bound to all."""
    shown = host
    if host in EVERY_ADDRESS:
        shown = lan_address() or "127.0.0.1"
    if ":" in shown:
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def lan_address() -> str | None:
    """This machine's address on its local network, or None.

    connect() on a UDP socket sends no packet: it only asks the routing table which of this
    machine's addresses a packet to that (documentation-range) address would leave from.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def print_qr(url: str) -> None:
    """A QR code of `url` in the terminal, when segno (part of the web extra) is there."""
    try:
        import segno
    except ImportError:
        return
    segno.make(url, error="l").terminal(compact=True)


def serve_command() -> click.Command:
    return Command(
        "serve",
        callback=_serve,
        params=[
            Option(
                ["--host"],
                default="127.0.0.1",
                show_default=True,
                text=Message("help_serve_host"),
            ),
            Option(
                ["--port"],
                type=click.IntRange(1, 65535),
                default=8765,
                show_default=True,
                text=Message("help_serve_port"),
            ),
            Option(["--no-qr"], is_flag=True, text=Message("help_serve_no_qr")),
            Option(
                ["--allow-host", "allow_hosts"],
                multiple=True,
                metavar="NAME",
                callback=lambda ctx, param, value: tuple(host_name(v) for v in value),
                text=Message("help_serve_allow_host"),
            ),
            Option(["--page"], default=None, metavar="DIR", text=Message("help_serve_page")),
        ],
        text=Message("help_serve"),
    )


def _serve(
    host: str, port: int, no_qr: bool, allow_hosts: tuple[str, ...], page: str | None
) -> int:
    try:
        import uvicorn  # noqa: F401  (the web extra; without it, one line says how to get it)

        from ..web import guard
    except ImportError:
        raise click.ClickException(i18n.t("serve_needs_web")) from None
    if page is not None and not os.path.isfile(os.path.join(page, "runtime.json")):
        raise click.ClickException(i18n.t("serve_not_a_page", folder=page))
    listening = bind(host, port)
    url = address_to_open(host, port)
    click.echo(i18n.t("serve_open", url=url))
    if host in ("127.0.0.1", "localhost", "::1"):
        click.echo(i18n.t("serve_local"))
    else:
        click.echo(i18n.t("serve_everyone"), err=True)
        if not no_qr:
            print_qr(url)

    server = guard.make_server(host, allow_hosts, page=page)
    with listening:
        try:
            # uvicorn stops gracefully on Ctrl-C, then raises the signal again.
            server.run(sockets=[listening])
        except KeyboardInterrupt:
            return 130  # quietly, as every command ends on Ctrl-C
    return 0


def host_name(text: str) -> str:
    """An --allow-host value: a host name (letters, digits, '-', '.') or an address."""
    import ipaddress

    name = text.strip().lower().rstrip(".")
    try:
        ipaddress.ip_address(name.strip("[]"))
        return name
    except ValueError:
        pass
    labels = name.split(".")
    if name and len(name) <= 253 and all(_LABEL.fullmatch(label) for label in labels):
        return name
    raise click.BadParameter(i18n.t("serve_bad_host", name=printable(text[:60])))


_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, or one line saying why not (a port in use, an unknown host)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        listening = socket.socket(family, kind, proto)
    except OSError as exc:
        raise click.ClickException(f"--host {host}: {exc.strerror or exc}") from None
    try:
        listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind(address)
    except OSError as exc:
        listening.close()
        if exc.errno == errno.EADDRINUSE:
            raise click.ClickException(i18n.t("serve_port_in_use", port=port)) from None
        reason = exc.strerror or exc
        raise click.ClickException(
            i18n.t("serve_cannot_listen", host=host, port=port, reason=reason)
        ) from None
    return listening
