"""Look review 15: the winner's score "244" read as "24 4": the typeface's proportional digits leave uneven air
between them (a "4" is open at its left). A number's digits are set evenly apart (game.render.digit_spacing): measured
on the drawn picture, the air between each two neighbours is the same."""
from __future__ import annotations

import pygame

from game.render import text

DEPTH = 4   # px at the results' 42 px type: as the eye, air deeper than this into an open side is not counted


def _air(picture: pygame.Surface) -> list[float]:
    """Between each two neighbouring glyphs (told apart by the clear columns between them): the mean over the rows
    both ink of the air from one's ink to the next's, each row's counted only DEPTH px beyond the narrowest."""
    mask = pygame.mask.from_surface(picture, 100)
    width, height = mask.get_size()
    inked = [any(mask.get_at((x, y)) for y in range(height)) for x in range(width)]
    glyphs, start = [], None
    for x, ink in enumerate([*inked, False]):
        if ink and start is None:
            start = x
        elif not ink and start is not None:
            glyphs.append((start, x))
            start = None
    means = []
    for (a0, a1), (b0, b1) in zip(glyphs, glyphs[1:], strict=False):
        rows = []
        for y in range(height):
            right = [x for x in range(a0, a1) if mask.get_at((x, y))]
            left = [x for x in range(b0, b1) if mask.get_at((x, y))]
            if right and left:
                rows.append(min(left) - max(right))
        least = min(rows)
        means.append(sum(min(row, least + DEPTH) for row in rows) / len(rows))
    return means


def test_a_numbers_digits_stand_evenly_apart():
    for number in ("244", "1125", "9004"):
        air = _air(text.render(number, 60, bold=True))      # the results' winner's score
        assert len(air) == len(number) - 1 and max(air) - min(air) <= 1.0, (number, air)


def test_text_around_a_number_is_set_as_the_face_sets_it_and_measured_as_drawn():
    face = text.font(text.LABEL)
    assert text.width_of("Roll 2", text.LABEL) == face.size("Roll 2")[0], "a lone digit is the face's"
    line = "Score 244 today"
    assert text.render(line, text.LABEL).get_width() == text.width_of(line, text.LABEL)
    old = text.font(60, True).size("244")[0]
    assert 0.85 * old <= text.width_of("244", 60, True) <= old, "about its old width"
