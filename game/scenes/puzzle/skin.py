"""The Puzzle's (and the campaign's) dress: its panels trimmed in a bright night blue (its keys are every mode's) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("puzzle", trim=(66, 120, 206))
