"""What a breakdown says beside its numbers: the reason a hand wins or not, the note of an item
or a payment, the labels the code makes (a kong and its tile), what each wild stood for, the
win condition and the liability clauses. id -> (Chinese, English); the game's words stay in
Chinese inside the English (docs/languages.md)."""

from __future__ import annotations

NOTES: dict[str, tuple[str, str]] = {
    # A win gate of "one of these patterns" (a rule file's `win.needs_one_of`), and its words.
    "reason_not_four_sets_and_pair": ("不成胡：不是四组加一对", "no win: not four sets and a pair"),
    "reason_no_needed_pattern": (
        "不成胡：没有必需的牌型（{patterns}）",
        "no win: none of the patterns a win needs ({patterns})",
    ),
    "gate_pattern_dingjiu": ("顶九", "顶九 (1-9 of a suit)"),
    "gate_pattern_qingyise": ("清一色", "one suit"),
    "gate_pattern_hunyise": ("混一色", "one suit and honors"),
    "gate_pattern_duyizhi": ("独一支", "独一支 (closed run wait)"),
    "gate_pattern_jiuzhi": ("九支", "九支 (nine of a suit)"),
    "gate_pattern_paofeng": ("跑风", "跑风 (single wait on a wild)"),
    "gate_pattern_daxingzi": ("打星子", "打星子 (opening wild discards)"),
    "gate_pattern_fengyise": ("风一色", "honors only"),
    "gate_pattern_xingzi_guiwei": ("星子归位", "星子归位 (the wild as itself)"),
    "suit_m": ("万", "m"),
    "suit_p": ("筒", "p"),
    "suit_s": ("条", "s"),
    "suit_z": ("字", "honors"),
    "win_self_draw": ("自摸", "self-draw"),
    "win_discard": ("放冲", "discard"),
    "win_rob_kong": ("抢杠", "robbing a kong"),
    "clause_sep": ("，", ", "),
    "sentence_sep": ("；", "; "),
    "space": (" ", " "),
    "tile_names_sep": ("", " "),
    "nothing_listed": ("无", "none"),
    "reason_win": ("胡牌", "a win"),
    # Counted items: missing suits, 支, the total multiplied, 连庄.
    "note_suits_missing": ("缺 {n} 门", "{n} missing"),
    "note_zhi_count": ("{suit} {tiles} 张 → {zhi} 支", "{tiles} tiles of {suit} → {zhi} 支"),
    "note_total_times": ("合计 × {factor}", "total × {factor}"),
    "note_lianzhuang": ("连庄数 {count} × {per}", "连庄 count {count} × {per}"),
    "note_lianzhuang_doubled": (
        "连庄数 {count} × {per} × {factor}",
        "连庄 count {count} × {per} × {factor}",
    ),
    # A count of one suit's tiles (八支, 支).
    "note_tiles_of_suit": ("{suit} {tiles} 张", "{tiles} tiles of {suit}"),
    # 对子起番: the 对子 a hand holds double its price (kit/counters.py PairWeights).
    "note_duizi": (
        "{pairs} 个对子 → 牌型分 × {factor}",
        "{pairs} pairs → pattern points × {factor}",
    ),
    # The 支 ladder and 分 priced in 点.
    "note_zhi_most": ("最多一门 {tiles} 张", "longest suit {tiles} tiles"),
    "note_fen": ("{fen} 分 × {per} 点", "{fen} 分 × {per} 点"),
    "reason_not_quemen": (
        "不成胡：要缺门（万、筒、条至少缺一门）",
        "no win: a suit must be missing (one of 万/筒/条 absent)",
    ),
    "features_need_a_hand": (
        "这套规则的例子要写手牌，不能只写牌型",
        "examples of these rules give a hand, not its facts",
    ),
    "reason_no_win": ("不成胡", "no win"),
    "reason_not_bazhi": (
        "不够八支：最多的一门只有 {zhi} 支，至少要 {need} 支",
        "not 八支: the longest suit has {zhi} tiles, {need} needed",
    ),
    # A win gate (kit/gates.py): 缺一门.
    "reason_not_queyimen": (
        "不成胡：万、筒、条三门都有，须缺一门（{source}）",
        "no win: the hand holds all three suits 万/筒/条; one must be missing (缺一门, {source})",
    ),
    "reason_not_sets_no_seven_pairs": (
        "不成胡：牌型不是一对将加四组（这套规则不许七对）",
        "no win: not a pair and four sets (these rules allow no seven pairs)",
    ),
    "reason_not_sets": (
        "不成胡：牌型不是一对将加四组（顺子或刻子）",
        "no win: not a pair and four sets (runs or triplets)",
    ),
    "reason_not_sets_chizhou": (
        "不成胡：牌型不是一对将加四组（池州麻将无七对）",
        "no win: not a pair and four sets (Chizhou has no seven pairs)",
    ),
    "reason_not_sets_anqing": (
        "不成胡：不是四组加一对、七对或十三烂（钻牌可代任何牌）",
        "no win: not four sets and a pair, seven pairs or 十三烂 (a wild may stand for any tile)",
    ),
    "reason_bonus_dragon_held": (
        "{tile}是杠牌（钻牌 {wild}）：须亮出补牌（写在 +hua），留在手里不能胡（003 杠牌）",
        "{tile} is a bonus tile (wild {wild}): it must be shown and replaced (write it in +hua); "
        "held in the hand it cannot win (003 杠牌)",
    ),
    "reason_refused": ("牌型已成，但不能胡：{reason}", "complete, but cannot win: {reason}"),
    "reason_daque": (
        "打缺：万、筒、条最多只能有 {n} 门",
        "打缺: at most {n} of the suits 万/筒/条",
    ),
    "reason_not_enough_hua": (
        "花不够：只有 {total} 花（{shown}），{kind}至少要 {need} 花",
        "not enough hua: {total} ({shown}); {kind} needs at least {need}",
    ),
    "paofeng_diaozuan": ("吊钻", "wild single wait"),
    "paofeng_single_wait": ("只听一张（独吊、边、卡）", "a single wait (pair, edge or middle)"),
    "paofeng_hard_triplets": ("硬对对胡", "hard all triplets"),
    "condition_lan": ("十三烂（不受钻牌限制）", "十三烂 (no wild limits)"),
    "condition_no_wild": ("无钻", "no wilds"),
    "condition_gangkai": ("杠开", "kong-replacement win (杠开)"),
    "condition_paofeng": ("跑风（{kind}）", "single-wait bonus (跑风) ({kind})"),
    "condition_jianzi": ("见字胡", "见字胡"),
    "condition_paofeng_jianzi": ("跑风（{kind}）且见字胡", "跑风 ({kind}) with 见字胡"),
    "rule_discarded_wild": (
        "无钻但打出过钻：须跑风或杠开",
        "no wild, but a wild was discarded: needs 跑风 or 杠开",
    ),
    "rule_holding_wild": (
        "有钻：须见字胡（胡万、筒、条，且不是钻）或杠开",
        "holding a wild: needs 见字胡 (winning on a suited tile that is not the wild) or 杠开",
    ),
    "rule_holding_discarded_wild": (
        "有钻且打出过钻：须杠开，或同时跑风和见字胡",
        "holding a wild and one was discarded: needs 杠开, or 跑风 with 见字胡",
    ),
    "reading_lan": ("十三烂 {tiles}", "十三烂 {tiles}"),
    "stand_in": ("钻 {wild} → {tile}", "wild {wild} → {tile}"),
    "stand_in_itself": ("{tile}（本身）", "{tile} (as itself)"),
    "stand_in_kong": ("钻 {wild} ×4 → 暗杠（本身）", "wild {wild} ×4 → concealed kong (as itself)"),
    "stand_in_zhong": ("中 → {tile}", "中 → {tile}"),
    "label_tile": ("{label} {tile}", "{label} {tile}"),
    "label_tiles": ("{label} {tiles}", "{label} {tiles}"),
    "label_of": ("{label}（{what}）", "{label} ({what})"),
    "label_points": ("{label} {points}", "{label} {points}"),
    "zhi": ("{zhi}支", "{zhi} 支"),
    "zhi_yadang": ("{zhi}支 + 压档点{point}", "{zhi} 支 + 压档 point {point}"),
    "zhi_halved": ("{zhi}支，{win}除2 → {points}", "{zhi} 支, halved on a {win} → {points}"),
    "zhi_yadang_halved": (
        "{zhi}支 + 压档点{point} = {total}，{win}除2 → {points}",
        "{zhi} 支 + 压档 point {point} = {total}, halved on a {win} → {points}",
    ),
    "zhi_times": (
        "{zhi}支，{win} × {rate} → {points}（四舍五入）",
        "{zhi} 支, × {rate} on a {win} → {points} (rounded half up)",
    ),
    "zhi_yadang_times": (
        "{zhi}支 + 压档点{point} = {total}，{win} × {rate} → {points}（四舍五入）",
        "{zhi} 支 + 压档 point {point} = {total}, × {rate} on a {win} → {points} (rounded half up)",
    ),
    "zuizi_doubled": ("{each} × {factor} 自摸翻倍", "{each} × {factor}, doubled on a self-draw"),
    "dealer_pays_or_wins": ("庄家付或庄家胡时另加", "added when the dealer pays or wins"),
    "dealer_wins_or_pays": ("庄家胡或庄家付时另加", "added when the dealer wins or pays"),
    "dealer_streak": (
        "连庄 {n} 次，庄家胡或庄家付时另加",
        "dealer streak {n}, added when the dealer wins or pays",
    ),
    "jiao_extra": ("{count} × {each}（{names}）", "{count} × {each} ({names})"),
    "jiao_self_drawn": ("自摸的交（杠开除外）", "a self-drawn 交 (not 杠开)"),
    "kongs": ("{n} 杠", "{n} {n!p:kong|kongs}"),
    "hua_needed": ("{kind}至少 {need} 花", "{kind}: at least {need} hua"),
    "hua_discard_triplet": ("放冲成刻", "triplet completed by a discard"),
    "fan": ("{fan} 番", "{fan} 番"),
    "fan_di": ("{fan} 番 × 底 {di}", "{fan} 番 × 底 {di}"),
    "fan_cap_label": ("封顶 {cap} 番", "capped at {cap} 番"),
    "fan_over": ("{total} 番超出 {over}", "{total} 番, {over} over the cap"),
    "fan_capped": ("{value}，封顶 {cap}", "{value}, capped at {cap}"),
    "rob_kong": ("抢杠", "robbing a kong"),
    "rob_kong_times": ("抢杠 × {times}", "robbing a kong × {times}"),
    "fed_winner": ("{seat}号打给胡家 {n} 口", "seat {seat} fed the winner {n} {n!p:meld|melds}"),
    "winner_fed": ("胡家打给{seat}号 {n} 口", "the winner fed seat {seat} {n} {n!p:meld|melds}"),
    "exposed_suit": ("胡家对下 {n} 口{suit}", "the winner exposed {n} {n!p:meld|melds} of {suit}"),
    "exposed_suit_honors": (
        "胡家对下 {n} 口{suit}（含字牌 {honors} 口）",
        "the winner exposed {n} {n!p:meld|melds} of {suit} ({honors} of honors)",
    ),
    "not_one_feeder": ("不是一家打的", "not all fed by one seat"),
    "discarder_liable": ("谁出冲谁包", "the discarder pays for all"),
    "one_seat_fed": ("{seat}号一家打了 {n} 口", "seat {seat} fed {n} of them"),
    "alarm_first_melds": (
        "前 {need} 口同一门已报警",
        "the first {need} melds of one suit were a warning",
    ),
    "fed_meld_number": ("{seat}号打出第 {n} 口", "seat {seat} fed meld {n}"),
    "kongs_then_exposed": (
        "{suit}两杠报警后又对下 {meld}",
        "after two kongs of {suit} (a warning) the winner exposed {meld}",
    ),
    "adjacent_pengs": ("对下 {a} {b}，数字相差 {gap}", "exposed {a} {b}, numbers {gap} apart"),
    "pays_own_discard": ("{seat}自己放冲，照常付", "{seat} discarded it and pays as usual"),
    "pays_for_discarder": (
        "{seat}代放冲的{discarder}付",
        "{seat} pays for {discarder}, the discarder",
    ),
    "pays_for_all": ("{seat}一人付三家", "{seat} pays for all three"),
    "dealer_share_times": ("按庄家的份 {share} × {times}", "the dealer's share {share} × {times}"),
    "share_times": ("{share} × {n}", "{share} × {n}"),
    "below_rob_kong_price": (
        "{how} 不及抢杠价，付 {amount}",
        "{how} is less than the robbed-kong price: pays {amount}",
    ),
    "for_seat": ("代{seat}号（{label}）", "for seat {seat} ({label})"),
    "label_times": ("{label} × {times}", "{label} × {times}"),
    "label_times_dealer_share": (
        "{label} × {times}（按庄家的份）",
        "{label} × {times} (of the dealer's share)",
    ),
    "liability_charge": (
        "{seat}号包（{label}，{source}）：{why}［{melds}］；{how}，共 {total}",
        "seat {seat} is liable ({label}, {source}): {why} [{melds}]; {how}, {total} in all",
    ),
    "liability_line": ("{charges}（不包牌时：{usual}）", "{charges} (without liability: {usual})"),
    "seat_pays": ("{seat}号付 {amount}", "seat {seat} pays {amount}"),
    "special_yadang": ("压档", "closed wait (压档)"),
    "special_paofeng": ("跑风", "single-wait bonus (跑风)"),
    "waits_shape_only": (
        "牌型已听，但按这套规则没有一张能胡",
        "ready in shape, but no tile wins here",
    ),
    "grid_zhi": ("{zhi}支", "{zhi}支"),
    "grid_zhi_yadang": ("{zhi}支压{yadang}", "{zhi}支压{yadang}"),
    "pays_for_discarder_and_own": (
        "{seat}代放冲的{discarder}付，自己的一份照付",
        "{seat} pays for {discarder}, the discarder, and its own share too",
    ),
    "pays_own_share_times": (
        "{seat}付自己的份 {share} × {times}，别家不付",
        "{seat} pays its own share {share} × {times}; nobody else pays",
    ),
    "rob_kong_paid": (
        "被抢杠的一家付 {share} × {times} = {total}",
        "the robbed seat pays {share} × {times} = {total}",
    ),
    "hua_big_hand": ("{note}；{switch}：{big}", "{note}; {switch}: {big}"),
    "not_doubled": ("自摸不翻倍", "not doubled on a self-draw"),
    "gangkai_not_doubled": (
        "自摸不翻倍（另一读法翻倍 {each} × {factor}：switches.gangkai_doubled）",
        "not doubled on a self-draw (the other reading: {each} × {factor},"
        " switches.gangkai_doubled)",
    ),
    "gangkai_doubled": (
        "{each} × {factor} 自摸翻倍（另一读法不翻倍：switches.gangkai_doubled）",
        "{each} × {factor}, doubled on a self-draw (the other reading: not doubled,"
        " switches.gangkai_doubled)",
    ),
    "label_discarder_dealer_rate": ("放冲按庄家加底", "discarder pays the dealer's extra 底"),
    "discarder_pays_dealer_rate": (
        "三家付，铳家按庄家的价付",
        "all three pay; the discarder pays at the dealer's rate",
    ),
    "note_sep": ("；", "; "),
    "jiao_number": ("{label}：第 {n} 个交", "{label}: 交 number {n}"),
    "waits_held_four": (
        "{label}：{tiles} 四张都在手上，仍算听牌",
        "{label}: all four {tiles} are held, still a wait",
    ),
}
