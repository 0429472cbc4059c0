"""A throw's frame makes no friction joints: a die's first pivot and gear are made with the tray, the next ones as
it comes to lie flat (a throw of six dice made twelve pymunk joints in its frame, ~0.1 ms). New joints never put in a space are the
same made early or late: the seed-pinned physics tests hold the throws' outcomes."""

from __future__ import annotations

import random

import pymunk
import pytest

from game.physics import Tray


@pytest.fixture
def joints_made(monkeypatch):
    """Counts the pymunk pivot and gear joints made while the test runs."""
    made = []
    for kind in (pymunk.PivotJoint, pymunk.GearJoint):
        original = kind.__init__

        def counted(self, *args, _original=original, **kwargs):
            made.append(type(self).__name__)
            _original(self, *args, **kwargs)

        monkeypatch.setattr(kind, "__init__", counted)
    return made


def test_a_throw_makes_no_joints(joints_made):
    tray = Tray((840, 470), 6, random.Random(3))
    assert len(joints_made) == 12          # the first throw's: made with the tray
    for held in ((), (), (0, 2), ()):
        joints_made.clear()
        tray.throw(held)
        assert joints_made == []
        assert len(tray.space.constraints) == 2 * (6 - len(held))   # each thrown die has its friction on
        tray.run_until_settled()
