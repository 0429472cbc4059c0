"""What 10000's table says stays true: the side panel's planets to roll agree with the Roll button, and the
last turn's planets leave the felt before the next player's first throw."""

from __future__ import annotations

import re

import pytest

from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
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
    _throw(harness, scene, 1, 5, 2, 3, 6, 6)
    harness.press("lock")                    # the 1 and the 5 chosen: four planets go into the next throw
    shown = harness.drawn_text()
    assert _number(shown, r"Roll (\d) planets?") == 4
    assert _number(shown, r"Planets to roll: (\d)") == 4


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
    assert "Turn total: 0" in lines      # (no "Roll the planets!": that is said to a person on turn only)
    assert not dice_shown(scene), "the last turn's planets still lie on the felt"
    assert not any(line.startswith("BUST") for line in lines)
