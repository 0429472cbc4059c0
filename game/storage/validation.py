"""Validating a user file's document into its model, keeping everything that validates
(`game.storage.userfile` uses it), and the plain dataclasses read before the first frame.

pydantic is imported only when a document has to be checked by it (a pydantic model's file, or a
plain dataclass's file that is not plainly valid): importing it and building a model cost ~100 ms,
more than the rest of the start to the first frame (issue 15).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, get_args, get_origin, get_type_hints

from game.storage.json_document import Rejected

if TYPE_CHECKING:
    from pydantic import BaseModel

M = TypeVar("M")
SHOWN_VALUE = 40             # characters of a bad value shown in a notice
PRUNE_ROUNDS = 25            # validation rounds before falling back to the defaults


# Problem and Loaded are named tuples, not frozen dataclasses: both are made on the way to the first
# frame (the settings), and building a frozen dataclass compiles six methods (~0.5 ms each class here).
class Problem(NamedTuple):
    """One thing wrong with a file: where (a key path such as `entries[3].score`, "" for the
    whole file) and what, in words."""
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


# ------------------------------------------------------------ plain dataclasses
# A flat file read before the first frame (the settings) is declared as a plain dataclass of bool,
# int, float and str fields made with `plain_field` (a str field: a `pattern` its whole text matches). A
# missing file or a plainly valid document gives
# its value without pydantic; anything else goes through the same pydantic validation as every
# other user file (a model built from the dataclass), so every problem is reported the same way.
PLAIN_TYPES = (bool, int, float, str)
_PLAIN_FIELD_KEYS = {"description", "ge", "le", "pattern"}


def plain_field(default: bool | int | float | str, *, description: str, ge: float | None = None,
                le: float | None = None, pattern: str | None = None) -> Any:
    """A field of a plain-dataclass user file: its default, what a notice says it expects, and its
    bounds (as pydantic's `Field(default, ge=, le=, description=)`)."""
    metadata: dict[str, Any] = {"description": description}
    if ge is not None:
        metadata["ge"] = ge
    if le is not None:
        metadata["le"] = le
    if pattern is not None:   # the whole text matches (re.fullmatch; anchored for pydantic, which searches)
        metadata["pattern"] = pattern
    return dataclasses.field(default=default, metadata=metadata)


@functools.cache
def plain_fields(model: type) -> tuple[tuple[dataclasses.Field, type], ...] | None:
    """(field, type) of each field of a plain dataclass; None for a pydantic model."""
    if not (isinstance(model, type) and dataclasses.is_dataclass(model)):
        return None
    hints = get_type_hints(model)
    fields = tuple((field, hints[field.name]) for field in dataclasses.fields(model))
    for field, kind in fields:
        if kind not in PLAIN_TYPES or not set(field.metadata) <= _PLAIN_FIELD_KEYS:
            raise TypeError(f"{model.__name__}.{field.name}: a plain user file has only bool, int, float and str "
                            f"fields, made with plain_field()")
    return fields


def plainly_valid(model: type[M], data: Any) -> M | None:
    """The value of a plain-dataclass file whose document needs no checking, or None (a pydantic
    model, or anything to report). It takes only what pydantic's strict validation takes, with
    the same result (an integer for a float field becomes a float); tests/storage/test_userfile_plain.py
    compares the two."""
    fields = plain_fields(model)
    if fields is None or type(data) is not dict or len(data) > len(fields):
        return None
    values: dict[str, Any] = {}
    for field, kind in fields:
        if field.name not in data:
            continue
        value = data[field.name]
        if kind is float and type(value) is int:
            value = float(value)
        if type(value) is not kind:
            return None
        low, high = field.metadata.get("ge"), field.metadata.get("le")
        if (low is not None and not value >= low) or (high is not None and not value <= high):
            return None
        pattern = field.metadata.get("pattern")
        if pattern is not None and re.fullmatch(pattern, value) is None:
            return None
        values[field.name] = value
    if len(values) != len(data):  # an unknown key
        return None
    return model(**values)


@functools.cache
def schema_of(model: type) -> type[BaseModel]:
    fields = plain_fields(model)
    if fields is None:
        return model
    from pydantic import ConfigDict, Field, create_model

    return create_model(model.__name__, __config__=ConfigDict(extra="forbid"),
                        **{field.name: (kind, Field(field.default, **_pydantic_bounds(field.metadata)))
                           for field, kind in fields})


def _pydantic_bounds(metadata) -> dict[str, Any]:
    bounds = dict(metadata)
    if "pattern" in bounds:
        bounds["pattern"] = f"^(?:{bounds['pattern']})$"
    return bounds


# ------------------------------------------------------------------- validating
def validate(model: type[M], data: Any) -> tuple[M, list[Problem]]:
    """The model from `data`, keeping everything that validates, and every problem found.

    Each round drops what the validator refused (a list item, a key: its default is then used),
    until the rest validates; a document with nothing usable gives the model's defaults. A plain
    dataclass is checked by the pydantic model it describes."""
    if plain_fields(model) is not None:
        checked, problems = validate(schema_of(model), data)
        return model(**{name: getattr(checked, name) for name in type(checked).model_fields}), problems
    from pydantic import ValidationError

    problems: list[Problem] = []
    seen: set[str] = set()
    for _ in range(PRUNE_ROUNDS):
        try:
            return model.model_validate(data, strict=True), problems
        except ValidationError as exc:
            errors = exc.errors(include_url=False)
        except (RecursionError, MemoryError, OverflowError, ValueError, TypeError) as exc:
            problems.append(Problem("", f"cannot be checked ({type(exc).__name__})"))
            break
        for error in errors:
            problem = _describe(model, error)
            if problem.path not in seen:
                seen.add(problem.path)
                problems.append(problem)
        data, pruned = _prune(data, [_data_loc(data, error) for error in errors])
        if not pruned:
            break
    return model(), problems


def _data_loc(data: Any, error: dict) -> tuple:
    """The part of the error's location that exists in the data (pydantic adds type tags for
    unions and key markers for dicts); for a missing key, the item that lacks it."""
    loc = tuple(error["loc"])
    if error["type"] == "missing":
        loc = loc[:-1]
    found: list = []
    node = data
    for key in loc:
        if isinstance(node, dict) and isinstance(key, str) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and 0 <= key < len(node):
            node = node[key]
        else:
            break
        found.append(key)
    return tuple(found)


_DROP = object()


def _prune(data: Any, locs: list[tuple]) -> tuple[Any, bool]:
    """`data` without the values at `locs` (a location () means nothing is usable)."""
    if any(loc == () for loc in locs) or not locs:
        return data, False
    for loc in locs:
        node = data
        for key in loc[:-1]:
            node = node[key]
            if node is _DROP:
                break
        else:
            if node is not _DROP:
                node[loc[-1]] = _DROP
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key in [k for k, v in node.items() if v is _DROP]:
                del node[key]
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            node[:] = [v for v in node if v is not _DROP]
            stack.extend(v for v in node if isinstance(v, (dict, list)))
    return data, True


_PLAIN = {
    "bool_type": "expected true or false",
    "int_type": "expected an integer",
    "float_type": "expected a number",
    "string_type": "expected text in quotes",
    "list_type": "expected a list",
    "dict_type": "expected a table",
    "extra_forbidden": "unknown key",
    "missing": "missing",
    "literal_error": "expected {expected}",
    "string_too_long": "expected at most {max_length} characters",
    "string_too_short": "expected at least {min_length} characters",
    "string_pattern_mismatch": "expected text like {pattern}",
    "too_long": "expected at most {max_length} items",
    "too_short": "expected at least {min_length} items",
    "greater_than_equal": "expected {ge} or more",
    "less_than_equal": "expected {le} or less",
    "greater_than": "expected more than {gt}",
    "less_than": "expected less than {lt}",
}


def _describe(model: type[BaseModel], error: dict) -> Problem:
    loc = tuple(error["loc"])
    path = _key_path(loc)
    value = error.get("input")
    if isinstance(value, Rejected):
        return Problem(path, value.why)
    kind = error["type"]
    if kind == "missing":
        return Problem(path, "missing")
    if kind == "extra_forbidden":
        return Problem(path, "unknown key")
    described = _field_description(model, loc)
    if described:
        message = f"expected {described}"
    elif kind in ("model_type", "model_attributes_type", "dataclass_type"):
        message = "expected a table" + _fields_hint(model, loc)
    elif kind in _PLAIN:
        try:
            message = _PLAIN[kind].format(**(error.get("ctx") or {}))
        except (KeyError, IndexError, ValueError):
            message = _PLAIN[kind]
    else:
        message = _cut(str(error.get("msg", "not valid")), 80)
    return Problem(path, f"{message}, got {_show(value)}")


def _key_path(loc: tuple) -> str:
    out = ""
    for key in loc:
        if isinstance(key, int):
            out += f"[{key}]"
        else:
            key = _cut(str(key), 30)
            out += f".{key}" if out else key
    return out


def _annotation_at(model: type[BaseModel], loc: tuple) -> tuple[Any, Any]:
    """(the type expected at `loc`, the pydantic field info if `loc` ends on a model field)."""
    from pydantic import BaseModel

    kind: Any = model
    info = None
    for key in loc:
        info = None
        if isinstance(kind, type) and issubclass(kind, BaseModel) and isinstance(key, str):
            info = kind.model_fields.get(key)
            if info is None:
                return None, None
            kind = info.annotation
        elif get_origin(kind) in (list, tuple, set, frozenset) and isinstance(key, int):
            kind = (get_args(kind) or (None,))[0]
        elif get_origin(kind) is dict:
            kind = (get_args(kind) or (None, None))[-1]
        else:
            return None, None
    return kind, info


def _field_description(model: type[BaseModel], loc: tuple) -> str | None:
    _, info = _annotation_at(model, loc)
    return info.description if info is not None and info.description else None


def _fields_hint(model: type[BaseModel], loc: tuple) -> str:
    from pydantic import BaseModel

    kind, _ = _annotation_at(model, loc)
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        names = list(kind.model_fields)
        if 0 < len(names) <= 4:
            return " with " + ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else f" with {names[0]}"
    return ""


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return "a table" if value else "{}"
    if isinstance(value, list):
        return f"a list of {len(value)}" if value else "[]"
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(_cut(value, SHOWN_VALUE))
    return _cut(repr(value), SHOWN_VALUE)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
