"""10000's and Zehntausend's dress: its panels trimmed in a deep burnt sienna, the last of a sunset (its keys are every
mode's). Not the rose-coral it was (look reviews 27a/27b #4: "crimson/rose is the ordinary button, row and frame colour
[10000], so it means two things (the same red marks BUST)"): ΔE00 30 and more from the danger red and the rewards'
gold, darker and redder than Bluff's copper (`game.render.skin`; tests/render/test_skin.py)."""

from __future__ import annotations

from game.render.skin import Skin

SKIN = Skin("tenthousand", trim=(124, 58, 22))
