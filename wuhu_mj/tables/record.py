"""The leaf records of the rule tables (`Win`, `Prices`, a liability rule ...).

A `typing.NamedTuple` costs about 60 µs to define (it compiles its `__new__`), and a rule
set's tables define a few dozen at every start-up; a subclass of `Record` costs about a tenth
of that. The fields are the class's annotations, in order; a field with a value in the class
body has that default. Records are frozen and compare by their fields.
"""

from inspect import get_annotations
from typing import Any, ClassVar, dataclass_transform


@dataclass_transform(kw_only_default=True, frozen_default=True)
class Record:
    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _field_defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls) -> None:
        names = tuple(get_annotations(cls))
        cls._fields = names
        cls._field_defaults = {name: cls.__dict__[name] for name in names if name in cls.__dict__}

    def __init__(self, **values: Any) -> None:
        for name in self._fields:
            if name not in values and name not in self._field_defaults:
                raise TypeError(f"{type(self).__name__}: missing field '{name}'")
        if len(values) > len(self._fields) or not values.keys() <= set(self._fields):
            raise TypeError(f"{type(self).__name__}: unknown field in {sorted(values)}")
        self.__dict__.update(values)  # the defaults stay on the class

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
