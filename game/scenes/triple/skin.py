"""Triple's dress: its panels trimmed in a lilac violet (its keys are every mode's) (no seat's light violet) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("triple", trim=(150, 92, 190))
