"""Which skin a mode's screens wear (`game.render.skin`): each mode declares its own in its package
(`game/scenes/<package>/skin.py`, SKIN); a screen of no mode (the menus, the title, the settings) wears `MENU`."""

from __future__ import annotations

import importlib

from game.render.skin import MENU, Skin

PACKAGES = {"dicetime": "dicetime", "triple": "triple", "puzzle": "puzzle", "campaign": "puzzle", "bluff": "bluff",
            "tenthousand": "tenthousand", "zehntausend": "tenthousand"}   # (a campaign level is a puzzle's)


def skin_of(mode: str | None) -> Skin:
    """The skin of mode `mode`'s screens (`MENU` for none, or a mode without a package of its own)."""
    package = PACKAGES.get(mode or "")
    if package is None:
        return MENU
    return importlib.import_module(f"game.scenes.{package}.skin").SKIN
