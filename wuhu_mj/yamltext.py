"""YAML text to plain data, with the FILE:LINE:COL of every key and value (for rule files).

Kept apart from ruleset.py so that importing PyYAML (~13 ms) happens only when a rule file
is actually parsed, not on a run whose rules come from the parse cache.
"""

from typing import Any

import yaml

from .errors import RuleFileError
from .ruleset import KeyPath, Location

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment,unused-ignore]

_constructor = yaml.constructor.SafeConstructor()


def parse(text: str, file: str) -> tuple[Any, dict[KeyPath, Location]]:
    """The data of `text` and the position of every key path; errors name FILE:LINE:COL."""
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else file
        raise RuleFileError(f"{where}: invalid YAML: {exc.problem or exc.context}") from None
    except yaml.YAMLError as exc:
        raise RuleFileError(f"{file}: invalid YAML: {exc}") from None
    if node is None:
        raise RuleFileError(f"{file}:1:1: the rule file is empty")
    locations: dict[KeyPath, Location] = {}
    try:
        data = _to_python(node, file, (), locations)
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        where = f"{file}:{mark.line + 1}:{mark.column + 1}" if mark else file
        raise RuleFileError(f"{where}: {exc.problem}") from None
    return data, locations


def _to_python(
    node: yaml.Node, file: str, path: KeyPath, locations: dict[KeyPath, Location]
) -> Any:
    locations[path] = Location(file, node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = _constructor.construct_object(key_node, deep=True)
            where = Location(file, key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if not isinstance(key, (str, int)):
                raise RuleFileError(f"{where}: a key must be a name, not {key!r}")
            key = str(key)
            if key in result:
                raise RuleFileError(f"{where}: key '{key}' appears twice")
            result[key] = _to_python(value_node, file, (*path, key), locations)
            locations[(*path, key)] = where
        return result
    if isinstance(node, yaml.SequenceNode):
        return [
            _to_python(item, file, (*path, str(i)), locations) for i, item in enumerate(node.value)
        ]
    return _constructor.construct_object(node)
