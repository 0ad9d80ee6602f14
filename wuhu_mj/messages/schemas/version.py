"""The version of the JSON documents' form (messages/schemas/__init__.py says when it changes)."""

from typing import Final

VERSION: Final = 1
