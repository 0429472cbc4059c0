"""Atomic writes and keeping bad files aside.

A save is written to a temporary file in the same folder, flushed to disk and
renamed over the old one, so a crash mid-write never leaves half a file. A file
that cannot be read is moved aside (never overwritten) so nothing is lost.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any


def umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux), else the
    usual set-and-restore."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_mode(path: Path) -> int:
    """The permissions a file written at `path` gets: those of the file it replaces, else what the
    umask leaves of rw-rw-rw- (as any program's new file). A scratch file from mkstemp is rw------- until
    it is given this."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~umask()


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` at `path` whole or not at all: a scratch file in the same folder, written, synced
    and checked (a full disk raises here and the old file stays as it was), then renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = file_mode(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            os.fchmod(handle.fileno(), mode)
            written = os.fstat(handle.fileno()).st_size
        if written != len(data):
            raise OSError(errno.ENOSPC, f"only {written} of {len(data)} bytes were written")
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


STALE_SCRATCH_SECONDS = 600.0   # a save takes milliseconds: a scratch file this old was cut short


def remove_stale_scratch(path: Path, older_than: float = STALE_SCRATCH_SECONDS) -> int:
    """Delete the scratch files `write_atomic` left beside `path` when a save was cut short (the game
    was killed mid-write), if they are older than `older_than` seconds (a newer one may belong to a
    save running now). They never held the only copy of anything. Returns how many went."""
    removed = 0
    try:
        candidates = list(path.parent.glob(f".{path.name}.*.tmp"))
    except OSError:
        return 0
    now = time.time()
    for scratch in candidates:
        try:
            info = os.lstat(scratch)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(scratch)
                removed += 1
        except OSError:
            continue
    return removed


def write_json_atomic(path: Path, value: Any) -> None:
    import json  # not at import: the start-up writes nothing

    write_atomic(path, (json.dumps(value, indent=2, sort_keys=True) + "\n").encode("utf-8"))


def keep_aside(path: Path) -> Path:
    """Move a bad file to `<name>.bad` (or `<name>.bad.2`, … if that exists) and
    return where it went; earlier bad copies are never overwritten."""
    target = path.with_name(path.name + ".bad")
    number = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bad.{number}")
        number += 1
    os.replace(path, target)
    return target
