"""Where a key of a rule file was written: FILE:LINE:COL."""

from typing import NamedTuple

KeyPath = tuple[str, ...]


class Location(NamedTuple):
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"
