"""The table as a place (look reviews 28a/28b: "the felt is a flat rectangle inside a thin line: no lighting, depth or
rim"; "a bevelled wood or metal rim, a warm spotlight with a vignette, ... contact shadows under the dice"): each mode's
rim a rounded rail in its own material with a bright crest and a dark lip that casts its shadow on the felt, at the play
screen's size and on the 800x450 window; the felt lit in its middle and dark in its corners; a die lying on the felt
darkens the felt at its foot."""

from __future__ import annotations

import math

import pygame
import pytest

from game.render import dice_view, table

MODES = ("dicetime", "triple", "puzzle", "tenthousand", "zehntausend", "tray")
PLAY = pygame.Rect(40, 40, 820, 460)          # Dicetime's big felt at 1280x720 (rim 16)
SMALL = pygame.Rect(40, 40, 600, 440)         # 10000's felt beside its rack (rim 10)


def luma(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def drawn(mode: str, felt: pygame.Rect, rim: int, scale: float = 1.0) -> tuple[pygame.Surface, pygame.Rect, int]:
    """The table of `mode` round `felt`, and (with `scale` < 1) the picture as the 800x450 window shows it."""
    surface = pygame.Surface((felt.right + 40, felt.bottom + 40))
    surface.fill((12, 16, 34))
    table.draw(surface, felt, rim, table.felt_for(mode), table.rail_for(mode))
    if scale == 1.0:
        return surface, felt, rim
    small = pygame.transform.smoothscale(surface, (round(surface.get_width() * scale), round(surface.get_height() * scale)))
    return small, pygame.Rect(round(felt.left * scale), round(felt.top * scale), round(felt.width * scale),
                              round(felt.height * scale)), max(1, math.floor(rim * scale))


def rail_profile(surface: pygame.Surface, felt: pygame.Rect, rim: int, side: str) -> list[tuple[int, int, int]]:
    """The rail's colours across it at the middle of `side`, from its outer edge in to the felt."""
    if side == "north":
        return [tuple(surface.get_at((felt.centerx, felt.top - rim + k)))[:3] for k in range(rim)]
    return [tuple(surface.get_at((felt.centerx, felt.bottom + rim - 1 - k)))[:3] for k in range(rim)]


@pytest.mark.parametrize("scale", [1.0, 0.625], ids=["1280", "800"])
@pytest.mark.parametrize("felt,rim", [(PLAY, 16), (SMALL, 10)], ids=["play", "narrow"])
@pytest.mark.parametrize("mode", MODES)
def test_every_modes_rim_is_a_rail_with_a_lit_crest_a_dark_lip_and_a_shadow_on_the_felt(mode, felt, rim, scale):
    picture, felt, rim = drawn(mode, felt, rim, scale)
    for side in ("north", "south"):
        across = [luma(c) for c in rail_profile(picture, felt, rim, side)]
        top = across[len(across) // 3:]                   # (past the seat's groove on its outer face)
        crest = max(top)
        assert crest > (110 if scale == 1.0 else 95), (side, across)    # a highlight where the lamp catches it
        assert crest > 2.0 * min(top), (side, across)                   # ... over a dark lip / shaded face
    lip = luma(picture.get_at((felt.centerx, felt.top - 1)))           # the lip where the rail turns down to the felt
    assert lip < 0.45 * max(luma(c) for c in rail_profile(picture, felt, rim, "north")), lip
    def band(y: int) -> float:
        return sum(luma(picture.get_at((x, y))) for x in range(felt.centerx - 60, felt.centerx + 60)) / 120
    shade, open_felt = band(felt.top + 2), band(felt.top + max(20, felt.height // 8))
    assert shade < 0.6 * open_felt, (shade, open_felt)                # the north rail's shadow on the felt


def test_each_modes_rail_is_its_own_material():
    """Walnut for Dicetime, violet metal for Triple, icy steel for the Puzzle, copper for 10000: their crests' colours
    (the rail's highlight) and their tops apart, not one wood everywhere."""
    from game.render import colour_vision

    rails = {mode: table.rail_for(mode) for mode in ("dicetime", "triple", "puzzle", "tenthousand")}
    assert table.rail_for("zehntausend") == rails["tenthousand"] and table.rail_for("campaign") == rails["puzzle"]
    names = list(rails)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert colour_vision.perceptual_difference(rails[a].top, rails[b].top) > 10, (a, b)
    steel = rails["puzzle"].light
    assert steel[2] > steel[0] + 20                                     # icy: blue-white
    copper = rails["tenthousand"].top
    assert copper[0] > 1.6 * copper[2]                                   # copper: red-orange


@pytest.mark.parametrize("mode", ("dicetime", "triple", "puzzle", "tenthousand"))
def test_the_felt_lies_in_a_warm_pool_of_light_brighter_in_the_middle_than_at_the_corners(mode):
    surface, felt, _rim = drawn(mode, PLAY, 16)

    def mean(x: int, y: int, size: int = 16) -> float:
        return luma(pygame.transform.average_color(surface, pygame.Rect(x, y, size, size)))
    middle = mean(felt.centerx - 8, round(felt.top + felt.height * 0.4) - 8)
    corners = [mean(felt.left + 24, felt.top + 24), mean(felt.right - 40, felt.top + 24),
               mean(felt.left + 24, felt.bottom - 40), mean(felt.right - 40, felt.bottom - 40)]
    assert max(corners) < 0.44 * middle, (middle, corners)          # (before the review: 0.47)
    r, _g, b = pygame.transform.average_color(surface, pygame.Rect(felt.centerx - 20, felt.centery - 20, 40, 40))[:3]
    cr, _cg, cb = pygame.transform.average_color(surface, pygame.Rect(felt.right - 40, felt.bottom - 40, 16, 16))[:3]
    assert r / max(1, b) > 1.2 * cr / max(1, cb), ((r, b), (cr, cb))     # warm in the pool, cool in the corners


def test_a_die_resting_on_the_felt_darkens_the_felt_at_its_foot():
    """Its cast shadow (south-east, away from the lamp) has a dark core where it touches the felt: under a die lying on
    the felt, the felt in its shadow's middle is under 40% as bright as open felt (a die in the air casts a fainter
    one); the shadows are kept pictures, made before play."""
    from game.physics.pose import Pose

    open_felt = (90, 140, 130)

    def darkest(lift: float, edge: float) -> float:
        surface = pygame.Surface((400, 300))
        surface.fill(open_felt)
        camera = dice_view.Camera((0.0, 0.0), (400.0, 300.0))
        dice_view.draw_shadow(surface, camera, Pose(200.0, 150.0, 0.3, height=edge / 2 + lift * edge), edge)
        return min(luma(surface.get_at((x, y))) for x in range(100, 300, 2) for y in range(60, 260, 2))
    for edge in (48.0, 77.0):                          # (a die at 800x450's size, and Dicetime's at 1280x720)
        resting = darkest(0.0, edge)
        assert resting < 0.4 * luma(open_felt), (edge, resting)
        assert darkest(0.9, edge) > resting + 20, edge


def test_the_rails_carry_pearl_sights_and_the_felt_a_printed_border_line():
    """A billiard table's sights (pearl diamonds along the crest: the quarters of the long rails) and a printed line
    framing the felt a little in from its edges, a few levels lighter than the cloth either side of it."""
    surface, felt, rim = drawn("dicetime", PLAY, 16)
    outer = felt.inflate(2 * rim, 2 * rim)
    for k in (1, 2, 3):
        x = outer.left + outer.width * k // 4
        column = [luma(surface.get_at((x, outer.top + d))) for d in range(rim)]
        beside = [luma(surface.get_at((x + 14, outer.top + d))) for d in range(rim)]
        assert max(column) > 200 and max(column) > max(beside) + 20, (k, column, beside)
    inset = round(min(felt.size) * table.STRIPE_INSET)
    x = felt.centerx + 90                                     # (clear of the print's planet and stars)
    profile = [luma(surface.get_at((x, felt.bottom - inset + d))) for d in range(-6, 7)]
    assert max(profile[4:9]) > (profile[0] + profile[-1]) / 2 + 4, profile


@pytest.mark.parametrize("reduced", [False, True])
def test_a_die_coming_down_on_the_felt_marks_it_with_a_landing_ring_unless_motion_is_reduced(reduced):
    """Look review 28b: "on landing, add a small impact flash ... apply it to every roll". Under reduced motion: none."""
    import random

    from game.physics import STEP
    from game.scenes.playkit.tray_panel import TrayPanel

    panel = TrayPanel(pygame.Rect(40, 40, 700, 420), random.Random(3), dice=5)
    panel.throw()
    rings = 0
    for _ in range(600):
        panel.update(STEP, reduced)
        rings = max(rings, len(panel.effects.impacts))
        if panel.settled:
            break
    assert (rings > 0) != reduced, rings


def test_every_landing_ring_a_throw_draws_was_made_before_play():
    """The rings are made when the tray is drawn before play (`dice_fx.warm_impacts`), so a throw's frames only blit
    them: a throw with landings draws no ring picture of its own (the warm-up once made them a size too small)."""
    import random

    from game.physics import STEP
    from game.render import dice_fx
    from game.scenes.playkit.tray_panel import TrayPanel

    panel = TrayPanel(pygame.Rect(40, 40, 700, 420), random.Random(3), dice=5)
    dice_fx.warm_impacts(panel.tray.edge)
    made = dice_fx._impact_ring.cache_info().misses
    surface = pygame.Surface((800, 520))
    panel.throw()
    rings = 0
    for _ in range(600):
        panel.update(STEP, False)
        rings += len(panel.effects.impacts)
        panel.effects.draw_under(surface, panel.tray.radius)
        if panel.settled:
            break
    assert rings > 0 and dice_fx._impact_ring.cache_info().misses == made, (rings, made)
