"""The keys of a Chizhou 池州 rule file (rules/chizhou.yaml; RULINGS §4)."""

from __future__ import annotations

from .common import Context, Schema, all_required, count, one_of, record, table, text, texts

HUA = (
    "flower",
    "fa",
    "zi_peng",
    "zi_anke",
    "ming_gang",
    "an_gang",
    "zi_ming_gang",
    "zi_an_gang",
)
LABELS = (*(f"hua_{k}" for k in HUA), "hua", "xiaohu", "value", "laizi")
SOURCES = (*(f"hua_{k}" for k in HUA), "hua", "hua_rob_kong", "xiaohu", "value")
REQUIRED = ("hua", "win", "fan", "prices", "labels", "sources")


def properties(ctx: Context) -> dict[str, Schema]:
    pattern = one_of(ctx.patterns, "pattern")
    return {
        # 花 each source counts (002 打法 4-10)
        "hua": all_required({k: count() for k in HUA}),
        "win": all_required(
            {"min_hua": all_required({k: count() for k in ("self_draw", "discard", "rob_kong")})}
        ),
        "fan": all_required(
            {
                "cap": count(1),
                "none": count(),
                "patterns": table(
                    pattern, record({"fan": count(), "label": text(), "source": text()}, ["fan"])
                ),
            }
        ),
        "prices": all_required({"di": count(1), "rob_kong_multiplier": count(1)}),
        # Labels are all read by the code (missing ones would print as their keys).
        "labels": texts(LABELS, LABELS),
        "sources": texts(SOURCES),
    }
