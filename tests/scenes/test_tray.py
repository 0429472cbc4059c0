"""The tray sandbox through the real app: roll, lock by click and by keys, reroll, set aside,
cover, change the count, leave. It is the play kit's TrayPanel with buttons."""

from __future__ import annotations

import pygame

from game.input.actions import MOUSE
from game.physics import cube
from game.render import held_die, planets
from game.scenes.tray import SIDE_RECT, TrayScene


def settle(harness, scene, limit_frames: int = 900) -> None:
    harness.until(lambda: scene.panel.settled, limit_frames)   # (fails if the tray never settles)
    harness.tick()  # one more frame: the pop and the read faces are drawn


def die_on_screen(scene, index: int) -> tuple[float, float]:
    center = scene.panel.die_center(index)
    assert center is not None
    return center


def drawn_lines(harness) -> list[str]:
    return harness.drawn_text()


def shown_throw(harness) -> tuple[list[str], str | None]:
    """What the side panel shows of the throw: the small dice's labels in order and the total line."""
    lines = drawn_lines(harness)
    after = lines[lines.index("This throw") + 1:]
    dice = []
    for line in after:
        if line.startswith("Total") or line == "R":   # (the footer's first key cap: the throw's dice end there)
            break
        if len(line) <= 4:
            dice.append(line)
    total = next((line for line in after if line.startswith("Total")), None)
    return dice, total


def test_enter_throws_and_the_status_shows_the_faces_physics_read(harness):
    scene = harness.push("tray")
    assert isinstance(scene, TrayScene)
    settle(harness, scene)
    faces = scene.panel.faces
    assert faces is not None and len(faces) == 5 and all(1 <= f <= 6 for f in faces)
    assert faces == scene.panel.tray.faces           # the panel reports what the tray read, unchanged
    dice, total = shown_throw(harness)
    assert dice == [str(f) for f in faces] and total == f"Total {sum(faces)}"
    lines = drawn_lines(harness)
    assert not any("total" in line for line in lines), "no raw trace of the faces"
    # the controls as the play footers' key caps, each control's caps before its words (look review 16: a table of key
    # names listed "d-pad" for both picking a planet and the number of planets; a caption repeated the panel); look
    # review 24 (the side panel "reads like a developer legend"): the keys are in the footer along the bottom edge, as
    # on every screen, and the panel says what the tray is for
    drawn = [line for line in harness.drawn_lines() if line.rect.bottom > 690]
    controls = [line.text for line in drawn]
    assert controls[:3] == ["R", "X", "roll"] and controls[3:6] == ["←", "→", "pick"], controls
    assert ["↑", "↓", "planets"] == controls[controls.index("planets") - 2:controls.index("planets") + 1]
    assert not any("d-pad" in line or "listed" in line for line in lines), lines
    panel = [line for line in harness.drawn_lines() if SIDE_RECT.contains(line.rect)]
    assert not any(line.text in ("R", "Roll", "Pick a planet", "Planets 1-6") for line in panel), panel
    assert any(line.text.startswith("Every mode throws these planets") for line in panel), panel
    # look review 20 (the sandbox read like a test page): a practice table says what the throw would score in the modes,
    # by their rules: Dicetime's best box, 10000's best keep
    from game.render.scoresheet import LABELS
    from game.rules import dicetime, tenthousand

    best = max(dicetime.score(box, faces) for box in dicetime.CATEGORIES)
    boxes = {LABELS[box] for box in dicetime.CATEGORIES if dicetime.score(box, faces) == best}
    assert any(line in {f"Dicetime: {name} {best}" for name in boxes} for line in lines), lines
    points = tenthousand.best_score(faces)
    assert (f"10000: {points:,} points" if points else "10000: nothing scores") in lines, lines
    assert faces == tuple(cube.face_value(pose.orientation) for pose in scene.panel.tray.poses())


def test_clicking_a_die_locks_it_and_a_reroll_leaves_it_alone(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    target = die_on_screen(scene, 2)
    harness.click(target)
    assert scene.locked[2]
    harness.tick(10)   # (its lift: held_die.LIFT_TIME)
    lifted = die_on_screen(scene, 2)   # issue 28, look review 20: a held die is drawn lifted off the felt
    edge = scene.panel.tray.edge
    assert lifted[1] <= target[1] - 0.6 * held_die.LIFT * edge and abs(lifted[0] - target[0]) < 0.05 * edge
    face = scene.panel.faces[2]
    harness.press("roll")
    assert scene.panel.rolling
    settle(harness, scene)
    assert die_on_screen(scene, 2) == lifted   # physics never moved it
    assert scene.panel.faces[2] == face
    assert scene.throws == 2
    # The mouse hits it where it is drawn: up to the top of its lifted picture, above where the die lying there reached.
    panel, x = scene.panel, round(lifted[0])

    def reach(hits) -> int:   # the highest screen row straight above its middle that still hits it
        return min(y for y in range(round(lifted[1]) - round(edge), round(lifted[1])) if hits((x, y)))
    drawn_top = reach(lambda pos: panel.die_at(pos) == 2)
    lying_top = reach(lambda pos: panel.tray.die_at(planets.felt_point(panel.tray, panel.origin, pos)) == panel.slot_of(2))
    assert drawn_top <= lying_top - 0.6 * held_die.LIFT * edge, (drawn_top, lying_top)
    harness.click((x, drawn_top))
    assert not scene.locked[2]


def test_keyboard_focus_and_lock_then_unlock(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.press("right")
    harness.press("right")
    harness.press("lock")
    assert scene.locked == [False, True, False, False, False]
    harness.press("confirm")
    assert scene.locked == [False] * 5


def test_roll_button_click_throws_again(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    roll_rect = scene.buttons.rects()[0]
    harness.click(roll_rect.center)
    assert scene.throws == 2 and scene.panel.rolling


def test_no_locks_while_dice_fly_and_no_roll_with_all_locked(harness):
    scene = harness.push("tray", count=2)
    harness.press("right")
    harness.press("lock")
    assert scene.locked == [False, False]  # still flying
    settle(harness, scene)
    harness.press("lock")                  # die 0 (focus stayed on it)
    harness.press("right")
    harness.press("lock")
    assert scene.locked == [True, True]
    harness.press("roll")
    assert scene.throws == 1 and scene.panel.settled


def test_up_down_change_the_number_of_planets(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.press("up")
    assert scene.count == 6 and scene.panel.count == 6
    settle(harness, scene)
    assert len(scene.panel.faces) == 6
    for _ in range(6):
        harness.press("down")
        settle(harness, scene)
    assert scene.count == 1 and len(scene.panel.faces) == 1


def test_back_returns_to_the_title(harness):
    title = harness.push("title")
    harness.push("tray")
    harness.press("back")
    assert harness.top is title


def test_reduced_motion_keeps_the_throw_but_draws_no_dust_or_sparks(harness):
    harness.app.settings.reduced_motion = True
    scene = harness.push("tray", count=6)
    moved = False
    start = [scene.panel.tray.pose(i) for i in range(6)]
    for _ in range(30):
        harness.tick()
        assert not scene.panel.effects.dust
        moved = moved or any(scene.panel.tray.pose(i).x != p.x for i, p in enumerate(start))
    assert moved


def test_hard_hits_raise_dust_and_sparks_and_settling_pops(harness):
    harness.app.settings.reduced_motion = False
    scene = harness.push("tray", count=6)
    seen_dust = seen_spark = False
    while not scene.panel.settled:
        harness.tick()
        seen_dust = seen_dust or any(not m.spark for m in scene.panel.effects.dust)
        seen_spark = seen_spark or any(m.spark for m in scene.panel.effects.dust)
    assert seen_dust and seen_spark
    assert scene.panel.effects.pops  # the read pop


def test_star_for_six_shows_a_star_in_the_status_and_keeps_the_reading(harness):
    scene = harness.push("tray", star_for_six=True, count=6)
    settle(harness, scene)
    for _ in range(8):                     # throw until a six shows
        if 6 in scene.panel.faces:
            break
        harness.press("roll")
        settle(harness, scene)
    faces = scene.panel.faces
    assert 6 in faces
    dice, total = shown_throw(harness)
    assert dice == ["star" if f == 6 else str(f) for f in faces]
    assert total == f"Total {sum(faces)}"    # a star still counts as read


def test_setting_aside_keeps_the_face_and_the_next_throw_leaves_it_out(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    kept = scene.panel.faces[1]
    harness.inject("alt_click", MOUSE, pos=die_on_screen(scene, 1))
    harness.tick()
    assert scene.panel.aside == (1,)
    center = die_on_screen(scene, 1)
    assert scene.panel.aside_rect.collidepoint(center)   # drawn in the strip now
    harness.press("roll")
    settle(harness, scene)
    assert scene.panel.faces[1] == kept
    assert scene.panel.tray.count == 4                  # only the four in play were thrown
    harness.press("right")                              # keys: pick die 0 and set it aside too
    harness.press("next")
    assert scene.panel.aside == (1, 0)


def test_a_die_set_aside_by_mistake_goes_back_where_it_lay(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    where = die_on_screen(scene, 3)
    harness.press("left")
    harness.press("left")                  # die 3 of 5
    harness.press("next")
    assert scene.panel.aside == (3,)
    harness.press("next")
    assert scene.panel.aside == () and die_on_screen(scene, 3) == where


def test_all_set_aside_then_roll_throws_all_again(harness):
    scene = harness.push("tray", count=2)
    settle(harness, scene)
    harness.press("right")
    harness.press("next")
    harness.press("right")
    harness.press("next")
    assert scene.panel.in_play == ()
    harness.press("roll")
    assert scene.panel.rolling and scene.panel.in_play == (0, 1)
    settle(harness, scene)
    assert len([f for f in scene.panel.faces if f is not None]) == 2


def test_covering_hides_the_faces_from_the_status_and_the_screen(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.tick(40)                       # the pops fade
    center = die_on_screen(scene, 0)
    box = pygame.Rect(0, 0, 30, 30)
    box.center = (round(center[0]), round(center[1]))
    before = pygame.image.tobytes(harness.screen.subsurface(box), "RGB")
    harness.press("prev")                  # Q / left shoulder: cover
    dice, total = shown_throw(harness)
    assert dice == ["?"] * 5 and total is None
    after = pygame.image.tobytes(harness.screen.subsurface(box), "RGB")
    assert before != after
    harness.press("prev")
    assert not any(scene.panel.hidden)


def test_collision_sounds_follow_the_hardest_hits():
    import numpy as np

    from game.audio import sounds
    from game.physics import Collision

    for samples in map(sounds.make, sounds.TRAY):
        assert len(samples) > 1000 and np.all(np.isfinite(samples)) and np.max(np.abs(samples)) <= 1.0

    class Recorder:
        def __init__(self):
            self.played = []

        def play(self, name, volume=1.0):
            self.played.append((name, volume))

    audio = Recorder()
    events = [Collision(0, 0, 10.0, 0.01, (0,)),          # a touch: silent
              Collision(0, 0, 900.0, 0.9, (0, 1)),        # planets knocking hard
              Collision(0, 0, 300.0, 0.3, (2,)),          # a planet on the floor
              Collision(0, 0, 100.0, 0.1, (3, 4))]
    sounds.play_collisions(audio, events)
    assert [name for name, _ in audio.played] == ["planet_clack", "planet_thud"]
    assert audio.played[0][1] > audio.played[1][1]


def test_space_rolls_until_a_planet_is_picked_and_a_roll_drops_the_pick(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.press("confirm")                 # Space / Enter / pad A: roll
    assert scene.throws == 2
    settle(harness, scene)
    harness.press("left")                    # pick the last planet
    harness.press("confirm")                 # now it locks
    assert scene.locked[-1] and scene.throws == 2
    harness.press("roll")
    assert scene.focus is None and scene.throws == 3


def test_hovering_a_planet_does_not_steal_the_keyboard(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.inject("point", MOUSE, pos=die_on_screen(scene, 0))
    harness.tick()
    assert scene.hover == 0 and scene.focus is None
    harness.press("confirm")
    assert scene.throws == 2 and not any(scene.locked)


def test_the_heading_has_the_menus_mark_and_the_set_aside_column_is_a_rack_that_counts_what_it_holds(harness):
    """Review 25: the dice tray's heading had no ornament like the other menus' (Settings: centred between two ringed
    planets on their gold orbits), and its set-aside column read as an empty box with a sentence. Look reviews 27a #3 and
    27b #12: the "E RB" keys in its first place read as a developer's trace: no key caps in the rack now (the footer
    names them); the rack's plaque says how many planets stand in it, and a planet set aside stands in the first place."""
    from game.render import title_mark

    scene = harness.push("tray")
    settle(harness, scene)
    lines = harness.drawn_lines()
    title = next(line.rect for line in lines if line.text == "Dice tray")
    assert abs(title.centerx - harness.screen.get_width() // 2) <= 2, title
    for x in (title.left - title_mark.GAP - title_mark.PLANET - 3, title.right + title_mark.GAP + title_mark.PLANET + 2):
        r, g, b = harness.screen.get_at((x, title.centery))[:3]
        assert r > 150 and r > b + 60, (x, (r, g, b))   # the orbit's gold
    assert not any("go here" in line.text for line in lines)
    column = scene.panel.aside_rect
    for kept in range(2):
        shown = [line.text for line in harness.drawn_lines() if column.colliderect(line.rect)]
        assert shown == [f"{kept} set aside"], (kept, shown)
        harness.inject("alt_click", MOUSE, pos=die_on_screen(scene, kept))
        harness.tick()
    assert [line.text for line in harness.drawn_lines() if column.colliderect(line.rect)] == ["2 set aside"]
    x, y = scene.panel.aside_place(0)
    assert max(sum(harness.screen.get_at((round(x) + d, round(y) + d))[:3]) for d in range(-8, 9)) > 500   # a die
