"""The Puzzle's (and the campaign's) dress: its keys a deep night blue, its panels trimmed in a brighter blue of it (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("puzzle", key=(28, 72, 150), trim=(66, 120, 206))
