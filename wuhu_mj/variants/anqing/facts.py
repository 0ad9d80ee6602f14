"""Anqing 安庆: what the wild rules need of a hand (HandFacts), its readings with the wilds as
jokers (notation/reading/wilds/), and whether a reading may win (跑风, 见字胡, 杠开)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ...kit import (
    HONOR_BASE,
    PLAYABLE_KINDS,
    Group,
    Hand,
    Meld,
    Message,
    Reading,
    Situation,
    Tile,
    Words,
    is_standard_complete,
    is_suited,
    joined,
    kept,
    wilds,
)
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
    diaozuan: bool = False  # 吊钻: the 13 tiles less one wild are complete
    single_wait: bool = False  # the 13 tiles wait on one natural kind, the winning tile


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


def waits(hand: Hand, setup: WildSetup, limit: int = 34, first: Sequence[Tile] = ()) -> list[Tile]:
    """Natural tile kinds that complete the 13 tiles before the winning tile (a drawn wild
    is not a wait of its own), the kinds in `first` tried first, the rest in order; stops
    after `limit` waits."""
    nat, jokers = _counts(hand.closed, setup, True)
    lan, _ = _counts(hand.closed, setup, False)
    held = [0] * PLAYABLE_KINDS
    for t in [*hand.closed, *(t for m in hand.melds for t in m.tiles), *hand.bonus]:
        # a[i] = a[i] + n: compiled, `a[i] += n` is a generic call (docs/speed.md)
        held[t] = held[t] + 1
    found: list[Tile] = []
    tried = [False] * PLAYABLE_KINDS
    for tile in [*first, *range(PLAYABLE_KINDS)]:
        if tried[tile]:
            continue
        tried[tile] = True
        if tile == setup.wild or tile in setup.bonus or held[tile] >= 4:
            continue
        played = setup.play(tile)
        nat[played] = nat[played] + 1
        lan[tile] = lan[tile] + 1
        if _complete(nat, lan, jokers, bool(hand.melds)):
            found.append(tile)
        nat[played] = nat[played] - 1
        lan[tile] = lan[tile] - 1
        if len(found) >= limit:
            break
    return found


def hand_facts(hand: Hand, setup: WildSetup) -> HandFacts:
    nat, jokers = _counts(hand.concealed, setup, True)
    lan, _ = _counts(hand.concealed, setup, False)
    wild_kongs = sum(1 for m in hand.melds if m.kind == "angang" and m.first == setup.wild)
    winning_is_wild = hand.winning == setup.wild
    jianzi = not winning_is_wild and is_suited(setup.play(hand.winning))
    diaozuan = False
    if setup.wild in hand.closed:
        nat13, j13 = _counts(hand.closed, setup, True)
        diaozuan = wilds.standard_complete(nat13, j13 - 1, want_pair=False) or (
            not hand.melds and wilds.pairs_complete(nat13, j13 - 1, 6)
        )
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
        diaozuan=diaozuan,
    )


DIAOZUAN: Final = Message("paofeng_diaozuan")
SINGLE_WAIT: Final = Message("paofeng_single_wait")
HARD_PENGPENG: Final = Message("paofeng_hard_triplets")


def hand_paofeng(hand: Hand, facts: HandFacts, readings: Sequence[Reading] = ()) -> HandFacts:
    """`facts` with the 跑风 that holds for the whole hand: 吊钻 (the 13 tiles less one wild
    are complete: sets only, or six pairs), or a single wait on a winning tile that is not a
    wild. Whether the hand may win looks at this; its points look at the reading
    (scored_paofeng).

    The waits are tried from the winning tile and the kinds the `readings` play the wilds
    as: a natural tile of such a kind can take the wild's place while the wild takes the
    winning tile's, so a second wait is most often the first kind tried after it."""
    single = False
    if not facts.winning_is_wild:
        first = [hand.winning, *(kind for r in readings for _, kind in r.stand_ins)]
        single = waits(hand, facts.setup, 2, first) == [hand.winning]
    kind: Words = DIAOZUAN if facts.diaozuan else SINGLE_WAIT if single else ""
    # made whole, not by dataclasses.replace: compiled, that is an interpreted call
    return HandFacts(
        setup=facts.setup,
        jokers=facts.jokers,
        wilds_held=facts.wilds_held,
        nat=facts.nat,
        lan=facts.lan,
        meld_groups=facts.meld_groups,
        winning_is_wild=facts.winning_is_wild,
        jianzi=facts.jianzi,
        paofeng=kind,
        bonus_held=facts.bonus_held,
        diaozuan=facts.diaozuan,
        single_wait=single,
    )


def diao_kind(hand: Hand, facts: HandFacts) -> int | None:
    """For the readings (wilds.standard_readings): the kind the winning tile plays when the
    hand is 吊钻 (wilds.ANY_KIND when the winning tile is itself a wild), else None."""
    if not facts.diaozuan:
        return None
    return wilds.ANY_KIND if facts.winning_is_wild else facts.setup.play(hand.winning)


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
            facts.nat,
            facts.jokers,
            setup.wild,
            facts.meld_groups,
            blocked,
            features,
            diao_kind(hand, facts),
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
    if ways:
        if len(ways) == 1:
            return ways[0], ""
        return joined(ways), ""
    return "", rule


def paofeng_kind(facts: HandFacts, reading: Reading) -> Words:
    """跑风 as the win conditions see it: the hand's single wait or 吊钻, whatever the
    reading, or 硬对对胡 (all triplets, no wild)."""
    if facts.paofeng:
        return facts.paofeng
    return HARD_PENGPENG if _hard_pengpeng(facts, reading) else ""


def scored_paofeng(hand: Hand, facts: HandFacts, reading: Reading) -> Words:
    """跑风 as one reading scores it (docs/rules.md §3: points come from one reading): 吊钻
    only where a wild is the winning tile's pair partner, so a reading that plays the wilds
    elsewhere (as a wind triplet for 风) does not also score 吊钻; a single wait or 硬对对胡.
    A 十三烂 never scores it (§3 "十三烂 has no 跑风"): 004 defines 跑风 by 独吊, 边/卡 and
    对对胡, and a 十三烂 has no pair, run or triplet for the winning tile to complete; its
    铁烂/硬烂/软烂 items are its price, whatever its waits."""
    if reading.shape == "thirteen_lan":
        return ""
    if facts.diaozuan and _diao_pair(hand, facts, reading):
        return DIAOZUAN
    if facts.single_wait:
        return SINGLE_WAIT
    return HARD_PENGPENG if _hard_pengpeng(facts, reading) else ""


def _hard_pengpeng(facts: HandFacts, reading: Reading) -> bool:
    return (
        reading.shape == "standard"
        and facts.wilds_held == 0
        and all(g.kind in ("triplet", "kong") for g in reading.sets)
    )


def _diao_pair(hand: Hand, facts: HandFacts, reading: Reading) -> bool:
    """A concealed pair of the reading is the winning tile and a wild (two wilds when the
    winning tile is one): copies of a kind are interchangeable, so a wild playing the pair's
    kind anywhere in the reading can be the pair's."""
    kind = diao_kind(hand, facts)
    if kind is None:
        return False
    fills = [played for _wild, played in reading.stand_ins]
    for group in reading.groups:
        if group.kind != "pair" or group.meld is not None:
            continue
        if kind == wilds.ANY_KIND:
            if fills.count(group.tile) >= 2:
                return True
        elif group.tile == kind and kind in fills:
            return True
    return False


def suits_played(reading: Reading, played: Sequence[int]) -> int:
    return sum(1 for b in (0, 9, 18) if any(played[b : b + 9]))
