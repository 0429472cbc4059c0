"""The user's folders. Nothing is created on import: only when something is saved.

`PLANET_DICE_DATA_DIR` / `PLANET_DICE_CACHE_DIR` override the platform folders
(tests point them at temporary folders so they never touch the real ones).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "planet-dice"


def data_dir() -> Path:
    override = os.environ.get("PLANET_DICE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    override = os.environ.get("PLANET_DICE_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
