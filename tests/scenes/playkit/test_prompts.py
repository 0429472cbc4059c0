"""The controls line of a play screen: two or three prompts chosen by the moment, not every key (look reviews 28a and
28b: "replace the always-on full key strip with 2-3 context prompts"). What a player reads along the bottom: the caps
and words drawn there, at most three controls, changing as the turn goes on."""

from __future__ import annotations

import pytest
from table_play import injector, quiet, roll_and_settle

from game.input.actions import KEYBOARD
from game.match import quick_match
from game.render import key_caps
from game.scenes.dicetime.scene import DicetimeScene
from game.scenes.playkit import chrome

pytestmark = pytest.mark.solved_tables("puzzle", "dicetime")


def strip(harness) -> list[str]:
    """The words drawn in the controls line's band along the bottom, left to right."""
    harness.tick()
    band = harness.screen.get_height() - chrome.HELP_BAND - 6
    lines = [line for line in harness.drawn_lines() if line.rect.top >= band]
    return [line.text for line in sorted(lines, key=lambda line: line.rect.left)]


def controls(harness, scene) -> int:
    """How many controls the scene's controls line names (as the key caps read it), checked against the screen."""
    line = scene.help_line()
    assert strip(harness) == key_caps.words(line), (strip(harness), line)
    return len(key_caps.parse(line))


def test_dicetimes_controls_line_says_the_two_or_three_controls_of_the_moment(harness):
    quiet(harness)
    scene = harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))
    press = injector(harness, KEYBOARD)
    harness.tick(30)
    start = strip(harness)
    assert controls(harness, scene) == 1 and start == ["R", "X", "roll"], start     # the turn's start: throw
    roll_and_settle(harness, scene, 0, press)
    harness.tick(2)
    thrown = strip(harness)
    assert controls(harness, scene) == 3 and {"lock", "roll", "rows"} <= set(thrown), thrown   # lock, again, rows
    assert "pause" not in thrown and "hint" not in thrown
    flow = scene.flows[0]
    while flow.turn.rolls_left:
        roll_and_settle(harness, scene, 0, press)
    harness.tick(2)
    spent = strip(harness)
    assert controls(harness, scene) <= 3 and {"rows", "choose"} <= set(spent) and "roll" not in spent, spent
    press("confirm")                                   # a row chosen: Enter/A fills it in
    chosen = strip(harness)
    assert controls(harness, scene) <= 3 and "fill in" in chosen and "choose" not in chosen, chosen
    assert len({tuple(start), tuple(thrown), tuple(spent), tuple(chosen)}) == 4


def test_the_puzzles_controls_line_says_reroll_as_its_button_does(harness):
    """Look review 28a d11: the footer said "R X roll" under a button saying "Reroll"."""
    from game.scenes.puzzle.scene import PuzzleScene

    quiet(harness)
    scene = harness.push(PuzzleScene)
    press = injector(harness, KEYBOARD)
    harness.tick(30)
    roll_and_settle(harness, scene, 0, press)
    harness.tick(2)
    shown = strip(harness)
    assert "reroll" in shown and "roll" not in shown, shown
    assert controls(harness, scene) <= 3



def test_the_controls_line_names_no_roll_while_the_dice_are_in_the_air(harness):
    """Look review 29b d11: with the dice in the air (the Roll button unlit) the line still said "R X roll": it names
    only what works now."""
    quiet(harness)
    scene = harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))
    press = injector(harness, KEYBOARD)
    harness.tick(30)
    press("roll")
    flow = scene.flows[0]
    for throw in range(2):
        harness.tick(3)
        assert flow.rolling, "the dice landed too soon to tell"
        flying = strip(harness)
        assert "roll" not in flying and "lock" not in flying, (throw, flying)
        while flow.rolling:
            harness.tick(10)
        press("roll")
