"""Dicetime's dress: its panels trimmed in the leaf green of a card table's felt (its keys are every mode's) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("dicetime", trim=(62, 146, 96))
