"""A small line picture for each setting of the settings screen (what the focused row changes), drawn with pygame:
a screen, a speaker, a note, a planet moving, a globe, a phone. Its lit parts show the value (the volume's waves,
a full screen, the planet's motion)."""

from __future__ import annotations

import math

import pygame

from game.render import dice_tokens, theme

LINE = theme.TEXT_DIM
LIT = theme.ACCENT


def _waves(surface: pygame.Surface, centre: tuple[int, int], size: int, level: float) -> None:
    """Three sound waves to the right of `centre`, as many lit as `level` (0..1) reaches."""
    for k in range(3):
        radius = round(size * (0.2 + 0.14 * k))
        box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        box.center = centre
        colour = LIT if level > k / 3 + 1e-6 else LINE
        pygame.draw.arc(surface, colour, box, -math.pi / 4, math.pi / 4, 4)


def draw(surface: pygame.Surface, setting: str, centre: tuple[int, int], size: int, value: float | bool) -> bool:
    """The picture of `setting` (a settings row's label) `size` px tall around `centre`; False for a row without one."""
    x, y = centre
    s = size
    if setting == "Fullscreen":
        screen = pygame.Rect(0, 0, round(s * 1.3), round(s * 0.8))
        screen.center = (x, y - s // 10)
        if value:
            pygame.draw.rect(surface, theme.PANEL_RAISED, screen.inflate(-10, -10), border_radius=4)
        pygame.draw.rect(surface, LIT if value else LINE, screen, 4, border_radius=6)
        pygame.draw.line(surface, LINE, (x, screen.bottom), (x, screen.bottom + s // 8), 4)
        pygame.draw.line(surface, LINE, (x - s // 4, screen.bottom + s // 8), (x + s // 4, screen.bottom + s // 8), 4)
    elif setting in ("Sound volume", "Music volume"):
        left = x - s // 2
        if setting == "Sound volume":   # a speaker
            body = [(left, y - s // 8), (left + s // 5, y - s // 8), (left + s * 2 // 5, y - s // 3),
                    (left + s * 2 // 5, y + s // 3), (left + s // 5, y + s // 8), (left, y + s // 8)]
            pygame.draw.polygon(surface, LINE, body, 4)
        else:                           # a note
            head = (left + s // 6, y + s // 5)
            pygame.draw.circle(surface, LINE, head, s // 8)
            pygame.draw.line(surface, LINE, (head[0] + s // 8 - 2, head[1]), (head[0] + s // 8 - 2, y - s // 3), 4)
            pygame.draw.line(surface, LINE, (head[0] + s // 8 - 2, y - s // 3), (head[0] + s // 3, y - s // 5), 4)
        _waves(surface, (left + s * 2 // 5, y), s, float(value))
    elif setting == "Reduced motion":   # a planet die, with its motion streaks while motion is full
        die = dice_tokens.face_token(6, round(s * 0.7))
        surface.blit(die, die.get_rect(center=(x + s // 4, y)))
        if not value:
            for k, length in ((-1, 0.5), (0, 0.7), (1, 0.5)):
                yy = y + k * s // 5
                pygame.draw.line(surface, LIT, (x - s // 4 - round(s * length), yy), (x - s // 4 - 6, yy), 4)
    elif setting == "Language":         # a globe
        r = s // 2
        pygame.draw.circle(surface, LINE, (x, y), r, 4)
        pygame.draw.ellipse(surface, LINE, pygame.Rect(x - r // 2, y - r, r, 2 * r), 3)
        pygame.draw.line(surface, LINE, (x - r, y), (x + r, y), 3)
        for dy in (-r // 2, r // 2):
            half = round(math.sqrt(r * r - dy * dy))
            pygame.draw.line(surface, LINE, (x - half + 3, y + dy), (x + half - 3, y + dy), 3)
    elif setting == "Phones":           # a phone
        phone = pygame.Rect(0, 0, round(s * 0.55), s)
        phone.center = (x, y)
        pygame.draw.rect(surface, LIT if value else LINE, phone, 4, border_radius=10)
        pygame.draw.rect(surface, LINE, phone.inflate(-16, -30).move(0, -2), 2, border_radius=3)
        pygame.draw.circle(surface, LINE, (x, phone.bottom - 9), 3)
    else:
        return False
    return True
