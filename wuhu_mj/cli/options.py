"""The options of `score` and `waits` on the command line, made from their declarations
(situation.OptionSpec), and the exit codes; shared by cli.py and cli_batch.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

EXIT_WIN, EXIT_NOT_WIN, EXIT_BAD_INPUT = 0, 1, 2

_Command = TypeVar("_Command", bound=Callable[..., Any])


def rules_option(help: str, multiple: bool = False) -> Callable[[_Command], _Command]:
    """The --rules option (`score`, `waits`, `batch`); `score` may take it more than once."""
    return click.option(
        "--rules",
        "-r",
        "rules",
        default=("wuhu",) if multiple else "wuhu",
        multiple=multiple,
        show_default=True,
        metavar="NAME|PATH",
        help=help,
    )


def score_options(func: Any) -> Any:
    """The options shared by `score` and `waits`, made from their declarations
    (situation.OptionSpec: the shared ones and each variant's own)."""
    return _score_options(func, rules_option("Built-in rule set or a rule file."))


def compare_options(func: Any) -> Any:
    """`score`'s options: as `waits`, and --rules may be given more than once."""
    help = "Built-in rule set or a rule file; give it more than once to compare rule sets."
    return _score_options(func, rules_option(help, multiple=True))


def _score_options(func: Any, rules: Callable[[Any], Any]) -> Any:
    from ..service.options import declared

    options = [rules]
    for spec in declared():
        flag = f"--{spec.name}"
        dest = "discarder" if spec.name == "from" else spec.key
        metavar = spec.metavar or None
        if spec.kind == "flag":
            options.append(click.option(flag, dest, is_flag=True, help=spec.help))
        elif spec.kind == "fed":
            options.append(click.option(flag, dest, multiple=True, metavar=metavar, help=spec.help))
        else:
            options.append(
                click.option(
                    flag,
                    dest,
                    type=str,
                    default=spec.default,
                    show_default=spec.default is not None,
                    metavar=metavar,
                    help=spec.help,
                )
            )
    options.append(click.option("--json", "as_json", is_flag=True, help="Print one JSON object."))
    for option in reversed(options):
        func = option(func)
    return func


def collect(kwargs: dict[str, Any]) -> dict[str, Any]:
    """CLI keyword arguments as option names (`from`, `kong_draw`, ...), defaults dropped."""
    renamed = {"discarder": "from"}
    out: dict[str, Any] = {}
    for key, value in kwargs.items():
        if key in ("rules", "as_json", "hand") or value in (None, False, ()):
            continue
        out[renamed.get(key, key)] = list(value) if isinstance(value, tuple) else value
    return out
