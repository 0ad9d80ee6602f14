"""`rules` (list, validate, schema, show) and `check` (a rulebook's worked examples)."""

from __future__ import annotations

import json
import shutil
from typing import TYPE_CHECKING

import click

from ...messages import i18n
from ...messages.message import Message, Words
from ...output.safetext import one_line, printable
from ...output.width import usable_width
from ...rules.rulefile import STDIN_FILE
from .options import EXIT_BAD_INPUT, EXIT_NOT_WIN, EXIT_WIN, complete_rules
from .streams import read_stdin_bytes
from .words import Command, Group

if TYPE_CHECKING:
    from ...rules.ruleset import Rules


def check_command() -> click.Command:
    return Command(
        "check",
        callback=_check,
        params=[click.Argument(["files"], nargs=-1, required=True, type=click.Path())],
        text=Message("help_check"),
    )


def _check(files: tuple[str, ...]) -> int:
    from ...output.breakdown import print_checks
    from ..checks.file import SIZE_LIMIT
    from ..checks.run import check_file

    checks = []
    for path in files:
        if path == "-":
            checks += check_file(STDIN_FILE, read_stdin_bytes(SIZE_LIMIT))
        else:
            checks += check_file(path)
    print_checks(checks)
    return EXIT_WIN if all(c.matches for c in checks) else EXIT_NOT_WIN


def rules_group() -> click.Group:
    group = Group("rules", text=Message("help_rules"))
    group.add_command(Command("list", callback=_list, text=Message("help_rules_list")))
    names = click.Argument(
        ["files"], nargs=-1, required=True, metavar="FILE|NAME...", shell_complete=complete_rules
    )
    group.add_command(
        Command("validate", callback=_validate, params=[names], text=Message("help_rules_validate"))
    )
    name = click.Argument(
        ["name"], required=False, metavar="[VARIANT|NAME|PATH]", shell_complete=complete_rules
    )
    group.add_command(
        Command("schema", callback=_schema, params=[name], text=Message("help_rules_schema"))
    )
    pair = [
        click.Argument(["first"], metavar="A", shell_complete=complete_rules),
        click.Argument(["second"], metavar="B", shell_complete=complete_rules),
    ]
    group.add_command(Command("diff", callback=_diff, params=pair, text=Message("help_rules_diff")))
    group.add_command(
        Command(
            "show",
            callback=_show,
            params=[click.Argument(["name"], shell_complete=complete_rules)],
            text=Message("help_rules_show"),
        )
    )
    return group


def _list() -> int:
    from ...output.breakdown import print_rule_sets
    from ...rules.ruleset import builtin_names, load_rules
    from ...variants import skipped

    rows: list[tuple[str, Words]] = [
        (name, load_rules(name).table.description) for name in builtin_names()
    ]
    for skip in skipped():  # a plugin that cannot be loaded: listed, with why
        said = Message("rules_unavailable", dist=skip.plugin.distribution, reason=skip.reason)
        rows.append((skip.plugin.name, said))
    print_rule_sets(rows)
    return EXIT_WIN


def _validate(files: tuple[str, ...]) -> int:
    from ...messages.errors import RuleFileError

    broken = 0
    for file in files:
        try:
            loaded = _load(file)
        except RuleFileError as exc:
            # `wuhu-mj: error: FILE:LINE:COL: message`, as every error is written; the rest of
            # the files are still checked.
            said = i18n.t("error", message=i18n.error_text(exc))
            click.echo(one_line(said), err=True)
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


def _load(name: str) -> Rules:
    """A rule set by name or path, or read from standard input for `-`."""
    from ...rules.ruleset import load_rules, load_rules_given
    from ...service.limits import RULE_FILE_BYTES

    if name == "-":
        return load_rules_given(read_stdin_bytes(RULE_FILE_BYTES))
    return load_rules(name)


def _schema(name: str | None) -> int:
    from ...variants import schema, variant_names

    variant = name
    if name is not None and name not in variant_names():
        from ...rules.ruleset import load_rules

        variant = load_rules(name).variant
    click.echo(json.dumps(schema(variant), ensure_ascii=False, indent=2))
    return EXIT_WIN


def _diff(first: str, second: str) -> int:
    from ...output.rulediff import lines
    from ...rules.diff import differences
    from ...rules.ruleset import load_rules

    left, right = load_rules(first), load_rules(second)
    found = differences(left, right)
    width = usable_width(shutil.get_terminal_size().columns)
    for line in lines(left, right, found, width):
        click.echo(printable(line))
    return EXIT_NOT_WIN if found else EXIT_WIN


def _show(name: str) -> int:
    import yaml

    from ...rules.price_grid import comment_lines, price_grid

    loaded = _load(name)
    click.echo(printable(f"# {loaded.name}: {' <- '.join(loaded.chain)}"))
    text = yaml.safe_dump(dict(loaded.data), allow_unicode=True, sort_keys=False)
    click.echo("\n".join(printable(line) for line in text.split("\n")), nl=False)
    grid = price_grid(loaded)
    if grid:
        # As YAML comments: the output stays a rule file that `rules validate` accepts.
        titles = (i18n.t("grid_title"), i18n.t("grid_discard"), i18n.t("grid_self_draw"))
        click.echo("\n" + "\n".join(comment_lines(grid, *titles)))
    return EXIT_WIN
