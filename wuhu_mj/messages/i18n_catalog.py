"""The message catalog of i18n.py: every text a person reads, in Chinese and English.

- UI: key -> (Chinese, English), texts the CLI and the tables write themselves;
- i18n_errors.EN_TO_ZH: the core's English error templates -> Chinese (values in {braces});
- ZH_TO_EN: the core's Chinese reasons, notes and liability clauses -> English;
- terms(): Chinese game terms -> English, for labels that come from rule files (a house rule
  may name things its own way: what has no entry keeps its Chinese term);
- HELP_ZH (i18n_help.py): the English `--help` texts and click's own messages -> Chinese.
"""

from __future__ import annotations

from .i18n_house import HOUSE_TERMS, HOUSE_ZH_TO_EN

# The built-in rule sets' `description:` (rules/*.yaml) in English, by rule set name.
DESCRIPTIONS_EN = {
    "anqing": "Anqing (all suits), 004's table: basic win 3, 跑风 6, four wilds / heavenly 30,"
    " chow allowed, self-draw only",
    "anqing-classic": "Anqing, 003's older table: plain win 4 (dealer 8), 十三烂 20, seven"
    " honors 30, straight 10, 杠开 4/7/10/13 less the kongs",
    "anqing-daque": "Anqing 打缺: no chow, at most two of the suits 万/筒/条, green and white"
    " dragons count as winds and score nothing; one suit, one suit with honors, all honors",
    "chizhou": "Chizhou (蜡子 mahjong), 002: 2 花 self-drawn, 3 on a discard, 番 capped at 3,"
    " 底 1, robbing a kong × 3",
    "wuhu": "Wuhu, 000's price table: 底 2/4/6/8, 嘴子 5, all 交 50",
    "wuhu-315": "Wuhu 315: 支 points ×0.2/×0.4, 底 1/2/3/4, 嘴子 2, 交 30 (plus 10 per 嘴子,"
    " self-drawn 交 +10)",
    "wuhu-fan": "Wuhu, 001's 番 table: 底 4/6/8/10, 嘴子 20, 交 100 (plus 50 per 嘴子),"
    " robbing a kong × 3",
}


# Where an InputError happened, as its `where` names it.
WHERE_ZH = {"hand": "手牌", "line": "行", "sample": "例子文件"}

# The core's Chinese reasons, notes and liability clauses (variants/, liability.py, payout.py).
ZH_TO_EN: tuple[tuple[str, str], ...] = (
    (
        "不够八支：最多的一门只有 {zhi} 支，至少要 {need} 支",
        "not 八支: the longest suit has {zhi} tiles, {need} needed",
    ),
    (
        "不成胡：牌型不是一对将加四组（顺子或刻子）",
        "no win: not a pair and four sets (runs or triplets)",
    ),
    (
        "不成胡：牌型不是一对将加四组（池州麻将无七对）",
        "no win: not a pair and four sets (Chizhou has no seven pairs)",
    ),
    (
        "不成胡：不是四组加一对、七对或十三烂（钻牌可代任何牌）",
        "no win: not four sets and a pair, seven pairs or 十三烂 (a wild may stand for any tile)",
    ),
    ("不成胡", "no win"),
    ("胡牌", "a win"),
    (
        "{zhi}支 + 压档点{point} = {total}，{win}除2 → {points}",
        "{zhi} 支 + 压档 point {point} = {total}, halved on a {win} → {points}",
    ),
    ("{zhi}支，{win}除2 → {points}", "{zhi} 支, halved on a {win} → {points}"),
    (
        "{zhi}支 + 压档点{point} = {total}，{win} × {rate} → {points}（四舍五入）",
        "{zhi} 支 + 压档 point {point} = {total}, × {rate} on a {win} → {points} (rounded half up)",
    ),
    (
        "{zhi}支，{win} × {rate} → {points}（四舍五入）",
        "{zhi} 支, × {rate} on a {win} → {points} (rounded half up)",
    ),
    ("{zhi}支 + 压档点{point}", "{zhi} 支 + 压档 point {point}"),
    ("{zhi}支", "{zhi} 支"),
    ("{each} × {factor} 自摸翻倍", "{each} × {factor}, doubled on a self-draw"),
    ("庄家付或庄家胡时另加", "added when the dealer pays or wins"),
    ("庄家胡或庄家付时另加", "added when the dealer wins or pays"),
    ("连庄 {n} 次，庄家胡或庄家付时另加", "dealer streak {n}, added when the dealer wins or pays"),
    ("抢杠 × {times}", "robbing a kong × {times}"),
    (
        "花不够：只有 {total} 花（{shown}），{kind}至少要 {need} 花",
        "not enough hua: {total} ({shown}); {kind} needs at least {need}",
    ),
    ("{kind}至少 {need} 花", "{kind}: at least {need} hua"),
    ("放冲成刻", "triplet completed by a discard"),
    ("自摸的交（杠开除外）", "a self-drawn 交 (not 杠开)"),
    ("封顶 {cap} 番", "capped at {cap} 番"),
    ("{total} 番超出 {over}", "{total} 番, {over} over the cap"),
    ("{fan} 番 × 底 {di}", "{fan} 番 × 底 {di}"),
    ("{fan} 番", "{fan} 番"),
    ("代{seat}号（{label}）", "for seat {seat} ({label})"),
    ("{label} × {times}（按庄家的份）", "{label} × {times} (of the dealer's share)"),
    ("对下 {a} {b}", "exposed {a} {b}"),
    ("数字相差 {gap}", "numbers {gap} apart"),
    ("{value}，封顶 {cap}（{laizi}）", "{value}, capped at {cap} ({laizi})"),
    ("{value}，封顶 {cap}", "{value}, capped at {cap}"),
    ("{n} 杠", "{n} kongs"),
    ("牌型已成，但不能胡：{reason}", "complete, but cannot win: {reason}"),
    ("打缺：万、筒、条最多只能有 {n} 门", "打缺: at most {n} of the suits 万/筒/条"),
    ("无钻但打出过钻：须跑风或杠开", "no wild, but a wild was discarded: needs 跑风 or 杠开"),
    (
        "有钻：须见字胡（胡万、筒、条，且不是钻）或杠开",
        "holding a wild: needs 见字胡 (winning on a suited tile that is not the wild) or 杠开",
    ),
    (
        "有钻且打出过钻：须杠开，或同时跑风和见字胡",
        "holding a wild and one was discarded: needs 杠开, or 跑风 with 见字胡",
    ),
    ("只听一张（独吊、边、卡）", "a single wait (pair, edge or middle)"),
    ("十三烂（不受钻牌限制）", "十三烂 (no wild limits)"),
    ("跑风（{kind}）且见字胡", "跑风 ({kind}) with 见字胡"),
    (
        "{tile}是杠牌（钻牌 {wild}）：须亮出补牌（写在 +hua），留在手里不能胡（003 杠牌）",
        "{tile} is a bonus tile (wild {wild}): it must be shown and replaced (write it in +hua);"
        " held in the hand it cannot win (003 杠牌)",
    ),
    ("钻 {wild} ×4 → 暗杠（本身）", "wild {wild} ×4 → concealed kong (as itself)"),
    ("钻 {wild} → {target}", "wild {wild} → {target}"),
    ("{tile}（本身）", "{tile} (as itself)"),
    ("中 → {tile}", "中 → {tile}"),
    ("十三烂 {tiles}", "十三烂 {tiles}"),
    ("{seat}号包（{label}，{source}）：{why}", "seat {seat} is liable ({label}, {source}): {why}"),
    ("{seat}号打给胡家 {n} 口", "seat {seat} fed the winner {n} melds"),
    ("胡家打给{seat}号 {n} 口", "the winner fed seat {seat} {n} melds"),
    (
        "胡家对下 {n} 口{suit}（含字牌 {honors} 口）",
        "the winner exposed {n} melds of {suit} ({honors} of honors)",
    ),
    ("胡家对下 {n} 口{suit}", "the winner exposed {n} melds of {suit}"),
    ("不是一家打的", "not all fed by one seat"),
    ("谁出冲谁包", "the discarder pays for all"),
    ("{seat}号一家打了 {n} 口", "seat {seat} fed {n} of them"),
    ("前 {need} 口同一门已报警", "the first {need} melds of one suit were a warning"),
    ("{seat}号打出第 {n} 口", "seat {seat} fed meld {n}"),
    (
        "{suit}两杠报警后又对下 {meld}",
        "after two kongs of {suit} (a warning) the winner exposed {meld}",
    ),
    ("对下 {a} {b}，数字相差 {gap}", "exposed {a} {b}, numbers {gap} apart"),
    ("{seat}号自己放冲，照常付", "seat {seat} discarded it and pays as usual"),
    ("{seat}号代放冲的{discarder}号付", "seat {seat} pays for seat {discarder}, the discarder"),
    ("{seat}号一人付三家", "seat {seat} pays for all three"),
    ("按庄家的份 {share} × {times}", "the dealer's share {share} × {times}"),
    ("{how} 不及抢杠价，付 {amount}", "{how} is less than the robbed-kong price: pays {amount}"),
    ("共 {amount}（不包牌时：{usual}）", "{amount} in all (without liability: {usual})"),
    ("共 {amount}", "{amount} in all"),
    ("{seat}号付 {amount}", "seat {seat} pays {amount}"),
)


ZH_TO_EN += HOUSE_ZH_TO_EN


def punctuation() -> dict[str, str]:
    return {
        "（": " (",
        "）": ")",
        "，": ", ",
        "；": "; ",
        "：": ": ",
        "、": ", ",
        "［": " [",
        "］": "]",
    }


def terms() -> dict[str, str]:
    """Game terms: the English, with the Chinese kept where players use the word itself."""
    plain = {
        "支番": "支 points",
        "底番": "base (底)",
        "庄家加底": "dealer's extra 底",
        "庄家另加": "dealer's extra",
        "平胡": "plain win",
        "自摸压档": "self-draw 压档",
        "自摸交另加": "self-drawn 交 extra",
        "风": "wind",
        "自摸": "self-draw",
        "放冲": "discard",
        "全交": "all 交",
        "交牌另加嘴子": "嘴子 added to 交",
        "两个嘴子": "two 嘴子",
        "明杠": "exposed kong",
        "加杠": "added kong",
        "暗杠": "concealed kong",
        "风杠另加": "wind kong extra",
        "对对胡": "all triplets",
        "碰碰胡": "all triplets",
        "通天": "straight 1-9",
        "一龙": "straight 1-9",
        "清一色": "one suit",
        "混一色自摸": "one suit with honors, self-drawn",
        "混一色": "one suit with honors",
        "凑一色": "one suit with honors",
        "字一色": "all honors",
        "杠后开花": "win on a kong's replacement",
        "杠后压档": "杠开 with 压档",
        "杠开压档": "杠开 with 压档",
        "双八支": "double 八支",
        "天胡": "heavenly hand",
        "地胡": "earthly hand",
        "摸牌天胡": "heavenly hand on the first draw",
        "四钻天胡": "heavenly hand with four wilds",
        "基本胡": "basic win",
        "门清": "concealed hand",
        "四钻": "four wilds",
        "七对天胡": "seven pairs, heavenly",
        "七对有钻": "seven pairs with wilds",
        "双天胡": "double heavenly",
        "大吊车": "single wait on four melds",
        "有钻": "with wilds",
        "无钻": "no wilds",
        "七星归位": "seven honors",
        "铁烂": "iron",
        "硬烂": "hard",
        "软烂": "soft",
        "硬": "hard",
        "杠牌": "bonus dragons",
        "花牌": "flower",
        "发财": "green dragon",
        "字碰": "honor pung",
        "字暗刻": "concealed honor triplet",
        "字明杠": "exposed honor kong",
        "字暗杠": "concealed honor kong",
        "花数": "hua",
        "小胡": "small win",
        "番数": "fan",
        "三对包牌": "three-melds liability",
        "四对转包": "fourth-meld liability",
        "报警": "warning",
        "一家打三对": "one seat fed three",
        "承包": "liability",
        "反包": "reverse liability",
        "顺包": "liability",
        "抢杠": "robbing a kong",
        "连庄": "dealer streak",
        "吊钻": "wild single wait",
        "见字胡": "见字胡",
        "万": "m",
        "筒": "p",
        "条": "s",
    }
    kept = ("压档", "嘴子", "八支", "四活", "四核", "双四活", "双四核", "十三烂", "跑风", "蜡子")
    kept_en = {
        "压档": "closed wait",
        "嘴子": "bonus pattern",
        "八支": "eight of a suit",
        "四活": "four of a kind in sets",
        "四核": "four of a kind in sets",
        "双四活": "two 四活",
        "双四核": "two 四核",
        "十三烂": "thirteen odd tiles",
        "跑风": "single-wait bonus",
        "蜡子": "capped",
    }
    plain.update({k: f"{kept_en[k]} ({k})" for k in kept})
    plain.update({"蜡子": "蜡子", "番": "fan", "杠开": "kong-replacement win (杠开)"})
    plain.update({"双四活": "two 四活", "双四核": "two 四核"})
    plain.update(HOUSE_TERMS)
    return {**_tile_names(), **plain}


def _tile_names() -> dict[str, str]:
    """A tile's Chinese name (二条, 春, 南) as its code (2s, 1f, 2z)."""
    from ..notation.tiles import FLOWER_BASE, FLOWER_NAMES, chinese, code

    return {chinese(tile): code(tile) for tile in range(FLOWER_BASE + len(FLOWER_NAMES))}
