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


def test_a_small_rocket_is_smooth_and_shaded_like_the_dice_and_kept():
    """Look review 24: "tiny pixel-art rockets sit next to the smooth rendered dice". A header's 24 px rocket has soft
    edges (many pixels part rocket, part background) and a lit body (its left brighter than its right, as the
    winner's); it is a kept picture: drawn again after the store is emptied, it is the same picture."""
    import numpy

    def drawn() -> numpy.ndarray:
        surface = pygame.Surface((40, 40))
        surface.fill((0, 0, 0))
        rockets.draw_rocket(surface, 1, 1, (20, 20), 24)
        return pygame.surfarray.array3d(surface).astype(int)

    picture = drawn()
    base = numpy.array(rockets.seat_colour(1))
    lit = picture.sum(axis=2)
    soft = [(x, y) for x in range(40) for y in range(40) if 0 < lit[x, y] < 0.6 * base.sum()
            and numpy.abs(picture[x, y] * base.sum() / lit[x, y] - base).sum() < 90]     # the body's hue, faded
    assert len({lit[p] for p in soft}) >= 8, sorted({lit[p] for p in soft})    # (drawn flat: its edge's and fins' shades)
    body = [lit[x, 21] for x in range(40) if numpy.abs(picture[x, 21] - base).sum() < 150]    # across its middle
    assert len(body) >= 4 and body[0] > body[-1] + 60, body
    rockets._kept.cache_clear()
    assert (drawn() == picture).all()
