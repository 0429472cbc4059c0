"""A throw's frame makes no physics tray: a panel at rest makes, one at a time, the fresh trays a next throw may
need (all its dice, or fewer than the last throw's: set aside or lost), and a throw that needs one takes it. A tray
made early draws nothing from the game's randomness, so the game plays exactly as with trays made in the throw."""

from __future__ import annotations

import random

import pygame
import pytest

from game.physics import STEP, Tray
from game.scenes.playkit.tray_panel import TrayPanel

RECT = pygame.Rect(0, 0, 840, 470)


@pytest.fixture
def trays_made(monkeypatch):
    """Counts the physics trays made while the test runs."""
    made = []
    original = Tray.__init__

    def counted(self, *args, **kwargs):
        made.append(args[1] if len(args) > 1 else kwargs.get("count"))
        original(self, *args, **kwargs)

    monkeypatch.setattr(Tray, "__init__", counted)
    return made


def play(rest: float, seed: int = 5) -> tuple[TrayPanel, list]:
    """Throw six dice, set aside two, throw the rest, lose one, throw again; `rest` s of frames at rest after each
    throw. Returns the panel and every pose and face seen."""
    panel = TrayPanel(RECT, random.Random(seed), 6, aside_area=True)
    seen = []
    for change in (None, lambda p: (p.set_aside(0), p.set_aside(3)), lambda p: p.lose(1), lambda p: p.gather()):
        if change:
            change(panel)
        panel.throw()
        while panel.rolling:
            panel.update(STEP)
            seen.append(tuple((q.x, q.y, q.angle, q.orientation, q.height) for q in panel.tray.poses()))
        seen.append(panel.faces)
        for _ in range(round(rest / STEP)):
            panel.update(STEP)
    return panel, seen


def rest(panel: TrayPanel, seconds: float) -> None:
    while panel.rolling:
        panel.update(STEP)
    for _ in range(round(seconds / STEP)):
        panel.update(STEP)


def test_a_throw_with_fewer_dice_after_a_rest_makes_no_tray(trays_made):
    panel = TrayPanel(RECT, random.Random(5), 6, aside_area=True)
    panel.throw()
    rest(panel, 1.0)
    assert len(trays_made) == 1            # a panel whose dice in play never changed keeps no spare trays
    panel.set_aside(0)
    panel.throw()                          # the first change: this throw makes its tray
    assert trays_made[1:] == [5]
    rest(panel, 0.4)                       # the landing's pops still show (frames drawing every die): none yet
    assert trays_made[2:] == []
    rest(panel, 1.0)                       # then at rest: the spare trays are made, one at a time
    assert sorted(trays_made[2:]) == [1, 2, 3, 4, 6]
    panel.set_aside(3)
    panel.set_aside(4)
    trays_made.clear()
    panel.throw()
    assert trays_made == []
    assert panel.tray.count == 3 and panel.rolling


def test_trays_made_ahead_play_as_trays_made_in_the_throw():
    _panel, ahead = play(rest=1.0)
    _panel, at_once = play(rest=0.0)
    assert ahead == at_once
