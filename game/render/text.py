"""Text drawing with cached fonts."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.render import theme


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    face = pygame.font.Font(None, size)  # pygame's bundled font: present on every install
    face.set_bold(bold)
    return face


@lru_cache(maxsize=512)
def render(text: str, size: int, colour: tuple[int, int, int] = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text; cached, as the same labels are drawn every frame."""
    return font(size, bold).render(text, True, colour)


def forget_fonts() -> None:
    """Drop cached fonts and renders: a `Font` dies with `pygame.quit()` (the
    app calls this on shutdown so a later start makes fresh ones)."""
    font.cache_clear()
    render.cache_clear()
    _wrap.cache_clear()


def draw(surface: pygame.Surface, text: str, size: int, colour=theme.TEXT, *, bold: bool = False,
         **anchor: tuple[float, float]) -> pygame.Rect:
    """Draw a line of text placed by one rect anchor, e.g. `center=(640, 100)`."""
    image = render(text, size, tuple(colour), bold)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split `text` into lines no wider than `width` pixels (paragraphs kept)."""
    return list(_wrap(text, size, width, bold))


@lru_cache(maxsize=256)
def _wrap(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            candidate = f"{line} {word}"
            if face.size(candidate)[0] <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)
