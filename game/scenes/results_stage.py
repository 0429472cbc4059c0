"""The winner's moment on the results screen itself (look review 21: "plain stack of panels", "little celebration on
the results screen itself"): the win celebration's rays in the winner's colour (gold for a solo game) come up behind
the podium card and stay, the winner's rocket flies on its flame in a glow of its colour, and its total is the biggest
figure on the screen. Pictures made once: the rays with the scene, the rocket and its glow kept (results_view)."""

from __future__ import annotations

import functools
import math

import pygame

from game.render import rockets, text, theme
from game.render.celebration import RAY_REACH, _halo, rays_picture
from game.scenes.results_view import PODIUM_NAME_AT, _rocket, detail_x, draw_solo_breakdown, draw_star, fitted_rocket
from game.words import common

RAYS_IN = 0.6        # s the rays take to come up once the results show (at once with reduced motion)
LAUREL = 46         # px: the winner's wreath round its place (its leaves reach ~1.22 of it: inside the card)
LEAVES = 9          # leaves on each of its branches
WREATH_AT = 74      # px from the winner card's left to its wreath's middle (look review 26: its leaves touched the edge)
LEAF_DARK = (176, 124, 40)   # a leaf's edge: gold in shadow
HALO = 460          # px: the light's reach behind the rays
HERO = (60, 50)      # px: the winner's total on a tall card, on a lower one (the others' at most 54; the ribbon
                     # stays the biggest line: test_the_winner_is_the_biggest_line_on_the_results)


class Stage:
    """The rays behind the podium card over a soft light of the winner's colour (the celebration's rays and halo),
    made once into one picture (the rays' alpha is kept by the celebration: a copy, a few ms)."""

    def __init__(self, colour: tuple[int, int, int], reduced_motion: bool) -> None:
        self.rays = rays_picture(RAY_REACH, colour)
        light = _halo(HALO, colour)
        self.rays.blit(light, light.get_rect(center=self.rays.get_rect().center))
        self.reduced_motion = reduced_motion

    def draw(self, surface: pygame.Surface, centre: tuple[int, int], shown: float) -> None:
        grow = 1.0 if self.reduced_motion else min(1.0, shown / RAYS_IN)
        if grow > 0:
            self.rays.set_alpha(round(255 * grow))
            surface.blit(self.rays, self.rays.get_rect(center=centre))


@functools.lru_cache(maxsize=4)
def laurel(radius: int) -> pygame.Surface:
    """A gold laurel wreath `radius` px round, open at the top: two branches curving up from the foot, each with pointed
    leaves turned out and in by turns, their edges gold in shadow. Drawn at 3x and smoothed down. Kept."""
    scale = 3
    r = radius * scale
    side = 2 * r + 2 * round(0.3 * r)
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    length, width = 0.42 * r, 0.085 * r
    for hand in (-1, 1):
        stem = [(c + hand * r * math.sin(p), c + r * math.cos(p)) for p in (0.2 + 0.1 * k for k in range(25))]
        pygame.draw.lines(big, LEAF_DARK, False, stem, max(2, round(0.035 * r)))
        for k in range(LEAVES):
            phi = 0.38 + 2.15 * k / (LEAVES - 1)                     # from near the foot up to near the top
            px, py = c + hand * r * math.sin(phi), c + r * math.cos(phi)
            along, out = (hand * math.cos(phi), -math.sin(phi)), (hand * math.sin(phi), math.cos(phi))
            turn = 0.55 if k % 2 == 0 else -0.35                     # (out and in by turns)
            ax = along[0] * math.cos(turn) + out[0] * math.sin(turn)
            ay = along[1] * math.cos(turn) + out[1] * math.sin(turn)
            for colour, grow in ((LEAF_DARK, 1.0), (theme.TITLE, 0.72)):
                half = [(t / 10, width * grow * math.sin(math.pi * t / 10)) for t in range(11)]
                edge = [(px + ax * length * u - ay * w, py + ay * length * u + ax * w) for u, w in half]
                back = [(px + ax * length * u + ay * w, py + ay * length * u - ax * w) for u, w in reversed(half)]
                pygame.draw.polygon(big, colour, edge + back)
    return pygame.transform.smoothscale(big, (side // scale, side // scale))


_kept_halo = functools.lru_cache(maxsize=8)(_halo)   # (the rocket's glow: drawn every frame, made once)


def draw_podium_row(scene, surface: pygame.Surface, rect: pygame.Rect, seat: int, colour, rank: int) -> None:
    """The sole winner's card: the place (a solo game's gold star), its rocket big on a long flame in a glow of its
    colour, the name, and the total as the hero."""
    info = scene.config.seats[seat]
    tall = rect.height >= 110
    wreath = laurel(min(LAUREL, (rect.height - 16) // 2))   # (round the place or the star: the winner's art)
    surface.blit(wreath, wreath.get_rect(center=(rect.left + WREATH_AT, rect.centery + 3)))
    if len(scene.order) > 1:
        text.draw(surface, common.ordinal(1), 50 if tall else 46, theme.TITLE, bold=True,
                  center=(rect.left + WREATH_AT, rect.centery))
    else:   # solo: no place to rank, a gold star
        draw_star(surface, (rect.left + WREATH_AT, rect.centery), 30)
    bob = 0.0 if scene.app.settings.reduced_motion else 4 * math.sin(scene.time * 3 + seat)
    size, middle = fitted_rocket(rect, 100 if rect.height >= 170 else 88 if tall else 62)   # (two seats: taller)
    glow = _kept_halo(round(size * 0.75), colour)
    surface.blit(glow, glow.get_rect(center=(rect.left + 170, round(middle + 0.1 * size))))
    rockets.blit_rocket(surface, _rocket(info.rocket, info.colour, size, 0.9), (rect.left + 170, middle + bob))
    total_rect = scene.rows.draw_total(surface, rank, seat, HERO[0] if tall else HERO[1], colour,
                                   (rect.right - 32, rect.centery))
    end = draw_solo_breakdown(surface, rect, total_rect.left - 40, scene.result.review) if len(scene.order) == 1 \
        else total_rect.left - 24
    words = pygame.Rect(rect.left + PODIUM_NAME_AT, rect.top, end - (rect.left + PODIUM_NAME_AT), rect.height)
    detail, one_line = scene.rows.detail(seat), scene.rows.row_rect(len(scene.order) - 1).height < 76   # (rows under it
    name_y = rect.centery - ((17 if tall else 13) if detail and not one_line else 0)   # compact: one line, review 19)
    text.draw(surface, info.name, 46 if tall else 38, theme.TEXT, bold=True, box=words, midleft=(words.left, name_y))
    if detail:   # (beside the name: in the rows' one column, `detail_x`)
        text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words, midleft=(detail_x(scene, rect), rect.centery)
                  if one_line else (words.left, rect.centery + (24 if tall else 18)))
