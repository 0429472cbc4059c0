"""Bust and reveal outcomes stay on screen long enough for everyone at the table to read (issue 23):
a 10000 bust stays at least 3 s and the next seat waits for it; a Bluff verdict cannot be pressed away
before its headline and who lost could be read, and stays until all of it could be."""

from __future__ import annotations

import pytest

from game.input.actions import KEYBOARD
from game.match import quick_match
from game.rules.bluff import Bid, BluffGame
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.words import verdict
from game.scenes.playkit.reading import LEAST_SECONDS, reading_seconds

BUST = "BUST – nothing scores"
NOTHING_SCORES = (2, 2, 3, 4, 6, 6)   # no 1, no 5, no three of a kind, no straight, two pairs only


def on_turn(lines: list[str]) -> str:
    """Whose turn the table says it is ("Computer 1's turn"; a person's turn is also named by the set-aside strip)."""
    (line,) = {line for line in lines if line.endswith("'s turn")}
    return line


@pytest.mark.solved_tables("tenthousand")
def test_a_bust_stays_until_it_could_be_read_and_the_next_seat_waits(harness):
    """A person's first throw is set down with nothing scoring (TrayPanel.set_down, a test API): the bust
    comes on that throw, and the computer's seat is the one that must wait for it."""
    harness.app.settings.reduced_motion = True
    scene = harness.push("tenthousand", match=quick_match("tenthousand", people_devices=(KEYBOARD,), computers=1))
    harness.run_for(1.0)
    harness.press("roll")
    scene.panel.set_down(NOTHING_SCORES)
    lines = harness.drawn_text()
    for _ in range(60):                              # read at the next frames: the bust comes at once
        if BUST in lines:
            break
        harness.tick()
        lines = harness.drawn_text()
    assert BUST in lines, "no bust on a throw where nothing scores"
    seat, shown = on_turn(lines), 0
    while BUST in lines:
        shown += 1
        assert on_turn(lines) == seat or shown / 60 >= LEAST_SECONDS, "the next seat started under the bust"
        harness.tick()
        lines = harness.drawn_text()
    assert shown / 60 >= reading_seconds(BUST) - 1 / 60, f"the bust showed {shown / 60:.2f} s"


def test_a_doubts_verdict_cannot_be_pressed_away_before_it_could_be_read():
    game = BluffGame(3)
    for player, hand in enumerate([(1, 2, 3, 4, 5), (4, 4, 2, 6, 1), (3, 3, 3, 5, 5)]):
        game.roll_hand(player, hand)
    game.bid(Bid(9, 4))        # nine 4s: there are far fewer
    result = game.doubt()
    words = verdict(result, ["Ana", "Ben", "Cleo"], [len(h) for h in game.hands], next_opener=0)
    show = RevealShow(result, [tuple(h) for h in result.hands], words)
    while not show.applied:
        if show.advance(1 / 120).verdict:
            show.apply()
    due = show.time
    need = reading_seconds(words.headline, *words.sentences())
    while show.time < due + need - 1e-6:
        assert not show.readable, f"a press could end the verdict {show.time - due:.2f} s after it came"
        show.advance(1 / 120)
    show.advance(1 / 120)
    assert show.readable
    whole = reading_seconds(words.headline, *words.sentences(), words.next_line)
    over = False
    while not over:
        over = show.advance(1 / 120).over
    assert show.time - due >= whole - 1e-6
