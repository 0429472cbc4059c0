"""The campaign map's look after look review 28a (change 3: "draw locked planets as dim silhouettes with no badges,
put a single lock on the next gate, light the path travelled, and use 2x star pips"): read from the drawn screen."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.scenes.campaign import map_art
from tests.scenes.campaign.test_map_scene import play_levels

pytestmark = pytest.mark.solved_tables("dicetime", "puzzle")


def shown(harness, frames: int = 60) -> np.ndarray:
    harness.tick(frames)                                  # (faded in)
    harness.drawn_text()                                  # (the frame drawn as a player sees it)
    return pygame.surfarray.array3d(harness.screen).astype(int)


def near(picture: np.ndarray, colour, box: pygame.Rect, tolerance: int = 24) -> int:
    """How many pixels in `box` are `colour` (within `tolerance` on every channel)."""
    part = picture[box.left:box.right, box.top:box.bottom]
    return int((np.abs(part - np.array(colour)).max(axis=2) <= tolerance).sum())


@pytest.mark.parametrize("played", [0, 6])
def test_one_padlock_on_the_map_on_the_next_gate_and_the_locked_planets_are_dark(harness, played):
    play_levels(played)
    scene = harness.push("campaign")
    picture = shown(harness)
    locked = [node for node in scene.visible_nodes() if node.entry is not None and not scene.is_open(node.entry)]
    assert len(locked) >= 20
    padlocked = [node for node in locked
                 if near(picture, map_art.LOCK_GREY, pygame.Rect(0, 0, 56, 90).move(node.center[0] - 28,
                                                                                    node.center[1] - 30)) > 30]
    gate = scene.state.campaign.chain("inner")[played + 1]
    assert [node.entry.id for node in padlocked] == [gate.id], [node.entry.id for node in padlocked]
    for node in locked:
        if node.entry.id == gate.id:
            continue
        x, y = node.center
        disc = picture[x - 12:x + 12, y - 12:y + 12]
        assert disc.sum(axis=2).mean() < 200 and (disc.max(axis=2) - disc.min(axis=2)).mean() < 30, node.entry.id


def test_a_played_levels_stars_are_big_at_800x450_and_only_played_levels_have_them(harness, monkeypatch):
    """"2x star pips under played levels only": a played planet's stars 20 px or more tall at 800x450 (the map's
    picture scaled: 32 at 1280x720; they were about 15 there); the level to play and the locked ones show none."""
    rows = []
    drawn = map_art.draw_star_row
    monkeypatch.setattr(map_art, "draw_star_row", lambda surface, center, earned, size, *a, **k: (
        rows.append((center, size, k.get("arc", False))), drawn(surface, center, earned, size, *a, **k))[1])
    play_levels(4)
    scene = harness.push("campaign")
    shown(harness, 2)
    arcs = [(center, size) for center, size, arc in rows if arc]
    assert len(arcs) == 4, arcs
    for _center, size in arcs:
        star = pygame.mask.from_surface(map_art.star_image(size, "gold"), 127).get_bounding_rects()[0]
        assert star.height * 450 / 720 >= 20 and star.width * 450 / 720 >= 20, star
    owners = {min(scene.visible_nodes(), key=lambda node: abs(node.center[0] - c[0]) + abs(node.center[1] - c[1])).index
              for c, _size in arcs}
    assert owners == {0, 1, 2, 3}, owners


def test_the_way_travelled_is_a_gold_trail_and_the_way_ahead_a_dim_lane(harness):
    play_levels(4)
    scene = harness.push("campaign")
    picture = shown(harness)
    for index, lit in ((0, True), (3, True), (4, False), (6, False)):      # (the trail ends at level 5, the one to play)
        a, b = scene.node(1, index).center, scene.node(1, index + 1).center
        middle = pygame.Rect(0, 0, 12, 40)
        middle.center = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        gold = near(picture, map_art.TRAIL, middle, 40)
        assert (gold >= 8) == lit, (index, gold)


def test_the_detail_strip_says_locked_only_for_a_locked_level_in_three_lines_at_most(harness):
    from game.scenes.campaign.map_layout import PANEL

    play_levels(2)
    scene = harness.push("campaign")
    harness.tick(2)
    for index, locked in ((0, False), (2, False), (3, True), (5, True)):
        scene.set_focus(1, index)
        lines = [line for line in harness.drawn_lines() if PANEL.contains(line.rect)]
        assert ("Locked" in [line.text for line in lines]) == locked, (index, [line.text for line in lines])
        middles = sorted(line.rect.centery for line in lines)
        assert middles[-1] - middles[0] <= 80 and len([b for a, b in zip(middles, middles[1:], strict=False) if b - a > 8]) <= 2, \
            [(line.text, line.rect) for line in lines]
        entry = scene.focused.entry
        assert any(_name_in(line.text, entry) for line in lines)
        assert not any("on the clock" in line.text or "stars at" in line.text for line in lines)
    assert PANEL.height <= 120                  # (it was 143)


def _name_in(line: str, entry) -> bool:
    return entry.name in line
