"""Bluff's dress: its panels trimmed in a candle-lit copper (its keys are every mode's) (never the rewards'
gold: `theme.TITLE`) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("bluff", trim=(178, 106, 60))
