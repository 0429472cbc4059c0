"""Triple's dress: its keys a deep violet, its panels trimmed in a lighter lilac of it (no seat's light violet) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("triple", key=(118, 40, 128), trim=(150, 92, 190))
