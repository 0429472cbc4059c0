"""A score table's turn passing (or a new round) draws the title bar and the trays again as sections of the still
layer (the tray's rim takes the colour of the seat on turn in its section), never the whole still picture; and the
kept layer then shows what a fresh drawing shows."""

from __future__ import annotations

import pygame
import pytest
from harness import LATE_FRAMES, same_picture

from game.render import table
from game.scenes.playkit.chrome import StillLayer

STEP = 6   # frames played between two drawn ones


@pytest.mark.solved_tables("dicetime", "puzzle")
@pytest.mark.parametrize("mode,frames", [("dicetime", 1080), ("puzzle", 840)])   # (two turns passing)
def test_a_turn_passing_draws_sections_only_and_shows_what_a_fresh_drawing_shows(harness, mode, frames):
    scene = harness.push(mode, attract=True)
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    harness.tick()
    first = scene.still.redraws
    seen, changes = (tuple(scene.flows), scene.board.round), 0
    for _frame in range(0, frames, STEP):
        harness.tick(STEP)
        now = (tuple(scene.flows), scene.board.round)
        if now == seen:
            continue
        seen, changes = now, changes + 1
        if not same_picture(scene.still_picture(), scene.still_picture(fresh, afresh=True)):
            harness.tick()    # (a patch put off by the sections drawn: a frame late, never two)
            assert same_picture(scene.still_picture(), scene.still_picture(fresh, afresh=True)), f"turn {changes}"
        tray, on_turn = scene.table.main_panel.tray_rect, next(iter(scene.flows), None)
        if on_turn is not None:     # the rim's inlay in the colour of the seat on turn
            inlay = tray.top + table.inlay_at(scene.table.main_panel.rim) + 1
            assert tuple(scene.still_picture().get_at((tray.centerx, inlay)))[:3] == scene.seat_colour(on_turn)
    assert changes >= 2
    assert scene.still.redraws == first    # every turn (and round) passed with sections alone


@pytest.mark.solved_tables("dicetime", "tenthousand")
@pytest.mark.parametrize("mode", ["dicetime", "tenthousand"])
def test_a_trays_planets_coming_and_going_are_put_back_only_where_they_were(harness, mode):
    """The big tray is a steady section: a throw takes its resting planets off the still layer by putting back only
    where they lay (10000: their glow and worth too), a landing draws them over it, and the screen copies only those
    places again; the layer then shows what a fresh drawing shows, and a screen that copies only the layer's changes
    shows the layer."""
    scene = harness.push(mode, attract=True)
    mine, fresh = StillLayer(harness.app.size, scene.still.backdrop.mood), StillLayer(harness.app.size, scene.still.backdrop.mood)
    tray = scene.table.main_panel.rect if mode == "dicetime" else scene.panel.rect
    in_part = compared = 0
    screen = None   # copies only the layer's changes, as the play screen does (game.scenes.playkit.screen_copy)

    def shown() -> tuple[pygame.Surface, list | None]:
        nonlocal screen
        picture = scene.still_picture(mine)
        changes = mine.take_changes()
        if screen is None or changes is None:
            screen = picture.copy()
        for rect in changes or ():
            screen.blit(picture, rect, rect)
        return picture, changes

    for _frame in range(700):
        harness.tick()
        before = mine.section_redraws
        picture, changes = shown()
        if mine.section_redraws == before or changes is None:
            continue
        copied = sum(rect.clip(tray).width * rect.clip(tray).height for rect in changes)
        in_part += 0 < copied < tray.width * tray.height   # (not all of it)
        assert same_picture(screen, picture), f"frame {_frame}: a place drawn again was left out of the changes"
        for _late in range(LATE_FRAMES):   # (the late buttons and panel, or a patch put off by the section: drawn
            if same_picture(picture, scene.still_picture(fresh, afresh=True)):   # within their lateness)
                break
            picture, _changes = shown()
        else:
            raise AssertionError(f"frame {_frame}: the kept layer is still behind")
        compared += 1
    assert compared >= 8 and in_part >= 4
