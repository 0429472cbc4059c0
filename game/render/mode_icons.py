"""A small picture for each mode, drawn with the game's own art (planet dice, a cup, a ringed planet, a level's
star), for the title's mode buttons and the statistics' modes. A die shows its numeral only where it reads (13 px
of ink at 800x450); smaller, its planet alone says the face (look review 16: ~8 px digits). Each is painted once per
size and kept."""

from __future__ import annotations

import math

import pygame

from game.render import cups, dice_tokens
from game.render.backdrop import paint_planet
from game.render.surface_cache import surface_cache

CUP_COLOUR = (150, 132, 250)
PLANET_COLOUR = (230, 159, 0)
STAR_COLOUR, STAR_RIM = (255, 201, 77), (255, 236, 160)    # the campaign's: a level's star, as on its results card
NUMERAL_DIE = 36   # px: the smallest die that shows its numeral (13 px of ink at 800x450, `dice_tokens.SMALL_NUMERAL`)


PAIRS = {"tenthousand": (5, 1)}   # the dice that score alone
FLAG = ((24, 24, 28), (221, 0, 0), (255, 206, 0))   # Zehntausend's pennant: the German colours, top to bottom
WIDE_DIE = 0.74   # of its height: each die of a pair drawn `wide`, side by side (in a square: 0.46)


def _pair_die(size: int, wide: bool) -> int:
    return round(size * (WIDE_DIE if wide else 0.46))


def _pair_gap(size: int) -> int:
    return max(2, size // 16)


def icon_width(mode: str, size: int, wide: bool = False) -> int:
    """How wide `mode_icon(mode, size, wide)` is: `size`, or a wide pair's two dice and the gap between them."""
    return 2 * _pair_die(size, True) + _pair_gap(size) if wide and mode in PAIRS else size


def _pennant(icon: pygame.Surface, size: int) -> None:
    """A little flag on its pole at the top right of `icon` (`size` px square): three bands, black, red, gold."""
    scale = 4
    big = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA)
    pole_x, top = round(size * scale * 0.5), round(size * scale * 0.04)
    width, band = round(size * scale * 0.46), round(size * scale * 0.1)
    pygame.draw.line(big, (235, 228, 210), (pole_x, top), (pole_x, round(size * scale * 0.62)), max(2, size * scale // 20))
    for k, colour in enumerate(FLAG):
        y = top + k * band
        pygame.draw.polygon(big, colour, [(pole_x, y), (pole_x + width, y + band * 0.4),
                                          (pole_x + width, y + band * 1.4), (pole_x, y + band)])
    icon.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))


@surface_cache(max_mib=1)
def mode_icon(mode: str, size: int, wide: bool = False) -> pygame.Surface | None:
    """The icon of `mode` (None for a mode without one), `size` px square; with `wide`, 10000's pair of dice
    lies side by side in a box as wide as they need, each die WIDE_DIE of `size` (look review 15: in a
    square at the title's 38 px each die was 11 px at 800x450; now 17)."""
    icon = pygame.Surface((icon_width(mode, size, wide), size), pygame.SRCALPHA)
    pairs = PAIRS
    if mode in ("dicetime", "triple"):
        side = round(size * 0.9)
        die = dice_tokens.face_token(5 if mode == "dicetime" else 3, side, numeral=side >= NUMERAL_DIE)
        icon.blit(die, die.get_rect(center=(size // 2, size // 2)))
    elif mode in pairs:                           # two dice side by side, each whole, a thin gap between
        side = _pair_die(size, wide)
        dice = [dice_tokens.face_token(face, side, numeral=side >= NUMERAL_DIE) for face in pairs[mode]]
        gap = _pair_gap(size)
        left = (icon.get_width() - sum(die.get_width() for die in dice) - gap) // 2
        for die in dice:
            icon.blit(die, die.get_rect(midleft=(left, size // 2)))
            left += die.get_width() + gap
    elif mode == "zehntausend":                   # its 1 (three make 1000) under a German pennant (look review 28b #2:
        _pennant(icon, size)                      # its pair of dice beside 10000's read as the same entry twice)
        side = round(size * 0.7)
        die = dice_tokens.face_token(1, side, numeral=side >= NUMERAL_DIE)
        icon.blit(die, die.get_rect(bottomleft=(0, size)))
    elif mode == "puzzle":                        # a ringed planet, as the campaign map's
        planet = paint_planet(max(6, round(size * 0.27)), PLANET_COLOUR, True)
        icon.blit(planet, planet.get_rect(center=(size // 2, size // 2)))
    elif mode == "campaign":                      # a level's gold star (the puzzle levels' map is the Puzzle's)
        scale = 4
        big = pygame.Surface((size * scale, size * scale), pygame.SRCALPHA)
        c, outer = size * scale / 2, size * scale * 0.46
        points = [(c + (outer if k % 2 == 0 else outer * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
                   c + (outer if k % 2 == 0 else outer * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
        pygame.draw.polygon(big, STAR_COLOUR, points)
        pygame.draw.polygon(big, STAR_RIM, points, max(2, size * scale // 16))
        icon.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
    elif mode == "bluff":                         # a dice cup standing on the table
        cups.draw_cup(icon, pygame.Rect(0, -round(size * 0.1), size, size), CUP_COLOUR)
    else:
        return None
    return icon
