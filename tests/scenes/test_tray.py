"""The tray sandbox through the real app: roll, lock by click and by keys, reroll, leave."""

from __future__ import annotations

import pygame

from game.input.actions import MOUSE
from game.physics import cube
from game.scenes.tray import TRAY_RECT, TrayScene


def settle(harness, scene, limit_frames: int = 600) -> None:
    for _ in range(limit_frames):
        if scene.tray.settled:
            harness.tick()  # one more frame: the pop and the read faces are drawn
            return
        harness.tick()
    raise AssertionError("the tray did not settle")


def die_on_screen(scene, index: int) -> tuple[float, float]:
    pose = scene.tray.pose(index)
    return TRAY_RECT.left + pose.x, TRAY_RECT.top + pose.y


def test_enter_throws_and_the_read_faces_match_the_rest_pose(harness):
    scene = harness.push("tray")
    assert isinstance(scene, TrayScene)
    settle(harness, scene)
    faces = scene.tray.faces
    assert faces is not None and len(faces) == 5
    assert faces == tuple(cube.face_value(pose.orientation) for pose in scene.tray.poses())
    assert "total" in scene._status()


def test_clicking_a_die_locks_it_and_a_reroll_leaves_it_alone(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    target = die_on_screen(scene, 2)
    harness.click(target)
    assert scene.locked[2]
    before = scene.tray.pose(2)
    face = scene.tray.faces[2]
    harness.press("roll")
    assert not scene.tray.settled
    settle(harness, scene)
    assert scene.tray.pose(2) == before
    assert scene.tray.faces[2] == face
    assert scene.throws == 2


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
    assert scene.throws == 2 and not scene.tray.settled


def test_no_locks_while_dice_fly_and_no_roll_with_all_locked(harness):
    scene = harness.push("tray", count=2)
    harness.press("right")
    harness.press("lock")
    assert scene.locked == [False, False]  # still flying
    settle(harness, scene)
    scene.locked = [True, True]
    harness.press("roll")
    assert scene.throws == 1 and scene.tray.settled


def test_up_down_change_the_number_of_planets(harness):
    scene = harness.push("tray")
    settle(harness, scene)
    harness.press("up")
    assert scene.count == 6 and scene.tray.count == 6
    settle(harness, scene)
    assert len(scene.tray.faces) == 6


def test_back_returns_to_the_title(harness):
    title = harness.push("title")
    harness.push("tray")
    harness.press("back")
    assert harness.top is title


def test_reduced_motion_draws_no_trails_or_dust(harness):
    harness.app.settings.reduced_motion = True
    scene = harness.push("tray")
    for _ in range(30):
        harness.tick()
        assert not any(scene.effects.trails) and not scene.effects.dust


def test_flying_dice_leave_trails_and_settling_pops(harness):
    harness.app.settings.reduced_motion = False
    scene = harness.push("tray")
    seen_trail = False
    while not scene.tray.settled:
        harness.tick()
        seen_trail = seen_trail or any(len(t) > 2 for t in scene.effects.trails)
    assert seen_trail
    assert scene.effects.pops  # the read pop


def test_star_for_six_changes_only_the_drawing(harness):
    scene = harness.push("tray", star_for_six=True, count=6)
    settle(harness, scene)
    assert all(1 <= f <= 6 for f in scene.tray.faces)
    assert "6" not in scene._status().split("total")[0]
    assert isinstance(harness.screen, pygame.Surface)


def test_collision_sounds_follow_the_hardest_hits():
    import numpy as np

    from game import audio_sfx
    from game.physics import Collision

    sounds = audio_sfx.make_sounds()
    for samples in sounds.values():
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
    audio_sfx.play_collisions(audio, events)
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
