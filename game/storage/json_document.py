"""Reading a user file's JSON document, bounded and never trusting (`game.storage.userfile` uses it).

`read_document(path, max_bytes, max_depth)` opens only a regular file (checked with os.stat, opened
non-blocking, checked again), bounds its size, its nesting and its numbers (|n| <= 10**15, finite),
and catches every parse error: a value it refuses stands in the document as a `Rejected`, so
validation reports it at its own key path and drops only it.
"""

from __future__ import annotations

import errno
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

MAX_NUMBER = 10**15          # bigger numbers (and inf/NaN) are refused where they stand


class Rejected:
    """Stands in for a value the parser refused (a huge number, a too-deep nest), so that
    validation reports it at its own key path and only it is dropped."""

    def __init__(self, why: str, text: str) -> None:
        self.why, self.text = why, text

    def __repr__(self) -> str:
        return self.text


_DEEP = "\x00planet-dice:nested-too-deep\x00"
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.S)


def read_document(path: Path, max_bytes: int, max_depth: int) -> tuple[Any, str | None]:
    """The parsed JSON, or (None, why not). "missing" means no file; a reason starting with "!"
    means the file must be left alone (it could not be looked at), any other reason that it is
    damaged (set it aside)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None, "missing"
    except NotADirectoryError:
        return None, f"!{folder_is_a_file(path)}"
    except OSError as exc:
        return None, f"!cannot be looked at ({reason(exc)})"
    if not stat.S_ISREG(info.st_mode):
        return None, f"is not a regular file but {kind(info.st_mode)}, so it is not read"
    if info.st_size > max_bytes:
        return None, f"is {info.st_size:,} bytes, more than a file like it can be ({max_bytes:,})"
    try:
        raw = _read_regular(path, max_bytes)
    except NotRegular as exc:
        return None, f"is not a regular file but {exc}, so it is not read"
    except OSError as exc:
        return None, f"!cannot be read ({reason(exc)})"
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


class NotRegular(Exception):
    pass


def _read_regular(path: Path, max_bytes: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped in after the stat
            raise NotRegular(kind(mode))
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
    rejected = Rejected("nested too deeply", "[[[...]]]")
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


def _parse_int(text: str) -> int | Rejected:
    digits = len(text.lstrip("-"))
    if digits > 16 or abs(int(text)) > MAX_NUMBER:
        return Rejected(f"a number of {digits} digits is too large", _cut(text, 20))
    return int(text)


def _parse_float(text: str) -> float | Rejected:
    number = float(text)
    if not math.isfinite(number) or abs(number) > MAX_NUMBER:
        return Rejected(f"{_cut(text, 20)} is too large a number", _cut(text, 20))
    return number


def _parse_constant(text: str) -> Rejected:
    return Rejected(f"{text} is not a number JSON allows", text)


def kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a plain file"


def folder_is_a_file(path: Path) -> str:
    for folder in path.parents:
        if folder.exists() and not folder.is_dir():
            return f"the data folder {folder} is a file, not a folder"
    return "a folder on its path is a file"


def reason(exc: OSError, path: Path | None = None) -> str:
    if path is not None and exc.errno in (errno.EEXIST, errno.ENOTDIR):
        for folder in path.parents:
            if folder.exists() and not folder.is_dir():
                return f"the data folder {folder} is a file, not a folder"
    text = exc.strerror or str(exc) or type(exc).__name__
    return text[:1].lower() + text[1:]


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
