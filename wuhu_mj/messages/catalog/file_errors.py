"""Errors in a rule file or a check file: id -> (Chinese, English). The place (FILE:LINE:COL,
or FILE) is carried by the error, apart from its text."""

from __future__ import annotations

FILE_ERRORS: dict[str, tuple[str, str]] = {
    "yaml_anchor": (
        "不允许锚点和别名（&name、*name）",
        "anchors and aliases (&name, *name) are not allowed",
    ),
    "yaml_tag": (
        "不允许标签（如 !!str 或 !!python/...）",
        "tags (such as !!str or !!python/...) are not allowed",
    ),
    "yaml_control": ("不允许控制字符 U+{code}", "control character U+{code} is not allowed"),
    "yaml_long_number": ("整数超过 {size} 个字符", "a whole number longer than {size} characters"),
    "yaml_empty": ("规则文件是空的", "the rule file is empty"),
    "yaml_two_documents": (
        "规则文件只能有一个 YAML 文档（去掉第二个 '---'）",
        "a rule file is one YAML document (remove the second '---')",
    ),
    "yaml_too_deep": ("嵌套超过 {depth} 层", "nested more than {depth} levels deep"),
    "yaml_unexpected": ("YAML 里有意外的内容", "unexpected YAML event"),
    "yaml_bad_key": ("键应是名字，而不是 {got}", "a key must be a name, not {got}"),
    "yaml_bad_key_quiet": ("有一个键不是名字", "a bad key"),
    "yaml_key_twice": ("键 '{key}' 写了两次", "key '{key}' appears twice"),
    "yaml_key_twice_quiet": ("有一个键写了两次", "a key appears twice"),
    "yaml_invalid": ("YAML 格式错误", "invalid YAML"),
    "yaml_invalid_why": ("YAML 格式错误：{why}", "invalid YAML: {why}"),
    "rules_no_such_file": ("没有这个规则文件", "no such rule file"),
    "rules_no_builtin": (
        "没有叫 '{name}' 的内置规则（{hint}已有：{known}；家规是以 .yaml 结尾的规则文件）",
        "no built-in rule set '{name}' ({hint}known: {known}; a house rule is a rule file whose "
        "name ends in .yaml)",
    ),
    "rules_did_you_mean": ("是不是 '{close}'？", "did you mean '{close}'? "),
    "rules_cannot_read": ("读不了：{why}", "cannot read: {why}"),
    "rules_too_large": (
        "规则文件太大（超过 {size} KiB）",
        "too large for a rule file (over {size} KiB)",
    ),
    "rules_not_utf8": (
        "读不了：不是 UTF-8 文本（第 {pos} 个字节）",
        "cannot read: not UTF-8 text (byte {pos})",
    ),
    "rules_not_a_mapping": ("规则文件应是键值映射", "a rule file is a mapping of keys to values"),
    "rules_not_a_rule_file": (
        "不是规则文件（没有 'variant' 或 'extends' 键）",
        "not a rule file (it has no 'variant' or 'extends' key)",
    ),
    "extends_not_a_name": (
        "'extends' 应写一个规则（内置规则名如 'wuhu'，或以 .yaml 结尾的路径），而不是 {got}",
        "'extends' names one rule set (a built-in name such as 'wuhu', or a path ending in "
        ".yaml), not {got}",
    ),
    "extends_bad": ("'extends' 有错：{error}", "bad 'extends': {error}"),
    "extends_cycle": ("'extends' 绕成了圈：{cycle}", "'extends' makes a cycle: {cycle}"),
    "extends_too_deep": (
        "'extends' 超过 {most} 层文件",
        "'extends' goes more than {most} files deep",
    ),
    "rule_missing_key": ("缺少键 '{key}'{inside}", "missing key '{key}'{inside}"),
    "rule_unknown_key": ("不认识的键 '{key}'{inside}{hint}", "unknown key '{key}'{inside}{hint}"),
    "rule_unknown_word": (
        "不认识的{what} {got}{inside}{hint}",
        "unknown {what} {got}{inside}{hint}",
    ),
    "rule_unknown_name": (
        "不认识的{what} '{key}'{inside}{hint}",
        "unknown {what} '{key}'{inside}{hint}",
    ),
    "rule_inside": ("（在 '{path}' 里）", " in '{path}'"),
    "rule_hint_close": ("（是不是 '{close}'？）", " (did you mean '{close}'?)"),
    "rule_hint_known": ("（可用：{known}）", " (known: {known})"),
    "rule_hint_close_known": (
        "（是不是 '{close}'？可用：{known}）",
        " (did you mean '{close}'? known: {known})",
    ),
    "rule_hint_none_allowed": ("（这里不能有{what}）", " (no {what} is allowed here)"),
    "rule_no_value": (
        "'{name}' 没有值；应是 {wanted}",
        "'{name}' has no value; it must be {wanted}",
    ),
    "rule_wrong_type": (
        "'{name}' 应是 {wanted}，而不是 {got}",
        "'{name}' must be {wanted}, not {got}",
    ),
    "rule_not_a_tile": (
        "'{name}' 不是一张牌：{got}（应写 1m-9m、1p-9p、1s-9s、1z-7z 或 1f-8f）",
        "'{name}' is not a tile: {got} (write 1m-9m, 1p-9p, 1s-9s, 1z-7z or 1f-8f)",
    ),
    "rule_key_not_a_tile": ("'{key}' 不是一张牌{inside}", "'{key}' is not a tile{inside}"),
    "rule_empty": ("'{name}' 不能是空的", "'{name}' must not be empty"),
    "rule_empty_key": ("键不能是空的{inside}", "a key must not be empty{inside}"),
    "rule_at_least": (
        "'{name}' 应不小于 {limit}，而不是 {got}",
        "'{name}' must be at least {limit}, not {got}",
    ),
    "rule_more_than": (
        "'{name}' 应大于 {limit}，而不是 {got}",
        "'{name}' must be more than {limit}, not {got}",
    ),
    "rule_at_most": (
        "'{name}' 应不大于 {limit}，而不是 {got}",
        "'{name}' must be at most {limit}, not {got}",
    ),
    "rule_one_entry": ("'{name}' 至少要有 1 项", "'{name}' needs at least 1 entry"),
    "rule_entries": (
        "'{name}' 至少要有 {count} 项",
        "'{name}' needs at least {count} {count!p:entry|entries}",
    ),
    "rule_listed_twice": ("'{name}' 把 {got} 写了两次", "'{name}' lists {got} twice"),
    "rule_english_alone": (
        "'{name}' 是 '{key}' 的英文，要有 '{key}'",
        "'{name}' is the English of '{key}', which is missing",
    ),
    "rule_whole_file": ("规则文件", "the rule file"),
    "rule_nothing": ("空值", "nothing"),
    "rule_a_mapping": ("映射", "a mapping"),
    "rule_a_list": ("列表", "a list"),
    "kind_int": ("整数", "a whole number"),
    "kind_decimal": ("数", "a number"),
    "kind_bool": ("true 或 false", "true or false"),
    "kind_str": ("文字", "text"),
    "kind_list": ("列表", "a list"),
    "kind_map": ("键值映射", "a mapping of keys to values"),
    "what_value": ("值", "value"),
    "what_key": ("键", "key"),
    "what_suit": ("花色", "suit"),
    "what_variant": ("变体", "variant"),
    "what_option": ("选项", "option"),
    "what_pattern": ("牌型", "pattern"),
    "what_payer": ("付款方", "payer"),
    "what_wait_rule": ("听牌规则", "wait rule"),
    "what_meld_kind": ("副露种类", "meld kind"),
    "what_win_type": ("胡法", "win type"),
    "what_meld_group": ("副露组", "meld group"),
    "what_fed_mark": ("--fed 标记", "--fed mark"),
    "what_liability_finder": ("包牌查法", "liability finder"),
    "what_liability_payment": ("包牌付法", "liability payment"),
    "what_liable_seat": ("包牌的人", "liable seat"),
    "what_liability_combine": ("包牌规则的合并方式", "way to combine liability rules"),
    "what_next_dealer": ("下一个庄", "next dealer"),
    "liability_no_rule": (
        "liability.rules 下没有规则 '{key}'",
        "no rule '{key}' under liability.rules",
    ),
    "liability_tier_times": (
        "times_dealer_share 的每一档都要有 'times'",
        "every tier needs 'times' for times_dealer_share",
    ),
    "liability_shares": ("'shares' 要给出 {cases}", "'shares' must give {cases}"),
    "points_or_steps": (
        "'points.{name}' 要有 'points' 或 'steps'",
        "'points.{name}' needs 'points' or 'steps'",
    ),
    "gangkai_doubling_is_a_switch": (
        "杠后开花自摸翻不翻倍由 switches.gangkai_doubled 决定，不写在 zuizi.gangkai 里",
        "whether 杠后开花 is doubled on a self-draw is switches.gangkai_doubled, not zuizi.gangkai",
    ),
    "check_empty": ("例子文件是空的", "the check file is empty"),
    "check_not_a_mapping": (
        "例子文件应是含 'rules:' 和 'examples:' 的映射",
        "a check file is a mapping with 'rules:' and 'examples:'",
    ),
    "check_examples_list": ("'examples' 应是例子的列表", "'examples' must be a list of examples"),
    "check_cannot_read": ("读不了文件：{why}", "cannot read the file: {why}"),
    "check_too_large": ("例子文件最大 {size} KiB", "a check file must be at most {size} KiB"),
    "check_not_utf8": ("不是 UTF-8 文本（第 {pos} 个字节）", "not UTF-8 text (byte {pos})"),
    "check_in_example": ("（例子里）", " in an example"),
    "check_not_one_of": (
        "'{key}' 应是 {choices} 之一，而不是 {got}",
        "'{key}' must be one of {choices}, not {got}",
    ),
    "check_not_one_of_close": (
        "'{key}' 应是 {choices} 之一，而不是 {got}；是不是 '{close}'？",
        "'{key}' must be one of {choices}, not {got}; did you mean '{close}'?",
    ),
    "check_text": ("'{key}' 应是文字", "'{key}' must be text"),
    "check_example_mapping": (
        "一个例子是键的映射（name、hand、printed …）",
        "an example is a mapping of keys (name, hand, printed, …)",
    ),
    "check_example_name": ("例子要有 'name:'（文字）", "an example needs 'name:' (text)"),
    "check_printed": (
        "'printed' 应是整数的列表（书上印的数）",
        "'printed' must be a list of whole numbers (the book's numbers)",
    ),
    "check_example_hand": (
        "例子要有 'hand:'（手牌，或 null 加 'features:'）",
        "an example needs 'hand:' (a hand, or null with 'features:')",
    ),
    "check_null_hand": (
        "'hand: null' 要有 'features:'（映射）",
        "'hand: null' needs 'features:' (a mapping)",
    ),
    "check_hand_text": (
        "'hand' 应是 wuhu-mj 写法的手牌",
        "'hand' must be a hand in wuhu-mj notation",
    ),
    "check_features_only": (
        "'features' 只用于 'hand: null'",
        "'features' is only for 'hand: null'",
    ),
    "check_items_needed": (
        "'measure: items' 要有 'items:'（项目键的列表）",
        "'measure: items' needs 'items:', a list of item keys",
    ),
    "check_items_only": ("'items' 只用于 'measure: items'", "'items' is only for 'measure: items'"),
    "check_flags_list": ("'flags' 应是列表", "'flags' must be a list"),
    "check_options_mapping": (
        "'options' 应是 score 选项的映射",
        "'options' must be a mapping of score options",
    ),
    "check_unknown_measure": (
        "不认识的 measure '{name}'（payers、payer、items、price、net）",
        "unknown measure '{name}' (payers, payer, items, price, net)",
    ),
    "check_not_a_plain_file": (
        "不是普通文件（是管道、设备还是文件夹？）",
        "not a plain file (a FIFO, a device or a folder?)",
    ),
    "liability_times_own_share": (
        "times_own_share 要有 'times'",
        "'times' is needed for times_own_share",
    ),
    "rule_not_finite": (
        "'{name}' 应是有限的数，而不是 {got}",
        "'{name}' must be a finite number, not {got}",
    ),
    # A counted item's span of numbers (kit/counters.py Span), a tile list against the deck.
    "span_low_above_high": (
        "low {low} 大于 high {high}：这段数字里没有牌",
        "low {low} is above high {high}: no tile is numbered so",
    ),
    "tile_not_in_the_deck": (
        "{tile} 不在这套规则的牌里（tiles）",
        "{tile} is not in these rules' deck (tiles)",
    ),
}
