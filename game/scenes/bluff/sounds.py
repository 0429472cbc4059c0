"""Bluff's sounds: the cup's rattle, the count-up tick, the doubt, a lost die, with the score table's
and the tray's. They are made in the one table of sounds (game/audio/sounds.py, `BLUFF`), where the
rattle is the same canned shake whatever the dice under the cup show. Registered once; silent without
audio."""

from __future__ import annotations

from game.audio import sounds


def register(audio) -> None:
    sounds.register(audio, sounds.TABLE + sounds.TRAY + sounds.BLUFF)
