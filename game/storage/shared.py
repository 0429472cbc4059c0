"""Two copies of the game at once: every save of a shared user file re-reads it under a lock, merges
its change into what is on disk and writes atomically, so neither copy erases the other's records.

A save is three-way: `base` (what this copy last read or wrote at that path), `disk` (what is there
now, read under the lock) and `ours` (what this copy wants to save). Each user file declares how its
change goes into what is on disk (`UserFile(..., merge=...)`); the default, `merge_fields`, takes
every top-level field this copy changed since its base and keeps the rest as on disk (the settings:
one copy's new volume and the other's new fullscreen both survive).

The lock is `filelock.FileLock` on `.<name>.lock` beside the file (it stays there, empty) (fcntl.flock on Unix: the kernel
drops it when a process dies, so a killed copy never leaves the file locked). Loading takes no lock:
the rename of a save is atomic, so a reader sees the old file or the new one, never a mix.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
LOCK_TIMEOUT = 10.0   # s: a save waits this long for another copy's save (each takes milliseconds)
_LOCKS: dict[str, Any] = {}


class Busy(OSError):
    """The file stayed locked by another copy of the game for LOCK_TIMEOUT seconds."""


@contextmanager
def lock_for(path: Path) -> Iterator[None]:
    """Hold the lock of the user file at `path` (re-entrant within a process). Busy after
    LOCK_TIMEOUT s; an OSError when the lock file cannot be made (the folder is made if missing)."""
    from filelock import FileLock, Timeout

    path.parent.mkdir(parents=True, exist_ok=True)
    name = str(path.with_name(f".{path.name}.lock"))
    lock = _LOCKS.get(name)
    if lock is None:   # one object per file: a lock taken again inside (load's set-aside in a save) nests
        lock = _LOCKS[name] = FileLock(name, timeout=LOCK_TIMEOUT)
    try:
        lock.acquire()
    except Timeout:
        raise Busy(f"another copy of the game kept it locked for {LOCK_TIMEOUT:.0f} s") from None
    try:
        yield
    finally:
        lock.release()


def _fields(value: Any) -> list[str]:
    if dataclasses.is_dataclass(value):
        return [field.name for field in dataclasses.fields(value)]
    return list(type(value).model_fields)


def _replace(value: T, changes: dict[str, Any]) -> T:
    if not changes:
        return value
    if dataclasses.is_dataclass(value):
        return dataclasses.replace(value, **changes)
    return value.model_copy(update=changes)  # type: ignore[attr-defined]


def merge_fields(base: T, disk: T, ours: T) -> T:
    """Every top-level field `ours` changed since `base` goes into `disk`; the others stay as on disk."""
    changed = {name: getattr(ours, name) for name in _fields(ours) if getattr(ours, name) != getattr(base, name)}
    return _replace(disk, changed)


def added(base: Iterable[Hashable], ours: Iterable[Hashable]) -> list:
    """The items of `ours` that `base` does not hold (as a multiset: a repeated item counts)."""
    left = Counter(base)
    out = []
    for item in ours:
        if left[item] > 0:
            left[item] -= 1
        else:
            out.append(item)
    return out


def grown(base: int, disk: int, ours: int) -> int:
    """A count both copies add to: what is on disk plus what this copy added since its base."""
    return disk + max(0, ours - base)


Merge = Callable[[Any, Any, Any], Any]
