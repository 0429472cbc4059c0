"""Reading level and world files: bounded, never trusting, every problem at once.

`load_level(path) -> Level` and `load_world(path) -> World` raise `LevelError` for anything wrong
with the file and nothing else: unreadable, too big, not UTF-8, not TOML, nested too deep, keys
unknown, values of the wrong type or out of range, settings that contradict each other. Even a
RecursionError or a MemoryError inside the parser becomes a LevelError naming the file.
"""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from game.campaign.checks import contradictions
from game.campaign.errors import LevelError, Problem
from game.campaign.model import Level, World

MAX_FILE_BYTES = 16 * 1024   # a level file is well under 2 KiB
MAX_DEPTH = 4                # tables and lists inside each other (a level needs 3)
MAX_ITEMS = 64               # keys of one table / items of one list
MAX_SHOWN = 40               # characters of a bad value quoted back in a message

Model = TypeVar("Model", bound=BaseModel)


def load_level(path: Path | str) -> Level:
    """The level in `path`, checked in full; LevelError (every problem, with key paths) otherwise."""
    path = Path(path)
    doc = read_toml(path)
    return _validate(path, doc, Level, extra=contradictions)


def load_world(path: Path | str) -> World:
    path = Path(path)
    return _validate(path, read_toml(path), World)


def read_toml(path: Path) -> dict[str, Any]:
    """The TOML document in `path`, within the size and shape bounds."""
    try:
        data = _read_bounded(path)
    except LevelError:
        raise
    except OSError as exc:
        raise LevelError(path, [Problem("", f"cannot be read ({exc.strerror or exc})")]) from None
    except (MemoryError, RecursionError) as exc:
        raise LevelError(path, [Problem("", f"cannot be read ({type(exc).__name__})")]) from None
    return parse_toml(path, data)


def parse_toml(path: Path | str, data: bytes) -> dict[str, Any]:
    try:
        text = data.decode("utf-8-sig")   # a byte-order mark (some editors write one) is taken
    except UnicodeDecodeError as exc:
        raise LevelError(path, [Problem("", f"is not UTF-8 text (byte {exc.start})")]) from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LevelError(path, [Problem("", f"is not valid TOML: {exc}")]) from None
    except (RecursionError, MemoryError):
        raise LevelError(path, [Problem("", f"is nested too deeply (at most {MAX_DEPTH} levels)")]) from None
    except Exception as exc:  # noqa: BLE001 - e.g. ValueError for an integer of 5000 digits
        raise LevelError(path, [Problem("", f"is not valid TOML: {_short(str(exc))}")]) from None
    problems = _shape_problems(doc, "", 1)
    if problems:
        raise LevelError(path, problems)
    return doc


def _read_bounded(path: Path) -> bytes:
    """At most MAX_FILE_BYTES of a regular file (a FIFO or a device would hang or never end)."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise LevelError(path, [Problem("", "is not a regular file")])
    if info.st_size > MAX_FILE_BYTES:
        raise LevelError(path, [Problem("", f"is {info.st_size} bytes, over the limit of {MAX_FILE_BYTES}")])
    with open(path, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise LevelError(path, [Problem("", f"is over the limit of {MAX_FILE_BYTES} bytes")])
    return data


def _shape_problems(value: Any, where: str, depth: int) -> list[Problem]:
    """Nesting and sizes, checked before validation (iteratively bounded by MAX_DEPTH)."""
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, list):
        items = [(f"[{index}]", item) for index, item in enumerate(value)]
    else:
        return []
    if depth > MAX_DEPTH:
        return [Problem(where, f"is nested too deeply (at most {MAX_DEPTH} levels)")]
    if len(items) > MAX_ITEMS:
        return [Problem(where, f"holds {len(items)} items, over the limit of {MAX_ITEMS}")]
    problems = []
    for key, item in items:
        problems += _shape_problems(item, _join(where, key), depth + 1)
    return problems


def _join(where: str, key: Any) -> str:
    key = str(key)
    if key.startswith("["):
        return where + key
    if not key.replace("_", "a").replace("-", "a").isalnum():
        key = '"' + _short(key) + '"'
    return f"{where}.{key}" if where else key


def _validate(path: Path, doc: dict[str, Any], model: type[Model], extra=None) -> Model:
    problems: list[Problem] = []
    result = None
    try:
        result = model.model_validate(doc)
    except ValidationError as exc:
        problems += [_problem(error, model) for error in exc.errors(include_url=False)]
    except (RecursionError, MemoryError) as exc:
        problems.append(Problem("", f"cannot be checked ({type(exc).__name__})"))
    if extra is not None:
        problems += extra(doc)
    if not problems and isinstance(result, Level):
        try:
            _ = result.rules  # the rules' own checks: a last line of defence
        except ValueError as exc:
            problems.append(Problem("twists", str(exc)))
    if problems:
        raise LevelError(path, _unique(problems))
    assert result is not None
    return result


def _problem(error: dict[str, Any], model: type[BaseModel]) -> Problem:
    loc = list(error.get("loc", ()))
    is_key = bool(loc) and loc[-1] == "[key]"
    if is_key:
        loc = loc[:-1]
    where = ""
    for part in loc:
        where = _join(where, f"[{part}]" if isinstance(part, int) else part)
    kind = error.get("type", "")
    shown = _short(repr(error.get("input")))
    if kind == "extra_forbidden":
        message = "unknown key"
    elif kind == "missing":
        message = "is missing (required)"
    elif kind == "value_error":   # a validator of the model's own (unprintable text)
        message = f"{error.get('ctx', {}).get('error', error.get('msg', ''))}, got {shown}"
    elif kind == "literal_error":
        expected = str(error.get("ctx", {}).get("expected", "")).replace("'", "").replace(" or ", ", ")
        message = f"{shown} is not a category (one of: {expected})"
    else:
        message = f"{_lower_first(error.get('msg', 'is not valid'))}, got {shown}"
    return Problem(where, message)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _short(text: str) -> str:
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def _unique(problems: list[Problem]) -> list[Problem]:
    seen: dict[tuple[str, str], Problem] = {}
    for problem in problems:
        seen.setdefault((problem.path, problem.message), problem)
    return list(seen.values())
