"""Dicetime's dress: its keys the felt green of a card table, its panels trimmed in a lighter leaf of it (look review 26: "give each mode an accent"; `game.render.skin`)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("dicetime", key=(26, 96, 56), trim=(62, 146, 96))
