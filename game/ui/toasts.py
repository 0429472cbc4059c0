"""The toasts every screen shows: short notices in the bottom lane, one at a time, oldest first.

`App.notify(message, seconds)` queues a `Notice` on `App.notices` (a plain list: tests read its
`message`s); the loop ages them with `aged` and draws the one showing with `draw`.

A toast shows in the bottom lane's right corner (`corner`), never over a header (look review 28b: the gamepad toast
sat over Revenge's title bar, where it had been put after look review 15 found it on a Revenge's trays and over the
controls line). The controls line, two or three prompts since (game.scenes.playkit.prompts), keeps beside it: `aged`
tells game.render.lane where the toast is each frame, `chrome.draw_help` and `menu_type.draw_help` ask it (`place`)
and move the line left of the toast, or step aside while it shows if there is no room, so a toast is never drawn over
the help line's words (review 7: "Gamepad connected" over the help line, its ends peeking out on both sides).
A screen may still offer a band where nothing is (`Scene.toast_room`); no screen does now.
"""

from __future__ import annotations

import pygame

from game.render import lane, text, theme
from game.render.panel import draw_panel
from game.words import _


class Notice:
    """A toast: its words and how many seconds it still shows. (A plain class: every dataclass made on
    the way to the first frame compiles its methods then, ~0.3 ms each here.)"""

    __slots__ = ("message", "seconds_left", "icon")

    def __init__(self, message: str, seconds_left: float, icon: str = "") -> None:
        self.message, self.seconds_left, self.icon = message, seconds_left, icon   # (icon "pad": a device's notice)


def aged(notices: list[Notice], seconds: float, scene=None) -> list[Notice]:
    """Toasts show one at a time, oldest first (none is lost under another); only the one shown ages. The one shown
    goes in the bottom lane's right corner (`corner`); the controls line keeps clear of it."""
    if notices:
        notices[0].seconds_left -= seconds
    left = [n for n in notices if n.seconds_left > 0]
    size = getattr(getattr(scene, "app", None), "size", (1280, 720))   # (the picture's: the app draws the toast on it)
    lane.take(corner(left, size) if left else None)
    return left


EDGE = 16      # px from the screen's right edge to a toast in the bottom corner


def corner(notices: list[Notice], size: tuple[int, int]) -> pygame.Rect:
    """Where the toast of `notices` shows in the bottom lane: its right corner, over no header (look review 28b: the
    gamepad toast over Revenge's title bar), its foot on the controls line's (which keeps beside it: game.render.lane).
    A long notice wraps upward."""
    box = _box(_lines(notices, size[0]), size[0] - 120, notices[0].icon)
    box.bottomright = (size[0] - EDGE, size[1] - 4)
    return box


def _lines(notices: list[Notice], width: int) -> list[str]:
    waiting = len(notices) - 1
    message = _(notices[0].message) + ("   " + _("(+{n} more)").format(n=waiting) if waiting else "")
    return text.wrap(message, text.LABEL, width - 160)[:3]


ICON = 40      # px a notice's gamepad takes at its left


def _box(lines: list[str], width: int, icon: str = "") -> pygame.Rect:
    # as wide as its words (a notice, not a bar laid over the help line: look review 12)
    step = text.line_height(text.LABEL, 1.25)
    words = max(text.width_of(line, text.LABEL) for line in lines) + 48 + (ICON if icon else 0)
    return pygame.Rect(0, 0, min(width, words), 10 + step * len(lines))


def draw(screen: pygame.Surface, notices: list[Notice], size: tuple[int, int]) -> None:
    """The toast: in the bottom lane's right corner, the strip under every screen's play
    area (where the key hints are, which step aside while it shows: game.render.lane), so a toast never covers
    dice, trays or tables. A long notice wraps upward, at most three lines (25 px type: capitals 11 px tall at
    800x450)."""
    if not notices:
        return
    lines = _lines(notices, size[0])
    step = text.line_height(text.LABEL, 1.25)
    icon = notices[0].icon
    box = corner(notices, size)
    draw_panel(screen, box, 255, theme.ACCENT, radius=8)
    words = box.inflate(-24, 0)
    if icon:
        screen.blit(_pad(), _pad().get_rect(midleft=(box.left + 14, box.centery)))
        words.left += ICON
        words.width -= ICON
    for i, line in enumerate(lines):
        text.draw(screen, line, text.LABEL, theme.TEXT, box=words, midtop=(words.centerx, box.y + 5 + step * i))


_PAD: list[pygame.Surface] = []   # the gamepad, made once (2.5 KB: no surface cache's budget for it)


def _pad() -> pygame.Surface:
    """A gamepad, 32 x 20 px: the body, its two grips, the cross at the left, two buttons at the right."""
    if _PAD:
        return _PAD[0]
    pad = pygame.Surface((32, 20), pygame.SRCALPHA)
    for grip in (pygame.Rect(1, 6, 11, 14), pygame.Rect(20, 6, 11, 14)):
        pygame.draw.ellipse(pad, theme.ACCENT, grip)
    pygame.draw.rect(pad, theme.ACCENT, pygame.Rect(3, 2, 26, 12), border_radius=6)
    pygame.draw.rect(pad, theme.PANEL, pygame.Rect(6, 7, 7, 2))
    pygame.draw.rect(pad, theme.PANEL, pygame.Rect(8, 5, 3, 6))
    for centre in ((22, 6), (25, 10)):
        pygame.draw.circle(pad, theme.PANEL, centre, 2)
    _PAD.append(pad)
    return pad
