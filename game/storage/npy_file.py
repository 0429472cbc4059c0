"""Reading a cached numeric table (.npy) without trusting it.

The computer players' tables are cached in the user's cache folder (game/ai/*_table.py). Such a file
may be damaged, truncated, swapped for something else or written by another version, so it is read
with care: only a regular file is opened, non-blocking (a FIFO in its place cannot hang the game),
and never more than the table's bytes plus a header; the header's shape, type and order are checked
against the expected ones before any array is made (a header claiming 10^12 entries costs nothing);
the body must be exactly the table's length; pickles are never loaded. Anything else gives None: the
caller rebuilds the table and replaces the file atomically.

The cache folder is bounded (`bound_folder`): when a new table is written, the least recently used
tables go first until they take no more than a limit together (`mark_used` notes a use in the
file's access time: a table read from the cache counts as used then).
"""

from __future__ import annotations

import io
import math
import os
import stat
import tempfile
import time
from pathlib import Path

import numpy as np

from game.storage.atomic import file_mode

MAX_HEADER = 64 * 1024   # numpy's own limit on a header is 10,000 bytes (v1) / a little more (v2)


def read_array(path: Path, shape: tuple[int, ...], dtype: str | np.dtype) -> np.ndarray | None:
    """The array in the .npy file at `path` if it is exactly `shape` of `dtype` (C order), else None.
    Never raises for a bad or missing file; the array returned is a fresh, writable copy."""
    dtype = np.dtype(dtype)
    body_bytes = math.prod(shape) * dtype.itemsize
    try:
        raw = _read_regular(path, body_bytes + MAX_HEADER)
        if raw is None:
            return None
        handle = io.BytesIO(bytes(raw[:MAX_HEADER]))
        version = np.lib.format.read_magic(handle)
        if version == (1, 0):
            found_shape, fortran_order, found_dtype = np.lib.format.read_array_header_1_0(handle)
        elif version == (2, 0):
            found_shape, fortran_order, found_dtype = np.lib.format.read_array_header_2_0(handle)
        else:
            return None
        body = memoryview(raw)[handle.tell():]  # no copy: a 56 MiB table is read once, never copied
        if tuple(found_shape) != tuple(shape) or fortran_order or found_dtype != dtype or len(body) != body_bytes:
            return None
        return np.frombuffer(body, dtype=dtype).reshape(shape)  # writable: the buffer is a fresh bytearray
    except (OSError, ValueError, EOFError, MemoryError, SyntaxError, TypeError):
        return None


def write_array(path: Path, array: np.ndarray) -> None:
    """Save `array` as .npy at `path` atomically (a reader sees the old file or the whole new one), no
    pickle. (Written out here, not with game.storage.atomic: the AI may use only this module and paths.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = file_mode(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            np.save(handle, np.ascontiguousarray(array), allow_pickle=False)
            handle.flush()
            os.fsync(handle.fileno())
            os.fchmod(handle.fileno(), mode)   # the umask's permissions, not mkstemp's rw-------
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _read_regular(path: Path, max_bytes: int) -> bytearray | None:
    """The bytes of `path` (a fresh bytearray) if it is a regular file of at most `max_bytes`, else None."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        return None
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb", buffering=0) as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode) or info.st_size > max_bytes:
            return None
        raw = bytearray(info.st_size)
        view = memoryview(raw)
        got = 0
        while got < len(raw):
            n = handle.readinto(view[got:])
            if not n:
                return None  # the file shrank while we read it
            got += n
        if handle.read(1):
            return None  # ... or grew past what it said
    return raw


def mark_used(path: Path) -> None:
    """Note that the cached file at `path` was just used: its access time, set now (mounts often keep
    atime loosely or not at all); its modification time stays what it was."""
    try:
        info = os.stat(path, follow_symlinks=False)   # a link's own times: the file it points at is not ours
        os.utime(path, ns=(time.time_ns(), info.st_mtime_ns), follow_symlinks=False)
    except (OSError, NotImplementedError):
        pass   # a read-only cache: it is only the order in which tables go


def bound_folder(folder: Path, limit: int, keep: Path | None = None) -> list[Path]:
    """Remove the least recently used .npy files of `folder` (its own regular files: not its subfolders'
    and not links) until they take at most `limit` bytes together; `keep` (the table just written)
    never goes. Returns the files removed. Never raises: a file another copy of the game removed
    first is simply gone."""
    found = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(".npy") and not entry.name.startswith("."):
                    try:
                        info = entry.stat(follow_symlinks=False)
                    except OSError:
                        continue
                    if stat.S_ISREG(info.st_mode):
                        found.append((info.st_atime, Path(entry.path), info.st_size))
    except OSError:
        return []
    total = sum(size for _, _, size in found)
    removed = []
    for _, path, size in sorted(found, key=lambda item: item[0]):
        if total <= limit:
            break
        if keep is not None and path.name == keep.name:
            continue
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            continue
        total -= size
        removed.append(path)
    return removed
