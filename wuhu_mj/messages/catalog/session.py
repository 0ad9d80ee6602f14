"""A session's own texts (wuhu_mj/doors/session/): the words of the text form (each hand's line, the
totals, the settle-up, the chart, a bad line), the notes the table adds to a payment, and the
errors in a session's input: its header, its hand lines, the table's rules. An error's place
(`players`, `winner`, `from`, `unit`, ...) is not in its text: it is the error's `where`,
shown before it. 连庄, 底, 交 and 托底 are the game's own words in both languages
(docs/languages.md)."""

from __future__ import annotations

SESSION: dict[str, tuple[str, str]] = {
    # The text form (doors/session/render.py): word("line", ...) is "session_line".
    "session_line": ("第{n}行", "line {n}"),
    "session_end_of_input": ("输入末尾", "the end of the input"),
    "session_streak": ("（连庄 {n}）", " (连庄 {n})"),
    "session_draw": ("荒庄", "draw"),
    "session_dealer": ("庄 {d}", "dealer {d}"),
    "session_self_drawn": ("{w} 自摸", "{w} self-drawn (自摸)"),
    "session_won_off": ("{w} 胡 ← {d}", "{w} wins ← {d}"),
    "session_won_off_several": (
        "{ws} 一炮多响 ← {d}",
        "{ws} win ← {d} (one discard, several winners)",
    ),
    "session_winner_reason": ("{name}：{reason}", "{name}: {reason}"),
    "session_pot": (" 底", " 底"),
    "session_cash": (" 现金", " cash"),
    "session_note": ("（{note}）", " ({note})"),
    "session_due": ("：应付 {x}", ": {x} due"),
    "session_pots": ("  底：{pots}", "  底: {pots}"),
    "session_di_over": ("  第{n}底结束", "  底 {n} over"),
    "session_totals": ("合计（{n} 手，每分 {unit}）", "Totals (hands: {n}; {unit} a point)"),
    "session_split": ("  底 {di} · 现金 {cash}", "  底 {di} · cash {cash}"),
    "session_di": ("  第{n}底（{state}）：{parts}", "  底 {n} ({state}): {parts}"),
    "session_over": ("结束", "over"),
    "session_in_play": ("未完", "in play"),
    "session_next": ("下一手：庄 {d}{streak}", "Next hand: {d} deals{streak}"),
    "session_settle": ("结算", "Settle up"),
    "session_square": ("  两清", "  all square"),
    "session_chart": ("走势（累计）", "Running totals"),
    "session_bad_line": ("{at}: 错误: {said}", "{at}: error: {said}"),
    "session_not_win_line": ("{at}: 不成胡: {said}", "{at}: not a win: {said}"),
    # What the table adds to a payment's note (doors/session/table.py).
    "note_jiao": ("交", "交"),
    "note_tuodi": ("托底", "托底"),
    # The header (doors/session/model.py, doors/session/parse.py); the place is the header key.
    "players_not_four": (
        "按座位顺序写四个名字，这里有 {count} 个",
        "four names in seat order, got {count}",
    ),
    "players_twice": ("每个名字只能写一次", "each name once"),
    "name_not_one_word": ("名字是一个词，而不是 {got}", "a name is one word, got {got}"),
    "name_unseen_character": (
        "{name} 含有看不见的字符 U+{code}；请重新输入这个名字",
        "{name} holds U+{code}, a character that does not show; type the name again",
    ),
    "name_not_allowed": (
        "{got} 不能做名字（不能是座位号，不能以 '-' 开头，不能有 {bad}）",
        "{got} cannot be a name (no seat numbers, '-' at the start or {bad})",
    ),
    "name_is_a_line_word": (
        "{got} 是牌局行里的词，不能做名字",
        "{got} is a word of the hand lines, not a name",
    ),
    "no_player_like": (
        "没有玩家 {got}（是不是 {name}？玩家：{known}，或座位 1-4）",
        "no player {got} (did you mean {name}? players: {known}, or seats 1-4)",
    ),
    "no_player": (
        "没有玩家 {got}（玩家：{known}，或座位 1-4）",
        "no player {got} (players: {known}, or seats 1-4)",
    ),
    "not_a_count": (
        "应写不小于 {least} 的整数，而不是 {got}",
        "expected a whole number ≥ {least}, got {got}",
    ),
    "given_twice": ("写了两次", "given twice"),
    "second_header": ("第二个开头", "a second header"),
    "header_needs_players": (
        "开头先要写 'players: NAME NAME NAME NAME'",
        "the header needs 'players: NAME NAME NAME NAME' first",
    ),
    "header_not_an_object": (
        '"session" 应是带 "players" 的对象',
        '"session" must be an object with "players"',
    ),
    "header_unknown_key": (
        '不认识的开头键 "{key}"（认识的：{known}）',
        'unknown header key "{key}" (known: {known})',
    ),
    "players_not_a_list": ('"players"：四个名字的列表', '"players": a list of four names'),
    "header_after_hands": ("开头的行要写在第一手牌之前", "header lines go before the first hand"),
    # Reading the lines (doors/session/parse.py, doors/session/door.py).
    "line_too_long": (
        "这一行太长（超过 {size} 个字符）",
        "line too long (more than {size} characters)",
    ),
    "input_too_large": (
        "输入太大：超过 {size} 个字符；把这一晚分开记",
        "input too large: more than {size} characters; split the evening",
    ),
    "byte_not_utf8": (
        "字节 0x{byte} 不是 UTF-8；请把文件存成 UTF-8",
        "byte 0x{byte} is not UTF-8; save the file as UTF-8",
    ),
    "json_nested": ("JSON 嵌套太深", "JSON nested too deeply"),
    "json_not_an_object": ("JSON 行必须是对象", "a JSON line must be an object"),
    # A hand line (doors/session/parse.py); the place is the word or key it is about.
    "draw_json_extra": (
        '流局只能带 "dealer"，不能带 "{key}"',
        'a draw takes only "dealer", not "{key}"',
    ),
    "hand_json_needs_hand": (
        '要有 "hand"（字符串）和 "winner"，或 "draw": true',
        'needs "hand" (a string) and "winner", or "draw": true',
    ),
    "unknown_key": (
        '不认识的键 "{key}"（认识的：{known}）',
        'unknown key "{key}" (known: {known})',
    ),
    "hand_json_needs_winner": ('要有 "winner"：名字或座位', 'needs "winner": a name or seat'),
    "fed_player_melds": (
        "应写 玩家=副露,副露（如 小红=peng,chi），而不是 {got}",
        "expected PLAYER=meld,meld (e.g. 小红=peng,chi), got {got}",
    ),
    "draw_extra_words": (
        "流局只能带 'dealer 玩家'，不能带 {got}",
        "a draw takes only 'dealer PLAYER', not {got}",
    ),
    "who_discarded": (
        "谁放冲？写 WINNER {arrow} 玩家 HAND",
        "who discarded? write WINNER {arrow} PLAYER HAND",
    ),
    # One discard, several winners: `B,C A HAND_B HAND_C` (doors/session/parse.py).
    "several_winners_hands": (
        "{winners} 个胡家要写 {winners} 手牌（WINNER,WINNER 放冲 HAND HAND），这里有 {hands} 手",
        "{winners} winners need {winners} hands (WINNER,WINNER DISCARDER HAND HAND), got {hands}",
    ),
    "several_winners_fed": (
        "一炮多响的行里 fed 分不清是哪个胡家的：用 JSON 形式，写在那个胡家里",
        "fed on a line with several winners names no winner: use the JSON form, inside that winner",
    ),
    "several_winners_json": (
        '"winners" 应是对象的列表，每个带 "winner" 和 "hand"',
        '"winners" must be a list of objects, each with "winner" and "hand"',
    ),
    "line_needs_hand": (
        "这一行没有手牌（WINNER [DISCARDER] HAND [选项]）",
        "no hand on this line (WINNER [DISCARDER] HAND [options])",
    ),
    "discarder_named_twice": (
        "这一行已经写了放冲的人",
        "the discarder is already named on this line",
    ),
    "self_draw_no_discarder": ("自摸没有放冲的人", "a self-draw (自摸) has no discarder"),
    "header_only_word": ("写在开头，不写在某一手", "belongs to the header, not to a hand"),
    "line_unknown_word": (
        "不认识的选项 {got}{hint}（见 docs/sessions.md）",
        "unknown option {got}{hint} (see docs/sessions.md)",
    ),
    "player_not_hand": ("{got} 是玩家，不是手牌", "{got} is a player, not a hand"),
    # The table (doors/session/table.py, doors/session/settle.py); a whole session sent to the
    # web API (doors/web/answers.py) or to the page's scorer (doors/web/browser.py).
    "rules_no_session": (
        "{rules} 没有 'session:' 一节，不能按一晚上记（docs/sessions.md）",
        "{rules} has no 'session:' section, so it cannot be played as a session (docs/sessions.md)",
    ),
    "rules_no_pots": (
        "{rules} 不打底：去掉 pot/pots",
        "{rules} plays without 底 pots: drop pot/pots",
    ),
    "rules_no_streak": (
        "{rules} 不记连庄：去掉 streak",
        "{rules} keeps no 连庄 count: drop streak",
    ),
    "last_di_over": (
        "最后一底（共 {pots} 底）已打完，不能再记",
        "the last 底 (of {pots}) is over; no more hands",
    ),
    "hand_not_a_win": ("不成胡：{reason}", "not a win: {reason}"),
    "settle_not_zero": (
        "输赢加起来不是零，没法结账",
        "results do not sum to zero; nothing to settle",
    ),
    "settle_too_many": ("最多 {most} 个人有输赢", "at most {most} players owe or are owed"),
}
