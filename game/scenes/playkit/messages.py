"""Short lines for one seat ("Wait: it is Ann's turn", a hint), each shown for a few seconds.

    messages = Messages()
    messages.tell(seat, "Choose a row first", theme.TEXT_DIM)     # replaces that seat's line
    messages.update(dt)                                           # every step: lines time out
    messages.draw(surface, seat, (x, y), width)                   # up to two wrapped lines
    messages.key()                                                # for a still-picture cache key
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import text
from game.words import _

MESSAGE_SECONDS = 3.0
FONT = 36        # 25 px: capitals 11.3 px tall at 800x450 (issue 28's floor)
LINE_STEP = 30


@dataclass
class Message:
    text: str
    colour: tuple[int, int, int]
    seconds: float = MESSAGE_SECONDS


class Messages:
    def __init__(self) -> None:
        self._lines: dict[int, Message] = {}

    def tell(self, seat: int, line: str, colour: tuple[int, int, int], seconds: float = MESSAGE_SECONDS) -> None:
        self._lines[seat] = Message(line, colour, seconds)

    def get(self, seat: int) -> Message | None:
        return self._lines.get(seat)

    def __getitem__(self, seat: int) -> Message:
        return self._lines[seat]

    def __contains__(self, seat: int) -> bool:
        return seat in self._lines

    def drop(self, seat: int) -> None:
        self._lines.pop(seat, None)

    def clear(self) -> None:
        self._lines.clear()

    def update(self, dt: float) -> None:
        for message in self._lines.values():
            message.seconds -= dt
        self._lines = {seat: m for seat, m in self._lines.items() if m.seconds > 0}

    def key(self) -> tuple:
        """Changes whenever what `draw` shows may (not with the time left)."""
        return tuple((seat, m.text, m.colour) for seat, m in self._lines.items())

    def draw(self, surface: pygame.Surface, seat: int, at: tuple[int, int], width: int) -> None:
        """Seat `seat`'s line, wrapped to `width`, at most two lines, the first centred on `at`'s y."""
        message = self._lines.get(seat)
        if message is None:
            return
        for i, line in enumerate(text.wrap(_(message.text), FONT, width)[:2]):   # an N_ msgid is translated here
            text.draw(surface, line, FONT, message.colour, midleft=(at[0], at[1] + LINE_STEP * i))
