"""One loader for every user file: settings, high scores, campaign progress, records, ...

A user file is a small JSON document in the data folder, described by a pydantic model whose
fields all have defaults (the defaults are what a missing or unreadable file gives), or by a flat
plain dataclass (see `plain_field`: the settings, read before the first frame without pydantic):

    from game.storage.userfile import UserFile

    PROGRESS = UserFile("campaign-progress.json", CampaignProgress, "Campaign progress")
    loaded = PROGRESS.load()        # never raises, never hangs
    loaded.value                    # a valid CampaignProgress: the file's good part, defaults elsewhere
    loaded.notice                   # None, or a short notice for the player (app.notify(loaded.notice))
    notice = PROGRESS.save(model)   # None when saved (atomically), else a notice naming the file

What `load` guarantees, whatever is on disk:
- only a regular file is opened (checked with os.stat first, opened non-blocking, checked again):
  a FIFO, a folder or a device in its place is set aside, never read;
- the size (`max_bytes`), the nesting (`max_depth`) and the numbers (|n| <= 10**15, finite) are
  bounded; every parse error is caught (RecursionError, MemoryError and OverflowError included);
- the document is validated (strictly: "3" is not 3) into the model, and only what is wrong is
  dropped: a bad list item, a bad or unknown key (its default is used). Several rounds of pruning
  keep everything that validates;
- if anything was wrong, the damaged file is moved aside to `<name>.bad` (`.bad.2`, ... never
  overwriting an earlier one) and the good part is written back at once, atomically, so the next
  launch starts clean and nothing that was readable is lost (with nothing good left, no file is
  written: a missing file means the defaults). If it cannot be moved aside, it is
  left exactly as it is and `save` refuses to overwrite it for the rest of the session;
- the notice names the file, lists the first few problems with their key paths
  ("entries[3].score: expected an integer from 0 to 999999, got 1e400"), then "and N more", and
  says what happened to the file. Every value shown is cut short, so a notice stays a few lines.

Saves are atomic (a temporary file in the same folder, fsync, rename): a crash or a kill mid-write
leaves either the old file or the new one; the scratch file such a kill leaves behind is removed by a
later load once it is ten minutes old. JSON only: nothing from a file is ever evaluated.
"""

from __future__ import annotations

import dataclasses
import errno
import functools
import math
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar, get_args, get_origin, get_type_hints

from game.storage.atomic import keep_aside, remove_stale_scratch, write_json_atomic
from game.storage.paths import data_dir

if TYPE_CHECKING:
    from pydantic import BaseModel

# pydantic is imported only when a document has to be checked by it (a pydantic model's file, or a
# plain dataclass's file that is not plainly valid): importing it and building a model cost ~100 ms,
# more than the rest of the start to the first frame (issue 15).
M = TypeVar("M")

MAX_NUMBER = 10**15          # bigger numbers (and inf/NaN) are refused where they stand
SHOWN_PROBLEMS = 3           # problems spelt out in a notice; the rest are counted
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


class Loaded(NamedTuple, Generic[M]):
    value: M                                  # always a valid model
    notice: str | None = None                 # for the player; None when all is well
    problems: tuple[Problem, ...] = ()        # every problem found (the notice shows the first few)
    kept_aside: Path | None = None            # where the damaged file went, if it was moved


class _Rejected:
    """Stands in for a value the parser refused (a huge number, a too-deep nest), so that
    validation reports it at its own key path and only it is dropped."""

    def __init__(self, why: str, text: str) -> None:
        self.why, self.text = why, text

    def __repr__(self) -> str:
        return self.text


_DEEP = "\x00planet-dice:nested-too-deep\x00"
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)
REGISTERED: dict[str, UserFile] = {}  # every user file by name (the fuzz tests go through them all)
_unsafe_to_save: dict[Path, str] = {}  # files never to overwrite this session -> why


@dataclass(frozen=True)
class UserFile(Generic[M]):
    """A user file: its name in the data folder, its model, and how the notice names it."""
    name: str
    model: type[M]
    title: str                                # "Settings file", "High-score file", ...
    max_bytes: int = 256 * 1024
    max_depth: int = 16
    folder: Callable[[], Path] = data_dir
    kept: Callable[[Any], str] | None = None  # says what survived, e.g. "2 good entries are kept"

    def __post_init__(self) -> None:
        self.model()  # every field needs a default: the defaults are what a missing file gives
        _plain_fields(self.model)  # a plain dataclass: only the fields the fast path knows
        REGISTERED[self.name] = self

    def schema(self) -> type[BaseModel]:
        """The pydantic model that checks the file: `model` itself, or the one a plain dataclass
        describes (built, and pydantic imported, on the first call)."""
        return _schema(self.model)

    def dump(self, value: M) -> dict[str, Any]:
        """`value` as the JSON document saved."""
        if _plain_fields(self.model) is not None:
            return dataclasses.asdict(value)
        return value.model_dump(mode="json")

    def path(self) -> Path:
        return self.folder() / self.name

    # ------------------------------------------------------------------ loading
    def load(self, path: Path | None = None, check: Callable[[M], tuple[M, list[Problem]]] | None = None
             ) -> Loaded[M]:
        """The file's value, never raising. `check`: a further judgement of a valid value against
        what only the caller knows (campaign progress against the levels): it returns the value
        corrected and the problems, which are reported and written back like any other bad value."""
        path = path or self.path()
        _unsafe_to_save.pop(path, None)
        remove_stale_scratch(path)
        data, refusal = _read_document(path, self.max_bytes, self.max_depth)
        if refusal == "missing":
            return Loaded(self.model())
        if refusal is not None and refusal.startswith("!"):
            # Not damaged, just not usable (unreadable, or the data folder is a file): leave it alone.
            problem = Problem("", refusal[1:])
            if "is a file, not a folder" in refusal:
                outcome = "Nothing can be saved there; the defaults are used."
            else:
                _unsafe_to_save[path] = "it could not be read, so it is not overwritten"
                outcome = "It is left as it is and changes are not saved; the defaults are used."
            return Loaded(self.model(), f"{self.title} {path}: {problem}. {outcome}", (problem,))
        if refusal is not None:
            value, problems = self.model(), [Problem("", refusal)]
        else:
            value = plainly_valid(self.model, data)   # no pydantic needed: nothing to report
            problems = []
            if value is None:
                value, problems = validate(self.model, data)
        if check is not None:
            value, more = check(value)
            problems = [*problems, *more]
        if not problems:
            return Loaded(value)
        return self._set_aside(path, value, problems)

    def _set_aside(self, path: Path, value: M, problems: list[Problem]) -> Loaded[M]:
        kept = self.kept(value) if self.kept else (
            "the defaults are used" if value == self.model() else "the good values are kept")
        try:
            aside = keep_aside(path)
        except OSError as exc:
            _unsafe_to_save[path] = "it was damaged and could not be moved aside, so it is not overwritten"
            outcome = (f"It could not be moved aside ({_reason(exc)}), so it is left as it is and changes "
                       f"are not saved; {kept} for now.")
            return Loaded(value, self._notice(path, problems, outcome), tuple(problems))
        if value == self.model():  # nothing good to write back: no file means the defaults
            return Loaded(value, self._notice(path, problems, f"It was kept aside as {aside.name}; {kept}."),
                          tuple(problems), aside)
        failure = self.save(value, path)
        if failure is None:
            outcome = f"It was kept aside as {aside.name}; {kept} and saved."
        else:
            outcome = f"It was kept aside as {aside.name}; {kept} for now, but could not be saved ({failure})."
        return Loaded(value, self._notice(path, problems, outcome), tuple(problems), aside)

    def _notice(self, path: Path, problems: list[Problem], outcome: str) -> str:
        shown = "; ".join(str(p) for p in problems[:SHOWN_PROBLEMS])
        more = len(problems) - SHOWN_PROBLEMS
        if more > 0:
            shown += f"; and {more} more"
        return f"{self.title} {path}: {shown}. {outcome}"

    # ------------------------------------------------------------------- saving
    def save(self, value: M, path: Path | None = None) -> str | None:
        """Write `value` atomically; None when saved, else why not (naming the file)."""
        path = path or self.path()
        if path in _unsafe_to_save:
            return f"{path}: {_unsafe_to_save[path]}"
        try:
            write_json_atomic(path, self.dump(value))
        except OSError as exc:
            return f"could not write {path}: {_reason(exc, path)}"
        return None


# ---------------------------------------------------------------------- reading
def _read_document(path: Path, max_bytes: int, max_depth: int) -> tuple[Any, str | None]:
    """The parsed JSON, or (None, why not). "missing" means no file; a reason starting with "!"
    means the file must be left alone (it could not be looked at), any other reason that it is
    damaged (set it aside)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None, "missing"
    except NotADirectoryError:
        return None, f"!{_folder_is_a_file(path)}"
    except OSError as exc:
        return None, f"!cannot be looked at ({_reason(exc)})"
    if not stat.S_ISREG(info.st_mode):
        return None, f"is not a regular file but {_kind(info.st_mode)}, so it is not read"
    if info.st_size > max_bytes:
        return None, f"is {info.st_size:,} bytes, more than a file like it can be ({max_bytes:,})"
    try:
        raw = _read_regular(path, max_bytes)
    except _NotRegular as exc:
        return None, f"is not a regular file but {exc}, so it is not read"
    except OSError as exc:
        return None, f"!cannot be read ({_reason(exc)})"
    if len(raw) > max_bytes:
        return None, f"is more than {max_bytes:,} bytes, more than a file like it can be"
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return None, f"is not UTF-8 text (byte {exc.start})"
    try:
        return _parse(text, max_depth), None
    except (ValueError, RecursionError, MemoryError, OverflowError, TypeError) as exc:
        return None, f"cannot be read as JSON ({_cut(str(exc) or type(exc).__name__, 80)})"


class _NotRegular(Exception):
    pass


def _read_regular(path: Path, max_bytes: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped in after the stat
            raise _NotRegular(_kind(mode))
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, min(65536, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _parse(text: str, max_depth: int) -> Any:
    if text.count("[") + text.count("{") > max_depth:
        text = _cap_depth(text, max_depth)
    import json  # not at import: a start with no settings file reads no JSON (start-up)

    document = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    return _mark_deep(document)


def _cap_depth(text: str, max_depth: int) -> str:
    """The JSON text with every array or object nested deeper than `max_depth` replaced by a
    marker string (so the parser never recurses deeply, and the rest of the file survives)."""
    import json

    out, last, depth, start = [], 0, 0, -1
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth == max_depth + 1:
                start = match.start()
        elif token in "]}":
            if depth == max_depth + 1 and start >= 0:
                out.append(text[last:start])
                out.append(json.dumps(_DEEP))
                last, start = match.end(), -1
            depth -= 1
    if start >= 0:  # never closed: what is left cannot be valid JSON anyway
        raise ValueError(f"nested deeper than {max_depth} levels and never closed")
    out.append(text[last:])
    return "".join(out)


def _mark_deep(document: Any) -> Any:
    """Turn the depth markers into rejected values (walking without recursion)."""
    rejected = _Rejected("nested too deeply", "[[[...]]]")
    if document == _DEEP:
        return rejected
    stack = [document]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, child in items:
            if isinstance(child, str) and child == _DEEP:
                node[key] = rejected
            elif isinstance(child, (dict, list)):
                stack.append(child)
    return document


def _parse_int(text: str) -> int | _Rejected:
    digits = len(text.lstrip("-"))
    if digits > 16 or abs(int(text)) > MAX_NUMBER:
        return _Rejected(f"a number of {digits} digits is too large", _cut(text, 20))
    return int(text)


def _parse_float(text: str) -> float | _Rejected:
    number = float(text)
    if not math.isfinite(number) or abs(number) > MAX_NUMBER:
        return _Rejected(f"{_cut(text, 20)} is too large a number", _cut(text, 20))
    return number


def _parse_constant(text: str) -> _Rejected:
    return _Rejected(f"{text} is not a number JSON allows", text)


# ------------------------------------------------------------ plain dataclasses
# A flat file read before the first frame (the settings) is declared as a plain dataclass of bool,
# int and float fields made with `plain_field`. A missing file or a plainly valid document gives
# its value without pydantic; anything else goes through the same pydantic validation as every
# other user file (a model built from the dataclass), so every problem is reported the same way.
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
def _plain_fields(model: type) -> tuple[tuple[dataclasses.Field, type], ...] | None:
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
    fields = _plain_fields(model)
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
def _schema(model: type) -> type[BaseModel]:
    fields = _plain_fields(model)
    if fields is None:
        return model
    from pydantic import ConfigDict, Field, create_model

    return create_model(model.__name__, __config__=ConfigDict(extra="forbid"),
                        **{field.name: (kind, Field(field.default, **field.metadata)) for field, kind in fields})


# ------------------------------------------------------------------- validating
def validate(model: type[M], data: Any) -> tuple[M, list[Problem]]:
    """The model from `data`, keeping everything that validates, and every problem found.

    Each round drops what the validator refused (a list item, a key: its default is then used),
    until the rest validates; a document with nothing usable gives the model's defaults. A plain
    dataclass is checked by the pydantic model it describes."""
    if _plain_fields(model) is not None:
        checked, problems = validate(_schema(model), data)
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
    if isinstance(value, _Rejected):
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


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a plain file"


def _folder_is_a_file(path: Path) -> str:
    for folder in path.parents:
        if folder.exists() and not folder.is_dir():
            return f"the data folder {folder} is a file, not a folder"
    return "a folder on its path is a file"


def _reason(exc: OSError, path: Path | None = None) -> str:
    if path is not None and exc.errno in (errno.EEXIST, errno.ENOTDIR):
        for folder in path.parents:
            if folder.exists() and not folder.is_dir():
                return f"the data folder {folder} is a file, not a folder"
    text = exc.strerror or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]
