"""The same seed replays the same game: every throw, every computer decision, every score."""

from __future__ import annotations

import pytest
from table_play import quiet  # noqa: E402

from game.match import attract_match  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

FRAMES = 1500  # 25 s of game time: several turns, each with up to three throws


def play(make_harness, seed: int):
    harness = make_harness(seed=seed)
    quiet(harness)
    scene = harness.push(DicetimeScene, match=attract_match("dicetime", 2, difficulty="easy"))
    harness.tick(FRAMES)
    cards = tuple(tuple(sorted(card.scores.items())) for card in scene.board.game.cards)
    poses = tuple((round(p.x, 6), round(p.y, 6), round(p.angle, 6)) for p in scene.table.main_panel.tray.poses())
    return cards, poses


def test_same_seed_replays_the_same_game_and_another_seed_does_not(make_harness):
    first = play(make_harness, 7)
    assert sum(len(card) for card in first[0]) >= 2, "the computer players filled some boxes"
    assert play(make_harness, 7) == first
    assert play(make_harness, 8) != first
