"""What i18n.py still translates by text rather than by catalog id (messages/catalog/):

- WHERE_ZH: the place an error with a plain-text message names;
- terms(): Chinese game terms -> English, the glossary `i18n.localize` applies to a Chinese text
  that is no catalog message (a worked example's own `why:` in `check`).

The core's errors, reasons, notes and labels are catalog messages and rule-file labels with
their English (`label_en`); the doors' own English error texts are in i18n_errors.py.
"""

from __future__ import annotations

# Where an InputError happened, as its `where` names it.
WHERE_ZH = {"hand": "手牌", "line": "行", "sample": "例子文件"}


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
    return {**_tile_names(), **plain}


def _tile_names() -> dict[str, str]:
    """A tile's Chinese name (二条, 春, 南) as its code (2s, 1f, 2z)."""
    from ..notation.tiles import FLOWER_BASE, FLOWER_NAMES, chinese, code

    return {chinese(tile): code(tile) for tile in range(FLOWER_BASE + len(FLOWER_NAMES))}
