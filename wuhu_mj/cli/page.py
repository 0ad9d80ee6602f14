"""The `page` command (registered lazily on the main group): the phone page as a static site."""

from __future__ import annotations

import click

from ..messages import i18n

_SAYS = {
    "built": (
        "wuhu-mj：已写好 {folder}（{count} 个文件，共 {size}；首次打开下载 {download}）",
        "wuhu-mj: wrote {folder} ({count} files, {size}; a first visit downloads {download})",
    ),
    "runtime": (
        "Pyodide {version}（npm 包 pyodide）",
        "Pyodide {version} (the npm package pyodide)",
    ),
    "host": (
        "放到任何静态网站上（https），或在本机试：python -m http.server -d {folder}",
        "put it on any static host (https), or try it here: python -m http.server -d {folder}",
    ),
}


def says(key: str, **values: object) -> str:
    zh, en = _SAYS[key]
    return (en if i18n.english() else zh).format(**values)


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


@click.command()
@click.argument("folder", metavar="DIR")
@click.option(
    "--pyodide",
    "given",
    default=None,
    metavar="PATH",
    help="The npm package pyodide, unpacked (a folder) or packed (.tgz); without it,"
    " `npm pack` fetches it once into the cache.",
)
def page(folder: str, given: str | None) -> int:
    """Write the phone page as a static site into DIR: it scores in the browser (Pyodide),
    works offline after the first visit and can be added to the home screen.

    Serve DIR from any static host, or try it with `python -m http.server -d DIR`.
    See docs/web.md.
    """
    from ..web import site

    built = site.build(folder, given)
    click.echo(
        says(
            "built",
            folder=folder,
            count=built.count,
            size=megabytes(built.size),
            download=megabytes(built.download),
        )
    )
    click.echo(says("runtime", version=built.pyodide))
    click.echo(says("host", folder=folder))
    return 0
