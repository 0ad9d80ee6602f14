"""Errors in what a door reads: options and their values, batch and session lines, requests
to the web API, money per point, limits."""

from __future__ import annotations

INPUT: dict[str, tuple[str, str]] = {
    # The wild given by an indicator (kit/indicator.py) or outright, where a rule set needs one.
    "wild_needed": (
        "要给出星子：--wild 星子 或 --indicator 翻开的牌",
        "name the wild (星子): --wild TILE or --indicator TILE (the flipped tile)",
    ),
    "opening_wilds_too_many": (
        "打星子最多 {most} 张（打三星子）",
        "at most {most} opening wild discards (打三星子)",
    ),
    "waits_no_win_tile": ("听牌没有胡的那张可指明", "waits has no winning tile to name"),
    "hand_too_long": (
        "{count} 个字符；一手牌最多 {cap} 个字符",
        "{count} characters; a hand is at most {cap}",
    ),
    "not_whole_number": ("应写整数，而不是 {got}", "expected a whole number, got {got}"),
    "seat_not_a_seat": (
        "应写座位 1-4（半角数字），而不是 {got}",
        "expected a seat 1-4 (in ASCII digits), got {got}",
    ),
    # ---- money per point (service/grammar.py parse_unit)
    "unit_not_an_amount": (
        "应写金额，如 1 或 0.5（半角数字和小数点），而不是 {got}",
        "expected an amount such as 1 or 0.5 (ASCII digits and a point), got {got}",
    ),
    "unit_not_finite": (
        "每分的钱应是有限的数，而不是 {got}",
        "money per point must be a finite number, got {got}",
    ),
    "unit_not_positive_got": (
        "每分的钱应大于 0，而不是 {got}",
        "money per point must be more than 0, got {got}",
    ),
    "unit_too_large": (
        "每分超过 {stake} 不像牌桌上的钱",
        "money per point above {stake} is not a table stake",
    ),
    "unit_too_fine": (
        "每分的钱最多 {places} 位小数",
        "money per point has at most {places} decimal places",
    ),
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
    # ---- numbers in JSON (service/grammar.py read_json)
    "json_at_column": ("第 {col} 列", "column {col}"),
    "json_at_line_column": ("第 {line} 行第 {col} 列", "line {line} column {col}"),
    "json_constant": ("{at}的 {got} 在这里不算数", "{got} at {at} is not a number here"),
    "json_exponent": (
        "{at}的数 {got} 带指数：请写成普通小数",
        "the number {got} at {at} has an exponent; write it as a plain decimal",
    ),
    "json_invalid": ("第 {col} 列的 JSON 有错：{why}", "invalid JSON at column {col}: {why}"),
    "json_number_too_long": (
        "{at}的数字超过 {count} 位",
        "a number longer than {count} digits at {at}",
    ),
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
    "line_unknown_option": ("score 没有这个选项{hint}", "unknown option of score{hint}"),
    "line_did_you_mean": ("（是不是 '{close}'？）", " (did you mean '{close}'?)"),
    "option_needs_value": ("要给一个值", "needs a value"),
    "line_no_hand": ("这一行没有手牌", "no hand on this line"),
    "line_too_long_bytes": ("超过 {limit} 字节", "longer than {limit} bytes"),
    "line_endless": (
        "超过 {limit} MiB；后面的不再读",
        "longer than {limit} MiB; nothing after it is read",
    ),
    "nested_too_deeply": ("嵌套太深", "nested too deeply"),
    "line_internal_error": ("内部错误：{kind}", "internal error: {kind}"),
    "request_too_slow": ("请求没有在 {n} 秒内收完", "the request did not arrive within {n} s"),
    "too_many_connections": (
        "同时连接太多；请稍后再试",
        "too many connections at once; try again in a moment",
    ),
    "host_missing": (
        "请求要写明一个主机：Host: 地址:端口",
        "a request names one host: Host: ADDRESS:PORT",
    ),
    "host_foreign": (
        "本服务器不接受名字 '{name}'（wuhu-mj serve --allow-host 名字 可以放行）",
        "this server does not answer to the name '{name}' (wuhu-mj serve --allow-host NAME lets "
        "a name in)",
    ),
    "server_too_slow": (
        "服务器没能在 {n} 秒内处理完这个请求；请再试一次",
        "the server did not finish this request within {n} s; try again",
    ),
    "stdin_closed": (
        "已关闭（<&-）：没有可读的内容；请给出 FILE，或把内容送进来",
        "closed (<&-): nothing to read; give FILE, or send the lines in",
    ),
    "api_bad_lang": ('"lang" 只能是 zh 或 en，而不是 {got}', '"lang" is zh or en, not {got}'),
    "api_too_large": ("请求超过 {kib} KiB", "the request is larger than {kib} KiB"),
    "api_not_utf8": (
        "请求不是 UTF-8 文字（第 {byte} 字节）",
        "the request is not UTF-8 text (byte {byte})",
    ),
    "api_bad_json": (
        "第 {line} 行第 {col} 列的 JSON 有错：{why}",
        "invalid JSON at line {line} column {col}: {why}",
    ),
    "api_json_too_deep": ("JSON 嵌套太深", "the JSON is nested too deeply"),
    "api_not_object": (
        '请求必须是 JSON 对象，如 {{"hand": "..."}}',
        'the request must be a JSON object such as {{"hand": "..."}}',
    ),
    "api_half_pair": (
        "请求里有半个 UTF-16 代理对（{half}），不是文字",
        "the request holds half a UTF-16 pair ({half}), not text",
    ),
    "api_input_too_deep": ("输入嵌套太深", "the input is nested too deeply"),
    "api_internal_error": ("内部错误：{kind}", "internal error: {kind}"),
    "api_http_error": ("{detail}", "{detail}"),
    "api_wrong_method": (
        "{path} 只接受 {methods}，不接受 {method}",
        "{path} takes {methods}, not {method}",
    ),
    "api_no_endpoint": ("没有这个接口：{path}", "no such endpoint: {path}"),
    "api_page_call": (
        '应写 {{"call": 名字, "payload": 文本, "lang": "zh"|"en"}}',
        'expected {{"call": NAME, "payload": TEXT, "lang": "zh"|"en"}}',
    ),
    # The config file (doors/cli/config.py); its path is the error's place.
    "config_unreadable": ("配置文件读不了：{why}", "cannot read the config file: {why}"),
    "config_not_mapping": (
        "配置文件应是 键: 值 的映射（rules、lang、unit、width）",
        "the config file must be a mapping of keys to values (rules, lang, unit, width)",
    ),
    "config_unknown_key": (
        "配置文件里没有 '{key}' 这一项（可用：{known}）",
        "unknown key '{key}' in the config file (known: {known})",
    ),
    "config_bad_value": (
        "配置文件里 {key} 的值不对：{got}",
        "bad value for {key} in the config file: {got}",
    ),
    "csv_or_json": ("--csv 和 --json 只能选一个", "--csv and --json cannot be given together"),
}
