"""The `serve` command (registered lazily on the main group in cli.py): the phone page."""

from __future__ import annotations

import errno
import os
import socket

import click

from ..messages import i18n

EVERY_ADDRESS = ("0.0.0.0", "::", "")
# What `serve` prints, in Chinese and English (i18n picks one).
_SAYS = {
    "needs_web": (
        "wuhu-mj serve 需要 web 扩展：pip install 'wuhu-mj[web]'",
        "wuhu-mj serve needs the web extra: pip install 'wuhu-mj[web]'",
    ),
    "open": ("wuhu-mj：用浏览器打开 {url}", "wuhu-mj: open {url}"),
    "local": (
        "（只有这台电脑能打开；--host 0.0.0.0 让同一无线网里的手机也能打开）",
        "(only this computer can open it; --host 0.0.0.0 lets phones on the Wi-Fi in)",
    ),
    "port_in_use": (
        "端口 {port} 已被占用（另一个 wuhu-mj serve？）；用 --port 换一个",
        "port {port} is in use (another wuhu-mj serve?); pick another with --port",
    ),
    "not_a_page": (
        "--page：{folder} 不是 wuhu-mj page 生成的页面（没有 runtime.json）",
        "--page: {folder} is not a page built by wuhu-mj page (no runtime.json)",
    ),
    "cannot_listen": (
        "不能在 {host}:{port} 上监听：{reason}",
        "cannot listen on {host}:{port}: {reason}",
    ),
}


def says(key: str, **values: object) -> str:
    zh, en = _SAYS[key]
    return (en if i18n.english() else zh).format(**values)


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


@click.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Address to listen on; 0.0.0.0 lets phones on the same Wi-Fi in.",
)
@click.option(
    "--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="Port."
)
@click.option("--no-qr", is_flag=True, help="Do not print the QR code of the address.")
@click.option(
    "--page",
    "page",
    default=None,
    metavar="DIR",
    help="Serve the static page `wuhu-mj page DIR` built (it scores in the browser and"
    " keeps working offline).",
)
def serve(host: str, port: int, no_qr: bool, page: str | None) -> int:
    """Serve the phone page and the JSON API (needs: pip install 'wuhu-mj[web]').

    Open the printed address in a phone's browser. With the default --host 127.0.0.1 only
    this computer can reach it; with --host 0.0.0.0 every device on the same network can,
    so use it only on a network you trust. Stop with Ctrl-C.
    """
    try:
        import uvicorn

        from ..web.app import create_app
    except ImportError:
        raise click.ClickException(says("needs_web")) from None
    if page is not None and not os.path.isfile(os.path.join(page, "runtime.json")):
        raise click.ClickException(says("not_a_page", folder=page))
    listening = bind(host, port)
    url = address_to_open(host, port)
    click.echo(says("open", url=url))
    if host in ("127.0.0.1", "localhost", "::1"):
        click.echo(says("local"))
    elif not no_qr:
        print_qr(url)

    config = uvicorn.Config(create_app(page), log_level="warning", server_header=False)
    with listening:
        try:
            # uvicorn stops gracefully on Ctrl-C, then raises the signal again.
            uvicorn.Server(config).run(sockets=[listening])
        except KeyboardInterrupt:
            return 130  # quietly, as every command ends on Ctrl-C
    return 0


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
            raise click.ClickException(says("port_in_use", port=port)) from None
        reason = exc.strerror or exc
        raise click.ClickException(
            says("cannot_listen", host=host, port=port, reason=reason)
        ) from None
    return listening
