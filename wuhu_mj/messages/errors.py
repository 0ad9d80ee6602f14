"""One exception hierarchy; the CLI turns it into messages and exit codes in one place."""

from __future__ import annotations


class WuhuMjError(Exception):
    """Base of every error the library raises on purpose."""


class InputError(WuhuMjError):
    """Bad input: notation, tile counts, flags the variant forbids (exit status 2)."""

    def __init__(self, message: str, where: str = "hand") -> None:
        super().__init__(message)
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.args[0]}"


class RuleFileError(WuhuMjError):
    """A rule file that cannot be used; the message starts with FILE:LINE:COL (exit status 2)."""
