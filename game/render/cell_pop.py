"""A score box's pop as it is filled (look review 17: "cells that animate when filled"): when the planets that
count land in the box, its cell glows white (dim for a zero), a rim that swells a few px past the cell and fades
while a light wash over it goes out, in half a second. The "+N" pop-up (game.render.flourish) comes up over it.
Its number is stamped in (look review 26: "stamp a number in when it is filled"): for the first `STAMP` s the
number comes down onto the pad from half as big again, darkening to its ink, and lands as the sheet's own bold figure.

With reduced motion there is none (the pop-up still shows). Nothing is kept or drawn while no box pops: the
frame's cost is one test of an empty list."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import drawn, text
from game.render.surface_cache import surface_cache

LIFE = 0.5       # s a pop lasts
SWELL = 7        # px the rim grows past the cell by its end
RIM = 3          # px of the rim at its start
WASH = 90        # the wash's opacity at the start
STAMP = 0.16     # s the number takes to come down onto the pad
STAMP_LIFT = 0.6   # how much bigger than its figure on the sheet the number starts
STAMP_STEPS = 8    # pictures of a stamp's way down (kept)


@dataclass(frozen=True)
class Pop:
    cell: pygame.Rect
    colour: tuple[int, int, int]
    start: float     # on the scene's clock (s)
    label: str = ""  # the number stamped in ("": none, a glow alone)
    size: int = 0    # its size on the sheet (game.render.text sizes)


class CellPops:
    """The cells popping now, drawn over the sheet each frame while they last."""

    def __init__(self) -> None:
        self.pops: list[Pop] = []

    def start(self, cell: pygame.Rect, colour: tuple[int, int, int], at: float, reduced_motion: bool,
              label: str = "", size: int = 0) -> None:
        """`cell` pops at `at` (the scene's clock: when the planets land), `label` stamped in at `size`; none with
        reduced motion (the number simply stands in the box)."""
        if not reduced_motion:
            self.pops = [pop for pop in self.pops if pop.cell != cell] + [Pop(pygame.Rect(cell), colour, at, label, size)]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if not self.pops:
            return
        self.pops = [pop for pop in self.pops if now - pop.start < LIFE]
        for pop in self.pops:
            if now >= pop.start:
                picture = glow(pop.cell.size, pop.colour, (now - pop.start) / LIFE)
                drawn.note(surface, surface.blit(picture, picture.get_rect(center=pop.cell.center)))
                if pop.label and now - pop.start < STAMP:
                    step = min(STAMP_STEPS - 1, int((now - pop.start) / STAMP * STAMP_STEPS))
                    figure = stamp(pop.label, pop.size, pop.colour, step)
                    drawn.note(surface, surface.blit(figure, figure.get_rect(center=pop.cell.center)))


@surface_cache(max_mib=0.125)   # (a stamp's eight steps of one number: ~40 KiB)
def stamp(label: str, size: int, colour: tuple[int, int, int], step: int) -> pygame.Surface:
    """The stamped number `step` of `STAMP_STEPS` on its way down: bigger and fainter at first, its own size and ink
    by the last step."""
    t = (step + 1) / STAMP_STEPS
    figure = text.render(label, size, colour, True)
    scale = 1 + STAMP_LIFT * (1 - t) ** 2
    picture = pygame.transform.smoothscale_by(figure, scale) if scale > 1.001 else figure.copy()
    picture.set_alpha(round(110 + 145 * t))
    return picture


def glow(size: tuple[int, int], colour: tuple[int, int, int], t: float) -> pygame.Surface:
    """A cell's pop `t` (0..1) of the way through: its wash and its swelling rim, on a clear picture centred on it."""
    fade = (1 - t) ** 2
    grow = round(2 + SWELL * (1 - (1 - t) ** 2))
    picture = pygame.Surface((size[0] + 2 * grow, size[1] + 2 * grow), pygame.SRCALPHA)
    inner = picture.get_rect().inflate(-2 * grow, -2 * grow).inflate(-4, -4)
    pygame.draw.rect(picture, (*colour, round(WASH * fade)), inner, border_radius=6)
    pygame.draw.rect(picture, (*colour, round(230 * fade)), picture.get_rect(), max(1, round(RIM * (1 - t) + 1)),
                     border_radius=8 + grow // 2)
    return picture
