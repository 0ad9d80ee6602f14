"""The session text form's own words (session/render.py): each hand's line, the totals, the
settle-up, the chart. 连庄 and 底 are the game's own words in both languages
(docs/languages.md)."""

from __future__ import annotations

SESSION: dict[str, tuple[str, str]] = {
    "session_line": ("第{n}行", "line {n}"),
    "session_streak": ("（连庄 {n}）", " (连庄 {n})"),
    "session_draw": ("荒庄", "draw"),
    "session_dealer": ("庄 {d}", "dealer {d}"),
    "session_self_drawn": ("{w} 自摸", "{w} self-drawn (自摸)"),
    "session_won_off": ("{w} 胡 ← {d}", "{w} wins ← {d}"),
    "session_pot": (" 底", " 底"),
    "session_cash": (" 现金", " cash"),
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
}
