"""Rule data into frozen, typed tables: the one and only check of a rule file.

A table is a `Record` (record.py); its fields say which keys a rule file may write and
what each value must be (`Annotated[int, Spec(minimum=1)]`, `Literal[...]`, `tuple[...]`, a
nested table, `X | None`). `decode(Table, rules)` builds the table or raises RuleFileError with
FILE:LINE:COL of the key at fault and "did you mean" for a misspelt name. The JSON Schema an
editor uses is made from the same fields (`schema_of`), so the two cannot disagree.
A field typed `Label` (label.py) is decoded with its English beside it into a `Text`.
"""

import math
import re
import types
from collections.abc import Mapping, Sequence
from inspect import get_annotations
from typing import (
    Annotated,
    Any,
    Final,
    Literal,
    NamedTuple,
    TypeVar,
    Union,
    get_args,
    get_origin,
)

from ...messages.errors import RuleFileError
from ...messages.message import Message, Text
from ...notation.tiles import parse_code
from ..rulefile import RuleData
from .exact import Exact
from .label import ENGLISH, english_of
from .record import Record

T = TypeVar("T", bound=Record)
Path = tuple[str, ...]

# 1m-9m, 1p-9p, 1s-9s, 1z-7z (东南西北白发中), 1f-8f (flowers), as rule files write tiles.
TILE_CODE: Final = "^([1-9][mps]|[1-7]z|[1-8]f)$"
_TILE: Final = re.compile(TILE_CODE)


class Spec(NamedTuple):
    """What a value must be beyond its type. `names` says which list of words the code knows
    (pattern names, options, variants: given to `decode`) the value must be one of, `choices`
    a fixed list; `what` says what they are (a catalog message: "pattern")."""

    minimum: int | None = None
    maximum: int | None = None
    above: int | None = None  # exclusive minimum
    min_items: int = 0
    unique: bool = False
    min_length: int = 0
    names: str | None = None
    choices: tuple[str, ...] = ()
    what: Message = Message("what_value")
    tile: bool = False


# ---- shapes: a type annotation worked out once per table class --------------------------


class Shape(NamedTuple):
    """What a field's type says a value must be (worked out once per class)."""

    kind: str  # int, bool, str, decimal, choice, list, map, record
    spec: Spec = Spec()
    nullable: bool = False
    item: "Shape | None" = None  # list items, map values
    key: Spec | None = None  # map keys
    choices: tuple[str, ...] = ()
    record: type | None = None
    fields: "tuple[tuple[str, Shape, bool], ...]" = ()  # (name, shape, required)


# Exact: a decimal number held without decimal (exact.py), so that loading a table made
# ahead (rules/tables.py) needs no decimal; a plugin's table may still hold a Decimal.
_SCALARS: Final = {int: "int", bool: "bool", str: "str", Exact: "exact", Text: "label"}


_NO_SPEC: Final[Spec] = Spec()


def shape_of(annotation: Any, spec: Spec = _NO_SPEC, nullable: bool = False) -> Shape:
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *extras = get_args(annotation)
        found = next((e for e in extras if isinstance(e, Spec)), spec)
        return shape_of(base, found, nullable)
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(annotation) if a is not type(None)]
        return shape_of(options[0], spec, True)
    if origin is Literal:
        return Shape("choice", spec, nullable, choices=tuple(get_args(annotation)))
    if origin is tuple:
        return Shape("list", spec, nullable, item=shape_of(get_args(annotation)[0]))
    if origin in (dict, Mapping):
        key_type, value_type = get_args(annotation)
        key_spec = next((e for e in get_args(key_type)[1:] if isinstance(e, Spec)), Spec())
        return Shape("map", spec, nullable, item=shape_of(value_type), key=key_spec)
    if isinstance(annotation, type) and issubclass(annotation, Record):
        record = record_shape(annotation)
        return record._replace(nullable=True) if nullable else record
    if annotation not in _SCALARS:
        from decimal import Decimal  # only a table that asks for one

        if annotation is Decimal:
            return Shape("decimal", spec, nullable)
    return Shape(_SCALARS[annotation], spec, nullable)


_SHAPES: Final[dict[type[Any], Shape]] = {}  # worked out from the code, once per table class


def record_shape(cls: type[Record]) -> Shape:
    """The keys of a table class: its fields, less those made with `derived()` (worked out
    from the others or by the variant's compile step, never written in a rule file)."""
    known = _SHAPES.get(cls)
    if known is not None:
        return known
    # The annotations as written, base classes first: get_type_hints would walk every one
    # again for forward references (≈ 0.4 ms at start-up); a string is evaluated here too.
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        hints.update(get_annotations(klass, eval_str=True))
    defaults = cls._field_defaults
    fields = tuple((name, shape_of(hints[name]), name not in defaults) for name in cls._fields)
    shape = _SHAPES[cls] = Shape("record", record=cls, fields=fields)
    return shape


# ---- decoding ---------------------------------------------------------------------------

_WORDS: Final = {
    "int": Message("kind_int"),
    "decimal": Message("kind_decimal"),
    "exact": Message("kind_decimal"),
    "bool": Message("kind_bool"),
    "str": Message("kind_str"),
    "label": Message("kind_str"),
    "list": Message("kind_list"),
    "map": Message("kind_map"),
    "record": Message("kind_map"),
}


def dotted(path: Path) -> str | Message:
    out = ""
    for part in path:
        out += f"[{part}]" if part.isdigit() else (f".{part}" if out else part)
    return out or Message("rule_whole_file")


def shown(value: Any) -> str | Message:
    if value is None:
        return Message("rule_nothing")
    if isinstance(value, dict):
        return Message("rule_a_mapping")
    if isinstance(value, list):
        return Message("rule_a_list")
    return repr(value)


def inside(path: Path) -> str | Message:
    """ " in 'prices'": the mapping a key was written in (nothing at the top)."""
    return Message("rule_inside", path=dotted(path)) if path else ""


def suggest(word: str, known: Sequence[str], what: Message, list_known: bool) -> str | Message:
    import difflib  # only on this error path: it costs start-up time

    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    listed = ", ".join(known)
    if close and list_known and known:
        return Message("rule_hint_close_known", close=close[0], known=listed)
    if close:
        return Message("rule_hint_close", close=close[0])
    if known:
        return Message("rule_hint_known", known=listed)
    return Message("rule_hint_none_allowed", what=what)


Names = Mapping[str, Sequence[str]]


class Decoder:
    """Decodes one rule set's merged data; every error names where the key was written.
    `names` holds the words the code knows, by kind (see Spec.names)."""

    def __init__(self, rules: RuleData, names: Names) -> None:
        self.rules = rules
        self.names = names

    def known(self, spec: Spec) -> Sequence[str] | None:
        if spec.names is not None:
            return self.names[spec.names]
        return spec.choices or None

    def where(self, path: Path) -> str:
        return f"{self.rules.path}:1:1" if not path else self.rules.where(*path)

    def fail(self, path: Path, message: Message) -> RuleFileError:
        return RuleFileError(message, self.where(path))

    def value(self, shape: Shape, raw: Any, path: Path) -> Any:
        if raw is None and shape.nullable:
            if shape.record is None:
                return None
            # An empty entry (`sihuo:`) is one with every default, where every key has one; a
            # section with required keys (`liability:`) is absent or written out, never empty.
            if not any(required for _, _, required in shape.fields):
                return shape.record()
        if raw is None:
            wanted = _WORDS.get(shape.kind)
            if wanted is not None:
                raise self.fail(path, Message("rule_no_value", name=dotted(path), wanted=wanted))
        kind = shape.kind
        if kind == "record":
            return self.record(shape, raw, path)
        if kind == "choice":
            return self.word(shape.choices, shape.spec, raw, path)
        if kind == "list":
            return self.items(shape, raw, path)
        if kind == "map":
            return self.table(shape, raw, path)
        return self.scalar(shape, raw, path)

    def type_error(self, kind: str, raw: Any, path: Path) -> RuleFileError:
        wanted = _WORDS[kind]
        return self.fail(
            path, Message("rule_wrong_type", name=dotted(path), wanted=wanted, got=shown(raw))
        )

    def scalar(self, shape: Shape, raw: Any, path: Path) -> Any:
        kind, spec = shape.kind, shape.spec
        if spec.tile:  # written as a code (5m), held as a Tile number
            if not isinstance(raw, str):
                raise self.type_error("str", raw, path)
            if not _TILE.fullmatch(raw):
                raise self.fail(path, Message("rule_not_a_tile", name=dotted(path), got=shown(raw)))
            return parse_code(raw)
        if kind == "bool":
            if not isinstance(raw, bool):
                raise self.type_error(kind, raw, path)
            return raw
        if kind == "label":  # the Chinese: `record` adds the English written beside it
            if not isinstance(raw, str):
                raise self.type_error("str", raw, path)
            return raw
        if kind == "str":
            if not isinstance(raw, str):
                raise self.type_error(kind, raw, path)
            known = self.known(spec)
            if known is not None:
                return self.word(known, spec, raw, path)
            if len(raw) < spec.min_length:
                raise self.fail(path, Message("rule_empty", name=dotted(path)))
            return raw
        if kind == "int":
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise self.type_error(kind, raw, path)
            number: Any = raw
        else:
            if isinstance(raw, bool) or not isinstance(raw, (int, float)):
                raise self.type_error(kind, raw, path)
            if isinstance(raw, float) and not math.isfinite(raw):  # .nan, .inf: no amount
                written = ".nan" if math.isnan(raw) else "-.inf" if raw < 0 else ".inf"
                raise self.fail(path, Message("rule_not_finite", name=dotted(path), got=written))
            from decimal import Decimal  # a rule file's numbers: not needed to score

            number = Decimal(str(raw))  # the decimal as written: 0.2 is 0.2
        name = dotted(path)
        got = shown(raw)
        if spec.minimum is not None and number < spec.minimum:
            limit = spec.minimum
            raise self.fail(path, Message("rule_at_least", name=name, limit=limit, got=got))
        if spec.above is not None and number <= spec.above:
            limit = spec.above
            raise self.fail(path, Message("rule_more_than", name=name, limit=limit, got=got))
        if spec.maximum is not None and number > spec.maximum:
            limit = spec.maximum
            raise self.fail(path, Message("rule_at_most", name=name, limit=limit, got=got))
        return Exact.of(number) if kind == "exact" else number

    def word(self, allowed: Sequence[str], spec: Spec, raw: Any, path: Path) -> str:
        if raw in allowed and isinstance(raw, str):
            return raw
        known = sorted(allowed)
        hint = suggest(str(raw), known, spec.what, list_known=True)
        # A list entry names its list; a key's value needs no "in".
        parent = inside(path[:-1]) if path and path[-1].isdigit() else ""
        got = shown(raw)
        unknown = Message("rule_unknown_word", what=spec.what, got=got, inside=parent, hint=hint)
        raise self.fail(path, unknown)

    def items(self, shape: Shape, raw: Any, path: Path) -> tuple[Any, ...]:
        if not isinstance(raw, list):
            raise self.type_error("list", raw, path)
        spec = shape.spec
        name = dotted(path)
        if len(raw) < spec.min_items:
            n = spec.min_items
            few = Message("rule_one_entry", name=name)
            raise self.fail(path, few if n == 1 else Message("rule_entries", name=name, count=n))
        assert shape.item is not None
        out = tuple(self.value(shape.item, item, (*path, str(i))) for i, item in enumerate(raw))
        if spec.unique:
            seen: set[str] = set()
            for i, item in enumerate(raw):
                if repr(item) in seen:
                    twice = Message("rule_listed_twice", name=name, got=shown(item))
                    raise self.fail((*path, str(i)), twice)
                seen.add(repr(item))
        return out

    def table(self, shape: Shape, raw: Any, path: Path) -> dict[Any, Any]:
        if not isinstance(raw, dict):
            raise self.type_error("map", raw, path)
        key_spec = shape.key or Spec()
        where = inside(path)
        out: dict[Any, Any] = {}
        assert shape.item is not None
        for key, item in raw.items():
            at = (*path, key)
            name: Any = key
            known = self.known(key_spec)
            if known is not None:
                allowed = sorted(known)
                if key not in allowed:
                    hint = suggest(key, allowed, key_spec.what, list_known=True)
                    unknown = Message(
                        "rule_unknown_name", what=key_spec.what, key=key, inside=where, hint=hint
                    )
                    raise self.fail(at, unknown)
            elif key_spec.tile:
                if not _TILE.fullmatch(key):
                    raise self.fail(at, Message("rule_key_not_a_tile", key=key, inside=where))
                name = parse_code(key)
            elif len(key) < key_spec.min_length:
                raise self.fail(at, Message("rule_empty_key", inside=where))
            out[name] = self.value(shape.item, item, at)
        return out

    def record(self, shape: Shape, raw: Any, path: Path) -> Any:
        if not isinstance(raw, dict):
            raise self.type_error("record", raw, path)
        where = inside(path)
        for name, _, required in shape.fields:
            if required and name not in raw:
                raise self.fail(path, Message("rule_missing_key", key=name, inside=where))
        known = sorted(n for name, f, _ in shape.fields for n in _keys(name, f))
        for key in raw:
            if key not in known:
                hint = suggest(key, known, Message("what_key"), list_known=False)
                unknown = Message("rule_unknown_key", key=key, inside=where, hint=hint)
                raise self.fail((*path, key), unknown)
        values = {}
        for name, field_shape, _ in shape.fields:
            if name in raw:
                value = self.value(field_shape, raw[name], (*path, name))
                if field_shape.kind == "label" and value is not None:
                    english = raw.get(name + ENGLISH)
                    if english is not None and not isinstance(english, str):
                        raise self.type_error("str", english, (*path, name + ENGLISH))
                    value = Text(value, english_of(self.rules, raw, path, name, value))
                values[name] = value
            elif field_shape.kind == "label" and name + ENGLISH in raw:
                english = dotted((*path, name + ENGLISH))
                missing = Message("rule_english_alone", name=english, key=name)
                raise self.fail((*path, name + ENGLISH), missing)
        assert shape.record is not None
        return shape.record(**values)


def _keys(name: str, shape: Shape) -> tuple[str, ...]:
    """A field's keys: its name, and for a Label its English beside it."""
    return (name, name + ENGLISH) if shape.kind == "label" else (name,)


def decode(cls: type[T], rules: RuleData, names: Names) -> T:
    """The whole merged rule set as a `cls` table, checked."""
    found = Decoder(rules, names).value(record_shape(cls), rules.data, ())
    assert isinstance(found, cls)
    return found


def fail(rules: RuleData, path: Path, message: Message) -> RuleFileError:
    """A check the types cannot say (one key needs another), worded like the others."""
    return Decoder(rules, {}).fail(path, message)
