"""A die set down by hand (a puzzle level's planet locked all level) shows its face and never moves."""

import random

import pytest

from game.physics import cube
from game.physics.tray import Tray


@pytest.mark.parametrize("face", range(1, 7))
def test_a_placed_die_shows_its_face_and_stays_put_while_the_others_are_thrown(face):
    tray = Tray((800, 400), 5, random.Random(face))
    tray.place(0, face)
    where = (tray.pose(0).x, tray.pose(0).y)
    seen = set()
    for _ in range(3):
        tray.throw(locked=[0])
        assert tray.last_thrown == (1, 2, 3, 4)
        tray.run_until_settled()
        assert tray.faces[0] == face and (tray.pose(0).x, tray.pose(0).y) == where
        seen.update(tray.faces[1:])
    assert len(seen) > 1, "the other dice are really thrown"


def test_placing_needs_a_face_and_a_tray_at_rest():
    tray = Tray((800, 400), 5, random.Random(1))
    with pytest.raises(ValueError):
        tray.place(0, 7)
    tray.throw()
    with pytest.raises(ValueError):
        tray.place(0, 3)


def test_dice_set_down_by_hand_end_the_throw_apart_with_the_faces_asked_and_the_next_throw_is_physics():
    """`Tray.set_down`: the tests' way to an exact outcome (a bust, hot dice) without playing for it."""
    tray = Tray((900, 500), 6, random.Random(4))
    tray.throw()
    tray.step()                                   # mid-throw: the dice fly
    tray.set_down([6, 5, 4, 3, 2, 1])
    assert tray.settled and tray.faces == (6, 5, 4, 3, 2, 1)
    assert [cube.FACES[tray.top_face(i)][2] for i in range(6)] == [6, 5, 4, 3, 2, 1]   # as the dice lie
    assert all(tray.lying_flat(i) and tray.flat_for(i) >= 1.0 for i in range(6))
    places = [(tray.pose(i).x, tray.pose(i).y) for i in range(6)]
    assert all(abs(a[0] - b[0]) > tray.edge for a, b in zip(places, places[1:], strict=False))  # none overlap
    tray.step()
    assert [(tray.pose(i).x, tray.pose(i).y) for i in range(6)] == places   # at rest: nothing moves
    tray.throw()
    tray.run_until_settled()
    assert tray.faces != (6, 5, 4, 3, 2, 1) and (tray.pose(0).x, tray.pose(0).y) != places[0]   # thrown for real
    with pytest.raises(ValueError):
        tray.set_down([1, 2, 3])
    with pytest.raises(ValueError):
        tray.set_down([1, 2, 3, 4, 5, 7])
