"""The `wuhu-mj` command: thin click commands over the library; errors become exit codes here."""

from __future__ import annotations

import contextlib
import errno
import io
import json
import os
import signal
import sys
from typing import Any

import click

from ..messages import i18n, i18n_help
from ..messages.errors import WuhuMjError
from ..messages.i18n import error_text, rule_file_text
from ..output.error_json import error_json
from ..output.safetext import json_line, one_line, printable
from .options import EXIT_BAD_INPUT, EXIT_NOT_WIN, EXIT_WIN, collect, score_options

EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it


class _Cli(click.Group):
    """Turns every error into one line on stderr and an exit status (0 / 1 / 2).

    `batch`, `waits`, `session`, `serve` and `page` are added when first named (or listed,
    for help): `score` does not pay for defining them at start-up.
    """

    _LAZY = ("batch", "waits", "session", "serve", "page")

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self._LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name == "session" and cmd_name not in self.commands:
            from .session import session

            self.add_command(session)
            i18n_help.prepare(session)
        elif cmd_name == "serve" and cmd_name not in self.commands:
            from .serve import serve

            self.add_command(serve)
            i18n_help.prepare(serve)
        elif cmd_name == "page" and cmd_name not in self.commands:
            from .page import page

            self.add_command(page)
            i18n_help.prepare(page)
        elif cmd_name in self._LAZY and cmd_name not in self.commands:
            from .batch import batch, waits

            for command in (batch, waits):
                self.add_command(command)
                i18n_help.prepare(command)
        return super().get_command(ctx, cmd_name)

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
        i18n.set_language(i18n.language_in(words))
        i18n_help.prepare(self)
        _escape_what_cannot_be_encoded()
        out_of_memory = False
        try:
            code = super().main(*args, **kwargs)
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
            code = _fail(i18n.t("error", message=f"cannot write or read: {exc.strerror or exc}"))
        except MemoryError:
            out_of_memory = True  # reported below, once the exception lets go of the memory
        except Exception as exc:  # the promise is no traceback, whatever goes wrong
            code = _fail(i18n.t("internal_error", message=f"{type(exc).__name__}: {exc}"))
        finally:
            i18n.set_language(None)
        if out_of_memory:
            message = "out of memory (an input far larger than any hand or rule file?)"
            code = _fail(i18n.t("error", message=i18n.localize(message)))
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                _silence(stream)  # else Python reports the failed flush and exits 120
        sys.exit(code if isinstance(code, int) else 0)


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
    with contextlib.suppress(ValueError):  # ValueError: not the main thread
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _bad_input(error: Exception | str, as_json: bool) -> int:
    """One line on stderr, in the chosen language; with --json also one JSON object on
    stdout (docs/json.md): errors.error_json, its message in English like the rest of the
    JSON (data for scripts)."""
    shown = error_text(error) if isinstance(error, WuhuMjError) else error
    _fail(i18n.t("error", message=shown))
    if as_json:
        with contextlib.suppress(OSError, ValueError):  # stdout gone: stderr has said it
            click.echo(json_line(error_json(error)))
    return EXIT_BAD_INPUT


@click.group(cls=_Cli, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="wuhu-mj", prog_name="wuhu-mj")
def cli() -> None:
    """Score hands of Anhui mahjong: Wuhu 芜湖, Anqing 安庆, Chizhou 池州.

    Hands are written like 123m456m789m11p+peng555s: concealed tiles first (the last
    one is the winning tile, unless --win names it), then melds after '+'. Exit status:
    0 a win, 1 not a win, 2 bad input (with --json also as {"error": ...} on stdout).
    """


def given_options(ctx: click.Context, kwargs: dict[str, Any]) -> dict[str, Any]:
    """The options typed on the command line (not click's defaults), named as `score` names
    them: what the output marks as given rather than taken by default."""
    typed = {
        key: value
        for key, value in kwargs.items()
        if ctx.get_parameter_source(key) is not click.core.ParameterSource.DEFAULT
    }
    return collect(typed)


@cli.command()
@click.argument("hand", nargs=-1, required=True)
@click.option(
    "--win",
    default=None,
    metavar="TILE",
    help="The winning tile; the concealed tiles may then be typed in any order."
    " Without it the last concealed tile wins.",
)
@score_options
@click.pass_context
def score(
    ctx: click.Context, /, hand: tuple[str, ...], rules: str, as_json: bool, **kwargs: Any
) -> int:
    """Score HAND and show the breakdown and what each seat pays.

    HAND may be typed in several pieces (123m 456m ...): they are joined into one hand."""
    from ..notation.text import parse_hand
    from ..scoring.best import score as score_hand
    from ..service.limits import check_hand_text
    from ..service.options import score_json, situation_from, situation_json, win_tile

    text = " ".join(hand)
    check_hand_text(text)
    situation = situation_from(collect(kwargs))
    parsed = parse_hand(text, win_tile(kwargs))
    result = score_hand(parsed, rules, situation)
    facts = situation_json(situation, given_options(ctx, kwargs), parsed.winning)
    if as_json:
        click.echo(json_line(score_json(result, facts)))
    else:
        from ..output.breakdown import print_result

        print_result(result, situation, facts)
    return EXIT_WIN if result.winning else EXIT_NOT_WIN


@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path())
def check(files: tuple[str, ...]) -> int:
    """Score the rulebook's worked examples in FILES and compare with the printed numbers."""
    from ..checks.run import check_file
    from ..output.breakdown import print_checks

    checks = [c for path in files for c in check_file(path)]
    print_checks(checks)
    return EXIT_WIN if all(c.matches for c in checks) else EXIT_NOT_WIN


@cli.group()
def rules() -> None:
    """List, show, validate rule sets and print their JSON Schema."""


@rules.command("list")
def rules_list() -> int:
    """The built-in rule sets, one line each."""
    from ..output.breakdown import print_rule_sets
    from ..rules.ruleset import builtin_names, load_rules

    rows = [(name, str(load_rules(name).data.get("description", ""))) for name in builtin_names()]
    print_rule_sets(rows)
    return EXIT_WIN


@rules.command("validate")
@click.argument("files", nargs=-1, required=True, metavar="FILE|NAME...")
def rules_validate(files: tuple[str, ...]) -> int:
    """Check rule files (each compiled into its typed table) without scoring; exit 2 if any
    is broken."""
    from ..messages.errors import RuleFileError
    from ..rules.ruleset import load_rules

    broken = 0
    for file in files:
        try:
            loaded = load_rules(file)
        except RuleFileError as exc:
            click.echo(one_line(rule_file_text(str(exc))), err=True)  # FILE:LINE:COL: message
            broken += 1
            continue
        chain = ""
        if len(loaded.chain) > 1:
            chain = i18n.t("rules_extends", chain=" <- ".join(loaded.chain[1:]))
        ok = i18n.t(
            "rules_ok", path=loaded.path, name=loaded.name, variant=loaded.variant, chain=chain
        )
        click.echo(printable(ok))
    return EXIT_BAD_INPUT if broken else EXIT_WIN


@rules.command("schema")
@click.argument("name", required=False, metavar="[VARIANT|NAME|PATH]")
def rules_schema(name: str | None) -> int:
    """Print the JSON Schema of a rule file (for an editor: see docs/house-rules.md).

    NAME is a variant (wuhu, anqing, chizhou) or a rule set, whose variant is used;
    without it, the schema takes a rule file of any variant.
    """
    from ..variants import schema, variant_names

    variant = name
    if name is not None and name not in variant_names():
        from ..rules.ruleset import load_rules

        variant = load_rules(name).variant
    click.echo(json.dumps(schema(variant), ensure_ascii=False, indent=2))
    return EXIT_WIN


@rules.command("show")
@click.argument("name")
def rules_show(name: str) -> int:
    """Show a rule set (NAME or PATH) with `extends:` merged."""
    import yaml

    from ..rules.ruleset import load_rules

    loaded = load_rules(name)
    click.echo(printable(f"# {loaded.name}: {' <- '.join(loaded.chain)}"))
    text = yaml.safe_dump(dict(loaded.data), allow_unicode=True, sort_keys=False)
    click.echo("\n".join(printable(line) for line in text.split("\n")), nl=False)
    from ..rules.price_grid import comment_lines, price_grid

    grid = price_grid(loaded)
    if grid:
        # As YAML comments: the output stays a rule file that `rules validate` accepts.
        titles = (i18n.t("grid_title"), i18n.t("grid_discard"), i18n.t("grid_self_draw"))
        click.echo("\n" + "\n".join(comment_lines(grid, *titles)))
    return EXIT_WIN


def main() -> None:
    cli()


if __name__ == "__main__":  # pragma: no cover
    main()
