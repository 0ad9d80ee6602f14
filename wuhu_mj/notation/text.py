"""Parse compact hand notation (docs/notation.md) and write hands back in canonical form.

``123m456m789m11p+peng555s@3`` — concealed tiles first, the last of them the winning
tile, then melds after ``+``. Every error names the problem and its 1-based position.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from ..messages.errors import InputError
from ..messages.message import Message, joined
from .hand import MELD_KINDS, MELD_SIZES, Hand, Meld, MeldKind
from .records import record
from .tiles import (
    FLOWER_BASE,
    FLOWER_NAMES,
    HONOR_BASE,
    HONOR_NAMES,
    KIND_COUNT,
    SUIT_NAMES,
    Tile,
    code,
    group_codes,
    is_suited,
    make,
)

HAND_SIZE: Final = 14
TILES_PER_MELD: Final = 3  # what a meld counts toward HAND_SIZE (a kong's fourth is extra)
MOST_COPIES: Final = 4  # of every tile but a flower
MOST_FLOWERS: Final = 1  # of each flower

_SUIT_WORDS: Final = {
    "m": "m",
    "万": "m",
    "萬": "m",
    "p": "p",
    "筒": "p",
    "饼": "p",
    "餅": "p",
    "s": "s",
    "条": "s",
    "條": "s",
    "索": "s",
    "z": "z",
    "f": "f",
}
_SINGLE_CHARS: Final[dict[str, Tile]] = {ch: HONOR_BASE + i for i, ch in enumerate(HONOR_NAMES)}
_SINGLE_CHARS.update({"東": HONOR_BASE, "發": HONOR_BASE + 5, "兰": FLOWER_BASE + 5})
_SINGLE_CHARS.update({ch: FLOWER_BASE + i for i, ch in enumerate(FLOWER_NAMES)})
_SINGLE_CHARS["蘭"] = FLOWER_BASE + 5
_SUIT_LIMITS: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}

_MELD_WORDS: Final[dict[str, MeldKind | str]] = {
    "peng": "peng",
    "碰": "peng",
    "gang": "gang",
    "杠": "gang",
    "槓": "gang",
    "明杠": "gang",
    "jiagang": "jiagang",
    "加杠": "jiagang",
    "加槓": "jiagang",
    "angang": "angang",
    "暗杠": "angang",
    "暗槓": "angang",
    "chi": "chi",
    "吃": "chi",
    "hua": "hua",
    "花": "hua",
}
_MELD_KIND: Final[dict[str, MeldKind]] = {k: k for k in MELD_KINDS}
_WORDS_LONGEST_FIRST: Final = sorted(_MELD_WORDS, key=len, reverse=True)
_LONGEST_WORD: Final = len(_WORDS_LONGEST_FIRST[0])


def _span(positions: list[int]) -> Message:
    span = f"{positions[0]}" if len(positions) == 1 else f"{positions[0]}–{positions[-1]}"
    return Message("hand_at_positions", span=span)


# The tile each digit makes with each suit word, None where there is no such tile (8z).
_TILE_OF: Final[dict[str, tuple[Tile | None, ...]]] = {
    word: tuple(make(n, suit) if 1 <= n <= _SUIT_LIMITS[suit] else None for n in range(10))
    for word, suit in _SUIT_WORDS.items()
}
# Digits, and Chinese numerals as players write them (一万, 一二三万, 两筒, 幺幺筒): each one
# digit. 〇/零 read as 0, so "〇万" gets the same "no tile" answer as "0m".
_DIGITS: Final = {str(n): n for n in range(10)}
_DIGITS.update({ch: n for n, ch in enumerate("〇一二三四五六七八九")})
_DIGITS.update({"零": 0, "两": 2, "兩": 2, "幺": 1, "么": 1})
# The digit of each ASCII character, -1 for the others: read by code point, no lookup.
_ASCII_DIGITS: Final = tuple(_DIGITS.get(chr(point), -1) for point in range(128))
# What may stand between tiles (docs/notation.md): spaces as keyboards type them and commas.
# Every other space-like character (the ASCII separators FS GS RS US, NEL, U+2028, the
# typographic spaces) is refused with its position: it shows as nothing or as a line break.
SPACES: Final = frozenset(" \t\r\n\v\f\xa0\u3000")
_SKIPPED: Final = SPACES | frozenset(",，")
_STOPS: Final = frozenset("+@＋")


def _read_tiles(text: str, start: int, offset: int, tiles: list[Tile], positions: list[int]) -> int:
    """Read tiles from text[start:] up to `+`, `@` or the end into `tiles`, with their
    1-based character positions into `positions`; return the stop index.
    One pass, character by character: linear in the length of the text. A character is
    looked up as a digit first, then as a suit word (the usual two), then as the rest."""
    pending: list[int] = []  # indexes of the digits waiting for their suit word
    digits: list[int] = []  # their values
    end = len(text)
    i = start
    while i < end:
        point = ord(text[i])
        digit = _ASCII_DIGITS[point] if point < 128 else _DIGITS.get(text[i], -1)
        if digit >= 0:
            pending.append(i)
            digits.append(digit)
            i += 1
            continue
        ch = text[i]
        made = _TILE_OF.get(ch)
        if made is not None:
            if not pending:
                raise InputError(Message("hand_suit_without_digits", suit=ch, pos=offset + i + 1))
            for j in range(len(pending)):  # by index: mypyc runs it as plain C
                k = pending[j]
                tile = made[digits[j]]
                if tile is None:
                    raise InputError(
                        Message("hand_no_such_tile", tile=text[k] + ch, pos=offset + k + 1)
                    )
                tiles.append(tile)
                positions.append(offset + k + 1)
            pending.clear()  # (emptied, not made again: most suit words follow one digit)
            digits.clear()
        elif ch in _STOPS:
            break
        elif ch in _SINGLE_CHARS:
            if pending:
                raise InputError(Message("hand_digits_before_name", pos=offset + pending[0] + 1))
            tiles.append(_SINGLE_CHARS[ch])
            positions.append(offset + i + 1)
        elif ch not in _SKIPPED:
            raise InputError(_unexpected(ch, offset + i + 1))
        i += 1
    if pending:
        written = "".join(text[k] for k in pending)
        raise InputError(Message("hand_digits_left", digits=written, pos=offset + pending[0] + 1))
    return i


def _unexpected(ch: str, pos: int) -> Message:
    import unicodedata  # an error's only: not imported by every run

    if ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf", "Zs", "Zl", "Zp"):
        return Message("hand_bad_separator", code=f"{ord(ch):04X}", pos=pos)
    return Message("hand_unexpected_character", ch=ch, pos=pos)


def _meld_word(text: str, start: int) -> tuple[str, int]:
    lowered = text[start : start + _LONGEST_WORD].lower()
    for word in _WORDS_LONGEST_FIRST:
        if lowered.startswith(word):
            return str(_MELD_WORDS[word]), start + len(word)
    return "", start


def _check_meld(kind: str, values: list[Tile], pos: int) -> None:
    where = Message("hand_meld_at", kind=kind, pos=pos)
    if kind == "hua":
        if not values:
            raise InputError(Message("hand_meld_no_tiles", meld=where))
        return
    if kind == "chi":
        ordered = sorted(values)
        if (
            len(values) != 3
            or not all(is_suited(t) for t in values)
            or len({t // 9 for t in values}) != 1
            or ordered != [ordered[0], ordered[0] + 1, ordered[0] + 2]
        ):
            raise InputError(Message("hand_meld_not_a_run", meld=where))
        return
    size = MELD_SIZES.get(kind, 4)
    if len(values) != size or len(set(values)) != 1:
        raise InputError(Message("hand_meld_not_identical", meld=where, size=size))


class HandParts(NamedTuple):
    """A hand as written, before any size rule: tiles in the order written, melds, bonus."""

    concealed: list[Tile]
    melds: tuple[Meld, ...]
    bonus: tuple[Tile, ...]


# Chinese input methods often type full-width forms (１２３ｍ＋碰５５５ｓ) and some players
# capitalise suits (123M): both map one character to one character, so positions still hold.
_WIDE: Final = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_WIDE.update({ord(c): ord(c.lower()) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"})
_WIDE.update({ord(c.upper()) + 0xFEE0: ord(c) for c in "abcdefghijklmnopqrstuvwxyz"})


def _plain_forms(text: str) -> str:
    if text.isascii() and text.lower() == text:
        return text
    return text.translate(_WIDE)


def read_parts(text: str, size: int | tuple[int, int] = HAND_SIZE) -> HandParts:
    """Read concealed tiles, melds and bonus tiles; check shapes, copies and the size
    (14 for a winning hand, 13 for a waiting one; `waits` takes either). Errors name the
    problem and position."""
    text = _plain_forms(text)
    if not text.strip():
        raise InputError(Message("hand_empty"))
    concealed, positions, melds, bonus, tiles_all = _lex(text)
    for k, tile in enumerate(concealed):
        if tile >= FLOWER_BASE:
            raise InputError(Message("hand_flower_concealed", tile=code(tile), pos=positions[k]))
    _check_copies(tiles_all, positions)
    total = len(concealed) + TILES_PER_MELD * len(melds)
    if total != size and not (isinstance(size, tuple) and total in size):
        if isinstance(size, tuple):
            what = Message("hand_waiting_or_discard_size", size=size[0], more=size[1])
        elif size == HAND_SIZE:
            what = Message("hand_winning_size")
        else:
            what = Message("hand_waiting_size", size=size)
        raise InputError(_counted(concealed, len(melds), what))
    return record(HandParts, (concealed, tuple(melds), tuple(sorted(bonus))))


def _lex(text: str) -> tuple[list[Tile], list[int], list[Meld], list[Tile], list[Tile]]:
    """The concealed tiles, the position of every tile read (concealed ones first), the melds,
    the bonus tiles and every tile in the order of the positions, as written; the checks of
    counts and sizes are read_parts'."""
    concealed: list[Tile] = []
    positions: list[int] = []  # of every tile read, concealed ones first
    i = _read_tiles(text, 0, 0, concealed, positions)
    melds: list[Meld] = []
    bonus: list[Tile] = []
    tiles_all = list(concealed)
    while i < len(text):
        if text[i] == "@":
            raise InputError(Message("hand_at_without_meld", pos=i + 1))
        if text[i] != "+":  # after a meld (and its @seat) only the next meld may come
            raise InputError(_unexpected(text[i], i + 1))
        meld_pos = i + 1
        kind, j = _meld_word(text, i + 1)
        if not kind:
            word = text[i + 1 : i + 9].split("+")[0]
            known = "peng gang jiagang angang chi hua 碰 杠 加杠 暗杠 吃 花"
            if not word:
                raise InputError(Message("hand_no_meld_word", pos=i + 1, known=known))
            raise InputError(Message("hand_unknown_meld", word=word, pos=i + 2, known=known))
        tiles: list[Tile] = []
        i = _read_tiles(text, j, 0, tiles, positions)
        _check_meld(kind, tiles, meld_pos)
        source: int | None = None
        if i < len(text) and text[i] == "@":
            k = i + 1
            while k < len(text) and "0" <= text[k] <= "9":  # ASCII digits only
                k += 1
            if k == i + 1 or not 1 <= int(text[i + 1 : k]) <= 4:
                raise InputError(Message("hand_at_needs_seat", pos=i + 1))
            if kind == "hua":
                raise InputError(Message("hand_at_on_bonus", pos=i + 1))
            source = int(text[i + 1 : k])
            i = k
            while i < len(text) and text[i] in _SKIPPED:  # `+peng111m@3 +peng555m`
                i += 1
        if kind == "hua":
            bonus.extend(tiles)
        else:
            melds.append(record(Meld, (_MELD_KIND[kind], tuple(sorted(tiles)), source)))
        tiles_all += tiles

    return concealed, positions, melds, bonus, tiles_all


def tile_position(text: str, tile: Tile) -> int | None:
    """The 1-based character position where `text` (a hand) first writes `tile`: what an error
    about that tile names (a tile the rule set's deck lacks, rules/deck.py)."""
    _, positions, _, _, tiles_all = _lex(_plain_forms(text))
    for written, pos in zip(tiles_all, positions, strict=True):
        if written == tile:
            return pos
    return None


def _counted(concealed: list[Tile], melds: int, what: Message) -> Message:
    """What was read, per suit, for a hand of the wrong size: players count by suit."""
    per_suit = [0, 0, 0, 0]
    for tile in concealed:
        per_suit[min(tile // 9, 3)] += 1
    parts = [
        Message("hand_count_suit", suit=name, count=n)
        for name, n in zip(SUIT_NAMES.values(), per_suit, strict=False)
    ]
    if per_suit[3]:
        parts.append(Message("hand_count_honors", count=per_suit[3]))
    counts = joined(parts, "comma")
    total = len(concealed) + TILES_PER_MELD * melds
    if melds:
        return Message("hand_size_melds", counts=counts, melds=melds, total=total, what=what)
    if total == 1:
        return Message("hand_size_one", counts=counts, what=what)
    return Message("hand_size", counts=counts, total=total, what=what)


def parse_hand(text: str, win: Tile | None = None) -> Hand:
    """Parse a hand; raises InputError naming the problem and its position.

    `win` names the winning tile (`--win`): the concealed tiles may then come in any order,
    and one copy of `win` among them is the winning tile. Without it the last tile wins."""
    hand = _parse_written(text)
    return hand if win is None else with_winning_tile(hand, win)


def with_winning_tile(hand: Hand, win: Tile) -> Hand:
    """The same tiles with `win` as the winning tile (it must be among the concealed ones)."""
    if win == hand.winning:
        return hand
    if win not in hand.closed:
        held = group_codes((*hand.closed, hand.winning))
        raise InputError(Message("hand_winning_tile_not_held", tile=code(win), held=held), "--win")
    rest = list(hand.closed)
    rest.remove(win)
    return hand._replace(closed=tuple(sorted((*rest, hand.winning))), winning=win)


def _parse_written(text: str) -> Hand:
    """parse_hand through read_parts, for any spelling and with every check explained."""
    parts = read_parts(text)
    ordered = parts.concealed
    return record(Hand, (tuple(sorted(ordered[:-1])), ordered[-1], parts.melds, parts.bonus))


def _check_copies(tiles: list[Tile], positions: list[int]) -> None:
    """At most 4 copies of a tile, 1 of a flower; `positions` are the tiles' own."""
    counts = [0] * KIND_COUNT
    over = False
    for tile in tiles:
        count = counts[tile] + 1
        counts[tile] = count
        if count > (MOST_FLOWERS if tile >= FLOWER_BASE else MOST_COPIES):
            over = True
    if not over:
        return  # the usual case; the positions below are gathered only for the message
    where_of: list[list[int]] = [[] for _ in range(KIND_COUNT)]
    for tile, pos in zip(tiles, positions, strict=True):
        where_of[tile].append(pos)
    for tile, where in enumerate(where_of):
        limit = MOST_FLOWERS if tile >= FLOWER_BASE else MOST_COPIES
        if len(where) > limit:
            raise InputError(
                Message(
                    "hand_copies", count=len(where), tile=code(tile), where=_span(where), most=limit
                )
            )


# Melds' texts, at most 4,096: a batch writes the same few hundred again (docs/speed.md).
_MELD_TEXT: Final[dict[Meld, str]] = {}


def format_meld(meld: Meld) -> str:
    text = _MELD_TEXT.get(meld)
    if text is None:
        at = "" if meld.source is None else f"@{meld.source}"
        text = _MELD_TEXT[meld] = f"+{meld.kind}{group_codes(meld.tiles)}{at}"
        if len(_MELD_TEXT) > 4096:
            del _MELD_TEXT[meld]
    return text


def format_parts(
    concealed: Sequence[Tile], melds: Sequence[Meld], bonus: Sequence[Tile] = ()
) -> str:
    """Concealed tiles in the order given, then the melds in order, then the bonus tiles."""
    text = group_codes(concealed) + "".join(format_meld(m) for m in melds)
    return text + ("+hua" + group_codes(bonus) if bonus else "")


def format_hand(hand: Hand) -> str:
    """Canonical form: sorted concealed tiles, the winning tile last, melds in order, bonus."""
    return format_parts((*hand.closed, hand.winning), hand.melds, hand.bonus)


def parse_tile(text: str) -> Tile:
    """Exactly one tile in any accepted spelling: ``5m``, ``五万``, ``东``, ``7z``."""
    text = _plain_forms(text)
    tiles: list[Tile] = []
    stop = _read_tiles(text, 0, 0, tiles, [])
    if stop != len(text) or len(tiles) != 1:
        raise InputError(Message("expected_one_tile", got=repr(text)))
    return tiles[0]
