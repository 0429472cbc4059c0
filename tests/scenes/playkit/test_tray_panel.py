"""The play kit's tray panel for any dice: 1-6 dice, held dice, star faces, dice covered from
everyone but their owner, dice set aside (10000) and dice lost (Bluff). Faces always come
from the physics tray; the panel only says which die is where and who sees it."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.physics import STEP
from game.render import dice_view, held_die, planets
from game.scenes.playkit import tray_panel
from game.scenes.playkit.tray_panel import TrayPanel

RECT = pygame.Rect(0, 0, 640, 420)


def settle(panel: TrayPanel, limit: float = 30.0) -> None:
    steps = 0
    while panel.rolling:
        panel.update(STEP)
        steps += 1
        assert steps * STEP < limit, "the dice did not settle"


def rolled(dice: int = 5, seed: int = 1, **options) -> TrayPanel:
    panel = TrayPanel(RECT, random.Random(seed), dice, **options)
    panel.throw()
    settle(panel)
    return panel


def picture(panel: TrayPanel, **draw) -> pygame.Surface:
    surface = pygame.Surface(RECT.size)
    surface.fill((0, 0, 0))
    panel.draw_box(surface)
    panel.draw(surface, 1.0, **draw)
    return surface


def spot(surface: pygame.Surface, center, half: int = 12) -> bytes:
    box = pygame.Rect(0, 0, 2 * half, 2 * half)
    box.center = (round(center[0]), round(center[1]))
    return pygame.image.tobytes(surface.subsurface(box.clip(surface.get_rect())), "RGB")


@pytest.mark.parametrize("dice", [1, 2, 3, 4, 5, 6])
def test_any_number_of_dice_reads_what_physics_left_up(dice):
    panel = rolled(dice)
    assert panel.faces == panel.tray.faces and len(panel.faces) == dice
    assert all(1 <= face <= 6 for face in panel.faces)
    assert panel.in_play == panel.on_felt == tuple(range(dice))


@pytest.mark.parametrize("dice", [0, 7])
def test_a_panel_refuses_no_dice_or_more_than_six(dice):
    with pytest.raises(ValueError, match="1 to 6"):
        TrayPanel(RECT, random.Random(0), dice)


def test_held_dice_stay_put_and_keep_their_face():
    panel = rolled(6)
    before = [panel.die_center(i) for i in (0, 4)]
    faces = panel.faces
    panel.throw([True, False, False, False, True, False])
    assert panel.rolling and panel.faces is None
    settle(panel)
    assert [panel.die_center(i) for i in (0, 4)] == before
    assert (panel.faces[0], panel.faces[4]) == (faces[0], faces[4])


def test_same_seed_same_dice_through_set_asides_and_losses():
    def play(seed: int) -> list:
        panel = rolled(6, seed=seed, aside_area=True)
        seen = [panel.faces]
        panel.set_aside(2)
        panel.throw()
        settle(panel)
        seen.append(panel.faces)
        panel.lose(0)
        panel.throw()
        settle(panel)
        seen.append(panel.faces)
        return seen

    assert play(7) == play(7)
    assert play(7) != play(8)


def test_a_waiting_throw_lies_still_a_few_steps_then_rolls_as_one_made_at_once():
    """`throw(wait="lying")` (10000's throw after a keep): the dice roll at once (no set-aside, no reading) but lie where
    they were, moving nothing and drawn moving, for LAUNCH_WAIT steps; then they leave the felt and come to rest
    exactly as a throw made at once does (the same physics, only later)."""
    def kept_and_thrown(wait: str) -> tuple[TrayPanel, list]:
        panel = rolled(6, seed=3, aside_area=True)
        panel.set_aside(1)
        poses = [panel.tray.pose(slot) for slot in range(panel.tray.count)]
        panel.throw(wait=wait)
        lying = []
        for _step in range(tray_panel.LAUNCH_WAIT):
            lying.append(panel.rolling and panel.still_picture is None and panel.faces is None and not panel.in_hand
                         and [panel.tray.pose(slot) for slot in range(panel.tray.count)] == poses)
            panel.update(STEP)
        return panel, lying

    waited, lying = kept_and_thrown("lying")
    at_once, _ = kept_and_thrown("")
    assert all(lying) and waited.rolling and waited.tray.count == 5    # (then: thrown, without the die set aside)
    settle(waited)
    settle(at_once)
    assert waited.faces == at_once.faces and waited.tray.pose(0) == at_once.tray.pose(0)


def test_a_throw_waiting_in_the_hand_shows_no_die_until_they_fly():
    """`throw(wait="hand")` (10000's first throw of a turn, the last turn's planets gone): the felt shows none of the
    dice thrown while the throw waits, then they fly, as a throw made at once would."""
    panel = rolled(5, seed=4)
    while panel.still_picture is None:    # (the landing's rings gone)
        panel.update(STEP)
    bare = pygame.Surface(RECT.size)
    bare.fill((0, 0, 0))
    panel.draw_box(bare)
    panel.throw(wait="hand")
    for _step in range(tray_panel.LAUNCH_WAIT):
        assert panel.in_hand == set(range(5)) and picture(panel).get_view("2").raw == bare.get_view("2").raw
        panel.update(STEP)
    assert not panel.in_hand and picture(panel).get_view("2").raw != bare.get_view("2").raw


def test_a_set_aside_die_keeps_its_face_in_the_strip_and_the_rest_are_thrown_without_it(harness):
    panel = rolled(6, aside_area=True)
    kept = panel.faces[3]
    panel.set_aside(3)
    assert panel.aside == (3,) and 3 not in panel.in_play and panel.faces[3] == kept
    assert panel.aside_rect.collidepoint(panel.die_center(3))
    assert panel.die_at(panel.die_center(3)) == 3          # the token can be picked
    assert panel.throws_all_next
    with pytest.raises(ValueError, match="every die in play"):
        panel.throw([0])                                    # no holding while the set changes
    panel.throw()
    assert panel.tray.count == 5                            # only the five in play fly
    with pytest.raises(ValueError, match="roll"):
        panel.set_aside(0)
    settle(panel)
    assert panel.faces[3] == kept and not panel.can_put_back(3)
    with pytest.raises(ValueError, match="gather"):
        panel.put_back(3)
    panel.gather()
    assert panel.aside == () and panel.faces[3] is None    # back in play, not yet thrown
    panel.throw()
    settle(panel)
    assert panel.tray.count == 6 and None not in panel.faces


def test_put_back_returns_a_die_to_where_it_lay():
    panel = rolled(5, aside_area=True)
    where, face = panel.die_center(1), panel.faces[1]
    panel.set_aside(1)
    panel.put_back(1)
    assert panel.die_center(1) == where and panel.faces[1] == face and not panel.throws_all_next


def test_a_panel_without_a_strip_cannot_set_aside():
    panel = rolled(5)
    with pytest.raises(ValueError, match="set-aside area"):
        panel.set_aside(0)


def test_set_aside_dice_are_drawn_as_their_face_in_the_strip(harness):
    seed = next(s for s in range(50) if 6 in rolled(6, seed=s).faces)   # a throw that shows a six
    panel = rolled(6, seed=seed, aside_area=True, star_for_six=True)
    empty = picture(panel)
    six = panel.faces.index(6)
    one = next(i for i, f in enumerate(panel.faces) if f != 6)
    panel.set_aside(one)
    shot = picture(panel)
    assert spot(shot, panel.die_center(one)) != spot(empty, panel.die_center(one))
    panel.set_aside(six)   # a kept star looks different from a kept number
    shot = picture(panel)
    assert spot(shot, panel.die_center(six)) != spot(shot, panel.die_center(one))


def test_lost_dice_leave_the_table_and_come_back_to_the_next_throw(harness):
    panel = rolled(5)
    where = panel.die_center(2)
    shown = picture(panel)
    panel.lose(2)
    assert panel.lost == (2,) and panel.faces[2] is None and panel.die_center(2) is None
    assert panel.die_at(where) is None
    assert spot(picture(panel), where) != spot(shown, where)   # no longer drawn where it lay
    panel.throw()
    settle(panel)
    assert panel.tray.count == 4 and panel.faces[2] is None
    panel.regain(2)
    panel.throw()
    settle(panel)
    assert panel.tray.count == 5 and panel.faces[2] is not None


def test_hidden_dice_show_only_to_their_owner(harness):
    panel = rolled(5)
    open_view = picture(panel)
    panel.hide([0, 1], owner=2)
    assert panel.hidden == (True, True, False, False, False)
    assert panel.visible_faces(None)[:2] == (None, None)
    assert panel.visible_faces(1)[:2] == (None, None)                 # another seat sees no more
    assert panel.visible_faces(2) == panel.faces                      # the owner sees all
    assert panel.visible_faces(None)[2:] == panel.faces[2:]
    for_all, for_owner = picture(panel), picture(panel, viewer=2)
    for die in (0, 1):
        center = panel.die_center(die)
        assert spot(for_all, center) != spot(open_view, center)       # covered
        assert spot(for_owner, center) == spot(open_view, center)     # the owner's own view
    panel.reveal([0])
    assert panel.hidden[:2] == (False, True)


def test_covered_dice_stay_covered_while_they_roll(harness):
    panel = rolled(3)
    panel.hide()
    panel.throw()
    for _ in range(10):
        panel.update(STEP)
    center = panel.die_center(0)
    hidden_shot = picture(panel)
    panel.reveal()
    assert spot(picture(panel), center) != spot(hidden_shot, center)


def test_star_faces_change_the_picture_never_the_reading(harness):
    seed = next(s for s in range(50) if 6 in rolled(6, seed=s).faces)   # a throw that shows a six
    plain, starred = rolled(6, seed=seed), rolled(6, seed=seed, star_for_six=True)
    assert plain.faces == starred.faces
    six = plain.faces.index(6)
    center = plain.die_center(six)
    assert spot(picture(plain), center) != spot(picture(starred), center)


def test_still_picture_changes_when_a_die_changes_place_or_cover():
    panel = rolled(5, aside_area=True)
    for _ in range(120):
        panel.update(STEP)       # the pops fade
    key = panel.still_picture
    assert key is not None
    panel.hide()
    assert panel.still_picture not in (None, key)
    key = panel.still_picture
    panel.set_aside(0)
    assert panel.still_picture != key
    panel.throw()
    assert panel.still_picture is None


@pytest.mark.parametrize("rect, dice", [(pygame.Rect(16, 64, 840, 520), 6), (pygame.Rect(16, 64, 840, 400), 5),
                                        (pygame.Rect(0, 0, 420, 300), 5)])
def test_a_die_resting_against_a_wall_is_drawn_inside_the_rim(rect, dice):
    """Dice are taller than the walls and seen in perspective: their physics walls stand inside the drawn
    felt so that the top of a die leaning on the west, north or east wall stays within the drawn wall
    tops (before, such dice poked over the rim, into the side panel beside the tray)."""
    from game.render import dice_view
    from game.scenes.playkit.tray_panel import TRAY_MARGIN

    panel = TrayPanel(rect, random.Random(5), dice)
    felt = rect.inflate(-2 * TRAY_MARGIN, -2 * TRAY_MARGIN)
    table = dice_view.Camera(felt.topleft, felt.size)
    up = dice_view.wall_height(table, TRAY_MARGIN)
    (left, top), (right, _bottom) = table.project(0, 0, up), table.project(felt.width, felt.height, up)
    dice_camera = dice_view.Camera(panel.origin, (panel.tray.width, panel.tray.height))
    near_a_wall = 0
    for _ in range(40):
        panel.throw()
        settle(panel)
        tray = panel.tray
        for slot in range(tray.count):
            corners = dice_view.top_corners(dice_camera, tray.pose(slot), tray.edge)
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            pose, reach = tray.pose(slot), 0.8 * tray.edge     # lying on one of the dice's own walls
            near_a_wall += pose.x < reach or pose.x > tray.width - reach or pose.y < reach
            assert min(xs) >= left - 1 and max(xs) <= right + 1 and min(ys) >= top - 1, (corners, (left, top, right))
    assert near_a_wall >= 5   # the throws did put dice against the walls


def still_picture(panel: TrayPanel, **draw) -> pygame.Surface:
    """As a scene shows resting dice: the kept still picture, and what `draw` puts over it every frame."""
    still = pygame.Surface(RECT.size)
    still.fill((0, 0, 0))
    panel.draw_box(still)
    panel.draw_still(still)
    panel.draw(still, 1.0, still_drawn=True, **draw)
    return still


@pytest.mark.parametrize("lifted", [False, True])
def test_a_held_die_looks_the_same_still_and_moving(lifted):
    # Issue 28: the kept picture of resting dice drew only circling stars for a held die, the moving
    # picture a band and stars: one lock style before, during and after a throw. Lifted (the panel told of its
    # holds, look review 20): the still picture's lifted dice (kept: made once) are the ones drawn every frame.
    panel = rolled(5, seed=3)
    while panel.still_picture is None:      # the settle rings fade
        panel.update(STEP)
    held = [True, False, True, False, False]
    plain = picture(panel)
    for _ in range(round(held_die.LIFT_TIME / STEP) + 1 if lifted else 0):
        panel.update(STEP, held=held)
    assert bool(panel.holds.up()) == lifted
    moving = picture(panel, locked=held)
    assert pygame.image.tobytes(moving, "RGB") == pygame.image.tobytes(still_picture(panel, locked=held), "RGB")
    assert pygame.image.tobytes(moving, "RGB") != pygame.image.tobytes(plain, "RGB")


def numeral_rows(surface: pygame.Surface, panel: TrayPanel, die: int) -> tuple[int, float]:
    """How many of the numeral's white pixels show round die `die`, and their mean row (the biggest white shape there:
    the digit, not the glint on the die's glaze)."""
    box = pygame.Rect(0, 0, 2 * panel.die_size, 2 * panel.die_size)
    box.center = [round(c) for c in panel.die_center(die)]
    box = box.clip(surface.get_rect())
    white = pygame.mask.from_threshold(surface.subsurface(box), dice_view.NUMERAL, (5, 5, 5, 255))
    digit = max(white.connected_components(), key=lambda part: part.count())
    return digit.count(), box.top + digit.centroid()[1]


def test_a_held_die_is_drawn_lifted_its_numeral_clear_of_its_badge_and_reduced_motion_lifts_it_at_once():
    """Look review 20: "the held state is only a ~14 px green padlock ... the die does not lift". A die held is drawn
    higher than the same die lying (its numeral `held_die.LIFT` of its edge up, every one of its pixels still showing:
    the badge never covers it); it lifts over `held_die.LIFT_TIME`, at once with reduced motion (no in-between)."""
    panel = rolled(5, seed=3)
    while panel.still_picture is None:
        panel.update(STEP)
    held = [False, True, False, False, False]
    lying = numeral_rows(still_picture(panel), panel, 1)
    for _ in range(4):                      # a few steps into its lift: drawn in between
        panel.update(STEP, held=held)
    between = numeral_rows(still_picture(panel, locked=held), panel, 1)
    for _ in range(round(held_die.LIFT_TIME / STEP)):
        panel.update(STEP, held=held)
    up = numeral_rows(still_picture(panel, locked=held), panel, 1)
    assert lying[0] > 50 and up[0] == between[0] == lying[0], (lying, between, up)   # the numeral whole
    assert up[1] <= lying[1] - 0.8 * held_die.LIFT * panel.tray.edge, (lying, up)
    assert up[1] < between[1] < lying[1], (lying, between, up)
    for _ in range(round(held_die.LIFT_TIME / STEP) + 1):     # let go: it sets down where it lay
        panel.update(STEP, held=[False] * 5)
    assert numeral_rows(still_picture(panel), panel, 1) == lying
    panel.update(STEP, reduced_motion=True, held=held)       # reduced motion: up in one step
    assert numeral_rows(still_picture(panel, locked=held), panel, 1) == up


def test_a_lifted_die_keeps_its_top_off_the_top_of_a_die_lying_above_it():
    """Look review 20 saw a die drawn over its neighbour's face. A held die is drawn lifted (nearer the eye): over the
    sides a die lying above it shows below its top, never over that top where it had not reached it lying (a level's
    pinned 6 was lifted over its neighbour's ring). Throws where dice lie close, each die held alone."""
    from game.scenes.playkit import tray_view

    limited = 0
    for seed in range(12):
        panel = rolled(5, seed=seed)
        camera, edge = tray_view.camera(panel), panel.tray.edge
        tops = {i: dice_view.top_corners(camera, panel.tray.pose(panel.slot_of(i)), edge) for i in range(5)}
        for a in tops:
            panel.update(STEP, reduced_motion=True, held=[i == a for i in range(5)])    # up at once
            for b in tops:
                (ax, ay), (bx, by) = zip(*tops[a], strict=True), zip(*tops[b], strict=True)
                if b != a and min(bx) < max(ax) - 2 and min(ax) + 2 < max(bx) and sum(by) < sum(ay):   # b above a
                    gap = min(ay) - max(by)                           # lying
                    assert gap < 0 or gap - panel.holds.up_px(a) >= 0, (seed, a, b, gap, panel.holds.up_px(a))
                    limited += 0 <= gap < held_die.LIFT * edge
    assert limited >= 2, "throws where a die lies just under another"


def test_a_held_die_under_the_focus_keeps_its_badge():
    """Look review 17m: under the person's focus a held die lost its lime band (review 15 had dropped it: a heavy
    double outline) and read as another kind of held die; review 18: with the band, the ring round it was a busy
    double outline. One lock style, the badge alone: under the focus ring, still or moving, under a computer's
    cursor or none, as on any held die."""
    from game.render import theme

    panel = rolled(5, seed=3)
    while panel.still_picture is None:
        panel.update(STEP)
    held = [True, False, True, False, False]

    def lime(surface: pygame.Surface, die: int) -> int:
        box = pygame.Rect(0, 0, panel.die_size, panel.die_size)
        box.center = [round(c) for c in panel.die_center(die)]
        area = surface.subsurface(box.clip(surface.get_rect()))
        return pygame.transform.threshold(None, area, theme.LOCKED, (40, 40, 40, 0), set_behavior=0)

    focused = picture(panel, locked=held, cursor=0, reduced_motion=True)
    still = pygame.Surface(RECT.size)
    still.fill((0, 0, 0))
    panel.draw_box(still)
    panel.draw_still(still)
    panel.draw(still, 1.0, locked=held, cursor=0, reduced_motion=True, still_drawn=True)
    assert pygame.image.tobytes(focused, "RGB") == pygame.image.tobytes(still, "RGB")
    plain = picture(panel, locked=held)
    assert lime(plain, 0) > 100 and lime(focused, 0) >= 0.9 * lime(plain, 0), (lime(plain, 0), lime(focused, 0))
    assert lime(focused, 2) == lime(plain, 2), "the other held die as it was"
    badge = math.pi * (planets.LOCK_BADGE_SIZE * panel.tray.edge) ** 2    # the lime there: within the badge's disc
    assert lime(focused, 0) <= badge, (lime(focused, 0), round(badge), "no band inside the ring (review 18)")
    computer = picture(panel, locked=held, cursor=0, computer=theme.SEAT_COLOURS[1])
    assert lime(computer, 0) >= 0.9 * lime(plain, 0), "a computer's cursor leaves the badge"


def test_dice_set_down_by_hand_come_to_rest_on_the_next_step_with_those_faces():
    """`TrayPanel.set_down` (a test API): the scene sees a throw come to rest, as after any throw."""
    panel = rolled(5, seed=2)
    panel.throw()
    panel.update(STEP)
    assert panel.rolling
    panel.set_down([2, 2, 3, 4, 6])
    panel.update(STEP)
    assert panel.just_settled and panel.faces == (2, 2, 3, 4, 6)
    panel.update(STEP)
    assert not panel.just_settled
    with pytest.raises(ValueError):
        panel.set_down([1, 2])


@pytest.mark.parametrize("star_for_six", [False, True])
def test_dice_at_rest_under_a_cup_find_their_tops_made_when_it_lifts(star_for_six):
    """A panel whose dice came to rest unseen (a Bluff seat's, under its cup) makes their tops' pictures in the steps
    after its rings, one a step (`planets.warm_tops`): the card drawn as the cup lifts at the reveal made them all in
    its frame (~0.05 ms each); and the dice drawn then look as drawn from pictures made at once."""
    from game.render import surface_cache

    caches = [cache for cache in surface_cache.ALL if cache.__module__ in ("game.render.dice_view", "game.render.rest_die")]
    made = lambda: sum(cache.cache_info().misses for cache in caches)   # noqa: E731
    for seed in range(3):
        for cache in caches:
            cache.cache_clear()
        panel = TrayPanel(RECT, random.Random(seed), 5, star_for_six=star_for_six)   # (warms numerals and shadows)
        panel.throw()
        settle(panel)                  # no frame drawn: the cup hides the dice
        for _step in range(120):       # a second at rest: the landing's rings, then one top a step
            panel.update(STEP)
        before = made()
        warm = pygame.Surface(RECT.size)
        panel.draw_still(warm)
        assert made() == before, f"seed {seed}: the lifting cup's frame made pictures"
        for cache in caches:
            cache.cache_clear()
        fresh = pygame.Surface(RECT.size)
        panel.draw_still(fresh)        # every picture made now
        assert made() > 0 and pygame.image.tobytes(warm, "RGB") == pygame.image.tobytes(fresh, "RGB")
