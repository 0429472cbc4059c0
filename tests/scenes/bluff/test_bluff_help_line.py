"""The controls line under Bluff's table: whole, on one line in the bottom band, in every language, with the most
controls it ever names (the bid picker with the reroll option). Two lines would put the upper one under the bid
panels (their patches draw over it: frame10b saw it in German, session 10)."""

from __future__ import annotations

import pytest
from bluff_play import KEYBOARD, bluff_match, computer, person, quiet, seen, tick_until

from game import words
from game.render import key_caps
from game.scenes.playkit import chrome


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_bid_pickers_controls_line_with_rerolls_shows_whole_in_the_bottom_band(harness, language):
    words.set_language(language)
    quiet(harness)
    options = (("reroll", True), ("exact_hits_everyone", False), ("exact_pays_bidder", False), ("points", 0))
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), computer(1), options=options))
    harness.press("roll")
    tick_until(harness, lambda: seen(scene, 0)["can"]["bid"], 20000)
    line = scene.help_line()
    assert words._("Q/E + L: mark dice to reroll") in line          # the longest line this screen shows
    width, height = harness.screen.get_size()
    band = height - chrome.HELP_BAND - 6                             # its band (the row sits 6 px up)
    shown = [drawn for drawn in harness.drawn_lines() if drawn.rect.top >= band
             and drawn.text in key_caps.words(line)]                 # its keys' caps and its actions
    assert [drawn.text for drawn in shown] == key_caps.words(line)  # the whole of it, in order, in the band
    assert len({drawn.rect.centery for drawn in shown}) == 1, shown  # on one row
    # look review 16: "R X or your cup doubt" did not read as a sentence: each control is its keys, then its action
    assert all(piece[0] != key_caps.JOIN or piece[1] in key_caps.JOINERS for control in key_caps.parse(line)
               for piece in control[:-1]), line
    assert 0 <= min(d.rect.left for d in shown) and max(d.rect.right for d in shown) <= width
