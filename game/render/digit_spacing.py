"""Numbers set with even spacing (look review 15: the winner's "244" read as "24 4").

The typeface's digits are proportional, and their shapes leave uneven air between them: a "4" has its stem at the
right and only a slant at the left, so the air between "4" and "4" looked wider than between "2" and "4". In a
number of two digits or more, each pair of digits is set optically: the next digit is placed so that the mean air
between the two, row by row over the rows both ink (each row's counted only to DEPTH beyond the pair's narrowest: an
open side is not all air to the eye), is the same for every pair (the face's mean), and never less than a third of it
anywhere. Separators inside a number ("10,000", "2.5") and text around it are set as the face sets
them. `text.render` and `text.width_of` use this: one layout for the picture and for its measure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pygame

RUN = re.compile(r"\d[\d,.\u00a0\u202f]*\d")   # two digits or more and the separators between them
DIGITS = "0123456789"
INK = 100          # alpha from which a glyph's pixel counts as ink
DEPTH = 0.08       # of the face's line height: how far into an open side a row's air counts (4 px at 42 px type)

Layout = tuple[int, tuple[tuple[int, str], ...]]   # (width, ((x where a piece's own render is blitted, piece), ...))


def has_number(line: str) -> bool:
    return RUN.search(line) is not None


def _rows(face: pygame.font.Font, char: str) -> list[tuple[int, int] | None]:
    """Per row of `char`'s render: its leftmost and rightmost inked column, or None."""
    glyph = face.render(char, True, (255, 255, 255))
    rows: list[tuple[int, int] | None] = []
    for y in range(glyph.get_height()):
        ink = glyph.subsurface((0, y, glyph.get_width(), 1)).get_bounding_rect(min_alpha=INK)
        rows.append((ink.left, ink.right - 1) if ink.width else None)
    return rows


def pair_steps(face: pygame.font.Font) -> dict[tuple[str, str], int]:
    """For every pair of digits (a, b): how far right of a's pen b's pen goes (the same mean air for every pair)."""
    rows = {d: _rows(face, d) for d in DIGITS}
    advance = {d: face.metrics(d)[0][4] for d in DIGITS}
    depth = max(2, round(DEPTH * face.get_height()))
    natural = {}   # (a, b) -> (mean air, least air) with b at a's advance
    for a in DIGITS:
        for b in DIGITS:
            air = [advance[a] + rb[0] - ra[1] - 1 for ra, rb in zip(rows[a], rows[b], strict=True) if ra and rb]
            least = min(air)
            natural[a, b] = (sum(min(row, least + depth) for row in air) / len(air), least)
    target = sum(mean for mean, _least in natural.values()) / len(natural)
    return {(a, b): advance[a] + round(max(target - mean, target / 3 - least))
            for (a, b), (mean, least) in natural.items()}


def layout(face: pygame.font.Font, line: str, steps: dict[tuple[str, str], int]) -> Layout:
    """Where each piece of `line` goes: runs of other text whole, a number's glyphs one by one (`steps` between two
    digits, a separator's own advance)."""
    pieces: list[tuple[int, str]] = []
    x, start = 0, 0
    for found in RUN.finditer(line):
        before = line[start:found.start()]
        if before:
            pieces.append((x, before))
            x += face.size(before)[0]
        previous = ""
        for char in found.group():
            if previous:
                x += steps.get((previous, char)) or face.metrics(previous)[0][4]
            if not char.isspace():
                pieces.append((x, char))
            previous = char
        x += face.metrics(previous)[0][4]
        start = found.end()
    if line[start:]:
        pieces.append((x, line[start:]))
        x += face.size(line[start:])[0]
    return x, tuple(pieces)


def render(face: pygame.font.Font, line: str, steps: dict[tuple[str, str], int],
           piece: Callable[[str], pygame.Surface]) -> pygame.Surface:
    """`line` drawn as `layout` places it, each piece drawn by `piece` (the caller's kept renders: a count going up
    draws the same few glyphs again), on a clear surface as `Font.render` draws."""
    width, pieces = layout(face, line, steps)
    picture = pygame.Surface((max(1, width), face.get_height()), pygame.SRCALPHA)
    for x, part in pieces:
        picture.blit(piece(part), (x, 0))
    return picture
