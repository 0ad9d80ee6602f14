"""`schema`: the JSON Schema of a document the commands print with --json (messages/schemas/), as
`rules schema` prints the schema of a rule file."""

from __future__ import annotations

import click

from ...messages.message import Message
from ...messages.schemas import NAMES
from .words import Command


def schema_command() -> click.Command:
    name = click.Argument(["name"], required=False, type=click.Choice(NAMES), metavar="[NAME]")
    return Command("schema", callback=_schema, params=[name], text=Message("help_schema"))


def _schema(name: str | None) -> int:
    from ...messages.schemas import schema_text

    if name is None:  # the documents there are, one a line
        click.echo("\n".join(NAMES))
    else:
        click.echo(schema_text(name))
    return 0
