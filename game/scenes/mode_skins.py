"""Which skin a mode's screens wear (`game.render.skin`): each mode declares its own in its package
(`game/scenes/<package>/skin.py`, SKIN); a screen of no mode (the menus, the title, the settings) wears `MENU`.
The skins are looked up once, here, as this module is imported (`SKINS`): a screen reads its skin every frame."""

from __future__ import annotations

from game.render.skin import MENU, Skin
from game.scenes.bluff import skin as bluff
from game.scenes.dicetime import skin as dicetime
from game.scenes.puzzle import skin as puzzle
from game.scenes.tenthousand import skin as tenthousand
from game.scenes.triple import skin as triple

PACKAGES = {"dicetime": "dicetime", "triple": "triple", "puzzle": "puzzle", "campaign": "puzzle", "bluff": "bluff",
            "tenthousand": "tenthousand", "zehntausend": "tenthousand"}   # (a campaign level is a puzzle's)
_BY_PACKAGE = {"dicetime": dicetime.SKIN, "triple": triple.SKIN, "puzzle": puzzle.SKIN, "bluff": bluff.SKIN,
               "tenthousand": tenthousand.SKIN}
SKINS: dict[str, Skin] = {mode: _BY_PACKAGE[package] for mode, package in PACKAGES.items()}   # mode -> its skin


def skin_of(mode: str | None) -> Skin:
    """The skin of mode `mode`'s screens (`MENU` for none, or a mode without a package of its own)."""
    return SKINS.get(mode or "", MENU)
