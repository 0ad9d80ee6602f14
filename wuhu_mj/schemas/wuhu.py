"""The keys of a Wuhu 芜湖 rule file (rules/wuhu.yaml, rules/wuhu-fan.yaml; RULINGS §2)."""

from __future__ import annotations

from .common import (
    Context,
    Schema,
    all_required,
    boolean,
    count,
    factor,
    list_of,
    one_of,
    record,
    table,
    text,
    texts,
)

# Keys of `labels:` and `sources:` that wuhu_mj/variants/wuhu.py reads.
LABELS = (
    "zhi",
    "yadang",
    "di",
    "di_discard",
    "di_discard_yadang",
    "di_self_draw",
    "di_self_draw_yadang",
    "dealer",
    "jiao",
    "jiao_extra",
    "jiao_self_draw",
    "two_zuizi",
    "kong_gang",
    "kong_jiagang",
    "kong_angang",
)
SOURCES = ("zhi", "di", "dealer", "kong", "jiao", "jiao_self_draw")
REQUIRED = ("win", "zuizi", "prices", "jiao", "labels", "sources")


def properties(ctx: Context) -> dict[str, Schema]:
    pattern = one_of(ctx.patterns, "pattern")
    # An empty entry (`sihuo:`) keeps every default: label = the key, points = prices.zuizi.
    zuizi_entry = record(
        {
            "label": text(),
            "source": text(),
            "points": count(),
            "doubles_on_self_draw": boolean(),
        },
        nullable=True,
    )
    jiao_entry = record(
        {"label": text(), "source": text(), "consumes": list_of(ctx.patterns, "pattern")},
        nullable=True,
    )
    combination = record(
        {
            "patterns": list_of(ctx.patterns, "pattern", min_items=1),
            "label": text(),
            "source": text(),
        },
        ["patterns"],
    )
    return {
        "win": all_required({"min_zhi": count(0, 14), "waits_need_min_zhi": boolean()}),
        "zuizi": table(pattern, zuizi_entry),
        "prices": all_required(
            {
                # 支番 = round(factor × (支 + 压档点)), half up (RULINGS §1, §2 "315").
                "zhi_multiplier": all_required({"discard": factor(), "self_draw": factor()}),
                "di": all_required(
                    {
                        "discard": count(),
                        "discard_yadang": count(),
                        "self_draw": count(),
                        "self_draw_yadang": count(),
                    }
                ),
                "zuizi": count(),
                "zuizi_self_draw_multiplier": count(1),
                "kong": all_required({"gang": count(), "jiagang": count(), "angang": count()}),
                "dealer_extra_di": count(),
                "rob_kong_multiplier": count(1),
            }
        ),
        "jiao": all_required(
            {
                "value": count(),
                "per_extra_zuizi": count(),
                "self_draw_bonus": count(),
                "zuizi_needed": count(1),
                "direct": table(pattern, jiao_entry),
                "combinations": {"type": "array", "items": combination},
            }
        ),
        # labels.yadang is written in rules/wuhu.yaml but not read by the code: optional.
        "labels": texts(LABELS, [k for k in LABELS if k != "yadang"]),
        "sources": texts(SOURCES),
    }
