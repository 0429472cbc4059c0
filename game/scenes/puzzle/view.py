"""How the Puzzle's own parts look: the clock in the title bar and, beside it, the gauge of the pool of rerolls,
the game's one resource (mid-session critique 18: a text pill squeezed between the buttons read as one more button);
the rest of the table is the score table's `view`."""

from __future__ import annotations

import functools
import math

import pygame

from game.render import drawn, text, theme
from game.render.clock import clock_text
from game.render.panel import material
from game.scenes.playkit.chrome import TOP
from game.scenes.puzzle.skin import SKIN

WARNING_SECONDS = 30.0          # the timer turns the warning colour for the last 30 s
BLINK_SECONDS = 10.0            # ... and blinks for the last 10 s (not with reduced motion)
TIMER_SIZE = (210, 46)
CLOCK_FONT = 42     # 29 px: digits 13 px tall at 800x450
GAUGE_HEIGHT = 46   # the pool's gauge, right of the clock (as tall)
CAPTION_AT = 48     # px from its left: its number (its turning arrow before it)
GAUGE_GAP = 12      # px between the clock and the gauge
NUMBER_FONT = CLOCK_FONT
CAPTION_FONT = 36   # text.LABEL: "rerolls left" after the number (its letters 11 px tall at 800x450)
TRACK = (60, 14)    # px: the gauge's track of the pool left, after its caption (look review 23: a thin bar along the
                    # foot under "rerolls left" read as a hyperlink's underline): a rimmed pill with quarter ticks
TRACK_GAP = 12      # px between the caption and the track
LOW_SHARE = 0.1     # of the full pool: at or under it (and not empty) the track's fill turns the danger red
MARK_RADIUS = 10    # px: the turning arrow's circle (its head 5 px each side of the circle's top)
MARK_AIR = 6        # px at least from the gauge's edge to the mark (its frame is ~3 px of wood)

ClockState = tuple[str, bool, bool]   # (shown time, warning colour, blink phase on)


def timer_rect(size: tuple[int, int]) -> pygame.Rect:
    """The clock: in the upper middle of the title bar."""
    rect = pygame.Rect((0, 0), TIMER_SIZE)
    rect.center = (size[0] // 2, TOP // 2)
    return rect


def pool_rect(clock: pygame.Rect, caption: str, full: int) -> pygame.Rect:
    """The pool's gauge: in the title bar, right of the clock, as tall; as wide as its mark, the number of the `full`
    pool and its `caption` need."""
    digits = max(text.width_of(str(n), NUMBER_FONT, True) for n in range(max(full, 10) + 1))   # (its widest count)
    rect = pygame.Rect(0, 0, CAPTION_AT + digits + 10 + text.width_of(caption, CAPTION_FONT) + TRACK_GAP + TRACK[0] + 16,
                       GAUGE_HEIGHT)
    rect.midleft = (clock.right + GAUGE_GAP, clock.centery)
    return rect


def clock_state(left: float, reduced_motion: bool) -> ClockState:
    """What the clock looks like with `left` seconds left."""
    warning = left <= WARNING_SECONDS
    blink = warning and left <= BLINK_SECONDS and left > 0 and not reduced_motion and (left % 1.0) < 0.5
    return clock_text(left), warning, blink


def draw_clock(surface: pygame.Surface, rect: pygame.Rect, state: ClockState) -> None:
    shown, warning, blink = state
    colour = theme.BAD if warning else theme.TEXT
    if blink:
        colour = theme.TEXT
    material(surface, rect, theme.PANEL, theme.BAD if warning else theme.PANEL_EDGE, 12, 3 if warning else 1,
             shadow=False, skin=SKIN)
    face = (rect.left + 30, rect.centery)
    pygame.draw.circle(surface, colour, face, 14, 3)                      # a little clock face
    pygame.draw.line(surface, colour, face, (face[0], face[1] - 9), 3)
    pygame.draw.line(surface, colour, face, (face[0] + 7, face[1]), 3)
    text.draw(surface, shown, CLOCK_FONT, colour, bold=True, center=(rect.centerx + 18, rect.centery))


def draw_pool(surface: pygame.Surface, rect: pygame.Rect, left: int, full: int, caption: str) -> None:
    """The gauge (a kept picture: `gauge`)."""
    drawn.note(surface, text.blit(surface, gauge(rect.size, left, full, caption), rect.topleft))


@functools.lru_cache(maxsize=4)
def gauge(size: tuple[int, int], left: int, full: int, caption: str) -> pygame.Surface:
    """The pool's gauge, framed as the clock is: a reroll mark (a turning arrow), the rerolls `left` in the clock's
    big digits, then `caption` ("rerolls left"), then a track filled with the share of the `full` pool left (red when
    little is left). An empty pool is a state, not an error (the issue): its number and mark go dim, its track empty,
    nothing red. Kept."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    rect = picture.get_rect()
    material(picture, rect, theme.PANEL, theme.PANEL_EDGE, 12, 1, shadow=False, skin=SKIN)
    colour = theme.TEXT if left else theme.TEXT_DISABLED
    # (look review 22: the arrowhead crossed the frame's top and the number sat higher than the clock's: the mark a
    # little smaller, wholly inside MARK_AIR px of the frame, the number on the clock's middle, the bar thinner under it)
    mark = (28, rect.centery)
    arc = pygame.Rect(0, 0, 2 * MARK_RADIUS, 2 * MARK_RADIUS)
    arc.center = mark
    pygame.draw.arc(picture, colour, arc, math.radians(-200), math.radians(80), 3)   # a turning arrow
    tip = (mark[0] + MARK_RADIUS * math.cos(math.radians(80)), mark[1] - MARK_RADIUS * math.sin(math.radians(80)))
    pygame.draw.polygon(picture, colour, [(tip[0] - 6, tip[1] - 5), (tip[0] + 4, tip[1]), (tip[0] - 6, tip[1] + 5)])
    middle = rect.centery
    number = text.draw(picture, str(left), NUMBER_FONT, colour, bold=True, midleft=(CAPTION_AT, middle))
    track = pygame.Rect(0, 0, *TRACK)
    track.midright = (rect.right - 16, middle)
    text.draw(picture, caption, CAPTION_FONT, theme.TEXT_DIM, midleft=(number.right + 10, middle + 1),
              box=pygame.Rect(number.right + 10, 0, track.left - TRACK_GAP - number.right - 10, rect.height))
    radius = track.height // 2
    pygame.draw.rect(picture, theme.PANEL_EDGE, track.inflate(4, 4), border_radius=radius + 2)   # its rim: two ends
    pygame.draw.rect(picture, theme.SPACE, track, border_radius=radius)
    share = min(1.0, left / max(1, full))
    if left:
        filled = pygame.Rect(track.topleft, (max(track.height, round(track.width * share)), track.height))
        pygame.draw.rect(picture, theme.DANGER if share <= LOW_SHARE else theme.ACCENT, filled, border_radius=radius)
    for quarter in (1, 2, 3):   # a scale: quarter ticks across it
        x = track.left + round(track.width * quarter / 4)
        pygame.draw.line(picture, theme.PANEL_EDGE, (x, track.top + 3), (x, track.bottom - 4), 1)
    return picture
