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


def _drawn_verdict(names, hands, bid: Bid, bidder: int | None = None):
    """Three seats with `hands` (the first seat's last die), `bid` made (by `bidder`) and doubted; the verdict drawn in
    its panel once the lost dice have gone: (its words, the lines drawn)."""
    game = BluffGame(3)
    game.dice_counts[0] = 1                   # the first seat's last die
    for player, hand in enumerate(hands):
        game.roll_hand(player, hand)
    if bidder is not None:
        game.current_player = bidder
    game.bid(bid)
    result = game.doubt()
    said = verdict(result, names, [len(h) for h in game.hands], next_opener=1)
    show = RevealShow(result, [tuple(h) for h in result.hands], said)
    while not show.applied:
        if show.advance(1 / 60).verdict:
            show.apply()
    while show.leave_progress < 1.0:
        show.advance(1 / 60)
    with text.recording() as drawn:
        draw_verdict(pygame.Surface((1280, 720)), STRIP, show, names)
    return said, drawn


@pytest.mark.parametrize("names", [("Ana", "Ben", "Cleo"), ("Alexandra Maximiliane", "Bartholomew Johnson", "Cleo")])
def test_who_opens_next_is_said_whole_when_a_player_is_out(names):
    words, drawn = _drawn_verdict(names, [(2,), (4, 4, 2, 6, 1), (3, 3, 3, 5, 5)], Bid(9, 4))   # nine 4s: three
    lines = [line.text for line in drawn]
    assert words.out and words.out in lines and words.next_line in lines, lines
    assert all(STRIP.contains(line.rect) for line in drawn)


def test_a_german_doubt_stands_on_one_line_and_who_opens_next_keeps_clear_of_the_panels_edge():
    """Look review 20: in German "Spieler 1 zweifelt 1 Stern von CPU 6 an" wrapped, the left part took four lines and
    "CPU 2 eröffnet die nächste Runde." sat ~12 px over the panel's bottom edge. One line for the doubt, and the
    left part's last line as far from the panel's bottom as its first from its top (within a few px)."""
    from game import words as language

    names = ("Spieler 1", "CPU 2", "CPU 3")
    language.set_language("de")
    try:
        # CPU 3 bids one star (there are five): Spieler 1 doubts, is out
        _said, drawn = _drawn_verdict(names, [(2,), (4, 6, 6, 6, 1), (3, 6, 3, 6, 5)], Bid(1, 6), bidder=2)
    finally:
        language.set_language("en")
    left = [line for line in drawn if line.rect.right <= STRIP.left + STRIP.width // 2 - 60]
    doubt = [line for line in left if "zweifelt" in line.text or line.text.endswith(" an")]
    assert len(doubt) == 1, [line.text for line in left]
    top = min(line.rect.top for line in left) - STRIP.top
    bottom = STRIP.bottom - max(line.rect.bottom for line in left)
    assert bottom >= 12 and abs(top - bottom) <= 8, (top, bottom, [(line.text, line.rect) for line in left])
