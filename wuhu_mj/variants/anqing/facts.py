"""Anqing 安庆: what the wild rules need of a hand (HandFacts), its readings with the wilds as
jokers (wilds.py), and whether a reading may win (跑风, 见字胡, 杠开)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...messages.message import Message, Words, joined, kept
from ...notation.hand import Hand, Meld
from ...notation.tiles import HONOR_BASE, PLAYABLE_KINDS, Tile, is_suited
from ...reading import wilds
from ...reading.handview import is_standard_complete
from ...reading.readings import Group, Reading
from ...scoring.situation import Situation
from .wild import DRAGONS, ZHONG, WildSetup, options_of

# ---------------------------------------------------------------- hand facts


@dataclass(frozen=True)
class HandFacts:
    """What the wild rules need, worked out once per hand."""

    setup: WildSetup
    jokers: int  # wilds among the concealed tiles, the winning tile included
    wilds_held: int  # jokers plus a concealed kong of the wilds
    nat: tuple[int, ...]  # natural concealed counts, 中 playing the wild where it may
    lan: tuple[int, ...]  # natural concealed counts with 中 as 中 (十三烂)
    meld_groups: tuple[tuple[Meld, Group], ...]
    winning_is_wild: bool
    jianzi: bool  # 见字胡: a 万/筒/条 tile that is not a wild
    paofeng: Words  # the hand-wide kind of 跑风 (single wait, 吊钻), "" when none
    bonus_held: tuple[Tile, ...]  # bonus dragons among the concealed tiles


def _counts(tiles: Sequence[Tile], setup: WildSetup, zhong: bool) -> tuple[list[int], int]:
    counts = [0] * PLAYABLE_KINDS
    jokers = 0
    for t in tiles:
        if t == setup.wild:
            jokers += 1
        else:
            counts[setup.play(t) if zhong else t] += 1
    return counts, jokers


def _meld_group(meld: Meld, setup: WildSetup) -> Group:
    first = setup.play(meld.first) if meld.kind != "chi" else meld.first
    if meld.kind == "chi":
        return Group("run", first, meld)
    return Group("kong" if meld.is_kong else "triplet", first, meld)


def _complete(nat: list[int], lan: list[int], jokers: int, melds: bool) -> bool:
    if jokers == 0:
        if is_standard_complete(nat):
            return True
    elif wilds.standard_complete(nat, jokers):
        return True
    return not melds and (wilds.pairs_complete(nat, jokers) or wilds.lan_complete(lan, jokers))


def waits(hand: Hand, setup: WildSetup, limit: int = 34) -> list[Tile]:
    """Natural tile kinds that complete the 13 tiles before the winning tile (a drawn wild
    is not a wait of its own); stops after `limit` waits."""
    nat, jokers = _counts(hand.closed, setup, True)
    lan, _ = _counts(hand.closed, setup, False)
    held = [0] * PLAYABLE_KINDS
    for t in [*hand.closed, *(t for m in hand.melds for t in m.tiles), *hand.bonus]:
        held[t] += 1
    found: list[Tile] = []
    for tile in range(PLAYABLE_KINDS):
        if tile == setup.wild or tile in setup.bonus or held[tile] >= 4:
            continue
        played = setup.play(tile)
        nat[played] += 1
        lan[tile] += 1
        if _complete(nat, lan, jokers, bool(hand.melds)):
            found.append(tile)
        nat[played] -= 1
        lan[tile] -= 1
        if len(found) >= limit:
            break
    return found


def hand_facts(hand: Hand, setup: WildSetup) -> HandFacts:
    nat, jokers = _counts(hand.concealed, setup, True)
    lan, _ = _counts(hand.concealed, setup, False)
    wild_kongs = sum(1 for m in hand.melds if m.kind == "angang" and m.first == setup.wild)
    winning_is_wild = hand.winning == setup.wild
    jianzi = not winning_is_wild and is_suited(setup.play(hand.winning))
    return HandFacts(
        setup=setup,
        jokers=jokers,
        wilds_held=jokers + 4 * wild_kongs,
        nat=tuple(nat),
        lan=tuple(lan),
        meld_groups=tuple((m, _meld_group(m, setup)) for m in hand.melds),
        winning_is_wild=winning_is_wild,
        jianzi=jianzi,
        paofeng="",
        bonus_held=tuple(t for t in hand.concealed if t in setup.bonus),
    )


def hand_paofeng(hand: Hand, facts: HandFacts) -> Words:
    """跑风 that holds for the whole hand: 吊钻 (the 13 tiles less one wild are complete:
    sets only, or six pairs), or a single wait on a winning tile that is not a wild."""
    setup = facts.setup
    if setup.wild in hand.closed:
        nat13, j13 = _counts(hand.closed, setup, True)
        if wilds.standard_complete(nat13, j13 - 1, want_pair=False) or (
            not hand.melds and wilds.pairs_complete(nat13, j13 - 1, 6)
        ):
            return kept("paofeng_diaozuan")
    if not facts.winning_is_wild and waits(hand, setup, limit=2) == [hand.winning]:
        return kept("paofeng_single_wait")
    return ""


def candidate_readings(
    hand: Hand, facts: HandFacts, features: wilds.Features = (True, True, True)
) -> list[Reading]:
    """Every shape the hand can take; a bonus dragon held allows only 十三烂."""
    setup = facts.setup
    out: list[Reading] = []
    if not facts.bonus_held:
        blocked = tuple(
            t - HONOR_BASE
            for t in DRAGONS
            if t in setup.bonus or (t == ZHONG and setup.zhong_as is not None)
        )
        out += wilds.standard_readings(
            facts.nat, facts.jokers, setup.wild, facts.meld_groups, blocked, features
        )
        if not hand.melds:
            pairs = wilds.pairs_reading(facts.nat, facts.jokers, setup.wild)
            if pairs is not None:
                out.append(pairs)
    if not hand.melds:
        out += wilds.lan_readings(facts.lan, facts.jokers, setup.wild)
    return out


# ---------------------------------------------------------------- may it win?


def win_condition(facts: HandFacts, reading: Reading, sit: Situation) -> tuple[Words, Words]:
    """(the condition that lets this reading win, "") or ("", the rule that forbids it)."""
    if reading.shape == "thirteen_lan":
        return kept("condition_lan"), ""
    held = facts.wilds_held > 0
    paofeng = paofeng_kind(facts, reading)
    wild_discarded = options_of(sit).wild_discarded
    if not held and not wild_discarded:
        return kept("condition_no_wild"), ""
    ways: list[Message] = []
    if sit.kong_draw:
        ways.append(kept("condition_gangkai"))
    if not held:  # discarded a wild earlier
        if paofeng:
            ways.append(kept("condition_paofeng", kind=paofeng))
        rule = kept("rule_discarded_wild")
    elif not wild_discarded:
        if facts.jianzi:
            ways.append(kept("condition_jianzi"))
        rule = kept("rule_holding_wild")
    else:
        if paofeng and facts.jianzi:
            ways.append(kept("condition_paofeng_jianzi", kind=paofeng))
        rule = kept("rule_holding_discarded_wild")
    if len(ways) == 1:
        return ways[0], ""
    if ways:
        return joined(ways), ""
    return "", rule


def paofeng_kind(facts: HandFacts, reading: Reading) -> Words:
    """跑风 of a reading: the hand's single wait or 吊钻, or 硬对对胡 (all triplets, no wild)."""
    if facts.paofeng:
        return facts.paofeng
    if (
        reading.shape == "standard"
        and facts.wilds_held == 0
        and all(g.kind in ("triplet", "kong") for g in reading.sets)
    ):
        return kept("paofeng_hard_triplets")
    return ""


def suits_played(reading: Reading, played: Sequence[int]) -> int:
    return sum(1 for b in (0, 9, 18) if any(played[b : b + 9]))
