"""Phones on the TV: the QR code (segno, drawn onto a pygame surface), the short address, the phone
badge on a seat, and the card over a game that waits for a phone.

The QR code is drawn module by module from segno's matrix (dark modules on white, with the quiet
zone of four modules a reader needs), scaled by a whole number of pixels so every module is sharp;
kept per (url, size).
"""

from __future__ import annotations

import functools

import pygame

from game.phones import words
from game.render import text, theme
from game.words import _

QUIET = 4          # modules of white around the code (the QR standard's quiet zone)


@functools.lru_cache(maxsize=8)
def qr_matrix(url: str) -> tuple[tuple[bool, ...], ...]:
    import segno

    code = segno.make(url, error="m", micro=False)
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


@functools.lru_cache(maxsize=8)
def qr_surface(url: str, size: int) -> pygame.Surface:
    """The QR code of `url`, at most `size` px square (whole pixels a module), quiet zone included."""
    matrix = qr_matrix(url)
    modules = len(matrix) + 2 * QUIET
    scale = max(1, size // modules)
    image = pygame.Surface((modules * scale, modules * scale))
    image.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                image.fill((0, 0, 0), ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return image


def draw_qr(surface: pygame.Surface, url: str, center: tuple[int, int], size: int) -> pygame.Rect:
    image = qr_surface(url, size)
    return surface.blit(image, image.get_rect(center=center))


def short_url(url: str) -> str:
    """The address without its scheme, as a player types it."""
    return url.split("://", 1)[-1]


def draw_phone_badge(surface: pygame.Surface, center: tuple[float, float], height: int,
                     colour: tuple[int, int, int] = theme.TEXT) -> pygame.Rect:
    """A small phone: a rounded body, its screen and a button (a seat played by phone)."""
    width = max(6, round(height * 0.58))
    body = pygame.Rect(0, 0, width, height)
    body.center = (round(center[0]), round(center[1]))
    radius = max(2, width // 4)
    pygame.draw.rect(surface, colour, body, border_radius=radius)
    screen = body.inflate(-max(2, width // 4), -max(4, height // 3))
    screen.top = body.top + max(2, height // 8)
    pygame.draw.rect(surface, theme.SPACE, screen, border_radius=max(1, radius // 2))
    pygame.draw.circle(surface, theme.SPACE, (body.centerx, body.bottom - max(2, height // 9)), max(1, width // 8))
    return body


def draw_away(surface: pygame.Surface, name: str, edge: tuple[int, int, int], url: str | None) -> None:
    """The card over a game waiting for a seat whose phone is away: how to come back, and the code."""
    from game.scenes.playkit.chrome import shade

    width, height = surface.get_size()
    surface.blit(shade((width, height)), (0, 0))
    box = pygame.Rect(0, 0, 820, 300 if url else 200)
    box.center = (width // 2, height // 2)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
    pygame.draw.rect(surface, edge, box, 4, border_radius=14)
    text_box = box.inflate(-40, 0)
    left = box.left + 30
    if url:
        qr = draw_qr(surface, url, (box.right - 140, box.centery), 240)
        text_box = pygame.Rect(left, box.top, qr.left - 20 - left, box.height)
    text.draw(surface, _(words.AWAY_TITLE).format(name=name), text.LABEL, theme.TEXT, bold=True,
              box=pygame.Rect(text_box.left, box.top + 30, text_box.width, 40), midleft=(text_box.left, box.top + 50))
    for i, line in enumerate(words.AWAY_LINES):
        text.draw(surface, _(line), text.BODY, theme.TEXT_DIM, box=pygame.Rect(text_box.left, box.top + 90 + 34 * i,
                  text_box.width, 32), midleft=(text_box.left, box.top + 106 + 34 * i))
    if url:
        text.draw(surface, short_url(url), text.CAPTION, theme.ACCENT,
                  box=pygame.Rect(text_box.left, box.bottom - 70, text_box.width, 30),
                  midleft=(text_box.left, box.bottom - 55))
