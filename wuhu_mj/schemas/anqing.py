"""The keys of an anqing rule file (placeholder: common keys only, the rest let through)."""

from __future__ import annotations

from .common import Context, Schema

REQUIRED: tuple[str, ...] = ()
# Not strict yet: keys this module does not list are let through until the rule file exists.
STRICT = False


def properties(ctx: Context) -> dict[str, Schema]:
    return {}
