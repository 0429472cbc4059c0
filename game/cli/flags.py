"""Checks on the command line, made before the first frame: a person who types a bad flag gets one
clear line (the flag, what is wrong, what would work) and a non-zero exit, never a traceback and
never a run of many frames that fails at its end.

- `--window WxH`: whole numbers, at least the 640x360 minimum window (refused below it); a size
  larger than the desktop is fitted to the desktop when the window opens (game/system/window.py
  `fit_to_desktop`).
- `--screenshot PATH`: a file name (not empty, not a folder) whose extension names the format,
  .png, .jpg/.jpeg or .bmp (anything else is refused rather than silently written as TGA), in a
  folder that exists or can be made and that can be written to (tried with a scratch file).

The picture itself is saved by game/system/screenshot.py (the game loop imports nothing from here).
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

from game.system.window import MIN_WINDOW

SCREENSHOT_FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".bmp": "BMP"}
FORMAT_LIST = ".png, .jpg or .bmp"
_WINDOW = re.compile(r"\s*(\d{1,6})\s*[x×]\s*(\d{1,6})\s*", re.IGNORECASE)


class CommandLineError(ValueError):
    """A flag that cannot work; str() is the one line to show."""


def parse_window(text: str) -> tuple[int, int]:
    """`--window` as (width, height): whole numbers 'WxH', at least `MIN_WINDOW`."""
    match = _WINDOW.fullmatch(text)
    if match is None:
        raise CommandLineError(f"--window wants WIDTHxHEIGHT in whole pixels, e.g. 800x450, got {text!r}")
    width, height = int(match[1]), int(match[2])
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        raise CommandLineError(f"--window {width}x{height} is smaller than the smallest window, "
                               f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    return width, height


def check_screenshot(text: str) -> Path:
    """The `--screenshot` path, checked: its folder is made if missing and proven writable."""
    if not text.strip():
        raise CommandLineError(f"--screenshot wants a file name ending in {FORMAT_LIST}, got an empty name")
    path = Path(text).expanduser()
    if text.endswith(("/", os.sep)) or path.is_dir():
        raise CommandLineError(f"--screenshot {text!r} is a folder: give a file name ending in {FORMAT_LIST}, "
                               f"e.g. {os.path.join(text, 'shot.png')!r}")
    suffix = path.suffix.lower()
    if suffix not in SCREENSHOT_FORMATS:
        what = f"the extension {path.suffix!r}" if path.suffix else "no extension"
        raise CommandLineError(f"--screenshot {text!r} has {what}: the picture format comes from the extension, "
                               f"{FORMAT_LIST}")
    check_writable("--screenshot", text, path)
    return path


def check_writable(flag: str, text: str, path: Path) -> None:
    """An output file's checks before the first frame: `path` is not something other than a regular
    file, and its folder exists or can be made and can be written to (tried with a scratch file)."""
    if path.exists() and not path.is_file():
        raise CommandLineError(f"{flag} {text!r} exists and is not a regular file")
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, scratch = tempfile.mkstemp(prefix=".planet-dice-", suffix=path.suffix.lower(), dir=folder)
        os.close(handle)
        os.unlink(scratch)
    except OSError as exc:
        raise CommandLineError(f"{flag} {text!r}: cannot write in the folder {str(folder)!r} "
                               f"({exc.strerror or exc})") from None

