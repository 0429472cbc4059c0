"""The same seed replays the same game: every throw, every computer decision, every score."""

from __future__ import annotations

import pygame
import pytest
from table_play import quiet  # noqa: E402

from game.match import attract_match  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

FRAMES = 1500  # 25 s of game time: several turns, each with up to three throws


def play(make_harness, seed: int):
    """What the table shows after FRAMES: its lines of text (the score sheet, the round, whose turn) and
    its picture (where every planet lies)."""
    harness = make_harness(seed=seed)
    quiet(harness)
    harness.push(DicetimeScene, match=attract_match("dicetime", 2, difficulty="easy"))
    harness.tick(FRAMES)
    lines = tuple(harness.drawn_text())          # draws the frame, too
    return lines, pygame.image.tobytes(harness.screen, "RGB")


def test_same_seed_replays_the_same_game_and_another_seed_does_not(make_harness):
    first = play(make_harness, 7)
    (round_line,) = {line for line in first[0] if line.startswith("Round ")}
    assert int(round_line.split()[1]) >= 2, "the computer players filled some boxes"
    again = play(make_harness, 7)
    assert again[0] == first[0]
    assert again[1] == first[1]
    other = play(make_harness, 8)
    assert other[0] != first[0] and other[1] != first[1]
