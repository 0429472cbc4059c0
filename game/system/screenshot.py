"""Saving a picture of the screen (`python -m game --screenshot PATH`, tools/screens.py), whole or not at
all: the picture is encoded in memory, then written through `game.storage.atomic.write_atomic` (a
scratch file in the same folder, written, synced and checked, then renamed). A full disk or a failing
encoder never replaces the old picture, and the new one gets the permissions the umask gives. The
command line checks the path before the first frame (game/cli/flags.py `check_screenshot`)."""

from __future__ import annotations

import io
from pathlib import Path

from game.storage.atomic import write_atomic


class ScreenshotError(OSError):
    """The picture could not be saved; str() is the one line to show (it names the file)."""


def encode(surface, path: Path) -> bytes:
    """`surface` (a pygame Surface) as the bytes of a picture file in the format of `path`'s extension."""
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, path.name.lower())
    data = buffer.getvalue()
    if not data:
        raise OSError("the picture came out empty")
    return data


def save_screenshot(surface, path: Path) -> None:
    """Save `surface` at `path` in the format of its extension, whole or not at all."""
    import pygame

    try:
        write_atomic(path, encode(surface, path))
    except (OSError, pygame.error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ScreenshotError(f"screenshot not saved at {str(path)!r}: {reason}") from None
