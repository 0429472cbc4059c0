"""A small picture for each mode, drawn with the game's own art (planet dice, a cup, a ringed planet), for
the title's mode buttons. Each is painted once per size and kept."""

from __future__ import annotations

import pygame

from game.render import cups, dice_tokens
from game.render.backdrop import paint_planet
from game.render.surface_cache import surface_cache

CUP_COLOUR = (150, 132, 250)
PLANET_COLOUR = (230, 159, 0)


@surface_cache(max_mib=1)
def mode_icon(mode: str, size: int) -> pygame.Surface | None:
    """The icon of `mode` (None for a mode without one), `size` px square."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pairs = {"tenthousand": (5, 1), "zehntausend": (1, 1)}   # the dice that score alone; three 1s make 1000
    if mode in ("dicetime", "triple"):
        die = dice_tokens.face_token(5 if mode == "dicetime" else 3, round(size * 0.9))
        icon.blit(die, die.get_rect(center=(size // 2, size // 2)))
    elif mode in pairs:                           # two dice side by side, each whole, a thin gap between
        dice = [dice_tokens.face_token(face, round(size * 0.46)) for face in pairs[mode]]
        gap = max(2, size // 16)
        left = (size - sum(die.get_width() for die in dice) - gap) // 2
        for die in dice:
            icon.blit(die, die.get_rect(midleft=(left, size // 2)))
            left += die.get_width() + gap
    elif mode == "puzzle":                        # a ringed planet, as the campaign map's
        planet = paint_planet(max(6, round(size * 0.27)), PLANET_COLOUR, True)
        icon.blit(planet, planet.get_rect(center=(size // 2, size // 2)))
    elif mode == "bluff":                         # a dice cup standing on the table
        cups.draw_cup(icon, pygame.Rect(0, -round(size * 0.1), size, size), CUP_COLOUR)
    else:
        return None
    return icon
