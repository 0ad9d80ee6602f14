"""The English error texts the doors still raise as plain text, in Chinese (i18n.py
translates with them): the options and limits of the service, batch and web input.
The core's errors are catalog messages (catalog/errors.py, catalog/file_errors.py).

Each pair is (English template, Chinese template); a value is written {name} in both, and a
name listed in i18n._NUMBERS stands for digits only. tests/test_i18n.py checks that every
`InputError` raised with a plain text has its template here.
"""

from __future__ import annotations

from .i18n_more import MORE_EN_TO_ZH

# The options and lines of score, batch and waits (service/options.py, service/limits.py, batch/).
EN_TO_ZH: tuple[tuple[str, str], ...] = (
    ('a JSON line must be an object with a "hand" key', 'JSON 行必须是带 "hand" 的对象'),
    ("a second hand {word}; one hand per line", "第二手牌 {word}；每行只写一手"),
    ("a number longer than {count} digits", "数字超过 {count} 位"),
    ("{count} characters; a hand is at most {cap}", "{count} 个字符；一手牌最多 {cap} 个字符"),
    ("{got} is not in {low}-{high}", "{got} 不在 {low}-{high} 之内"),
    ("{got} is not a number here", "{got} 在这里不算数"),
    ("expected SEAT=MELDS or a list of them, got {got}", "应写 座位=副露 或其列表，而不是 {got}"),
    ("cannot split the line: {why}", "这一行分不开：{why}"),
    (
        "expected SEAT=meld,meld,... (e.g. 3=peng,chi), got {got}",
        "应写 座位=副露,副露,…（如 3=peng,chi），而不是 {got}",
    ),
    ("expected a rule set name, got {got}", "应写规则名，而不是 {got}"),
    ("expected a whole number, got {got}", "应写整数，而不是 {got}"),
    ("expected true or false, got {got}", "应写 true 或 false，而不是 {got}"),
    ("invalid JSON at column {col}: {why}", "第 {col} 列的 JSON 有错：{why}"),
    (
        'needs "hand": a string such as "123m456m789m11p+peng555s"',
        '要有 "hand"：如 "123m456m789m11p+peng555s"',
    ),
    ("needs a value", "要给一个值"),
    ("no hand on this line", "这一行没有手牌"),
    ("no melds listed for seat {seat}", "没有列出 {seat} 号的副露"),
    ("not a tile: {got} (write e.g. 5m, 7z, 东)", "不是一张牌：{got}（应写如 5m、7z、东）"),
    (
        "unknown meld '{name}' (known: {known}, each optionally :m/:p/:s/:z; marks: {marks})",
        "不认识的副露 '{name}'（可写：{known}，可加 :m/:p/:s/:z；标记：{marks}）",
    ),
    ("unknown option (known: {known})", "不认识的选项（可用：{known}）"),
    ("unknown option of score", "score 没有这个选项"),
    ("not a tile: {got} (write e.g. 4m, 四万, 中)", "不是一张牌：{got}（应写如 4m、四万、中）"),
)

EN_TO_ZH += MORE_EN_TO_ZH  # i18n_more.py
