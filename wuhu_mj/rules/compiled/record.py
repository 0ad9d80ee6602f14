"""The records the rule tables are made of: a rule set's table and every part of it.

A `typing.NamedTuple` costs about 60 µs to define and a frozen dataclass about 400 µs (both
compile generated code), and every start-up defines a few dozen table classes; a subclass of
`Record` costs about a tenth of a NamedTuple. Its fields are its annotations and those of the
records it extends, in order; a value in the class body is the field's default. A field made
with `derived()` is no key of the rule file and no argument: `__post_init__` works it out.
Records are frozen and compare by their keys.
"""

from inspect import get_annotations
from typing import TYPE_CHECKING, Any, ClassVar, Literal, TypeVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:  # typing has it from Python 3.11 only; at run time it only marks the class for checkers

    def dataclass_transform(**_: Any) -> Any:
        return lambda cls: cls


class _Derived:
    __slots__ = ("default",)

    def __init__(self, default: Any) -> None:
        self.default = default


_NONE: Any = object()


def derived(*, default: Any = _NONE, init: Literal[False] = False) -> Any:
    """A field worked out by `__post_init__` (or left at `default` until `replace` sets it)."""
    return _Derived(default)


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(derived,))
class Record:
    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()  # the keys, in order
    _field_defaults: ClassVar[dict[str, Any]] = {}
    _derived: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls) -> None:
        keys = dict.fromkeys(cls._fields)
        defaults = dict(cls._field_defaults)
        found = list(cls._derived)
        for name in get_annotations(cls):
            value = cls.__dict__.get(name, _NONE)
            if isinstance(value, _Derived):
                found.append(name)
                if value.default is _NONE:
                    delattr(cls, name)  # no value until __post_init__ sets one
                else:
                    setattr(cls, name, value.default)
                continue
            keys[name] = None
            if value is not _NONE:
                defaults[name] = value
        cls._fields = tuple(keys)
        cls._field_defaults = defaults
        cls._derived = tuple(found)

    def __init__(self, **values: Any) -> None:
        for name in self._fields:
            if name not in values and name not in self._field_defaults:
                raise TypeError(f"{type(self).__name__}: missing field '{name}'")
        if len(values) > len(self._fields) or not values.keys() <= set(self._fields):
            raise TypeError(f"{type(self).__name__}: unknown field in {sorted(values)}")
        self.__dict__.update(values)  # the defaults stay on the class
        self.__post_init__()

    def __post_init__(self) -> None:
        """Work out the derived fields (with `object.__setattr__`)."""

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Record)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__name__}({shown})"


R = TypeVar("R", bound=Record)


def replace(record: R, **changes: Any) -> R:
    """A copy of `record` with some fields (keys or derived) changed. `__post_init__` is not
    run again: what it works out must not depend on the fields changed."""
    known = (*record._fields, *record._derived)
    for name in changes:
        if name not in known:
            raise TypeError(f"{type(record).__name__}: unknown field '{name}'")
    copy = object.__new__(type(record))
    copy.__dict__.update(record.__dict__)
    copy.__dict__.update(changes)
    return copy
