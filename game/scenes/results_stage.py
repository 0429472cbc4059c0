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


_kept_halo = functools.lru_cache(maxsize=8)(_halo)   # (the rocket's glow: drawn every frame, made once)


def draw_podium_row(scene, surface: pygame.Surface, rect: pygame.Rect, seat: int, colour, rank: int) -> None:
    """The sole winner's card: the place (a solo game's gold star), its rocket big on a long flame in a glow of its
    colour, the name, and the total as the hero."""
    info = scene.config.seats[seat]
    tall = rect.height >= 110
    if len(scene.order) > 1:
        text.draw(surface, common.ordinal(1), 58 if tall else 46, theme.TITLE, bold=True,
                  center=(rect.left + 66, rect.centery))
    else:   # solo: no place to rank, a gold star
        draw_star(surface, (rect.left + 66, rect.centery), 30)
    bob = 0.0 if scene.app.settings.reduced_motion else 4 * math.sin(scene.time * 3 + seat)
    size, middle = fitted_rocket(rect, 88 if tall else 62)
    glow = _kept_halo(round(size * 0.75), colour)
    surface.blit(glow, glow.get_rect(center=(rect.left + 162, round(middle + 0.1 * size))))
    rockets.blit_rocket(surface, _rocket(info.rocket, info.colour, size, 0.9), (rect.left + 162, middle + bob))
    total_rect = scene._draw_total(surface, rank, seat, HERO[0] if tall else HERO[1], colour,
                                   (rect.right - 32, rect.centery))
    end = draw_solo_breakdown(surface, rect, total_rect.left - 40, scene.result.review) if len(scene.order) == 1 \
        else total_rect.left - 24
    words = pygame.Rect(rect.left + PODIUM_NAME_AT, rect.top, end - (rect.left + PODIUM_NAME_AT), rect.height)
    detail, one_line = scene._detail(seat), scene.row_rect(len(scene.order) - 1).height < 76   # (rows under it
    name_y = rect.centery - ((17 if tall else 13) if detail and not one_line else 0)   # compact: one line, review 19)
    text.draw(surface, info.name, 46 if tall else 38, theme.TEXT, bold=True, box=words, midleft=(words.left, name_y))
    if detail:   # (beside the name: in the rows' one column, `detail_x`)
        text.draw(surface, detail, text.LABEL, theme.TEXT_DIM, box=words, midleft=(detail_x(scene, rect), rect.centery)
                  if one_line else (words.left, rect.centery + (24 if tall else 18)))
