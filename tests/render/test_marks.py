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


def test_the_hint_has_its_own_colour_and_tag_and_two_close_rings_make_one_outline():
    """Look review 13a: the hint's rings were green (green means kept and points) and two close planets' rings
    crossed. The hint rings are lilac, neither green, gold nor red, with a "hint" tag; a ring leaves out its dots
    inside another hinted planet's ring."""
    from game.render import colour_vision, text

    for other in (theme.LOCKED, theme.GOOD, theme.TITLE, theme.DANGER, theme.FOCUS, theme.SELECTED):
        assert colour_vision.difference(theme.HINT, other) > 30, other
    radius = 30
    r = radius * marks.HINT_RING
    a, b = (120, 150), (round(120 + 0.9 * r), 150)
    canvas = pygame.Surface((300, 300))
    with text.recording() as drawn:
        marks.hint_circle(canvas, a, radius, others=(b,))
        marks.hint_circle(canvas, b, radius, others=(a,))
    assert [line.text for line in drawn] == ["hint", "hint"]
    tags = [line.rect.inflate(14, 4) for line in drawn]
    lilac = [(x, y) for x in range(300) for y in range(300) if canvas.get_at((x, y))[:3] == theme.HINT
             and not any(tag.collidepoint(x, y) for tag in tags)]
    assert len(lilac) > 100

    def inside(point, centre) -> bool:
        return (point[0] - centre[0]) ** 2 + (point[1] - centre[1]) ** 2 < (r - 6) ** 2

    assert not [p for p in lilac if inside(p, a) or inside(p, b)]
