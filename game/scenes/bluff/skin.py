"""Bluff's dress: its keys a warm candle-lit copper, its panels trimmed in a brighter copper (never the rewards'
gold: `theme.TITLE`) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("bluff", key=(118, 62, 34), trim=(178, 106, 60))
