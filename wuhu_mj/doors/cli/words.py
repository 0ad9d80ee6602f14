"""click in the chosen language, through click's own extension points (no patching):

- `Command`, `Group` and `Option` take their help as a catalog Message (or a plugin's Text)
  and put it into words when it is shown, in the language in force then;
- click's own words ("Usage:", "No such option") go through its gettext domain, bound to the
  catalog's compiled form (messages/mofile.py) while Chinese is in force; a compiled form that
  cannot be read counts as missing (click's words then stay English);
- help is wrapped by display width, so a Chinese sentence breaks between characters.
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import click
from click.formatting import measure_table, wrap_text

from ...messages import i18n
from ...messages.message import Message, Text, render
from ...messages.mofile import DOMAIN, LOCALE_DIR, CatalogFolder

Said = Message | Text


def in_words(text: Said | str | None) -> str | None:
    """A help text in the language in force."""
    if text is None or isinstance(text, str):
        return text
    return render(text, "en" if i18n.english() else "zh")


@contextmanager
def language(lang: str | None) -> Iterator[None]:
    """Print in `lang` (None: WUHU_MJ_LANG, else Chinese) until the block ends: the library's
    texts and click's own words."""
    i18n.set_language(lang)
    chosen = i18n.current()
    before = os.environ.get("LANGUAGE")
    # gettext picks the language from the environment; LANGUAGE comes first.
    os.environ["LANGUAGE"] = chosen
    gettext.bindtextdomain(DOMAIN, CatalogFolder(LOCALE_DIR))
    domain = gettext.textdomain()
    gettext.textdomain(DOMAIN)
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if before is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = before
        i18n.set_language(None)


def language_option() -> click.Option:
    """`--lang zh|en` on every command (read from the arguments before click parses them, so
    help and click's errors are already in that language: i18n.language_in)."""
    return Option(
        ["--lang"],
        type=click.Choice(i18n.LANGUAGES),
        default=None,
        expose_value=False,
        is_eager=True,
        text=Message("help_option_lang"),
    )


class Formatter(click.HelpFormatter):
    """click's help formatter, measuring Chinese characters as two columns."""

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        self.write(_wrap(text, self.width, indent, indent, preserve_paragraphs=True))
        self.write("\n")

    def write_dl(
        self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2
    ) -> None:
        rows = list(rows)
        widths = measure_table(rows)
        first_col = min(widths[0], col_max) + col_spacing
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if len(first) <= first_col - col_spacing:
                self.write(" " * (first_col - len(first)))
            else:
                self.write("\n")
                self.write(" " * (first_col + self.current_indent))
            text_width = max(self.width - first_col - 2, 10)
            lines = _wrap(second, text_width, preserve_paragraphs=True).splitlines()
            self.write(f"{lines[0] if lines else ''}\n")
            for line in lines[1:]:
                self.write(f"{'':>{first_col + self.current_indent}}{line}\n")


class Context(click.Context):
    formatter_class = Formatter


class _OwnHelp:
    """--help, made here once per command as click makes it, but worded from the catalog (click's
    own words, which its gettext domain is compiled from) when the help is shown, in the
    language in force then. click would word it through gettext on every run; a run that shows
    no help now loads no translation."""

    _own_help: click.Option | None = None

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        names = self.get_help_option_names(ctx)  # type: ignore[attr-defined]
        if not names or not self.add_help_option:  # type: ignore[attr-defined]
            return None
        if self._own_help is None:  # one object per command: click orders callbacks by it
            self._own_help = Option(
                names,
                is_flag=True,
                is_eager=True,
                expose_value=False,
                callback=_show_help,
                text=Message("click:Show this message and exit."),
            )
        return self._own_help


def _show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(ctx.get_help(), color=ctx.color)
        ctx.exit()


class _Worded:
    """`help` put into words from `text` (a catalog Message or a plugin's Text) each time it
    is read, in the language in force then; click's own `help=` when there is no `text`."""

    text: Said | None = None
    _plain_help: str | None = None

    @property
    def help(self) -> str | None:
        return in_words(self.text) if self.text is not None else self._plain_help

    @help.setter
    def help(self, value: str | None) -> None:
        self._plain_help = value


class Command(_Worded, _OwnHelp, click.Command):
    """A command whose help is a catalog message, and which takes --lang."""

    context_class = Context

    def __init__(self, name: str | None, *, text: Said | None = None, **kwargs: Any) -> None:
        self.text = text
        super().__init__(name, **kwargs)
        self.params.append(language_option())


class Group(_Worded, _OwnHelp, click.Group):
    """A group of commands whose help is a catalog message, and which takes --lang."""

    context_class = Context
    command_class = Command

    def __init__(self, name: str | None, *, text: Said | None = None, **kwargs: Any) -> None:
        self.text = text
        super().__init__(name, **kwargs)
        self.params.append(language_option())


class Option(_Worded, click.Option):
    """An option whose help is a catalog message (or a plugin's Text)."""

    def __init__(self, *args: Any, text: Said | None = None, **kwargs: Any) -> None:
        self.text = text
        super().__init__(*args, **kwargs)


def option(*names: str, text: Said, **kwargs: Any) -> Any:
    """click.option for an Option with a catalog help text."""
    return click.option(*names, cls=Option, text=text, **kwargs)


# ---------------------------------------------------------------- wrapping by display width


def _cells(text: str) -> int:
    import unicodedata  # help only

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _chunks(paragraph: str) -> list[str]:
    """Pieces a line may break between: a Chinese character (with the punctuation after it,
    which must not start a line), or an ASCII word with the spaces after it."""
    out: list[str] = []
    for piece in re.findall(
        r"[\u3000-\u303f\uff00-\uffef]+|[^\s\u2e80-\uffef]+\s*|\S\s*|\s+", paragraph
    ):
        if out and re.match(r"[\u3000-\u303f\uff01-\uff0f\uff1a-\uff1f）]", piece):
            out[-1] += piece
        else:
            out.append(piece)
    return out


def _wrap(
    text: str,
    width: int,
    initial_indent: str = "",
    subsequent_indent: str = "",
    preserve_paragraphs: bool = False,
) -> str:
    """click's wrap_text for ASCII; for Chinese, lines measured in display columns."""
    if text.isascii():
        return wrap_text(text, width, initial_indent, subsequent_indent, preserve_paragraphs)
    paragraphs = re.split(r"\n\s*\n", text) if preserve_paragraphs else [text]
    out = []
    for paragraph in paragraphs:
        lines: list[str] = []
        line = initial_indent
        for chunk in _chunks(" ".join(part.strip() for part in paragraph.splitlines())):
            if _cells(line + chunk.rstrip()) > width and line.strip():
                lines.append(line.rstrip())
                line = subsequent_indent + chunk.lstrip()
            else:
                line += chunk
        lines.append(line.rstrip())
        out.append("\n".join(lines))
    return "\n\n".join(out)
