"""Who acts now at the big tray: while a computer seat's planets lie on the felt, a bubble on the felt names it
("CPU 2 is thinking" beside its rocket, then the three dots of Revenge's thinking badge, on a plate framed in its
seat's colour; mid-session
critique 18: "Nothing says who is acting now").

The bubble is a kept picture (`bubble`), drawn with the tray in the still layer (its section is drawn again only when
the planets land or a throw starts): nothing is added to a frame. It stands where no planet lies
in a corner of the felt (the top left first: `place`); where the planets leave no room, it is not drawn (it never
covers a die).

    draw_on_turn(surface, table, panel, flow, shown)   # in the tray's section, after its resting planets
"""

from __future__ import annotations

import functools

import pygame

from game.match import Seat
from game.render import drawn, rockets, text, theme
from game.render.marks import ring_reach
from game.scenes.playkit.tray_panel import TrayPanel
from game.words import _

SIZE = 36          # type size of "CPU 2 is thinking" (text.LABEL: 25 px at 1280x720)
ROCKET = 34        # px: the rocket's height
PAD = 12           # px inside the plate
DOTS = 3           # the thinking dots after the words (drawn: a line ending in "…" reads as one cut short)
DOT_STEP = 12      # px between them
MARGIN = 14        # px of felt kept between the bubble and the rim
AIR = 6            # px kept between the bubble and a planet's rings
REACH = 1.45       # radii round a planet's middle its drawn cube stays within
SPOTS = ((0, 0), (0, 1), (1, 0), (1, 1), (0.5, 0), (0.5, 1))   # where on the felt it may stand, best first


@functools.lru_cache(maxsize=8)
def bubble(line: str, rocket: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The bubble's picture: a dark rounded plate framed in the seat's `colour`, its rocket, `line` and three dots in
    that colour. Kept (one a seat and language); its line travels with it (`text.blit`)."""
    words = text.render(line, SIZE, theme.TEXT, True)
    rocket_w = round(2 * rockets.half_width(rocket, ROCKET)) + 4
    w = PAD + 4 + rocket_w + 10 + words.get_width() + 10 + DOT_STEP * (DOTS - 1) + 8 + PAD + 4
    h = max(words.get_height(), ROCKET) + 2 * PAD - 6
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    plate = picture.get_rect()
    pygame.draw.rect(picture, (*theme.SPACE, 235), plate, border_radius=h // 2)
    pygame.draw.rect(picture, colour, plate, 3, border_radius=h // 2)
    x = PAD + rocket_w // 2 + 4
    rockets.draw_rocket(picture, rocket, colour, (x, h / 2), ROCKET)
    x = PAD + 4 + rocket_w + 10
    x = text.draw(picture, line, SIZE, theme.TEXT, bold=True, midleft=(x, h // 2)).right + 10 + 4
    for k in range(DOTS):
        pygame.draw.circle(picture, colour, (x + DOT_STEP * k, h // 2 + 3), 4)
    return picture


def dice_boxes(panel: TrayPanel) -> list[pygame.Rect]:
    """The squares the resting planets and their rings (a lock's, the cursor's) take on the screen: round each one's
    middle, its rings' reach or its drawn cube's (sides and all, ~1.32 radii at most), whichever is further."""
    r = max(ring_reach(panel.radius), REACH * panel.radius) + AIR
    return [pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
            for x, y in filter(None, map(panel.die_center, panel.on_felt))]


def place(felt: pygame.Rect, size: tuple[int, int], dice: list[pygame.Rect]) -> pygame.Rect | None:
    """Where the bubble stands on `felt`: the first of its SPOTS (the felt's corners, then the middles of its top and
    bottom) where it touches no die; None where the planets leave no room (a few rectangle tests: the frame the planets
    land in draws it, and a search of the whole felt cost ~0.3 ms there)."""
    area = felt.inflate(-2 * MARGIN, -2 * MARGIN)
    for x, y in SPOTS:
        where = pygame.Rect((0, 0), size)
        where.center = (round(area.left + size[0] / 2 + x * (area.width - size[0])),
                        round(area.top + size[1] / 2 + y * (area.height - size[1])))
        if where.collidelist(dice) < 0:
            return where
    return None


def draw_bubble(surface: pygame.Surface, panel: TrayPanel, seat: Seat, colour: tuple[int, int, int]) -> None:
    """The bubble naming the computer `seat` on turn, on `panel`'s felt where no planet lies."""
    picture = bubble(_("{name} is thinking").format(name=seat.name), seat.rocket, tuple(colour))
    felt = panel.felt_rect
    where = place(felt, picture.get_size(), dice_boxes(panel) if panel.has_dice else [])
    if where is not None:
        drawn.note(surface, text.blit(surface, picture, where.topleft))


def draw_on_turn(surface: pygame.Surface, table, panel: TrayPanel, flow, shown: bool) -> None:
    """At the big tray, while a computer's planets are `shown` at rest (and no five of a kind stands there), its
    bubble."""
    if flow is not None and shown and panel.still_picture is not None and flow.seat in table.brains \
            and not table.split and not table.five.on(panel):   # (not while they fly: its place follows where they lie)
        draw_bubble(surface, panel, table.host.match.seats[flow.seat], table.host.seat_colour(flow.seat))
