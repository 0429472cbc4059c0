"""A card's foot note: the game in short, under a quiet rule, where the card's own picture and words leave room
(look review 13a: the option screens' cards stood half empty beside their rows)."""

from __future__ import annotations

import pygame

from game.render import text, theme


def _step(size: int) -> int:
    """A line's step: its face's full height, so that no two lines' boxes overlap."""
    return text.font(size).get_height()


def height(lines: int, size: int) -> int:
    """The room a note of `lines` one-line points takes at type size `size`, its rule included."""
    return 12 + lines * _step(size)


def draw_in_short(surface: pygame.Surface, card: pygame.Rect, free_top: int, points: tuple[str, ...],
                  size: int = text.LABEL) -> list[pygame.Rect]:
    """At the foot of `card`, under a thin rule: `points`, one line each, quiet and centred, when they fit under
    `free_top` (what the card shows above ends there) with 16 px to spare; else nothing. Returns the lines drawn."""
    step = _step(size)
    top = card.bottom - 12 - height(len(points), size)
    if top < free_top + 16:
        return []
    pygame.draw.line(surface, theme.PANEL_EDGE, (card.left + 40, top), (card.right - 40, top))
    box = card.inflate(-16, 0)
    return [text.draw(surface, point, size, theme.TEXT_DIM, box=box, midtop=(card.centerx, top + 10 + i * step))
            for i, point in enumerate(points)]


def break_at_colon(line: str, size: int, width: int) -> str:
    """An option's explanation on its card: too wide for one line, broken after its colon (what, then what it gives);
    as it is otherwise."""
    head, colon, tail = line.partition(": ")
    if colon and text.width_of(line, size) > width:
        return f"{head}:\n{tail}"
    return line
