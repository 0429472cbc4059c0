"""10000's and Zehntausend's dress: its keys a sunset coral, between orange and magenta, its panels trimmed in a
lighter coral (no danger red, no seat's orange) (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("tenthousand", key=(160, 66, 96), trim=(214, 112, 132))
