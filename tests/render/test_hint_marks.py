"""The hint's marks (game/render/hint_marks.py): one calm style in the info blue."""

from __future__ import annotations

import pygame

from game.render import colour_vision, hint_marks, theme


def test_the_hint_speaks_in_the_info_blue_of_its_line():
    """Look review 25: the rose "hint" tags and dotted rings were "a fourth accent colour". The hint's marks wear a light
    tint of the info blue its line is written in (theme.ACCENT), apart from the locks', the reward's, danger's and the
    points' colours."""
    assert colour_vision.difference(theme.HINT, theme.ACCENT) <= 20
    for other in (theme.LOCKED, theme.TITLE, theme.DANGER, theme.GOOD):
        assert colour_vision.perceptual_difference(theme.HINT, other) >= 20, other


def test_a_glow_under_and_a_chevron_pointing_at_the_planet():
    """The glow fades out on the felt (no ring at its edge: the lock's plate has one); the chevron's tip points at its
    planet: over it pointing down when there is room, under it pointing up by the felt's top."""
    image = hint_marks.glow(40)
    w = image.get_width()
    alphas = [image.get_at((w // 2 + d, w // 2))[3] for d in range(0, w // 2)]
    assert alphas[0] > 100 and alphas[-1] < 8
    assert all(b <= a + 2 for a, b in zip(alphas, alphas[1:], strict=False)), "fading out, no ring"
    felt = pygame.Rect(0, 0, 400, 300)
    spots = hint_marks.marker_spots([(200, 150)], 40, within=felt)
    step, rect = spots[(200, 150)]
    assert step == 0 and rect.bottom <= 150 - 40
    step, rect = hint_marks.marker_spots([(200, 50)], 40, within=felt)[(200, 50)]
    assert rect.top >= 50 + 40 or rect.left >= 200 + 40 or rect.right <= 200 - 40, (step, rect)
    assert felt.inflate(-2 * hint_marks.MARKER_RIM, -2 * hint_marks.MARKER_RIM).contains(rect)


def test_a_chevron_keeps_off_a_label_on_the_felt():
    """10000's worth chips ("+300 together") stand over their planets: a chevron over a planet under one went on the
    chip's words. A rect in `avoid` is kept clear; the marker takes the next spot."""
    felt = pygame.Rect(0, 0, 400, 300)
    _step, free = hint_marks.marker_spots([(200, 150)], 40, within=felt)[(200, 150)]
    chip = free.inflate(60, 10)
    step, rect = hint_marks.marker_spots([(200, 150)], 40, within=felt, avoid=[chip])[(200, 150)]
    assert step != 0 and not rect.colliderect(chip), (step, rect, chip)


def test_every_hinted_planet_is_marked_the_same_way_where_one_way_fits():
    """Look review 26 (12): on the hint screen the 6 (low by the 4) got a side arrow while the other planets had top
    chevrons, a second kind of mark. Where one direction fits every marker, they all take it; each still lies clear
    of every planet and inside the felt."""
    felt = pygame.Rect(30, 70, 820, 460)
    hinted = [(420, 195), (190, 280), (700, 205), (150, 430)]   # as on dicetime_hint: the 6 low by the 4
    spots = hint_marks.marker_spots(hinted, 52, within=felt, dice=[(355, 345)])
    assert all(spot is not None for spot in spots.values()), spots
    assert len({step for step, _rect in spots.values()}) == 1, spots
    for step, rect in spots.values():
        assert felt.contains(rect)
        for centre in [*hinted, (355, 345)]:
            assert not rect.colliderect(pygame.Rect(centre[0] - 52, centre[1] - 52, 104, 104)), (step, rect, centre)
