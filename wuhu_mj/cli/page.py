"""The `page` command: the phone page as a static site that scores in the browser."""

from __future__ import annotations

import click

from ..messages import i18n
from ..messages.message import Message
from .words import Command, Option


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
        ],
        text=Message("help_page"),
    )


def _page(folder: str, given: str | None) -> int:
    from ..web import site
    from ..web.bundle import plugin_bundle

    for said in plugin_bundle().left_out:  # a plugin the browser could not load
        click.echo(i18n.in_words(said), err=True)
    built = site.build(folder, given)
    size, download = megabytes(built.size), megabytes(built.download)
    click.echo(i18n.t("page_built", folder=folder, count=built.count, size=size, download=download))
    click.echo(i18n.t("page_runtime", version=built.pyodide))
    click.echo(i18n.t("page_host", folder=folder))
    return 0
