"""Which build of the package is running: pure Python, or its hot stages compiled with mypyc
(setup.py; docs/speed.md, "The compiled build"). Both run the same code."""

from ..notation import tiles


def compiled() -> bool:
    """Whether the hot stages run as compiled extension modules (a pure install has none)."""
    return not (tiles.__file__ or "").endswith(".py")
