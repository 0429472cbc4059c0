"""The seat rockets differ in silhouette, not only in colour."""

from __future__ import annotations

import itertools

import pygame

from game.render import rockets


def silhouette(shape: int, height: int = 120) -> pygame.mask.Mask:
    surface = pygame.Surface((height, height), pygame.SRCALPHA)
    rockets.draw_rocket(surface, shape, (200, 200, 200), (height / 2, height / 2), height, outline=False)
    return pygame.mask.from_surface(surface)


def test_every_pair_of_rockets_differs_in_outline():
    masks = [silhouette(shape) for shape in range(len(rockets.ROCKET_NAMES))]
    for a, b in itertools.combinations(range(len(masks)), 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        union = masks[a].count() + masks[b].count() - overlap
        assert overlap / union < 0.75, f"{rockets.ROCKET_NAMES[a]} and {rockets.ROCKET_NAMES[b]} look alike"


def test_a_rocket_is_drawn_in_its_seat_colour_within_the_returned_rect():
    surface = pygame.Surface((200, 200))
    rect = rockets.draw_rocket(surface, 0, 2, (100, 100), 120, flame=1.0)
    assert pygame.Rect(0, 0, 200, 200).contains(rect) and rect.height <= 121 + 40
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}
    assert rockets.seat_colour(2) in colours
    assert rockets.seat_colour(1) not in colours
