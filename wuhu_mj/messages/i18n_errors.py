"""The English error texts the doors still raise as plain text, in Chinese (i18n.py
translates with them): the options and limits of the service, batch, session and web input.
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

# A session's errors (wuhu_mj/session/, docs/sessions.md).
EN_TO_ZH += (
    (
        "unit: expected a number such as 1 or 0.5, got {got}",
        "unit：应写数字，如 1 或 0.5，而不是 {got}",
    ),
    ("unit: must be more than 0, not {got}", "unit：应大于 0，而不是 {got}"),
    (
        "unit: at most 4 decimal places and 1000000, not {got}",
        "unit：最多 4 位小数、不超过 1000000，而不是 {got}",
    ),
    (
        "players: four names in seat order, got {count}",
        "players：按座位顺序写四个名字，这里有 {count} 个",
    ),
    ("players: each name once", "players：每个名字只能写一次"),
    (
        "{what}: no player {got} (did you mean {name}? players: {known}, or seats 1-4)",
        "{what}：没有玩家 {got}（是不是 {name}？玩家：{known}，或座位 1-4）",
    ),
    (
        "{what}: no player {got} (players: {known}, or seats 1-4)",
        "{what}：没有玩家 {got}（玩家：{known}，或座位 1-4）",
    ),
    ("players: a name is one word, got {got}", "players：名字是一个词，而不是 {got}"),
    (
        "players: {got} cannot be a name (no seat numbers, '-' at the start or {bad})",
        "players：{got} 不能做名字（不能是座位号，不能以 '-' 开头，不能有 {bad}）",
    ),
    (
        "players: {got} is a word of the hand lines, not a name",
        "players：{got} 是牌局行里的词，不能做名字",
    ),
    (
        "{what}: expected a whole number ≥ {most}, got {got}",
        "{what}：应写不小于 {most} 的整数，而不是 {got}",
    ),
    ("a second header", "第二个开头"),
    ("{key}: given twice", "{key}：写了两次"),
    (
        "the header needs 'players: NAME NAME NAME NAME' first",
        "开头先要写 'players: NAME NAME NAME NAME'",
    ),
    ('"session" must be an object with "players"', '"session" 应是带 "players" 的对象'),
    ("unknown header key {key} (known: {known})", "不认识的开头键 {key}（认识的：{known}）"),
    ('"players": a list of four names', '"players"：四个名字的列表'),
    ("a JSON line must be an object", "JSON 行必须是对象"),
    ("header lines go before the first hand", "开头的行要写在第一手牌之前"),
    ('a draw takes only "dealer", not {key}', '流局只能带 "dealer"，不能带 {key}'),
    (
        'needs "hand" (a string) and "winner", or "draw": true',
        '要有 "hand"（字符串）和 "winner"，或 "draw": true',
    ),
    ("unknown key {key} (known: {known})", "不认识的键 {key}（认识的：{known}）"),
    ('needs "winner": a name or seat', '要有 "winner"：名字或座位'),
    (
        "fed: expected PLAYER=meld,meld (e.g. 小红=peng,chi), got {got}",
        "fed：应写 玩家=副露,副露（如 小红=peng,chi），而不是 {got}",
    ),
    ("a draw takes only 'dealer PLAYER', not {got}", "流局只能带 'dealer 玩家'，不能带 {got}"),
    ("who discarded? write WINNER {arrow} PLAYER HAND", "谁放冲？写 WINNER {arrow} 玩家 HAND"),
    (
        "no hand on this line (WINNER [DISCARDER] HAND [options])",
        "这一行没有手牌（WINNER [DISCARDER] HAND [选项]）",
    ),
    ("{key}: needs a value", "{key}：要给一个值"),
    ("{key}: belongs to the header, not to a hand", "{key}：写在开头，不写在某一手"),
    ("unknown option {got} (see docs/sessions.md)", "不认识的选项 {got}（见 docs/sessions.md）"),
    ("{got} is a player, not a hand", "{got} 是玩家，不是手牌"),
    ("results do not sum to zero; nothing to settle", "输赢加起来不是零，没法结账"),
    ("at most {most} players owe or are owed", "最多 {most} 个人有输赢"),
    (
        "{rules} has no 'session:' section, so it cannot be played as a session (docs/sessions.md)",
        "{rules} 没有 'session:' 一节，不能按一晚上记（docs/sessions.md）",
    ),
    ("{rules} plays without 底 pots: drop pot/pots", "{rules} 不打底：去掉 pot/pots"),
    ("{rules} keeps no 连庄 count: drop streak", "{rules} 不记连庄：去掉 streak"),
    (
        "the last 底 (of {limit}) is over; no more hands",
        "最后一底（共 {limit} 底）已打完，不能再记",
    ),
    ("line too long (more than {size} characters)", "这一行太长（超过 {size} 个字符）"),
    (
        "input too large: more than {size} characters; split the evening",
        "输入太大：超过 {size} 个字符；把这一晚分开记",
    ),
)

EN_TO_ZH += MORE_EN_TO_ZH  # i18n_more.py
