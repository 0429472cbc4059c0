"""The marks of the states (game/render/marks.py) drawn with their second cue."""

from __future__ import annotations

import math

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
    dots = [computer.get_at((badge[0] + marks.THINKING_STEP * k, badge[1]))[:3] for k in (-1, 0, 1)]
    assert dots == [colour] * 3
    plate = [y for y in range(badge[1] - 20, badge[1] + 20) if computer.get_at((badge[0] + 6, y))[:3] in (theme.SPACE, colour)]
    assert max(plate) - min(plate) + 1 >= 24, "the badge stands 15 px tall at 800x450 (review 15: 18 px was tiny)"
    person = pygame.Surface((200, 200))
    marks.focus_circle(person, (100, 100), radius, reduced_motion=True)
    assert colour not in _colours_near(person, badge, 6) and theme.SPACE not in _colours_near(person, badge, 6)


def _looks(surface: pygame.Surface, points) -> list[str]:
    """Each point as the focus mark's part it shows: "ring" (white), "halo" or "-" (anything else)."""
    def near(colour, target) -> bool:
        return sum(abs(a - b) for a, b in zip(colour, target, strict=True)) < 90
    return ["ring" if near(c, theme.FOCUS) else "halo" if near(c, theme.FOCUS_HALO) else "-"
            for c in (surface.get_at(p)[:3] for p in points)]


def test_one_focus_mark_hugs_a_die_as_it_hugs_a_button_and_points_at_neither():
    """Look review 13: a die's focus was a white circle and a chevron, a button's a rounded box and another chevron
    (two focus styles on one screen). Now both wear one mark: the white ring hugging the thing's outline and its halo,
    at the same offsets from the outline (a die's outline turned as the die lies), and nothing beyond the halo."""
    side = 96
    button = pygame.Surface((200, 200))
    marks.focus_rect(button, pygame.Rect(52, 52, side, side), radius=20, reduced_motion=True)
    across = [(x, 100) for x in range(52 - 10, 52 + 4)]          # from outside the left edge in
    top = side / (1 + 2 * marks.DIE_BODY)                       # a die whose outline is the button's face
    flat = [(100 + dx * top / 2, 100 + dy * top / 2) for dx, dy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    die = pygame.Surface((200, 200))
    marks.focus_die(die, flat, reduced_motion=True)
    assert _looks(die, across) == _looks(button, across)
    assert _looks(button, across).count("ring") == marks.RING and "halo" in _looks(button, across)
    for surface in (button, die):    # no chevron: nothing of the mark further out than its halo
        inside = pygame.Rect(0, 0, side + 2 * marks.mark_reach(0) + 2, side + 2 * marks.mark_reach(0) + 2)
        inside.center = (100, 100)
        far = surface.copy()
        far.fill(SKY, inside)
        assert pygame.mask.from_threshold(far, SKY, (1, 1, 1, 255)).count() == 200 * 200   # all sky out there
    turned = pygame.Surface((200, 200))    # a die turned 30 degrees: the same offsets along its side's normal
    turn = [(math.cos(math.radians(30 + 90 * k)), math.sin(math.radians(30 + 90 * k))) for k in range(4)]
    corners = [(100 + (u[0] - u[1]) * top / 2, 100 + (u[1] + u[0]) * top / 2) for u in turn]
    marks.focus_die(turned, corners, reduced_motion=True)
    normal = turn[0]
    along = [(round(100 + normal[0] * (side / 2 - 4 + t)), round(100 + normal[1] * (side / 2 - 4 + t)))
             for t in range(14)]
    straight = [(round(100 + (side / 2 - 4 + t)), 100) for t in range(14)]
    kept = pygame.Surface((200, 200))        # the ring's kept picture (drawn every frame) is what a fresh one is
    marks.focus_die(kept, corners, reduced_motion=True)
    marks._die_ring.cache_clear()
    fresh = pygame.Surface((200, 200))
    marks.focus_die(fresh, corners, reduced_motion=True)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(turned, "RGB")
    for part in ("ring", "halo"):   # (a turned picture's edges are smoothed: within a pixel)
        seen, flat_seen = _looks(turned, along), _looks(die, straight)
        assert abs(seen.index(part) - flat_seen.index(part)) <= 1, (seen, flat_seen)
        assert abs(seen[::-1].index(part) - flat_seen[::-1].index(part)) <= 1, (seen, flat_seen)


def test_a_chosen_score_box_is_a_tint_never_an_outline_and_the_focus_ring_is_the_one_outline():
    """Look review 18 (dicetime_selected): a picked score box was a blue fill edged in blue under the white ring, a
    second focus look beside the buttons' ring alone. Picked, a box is a calm tint with no edge; focused as well, the
    white ring is the one outline on it."""
    from focus_looks import edge_pixels

    box = pygame.Rect(20, 20, 100, 32)
    picked = pygame.Surface((140, 72))
    picked.fill(theme.PANEL)
    marks.selected_box(picked, box)
    assert picked.get_at(box.center)[:3] == marks.CHOSEN_TINT
    assert edge_pixels(picked, box, theme.SELECTED) == 0 and edge_pixels(picked, box, marks.CHOSEN_TINT) > 0
    marks.focus_rect(picked, box.inflate(-8, -6), radius=5, reduced_motion=True)
    assert edge_pixels(picked, box.inflate(-6, -4), theme.FOCUS) > 100
    tint_blue = marks.CHOSEN_TINT[2] - marks.CHOSEN_TINT[0]
    assert max(marks.CHOSEN_TINT) < 150 and tint_blue < theme.SELECTED[2] - theme.SELECTED[0], "calm, not the bright fill"


def test_the_focus_mark_reads_from_across_the_room():
    """Look review 26 (title_focus_down): the thin white outline was "easy to miss at TV distance". At 800x450 the
    mark's white core is still about 3 px thick, and its glow lights the ground 4 px or more beyond it."""
    ground = pygame.Surface((400, 200))
    ground.fill(theme.SPACE)
    thing = pygame.Rect(100, 60, 200, 80)
    marks.focus_rect(ground, thing, reduced_motion=True)
    small = pygame.transform.smoothscale(ground, (250, 125))          # (1280x720 seen at 800x450)
    row = [small.get_at((x, round(thing.centery * 0.625)))[:3] for x in range(0, round(thing.left * 0.625) + 2)]
    white = [x for x, c in enumerate(row) if min(c) >= 190]
    lit = [x for x, c in enumerate(row) if sum(c) >= sum(theme.SPACE) + 60]
    assert len(white) >= 3, row
    assert min(white) - min(lit) >= 4, (min(white), min(lit))        # the glow, out from the white
