"""The layout rules every screen keeps, checked on the lines of text a frame drew (`text.recording()`):
no text under 11 px once the picture is scaled to 800x450, none leaving its box or the picture, no two
lines drawn on the same surface overlapping."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

SMALL_SCALE = 800 / 1280
SLACK = 2   # px: anti-aliasing fringes
TEXT_FLOOR = 11       # px at 800x450: any text


def layout_problems(lines: Sequence, frame: pygame.Rect, where: str = "") -> list[str]:
    """What breaks the rules among `lines` (game.render.text.DrawnText) drawn on a picture of `frame`."""
    at = f"{where}: " if where else ""
    problems = []
    for line in lines:
        if line.px * SMALL_SCALE < TEXT_FLOOR:
            problems.append(f"{at}{line.text!r} is {line.px} px ({line.px * SMALL_SCALE:.1f} at 800x450)")
        if not line.box.inflate(2 * SLACK, 2 * SLACK).contains(line.rect):
            problems.append(f"{at}{line.text!r} at {line.rect} leaves its box {line.box}")
        if not frame.inflate(2 * SLACK, 2 * SLACK).contains(line.rect):
            problems.append(f"{at}{line.text!r} at {line.rect} leaves the picture")
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            clip = a.rect.clip(b.rect)
            if a.target == b.target and min(clip.width, clip.height) > SLACK and a.text != b.text:
                problems.append(f"{at}{a.text!r} {a.rect} overlaps {b.text!r} {b.rect}")
    return problems


def stars_beside_text(picture: pygame.Surface, lines: Sequence, clear: int) -> list[tuple[str, int]]:
    """The lines of text with a star of the sky within `clear` px of them on `picture` (and how many star pixels):
    the sky's star shades (grey-blue, blue 40 over equal red and green: STAR_COLOUR and every brightness of a twinkling
    star; no text, panel or planet colour is that), in discs two pixels by two at least (a lone pixel of that shade is
    a letter's smoothed edge over a sky of another hue). Read from the frame's pixels where the lines are: ~4 ms."""
    import numpy as np

    def star_shade(rgb):   # (uint8: no wrap below 216)
        red, green, blue = rgb[:, :, 0], rgb[:, :, 1], rgb[:, :, 2]
        return (red == green) & ((blue - red) == 40) & (red >= 60) & (red < 216)

    pixels = pygame.surfarray.pixels3d(picture)
    try:
        coarse = star_shade(pixels[::2, ::2])   # (a disc two pixels by two has a pixel of even x and y: a quarter read)
        found = []
        area = picture.get_rect()
        for line in lines:
            near = line.rect.inflate(2 * clear, 2 * clear).clip(area)
            if not coarse[(near.left + 1) // 2:(near.right + 1) // 2, (near.top + 1) // 2:(near.bottom + 1) // 2].any():
                continue
            part = star_shade(pixels[near.left:near.right, near.top:near.bottom])
            rgb = pixels[near.left:near.right, near.top:near.bottom].astype(np.int16)
            same = np.zeros(part.shape, dtype=bool)   # each pixel of a 2x2 square of one colour
            square = ((rgb[:-1, :-1] == rgb[1:, :-1]).all(axis=2) & (rgb[:-1, :-1] == rgb[:-1, 1:]).all(axis=2)
                      & (rgb[:-1, :-1] == rgb[1:, 1:]).all(axis=2))
            same[:-1, :-1] |= square
            same[1:, :-1] |= square
            same[:-1, 1:] |= square
            same[1:, 1:] |= square
            count = int((part & same).sum())
            if count:
                found.append((line.text, count))
        return found
    finally:
        del pixels


def widest_empty_band(picture: pygame.Surface, area: pygame.Rect, lit: int = 300) -> int:
    """The tallest run of rows in `area` with nothing drawn on it (look review 24: "empty gap in the right panel"):
    a row holds something when a pixel (every other one) is brighter than `lit` (the sum of its channels), above a
    panel's dark face."""
    best = run = 0
    for y in range(area.top, area.bottom):
        drawn = any(sum(picture.get_at((x, y))[:3]) > lit for x in range(area.left, area.right, 2))
        run = 0 if drawn else run + 1
        best = max(best, run)
    return best
