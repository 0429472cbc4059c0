"""The still layer copied onto the screen in part (playkit/screen_copy.py: dirty rectangles): a play screen whose
moving things note where they draw (game.render.drawn) copies back only last frame's moving areas and what changed
in its still layer, and every frame shows exactly what copying the whole layer shows.

Each test plays one game twice in step, with the same seed: `one` as the game does, `twin` copying the whole layer
every frame (`screen_copy.forget()`), on a screen of its own; the two screens must be the same at every frame."""

from __future__ import annotations

import random

import pygame
import pytest
from harness import same_picture

from game.input.actions import MOUSE
from game.render import drawn


def _twins(make_harness, mode: str, **options):
    one, twin = make_harness(seed=0), make_harness(seed=0)
    twin.app.screen = one.app.screen.copy()      # (one display: the twin draws on a picture of its own)
    return one, twin, one.push(mode, **options), twin.push(mode, **options)


def _play_in_step(one, twin, twin_scene, frames: int, before=None) -> None:
    for frame in range(frames):
        if before is not None:
            before(frame)
        twin_scene.screen_copy.forget()
        one.tick(each_drawn=True)
        twin.tick(each_drawn=True)
        assert same_picture(one.app.screen, twin.app.screen), f"frame {frame}: the screens differ"


@pytest.mark.parametrize(("mode", "frames"), [
    pytest.param("dicetime", 125, marks=pytest.mark.solved_tables("dicetime")),       # (the computer's cursor: 116)
    pytest.param("tenthousand", 170, marks=pytest.mark.solved_tables("tenthousand")),  # (161)
    ("bluff", 120),
])
def test_a_throw_copied_in_part_shows_every_frame_what_a_whole_copy_shows(make_harness, mode, frames):
    """A demo's first throw: the dice tumble, land, pop their numerals; the tray's section and the sheet change; the
    computer's cursor goes over the dice (Bluff: the cups shake, the dice roll under them, the seat cards change)."""
    one, twin, scene, twin_scene = _twins(make_harness, mode, attract=True)
    _play_in_step(one, twin, twin_scene, frames)
    assert scene.screen_copy.parts >= frames - 25, "the layer was copied in part"
    assert twin_scene.screen_copy.parts == 0


@pytest.mark.solved_tables("dicetime")
def test_a_toast_and_the_pause_panel_leave_no_trace(make_harness):
    one, twin, scene, twin_scene = _twins(make_harness, "dicetime", players=1)

    def events(frame: int) -> None:
        for each in (one, twin):
            if frame == 5:
                each.app.notify("A toast for a moment", 0.2)
            elif frame in (30, 40):
                each.inject("pause")          # the pause panel over the game, then gone again
                each.inject("pause", pressed=False)

    _play_in_step(one, twin, twin_scene, 60, events)
    assert scene.screen_copy.parts >= 25


@pytest.mark.parametrize("mode", [pytest.param("dicetime", marks=pytest.mark.solved_tables("dicetime")),
                                  pytest.param("tenthousand", marks=pytest.mark.solved_tables("tenthousand")),
                                  "bluff"])
def test_a_persons_turn_copied_in_part_shows_what_a_whole_copy_shows(make_harness, mode):
    """A person plays (the keys pressed at random, the same in both): the cursor, locks, the hint's rings, the
    mouse's focus, a zero card, the bid board's focus: every frame as a whole copy shows it."""
    one, twin, scene, _twin_scene = _twins(make_harness, mode, players=1)
    keys = random.Random(7)
    names = ("confirm", "roll", "lock", "hint", "left", "right", "up", "down", "next", "prev", "point")
    script = {3: "roll", 100: "hint", 110: "right", 115: "lock", 125: "hint"}   # a throw, then the hint's rings

    def press(frame: int) -> None:
        name = script.get(frame) or (keys.choice(names) if frame > 130 and not frame % 5 else None)
        if name is None:
            return
        spot = (keys.randrange(1280), keys.randrange(720))
        for each in (one, twin):
            if name == "point":
                each.inject(name, MOUSE, pos=spot)
            else:
                each.inject(name)
                each.inject(name, pressed=False)

    _play_in_step(one, twin, _twin_scene, 200, press)
    assert scene.screen_copy.parts >= 75


def test_drawings_say_where_they_painted_on_the_screen_only():
    screen = pygame.Surface((200, 100))
    picture = pygame.Surface((50, 50))
    part = screen.subsurface((100, 20, 80, 60))
    with drawn.noting(screen) as areas:
        drawn.note(screen, screen.blit(picture, (10, 10)))
        drawn.note(part, pygame.draw.circle(part, (255, 0, 0), (10, 10), 5))   # a subsurface: moved to the screen
        drawn.note(picture, pygame.draw.circle(picture, (255, 0, 0), (10, 10), 5))   # another picture: not noted
    assert areas == [pygame.Rect(10, 10, 50, 50), pygame.Rect(105, 25, 10, 10)] and areas.known
    with drawn.noting(screen) as areas:
        drawn.anywhere(part)
    assert not areas.known
    drawn.note(screen, pygame.Rect(0, 0, 5, 5))    # no noting open: nothing happens
