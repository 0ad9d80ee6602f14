"""The core's English error templates in Chinese (i18n.py translates with them).

Each pair is (English template, Chinese template); a value is written {name} in both, and a
name listed in i18n._NUMBERS stands for digits only. tests/test_i18n.py checks that every
`InputError` the library raises has its template here.
"""

from __future__ import annotations

from .i18n_page import PAGE_EN_TO_ZH

# The core's English errors (wuhu_mj/notation.py, situation.py, options.py, batch.py, …).
EN_TO_ZH: tuple[tuple[str, str], ...] = (
    ("'@' at {pos} must follow a meld", "第 {pos} 个字符的 '@' 应跟在一组副露后面"),
    ("'@' at {pos} needs a seat 1-4", "第 {pos} 个字符的 '@' 后面要写座位 1-4"),
    ("'@' at {pos}: bonus tiles have no source seat", "第 {pos} 个字符的 '@'：花牌没有打出的人"),
    ("'{name}' is not a 番 of the {rules} rules", "'{name}' 不是 {rules} 规则里的番"),
    (
        "Anqing hands need the wild: --wild TILE or --indicator TILE",
        "安庆麻将要知道钻牌：--wild 牌 或 --indicator 牌",
    ),
    ("Anqing is won by self-draw only (只能自摸); drop --from", "安庆麻将只能自摸：去掉 --from"),
    ('a JSON line must be an object with a "hand" key', 'JSON 行必须是带 "hand" 的对象'),
    ("a concealed kong is not fed by anyone: {meld}", "暗杠不是别人打的：{meld}"),
    ("a concealed kong is not fed by anyone", "暗杠不是别人打的"),
    ("a hand cannot be both 天胡 and 地胡", "一手牌不能既是天胡又是地胡"),
    ("a kong-replacement win is a self-draw; drop --from", "杠开是自摸：去掉 --from"),
    (
        "a sample file has 'rules:' and a list 'examples:'",
        "例子文件要有 'rules:' 和列表 'examples:'",
    ),
    ("a second hand {word}; one hand per line", "第二手牌 {word}；每行只写一手"),
    ("a number longer than {count} digits", "数字超过 {count} 位"),
    ("{count} characters; a hand is at most {cap}", "{count} 个字符；一手牌最多 {cap} 个字符"),
    ("{got} is not in {low}-{high}", "{got} 不在 {low}-{high} 之内"),
    ("{got} is not a number here", "{got} 在这里不算数"),
    ("expected SEAT=MELDS or a list of them, got {got}", "应写 座位=副露 或其列表，而不是 {got}"),
    ("a win on a kong's replacement tile needs a kong", "杠开要有杠"),
    ("cannot read sample file: {why}", "读不了例子文件：{why}"),
    ("cannot split the line: {why}", "这一行分不开：{why}"),
    (
        "digits '{digits}' at {pos} have no suit letter",
        "第 {pos} 个字符起的数字 '{digits}' 后面没有花色字母",
    ),
    ("digits at {pos} have no suit letter", "第 {pos} 个字符起的数字后面没有花色字母"),
    ("empty hand", "没有牌"),
    (
        "expected SEAT=meld,meld,... (e.g. 3=peng,chi), got {got}",
        "应写 座位=副露,副露,…（如 3=peng,chi），而不是 {got}",
    ),
    ("expected a rule set name, got {got}", "应写规则名，而不是 {got}"),
    ("expected a whole number, got {got}", "应写整数，而不是 {got}"),
    ("expected one tile, got {got}", "应写一张牌，而不是 {got}"),
    ("expected true or false, got {got}", "应写 true 或 false，而不是 {got}"),
    ("flower {tile} at {pos} belongs in '+hua'", "第 {pos} 个字符的花牌 {tile} 应写在 '+hua' 里"),
    ("give --wild or --indicator, not both", "--wild 和 --indicator 只能给一个"),
    ("invalid JSON at column {col}: {why}", "第 {col} 列的 JSON 有错：{why}"),
    ("money per point must be at least 1", "每分的钱至少为 1"),
    (
        'needs "hand": a string such as "123m456m789m11p+peng555s"',
        '要有 "hand"：如 "123m456m789m11p+peng555s"',
    ),
    ("needs a value", "要给一个值"),
    ("no hand on this line", "这一行没有手牌"),
    ("no melds listed for seat {seat}", "没有列出 {seat} 号的副露"),
    ("no tile '{digit}{suit}' (at {pos})", "没有 '{digit}{suit}' 这张牌（第 {pos} 个字符）"),
    ("not a tile: {got} (write e.g. 5m, 7z, 东)", "不是一张牌：{got}（应写如 5m、7z、东）"),
    ("robbing a kong needs --from, the seat robbed", "抢杠要用 --from 写被抢的座位"),
    (
        "robbing a kong of {tile}: the robbed seat holds the other three, so the hand cannot"
        " hold another",
        "抢杠 {tile}：被抢的人手里有另外三张，胡牌的手里不能再有",
    ),
    ("seat {seat} is outside 1-4", "座位 {seat} 不在 1-4 之内"),
    ("seat {seat} must be a seat 1-4 other than the winner", "座位 {seat} 应是胡家以外的 1-4"),
    (
        "suit '{suit}' at {pos} has no digits before it",
        "第 {pos} 个字符的花色 '{suit}' 前面没有数字",
    ),
    ("the streak count cannot be negative", "连庄次数不能是负数"),
    (
        "the wild {tile} cannot be in a {kind} meld (钻不可以吃碰; only a concealed kong of the"
        " four wilds)",
        "钻牌 {tile} 不能在{kind}里（钻不可以吃碰；只有四张钻的暗杠可以）",
    ),
    ("the winner cannot discard the winning tile", "胡家不能自己放冲"),
    ("the winner cannot feed its own meld: {meld}", "胡家的副露不能是自己打的：{meld}"),
    ("the {rules} rules have no chi melds", "{rules} 规则不能吃"),
    ("these rules have no use for this option", "这套规则用不到这个选项"),
    ("unexpected character '{ch}' at {pos}", "第 {pos} 个字符 '{ch}' 看不懂"),
    (
        "unknown measure '{name}' (payers, payer, items, price, net)",
        "不认识的 measure '{name}'（payers、payer、items、price、net）",
    ),
    (
        "unknown meld '{name}' (known: {known}, each optionally :m/:p/:s/:z; marks: {marks})",
        "不认识的副露 '{name}'（可写：{known}，可加 :m/:p/:s/:z；标记：{marks}）",
    ),
    (
        "unknown meld '{word}' at {pos} (known: {known})",
        "第 {pos} 个字符的副露 '{word}' 不认识（可写：{known}）",
    ),
    ("unknown option (known: {known})", "不认识的选项（可用：{known}）"),
    ("unknown option of score", "score 没有这个选项"),
    ("unknown or unpriced pattern '{name}'", "不认识或没有价钱的牌型 '{name}'"),
    (
        "{tile} ({name}) is a flower here and cannot be in a {kind} meld: write it in +hua",
        "{tile}（{name}）在这里是花牌，不能在{kind}里：写在 +hua",
    ),
    (
        "{tile} ({name}) is a flower here: write it in +hua",
        "{tile}（{name}）在这里是花牌：写在 +hua",
    ),
    (
        "{tile} cannot be a bonus tile here (+hua takes: {what})",
        "{tile} 在这里不是花牌（+hua 只收：{what}）",
    ),
    ("{tile} cannot be flipped for a wild", "{tile} 不能翻出来定钻"),
    ("{tile} cannot be the wild", "{tile} 不能当钻牌"),
    (
        "{count} copies of {tile} ({where}); at most {most}",
        "{tile} 有 {count} 张（{where}）；最多 {most} 张",
    ),
    ("{meld} has no tiles", "{meld} 没有牌"),
    (
        "{tile} is a bonus tile with the wild {wild}: write it in +hua, not in a meld",
        "钻牌是 {wild} 时 {tile} 是花牌：写在 +hua，不在副露里",
    ),
    (
        "{tile} is not a bonus tile with the wild {wild} (+hua takes {what})",
        "钻牌是 {wild} 时 {tile} 不是花牌（+hua 只收 {what}）",
    ),
    ("{meld} is not a run of three suited tiles", "{meld} 不是同花色的三张顺子"),
    ("{tile} is not a tile of the {rules} rules", "{rules} 规则里没有 {tile}"),
    ("{meld} needs {size} identical tiles", "{meld} 要 {size} 张一样的牌"),
    (
        "{total} tiles ({concealed} concealed + 3 per meld); {what}",
        "共 {total} 张（手里 {concealed} 张 + 每组副露 3 张）；{what}",
    ),
    ("a winning hand has 14", "胡牌要 14 张"),
    (
        "a waiting hand has {size} (or {more} to choose a discard)",
        "听牌要 {size} 张（或 {more} 张，看打哪张）",
    ),
    ("a waiting hand has {size}", "听牌要 {size} 张"),
    (
        "{count} tiles of {tile} counting its aliases; at most 4",
        "{tile} 连同它的替身共 {count} 张；最多 4 张",
    ),
    ("地胡 is a non-dealer's win; the winner is the dealer", "地胡是闲家的胡，胡家却是庄"),
    ("地胡 is won before any meld is exposed", "地胡时还没有副露"),
    ("天胡 is a self-drawn hand with nothing exposed", "天胡是自摸且没有副露"),
    ("天胡 is the dealer's win; the winner is not the dealer", "天胡是庄家的胡，胡家却不是庄"),
    ("at {span}", "第 {span} 个字符"),
    ("cannot read the file: {why}", "读不了文件：{why}"),
    ("a check file must be at most {size} KiB", "例子文件最大 {size} KiB"),
    ("not UTF-8 text (byte {pos})", "不是 UTF-8 文本（第 {pos} 个字节）"),
    (
        "a check file is a mapping with 'rules:' and 'examples:'",
        "例子文件应是含 'rules:' 和 'examples:' 的映射",
    ),
    ("the check file is empty", "例子文件是空的"),
    # Rule files (ruleset.py, schemas/): the place FILE:LINE:COL stays as it is.
    (
        "unknown key '{key}'{inside} (did you mean '{close}'?)",
        "不认识的键 '{key}'{inside}（是不是 '{close}'？）",
    ),
    ("unknown key '{key}'{inside} (known: {known})", "不认识的键 '{key}'{inside}（可用：{known}）"),
    ("unknown key '{key}' (did you mean '{close}'?)", "不认识的键 '{key}'（是不是 '{close}'？）"),
    ("unknown key '{key}' (known: {known})", "不认识的键 '{key}'（可用：{known}）"),
    (" in '{path}'", "（在 '{path}' 里）"),
    ("a whole number", "整数"),
    ("a number", "数"),
    ("true or false", "true 或 false"),
    ("a list", "列表"),
    ("a mapping of keys to values", "键值映射"),
    ("a mapping", "映射"),
    ("text", "文字"),
    ("missing key '{key}'{inside}", "缺少键 '{key}'{inside}"),
    ("missing key '{key}'", "缺少键 '{key}'"),
    ("'{name}' must be {wanted}, not {got}", "'{name}' 应是 {wanted}，而不是 {got}"),
    ("'{name}' has no value; it must be {wanted}", "'{name}' 没有值；应是 {wanted}"),
    ("'{name}' must not be empty", "'{name}' 不能是空的"),
    ("no such rule file", "没有这个规则文件"),
    (
        "no built-in rule set of that name ({hint}known: {known};"
        " a rule file's path ends in .yaml)",
        "没有这个内置规则（{hint}可用：{known}；规则文件的路径以 .yaml 结尾）",
    ),
    ("did you mean '{close}'? ", "是不是 '{close}'？"),
    (
        "no built-in rule set of that name (known: {known}; a rule file's path ends in .yaml)",
        "没有这个内置规则（可用：{known}；规则文件的路径以 .yaml 结尾）",
    ),
    ("the rule file is empty", "规则文件是空的"),
    ("invalid YAML: {why}", "YAML 格式错误：{why}"),
    ("'examples' must be a list of examples", "'examples' 应是例子的列表"),
    (
        "unknown key '{key}'{what} (did you mean '{close}'?)",
        "不认识的键 '{key}'{what}（是不是 '{close}'？）",
    ),
    ("unknown key '{key}'{what} (known: {known})", "不认识的键 '{key}'{what}（可用：{known}）"),
    (" in an example", "（例子里）"),
    (" in 'features'", "（'features' 里）"),
    (" in 'options'", "（'options' 里）"),
    (
        "'{key}' must be one of {choices}, not {got}; did you mean '{close}'?",
        "'{key}' 应是 {choices} 之一，而不是 {got}；是不是 '{close}'？",
    ),
    ("'{key}' must be one of {choices}, not {got}", "'{key}' 应是 {choices} 之一，而不是 {got}"),
    ("'{key}' must be text", "'{key}' 应是文字"),
    (
        "an example is a mapping of keys (name, hand, printed, …)",
        "一个例子是键的映射（name、hand、printed …）",
    ),
    ("an example needs 'name:' (text)", "例子要有 'name:'（文字）"),
    (
        "'printed' must be a list of whole numbers (the book's numbers)",
        "'printed' 应是整数的列表（书上印的数）",
    ),
    (
        "an example needs 'hand:' (a hand, or null with 'features:')",
        "例子要有 'hand:'（手牌，或 null 加 'features:'）",
    ),
    ("'hand: null' needs 'features:' (a mapping)", "'hand: null' 要有 'features:'（映射）"),
    ("'hand' must be a hand in wuhu-mj notation", "'hand' 应是 wuhu-mj 写法的手牌"),
    ("'features' is only for 'hand: null'", "'features' 只用于 'hand: null'"),
    (
        "'measure: items' needs 'items:', a list of item keys",
        "'measure: items' 要有 'items:'（项目键的列表）",
    ),
    ("'items' is only for 'measure: items'", "'items' 只用于 'measure: items'"),
    ("'flags' must be a list", "'flags' 应是列表"),
    ("'options' must be a mapping of score options", "'options' 应是 score 选项的映射"),
    ("input is larger than {limit}", "输入超过 {limit}"),
    ("expected an amount such as 1 or 0.5, got {got}", "应写金额，如 1 或 0.5，而不是 {got}"),
    ("money per point must be a finite number, got {got}", "每分的钱应是有限的数，而不是 {got}"),
    ("money per point must be more than 0, got {got}", "每分的钱应大于 0，而不是 {got}"),
    ("money per point must be more than 0", "每分的钱应大于 0"),
    ("money per point above {stake} is not a table stake", "每分超过 {stake} 不像牌桌上的钱"),
    ("money per point has at most {places} decimal places", "每分的钱最多 {places} 位小数"),
    (
        "the winning tile {tile} is not among the concealed tiles ({held})",
        "胡的那张 {tile} 不在手里的牌中（{held}）",
    ),
    ("not a tile: {got} (write e.g. 4m, 四万, 中)", "不是一张牌：{got}（应写如 4m、四万、中）"),
    (
        "{counts}, melds {melds} (×3) = {total} tiles; {what}",
        "{counts}，副露 {melds} 组（×3）= 共 {total} 张；{what}",
    ),
    ("{counts} = {total} tiles; {what}", "{counts} = 共 {total} 张；{what}"),
    # The web API (wuhu_mj/web/): what a request may not be.
    (
        "give either rules (a built-in name) or rules_yaml, not both",
        "rules（内置规则名）和 rules_yaml 只能给一个",
    ),
    (
        "expected a number, a word or true/false, got {got}",
        "应是数字、词或 true/false，而不是 {got}",
    ),
    ('"hands" must be a list of objects', '"hands" 应是对象的列表'),
    (
        "unknown keys {keys} (known: rules, rules_yaml)",
        "不认识的键 {keys}（认识的：rules、rules_yaml）",
    ),
    (
        "no built-in rule set '{name}' ({hint}known: {known}); send a house-rule file's text as"
        " rules_yaml",
        "没有叫 '{name}' 的内置规则（{hint}已有：{known}）；家规文件请把文字放在 rules_yaml 里发来",
    ),
    ("expected the text of a rule file", "应是规则文件的文字"),
    (
        'needs "session": an object with "players" (four names)',
        '需要 "session"：带 "players"（四个名字）的对象',
    ),
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

# The static page's errors (`wuhu-mj page`): i18n_page.py.
EN_TO_ZH += PAGE_EN_TO_ZH
