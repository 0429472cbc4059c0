"""Look reviews 28a (defect 10) and 28b (defect 21): gold is for rewards and titles, yet the score sheet's printed
"Score sheet" header was a tan gold on every play screen and the settings' side card named the focused setting
("Sound volume") in the titles' gold. Both are labels: their letters are a neutral light ink, with no warm pixel."""

from __future__ import annotations

import pygame
import pytest
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime")

screens = load_tour()


def _warm(picture: pygame.Surface, rect: pygame.Rect) -> int:
    """The pixels in `rect` that lean to gold or tan (red and green well above blue)."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, _a = picture.get_at((x, y))
            count += r - b > 30 and g - b > 20
    return count


@pytest.mark.parametrize(("shot", "words", "right_of"), [
    ("settings", "Sound volume", 760),          # the side card's name of the focused setting, not the row's
    ("dicetime_rolled", "Score sheet", 0),
])
def test_a_label_is_not_written_in_gold(shot, words, right_of):
    picture, by_scene = screens.render_recorded(next(s for s in screens.SHOTS if s.name == shot))
    lines = [line for lines in by_scene.values() for line in lines if line.text == words and line.rect.left >= right_of]
    assert lines, (shot, words)
    for line in lines:
        assert _warm(picture, line.rect.clip(picture.get_rect())) == 0, (shot, words, _warm(picture, line.rect))
