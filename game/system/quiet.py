"""Library noise kept from the player's terminal: what C libraries print while SDL starts a device.

Opening the window and the sound device, SDL loads system libraries that write to the process's
stderr directly: libwayland's "error: XDG_RUNTIME_DIR is invalid or not set in the environment." (SDL
tries Wayland when a display cannot be opened, say DISPLAY is set with no X server behind it), ALSA's
ten "ALSA lib confmisc.c:855:..." lines on a machine without a sound card. None of it is the game's
to say, and the game says what matters in its own words ("no display found: ...", "audio unavailable,
running silent: ...").

`library_noise_filtered()` runs such a start with file descriptor 2 pointed at an unnamed scratch
file, then passes on every line that is not known noise, so nothing else is lost. It costs no import
on the way to the first frame (no tempfile, no re); where the system has no unnamed files it filters
nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

NOISE = ("ALSA lib ", "error: XDG_RUNTIME_DIR ", "XDG_RUNTIME_DIR ")


def is_noise(line: str) -> bool:
    return line.startswith(NOISE)


def _scratch() -> int | None:
    """An unnamed file to hold what is written meanwhile (Linux O_TMPFILE), or None."""
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag:
        return None
    for folder in (os.environ.get("TMPDIR"), "/tmp", "/var/tmp"):
        if folder:
            try:
                return os.open(folder, flag | os.O_RDWR, 0o600)
            except OSError:
                continue
    return None


@contextmanager
def library_noise_filtered() -> Iterator[None]:
    """Within: what is written to fd 2 is held back; after: every line but known noise is written out."""
    try:
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass
    scratch = _scratch()
    saved = None
    if scratch is not None:
        try:
            saved = os.dup(2)
            os.dup2(scratch, 2)
        except OSError:
            saved = None
    try:
        yield
    finally:
        if saved is not None and scratch is not None:
            try:
                sys.stderr.flush()
            except (OSError, ValueError, AttributeError):
                pass
            os.dup2(saved, 2)
            os.close(saved)
            os.lseek(scratch, 0, os.SEEK_SET)
            held = b""
            while chunk := os.read(scratch, 65536):
                held += chunk
            kept = [line for line in held.decode("utf-8", "replace").splitlines() if not is_noise(line)]
            if kept:
                os.write(2, ("\n".join(kept) + "\n").encode("utf-8", "replace"))
        if scratch is not None:
            os.close(scratch)
