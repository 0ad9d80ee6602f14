"""The `wuhu-mj` command: thin click commands over the pipeline (service/); every error
becomes one line and an exit status here, in one place."""

from __future__ import annotations

import contextlib
import errno
import gettext
import io
import os
import sys
from collections.abc import Iterator
from typing import Any

import click

from ...messages import i18n
from ...messages.errors import WuhuMjError
from ...messages.i18n import error_text
from ...messages.message import Message
from ...output.lines import write_line
from ...output.safetext import json_line, one_line
from .. import startup
from . import config
from .options import EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_WIN
from .streams import mend_closed_streams
from .words import Group, Option, in_words, language

# The commands, each built when first named (or listed, for help): `score` does not pay for
# defining the others. Each is (module, builder, whether its flags are the option registry's:
# those are made again once a variant comes or goes).
_COMMANDS: dict[str, tuple[str, str, bool]] = {
    "score": ("score", "score_command", True),
    "waits": ("score", "waits_command", True),
    "check": ("rules", "check_command", False),
    "rules": ("rules", "rules_group", False),
    "batch": ("batch", "batch_command", False),
    "session": ("session", "session_command", False),
    "serve": ("serve", "serve_command", False),
    "page": ("page", "page_command", False),
    "schema": ("schema", "schema_command", False),
    "config": ("config", "config_command", False),
}
# The option registry's version each command was made at (0: not made from it).
_built: dict[str, int] = {}


def _registry_version() -> int:
    from ...variants import registry_version

    return registry_version()


class _Cli(Group):
    """The `wuhu-mj` group: every error becomes one line on stderr and an exit status."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(_COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in _COMMANDS:
            # A command made from the option registry is made again once a variant comes or
            # goes: its flags and help are the registry's as it is now.
            module, builder, from_registry = _COMMANDS[cmd_name]
            version = _registry_version() if from_registry else 0
            if _built.get(cmd_name) != version:
                import importlib

                made = getattr(importlib.import_module(f"{__name__}.{module}"), builder)()
                self.add_command(made, cmd_name)
                _built[cmd_name] = version
        return super().get_command(ctx, cmd_name)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        try:
            found = super().resolve_command(ctx, args)
            startup.started()  # the command is built (startup.py)
            return found
        except click.UsageError as exc:
            import difflib  # only on this error path

            close = difflib.get_close_matches(args[0], _COMMANDS, n=1) if args else []
            if not close:
                raise
            # `wuhu-mj scor`: say which command was meant, as click does for an option (in
            # click's words, so its gettext domain says them in the chosen language; a plural
            # pair there, as click asks for it, which gettext() finds only on newer Pythons).
            hint = gettext.ngettext(
                "Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1
            ).format(possibility=f"'{close[0]}'")
            raise click.UsageError(f"{exc.message} {hint}", ctx) from None

    def invoke(self, ctx: click.Context) -> Any:
        # Caught here, before click's own handlers: click would print an empty line for
        # Ctrl-C and exit 1 on a closed pipe.
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            raise _Interrupted from None
        except OSError as exc:
            if exc.errno == errno.EPIPE:
                raise _PipeClosed from None
            raise

    def main(self, *args: Any, **kwargs: Any) -> Any:
        kwargs["standalone_mode"] = False
        argv = kwargs.get("args", args[0] if args else None)
        words = sys.argv[1:] if argv is None else argv
        as_json = "--json" in words
        mend_closed_streams()  # `>&-`, `2>&-`, `<&-` (streams.py)
        _escape_what_cannot_be_encoded()
        out_of_memory = False
        try:
            settings, broken = config.load(), None
        except WuhuMjError as exc:  # reported below, in the language asked for
            settings, broken = config.Config(config.config_path(), False, {}), exc
        lang = i18n.language_in(words) or config.language(settings)
        with language(lang), _columns(config.width(settings)):
            startup.restore()  # from here on, Ctrl-C is reported in one line (below)
            try:
                if broken is not None:
                    raise broken
                kwargs["default_map"] = config.default_map(settings)
                code = self._main_with_plugins(words, *args, **kwargs)
            except WuhuMjError as exc:
                code = _bad_input(exc, as_json)
            except click.exceptions.Exit as exc:
                code = exc.exit_code
            except click.ClickException as exc:
                code = _bad_input(" ".join(exc.format_message().split()), as_json)
            except (_Interrupted, KeyboardInterrupt, click.exceptions.Abort):
                _ignore_interrupts()
                code = _fail(i18n.t("interrupted"), EXIT_INTERRUPTED)
            except _PipeClosed:
                _silence(sys.stdout)  # the reader has gone: nothing more to say (docs/batch.md)
                code = EXIT_WIN
            except OSError as exc:  # e.g. stdout on a full disk
                said = i18n.t("cannot_write_or_read", why=exc.strerror or exc)
                code = _fail(i18n.t("error", message=said))
            except MemoryError:
                out_of_memory = True  # reported below, once the exception lets go of the memory
            except Exception as exc:  # the promise is no traceback, whatever goes wrong
                code = _fail(i18n.t("internal_error", message=f"{type(exc).__name__}: {exc}"))
            if out_of_memory:
                code = _fail(i18n.t("error", message=i18n.t("out_of_memory")))
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                _silence(stream)  # else Python reports the failed flush and exits 120
        sys.exit(code if isinstance(code, int) else 0)

    def _main_with_plugins(self, words: list[str], *args: Any, **kwargs: Any) -> Any:
        """Run the command knowing the plugins a plugin-less run does not load: help lists
        every variant's options, and an option no loaded variant has loads them all (a
        plugin is imported only when wanted: variants/__init__.py)."""
        from ... import variants

        variants.on_skip(_warn_skipped)
        if "--help" in words or "-h" in words:
            variants.load_all()
        try:
            return super().main(*args, **kwargs)
        except click.NoSuchOption:
            if variants.everything_loaded():
                raise
            variants.load_all()  # nothing has run yet: the parse failed
        return super().main(*args, **kwargs)


def _warn_skipped(skip: Any) -> None:
    """The one line a skipped plugin is worth (variants/plugins.py says why)."""
    plugin = skip.plugin
    line = i18n.t("plugin_skipped", name=plugin.name, dist=plugin.distribution, reason=skip.reason)
    _fail(line)


@contextlib.contextmanager
def _columns(width: str | None) -> Iterator[None]:
    """The config file's width as COLUMNS (which rich and the tables read) while the command
    runs, when the environment sets none (config.py)."""
    if width is None:
        yield
        return
    os.environ["COLUMNS"] = width
    try:
        yield
    finally:
        os.environ.pop("COLUMNS", None)


class _Interrupted(Exception):
    """Ctrl-C, carried past click (which would turn it into an empty line and exit 1)."""


class _PipeClosed(Exception):
    """stdout's reader has gone (`| head -1`)."""


def _fail(line: str, code: int = EXIT_BAD_INPUT) -> int:
    """Print one line on stderr; a stderr that cannot be written does not change `code`."""
    try:
        click.echo(one_line(line), err=True)
    except (OSError, ValueError):
        _silence(sys.stderr)
    return code


def _silence(stream: Any) -> None:
    """Point a stream's file descriptor at /dev/null so that nothing written later fails."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def _escape_what_cannot_be_encoded() -> None:
    """On a terminal or pipe that cannot show some characters (PYTHONIOENCODING=ascii),
    print them as escapes (\\u4e07) rather than failing."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def _ignore_interrupts() -> None:
    """A second Ctrl-C while stopping does not interrupt the stopping."""
    import signal  # only when stopping: `score` starts without building signal's enums

    with contextlib.suppress(ValueError):  # ValueError: not the main thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _bad_input(error: Exception | str, as_json: bool) -> int:
    """One line on stderr, in the chosen language; with --json also one JSON object on
    stdout (docs/batch.md): output/error_json.py, its message in Chinese like every text of
    the JSON, whatever the language of the run (docs/languages.md)."""
    shown = error_text(error) if isinstance(error, WuhuMjError) else error
    _fail(i18n.t("error", message=shown))
    if as_json:
        from ...output.error_json import error_json  # bad input only

        with contextlib.suppress(OSError, ValueError):  # stdout gone: stderr has said it
            write_line(json_line(error_json(error)))
    return EXIT_BAD_INPUT


cli = _Cli(
    "wuhu-mj",
    text=Message("help_cli"),
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _print_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--version as click's version_option prints it, worded when it is asked for."""
    if not value or ctx.resilient_parsing:
        return
    from ... import __version__  # the one place it is written (pyproject.toml reads it too)
    from ...service.build import compiled

    said = in_words(Message("click:%(prog)s, version %(version)s")) or ""
    build = in_words(Message("build_compiled" if compiled() else "build_pure"))
    names = {"prog": "wuhu-mj", "package": "wuhu-mj", "version": f"{__version__} ({build})"}
    click.echo(said % names, color=ctx.color)
    ctx.exit()


cli.params.insert(
    0,
    Option(
        ["--version", "-V"],
        is_flag=True,
        is_eager=True,
        expose_value=False,
        callback=_print_version,
        text=Message("click:Show the version and exit."),
    ),
)


def main() -> None:
    cli()


if __name__ == "__main__":  # pragma: no cover
    main()
