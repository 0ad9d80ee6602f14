"""Making a NamedTuple record from its values, for code that makes many of them.

`record(Facts, (hand, reading, ...))` is the record `Facts(hand, reading, ...)`, every field
given in order. It is `tuple.__new__`: a NamedTuple's own `__new__` is Python code (written by
`collections.namedtuple`), which compiled code calls at about 1,700 instructions a record, and
this at about 550 (docs/speed.md, "Writing for the compiled build"). mypy does not check the
values against the fields here; the tests and `benchmarks/dump.py` do.
"""

from typing import Final

record: Final = tuple.__new__
