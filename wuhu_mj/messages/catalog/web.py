"""Errors in what the web API and the page send (doors/web/answers.py, doors/web/rulesource.py): a
request's keys, and a rule file sent as text."""

from __future__ import annotations

WEB: dict[str, tuple[str, str]] = {
    "web_rules_or_yaml": (
        "rules（内置规则名）和 rules_yaml 只能给一个",
        "give either rules (a built-in name) or rules_yaml, not both",
    ),
    "web_bad_value": (
        "应是数字、词或 true/false，而不是 {got}",
        "expected a number, a word or true/false, got {got}",
    ),
    "web_unknown_key": (
        '不认识的键 "{key}"（认识的：session、hands）',
        'unknown key "{key}" (known: session, hands)',
    ),
    "web_needs_session": (
        '需要 "session"：带 "players"（四个名字）的对象',
        'needs "session": an object with "players" (four names)',
    ),
    "web_hands_not_list": ('"hands" 应是对象的列表', '"hands" must be a list of objects'),
    "web_unknown_keys": (
        "不认识的键 {keys}（认识的：rules、rules_yaml）",
        "unknown keys {keys} (known: rules, rules_yaml)",
    ),
    "web_not_rule_text": ("应是规则文件的文字", "expected the text of a rule file"),
    "web_merge_key": (
        "发来的规则文件里不能有合并键 '<<'",
        "a merge key '<<' is not accepted in a rule file sent here",
    ),
    "web_extends_builtin": (
        "发来的规则文件只能 extends 内置规则（{known}）",
        "a rule file sent here may extend only a built-in rule set ({known})",
    ),
    "web_no_aliases": (
        "这里不接受锚点和别名（& 和 *）",
        "anchors and aliases (& and *) are not accepted here",
    ),
}
