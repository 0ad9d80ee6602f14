"""Errors in what a door reads: options and their values, batch and session lines, requests
to the web API, money per point, limits."""

from __future__ import annotations

INPUT: dict[str, tuple[str, str]] = {
    "waits_no_win_tile": ("听牌没有胡的那张可指明", "waits has no winning tile to name"),
    "hand_too_long": (
        "{count} 个字符；一手牌最多 {cap} 个字符",
        "{count} characters; a hand is at most {cap}",
    ),
    "not_whole_number": ("应写整数，而不是 {got}", "expected a whole number, got {got}"),
    "number_out_of_range": ("{got} 不在 {low}-{high} 之内", "{got} is not in {low}-{high}"),
    "unknown_option": ("不认识的选项（可用：{known}）", "unknown option (known: {known})"),
    "fed_not_text": (
        "应写 座位=副露 或其列表，而不是 {got}",
        "expected SEAT=MELDS or a list of them, got {got}",
    ),
    "fed_bad_item": (
        "应写 座位=副露,副露,…（如 3=peng,chi），而不是 {got}",
        "expected SEAT=meld,meld,... (e.g. 3=peng,chi), got {got}",
    ),
    "fed_unknown_meld": (
        "不认识的副露 '{name}'（可写：{known}，可加 :m/:p/:s/:z；标记：{marks}）",
        "unknown meld '{name}' (known: {known}, each optionally :m/:p/:s/:z; marks: {marks})",
    ),
    "fed_no_melds": ("没有列出 {seat} 号的副露", "no melds listed for seat {seat}"),
    "not_true_false": ("应写 true 或 false，而不是 {got}", "expected true or false, got {got}"),
    "option_not_a_tile": (
        "不是一张牌：{got}（应写如 5m、7z、东）",
        "not a tile: {got} (write e.g. 5m, 7z, 东)",
    ),
    "win_not_a_tile": (
        "不是一张牌：{got}（应写如 4m、四万、中）",
        "not a tile: {got} (write e.g. 4m, 四万, 中)",
    ),
    "rules_not_a_name": ("应写规则名，而不是 {got}", "expected a rule set name, got {got}"),
    "json_constant": ("{got} 在这里不算数", "{got} is not a number here"),
    "json_invalid": ("第 {col} 列的 JSON 有错：{why}", "invalid JSON at column {col}: {why}"),
    "json_number_too_long": ("数字超过 {count} 位", "a number longer than {count} digits"),
    "json_line_not_object": (
        'JSON 行必须是带 "hand" 的对象',
        'a JSON line must be an object with a "hand" key',
    ),
    "json_line_no_hand": (
        '要有 "hand"：如 "123m456m789m11p+peng555s"',
        'needs "hand": a string such as "123m456m789m11p+peng555s"',
    ),
    "line_cannot_split": ("这一行分不开：{why}", "cannot split the line: {why}"),
    "split_no_escaped": ("反斜杠后面没有字符", "no escaped character"),
    "split_no_closing": ("引号没有配对", "no closing quotation"),
    "line_second_hand": (
        "第二手牌 {word}；每行只写一手",
        "a second hand {word}; one hand per line",
    ),
    "line_unknown_option": ("score 没有这个选项", "unknown option of score"),
    "option_needs_value": ("要给一个值", "needs a value"),
    "line_no_hand": ("这一行没有手牌", "no hand on this line"),
    "line_too_long_bytes": ("超过 {limit} 字节", "longer than {limit} bytes"),
    "line_endless": (
        "超过 {limit} MiB；后面的不再读",
        "longer than {limit} MiB; nothing after it is read",
    ),
    "nested_too_deeply": ("嵌套太深", "nested too deeply"),
    "line_internal_error": ("内部错误：{kind}", "internal error: {kind}"),
}
