"""Plain-dataclass user files (for game/storage/userfile.py).

A flat file read before the first frame (the settings) is declared as a plain dataclass of bool,
int and float fields made with `plain_field`. A missing file or a plainly valid document gives
its value without pydantic; anything else goes through the same pydantic validation as every
other user file (a model built from the dataclass), so every problem is reported the same way.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any, TypeVar, get_type_hints

if TYPE_CHECKING:
    from pydantic import BaseModel

M = TypeVar("M")

PLAIN_TYPES = (bool, int, float)
_PLAIN_FIELD_KEYS = {"description", "ge", "le"}


def plain_field(default: bool | int | float, *, description: str, ge: float | None = None,
                le: float | None = None) -> Any:
    """A field of a plain-dataclass user file: its default, what a notice says it expects, and its
    bounds (as pydantic's `Field(default, ge=, le=, description=)`)."""
    metadata: dict[str, Any] = {"description": description}
    if ge is not None:
        metadata["ge"] = ge
    if le is not None:
        metadata["le"] = le
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
            raise TypeError(f"{model.__name__}.{field.name}: a plain user file has only bool, int and float "
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
                        **{field.name: (kind, Field(field.default, **field.metadata)) for field, kind in fields})


