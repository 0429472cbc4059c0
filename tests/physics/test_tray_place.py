"""A die set down by hand (a puzzle level's planet locked all level) shows its face and never moves."""

import random

import pytest

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
