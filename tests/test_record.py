"""Records, what every rule table is made of (wuhu_mj/rules/compiled/record.py)."""

from typing import Any

import pytest

from wuhu_mj.rules.compiled.record import Record, derived, replace


class Base(Record):
    name: str
    size: int = 3


class Table(Base):
    parts: tuple[str, ...] = ()
    count: int = derived()  # worked out below
    note: str | None = derived(default=None)  # set later with replace

    def __post_init__(self) -> None:
        object.__setattr__(self, "count", len(self.parts) + self.size)


def test_fields_follow_the_base_then_the_class() -> None:
    assert Table._fields == ("name", "size", "parts")
    assert Table._field_defaults == {"size": 3, "parts": ()}
    assert Table._derived == ("count", "note")


def test_defaults_and_derived_fields() -> None:
    table = Table(name="t", parts=("a", "b"))
    assert (table.name, table.size, table.parts, table.count, table.note) == (
        "t",
        3,
        ("a", "b"),
        5,
        None,
    )


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({}, "missing field 'name'"),
        ({"name": "t", "colour": 1}, "unknown field"),
        ({"name": "t", "count": 1}, "unknown field"),  # derived: no argument
    ],
)
def test_bad_arguments(values: dict[str, Any], message: str) -> None:
    with pytest.raises(TypeError, match=message):
        Table(**values)


def test_frozen() -> None:
    table = Table(name="t")
    with pytest.raises(AttributeError, match="frozen"):
        table.name = "u"  # type: ignore[misc]
    with pytest.raises(AttributeError, match="frozen"):
        del table.size  # type: ignore[misc]


@pytest.mark.parametrize(
    ("left", "right", "equal"),
    [
        (Table(name="t"), Table(name="t", size=3), True),
        (Table(name="t"), Table(name="t", size=4), False),
        (Table(name="t"), Base(name="t"), False),  # another record type
        (Table(name="t"), replace(Table(name="t"), note="n"), True),  # keys only
    ],
)
def test_equality_by_keys(left: Record, right: Record, equal: bool) -> None:
    assert (left == right) is equal
    if equal:
        assert hash(left) == hash(right)


def test_replace_keeps_the_rest() -> None:
    table = Table(name="t", parts=("a",))
    changed = replace(table, name="u", note="n")
    assert (changed.name, changed.parts, changed.count, changed.note) == ("u", ("a",), 4, "n")
    assert (table.name, table.note) == ("t", None)
    with pytest.raises(TypeError, match="unknown field 'colour'"):
        replace(table, colour=1)


def test_repr_names_the_keys() -> None:
    assert repr(Base(name="t")) == "Base(name='t', size=3)"
