"""A menu's title mark (issue 28, look review 21: "carry the planet motifs into menus"): a ringed planet either side
of the title, each on an orbit line of the title's gold fading out into the sky; cut short where a column ends."""

from __future__ import annotations

import pygame

from game.render import theme, title_mark

SKY = (20, 24, 52)


def _gold_share(colour) -> float:
    """How far `colour` lies from the sky towards the title's gold (0: sky, 1: gold), on the blue-less channels."""
    return (colour[0] - SKY[0]) / (theme.TITLE[0] - SKY[0])


def test_the_title_stands_between_two_planets_on_orbits_fading_out():
    surface = pygame.Surface((800, 120))
    surface.fill(SKY)
    title = pygame.Rect(330, 40, 140, 40)
    painted = title_mark.draw(surface, title)
    y = title.centery
    near_left, near_right = title.left - title_mark.GAP - title_mark.PLANET // 2, title.right + title_mark.GAP + title_mark.PLANET // 2
    for x in (near_left, near_right):   # a planet beside each end, within its own square
        square = pygame.Rect(x - title_mark.PLANET // 2, y - title_mark.PLANET // 2, title_mark.PLANET, title_mark.PLANET)
        colours = {tuple(surface.get_at((px, py))[:3]) for px in range(square.left, square.right, 3)
                   for py in range(square.top, square.bottom, 3)}
        assert len(colours) > 12, "a planet's art, not a dot"
    start = title.left - title_mark.GAP - title_mark.PLANET - 2        # the orbit: gold next to the planet, fading out
    line = [_gold_share(surface.get_at((start - k, y))) for k in (0, 40, title_mark.ORBIT - 4)]
    assert line[0] > 0.5 and line[0] > line[1] > line[2] and line[2] < 0.15, line
    right = [_gold_share(surface.get_at((title.right + title_mark.GAP + title_mark.PLANET + 1 + k, y))) for k in (0, 40)]
    assert right[0] > 0.5 and right[0] > right[1], right
    assert all(surface.get_at((x, title.centery))[:3] == SKY for x in range(title.left, title.right, 7)), "the letters' room"
    assert painted[0].right <= title.left - title_mark.GAP and painted[1].left >= title.right + title_mark.GAP
    for x in (10, 790):                                                 # nothing beyond the orbits' ends
        assert surface.get_at((x, y))[:3] == SKY


def test_an_orbit_is_cut_where_its_column_ends():
    surface = pygame.Surface((400, 100))
    surface.fill(SKY)
    title = pygame.Rect(90, 30, 100, 40)
    column = pygame.Rect(8, 0, 250, 100)
    painted = title_mark.draw(surface, title, column)
    assert painted[0].left >= column.left and painted[1].right <= column.right
    assert all(surface.get_at((x, title.centery))[:3] == SKY for x in (*range(0, column.left), *range(column.right, 400)))
    assert _gold_share(surface.get_at((title.right + title_mark.GAP + title_mark.PLANET + 2, title.centery))) > 0.5
