"""Rule sets a request may use: a built-in one by name, or a rule file's text sent with it.

A request never names a path. Sent text is checked before it is read as a rule file: it
may extend only a built-in rule set (a path in `extends:` would read a file of the server),
and it may not use YAML anchors or aliases (a few lines of them expand into millions of
values). Then it is loaded and validated like any rule file, from a private folder that
is removed when the server stops.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import shutil
import tempfile
from collections import OrderedDict

import yaml

try:  # libyaml's parser: ten times the speed of PyYAML's own on a large sent file
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment,unused-ignore]

from ...messages.errors import InputError, RuleFileError
from ...messages.message import Message, map_text
from ...rules.rulefile import no_builtin, show_as
from ...rules.ruleset import Rules, builtin_names, load_rules
from ...variants import rule_folders

# What an uploaded file is called in messages (and its rule set, unless it sets `name:`).
UPLOADED_FILE = "house-rules.yaml"
# Nesting deeper than any rule file needs is refused before PyYAML recurses into it.
MAX_DEPTH = 20
# Uploaded rule sets kept loaded, by the hash of their text (the page sends the text with
# every request), with the path of their private copy.
_KEPT = 16
_uploaded: OrderedDict[str, tuple[Rules, str]] = OrderedDict()
_folder: str | None = None


def builtin(name: object) -> Rules:
    """The built-in rule set `name`; anything else (a path included) is an input error.
    The rule folders are listed only to say what is known when `name` is not."""
    if not isinstance(name, str):
        raise InputError(Message("rules_not_a_name", got=repr(name)), "rules")
    if not _is_builtin(name):
        raise InputError(no_builtin(name, builtin_names()), "rules")
    return load_rules(name)


def _is_builtin(name: str) -> bool:
    """`name` is one of builtin_names(): a file NAME.yaml in a variant's rule folder, found
    by looking for that file. A name load_rules would read as a path (one ending in .yaml or
    .yml, or holding a separator) is none."""
    if not name or name.endswith((".yaml", ".yml")) or "/" in name or os.sep in name:
        return False
    if os.altsep and os.altsep in name:
        return False
    return any(os.path.isfile(os.path.join(f, f"{name}.yaml")) for f in rule_folders())


def uploaded(text: object) -> tuple[Rules, str]:
    """A rule file sent as text, validated like any rule file (errors name house-rules.yaml);
    with the path of its private copy (a session names its rules by path)."""
    if not isinstance(text, str):
        raise InputError(Message("web_not_rule_text"), "rules_yaml")
    key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    found = _uploaded.get(key)
    if found is not None:
        _uploaded.move_to_end(key)
        return found
    _check_text(text)
    folder = os.path.join(_private_folder(), key)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, UPLOADED_FILE)
    with open(path, "w", encoding="utf-8", errors="surrogatepass") as file:
        file.write(text)
    # The copy is named as the sender knows it (its sources, its messages): not by its path.
    show_as(path, UPLOADED_FILE)
    try:
        rules = load_rules(path)
    except RuleFileError as exc:
        show_as(path, None)
        shutil.rmtree(folder, ignore_errors=True)
        # The private folder means nothing to the sender: messages name the file alone.
        hidden = (os.path.realpath(folder) + os.sep, folder + os.sep)

        def hide(text: str) -> str:
            return text.replace(hidden[0], "").replace(hidden[1], "")

        raise RuleFileError(map_text(exc.message, hide), hide(exc.where)) from None
    _uploaded[key] = (rules, path)
    while len(_uploaded) > _KEPT:
        _, (_, old_path) = _uploaded.popitem(last=False)
        show_as(old_path, None)
        shutil.rmtree(os.path.dirname(old_path), ignore_errors=True)
    return rules, path


def _private_folder() -> str:
    """One folder per server process for the copies of sent rule files, removed at exit."""
    global _folder
    if _folder is None or not os.path.isdir(_folder):
        _folder = tempfile.mkdtemp(prefix="wuhu-mj-web-")
        atexit.register(shutil.rmtree, _folder, True)
    return _folder


def _check_text(text: str) -> None:
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{UPLOADED_FILE}:{mark.line + 1}:{mark.column + 1}" if mark else UPLOADED_FILE
        why = str(exc.problem or exc.context)
        raise RuleFileError(Message("yaml_invalid_why", why=why), where) from None
    except (yaml.YAMLError, RecursionError):
        raise RuleFileError(Message("yaml_invalid"), UPLOADED_FILE) from None
    if root is None:
        return  # the loader says "the rule file is empty"
    _no_aliases(root)
    if not isinstance(root, yaml.MappingNode):
        return  # the loader says what a rule file is
    for key, value in root.value:
        if key.value == "<<":
            raise _refused(key, Message("web_merge_key"))
        if key.value == "extends":
            parent = value.value if isinstance(value, yaml.ScalarNode) else None
            if parent not in builtin_names():
                known = ", ".join(builtin_names())
                raise _refused(value, Message("web_extends_builtin", known=known))


def _no_aliases(root: yaml.Node) -> None:
    """Refuse a node reached twice (an alias) and nesting deeper than MAX_DEPTH."""
    seen: set[int] = set()
    stack: list[tuple[yaml.Node, int]] = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if id(node) in seen:
            raise _refused(node, Message("web_no_aliases"))
        seen.add(id(node))
        if depth > MAX_DEPTH:
            raise _refused(node, Message("yaml_too_deep", depth=MAX_DEPTH))
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack += [(key, depth + 1), (value, depth + 1)]
        elif isinstance(node, yaml.SequenceNode):
            stack += [(item, depth + 1) for item in node.value]


def _refused(node: yaml.Node, message: Message) -> RuleFileError:
    mark = node.start_mark
    return RuleFileError(message, f"{UPLOADED_FILE}:{mark.line + 1}:{mark.column + 1}")
