"""Nothing drawn for a die crosses its tray's wall: the dice, the person's focus ring, a computer's
dashed ring and the hint's chevron stay on the drawn felt, in every tray the game lays out (Dicetime's,
a Revenge's split trays, 10000's, the dice tray's, Bluff's six seats). Read from the pixels each
drawing changes, over many throws (dice come to rest against the walls and in the corners)."""

from __future__ import annotations

import math
import random
from functools import cache

import numpy as np
import pygame
import pytest

from game.physics import STEP
from game.render import dice_view, hint_marks, marks
from game.scenes.bluff.layout import SEAT_RIM, die_radius, table_layout
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.playkit.tray_view import NARROW_RIM
from game.scenes.scoretable.layout import lay_out, split_trays
from game.scenes.tenthousand.view import TRAY
from game.scenes.tray import PANEL_RECT

SCREEN = (1280, 720)


def _dicetime(rng):
    return lay_out(SCREEN, 2, 1, rng).main.panel


def _revenge(rng, seats):
    return split_trays(lay_out(SCREEN, seats, 1, rng).play_rect, seats, rng)[seats - 1].panel


def _bluff(rng):
    tray = table_layout(SCREEN[0], 6).cards[1].tray
    return TrayPanel(tray, rng, 5, star_for_six=True, radius=die_radius(tray), rim=SEAT_RIM)


TRAYS = {
    "dicetime": _dicetime,
    "revenge_four": lambda rng: _revenge(rng, 4),
    "revenge_six": lambda rng: _revenge(rng, 6),
    "tenthousand": lambda rng: TrayPanel(TRAY, rng, 6, aside_area=True, rim=NARROW_RIM),
    "tray_sandbox": lambda rng: TrayPanel(PANEL_RECT, rng, 6, aside_area=True),
    "bluff_six": _bluff,
}
THROWS = 8


def _settle(panel: TrayPanel) -> None:
    for _ in range(int(40 / STEP)):
        panel.update(STEP)
        if panel.still_picture is not None:
            return
    raise AssertionError("the dice did not settle")


def _changed_outside(before: pygame.Surface, after: pygame.Surface, felt: pygame.Rect,
                     window: pygame.Rect) -> list[tuple[int, int]]:
    """The pixels `after` changed outside `felt` (x, y) within `window` (where the drawing could reach), a few."""
    window = window.clip(before.get_rect())
    a = pygame.surfarray.pixels2d(before.subsurface(window)).copy()
    b = pygame.surfarray.pixels2d(after.subsurface(window)).copy()
    changed = a != b
    inside = felt.move(-window.left, -window.top).clip(pygame.Rect((0, 0), window.size))
    changed[inside.left:inside.right, inside.top:inside.bottom] = False
    xs, ys = np.nonzero(changed)
    return [(x + window.left, y + window.top) for x, y in zip(xs.tolist(), ys.tolist(), strict=True)][:5]


@cache
def _thrown(name: str, seed: int) -> TrayPanel:
    """Tray `name`'s dice thrown once with `seed`, at rest (shared by the tests here: drawing changes nothing)."""
    panel = TRAYS[name](random.Random(seed))
    panel.throw()
    _settle(panel)
    return panel


@pytest.mark.parametrize("name", list(TRAYS))
def test_dice_and_their_rings_stay_on_the_felt(name):
    far = []
    for seed in range(THROWS):
        panel = _thrown(name, seed)
        felt = panel.felt_rect
        reach = marks.ring_reach(panel.radius)
        for index in panel.on_felt:      # the rings' reach, round the middle of each die's drawn top
            x, y = panel.die_center(index)
            ring = pygame.Rect(math.floor(x - reach), math.floor(y - reach), math.ceil(2 * reach), math.ceil(2 * reach))
            if not felt.contains(ring):
                far.append(f"throw {seed}: die {index}'s rings {ring} leave the felt {felt}")
        surface = pygame.Surface(SCREEN)
        surface.fill((0, 0, 0))
        panel.draw_box(surface)
        box = surface.copy()
        panel.draw_still(surface)
        if outside := _changed_outside(box, surface, felt, panel.rect.inflate(60, 60)):
            far.append(f"throw {seed}: the dice draw outside the felt {felt} at {outside}")
        bare = surface.copy()
        panel.draw(bare, 1.0, still_drawn=True)
        for index in panel.on_felt:
            x, y = panel.die_center(index)
            window = pygame.Rect(round(x) - 120, round(y) - 120, 240, 240)
            for ring in ({"cursor": index}, {"cursor": index, "computer": (120, 200, 255)}):
                marked = surface.copy()
                panel.draw(marked, 1.0, clock=0.1, still_drawn=True, **ring)
                if outside := _changed_outside(bare, marked, felt, window):
                    far.append(f"throw {seed}: die {index}'s {'computer' if 'computer' in ring else 'focus'} ring "
                               f"draws outside the felt {felt} at {outside}")
            hinted = bare.copy()   # (its glow is clipped to the felt; its chevron stands on it: `marker_spots`)
            hint_marks.markers(hinted, [(x, y)], panel.radius, within=felt)
            if outside := _changed_outside(bare, hinted, felt, window):
                far.append(f"throw {seed}: die {index}'s hint marker reaches past the felt {felt} at {outside}")
    assert not far, "\n".join(far[:12])


def _drawn_alone(panel: TrayPanel, index: int) -> tuple[pygame.mask.Mask, pygame.mask.Mask]:
    """The pixels die `index` covers, drawn alone as the tray draws it (its faces, not its soft shadow), and those of
    its top."""
    tray = panel.tray
    slot = panel.slot_of(index)
    surface = pygame.Surface(SCREEN, pygame.SRCALPHA)
    camera = dice_view.Camera(panel.origin, (tray.width, tray.height))
    dice_view.draw_die(surface, camera, tray.pose(slot), tray.edge, show_value=True)
    top = pygame.Surface(SCREEN, pygame.SRCALPHA)
    pygame.draw.polygon(top, (255, 255, 255), dice_view.top_corners(camera, tray.pose(slot), tray.edge))
    return pygame.mask.from_surface(surface, 100), pygame.mask.from_surface(top, 100)


@pytest.mark.parametrize("name", list(TRAYS))
def test_no_die_at_rest_is_drawn_over_another(name):
    """Physics keeps the dice apart, and so does the picture: two dice at rest never draw one over the other, not
    even a sliver of a side (look review 15b: "dice overlap in three boards"). A die at rest is drawn as a cube seen a
    little from the south-east (its top and the foot of its sides, `rest_die.depth`): its box in physics is wider
    than the cube by more than that slant (physics.tray.DIE_SPACING), so the cubes drawn keep apart."""
    pressed = []
    for seed in range(THROWS):
        panel = _thrown(name, seed)
        masks = {index: _drawn_alone(panel, index)[0] for index in panel.on_felt}
        order = list(masks)
        for k, a in enumerate(order):
            for b in order[k + 1:]:
                if shared := masks[b].overlap_area(masks[a], (0, 0)):
                    pressed.append(f"throw {seed}: dice {a} and {b} are drawn one over the other ({shared} px)")
    assert not pressed, "\n".join(pressed[:12])


@pytest.mark.parametrize(("name", "most"), [("dicetime", 5.6), ("revenge_four", 5.9), ("tenthousand", 6.3)])
def test_the_dice_are_as_big_as_their_felt_holds(name, most):
    """Issue 28: the trays were mostly bare felt: dice sized for walls their own size did not need, then shrunk
    in steps of a tenth until they fitted (Dicetime 72 px dice on a 472 px tall felt, 6.6 dice high). They are
    sized with their own walls now: the felt's short side is at most 6.3 dice (5 of them the throw's room), and a
    five-dice tray's at most 5.6 to 5.9 (4.35 of them the throw's room; look review 20: "the dice are small for the
    tray", Dicetime's were 6.1 dice high, a Revenge's 6.3)."""
    panel = TRAYS[name](random.Random(0))
    felt = panel.felt_rect
    assert min(felt.size) <= most * panel.tray.edge, (felt.size, panel.tray.edge)


def test_the_rings_round_a_die_are_centred_on_the_drawn_cube():
    """A die's rings (hint, computer) go round `die_center`: the middle of the cube as drawn, its top and the sides it
    shows below (round the top's middle they crossed the cube's south-east corner)."""
    for seed in range(2):
        panel = _thrown("dicetime", seed)
        for index in panel.on_felt:
            box = _drawn_alone(panel, index)[0].get_bounding_rects()[0]
            x, y = panel.die_center(index)
            assert abs(x - box.centerx) <= 2 and abs(y - box.centery) <= 2, (seed, index, (x, y), box.center)


@pytest.mark.parametrize("name", ["dicetime", "revenge_four", "tenthousand"])
def test_the_hints_chevrons_never_cover_a_planet(name):
    """Look review 25: a "hint" tag sat over a die's edge. The hint's chevron stands beside its planet pointing at it,
    never over any planet (its numeral or its edge): every planet hinted (the most crowded) and each alone, over many
    throws; each planet alone always finds a spot."""
    covered, homeless = [], []
    for seed in range(THROWS):
        panel = _thrown(name, seed)
        centres = {index: panel.die_center(index) for index in panel.on_felt}
        bodies = {index: _drawn_alone(panel, index)[0] for index in panel.on_felt}
        for hinted in ([*centres], *([index] for index in centres)):
            layer = pygame.Surface(SCREEN, pygame.SRCALPHA)
            shown = hint_marks.markers(layer, [centres[i] for i in hinted], panel.radius, within=panel.felt_rect,
                                       dice=list(centres.values()))
            if len(hinted) == 1 and not shown:
                homeless.append(f"throw {seed}: die {hinted[0]} alone has no marker")
            ink = pygame.mask.from_surface(layer, 40)
            for index, body in bodies.items():
                if shared := body.overlap_area(ink, (0, 0)):
                    covered.append(f"throw {seed}: a marker covers die {index} ({shared} px; hinted {hinted})")
    assert not covered and not homeless, "\n".join((covered + homeless)[:12])
