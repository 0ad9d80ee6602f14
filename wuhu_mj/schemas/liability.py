"""The `liability:` section every variant may have (包牌 / 承包 / 反包; wuhu_mj/liability.py).

A rule is a finder (who is liable), a payer (what they pay) and its conditions; the names
of finders, payers, win types and share cases come from the code, so a typo is caught
here with the list of known names.
"""

from __future__ import annotations

from .common import (
    Context,
    Schema,
    all_required,
    boolean,
    count,
    list_of,
    name,
    one_of,
    record,
    table,
    text,
)


def section(ctx: Context) -> Schema:
    kinds = list_of(ctx.meld_kinds, "meld kind")
    shares = all_required({case: count() for case in ctx.share_cases})
    tier = record(
        {
            "melds": count(),
            "of": one_of(["any", "one_suit", "triplets"], "meld group"),
            "all": boolean(),
            "marks": list_of(ctx.fed_marks, "--fed mark"),
            "times": count(1),
            "shares": shares,
        }
    )
    rule = record(
        {
            "enabled": boolean(),
            "label": text(),
            "source": text(),
            "find": one_of(ctx.finders, "liability finder"),
            "liable": one_of(["feeder", "discarder"], "liable seat"),
            "pays": one_of(ctx.payers, "liability payment"),
            "wins": list_of(ctx.wins, "win type", min_items=1),
            "kinds": list_of(ctx.meld_kinds, "meld kind", min_items=1),
            "honors": boolean(),
            "needs_jiao": boolean(),
            "needs_pattern": one_of(ctx.patterns, "pattern"),
            "min_value": count(),
            "min_melds": count(),
            "alarm_melds": count(1),
            "kongs": count(1),
            "kong_kinds": kinds,
            "max_gap": count(1, 8),
            "shares": shares,
            "tiers": {"type": "array", "items": tier, "minItems": 1},
        },
        ["find", "pays"],
    )
    return record(
        {
            "enabled": boolean(),
            "combine": one_of(["first", "all"], "way to combine liability rules"),
            "precedence": {"type": "array", "items": name(), "uniqueItems": True},
            "rules": table(name(), rule),
        },
        ["enabled", "combine", "precedence", "rules"],
    )
