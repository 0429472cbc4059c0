"""Player settings, kept between runs as JSON in the user's data folder.

A file that is not valid JSON, or holds values of the wrong kind, is kept
aside as `settings.json.bad` and a short notice says so; the readable values
are kept and the rest fall back to defaults. The game always starts.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.storage.atomic import keep_aside, write_json_atomic
from game.storage.paths import data_dir

SETTINGS_FILE = "settings.json"


@dataclass
class Settings:
    fullscreen: bool = False
    sound_volume: float = 0.8
    music_volume: float = 0.5
    reduced_motion: bool = False


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE


def _check(name: str, value: object, default: object) -> str | None:
    """Why `value` cannot be the setting `name`, or None if it can."""
    if isinstance(default, bool):
        return None if isinstance(value, bool) else "expected true or false"
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return "expected a number from 0 to 1"
        return None if 0.0 <= float(value) <= 1.0 else "expected a number from 0 to 1"
    return None


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings and a notice for the player (None when all is well)."""
    path = path or settings_path()
    if not path.exists():
        return Settings(), None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("the file does not hold a table of settings")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return Settings(), _set_aside(path, [f"cannot be read ({_short(exc)})"])

    settings = Settings()
    problems = []
    for field in fields(Settings):
        if field.name not in raw:
            continue
        value = raw[field.name]
        why = _check(field.name, value, getattr(settings, field.name))
        if why:
            problems.append(f"{field.name}: {why}, got {value!r}")
        else:
            setattr(settings, field.name, type(getattr(settings, field.name))(value))
    if problems:
        return settings, _set_aside(path, problems)
    return settings, None


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))


def _set_aside(path: Path, problems: list[str]) -> str:
    try:
        kept = keep_aside(path)
        where = f"kept aside as {kept.name}"
    except OSError as exc:
        where = f"could not be moved aside ({exc.strerror})"
    return f"Settings file {path}: {'; '.join(problems)}. It was {where}; defaults are used."


def _short(exc: Exception) -> str:
    text = str(exc)
    return text if len(text) <= 80 else text[:77] + "..."
