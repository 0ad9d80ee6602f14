"""Make the suit facts (suitsplits.py): `python -m wuhu_mj.notation.reading.makesuits [FILE]`.

setup.py's build_py runs it, so `pip install .` and `pip install -e .` ship the facts worked out
by the suitsplits.py they ship; the file (FACTS_FILE unless another is named) is never part of
the sources. Every suit of at most 14 tiles is read by `splits` (which marks the ones that do
not split) and every suit of at most 13 by `completers` (which keeps its completers), so the
facts are those functions' own answers; the file is written whole or not at all.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

from . import suitsplits
from .suitsplits import FACTS_FILE, completers, header, pack, splits

MOST_TILES = 14  # a suit of a hand: 14 tiles at most (a winning hand of one suit)


def suits(most: int) -> Iterator[tuple[int, ...]]:
    """Every suit of at most `most` tiles and four copies a number, as its nine counts."""

    def fill(prefix: tuple[int, ...], left: int) -> Iterator[tuple[int, ...]]:
        if len(prefix) == 9:
            yield prefix
            return
        for count in range(min(4, left) + 1):
            yield from fill((*prefix, count), left - count)

    return fill((), most)


def make(path: str) -> int:
    """Work the facts out and write them to `path`; the number of suits read."""
    read = 0
    for counts in suits(MOST_TILES):
        key = pack(counts)
        splits(key)
        if sum(counts) < MOST_TILES:
            completers(key)
        read += 1
    partial = f"{path}.partial"
    with open(partial, "wb") as file:
        file.write(header() + suitsplits.facts_bytes())
    os.replace(partial, path)  # a reader sees the old file or the new, never half of one
    return read


def main(argv: list[str]) -> int:
    path = argv[0] if argv else FACTS_FILE
    read = make(path)
    print(f"wuhu-mj: the facts of {read} suits: {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
