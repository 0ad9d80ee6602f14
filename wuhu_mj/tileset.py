"""Apply a rule file's tile set to a parsed hand: aliases, allowed tiles, bonus tiles, chi."""

from typing import Final, NamedTuple

from .errors import InputError, RuleFileError
from .hand import Hand
from .ruleset import Rules, per_rules
from .tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, code, parse_code, suit_of


def _tile_list(rules: Rules, *path: str) -> list[Tile]:
    values = rules.get(*path)
    if not isinstance(values, list):
        raise RuleFileError(f"{rules.where(*path)}: '{'.'.join(path)}' must be a list of tiles")
    try:
        return [parse_code(str(v)) for v in values]
    except ValueError as exc:
        raise RuleFileError(f"{rules.where(*path)}: {exc}") from None


class _TileSet(NamedTuple):
    """What a rule file's `tiles:` section says, worked out once per loaded rule set."""

    alias: dict[Tile, Tile]
    playable: tuple[Tile, ...]
    allowed: frozenset[Tile]
    bonus: frozenset[Tile]
    chi: bool
    targets: tuple[Tile, ...]  # the kinds aliases turn into


# Each loaded rule set's tile set, worked out once (see ruleset.per_rules).
_TILESETS: Final[dict[int, tuple[Rules, _TileSet]]] = {}


def _tileset(rules: Rules) -> _TileSet:
    return per_rules(_TILESETS, rules, _read_tileset)


def _read_tileset(rules: Rules) -> _TileSet:
    playable = tuple(_playable_kinds(rules))
    alias = _aliases(rules)
    return _TileSet(
        alias,
        playable,
        frozenset(playable),
        frozenset(_tile_list(rules, "tiles", "bonus")),
        rules.flag("tiles", "chi"),
        tuple(set(alias.values())),
    )


def aliases(rules: Rules) -> dict[Tile, Tile]:
    return dict(_tileset(rules).alias)


def _aliases(rules: Rules) -> dict[Tile, Tile]:
    if not rules.has("tiles", "aliases"):
        return {}
    raw = rules.section("tiles", "aliases")
    try:
        return {parse_code(str(k)): parse_code(str(v)) for k, v in raw.items()}
    except ValueError as exc:
        raise RuleFileError(f"{rules.where('tiles', 'aliases')}: {exc}") from None


def playable_kinds(rules: Rules) -> list[Tile]:
    """The tile kinds a hand of these rules may hold in play (not bonus tiles)."""
    return list(_tileset(rules).playable)


def _playable_kinds(rules: Rules) -> list[Tile]:
    suits = rules.get("tiles", "suits")
    kinds = [t for t in range(HONOR_BASE) if suit_of(t) in suits]
    return kinds + [t for t in _tile_list(rules, "tiles", "honors") if t < PLAYABLE_KINDS]


def apply_tileset(hand: Hand, rules: Rules) -> Hand:
    """Rewrite aliases and reject tiles, bonus tiles and chi melds the rules do not have."""
    tileset = _tileset(rules)
    alias = tileset.alias
    if not hand.melds and not hand.bonus and tileset.allowed.isdisjoint(alias):
        # The usual hand has nothing to rewrite (an alias is never an allowed tile then):
        # only its tiles need checking.
        allowed = tileset.allowed
        if allowed.issuperset(hand.closed) and hand.winning in allowed:
            return hand
    tiles = hand.all_tiles()
    if alias and not alias.keys().isdisjoint(tiles):
        swap = alias.get
        hand = Hand(
            closed=tuple(sorted(swap(t, t) for t in hand.closed)),
            winning=swap(hand.winning, hand.winning),
            melds=tuple(m._replace(tiles=tuple(swap(t, t) for t in m.tiles)) for m in hand.melds),
            bonus=hand.bonus,
        )
        tiles = hand.all_tiles()
    allowed = tileset.allowed
    if not allowed.issuperset(tiles):
        tile = next(t for t in tiles if t not in allowed)
        raise InputError(f"{code(tile)} is not a tile of the {rules.name} rules")
    bonus_allowed = tileset.bonus
    for tile in hand.bonus:
        if tile not in bonus_allowed:
            what = ", ".join(code(t) for t in sorted(bonus_allowed)) or "none"
            raise InputError(f"{code(tile)} cannot be a bonus tile here (+hua takes: {what})")
    if hand.melds and not tileset.chi and any(m.kind == "chi" for m in hand.melds):
        raise InputError(f"the {rules.name} rules have no chi melds")
    for target in tileset.targets:
        held = tiles.count(target) + hand.bonus.count(target)
        if held > 4:
            raise InputError(f"{held} tiles of {code(target)} counting its aliases; at most 4")
    return hand
