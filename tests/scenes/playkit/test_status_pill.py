"""The title bar's status ("Round 1 of 39") stands on one pill in every mode, over a dark sky as over a lit planet
(29a d20, 29b d20: over Triple's dark sky its night band vanished: no pill, where Dicetime's showed one)."""

from __future__ import annotations

import pygame

from game.render import key_caps, text, theme
from game.scenes.playkit.chrome import TOP, draw_status


def test_the_status_pill_shows_its_edge_over_the_night_sky():
    surface = pygame.Surface((1280, 720))
    surface.fill(theme.SPACE)                       # the darkest sky: a band of the night alone would not show
    words = draw_status(surface, "Round 1 of 39")
    y = TOP // 2
    left_end = [surface.get_at((x, y))[:3] for x in range(words.left - key_caps.BAND_PAD - 3, words.left - 2)]
    brightest = max(sum(c) for c in left_end)
    assert brightest >= sum(theme.SPACE) + 60, left_end      # its rim, lighter than the sky round it
    top = y - text.line_height(text.LABEL) // 2      # (the pill is a line of the status's type tall)
    above = [surface.get_at((words.centerx, row))[:3] for row in range(top - 2, top + 3)]
    assert max(sum(c) for c in above) >= sum(theme.SPACE) + 60, "its top edge shows too"
    assert surface.get_at((words.left - key_caps.BAND_PAD - 6, y))[:3] == theme.SPACE   # nothing outside it
