"""10000's HOT DICE moment: a gold plaque in the set-aside column.

All six planets scored: they leave the column (it is empty then) and are thrown again at once, so the
felt is busy with the new throw. The plaque stands in the column instead, where the six came from: the
words wrapped one or two to a line, as big as the column lets them be, dropping in, holding and fading
(fading in place with reduced motion). Its picture is made once per label and column and kept here.

    hot = HotDice()
    hot.start(label)                     # the moment
    hot.update(dt)                       # every frame
    hot.draw(surface, column, reduced)   # over the still picture
"""

from __future__ import annotations

import math

import pygame

from game.render import drawn, text, theme

LIFE = 1.8          # s on show
DROP = 0.18         # s to drop into place
FADE = 0.35         # s to fade out at the end
SIZES = (56, 50, 46, 42, 38, 34, 30, 27)   # type sizes tried, biggest first (27 px: still over the floor)
PAD = 14


class HotDice:
    def __init__(self, column: pygame.Rect | None = None, label: str | None = None) -> None:
        """With the `column` and the `label` it will show, its picture is made now, not in the moment's frame (the
        words fitted and rendered, ~0.5 ms beside the throw of all six again)."""
        self.label: str | None = None
        self.age = 0.0
        self._kept: tuple[tuple, tuple[pygame.Surface, list[tuple[str, pygame.Rect]], int]] | None = None
        if column is not None and label is not None:
            self._picture(label, column.width - 12, column.height - 12)

    @property
    def showing(self) -> bool:
        return self.label is not None

    def start(self, label: str) -> None:
        self.label, self.age = label, 0.0

    def update(self, dt: float) -> None:
        if self.label is not None:
            self.age += dt
            if self.age >= LIFE:
                self.label = None

    def draw(self, surface: pygame.Surface, column: pygame.Rect, reduced_motion: bool) -> None:
        if self.label is None:
            return
        plate, lines, size = self._picture(self.label, column.width - 12, column.height - 12)
        rect = plate.get_rect(center=column.center)
        drop = 0.0 if reduced_motion else max(0.0, 1.0 - self.age / DROP)
        rect.y -= round(60 * drop * drop)
        fade_in = min(1.0, self.age / 0.12) if reduced_motion else 1.0
        plate.set_alpha(round(255 * min(fade_in, 1.0 - drop, (LIFE - self.age) / FADE, 1.0)))
        drawn.note(surface, surface.blit(plate, rect))
        for line, where in lines:
            text.record_drawn(surface, line, size, where.move(rect.topleft), rect)

    def _picture(self, label: str, width: int, height: int):
        key = (label, width, height)
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, plaque(label, width, height))
        return self._kept[1]


def plaque(label: str, width: int, height: int) -> tuple[pygame.Surface, list[tuple[str, pygame.Rect]], int]:
    """The plaque: `label` in gold on a dark card with a gold double rim as tall as `height` (the column it stands in,
    covering its empty slots), at the biggest size whose every word fits `width` and whose lines fit `height`.
    Returns (picture, each line and where it lies, size)."""
    room = width - 2 * PAD
    for size in SIZES:
        words_fit = all(text.width_of(word, size, True) <= room for word in label.split())
        lines = [line for part in sentences(label) for line in text.wrap(part, size, room, bold=True)]
        step = text.font(size, True).get_height()     # a rendered line's height: no two lines drawn over each other
        if words_fit and step * len(lines) + 2 * PAD <= height:
            break
    card = pygame.Surface((width, height), pygame.SRCALPHA)   # the whole column: no empty slot peeks out round it
    box = card.get_rect()
    pygame.draw.rect(card, (*theme.SPACE, 240), box, border_radius=14)
    glow = pygame.Surface((12, 24), pygame.SRCALPHA)   # a warm light behind the words, brightest in the middle
    for i in range(12):
        for j in range(24):
            r2 = ((i + 0.5) / 6 - 1) ** 2 + ((j + 0.5) / 12 - 1) ** 2
            glow.set_at((i, j), (*theme.TITLE, round(70 * math.exp(-3 * r2))))
    card.blit(pygame.transform.smoothscale(glow, box.inflate(-12, -12).size), (6, 6))
    pygame.draw.rect(card, (*theme.TITLE, 255), box, 4, border_radius=14)
    pygame.draw.rect(card, (*theme.TITLE, 150), box.inflate(-14, -14), 2, border_radius=9)
    placed = []
    top = (height - step * len(lines)) // 2   # the words in the card's middle
    for i, line in enumerate(lines):
        image = text.render(line, size, theme.TITLE, True)
        where = image.get_rect(center=(box.centerx, top + step * i + step // 2))
        shadow = text.render(line, size, (0, 0, 0), True).copy()   # (a kept render: its alpha stays its own)
        shadow.set_alpha(110)
        card.blit(shadow, where.move(0, 2))
        card.blit(image, where)
        placed.append((line, where))
    return card, placed, size


def sentences(label: str) -> list[str]:
    """`label` cut after each "!" or "." inside it: a new sentence starts a new line ("HOT DICE!" / "All six again")."""
    parts, start = [], 0
    for i, char in enumerate(label):
        if char in "!." and label[i + 1:i + 2] == " ":
            parts.append(label[start:i + 1])
            start = i + 2
    return parts + [label[start:]]
