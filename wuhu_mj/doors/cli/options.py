"""The options of `score` and `waits` on the command line, made from the option registry
(service/options.py) when the command is built, and the exit codes every command shares."""

from __future__ import annotations

from typing import Any

import click

from ...messages.exits import EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_NOT_WIN, EXIT_WIN
from ...messages.message import Message
from ...scoring.situation import OptionSpec
from ...service.options import declared
from .config import ENV
from .words import Option

__all__ = ["EXIT_BAD_INPUT", "EXIT_INTERRUPTED", "EXIT_NOT_WIN", "EXIT_WIN"]


def complete_rules(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[click.shell_completion.CompletionItem]:
    """Shell completion of a rule set: the built-in names that start with what is typed, else
    a house-rule file's path (the shell completes it)."""
    from click.shell_completion import CompletionItem

    from ...rules.ruleset import builtin_names

    names = [name for name in builtin_names() if name.startswith(incomplete)]
    if names and "/" not in incomplete:
        return [CompletionItem(name) for name in names]
    return [CompletionItem(incomplete, type="file")]


def option_of(spec: OptionSpec, compare: bool = False) -> click.Option:
    """The command-line option of a declared option: `--NAME` (and its short flag); its
    value is passed on as typed (the pipeline reads it). With `compare`, --rules may be
    given more than once (`score`: the same hand under several rule sets)."""
    names = [f"--{spec.name}", *([spec.short] if spec.short else []), spec.key]
    metavar = spec.metavar or None
    # --rules and --unit default to WUHU_MJ_RULES / WUHU_MJ_UNIT, then the config file
    # (config.py: click's default_map).
    envvar = ENV.get(spec.name) if spec.name in ("rules", "unit") else None
    if compare and spec.kind == "rules":
        default = (spec.default,) if spec.default else ()
        return Option(
            names,
            multiple=True,
            default=default,
            envvar=envvar,
            shell_complete=complete_rules,
            show_default=spec.default,
            metavar=metavar,
            text=Message("help_rules_compare"),
        )
    if spec.kind in ("flag", "json"):
        return Option(names, is_flag=True, default=None, text=spec.help)
    if spec.kind == "rules":
        return Option(
            names,
            type=str,
            default=spec.default,
            envvar=envvar,
            shell_complete=complete_rules,
            show_default=spec.default is not None,
            metavar=metavar,
            text=spec.help,
        )
    if spec.kind == "fed":
        return Option(names, multiple=True, metavar=metavar, text=spec.help)
    # The default shown is the one the pipeline takes when the option is not given.
    return Option(
        names,
        type=str,
        default=spec.default,
        envvar=envvar,
        show_default=spec.default is not None,
        metavar=metavar,
        text=spec.help,
    )


def hand_options(*, with_win: bool) -> list[click.Option]:
    """Every option a hand may be scored with, as declared now (a variant registered at any
    time adds its own): --win (score only) and --rules, the situation's, then --json."""
    specs = declared(everything=False)  # a plugin's flag loads them all (doors/cli/__init__.py)
    order = [s for s in specs if s.kind == "win" and with_win]
    order += [s for s in specs if s.kind == "rules"]
    order += [s for s in specs if s.kind not in ("win", "rules", "json")]
    order += [s for s in specs if s.kind == "json"]
    return [option_of(spec, compare=with_win) for spec in order]


def typed(ctx: click.Context, values: dict[str, Any]) -> dict[str, Any]:
    """The options typed on the command line, by name, the defaults click shows left out
    (the pipeline takes them, and the output marks them as taken by default)."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if ctx.get_parameter_source(key) is click.core.ParameterSource.DEFAULT:
            continue
        if value in (None, False, ()):
            continue
        out[key] = list(value) if isinstance(value, tuple) else value
    return out
