"""What 10000's table says stays true: the side panel's planets to roll agree with the Roll button (and its bust risk
with them), and the last turn's planets leave the felt before the next player's first throw."""

from __future__ import annotations

import re

import pytest

from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.scenes.tenthousand.guides import to_roll
from game.scenes.tenthousand.view import dice_shown

pytestmark = pytest.mark.solved_tables("tenthousand", "tenthousand-variants")  # the session's shared copies (tests/solved_tables.py)


def _table(harness, computers: int = 0, target: int = 3000):
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=computers)
    return harness.push("tenthousand", match=MatchConfig(config.mode, config.seats, options=(("target", target),)))


def _throw(harness, scene, *faces: int) -> list[str]:
    harness.press("roll")
    scene.panel.set_down(faces)
    harness.run_for(0.5)
    return harness.drawn_text()


def _number(lines: list[str], pattern: str) -> int:
    (found,) = [int(m.group(1)) for line in lines if (m := re.fullmatch(pattern, line))]
    return found


def test_planets_to_roll_agree_with_the_roll_button(harness):
    scene = _table(harness)
    thrown = _throw(harness, scene, 1, 5, 2, 3, 6, 6)
    # nothing set aside yet: no throw of six can be made, so no risk is said (its "2%" was the six's: final read 18)
    assert not any(line.endswith("%") for line in thrown), thrown
    harness.press("lock")                    # the 1 and the 5 chosen: four planets go into the next throw
    shown = harness.drawn_text()
    assert _number(shown, r"Roll (\d) planets?") == 4
    assert to_roll(scene)[0] == 4        # (the row of planet pictures under the turn total: look review 26)
    assert _number(shown, r"(\d+)%") == 16   # (of 6**4 throws, 204 score nothing: look review 22)


def test_the_last_turns_planets_leave_the_felt_before_the_next_throw(harness):
    harness.app.settings.reduced_motion = True
    scene = _table(harness, computers=1)
    assert any(line.startswith("BUST") for line in _throw(harness, scene, 2, 3, 4, 6, 2, 3))   # the turn passes
    for _ in range(80):
        harness.run_for(0.1)
        if scene.seat == 1 and not scene.panel.rolling and scene.turn.phase == "roll" and scene.pause_timer <= 0:
            break
    else:
        pytest.fail("the computer's turn never began")
    lines = harness.drawn_text()
    assert lines[lines.index("Turn total") + 1] == "0"     # (no "Roll the planets!": that is said to a person on turn only)
    assert not dice_shown(scene), "the last turn's planets still lie on the felt"
    assert not any(line.startswith("BUST") for line in lines)


def test_the_end_tells_how_the_lead_went_as_the_turns_had_it():
    """Look review 21: an empty gap in the game-over side panel; how the lead went stands there, and it must be true
    to the turns: (seat, outcome, points) each, a round every two turns; a bankrupt throw takes a total back to 0, a
    tie is no one's lead (its end is a change only if someone else leads after it)."""
    from game.scenes.tenthousand.words import lead_lines, lead_story

    history = [(0, "banked", 500), (1, "banked", 600),    # round 1: seat 0 leads, then seat 1 (a change)
               (0, "banked", 300), (1, "bust", 0),         # round 2: seat 0 again (a change)
               (0, "bust", 0), (1, "banked", 200)]         # round 3: 800 all: a tie, no one leads
    assert lead_story(history, 2) is None
    assert lead_story(history + [(0, "banked", 50), (1, "bust", 0)], 2) == (4, 2)      # seat 0 ahead again: no change
    assert lead_story(history + [(0, "bust", 0), (1, "banked", 50)], 2) == (4, 3)      # seat 1 ahead: a third
    assert lead_story([(0, "banked", 900), (1, "banked", 400), (0, "bankrupt", 0), (1, "bust", 0)], 2) == (2, 1)
    assert lead_story([(0, "banked", 300), (1, "bust", 0), (2, "bust", 0)], 3) == (1, 0)
    assert lead_story([(0, "banked", 300), (1, "bust", 0), (0, "bust", 0), (1, "banked", 100)], 2) == (1, 0)  # kept
    assert lead_lines((1, 0), 9) == ("In front from the first round", "The lead never changed")
    assert lead_lines((4, 3), 9) == ("In front since round 4", "The lead changed 3 times")
    # review 25: "In front since round 15" in a 15-round game said nothing: the lead taken in the last round says so
    assert lead_lines((15, 4), 15) == ("Ahead only in the last round", "The lead changed 4 times")
    assert lead_lines((14, 1), 15)[0] == "In front since round 14"
