"""How the Puzzle's own parts look: the clock in the title bar and the pool of rerolls beside the
buttons (the rest of the table is the score table's `view`)."""

from __future__ import annotations

import pygame

from game.render import marks, text, theme
from game.render.clock import clock_text
from game.render.panel import material
from game.scenes.playkit.chrome import MARGIN, TOP, kept_part
from game.scenes.scoretable.layout import BUTTON_HEIGHT, Controls

WARNING_SECONDS = 30.0          # the timer turns the warning colour for the last 30 s
BLINK_SECONDS = 10.0            # ... and blinks for the last 10 s (not with reduced motion)
TIMER_SIZE = (210, 46)
CLOCK_FONT = 42     # 29 px: digits 13 px tall at 800x450
POOL_FONT = 36      # 25 px

ClockState = tuple[str, bool, bool]   # (shown time, warning colour, blink phase on)


def timer_rect(size: tuple[int, int]) -> pygame.Rect:
    """The clock: in the upper middle of the title bar."""
    rect = pygame.Rect((0, 0), TIMER_SIZE)
    rect.center = (size[0] // 2, TOP // 2)
    return rect


def pool_rect(controls: Controls, play: pygame.Rect) -> pygame.Rect:
    """The pool's box: in the action bar, between Fill in and Hint."""
    left = controls.fill.right + MARGIN
    right = controls.hint.left - MARGIN if controls.hint is not None else play.right - MARGIN
    return pygame.Rect(left, controls.roll.top, right - left, BUTTON_HEIGHT)


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
             shadow=False)
    face = (rect.left + 30, rect.centery)
    pygame.draw.circle(surface, colour, face, 14, 3)                      # a little clock face
    pygame.draw.line(surface, colour, face, (face[0], face[1] - 9), 3)
    pygame.draw.line(surface, colour, face, (face[0] + 7, face[1]), 3)
    text.draw(surface, shown, CLOCK_FONT, colour, bold=True, center=(rect.centerx + 18, rect.centery))


def draw_pool(surface: pygame.Surface, rect: pygame.Rect, label: str, empty: bool) -> None:
    """A status line, not a button: the words on a sunken strip with a rounded end at each side and no frame, so
    nothing about it looks pressable (red with stripes only once the pool is empty)."""
    if not empty:
        strip = rect.inflate(0, -14)
        pygame.draw.rect(surface, theme.SPACE, strip, border_radius=strip.height // 2)
    else:   # (its stripes kept: the bar's plain face lies under them, the same every time)
        kept_part(surface, "pool empty", (), rect, lambda on: marks.danger_box(on, rect, radius=10))
    colour, box = _pool_line(rect, empty)
    text.draw(surface, label, POOL_FONT, colour, bold=empty, box=box, center=rect.center)


def render_pool_line(rect: pygame.Rect, label: str, empty: bool) -> None:
    """What `draw_pool` renders for `label`, rendered ahead (kept by the text's caches)."""
    colour, box = _pool_line(rect, empty)
    text.render(text.ellipsize(label, POOL_FONT, box.width, empty), POOL_FONT, colour, empty)


def _pool_line(rect: pygame.Rect, empty: bool) -> tuple[tuple[int, int, int], pygame.Rect]:
    """The pool line's colour and box."""
    return (theme.SPACE, rect.inflate(-40, 0)) if empty else (theme.TEXT, rect.inflate(-12, 0))
