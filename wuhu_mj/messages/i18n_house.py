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
