"""Input and rule-file errors the core raises (notation, reading, rules, variants, scoring,
checks): id -> (Chinese, English). The place an error names is not part of its text: the
error carries it apart (`where`) and the line is "where: message"."""

ERRORS: dict[str, tuple[str, str]] = {
    "error_at": ("{where}: {message}", "{where}: {message}"),
    # ---- hand notation (notation/text.py)
    "hand_empty": ("没有牌", "empty hand"),
    "hand_suit_without_digits": (
        "第 {pos} 个字符的花色 '{suit}' 前面没有数字",
        "suit '{suit}' at {pos} has no digits before it",
    ),
    "hand_no_such_tile": ("没有 '{tile}' 这张牌（第 {pos} 个字符）", "no tile '{tile}' (at {pos})"),
    "hand_digits_before_name": (
        "第 {pos} 个字符起的数字后面没有花色字母",
        "digits at {pos} have no suit letter",
    ),
    "hand_digits_left": (
        "第 {pos} 个字符起的数字 '{digits}' 后面没有花色字母",
        "digits '{digits}' at {pos} have no suit letter",
    ),
    "hand_unexpected_character": (
        "第 {pos} 个字符 '{ch}' 看不懂",
        "unexpected character '{ch}' at {pos}",
    ),
    "hand_bad_separator": (
        "第 {pos} 个字符 U+{code} 不能分隔牌（只可用空格或逗号）",
        "U+{code} at {pos} cannot separate tiles (only spaces and commas can)",
    ),
    "hand_meld_at": ("第 {pos} 个字符的副露 '+{kind}'", "meld '+{kind}' at {pos}"),
    "hand_meld_no_tiles": ("{meld} 没有牌", "{meld} has no tiles"),
    "hand_meld_not_a_run": (
        "{meld} 不是同花色的三张顺子",
        "{meld} is not a run of three suited tiles",
    ),
    "hand_meld_not_identical": (
        "{meld} 要 {size} 张一样的牌",
        "{meld} needs {size} identical tiles",
    ),
    "hand_at_without_meld": (
        "第 {pos} 个字符的 '@' 应跟在一组副露后面",
        "'@' at {pos} must follow a meld",
    ),
    "hand_unknown_meld": (
        "第 {pos} 个字符的副露 '{word}' 不认识（可写：{known}）",
        "unknown meld '{word}' at {pos} (known: {known})",
    ),
    "hand_no_meld_word": (
        "第 {pos} 个字符的 '+' 后面没写副露（可写：{known}）",
        "'+' at {pos} names no meld (known: {known})",
    ),
    "hand_at_needs_seat": (
        "第 {pos} 个字符的 '@' 后面要写座位 1-4",
        "'@' at {pos} needs a seat 1-4",
    ),
    "hand_at_on_bonus": (
        "第 {pos} 个字符的 '@'：花牌没有打出的人",
        "'@' at {pos}: bonus tiles have no source seat",
    ),
    "hand_flower_concealed": (
        "第 {pos} 个字符的花牌 {tile} 应写在 '+hua' 里",
        "flower {tile} at {pos} belongs in '+hua'",
    ),
    "hand_size": (
        "{counts} = 共 {total} 张；{what}",
        "{counts} = {total} {total!p:tile|tiles}; {what}",
    ),
    "hand_size_one": ("{counts} = 共 1 张；{what}", "{counts} = 1 tile; {what}"),
    "hand_size_melds": (
        "{counts}，副露 {melds} 组（×3）= 共 {total} 张；{what}",
        "{counts}, melds {melds} (×3) = {total} {total!p:tile|tiles}; {what}",
    ),
    "hand_count_suit": ("{suit} {count}", "{suit} {count}"),
    "hand_count_honors": ("字 {count}", "字 {count}"),
    "hand_winning_size": ("胡牌要 14 张", "a winning hand has 14"),
    "hand_waiting_size": ("听牌要 {size} 张", "a waiting hand has {size}"),
    "hand_waiting_or_discard_size": (
        "听牌要 {size} 张（或 {more} 张，看打哪张）",
        "a waiting hand has {size} (or {more} to choose a discard)",
    ),
    "hand_copies": (
        "{tile} 有 {count} 张（{where}）；最多 {most} 张",
        "{count} copies of {tile} ({where}); at most {most}",
    ),
    "hand_at_positions": ("第 {span} 个字符", "at {span}"),
    "hand_winning_tile_not_held": (
        "胡的那张 {tile} 不在手里的牌中（{held}）",
        "the winning tile {tile} is not among the concealed tiles ({held})",
    ),
    "expected_one_tile": ("应写一张牌，而不是 {got}", "expected one tile, got {got}"),
    "comma": (", ", ", "),
    # ---- a rule set's tiles, melds and options (variants/, scoring/)
    "tile_not_in_deck": (
        "{rules} 的牌里没有 {tile}（这副牌 {size} 张：{deck}）",
        "{tile} is not in the {rules} deck ({size} tiles: {deck})",
    ),
    "tile_not_in_deck_at": (
        "第 {pos} 个字符的 {tile}：{rules} 的牌里没有这张（这副牌 {size} 张：{deck}）",
        "{tile} at {pos} is not in the {rules} deck ({size} tiles: {deck})",
    ),
    "tile_not_bonus": (
        "{tile} 在这里不是花牌（+hua 只收：{what}）",
        "{tile} cannot be a bonus tile here (+hua takes: {what})",
    ),
    "nothing_at_all": ("无", "none"),
    "rules_no_chi": ("{rules} 规则不能吃", "the {rules} rules have no chi melds"),
    "tile_aliases_copies": (
        "{tile} 连同它的替身共 {count} 张；最多 4 张",
        "{count} tiles of {tile} counting its aliases; at most 4",
    ),
    "streak_negative": ("连庄次数不能是负数", "the streak count cannot be negative"),
    "seen_too_many": (
        "--seen {n}：胡张别处最多还有 3 张",
        "--seen {n}: at most 3 other copies of the winning tile",
    ),
    "wild_and_indicator": (
        "--wild 和 --indicator 只能给一个",
        "give --wild or --indicator, not both",
    ),
    "wild_cannot_be": ("{tile} 不能当钻牌", "{tile} cannot be the wild"),
    "indicator_cannot_be": ("{tile} 不能翻出来定钻", "{tile} cannot be flipped for a wild"),
    "anqing_needs_wild": (
        "安庆麻将要知道钻牌：--wild 牌 或 --indicator 牌",
        "Anqing hands need the wild: --wild TILE or --indicator TILE",
    ),
    "anqing_self_draw_only": (
        "安庆麻将只能自摸：去掉 --from",
        "Anqing is won by self-draw only (只能自摸); drop --from",
    ),
    "wild_in_meld": (
        "钻牌 {tile} 不能在{kind}里（钻不可以吃碰；只有四张钻的暗杠可以）",
        "the wild {tile} cannot be in a {kind} meld (a wild is never chowed or punged; only a"
        " concealed kong of the four wilds)",
    ),
    "bonus_in_meld": (
        "钻牌是 {wild} 时 {tile} 是花牌：写在 +hua，不在副露里",
        "{tile} is a bonus tile with the wild {wild}: write it in +hua, not in a meld",
    ),
    "not_bonus_with_wild": (
        "钻牌是 {wild} 时 {tile} 不是花牌（+hua 只收 {what}）",
        "{tile} is not a bonus tile with the wild {wild} (+hua takes {what})",
    ),
    "nothing_taken": ("无", "nothing"),
    "flower_concealed": (
        "{tile}（{name}）在这里是花牌：写在 +hua",
        "{tile} ({name}) is a flower here: write it in +hua",
    ),
    "flower_in_meld": (
        "{tile}（{name}）在这里是花牌，不能在{kind}里：写在 +hua",
        "{tile} ({name}) is a flower here and cannot be in a {kind} meld: write it in +hua",
    ),
    "rob_kong_fourth_copy": (
        "抢杠 {tile}：被抢的人手里有另外三张，胡牌的手里不能再有",
        "robbing a kong of {tile}: the robbed seat holds the other three, so the hand cannot"
        " hold another",
    ),
    "not_a_fan": ("'{name}' 不是 {rules} 规则里的番", "'{name}' is not a 番 of the {rules} rules"),
    "unpriced_pattern": ("不认识或没有价钱的牌型 '{name}'", "unknown or unpriced pattern '{name}'"),
    "seat_outside": ("座位 {seat} 不在 1-4 之内", "seat {seat} is outside 1-4"),
    "option_not_used": ("这套规则用不到这个选项", "these rules have no use for this option"),
    "unit_not_positive": ("每分的钱应大于 0", "money per point must be more than 0"),
    "winner_discarded": ("胡家不能自己放冲", "the winner cannot discard the winning tile"),
    "kong_draw_needs_kong": ("杠开要有杠", "a win on a kong's replacement tile needs a kong"),
    "kong_draw_is_self_draw": (
        "杠开是自摸：去掉 --from",
        "a kong-replacement win is a self-draw; drop --from",
    ),
    "rob_kong_needs_from": (
        "抢杠要用 --from 写被抢的座位",
        "robbing a kong needs --from, the seat robbed",
    ),
    "heavenly_not_dealer": (
        "天胡是庄家的胡，胡家却不是庄",
        "天胡 is the dealer's win; the winner is not the dealer",
    ),
    "heavenly_exposed": ("天胡是自摸且没有副露", "天胡 is a self-drawn hand with nothing exposed"),
    "earthly_dealer": (
        "地胡是闲家的胡，胡家却是庄",
        "地胡 is a non-dealer's win; the winner is the dealer",
    ),
    "earthly_exposed": ("地胡时还没有副露", "地胡 is won before any meld is exposed"),
    "heavenly_and_earthly": ("一手牌不能既是天胡又是地胡", "a hand cannot be both 天胡 and 地胡"),
    "concealed_kong_fed_meld": (
        "暗杠不是别人打的：{meld}",
        "a concealed kong is not fed by anyone: {meld}",
    ),
    "concealed_kong_fed": ("暗杠不是别人打的", "a concealed kong is not fed by anyone"),
    "winner_fed_own_meld": (
        "胡家的副露不能是自己打的：{meld}",
        "the winner cannot feed its own meld: {meld}",
    ),
    "fed_seat": (
        "座位 {seat} 应是胡家以外的 1-4",
        "seat {seat} must be a seat 1-4 other than the winner",
    ),
    # ---- one discard, several winners (service/several.py)
    "several_winners_refused": (
        "{rules} 不许一炮多响（{source}）",
        "{rules} does not let one discard have several winners ({source})",
    ),
    "several_winners_refused_plain": (
        "{rules} 不许一炮多响（规则文件没有 several_winners）",
        "{rules} does not let one discard have several winners (no several_winners in its file)",
    ),
    "several_winners_need_discarder": (
        "一炮多响要写放冲的人",
        "several winners need the player who discarded",
    ),
    "several_winners_one_discarder": (
        "一炮多响只有一个放冲的人",
        "several winners on one discard have one discarder",
    ),
    "several_winners_twice": ("同一个胡家写了两次", "a winner is named twice"),
    "several_winners_tiles": (
        "一炮多响胡的是同一张牌，这里是 {tiles}",
        "several winners win on the one tile discarded, got {tiles}",
    ),
    "worker_stopped": (
        "一个工作进程意外停止（内存不够？）",
        "a worker process stopped unexpectedly (out of memory?)",
    ),
    "worker_failed": ("一个工作进程出错：{why}", "a worker process failed: {why}"),
    # ---- plugins (variants/plugins.py): why one is skipped
    "plugin_raised": ("载入时出错：{error}", "it failed to load: {error}"),
    "plugin_not_a_variant": ("{value} 不是同名的玩法", "{value} is not a variant of that name"),
    "plugin_name_taken": ("这个名字已经是 {by} 的玩法", "the name is taken by {by}"),
    "plugin_option_taken": ("选项 --{option} 已经有了", "its option --{option} is taken already"),
    "rules_variant_unavailable": (
        "玩法 '{name}' 用不了：{reason}",
        "variant '{name}' is unavailable: {reason}",
    ),
}
