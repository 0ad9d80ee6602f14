"""The `page` command: the phone page as a static site that scores in the browser."""

from __future__ import annotations

import click

from ...messages import i18n
from ...messages.message import Message
from .words import Command, Option

# As doors/web/pyodide.py's NPM_TIMEOUT (not imported here: `wuhu-mj --help` builds this command).
NPM_TIMEOUT = 120


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def page_command() -> click.Command:
    return Command(
        "page",
        callback=_page,
        params=[
            click.Argument(["folder"], metavar="DIR"),
            Option(
                ["--pyodide", "given"],
                default=None,
                metavar="PATH",
                text=Message("help_page_pyodide"),
            ),
            Option(["--force"], is_flag=True, text=Message("help_page_force")),
            Option(
                ["--npm-timeout"],
                type=click.IntRange(min=1),
                default=NPM_TIMEOUT,
                show_default=True,
                metavar="SECONDS",
                text=Message("help_page_npm_timeout"),
            ),
        ],
        text=Message("help_page"),
    )


def _page(folder: str, given: str | None, force: bool, npm_timeout: int) -> int:
    from ..web import site, stopping
    from ..web.bundle import plugin_bundle

    for said in plugin_bundle().left_out:  # a plugin the browser could not load
        click.echo(i18n.in_words(said), err=True)
    with stopping.stops_between_steps():  # Ctrl-C, `kill`: the old site stays whole
        built = site.build(folder, given, force=force, npm_timeout=npm_timeout, announce=_say)
    size, download = megabytes(built.size), megabytes(built.download)
    click.echo(i18n.t("page_built", folder=folder, count=built.count, size=size, download=download))
    click.echo(i18n.t("page_runtime", version=built.pyodide))
    click.echo(i18n.t("page_host", folder=folder))
    return 0


def _say(message: Message) -> None:
    click.echo(i18n.in_words(message), err=True)
