"""The keys of an Anqing 安庆 rule file (rules/anqing*.yaml; RULINGS §3)."""

from __future__ import annotations

from .common import (
    Context,
    Schema,
    all_required,
    boolean,
    count,
    list_of,
    one_of,
    record,
    table,
    text,
    texts,
    tiles,
)

LABELS = ("dealer", "streak", "kong_gang", "kong_jiagang", "kong_angang", "wind_kong")
SOURCES = ("dealer", "streak", "kong")
REQUIRED = ("wilds", "points", "kong", "prices", "labels", "sources")
KONG_KINDS = ("gang", "jiagang", "angang")


def properties(ctx: Context) -> dict[str, Schema]:
    # A point rule: `points` per occurrence, or for 杠开 `steps` (the n-th kong's value)
    # less `minus_per_kong` per kong held; `replaces` names patterns it already includes.
    point = record(
        {
            "label": text(),
            "source": text(),
            "points": count(),
            "steps": {"type": "array", "items": count(), "minItems": 1},
            "minus_per_kong": count(),
            "replaces": list_of(ctx.patterns, "pattern"),
        }
    )
    point["anyOf"] = [{"required": ["points"]}, {"required": ["steps"]}]
    # One wild cycle: the wild is the tile after the indicator (004 钻牌的出现).
    cycle = {**tiles(), "minItems": 2}
    return {
        "wilds": all_required(
            {
                "wild_order": {"type": "array", "items": cycle, "minItems": 1},
                "zhong_plays_wild": boolean(),
                "bonus_dragons": boolean(),
                "max_suits": {"type": ["integer", "null"], "minimum": 1, "maximum": 3},
            }
        ),
        "points": table(one_of(ctx.patterns, "pattern"), point),
        "kong": all_required(
            {
                **{k: count() for k in KONG_KINDS},
                "wind_extra": all_required({k: count() for k in KONG_KINDS}),
            }
        ),
        "prices": all_required(
            {
                "dealer_extra": count(),
                # 连庄 N = 1, 2, 3, ≥4 (004 算分 22): past the list, each more 连庄 adds
                # `streak_step` to its last value (0: the last value covers every longer streak).
                "streak": {"type": "array", "items": count(), "minItems": 1},
                "streak_step": count(),
            }
        ),
        "labels": texts(LABELS),
        "sources": texts(SOURCES),
    }
