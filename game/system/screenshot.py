"""Saving a picture of the screen (`python -m game --screenshot PATH`, tools/screens.py), atomically: a
scratch file in the same folder, then renamed, so a failed save never leaves half a picture. The
command line checks the path before the first frame (game/cli/flags.py `check_screenshot`)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class ScreenshotError(OSError):
    """The picture could not be saved; str() is the one line to show (it names the file)."""


def save_screenshot(surface, path: Path) -> None:
    """Save `surface` (a pygame Surface) at `path` in the format of its extension, atomically."""
    import pygame

    scratch: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=path.suffix.lower(), dir=path.parent)
        os.close(handle)
        pygame.image.save(surface, scratch)
        os.replace(scratch, path)
    except (OSError, pygame.error) as exc:
        if scratch is not None:
            Path(scratch).unlink(missing_ok=True)
        raise ScreenshotError(f"screenshot not saved at {str(path)!r}: {exc}") from None
