"""A doubt that puts a player out still says who opens the next round (the final read of session 15: with long names
the doubt took two lines, who opens next had no room under the tally and was dropped, and the right part, holding who
lost and who is out, had none either)."""

from __future__ import annotations

import pygame
import pytest

from game.render import text
from game.rules.bluff import Bid, BluffGame
from game.scenes.bluff.layout import table_layout
from game.scenes.bluff.overlays import draw_verdict, verdict_panel
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.words import verdict

STRIP = verdict_panel(table_layout(1280, 3).track)     # the verdict's panel at 1280x720


@pytest.mark.parametrize("names", [("Ana", "Ben", "Cleo"), ("Alexandra Maximiliane", "Bartholomew Johnson", "Cleo")])
def test_who_opens_next_is_said_whole_when_a_player_is_out(names):
    game = BluffGame(3)
    game.dice_counts[0] = 1                   # the bidder's last die
    for player, hand in enumerate([(2,), (4, 4, 2, 6, 1), (3, 3, 3, 5, 5)]):
        game.roll_hand(player, hand)
    game.bid(Bid(9, 4))                      # nine 4s: there are three
    result = game.doubt()
    words = verdict(result, names, [len(h) for h in game.hands], next_opener=1)
    show = RevealShow(result, [tuple(h) for h in result.hands], words)
    while not show.applied:
        if show.advance(1 / 60).verdict:
            show.apply()
    while show.leave_progress < 1.0:
        show.advance(1 / 60)
    with text.recording() as drawn:
        draw_verdict(pygame.Surface((1280, 720)), STRIP, show, names)
    lines = [line.text for line in drawn]
    assert words.out and words.out in lines and words.next_line in lines, lines
    assert all(STRIP.contains(line.rect) for line in drawn)
