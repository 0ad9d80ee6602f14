"""Defaults from a config file and the environment: the rule set, the language, money per point
and the width of the tables.

The file is YAML (the project's format for rule files too), at WUHU_MJ_CONFIG if set, else
`config.yaml` in click's application folder for "wuhu-mj" (~/.config/wuhu-mj on Linux, the
platform's own place elsewhere):

    rules: wuhu-fan
    lang: en
    unit: 0.5
    width: 100

A command-line flag wins over an environment variable (WUHU_MJ_RULES, WUHU_MJ_LANG, WUHU_MJ_UNIT,
COLUMNS), which wins over the file. `wuhu-mj config` shows where each value comes from.
"""

from __future__ import annotations

import os
from typing import Any, NamedTuple

from ...messages.errors import InputError
from ...messages.message import Message
from ...rules.rulefile import DEFAULT_RULES, is_file, tidy_path

PATH_ENV = "WUHU_MJ_CONFIG"
# Each key of the file, and the environment variable that wins over it.
ENV = {"rules": "WUHU_MJ_RULES", "lang": "WUHU_MJ_LANG", "unit": "WUHU_MJ_UNIT", "width": "COLUMNS"}
# The commands that take --rules and --unit (their defaults come from here).
COMMANDS_WITH = {"rules": ("score", "waits", "batch"), "unit": ("score", "waits", "batch")}


class Config(NamedTuple):
    """The file's path, whether it is there, and the values it holds (as strings)."""

    path: str  # as pathlib would spell it (rules/rulefile.py tidy_path)
    found: bool
    values: dict[str, str]


def config_path() -> str:
    given = os.environ.get(PATH_ENV, "").strip()
    if given:
        return tidy_path(given)
    import click

    return tidy_path(os.path.join(click.get_app_dir("wuhu-mj"), "config.yaml"))


def load() -> Config:
    """The config file's values; none when there is no file. A broken file is bad input."""
    path = config_path()
    if not is_file(path):
        return Config(path, False, {})
    import yaml

    try:
        with open(path, encoding="utf-8") as file:
            data = yaml.safe_load(file.read())
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        why = str(getattr(exc, "problem", None) or getattr(exc, "strerror", None) or exc)
        raise InputError(Message("config_unreadable", why=why), path) from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise InputError(Message("config_not_mapping"), path)
    values: dict[str, str] = {}
    for key, value in data.items():
        if key not in ENV:
            known = ", ".join(ENV)
            raise InputError(Message("config_unknown_key", key=str(key), known=known), path)
        values[key] = _checked(key, value, path)
    return Config(path, True, values)


def _checked(key: str, value: Any, path: str) -> str:
    """A value as a string, if it is one the key can take (the commands check it further)."""
    from ...messages.i18n import LANGUAGES

    ok = isinstance(value, str) and value.strip() != ""
    if key == "lang":
        ok = value in LANGUAGES
    elif key == "width":
        ok = isinstance(value, int) and not isinstance(value, bool) and value > 0
    elif key == "unit":
        ok = isinstance(value, (int, float, str)) and not isinstance(value, bool)
    if not ok:
        raise InputError(Message("config_bad_value", key=key, got=repr(value)), path)
    return str(value)


def default_map(config: Config) -> dict[str, dict[str, Any]]:
    """click's default_map from the file: --rules and --unit of each command that takes them
    (click puts a flag first, then the option's environment variable, then this)."""
    found: dict[str, dict[str, Any]] = {}
    for key, commands in COMMANDS_WITH.items():
        if key in config.values:
            for command in commands:
                value: Any = config.values[key]
                if key == "rules" and command == "score":  # -r may be given more than once
                    value = [value]
                found.setdefault(command, {})[key] = value
    return found


def language(config: Config) -> str | None:
    """The file's language, when the environment names none."""
    if os.environ.get(ENV["lang"], "").strip():
        return None
    return config.values.get("lang")


def width(config: Config) -> str | None:
    """The file's width, when COLUMNS is not set."""
    if os.environ.get(ENV["width"], "").strip():
        return None
    return config.values.get("width")


# ---- `wuhu-mj config`: where the defaults are read from, and what they are ------------------


def config_command() -> Any:
    from ...messages.message import Message as Said
    from .words import Command

    return Command("config", callback=_show, text=Said("help_config"))


def _show() -> int:
    import click

    from ...messages.i18n import current, t
    from ...output.safetext import printable

    settings = load()
    state = t("config_found") if settings.found else t("config_not_found")
    click.echo(printable(t("config_file", path=str(settings.path), state=state)))
    builtin = {"rules": DEFAULT_RULES, "lang": current(), "unit": "1", "width": ""}
    flagged = click.get_current_context().get_parameter_source("lang")
    for key, variable in ENV.items():
        env = os.environ.get(variable, "").strip()
        if key == "width" and env and env == settings.values.get("width"):
            env = ""  # the file's width, which the command passes on as COLUMNS
        if key == "lang" and flagged is click.core.ParameterSource.COMMANDLINE:
            value, source = current(), t("config_from_flag")
        elif env:
            value, source = env, t("config_from_env", name=variable)
        elif key in settings.values:
            value, source = settings.values[key], t("config_from_file")
        else:
            value = builtin[key] or t("config_terminal")
            source = t("config_from_default")
        click.echo(printable(f"{key:<6} {value}  {source}"))
    return 0
