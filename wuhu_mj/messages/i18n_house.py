"""The words of the house switches (docs/house-rules.md), `rules diff` and `score` with
several rule sets, in Chinese and English: merged into i18n_catalog's UI, ZH_TO_EN and terms.
"""

from __future__ import annotations

# The core's Chinese notes and clauses (variants/wuhu/, liability/payers.py) -> English.
HOUSE_ZH_TO_EN: tuple[tuple[str, str], ...] = (
    ("{label}：{tiles} 四张都在手上，仍算听牌", "{label}: all four {tiles} are held, still a wait"),
    ("{label}：第 {n} 个交", "{label}: 交 number {n}"),
    (
        "{seat}号代放冲的{discarder}号付，自己的一份照付",
        "seat {seat} pays for seat {discarder}, the discarder, and its own share too",
    ),
    (
        "{seat}号付自己的份 {share} × {times}，别家不付",
        "seat {seat} pays its own share {share} × {times}; nobody else pays",
    ),
    # The same, clause by clause (the liability line joins clauses with "，").
    ("{seat}号付自己的份 {share} × {times}", "seat {seat} pays its own share {share} × {times}"),
    ("别家不付", "nobody else pays"),
    ("自己的一份照付", "and pays its own share too"),
    (
        "被抢杠的一家付 {share} × {times} = {total}",
        "the robbed seat pays {share} × {times} = {total}",
    ),
    ("自摸不翻倍", "not doubled on a self-draw"),
    # "花不够：只有 0 花（无）": what a hand without 花 holds.
    ("无", "none"),
)

# Rule-file labels of the switches, as the glossary shows them in English.
HOUSE_TERMS: dict[str, str] = {
    "三家付": "all three pay",
    "交叠加": "交 stacking",
    "听牌按牌型": "waits by shape",
    "大牌无花可胡": "big hands win without 花",
}

# `rules diff`: each rule-file key in plain words. "*" matches any key; {name} is the entry's
# label (or its key), {key} the last key of the path. The first pattern that fits is used.
DIFF_KEYS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("variant",), "变体", "variant"),
    (("options",), "可用的选项", "options allowed"),
    (("tiles", "*"), "牌：{key}", "tiles: {key}"),
    (("win", "min_zhi"), "胡牌最少支数", "支 needed to win"),
    (("win", "waits_need_min_zhi"), "听的牌也要够八支", "a wait must keep 八支"),
    (("win", "min_hua", "self_draw"), "自摸最少花数", "花 needed on a self-draw"),
    (("win", "min_hua", "discard"), "放冲最少花数", "花 needed on a discard"),
    (("win", "min_hua", "rob_kong"), "抢杠最少花数", "花 needed to rob a kong"),
    (("zuizi", "*"), "嘴子「{name}」", "嘴子 {name}"),
    (("zuizi", "*", "points"), "嘴子「{name}」的分", "points of 嘴子 {name}"),
    (
        ("zuizi", "*", "doubles_on_self_draw"),
        "嘴子「{name}」自摸翻倍",
        "嘴子 {name} doubled on a self-draw",
    ),
    (("prices", "zhi_multiplier", "discard"), "支番系数（放冲）", "支番 factor on a discard"),
    (("prices", "zhi_multiplier", "self_draw"), "支番系数（自摸）", "支番 factor on a self-draw"),
    (("prices", "di", "discard"), "底（平胡）", "底 on a discard"),
    (("prices", "di", "discard_yadang"), "底（压档）", "底 on a discard with 压档"),
    (("prices", "di", "self_draw"), "底（自摸）", "底 on a self-draw"),
    (("prices", "di", "self_draw_yadang"), "底（自摸压档）", "底 on a self-draw with 压档"),
    (("prices", "di"), "底", "底"),
    (("prices", "zuizi"), "每个嘴子", "each 嘴子"),
    (("prices", "zuizi_self_draw_multiplier"), "自摸时嘴子乘", "嘴子 times on a self-draw"),
    (("prices", "kong", "gang"), "明杠", "exposed kong"),
    (("prices", "kong", "jiagang"), "加杠", "added kong"),
    (("prices", "kong", "angang"), "暗杠", "concealed kong"),
    (("prices", "dealer_extra_di"), "庄家另加几个底", "the dealer's extra 底 (how many)"),
    (("prices", "dealer_extra"), "庄家另加", "the dealer's extra"),
    (("prices", "rob_kong_multiplier"), "抢杠乘", "robbing a kong multiplies by"),
    (("prices", "streak"), "连庄", "dealer streak"),
    (("prices", "streak_step"), "连庄每次再加", "each further streak adds"),
    (("jiao", "value"), "交的价", "price of a 交"),
    (("jiao", "per_extra_zuizi"), "交外每个嘴子另加", "each 嘴子 beyond the 交 adds"),
    (("jiao", "self_draw_bonus"), "自摸交另加", "a self-drawn 交 adds"),
    (("jiao", "zuizi_needed"), "几个嘴子成交", "嘴子 that make a 交"),
    (("jiao", "direct", "*"), "直接成交的「{name}」", "direct 交 {name}"),
    (("jiao", "direct", "*", "consumes"), "「{name}」用掉的嘴子", "嘴子 used up by {name}"),
    (("jiao", "combinations"), "组合成交", "combinations that are 交"),
    (("switches", "pay_on_discard", "value"), "放冲时谁付", "who pays on a discard"),
    (("switches", "jiao_stacking", "value"), "交叠加", "交 stacking"),
    (("switches", "waits", "value"), "什么算听牌", "what counts as a wait"),
    (("switches", "win_without_hua", "value"), "无花可胡的大牌", "big hands that win without 花"),
    (("hua", "*"), "花：{key}", "花: {key}"),
    (("fan", "cap"), "封顶番数", "番 cap"),
    (("fan", "none"), "小胡的番", "番 of a small win"),
    (("fan", "patterns", "*", "fan"), "「{name}」的番", "番 of {name}"),
    (("points", "*", "points"), "「{name}」的分", "points of {name}"),
    (("points", "*", "*"), "「{name}」：{key}", "{name}: {key}"),
    (("kong", "wind_extra", "*"), "风杠另加：{key}", "wind kong extra: {key}"),
    (("kong", "*"), "杠：{key}", "kong: {key}"),
    (("wilds", "*"), "钻牌：{key}", "wilds: {key}"),
    (("liability", "enabled"), "包牌", "liability"),
    (("liability", "precedence"), "包牌的先后", "liability order"),
    (("liability", "rules", "*", "wins"), "包牌「{name}」：在哪种胡时", "{name}: on which wins"),
    (("liability", "rules", "*", "pays"), "包牌「{name}」：怎么付", "{name}: how it pays"),
    (("liability", "rules", "*", "times"), "包牌「{name}」：倍数", "{name}: times"),
    (("liability", "rules", "*", "enabled"), "包牌「{name}」：用不用", "{name}: in use"),
    (("liability", "rules", "*", "needs_jiao"), "包牌「{name}」：要是交", "{name}: only on 交"),
    (("liability", "rules", "*", "min_melds"), "包牌「{name}」：几口", "{name}: melds needed"),
    (("liability", "rules", "*", "kinds"), "包牌「{name}」：算哪些副露", "{name}: melds counted"),
    (("liability", "rules", "*", "*"), "包牌「{name}」：{key}", "{name}: {key}"),
    (("liability", "rules", "*"), "包牌「{name}」", "liability rule {name}"),
    (("session", "pot"), "每个底的分", "points in each 底 pot"),
    (("session", "*"), "牌局：{key}", "session: {key}"),
)

# `rules diff`: the values of switches and choices in plain words.
DIFF_VALUES: dict[str, tuple[str, str]] = {
    "discarder": ("放冲的一家付", "the discarder alone"),
    "all_three": ("三家各付自己的价", "all three, each its own price"),
    "playable": ("还能来的牌", "kinds that can still come"),
    "by_shape": ("按牌型，四张都在手的也算", "by shape, held four times or not"),
    "instead_of_discarder": ("代放冲的人付", "in the discarder's place"),
    "for_all": ("一人付三家", "for all three"),
    "times_own_share": ("自己的价乘倍数，别家不付", "its own price × times, nobody else"),
    "times_dealer_share": ("庄家的价乘倍数", "the dealer's share × times"),
    "shares": ("几份", "shares"),
    "discard": ("放冲", "discard"),
    "self_draw": ("自摸", "self-draw"),
}
