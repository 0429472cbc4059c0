"""A die's shadow stays on the felt while it flies (look review 29b #1: with CPU 2's throw in the air, die shadows were
drawn as dark squares over the tray's frame and the "Fill in" button bar under it). Read from the pixels each frame of
a throw changes outside the felt, the dice themselves left out (a die in the air may pass over the rim; its shadow,
cast on the felt, may not)."""

from __future__ import annotations

import random

import numpy as np
import pygame
import pytest

from game.physics import STEP
from game.render import dice_view
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.playkit.tray_view import NARROW_RIM
from game.scenes.scoretable.layout import lay_out
from game.scenes.tenthousand.view import TRAY

SCREEN = (1280, 720)
TRAYS = {
    "dicetime": lambda rng: lay_out(SCREEN, 2, 1, rng).main.panel,
    "tenthousand": lambda rng: TrayPanel(TRAY, rng, 6, aside_area=True, rim=NARROW_RIM),
}


def _outside(before: pygame.Surface, after: pygame.Surface, felt: pygame.Rect) -> int:
    changed = pygame.surfarray.pixels2d(before).copy() != pygame.surfarray.pixels2d(after)
    changed[felt.left:felt.right, felt.top:felt.bottom] = False
    return int(np.count_nonzero(changed))


@pytest.mark.parametrize("name", list(TRAYS))
def test_no_shadow_falls_off_the_felt_during_a_throw(name, monkeypatch):
    monkeypatch.setattr(dice_view, "draw_die", lambda *args, **kwargs: None)   # (the shadows alone)
    off = []
    for seed in range(3):
        panel = TRAYS[name](random.Random(seed))
        panel.throw()
        box = pygame.Surface(SCREEN)
        box.fill((0, 0, 0))
        panel.draw_box(box)
        for step in range(int(3.0 / STEP)):
            panel.update(STEP)
            if step % 6:
                continue
            frame = box.copy()
            panel.draw(frame, 1.0)
            if count := _outside(box, frame, panel.felt_rect):
                off.append(f"throw {seed}, step {step}: {count} px drawn off the felt {panel.felt_rect}")
                break
    assert not off, "\n".join(off[:8])
