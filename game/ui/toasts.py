"""The toasts every screen shows: short notices in the bottom lane, one at a time, oldest first.

`App.notify(message, seconds)` queues a `Notice` on `App.notices` (a plain list: tests read its
`message`s); the loop ages them with `aged` and draws the one showing with `draw`.

The bottom lane is the controls line's: while a toast shows, it takes the lane and the controls line steps
aside (`aged` tells game.render.lane each frame; `chrome.draw_help` and `menu_type.draw_help` ask it), so a
toast is never drawn over the help line's words (review 7: "Gamepad connected" over the help line, its ends
peeking out on both sides).
"""

from __future__ import annotations

import pygame

from game.render import lane, text, theme
from game.render.panel import draw_panel
from game.words import _


class Notice:
    """A toast: its words and how many seconds it still shows. (A plain class: every dataclass made on
    the way to the first frame compiles its methods then, ~0.3 ms each here.)"""

    __slots__ = ("message", "seconds_left")

    def __init__(self, message: str, seconds_left: float) -> None:
        self.message, self.seconds_left = message, seconds_left


def aged(notices: list[Notice], seconds: float) -> list[Notice]:
    """Toasts show one at a time, oldest first (none is lost under another); only the one shown ages."""
    if notices:
        notices[0].seconds_left -= seconds
    left = [n for n in notices if n.seconds_left > 0]
    lane.take(bool(left))          # the controls line steps aside while a toast shows
    return left


def draw(screen: pygame.Surface, notices: list[Notice], size: tuple[int, int]) -> None:
    """The toast lane: the bottom strip under every screen's play area (where the key hints are, which step
    aside while it shows: game.render.lane), so a toast never covers dice, trays or tables. A long notice
    wraps upward, at most three lines (25 px type: capitals 11 px tall at 800x450)."""
    if not notices:
        return
    waiting = len(notices) - 1
    width = size[0] - 120
    message = _(notices[0].message) + ("   " + _("(+{n} more)").format(n=waiting) if waiting else "")
    lines = text.wrap(message, text.LABEL, width - 40)[:3]
    step = text.line_height(text.LABEL, 1.25)
    # as wide as its words (a notice, not a bar laid over the help line: look review 12)
    box = pygame.Rect(0, 0, min(width, max(text.width_of(line, text.LABEL) for line in lines) + 48), 10 + step * len(lines))
    box.midbottom = (size[0] // 2, size[1] - 4)
    draw_panel(screen, box, 255, theme.ACCENT, radius=8)
    for i, line in enumerate(lines):
        text.draw(screen, line, text.LABEL, theme.TEXT, box=box.inflate(-24, 0),
                  midtop=(box.centerx, box.y + 5 + step * i))
