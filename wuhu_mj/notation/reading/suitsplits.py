"""Every way one suit splits into sets and at most one pair: the one decomposition of a hand.

A suit's nine counts pack into one integer, four bits per number (`pack`), so a suit is a
single int key and adding a tile is one addition (`STEP`). `splits(key)` reads a suit once:
its lowest number starts a triplet, the pair or a run, and what is left is a smaller suit,
looked up (or read) the same way.

The table keeps the readings of suits that split: 21,743 patterns of at most 14 tiles do, so
its size is bounded by the game, whatever a batch feeds it. A suit that does not split is
marked in a fixed map of two bytes per possible suit, which also keeps a suit's completers
once waits asked for them (waits try each suit's neighbours, and most of those do not split:
a table entry each grew the memory of a long batch without bound). Cheap facts answer many
of them before any reading: 3n + 1 tiles never split; the numbers held sum to 0 (mod 3)
without a pair and to twice the pair's number with one; and a number held once or four
times with no other number within two of it is in no split.
An honor kind is read as a suit whose only number is its own (no runs can form).

The two bytes of every suit of at most 14 tiles (whether it splits, and its completers for
13 tiles or fewer) are worked out at build time by these same functions (makesuits.py) into
FACTS_FILE, which is mapped copy-on-write: a hand's waits are then looked up, never read.
The file is used only while it was made from this module's source as it is now; without
it (a source checkout never installed, the phone page) the map starts empty and fills as
suits are met.
"""

from __future__ import annotations

import mmap
import os
import sys
from typing import Final

try:  # hashlib would import OpenSSL's bindings (~2 ms) for a hash _blake2 has on its own
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

RUN: Final = 9  # suit-local set codes: 0-8 a triplet of number n+1, 9-15 a run from n-8
STEP: Final = tuple(1 << 4 * n for n in range(9))  # the key's increment for one tile of n+1
SuitReading = tuple[int | None, tuple[int, ...]]  # (pair number 0-8 or None, set codes)

_NONE: Final[tuple[SuitReading, ...]] = ()
_TABLE: Final[dict[int, tuple[SuitReading, ...]]] = {0: ((None, ()),)}  # suits that split
# Every suit of at most four copies a number is a number below 5^9 written in base 5 (`_index`).
# Two bytes per suit keep what is known of it besides its readings: whether it was read and
# found not to split, and its completers once asked: 3.9 MB of address space, whatever a
# batch holds, of which only the pages its suits fall in are ever touched (a map: a
# bytearray of that size would be read or written whole at start-up).
_SUITS: Final = 5**9
_HERE: Final = os.path.dirname(os.path.abspath(__file__))
FACTS_FILE: Final = os.path.join(_HERE, "suit_facts.bin")
# The file: a header (this format's mark, the two bytes 1 and 2 as this machine reads a
# number, a digest of the source these facts were worked out by), then the facts.
_MARK: Final = b"wuhu-mj suit facts 1\n"
_HEADER: Final = 64


def source_digest() -> bytes:
    """A digest of this module's source: facts worked out by other code are not used."""
    with open(os.path.join(_HERE, "suitsplits.py"), "rb") as source:
        return blake2b(source.read(), digest_size=32).digest()


def header() -> bytes:
    order = (0x0102).to_bytes(2, sys.byteorder)
    head = _MARK + order + source_digest()
    return head + bytes(_HEADER - len(head))


def _facts_map(path: str) -> tuple[mmap.mmap, int]:
    """The facts from `path` mapped copy-on-write when it was made from this source, with
    the offset of the facts; else an empty map. Private either way: a worker forked by
    `batch --jobs` keeps its own copy of what it adds."""
    try:
        with open(path, "rb") as made:
            if (
                os.fstat(made.fileno()).st_size == _HEADER + 2 * _SUITS
                and made.read(_HEADER) == header()
            ):
                return mmap.mmap(made.fileno(), 0, access=mmap.ACCESS_COPY), _HEADER
    except OSError:
        pass  # no file (a checkout never installed): the facts are found as suits are met
    if sys.platform != "win32":
        flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS
        return mmap.mmap(-1, 2 * _SUITS, flags=flags), 0
    return mmap.mmap(-1, 2 * _SUITS), 0


_MAP, _START = _facts_map(FACTS_FILE)
_FACTS: Final = memoryview(_MAP)[_START:].cast("H")


def facts_bytes() -> bytes:
    """What is known of every suit so far, as FACTS_FILE keeps it after its header."""
    return _FACTS.tobytes()


_NOT_SPLIT: Final = 1 << 15
_COMPLETERS_KNOWN: Final = 1 << 14
_NUMBERS: Final = 0x1FF  # the completers, one bit per number
# Three numbers' packed counts (12 bits) -> their base-5 value, for counts up to 4.
_BASE5: Final = {
    a | b << 4 | c << 8: a + 5 * b + 25 * c for a in range(5) for b in range(5) for c in range(5)
}
_LOW: Final = 0x111111111  # the lowest bit of each number's four
_ONES: Final = 0xF00F00F0  # numbers 2, 5, 8 (index 1 mod 3)
_TWOS: Final = 0xF00F00F00  # numbers 3, 6, 9 (index 2 mod 3)


def pack(counts: tuple[int, ...] | list[int]) -> int:
    return sum(c << 4 * n for n, c in enumerate(counts))


def unpack(key: int) -> tuple[int, ...]:
    return tuple(key >> 4 * n & 15 for n in range(9))


def splits(key: int) -> tuple[SuitReading, ...]:
    """Every split of the packed suit into sets and at most one pair, ordered by the pair
    (no pair last), then by the sets; () when it does not split."""
    found = _TABLE.get(key)
    if found is None:
        index = _index(key)
        if index < _SUITS and _FACTS[index] & _NOT_SPLIT:
            return _NONE
        found = _split(key)
        if found:
            _TABLE[key] = found
        elif index < _SUITS:
            _FACTS[index] |= _NOT_SPLIT
    return found


def _index(key: int) -> int:
    """The suit's counts as one number in base 5; _SUITS or more when a count is over 4."""
    low = _BASE5.get(key & 0xFFF, _SUITS)
    middle = _BASE5.get(key >> 12 & 0xFFF, _SUITS)
    high = _BASE5.get(key >> 24, _SUITS)
    return low + 125 * middle + 15625 * high


def held(key: int) -> int:
    """The lowest bit of each number's four set when the packed suit holds that number."""
    either = key | key >> 1
    return (either | either >> 2) & _LOW


def completers(key: int) -> tuple[int, ...]:
    """The numbers (0-8) whose tile makes the packed suit split (a fifth copy never does)."""
    index = _index(key)
    facts = _FACTS[index] if index < _SUITS else 0
    if facts & _COMPLETERS_KNOWN:
        mask = facts & _NUMBERS
        numbers = _MASK_NUMBERS.get(mask)
        if numbers is None:
            numbers = _MASK_NUMBERS[mask] = tuple(n for n in range(9) if mask >> n & 1)
        return numbers
    found = _completers(key)
    if index < _SUITS:
        mask = 0
        for n in found:
            mask |= 1 << n
        _FACTS[index] = facts | _COMPLETERS_KNOWN | mask
    return found


def _completers(key: int) -> tuple[int, ...]:
    """Only a number within two of a held one can complete a suit: any other would be an
    isolated tile."""
    some = held(key)
    near = some | some << 4 | some << 8 | some >> 4 | some >> 8
    return tuple(
        n for n in range(9) if near >> 4 * n & 1 and key >> 4 * n & 15 < 4 and splits(key + STEP[n])
    )


_MASK_NUMBERS: Final[dict[int, tuple[int, ...]]] = {}  # at most 512: one per set of numbers


def _split(key: int) -> tuple[SuitReading, ...]:
    """The lowest number held starts a triplet, the pair or a run; the rest of the suit is
    itself a suit in the table (so a new pattern costs a few look-ups)."""
    size = key % 3  # 16 ≡ 1 (mod 3): the key mod 3 is its number of tiles mod 3
    if size == 1:
        return _NONE  # sets and at most one pair: 3n or 3n + 2 tiles
    # A set holds numbers summing to 0 (mod 3) (n+n+n, n+(n+1)+(n+2)), so the numbers of the
    # whole suit sum to twice the pair's number (mod 3), and to 0 without a pair.
    # (16 ≡ 1 (mod 15): a masked key mod 15 is the sum of its counts mod 15, and 3 divides 15.)
    residue = ((key & _ONES) % 15 + 2 * ((key & _TWOS) % 15)) % 3
    if size == 0 and residue:
        return _NONE
    some = held(key)
    alone = some & ~(some << 4 | some << 8 | some >> 4 | some >> 8)
    if alone:  # numbers with none within two of them: only their own copies join them
        ones, twos, fours, eights = (
            key & alone,
            key >> 1 & alone,
            key >> 2 & alone,
            key >> 3 & alone,
        )
        if ones & ~(twos | fours | eights) or fours & ~(ones | twos | eights):
            return _NONE  # one held once or four times: no split uses it
    i = (key & -key).bit_length() - 1 >> 2
    count = key >> 4 * i & 15
    found: set[SuitReading] = set()
    if count >= 3:
        found.update((pair, (i, *sets)) for pair, sets in splits(key - 3 * STEP[i]))
    if count >= 2 and (size == 2 and i % 3 == 2 * residue % 3):
        found.update((i, sets) for pair, sets in splits(key - 2 * STEP[i]) if pair is None)
    if i < 7 and key >> 4 * i + 4 & 15 and key >> 4 * i + 8 & 15:
        rest = splits(key - STEP[i] - STEP[i + 1] - STEP[i + 2])
        found.update((pair, tuple(sorted((RUN + i, *sets)))) for pair, sets in rest)
    if not found:
        return _NONE
    return tuple(sorted(found, key=lambda r: (r[0] is None, r[0] or 0, r[1])))
