"""Player settings, kept between runs as `settings.json` in the user's data folder.

Loaded and saved through the one user-file loader (`game.storage.userfile`): a damaged file is
kept aside as `settings.json.bad`, the good values are kept (and written back at once, so the
next launch has them too), the rest fall back to defaults, and a short notice says so. The game
always starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.storage.userfile import UserFile, plain_field
from game.words import LANGUAGES, N_

SETTINGS_FILE = "settings.json"


@dataclass
class Settings:
    """A plain dataclass, not a pydantic model: the settings are read before the first frame, and a
    missing or plainly valid file is read without importing pydantic (issue 15: start-up). A file
    with anything wrong is checked by pydantic like every other user file."""

    fullscreen: bool = plain_field(False, description="true or false")
    sound_volume: float = plain_field(0.8, ge=0.0, le=1.0, description="a number from 0 to 1")
    music_volume: float = plain_field(0.5, ge=0.0, le=1.0, description="a number from 0 to 1")
    reduced_motion: bool = plain_field(False, description="true or false")
    # "" until the player chooses: the system's language then (game.words.system_language)
    language: str = plain_field("", pattern="|".join(("", *LANGUAGES)),
                                description=" or ".join(f'"{code}"' for code in ("", *LANGUAGES))
                                + ' ("": the system\'s language)')
    phones: bool = plain_field(False, description="true or false")   # players join by phone (game/phones)


SETTINGS = UserFile(SETTINGS_FILE, Settings, N_("Settings file"), max_bytes=64 * 1024)


def settings_path() -> Path:
    return SETTINGS.path()


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a notice for the player (None when all is well)."""
    loaded = SETTINGS.load(path)
    return loaded.value, loaded.notice


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Save at once, atomically. None when saved, else why not (a sentence naming the file)."""
    return SETTINGS.save(settings, path)
