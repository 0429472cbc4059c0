"""The marks of the states (game/render/marks.py) drawn with their second cue."""

from __future__ import annotations

import pygame

from game.render import marks, theme

SKY = (0, 0, 0)


def _colours_near(surface: pygame.Surface, center: tuple[int, int], reach: int) -> set:
    return {surface.get_at((x, y))[:3] for x in range(center[0] - reach, center[0] + reach)
            for y in range(center[1] - reach, center[1] + reach)}


def test_a_computers_cursor_on_a_planet_says_it_is_choosing_and_a_persons_focus_does_not():
    """Look review 12: the computer's dashed ring in its seat's colour read as yet another focus. It carries a badge
    of three "thinking" dots (on a dark plate) on its upper right; the person's white ring has none."""
    colour = theme.SEAT_COLOURS[1]
    radius = 30
    badge = (round(100 + radius * marks.FOCUS_RING * 0.72), round(100 - radius * marks.FOCUS_RING * 0.72))
    computer = pygame.Surface((200, 200))
    marks.computer_circle(computer, (100, 100), radius, colour)
    near = _colours_near(computer, badge, 6)
    assert colour in near and theme.SPACE in near
    dots = [computer.get_at((badge[0] + 10 * k, badge[1]))[:3] for k in (-1, 0, 1)]
    assert dots == [colour] * 3
    person = pygame.Surface((200, 200))
    marks.focus_circle(person, (100, 100), radius, reduced_motion=True)
    assert colour not in _colours_near(person, badge, 6) and theme.SPACE not in _colours_near(person, badge, 6)
