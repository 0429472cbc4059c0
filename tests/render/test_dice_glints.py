"""The hardest hits of a throw shine with soft glints (issue 28: they were hard white "+" crosses of two
2-px lines): bright in the middle, rays tapering to nothing, soft edges."""

from __future__ import annotations

import pygame

from game.render.dice_fx import DiceEffects, Mote


def _shine(surface: pygame.Surface, x: int, y: int) -> int:
    return sum(surface.get_at((x, y))[:3])


def test_a_hard_hit_shines_as_a_soft_glint_not_a_hard_cross():
    effects = DiceEffects(5)
    effects.dust.append(Mote(60.0, 60.0, 0.0, 0.0, life=0.3, size=8.0, spark=True))
    surface = pygame.Surface((120, 120))
    effects.draw_over(surface, reduced_motion=False)
    middle = _shine(surface, 60, 60)
    along = [_shine(surface, 60 + d, 60) for d in range(0, 13)]
    lit = [d for d, shine in enumerate(along) if shine > 60]
    assert middle > 500 and lit, along
    reach = max(lit)
    assert along[round(reach * 0.7)] < middle * 0.6, f"the ray does not taper: {along}"
    # soft: many pixels between dark and full (a 2-px line drawn hard has none)
    shades = [_shine(surface, x, y) for x in range(40, 81) for y in range(40, 81)]
    assert sum(1 for s in shades if 40 < s < 450) > 2 * sum(1 for s in shades if s >= 450), "hard-edged"
